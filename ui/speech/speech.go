// Package speech reads the game aloud through the system's own speech, for
// players who cannot see the screen or cannot read yet: speech-dispatcher's
// spd-say or espeak-ng on Linux, say on macOS, System.Speech through
// PowerShell on Windows, the Web Speech API in a browser. Lines are spoken
// one after another in the player's language; an urgent line (a winner)
// drops those still waiting. Nothing blocks the game: a slow or missing
// voice costs lines, never frames.
package speech

import "errors"

// queued is how many lines may wait to be spoken; more push out the oldest
// (a computer's fast turns would otherwise be read long after they happened).
const queued = 8

// ErrNoVoice says the system has no speech the game knows how to use.
var ErrNoVoice = errors.New("no speech found on this system")

type line struct {
	text, lang string
	vol        float64 // 0 to 1: 1 is the system's own level
}

// Speaker speaks lines in order, off the game's loop.
type Speaker struct {
	Name string // the voice's program, for the settings to show
	q    chan line
	v    voice
}

// voice is a system's way to speak one line, returning when it is spoken.
type voice interface {
	speak(l line) error
	hush() // stop what is being said now
	// volumed reports whether the voice takes a volume (macOS's say has
	// no volume of its own: the system's sets it).
	volumed() bool
}

// Find picks the system's speech, or reports ErrNoVoice.
func Find() (*Speaker, error) {
	v, name, err := find()
	if err != nil {
		return nil, err
	}
	s := &Speaker{Name: name, q: make(chan line, queued), v: v}
	go s.run()
	return s, nil
}

func (s *Speaker) run() {
	for l := range s.q {
		_ = s.v.speak(l) // a line that fails is a line lost; the next may work
	}
}

// Say queues text, in language lang ("de", "pt-BR"), to be spoken. An urgent
// line is said next: the lines waiting are dropped and the one being said
// is cut short.
func (s *Speaker) Say(text, lang string, urgent bool) { s.SayAt(text, lang, urgent, 1) }

// SayAt is Say at volume vol, from 0 (nothing is said) to 1 (the system's
// own level).
func (s *Speaker) SayAt(text, lang string, urgent bool, vol float64) {
	if s == nil || text == "" || !(vol > 0) {
		return
	}
	vol = min(vol, 1)
	if urgent {
		for len(s.q) > 0 {
			select {
			case <-s.q:
			default:
			}
		}
		s.v.hush()
	}
	for {
		select {
		case s.q <- line{text, lang, vol}:
			return
		default: // full: the oldest waiting line gives way
			select {
			case <-s.q:
			default:
			}
		}
	}
}

// Volumed reports whether the speech takes the game's volume.
func (s *Speaker) Volumed() bool { return s != nil && s.v.volumed() }
