package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// optionSets is every combination of the options beside the presets (RULES §7, §4.7).
func optionSets() []string {
	opts := []string{"stakes", "teams", "placings", "drink61", "deadlock=draw"}
	var sets []string
	for bits := 0; bits < 1<<len(opts); bits++ {
		var o []string
		for i, name := range opts {
			if bits&(1<<i) != 0 {
				o = append(o, name)
			}
		}
		sets = append(sets, strings.Join(o, ","))
	}
	return sets
}

// randomAction is the action due, with a random legal choice when one is due.
func randomAction(g *Game, rng *rand.Rand) Action { return g.NextAction(rng.IntN) }

func copyEvents(ev []Event) []Event { return append([]Event(nil), ev...) }

// TestSaveRoundTrip: Save → Load → Save gives the same bytes at points all
// through games in every preset and option combination, with both kinds of dice.
func TestSaveRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	choosing := 0 // round trips while a choice is due
	for _, preset := range Presets {
		for _, opts := range optionSets() {
			r, _ := Preset(preset)
			if err := r.Apply(opts); err != nil {
				t.Fatal(err)
			}
			var d Dice = NewPCG(rng.Uint64())
			if rng.IntN(2) == 0 {
				v := make([]int, 4000)
				for i := range v {
					v[i] = 1 + rng.IntN(6)
				}
				d, _ = NewScript(v...)
			}
			seats := 1 + rng.IntN(MaxSeats)
			g, err := New(r, seats, d)
			if err != nil {
				t.Fatal(err)
			}
			// Check every 23rd action (in the team variation about half fall on a choice) and at the end.
			for n := 0; ; n++ {
				if n%23 != 0 && !g.Over() && n < 2000 {
					if _, err := g.Play(randomAction(g, rng)); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if g.Due() == ActChoose {
					choosing++
				}
				a := stateJSON(t, g)
				h, err := Load(a)
				if err != nil {
					t.Fatalf("%s %s action %d: %v", preset, opts, n, err)
				}
				if b := stateJSON(t, h); !bytes.Equal(a, b) {
					t.Fatalf("%s %s action %d: the round trip differs:\n%s\n%s", preset, opts, n, a, b)
				}
				if g.Over() || n >= 2000 {
					break
				}
				if _, err := g.Play(randomAction(g, rng)); err != nil {
					t.Fatalf("%s %s action %d: %v", preset, opts, n, err)
				}
			}
		}
	}
	if choosing == 0 {
		t.Error("no round trip while a choice was due")
	}
}

// TestSaveContinue: a game saved and loaded goes on exactly as the original.
func TestSaveContinue(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, preset := range Presets {
		for _, opts := range []string{"", "stakes,teams", "placings,stakes", "teams,placings,deadlock=draw,drink61"} {
			r, _ := Preset(preset)
			r.Apply(opts)
			g, _ := New(r, 2+rng.IntN(5), NewPCG(rng.Uint64()))
			for i := 0; i < 15+rng.IntN(40) && !g.Over(); i++ {
				g.Play(randomAction(g, rng))
			}
			saved := stateJSON(t, g)
			h, err := Load(saved)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !g.Over(); n++ {
				if n == 100000 {
					t.Fatalf("%s %s: the game does not end", preset, opts)
				}
				a := randomAction(g, rng)
				e1, err1 := g.Play(a)
				e1 = copyEvents(e1)
				e2, err2 := h.Play(a)
				if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(e1, e2) {
					t.Fatalf("%s %s: action %d after the load differs:\n%v %v\n%v %v", preset, opts, n, describe(e1), err1, describe(e2), err2)
				}
			}
			if !h.Over() || !bytes.Equal(stateJSON(t, g), stateJSON(t, h)) {
				t.Errorf("%s %s: the loaded game ended differently", preset, opts)
			}
		}
	}
}

// TestReplay: the seed and the list of actions replay the identical event stream.
func TestReplay(t *testing.T) {
	for i, preset := range Presets {
		for j, opts := range optionSets() {
			seed := uint64(i*100 + j)
			r, _ := Preset(preset)
			r.Apply(opts)
			seats := 1 + int(seed%MaxSeats)
			rng := rand.New(rand.NewPCG(seed, 1))
			g, _ := New(r, seats, NewPCG(seed))
			var actions []Action
			var stream []Event
			for !g.Over() {
				if len(actions) == 100000 {
					t.Fatalf("%s %s seed %d: the game does not end", preset, opts, seed)
				}
				a := randomAction(g, rng)
				ev, err := g.Play(a)
				if err != nil {
					t.Fatal(err)
				}
				actions = append(actions, a)
				stream = append(stream, ev...)
			}
			// The actions as a file, as `sim` or a replay would keep them.
			file, err := json.Marshal(actions)
			if err != nil {
				t.Fatal(err)
			}
			var back []Action
			if err := json.Unmarshal(file, &back); err != nil {
				t.Fatal(err)
			}
			h, _ := New(r, seats, NewPCG(seed))
			var again []Event
			for _, a := range back {
				ev, err := h.Play(a)
				if err != nil {
					t.Fatal(err)
				}
				again = append(again, ev...)
			}
			if !reflect.DeepEqual(stream, again) {
				t.Fatalf("%s %s seed %d: the replay differs", preset, opts, seed)
			}
			// Events encode as JSON a log can keep.
			for _, e := range stream {
				b, err := json.Marshal(e)
				if err != nil || !json.Valid(b) {
					t.Fatalf("event %v encodes as %s (%v)", e.Kind, b, err)
				}
			}
		}
	}
}

// TestSaveDiceTypes: only the engine's own dice can be saved.
func TestSaveDiceTypes(t *testing.T) {
	r, _ := Preset("classic")
	g, _ := New(r, 2, fixedDice(3))
	if _, err := g.Save(); err == nil || !strings.Contains(err.Error(), "cannot be saved") {
		t.Errorf("saving foreign dice: %v", err)
	}
	sc, _ := NewScript(1, 2, 3)
	g, _ = New(r, 2, sc)
	g.Play(Begin)
	h, err := Load(stateJSON(t, g))
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := h.Dice().(*Script); !ok || s.Next != sc.Next || fmt.Sprint(s.Values) != fmt.Sprint(sc.Values) {
		t.Errorf("the script came back as %#v", h.Dice())
	}
}

type fixedDice int

func (d fixedDice) Roll() int { return int(d) }
