package player

import (
	"slices"
	"testing"

	"goose/engine"
)

// position sets up a two-seat team game (RULES §7.2) with seat 0 about to use
// the dice: squares lists each seat's pieces; a piece not listed has borne off.
func position(t *testing.T, preset string, mine, rival []int, dice ...int) *engine.Game {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply("teams"); err != nil {
		t.Fatal(err)
	}
	g, err := engine.New(r, 2, engine.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(engine.Begin); err != nil {
		t.Fatal(err)
	}
	for s, sq := range [][]int{mine, rival} {
		if err := g.Place(s, sq...); err != nil {
			t.Fatal(err)
		}
		for i := len(sq); i < len(g.State.Seats[s].Pieces); i++ {
			g.State.Seats[s].Pieces[i].Off = true
		}
	}
	if !g.LoadPosition(&g.State, 0, dice...) {
		t.Fatal("seat 1 cannot use the dice here")
	}
	return g
}

// The obvious choices: each case names what every sensible player must do.
func TestObviousChoices(t *testing.T) {
	cases := []struct {
		name        string
		mine, rival []int
		dice        []int
		ok          func(before, after *engine.State) bool
	}{
		{
			// §7.2: the 2 bears the piece on 61 off; on 56 it would reach death (58, §4.5).
			name: "bear off rather than die", mine: []int{61, 56, 30, 20}, rival: []int{40, 35, 25, 15}, dice: []int{2, 4},
			ok: func(_, a *engine.State) bool {
				return a.Seats[0].Pieces[0].Off && a.Seats[0].Pieces[1].Square != 0
			},
		},
		{
			// §4.1: the 4 from 10 flies 14 → 18 → 22; from 46 it would fly 50 → 54 → 58, death.
			name: "take the geese", mine: []int{10, 24, 34, 46}, rival: []int{3, 4, 7, 8}, dice: []int{4, 1},
			ok: func(_, a *engine.State) bool { return a.Seats[0].Pieces[0].Square == 22 },
		},
		{
			// §4.4: the 6 from 25 rests in the well and holds the whole seat (§7.2).
			name: "keep out of the well", mine: []int{25, 40, 12, 15}, rival: []int{3, 4, 7, 8}, dice: []int{6, 3},
			ok: func(_, a *engine.State) bool {
				for _, p := range a.Seats[0].Pieces {
					if p.Square == 31 {
						return false
					}
				}
				return true
			},
		},
		{
			// §4.6: the 3 from 49 rests in the prison.
			name: "keep out of the prison", mine: []int{49, 20, 11}, rival: []int{3, 4, 7}, dice: []int{3, 1},
			ok: func(_, a *engine.State) bool {
				return !slices.ContainsFunc(a.Seats[0].Pieces, func(p engine.Piece) bool { return p.Square == 52 })
			},
		},
		{
			// §5: every choice moves seat 1 eleven squares, but the sum from 10
			// lands on the rival on 21 and sends it back to 10.
			name: "send a rival back when it costs nothing", mine: []int{10, 11}, rival: []int{21, 61}, dice: []int{5, 6},
			ok: func(_, a *engine.State) bool { return a.Seats[1].Pieces[0].Square == 10 },
		},
	}
	for _, tc := range cases {
		for _, l := range []Level{Normal, Hard} {
			g := position(t, "classic", tc.mine, tc.rival, tc.dice...)
			legal := append([]engine.Choice(nil), g.Legal()...)
			good := 0
			for _, c := range legal {
				if tc.ok(&g.State, g.PreviewState(c)) {
					good++
				}
			}
			if good == 0 || good == len(legal) {
				t.Fatalf("%s: %d of %d legal choices pass; the case tests nothing", tc.name, good, len(legal))
			}
			c := New(l, 1).Choose(g)
			if !slices.Contains(legal, c) {
				t.Fatalf("%s: %s chose %v, which is not legal", tc.name, l, c)
			}
			if !tc.ok(&g.State, g.PreviewState(c)) {
				t.Errorf("%s: %s chose %v", tc.name, l, c)
			}
		}
	}
}
