package store

import "testing"

// The pace and the volumes (issue 29: time and sound) round-trip; a value
// out of range reads as the nearest allowed, one of the wrong kind as its
// default, and nothing else in the file is lost.
func TestPaceAndVolumesReadInRange(t *testing.T) {
	m := NewMem()
	s := DefaultSettings()
	s.Pace = Pace{ReduceMotion: true, Pause: 2, WaitForMe: true}
	s.Volumes = Levels{Effects: 0.2, Music: 0, Speech: 0.6, Set: true}
	if err := SaveSettings(m, &s); err != nil {
		t.Fatal(err)
	}
	if got, _ := LoadSettings(m); got.Pace != s.Pace || got.Volumes != s.Volumes {
		t.Errorf("round trip: %+v %+v", got.Pace, got.Volumes)
	}
	m.Save(SettingsName, []byte(`{"speed": 5, "language": "de", "access": {"readAloud": true},
		"pace": {"reduceMotion": true, "pause": 99, "waitForMe": "yes"},
		"volumes": {"effects": -3, "music": 7, "speech": "loud", "set": true},
		"setup": {"rules":"classic","seats":[{"name":"A"},{"name":"B"}]}}`))
	got, n := LoadSettings(m)
	if want := (Pace{ReduceMotion: true, Pause: MaxPause}); got.Pace != want {
		t.Errorf("pace out of range read as %+v, want %+v", got.Pace, want)
	}
	if want := (Levels{Effects: 0, Music: 1, Speech: 1, Set: true}); got.Volumes != want {
		t.Errorf("volumes out of range read as %+v, want %+v", got.Volumes, want)
	}
	if n.ID != "" || got.Speed != 5 || got.Language != "de" || !got.Access.ReadAloud || len(got.Setup.Seats) != 2 {
		t.Errorf("a bad pace or volume cost the rest: %+v, notice %q", got, n.ID)
	}
	// A file from before the volumes were apart: its one volume stands for effects and music.
	m.Save(SettingsName, []byte(`{"volume": 0.4, "setup": {"rules":"classic","seats":[{"name":"A"},{"name":"B"}]}}`))
	if got, _ := LoadSettings(m); got.Volumes != (Levels{Effects: 0.4, Music: 0.4, Speech: 1, Set: true}) || got.Pace.PauseScale() != 1 {
		t.Errorf("an older file read as %+v, pause ×%v", got.Volumes, got.Pace.PauseScale())
	}
}
