package player

import (
	"math"
	"testing"
)

// Every square a piece can stop on must have a finite cost of at least one
// turn: a square left at zero would look like home and draw the hard player
// onto it (the ancient dice squares 26 and 53, RULES §4, once did).
func TestTablesCoverEveryRestingSquare(t *testing.T) {
	for _, r := range teamRules(t) {
		tb := newTables(&r, 2)
		rs := tb.rests(tb.startTo)
		for _, x := range rs {
			if !(tb.J[x] >= 0.5 && tb.K1[x] >= 1) || math.IsInf(tb.K1[x], 0) {
				t.Fatalf("%s: square %d costs J %.2f, K1 %.2f", r.Name, x, tb.J[x], tb.K1[x])
			}
			for _, y := range rs {
				if x == y && x != 0 {
					continue
				}
				if k := tb.k2(x, y); !(k >= 1 && k < 1000) {
					t.Fatalf("%s: squares %d and %d cost K2 %.2f", r.Name, x, y, k)
				}
			}
		}
		if tb.K1[tb.goal] != 0 || tb.k2(tb.goal, tb.goal) != 0 {
			t.Fatalf("%s: home costs something", r.Name)
		}
	}
}
