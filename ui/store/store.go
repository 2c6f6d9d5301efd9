// Package store keeps the player's settings, last setup and the game in
// progress: files in the user's config directory on desktop, localStorage in
// the browser. A damaged file is set aside, never lost, and never fatal.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"goose/engine"
)

// The seats a table offers (RULES §1). A saved setup may hold up to the
// engine's engine.MaxSeats; the setup screen and --seats offer these.
const (
	MinSeats = 2
	MaxSeats = 6
)

// Speeds is how many speeds a game is shown at (scenes/present.Speed; a test there holds them equal).
const Speeds = 6

// Store holds named blobs.
type Store interface {
	// Load returns the blob, or ErrMissing.
	Load(name string) ([]byte, error)
	// Save replaces the blob atomically: a crash leaves the old or the new one.
	Save(name string, data []byte) error
	Remove(name string) error
	// Aside keeps a damaged blob under another name and says where.
	Aside(name string) (string, error)
}

// ErrMissing is returned by Load when nothing is stored under the name.
var ErrMissing = errors.New("not stored")

// MaxBlob bounds every read: the settings and a saved game are a few
// kilobytes, so anything larger is damage, never read whole.
const MaxBlob = 1 << 20

// ErrTooBig is returned by Load for a blob over MaxBlob: a damaged one.
var ErrTooBig = fmt.Errorf("larger than %d KB, more than Goose ever writes", MaxBlob>>10)

// ErrBusy says another Goose holds the folder (Dir.Lock).
var ErrBusy = errors.New("another Goose is using this folder")

// UnreadableError is a blob that is there but cannot be read now
// (permissions, an I/O error, a folder in its place). It is not damaged:
// it is left where it is, for a later run.
type UnreadableError struct{ Err error }

func (e *UnreadableError) Error() string { return e.Err.Error() }
func (e *UnreadableError) Unwrap() error { return e.Err }

// Unreadable reports whether err is an UnreadableError.
func Unreadable(err error) bool {
	var u *UnreadableError
	return errors.As(err, &u)
}

// MaxName is the most characters a seat's name has, wherever it comes from
// (the setup screen, a flag, a link, a file): longer names would not fit
// the board's labels.
const MaxName = 14

// Names of the blobs.
const (
	SettingsName = "settings.json"
	GameName     = "game.json"
)

// Seat is one seat of the setup.
type Seat struct {
	Name     string `json:"name"`
	Color    int    `json:"color"`
	Computer bool   `json:"computer"`
	Level    string `json:"level"` // easy, normal, hard
	// Typed: a player typed the name, which stays whatever the language;
	// otherwise the name is the game's ("Ann", "Player 4") and follows the
	// language the game speaks (scenes/seatnames.go).
	Typed bool `json:"typed,omitempty"`
}

// Setup is a game's table: seats and rules.
type Setup struct {
	Seats   []Seat `json:"seats"`
	Rules   string `json:"rules"`
	Options string `json:"options"` // as engine.Rules.Apply reads them
	// Board is a rules file of one's own (RULES §7.3), kept whole, so a game
	// survives the file being edited or deleted; OwnBoard plays it instead of
	// the preset Rules names.
	Board    json.RawMessage `json:"board,omitempty"`
	OwnBoard bool            `json:"ownBoard,omitempty"`
}

// BaseRules are the rules the setup names, before its options.
func (s *Setup) BaseRules() (engine.Rules, error) {
	if s.OwnBoard && len(s.Board) > 0 {
		return engine.ParseRules("your board", s.Board)
	}
	return engine.Preset(s.Rules)
}

// Settings are the player's preferences.
type Settings struct {
	Speed      int     `json:"speed"` // a scenes/present.Speed: 0 to Speeds-1 (1×, 2×, 4×, instant, ½×, ¼×)
	Volume     float64 `json:"volume"`
	Music      bool    `json:"music"`
	Fullscreen bool    `json:"fullscreen"`
	// HideOdds hides the live chances of winning (some families prefer not to know).
	HideOdds bool `json:"hideOdds,omitempty"`
	// HideReactions hides what people in an online room react (issue 27).
	HideReactions bool   `json:"hideReactions,omitempty"`
	Language      string `json:"language,omitempty"` // a code ("es"), or "" for the system's
	Setup         Setup  `json:"setup"`
	Access        Access `json:"access,omitzero"`
	// Guide is how the first-game guide (issue 28) ended: GuideDone or
	// GuideSkipped; "" if never (or in a file from before it: scenes decide
	// from the games kept).
	Guide   string `json:"guide,omitempty"`
	Pace    Pace   `json:"pace,omitzero"`
	Volumes Levels `json:"volumes,omitzero"` // effects, music and speech apart (Volume stays, for older Goose)
}

// How the first-game guide ended: either way it is never offered again.
const (
	GuideDone    = "done"
	GuideSkipped = "skipped"
)

// Access is how a player reaches the game who does not see, read or point
// as most do (issue 29). Its limits are here, where the settings page and
// the loader both read them.
type Access struct {
	ReadAloud bool     `json:"readAloud,omitempty"`    // the narration and the focus, spoken
	Scan      float64  `json:"scan,omitempty"`         // seconds the focus rests on a control when scanning (0: off)
	Dwell     float64  `json:"dwell,omitempty"`        // seconds the pointer rests on a control to use it (0: off)
	Text      TextSize `json:"text,omitempty"`         // the words' size, in percent (seeing.go)
	Contrast  Contrast `json:"highContrast,omitempty"` // the high-contrast theme
}

// The ranges of the access settings, in seconds.
const (
	MinScan, MaxScan   = 0.5, 5.0
	MinDwell, MaxDwell = 0.5, 3.0
)

// Clamp brings access settings read from a file into their ranges: a
// value out of range becomes the nearest allowed, a switch stays on.
func (a *Access) Clamp() {
	clamp := func(v *float64, lo, hi float64) {
		if *v != 0 && !(*v >= lo) { // NaN too
			*v = lo
		}
		*v = min(*v, hi)
	}
	clamp(&a.Scan, MinScan, MaxScan)
	clamp(&a.Dwell, MinDwell, MaxDwell)
	a.Text.clamp()
}

// DefaultSetup is a first table: two people and a computer.
func DefaultSetup() Setup {
	return Setup{Rules: "classic", Seats: []Seat{
		{Name: "Ann", Color: 0},
		{Name: "Ben", Color: 1},
		{Name: "Computer", Color: 2, Computer: true, Level: "normal"},
	}}
}

// DefaultSettings are the settings of a new player.
func DefaultSettings() Settings {
	return Settings{Volume: 0.8, Music: true, Setup: DefaultSetup(), Volumes: DefaultLevels(0.8)}
}

// Check says what is wrong with a setup, or nil.
func (s *Setup) Check() error {
	if len(s.Seats) < 1 || len(s.Seats) > engine.MaxSeats {
		return fmt.Errorf("%d seats", len(s.Seats))
	}
	for i, st := range s.Seats {
		if strings.TrimSpace(st.Name) == "" {
			return fmt.Errorf("seat %d has no name", i+1)
		}
		if utf8.RuneCountInString(st.Name) > MaxName {
			return fmt.Errorf("seat %d's name is longer than %d characters", i+1, MaxName)
		}
		if st.Color < 0 || st.Color > 7 {
			return fmt.Errorf("seat %d has colour %d", i+1, st.Color)
		}
	}
	return nil
}

// ClipNames shortens every seat's name to MaxName characters: a long name
// in a file costs its tail, not the file.
func (s *Setup) ClipNames() {
	for i := range s.Seats {
		s.Seats[i].Name = ClipName(s.Seats[i].Name)
	}
}

// ClipName is name cut to MaxName characters (and to valid UTF-8).
func ClipName(name string) string {
	name = strings.ToValidUTF8(name, "\uFFFD")
	if utf8.RuneCountInString(name) <= MaxName {
		return name
	}
	return string([]rune(name)[:MaxName])
}

// Notice is what LoadSettings tells the player: a message of the game's
// words (its ID in scenes/narrate, which says it in the player's language)
// and its arguments; a zero Notice says nothing.
type Notice struct {
	ID   string
	Args []any
}

// LoadSettings reads the settings. A damaged file is set aside and the
// defaults are used; notice then says what happened, for the player.
func LoadSettings(st Store) (s Settings, notice Notice) {
	s = DefaultSettings()
	data, err := st.Load(SettingsName)
	if errors.Is(err, ErrMissing) {
		return s, Notice{}
	}
	if Unreadable(err) {
		return s, Notice{"ui.settingsLeft", []any{err}}
	}
	if err == nil {
		var loaded Settings
		if err = json.Unmarshal(data, &loaded); err == nil {
			loaded.Setup.ClipNames()
			if err = loaded.Setup.Check(); err == nil {
				if loaded.Speed < 0 || loaded.Speed >= Speeds {
					loaded.Speed = 0
				}
				if loaded.Volume < 0 || loaded.Volume > 1 {
					loaded.Volume = DefaultSettings().Volume
				}
				loaded.Access.Clamp()
				loaded.Pace.Clamp()
				loaded.Volumes.Clamp(loaded.Volume)
				return loaded, Notice{}
			}
		}
	}
	where, aerr := st.Aside(SettingsName)
	if aerr != nil {
		return s, Notice{"ui.settingsDefaults", []any{err}}
	}
	return s, Notice{"ui.settingsKeptAs", []any{err, where}}
}

// SaveSettings writes the settings, never more than LoadSettings reads
// back: settings that would be (a board of one's own no rules file now
// makes so large) are written without the board, so that the names, seats
// and language are kept.
func SaveSettings(st Store, s *Settings) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err == nil && len(data) > MaxBlob {
		small := *s
		small.Setup.Board, small.Setup.OwnBoard = nil, false
		data, err = json.MarshalIndent(&small, "", "  ")
	}
	if err != nil {
		return err
	}
	return st.Save(SettingsName, data)
}

// Where says where a blob saved under name is, for the player: a file's
// path on the desktop, the key in a browser's local storage.
func Where(st Store, name string) string {
	if w, ok := st.(interface{ Where(string) string }); ok {
		return w.Where(name)
	}
	return name
}
