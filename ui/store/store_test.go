//go:build !js

package store

import (
	"goose/scenes/narrate"

	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDirSaveLoadAtomic(t *testing.T) {
	d := &Dir{Path: filepath.Join(t.TempDir(), "goose")}
	if _, err := d.Load(GameName); err != ErrMissing {
		t.Fatalf("Load of nothing: %v, want ErrMissing", err)
	}
	if err := d.Save(GameName, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := d.Save(GameName, []byte("two")); err != nil {
		t.Fatal(err)
	}
	b, err := d.Load(GameName)
	if err != nil || string(b) != "two" {
		t.Fatalf("Load = %q, %v", b, err)
	}
	// No temporary files are left beside it.
	entries, _ := os.ReadDir(d.Path)
	if len(entries) != 1 {
		t.Errorf("files after two saves: %v", entries)
	}
	if err := d.Remove(GameName); err != nil {
		t.Fatal(err)
	}
	if err := d.Remove(GameName); err != nil {
		t.Errorf("removing twice: %v", err)
	}
}

func TestDamagedSettingsAreKeptAside(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	os.WriteFile(filepath.Join(d.Path, SettingsName), []byte(`{"speed": "fast"`), 0o644)
	s, n := LoadSettings(d)
	notice := english(n)
	if s.Volume != DefaultSettings().Volume || len(s.Setup.Seats) != 3 {
		t.Errorf("damaged settings did not give the defaults: %+v", s)
	}
	if !strings.Contains(notice, "could not be read") || !strings.Contains(notice, "damaged") {
		t.Errorf("notice %q", notice)
	}
	matches, _ := filepath.Glob(filepath.Join(d.Path, SettingsName+".damaged-*"))
	if len(matches) != 1 {
		t.Fatalf("the damaged file was not kept: %v", matches)
	}
	if b, _ := os.ReadFile(matches[0]); string(b) != `{"speed": "fast"` {
		t.Errorf("the kept file changed: %q", b)
	}
}

func TestSettingsRoundTripAndRanges(t *testing.T) {
	m := NewMem()
	s := DefaultSettings()
	s.Speed, s.Volume, s.Music = 2, 0.4, false
	s.Setup.Rules = "dutch"
	if err := SaveSettings(m, &s); err != nil {
		t.Fatal(err)
	}
	got, n := LoadSettings(m)
	notice := english(n)
	if notice != "" || got.Speed != 2 || got.Volume != 0.4 || got.Music || got.Setup.Rules != "dutch" {
		t.Errorf("round trip: %+v %q", got, notice)
	}
	// Out-of-range values fall back, a setup with a nameless seat is refused.
	m.Save(SettingsName, []byte(`{"speed": 9, "volume": 5, "setup": {"rules":"classic","seats":[{"name":"A"},{"name":"B"}]}}`))
	got, _ = LoadSettings(m)
	if got.Speed != 0 || got.Volume != DefaultSettings().Volume {
		t.Errorf("out of range kept: %+v", got)
	}
	m.Save(SettingsName, []byte(`{"setup": {"seats":[{"name":" "}]}}`))
	_, n = LoadSettings(m)
	notice = english(n)
	if !strings.Contains(notice, "no name") {
		t.Errorf("nameless seat accepted: %q", notice)
	}
}

// english says a notice in English (the words are scenes/narrate's).
func english(n Notice) string {
	if n.ID == "" {
		return ""
	}
	return narrate.English.Text(narrate.M(narrate.ID(n.ID), n.Args...))
}

// TestSettingsAlwaysReadBack (issue 31): settings holding a board larger
// than the store reads back are written without it: the names, seats and
// language are never set aside with it.
func TestSettingsAlwaysReadBack(t *testing.T) {
	st := NewMem()
	s := DefaultSettings()
	s.Language = "nl"
	s.Setup.Seats[0].Name = "Joke"
	s.Setup.Board, s.Setup.OwnBoard = json.RawMessage(`{"summary":"`+strings.Repeat("x", MaxBlob)+`"}`), true
	if err := SaveSettings(st, &s); err != nil {
		t.Fatal(err)
	}
	got, notice := LoadSettings(st)
	if notice.ID != "" || got.Language != "nl" || got.Setup.Seats[0].Name != "Joke" || got.Setup.OwnBoard {
		t.Errorf("read back %+v, notice %v", got, notice)
	}
}

// The access settings (issue 29) round-trip; values out of range read as
// the nearest allowed, and the rest of the settings is kept.
func TestAccessSettingsReadInRange(t *testing.T) {
	m := NewMem()
	s := DefaultSettings()
	s.Access = Access{ReadAloud: true, Scan: 1.5, Dwell: 2}
	if err := SaveSettings(m, &s); err != nil {
		t.Fatal(err)
	}
	if got, _ := LoadSettings(m); got.Access != s.Access {
		t.Errorf("round trip: %+v", got.Access)
	}
	m.Save(SettingsName, []byte(`{"speed": 2, "access": {"readAloud": true, "scan": 99, "dwell": 0.01}, "setup": {"rules":"classic","seats":[{"name":"A"},{"name":"B"}]}}`))
	got, n := LoadSettings(m)
	if want := (Access{ReadAloud: true, Scan: MaxScan, Dwell: MinDwell}); got.Access != want || got.Speed != 2 || n.ID != "" {
		t.Errorf("out of range: %+v, speed %d, notice %q", got.Access, got.Speed, n.ID)
	}
}
