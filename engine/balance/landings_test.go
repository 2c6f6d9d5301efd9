package balance

import (
	"context"
	"testing"

	"goose/engine"
)

// TestLandingsAgreeWithVisits: square help's chance of landing on a square
// is, on every hold, inn and death square of every preset, the balance
// meter's chance of coming there (RULES §4.3–§4.6), and every special square
// between the start and the goal has one.
func TestLandingsAgreeWithVisits(t *testing.T) {
	for _, name := range engine.Presets {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		a, err := ExactAlone(context.Background(), &r)
		if err != nil {
			t.Fatal(err)
		}
		ls, err := Landings(context.Background(), &r)
		if err != nil {
			t.Fatal(err)
		}
		by := map[int]float64{}
		for _, l := range ls {
			if l.Chance <= 0 || l.Chance > 1+1e-9 {
				t.Errorf("%s: square %d: chance %v", name, l.Square, l.Chance)
			}
			by[l.Square] = l.Chance
		}
		for q := 1; q < r.Board.Goal(); q++ {
			if s := r.Board.Squares[q]; (s.Kind != engine.Plain || s.Again) && s.Kind != engine.Goal {
				if _, ok := by[q]; !ok {
					t.Errorf("%s: no landing figure for square %d (%s)", name, q, s.Kind)
				}
			}
		}
		for _, v := range a.Visits {
			if d := by[v.Square] - v.Chance; d > 1e-8 || d < -1e-8 {
				t.Errorf("%s: square %d: lands %.10f, visited %.10f", name, v.Square, by[v.Square], v.Chance)
			}
		}
		if len(a.Visits) == 0 && a.Exact {
			t.Logf("%s: no visits to compare", name)
		}
	}
}
