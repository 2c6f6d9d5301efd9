package odds

import (
	"context"
	"math"
	"slices"
	"testing"

	"goose/engine"
)

// TestRaceAloneChain (RULES §2, §4): on every preset the chain of a goose
// alone starts on square 0 with its first throw due, each state's outcomes
// add up to a certainty, and it watches the inn, well, prison and death
// (§4.3–§4.6) and nothing else; the dice outcomes of 1 to 3 dice add up to
// one each, every order of the same faces once (56 throws of three dice).
func TestRaceAloneChain(t *testing.T) {
	for _, name := range engine.Presets {
		r, _ := engine.Preset(name)
		c, err := RaceAlone(context.Background(), &r)
		if err != nil {
			t.Fatal(err)
		}
		if st := c.States[c.Start]; st != (AloneState{}) {
			t.Errorf("%s: starts in %+v", name, st)
		}
		for i, steps := range c.Steps {
			p := 0.0
			for _, s := range steps {
				p += s.P
				if s.To >= len(c.States) || s.To < AloneDrawn {
					t.Fatalf("%s: a step to %d", name, s.To)
				}
			}
			if math.Abs(p-1) > 1e-12 {
				t.Errorf("%s: the outcomes of %+v add up to %v", name, c.States[i], p)
			}
		}
		if !slices.Equal(c.Watch, []int{19, 31, 52, 58}) {
			t.Errorf("%s: watches %v", name, c.Watch)
		}
	}
	for n, want := range []int{0, 6, 21, 56} {
		if n == 0 {
			continue
		}
		p := 0.0
		o := diceOutcomes(n)
		for _, x := range o {
			p += x.p
		}
		if len(o) != want || math.Abs(p-1) > 1e-15 {
			t.Errorf("%d dice: %d outcomes adding up to %v", n, len(o), p)
		}
	}
	r, _ := engine.Preset("classic")
	if err := r.Apply("teams"); err != nil {
		t.Fatal(err)
	}
	if _, err := RaceAlone(context.Background(), &r); err != ErrNoAlone {
		t.Errorf("teams: %v", err)
	}
}
