package store

import "testing"

// The text size and the theme (issue 29, seeing) round-trip; a size out of
// the list reads as the nearest offered, and a value of the wrong kind is
// forgotten alone: the seats, the speed and the other access settings stay.
func TestSeeingSettingsLoseNothingElse(t *testing.T) {
	m := NewMem()
	s := DefaultSettings()
	s.Access = Access{Dwell: 2, Text: 150, Contrast: true}
	if err := SaveSettings(m, &s); err != nil {
		t.Fatal(err)
	}
	if got, _ := LoadSettings(m); got.Access != s.Access {
		t.Errorf("round trip: %+v", got.Access)
	}
	seats := `"setup": {"rules":"classic","seats":[{"name":"Joke"},{"name":"B"}]}`
	for _, c := range []struct {
		access string
		want   Access
	}{
		{`{"text": 180, "highContrast": true}`, Access{Text: 200, Contrast: true}},
		{`{"text": 90}`, Access{}},
		{`{"text": 130, "dwell": 1}`, Access{Text: 125, Dwell: 1}},
		{`{"text": "huge", "highContrast": "yes", "dwell": 1}`, Access{Dwell: 1}},
		{`{"text": [200], "highContrast": 1, "scan": 2}`, Access{Scan: 2}},
		{`{"text": -50, "highContrast": null}`, Access{}},
		{`{"text": 1e300}`, Access{}},
	} {
		m.Save(SettingsName, []byte(`{"speed": 2, "access": `+c.access+`, `+seats+`}`))
		got, n := LoadSettings(m)
		if got.Access != c.want || got.Speed != 2 || got.Setup.Seats[0].Name != "Joke" || n.ID != "" {
			t.Errorf("%s: read %+v, speed %d, seat %q, notice %q", c.access, got.Access, got.Speed, got.Setup.Seats[0].Name, n.ID)
		}
	}
	if f := (Access{}).Text.Factor(); f != 1 {
		t.Errorf("no size is %v times the designed one", f)
	}
}
