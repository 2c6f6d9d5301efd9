package room

import (
	"encoding/json"
	"strings"
	"testing"

	"goose/engine"
)

// Every event of whole games, in every rule set, reads back identical from
// its compact form; malformed forms are refused.
func TestEventRoundTrip(t *testing.T) {
	n := 0
	for _, name := range engine.Presets {
		for _, opts := range []string{"", "teams,stakes"} {
			rules, _ := engine.Preset(name)
			rules.Apply(opts)
			g, _ := engine.New(rules, 4, engine.NewPCG(uint64(len(name))))
			for a := engine.Begin; !g.Over(); a = engine.Roll {
				if g.Due() == engine.ActChoose {
					a = engine.Choose(g.Legal()[0])
				}
				evs, err := g.Play(a)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					data, err := json.Marshal(Event(e))
					if err != nil {
						t.Fatal(err)
					}
					var back Event
					if err := json.Unmarshal(data, &back); err != nil || engine.Event(back) != e {
						t.Fatalf("%s: %+v came back as %+v (%v)", data, e, back, err)
					}
					n++
				}
			}
		}
	}
	for _, bad := range []string{`{}`, `[1,2]`, `"x"`, `[` + string(make([]byte, 0)) + `]`,
		`[300,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`,
		`[0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`,
		`[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1]`} {
		var e Event
		if err := json.Unmarshal([]byte(bad), &e); err == nil {
			t.Errorf("%s read as an event", bad)
		}
	}
	t.Logf("%d events", n)
}

// Events read as encoding/json read them: spaces anywhere between the
// numbers; fractions, exponents, strings, a number too many or too few
// refused.
func TestEventReadsJSON(t *testing.T) {
	rest := strings.Repeat(",0", eventFields-3) // after kind, cause and seat
	for _, good := range []string{"[3,0,-1" + rest + "]", " [ 3 , 0,\n-1 " + rest + " ] "} {
		var e Event
		if err := json.Unmarshal([]byte(good), &e); err != nil || e.Kind != 3 || e.Seat != -1 {
			t.Errorf("%q: %+v %v", good, e, err)
		}
		if err := e.UnmarshalJSON([]byte(good)); err != nil || e.Kind != 3 || e.Seat != -1 {
			t.Errorf("%q read directly: %v", good, err)
		}
	}
	for _, bad := range []string{"[1.5,0,0" + rest + "]", "[1e2,0,0" + rest + "]", `["1",0,0` + rest + "]",
		"[0,0,0,0" + rest + "]", "[0,0" + rest + "]", "[0,0,0" + rest + ",]", "[0,0,0" + rest + "] x",
		"[-,0,0" + rest + "]", "[99999999999999999999,0,0" + rest + "]", "[]", "", "[0,0,0" + rest} {
		var e Event
		if err := e.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%q read as an event", bad)
		}
	}
}
