// Package store keeps the player's settings, last setup and the game in
// progress: files in the user's config directory on desktop, localStorage in
// the browser. A damaged file is set aside, never lost, and never fatal.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"goose/engine"
)

// The seats a table offers (RULES §1). A saved setup may hold up to the
// engine's engine.MaxSeats; the setup screen and --seats offer these.
const (
	MinSeats = 2
	MaxSeats = 6
)

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
}

// Setup is a game's table: seats and rules.
type Setup struct {
	Seats   []Seat `json:"seats"`
	Rules   string `json:"rules"`
	Options string `json:"options"` // as engine.Rules.Apply reads them
}

// Settings are the player's preferences.
type Settings struct {
	Speed      int     `json:"speed"` // index into 1×, 2×, 4×, instant
	Volume     float64 `json:"volume"`
	Music      bool    `json:"music"`
	Fullscreen bool    `json:"fullscreen"`
	Setup      Setup   `json:"setup"`
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
	return Settings{Volume: 0.8, Music: true, Setup: DefaultSetup()}
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
		if st.Color < 0 || st.Color > 7 {
			return fmt.Errorf("seat %d has colour %d", i+1, st.Color)
		}
	}
	return nil
}

// LoadSettings reads the settings. A damaged file is set aside and the
// defaults are used; notice then says what happened, for the player.
func LoadSettings(st Store) (s Settings, notice string) {
	s = DefaultSettings()
	data, err := st.Load(SettingsName)
	if errors.Is(err, ErrMissing) {
		return s, ""
	}
	if err == nil {
		var loaded Settings
		if err = json.Unmarshal(data, &loaded); err == nil {
			if err = loaded.Setup.Check(); err == nil {
				if loaded.Speed < 0 || loaded.Speed > 3 {
					loaded.Speed = 0
				}
				if loaded.Volume < 0 || loaded.Volume > 1 {
					loaded.Volume = DefaultSettings().Volume
				}
				return loaded, ""
			}
		}
	}
	where, aerr := st.Aside(SettingsName)
	if aerr != nil {
		return s, fmt.Sprintf("Your settings could not be read (%v); using the defaults.", err)
	}
	return s, fmt.Sprintf("Your settings could not be read (%v). They were kept as %s; using the defaults.", err, where)
}

// SaveSettings writes the settings.
func SaveSettings(st Store, s *Settings) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Save(SettingsName, data)
}
