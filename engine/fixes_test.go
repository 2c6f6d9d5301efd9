package engine

import (
	"testing"
	"time"
)

// RULES §7.3: a player's own board may chain a goose into a jump that leads
// back to it; a move still ends.
func TestOwnBoardGooseJumpLoopEnds(t *testing.T) {
	// 20 + 4 → 24, jump → 28, goose: 4 more bounces off 30 back to 28, a goose
	// again going back: 4 → 24, jump → 28, ... for ever without a bound.
	sq := make([]Square, 31)
	sq[28] = Square{Kind: Goose}
	sq[24] = Square{Kind: Jump, To: 28}
	sq[30] = Square{Kind: Goal}
	r := Rules{Name: "loop", Board: Board{Name: "loop", Squares: sq}, Dice: 2}
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	d, _ := NewScript(2, 2)
	g, err := New(r, 1, d)
	if err != nil {
		t.Fatal(err)
	}
	g.Play(Begin)
	g.Place(0, 20)
	done := make(chan error, 1)
	go func() { _, err := g.Play(Roll); done <- err }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a move on a looping board never ended")
	}
	if p := g.State.Seats[0].Pieces[0].Square; p < 0 || p > 30 {
		t.Errorf("rests on %d", p)
	}
}

// RULES §4.6 with §7.2: in the team variation an ancient prisoner loses three
// of its player's turns (the last one too), while the player moves other geese.
func TestTeamsAncientPrisonLosesThreeTurns(t *testing.T) {
	r, _ := Preset("ancient")
	r.Apply("teams")
	r.Order = OrderSeat
	// Seat 0's first goose goes 49 → 52 (prison) with 1+2 on the sum.
	var dice []int
	dice = append(dice, 1, 2)
	for i := 0; i < 8; i++ {
		dice = append(dice, 1, 1, 1, 1) // seat 1, then seat 0, small throws
	}
	s, _ := NewScript(dice...)
	g, _ := New(r, 2, s)
	g.Play(Begin)
	g.Place(0, 49, 10, 20, 30)
	g.Place(1, 11, 21, 31+1, 41)
	moved := 0 // turns of seat 0 on which the prisoner was allowed to move
	for turn := 0; turn < 8 && !g.Over(); turn++ {
		if _, err := g.Play(Roll); err != nil {
			t.Fatal(err)
		}
		for g.Due() == ActChoose {
			if g.Current() == 0 && turn > 0 {
				for _, c := range g.Legal() {
					if c.First == 0 || (!c.Sum && c.Second == 0) {
						moved++
						break
					}
				}
			}
			if g.Current() == 0 && turn == 0 {
				if _, err := g.Play(Choose(Choice{First: 0, Second: -1, Sum: true})); err != nil {
					t.Fatal(err)
				}
				continue
			}
			// Move anything but the prisoner.
			var pick Choice
			for _, c := range g.Legal() {
				if c.First != 0 && (c.Sum || c.Second != 0) {
					pick = c
					break
				}
			}
			if _, err := g.Play(Choose(pick)); err != nil {
				t.Fatal(err)
			}
		}
		if turn == 0 && g.State.Seats[0].Pieces[0].Square != 52 {
			t.Fatalf("the first goose is on %d, not in prison", g.State.Seats[0].Pieces[0].Square)
		}
		if p := g.State.Seats[0].Pieces[0]; turn == 6 && p.Owed != 0 {
			t.Errorf("after three of its turns the prisoner still owes %d", p.Owed)
		}
	}
	// Seat 0 played turns 2, 4, 6 after landing: the prisoner sat out all three.
	if moved != 0 {
		t.Errorf("the prisoner could move on %d of the three turns it owed", moved)
	}
}

// Legal's list is kept while a choice is due and remade after any change.
func TestLegalStaysTrue(t *testing.T) {
	r, _ := Preset("classic")
	r.Apply("teams")
	g, _ := New(r, 2, NewPCG(9))
	g.Play(Begin)
	for i := 0; i < 400 && !g.Over(); i++ {
		if g.Due() == ActChoose {
			first := append([]Choice(nil), g.Legal()...)
			for _, c := range first {
				if g.Preview(c) == nil {
					t.Fatalf("a legal choice %v has no preview", c)
				}
			}
			// The same list from a fresh copy of the game, made without the cache.
			b, _ := g.Save()
			h, _ := Load(b)
			fresh := h.Legal()
			if len(fresh) != len(first) {
				t.Fatalf("cached legal %v, fresh %v", first, fresh)
			}
			g.Play(Choose(first[len(first)-1]))
			continue
		}
		g.Play(Roll)
		if g.Due() != ActChoose && len(g.Legal()) != 0 {
			t.Fatalf("no choice due, yet Legal lists %v", g.Legal())
		}
	}
}
