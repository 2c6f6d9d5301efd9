package store

import "encoding/json"

// Pace is how the game keeps time for a player who needs it slower or
// stiller (issue 29): motion reduced, a longer pause between turns, or the
// table waiting for the player before each turn it plays by itself.
type Pace struct {
	// ReduceMotion: geese step square by square, nothing bobs, slides,
	// tumbles or falls (the browser's prefers-reduced-motion does the same).
	ReduceMotion bool `json:"reduceMotion,omitempty"`
	// Pause scales the rest between turns (0: as the speed has it, ×1).
	Pause float64 `json:"pause,omitempty"`
	// WaitForMe: a turn the table would play by itself (a computer's, a
	// turn lost) waits for a key, a click, a tap or a pad's button.
	WaitForMe bool `json:"waitForMe,omitempty"`
}

// The range of Pace.Pause (a scale of the speed's own pause).
const MinPause, MaxPause = 0.5, 4.0

// PauseScale is the scale of the rest between turns: 1 unless set.
func (p *Pace) PauseScale() float64 {
	if p.Pause == 0 {
		return 1
	}
	return p.Pause
}

// Clamp brings a pace read from a file into range: a scale out of range
// becomes the nearest allowed (not a number: as the speed has it).
func (p *Pace) Clamp() {
	switch {
	case p.Pause != p.Pause: // NaN
		p.Pause = 0
	case p.Pause != 0:
		p.Pause = max(MinPause, min(p.Pause, MaxPause))
	}
}

// Levels are the loudness of the effects, the music and the speech that
// reads the game aloud, each from 0 to 1.
type Levels struct {
	Effects float64 `json:"effects"`
	Music   float64 `json:"music"`
	Speech  float64 `json:"speech"`
	// Set: the player chose these. A file from before they were apart has
	// none: its one Volume then stands for the effects and the music.
	Set bool `json:"set,omitempty"`
}

// DefaultLevels are a new player's: the speech at the system's own level.
func DefaultLevels(volume float64) Levels {
	return Levels{Effects: volume, Music: volume, Speech: 1, Set: true}
}

// Clamp brings volumes read from a file into range: each out of range (or
// not a number) becomes the nearest allowed, the others are kept.
func (v *Levels) Clamp(volume float64) {
	if !v.Set {
		*v = DefaultLevels(volume)
		return
	}
	for _, x := range []*float64{&v.Effects, &v.Music, &v.Speech} {
		if !(*x >= 0) { // NaN too
			*x = 0
		}
		*x = min(*x, 1)
	}
}

// UnmarshalJSON reads a pace leniently: a value of the wrong kind (a word
// where a number goes) keeps its default, and the rest of the settings file
// is read as ever (the file as a whole is checked before this is called).
func (p *Pace) UnmarshalJSON(b []byte) error {
	type plain Pace
	_ = json.Unmarshal(b, (*plain)(p)) // a field of the wrong kind is skipped, the others read
	return nil
}

// UnmarshalJSON reads volumes as leniently as a pace: one of the wrong
// kind is a new player's.
func (v *Levels) UnmarshalJSON(b []byte) error {
	type plain Levels
	*v = DefaultLevels(DefaultSettings().Volume)
	v.Set = false
	_ = json.Unmarshal(b, (*plain)(v))
	return nil
}
