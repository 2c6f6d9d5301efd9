package engine

import "testing"

// TestLuckCountsTheDiceAlone: a seat's luck is its pips against 3.5 a die,
// in whole per cent; the roll-off for the order and other seats' throws
// are not its own; a seat that threw nothing has no luck (0).
func TestLuckCountsTheDiceAlone(t *testing.T) {
	evs := []Event{
		{Kind: EvOrderThrow, Seat: 0, NDice: 2, Dice: [3]int8{6, 6}},
		{Kind: EvThrow, Seat: 0, NDice: 2, Dice: [3]int8{6, 5}},
		{Kind: EvThrow, Seat: 1, NDice: 1, Dice: [3]int8{1}},
		{Kind: EvThrow, Seat: 0, NDice: 2, Dice: [3]int8{3, 2}},
		{Kind: EvMove, Seat: 0},
	}
	luck := make([]Luck, 3)
	CountLuck(luck, evs)
	if luck[0] != (Luck{Dice: 4, Pips: 16}) || luck[1] != (Luck{Dice: 1, Pips: 1}) || luck[2] != (Luck{}) {
		t.Fatalf("counted %+v", luck)
	}
	// 16 pips of 4 dice: 14 expected, +14 %; 1 of 1: 3.5 expected, −71 %.
	if a, b, c := luck[0].Percent(), luck[1].Percent(), luck[2].Percent(); a != 14 || b != -71 || c != 0 {
		t.Fatalf("percents %d %d %d", a, b, c)
	}
	// A whole seeded game: every seat's dice add up to its throws' count.
	r, _ := Preset("classic")
	g, err := New(r, 3, NewPCG(9))
	if err != nil {
		t.Fatal(err)
	}
	all := make([]Luck, 3)
	for n := 0; !g.Over() && n < 5000; n++ {
		evs, err := g.Play(g.NextAction(func(int) int { return 0 }))
		if err != nil {
			t.Fatal(err)
		}
		CountLuck(all, evs)
	}
	for i := range all {
		if all[i].Dice < g.State.Seats[i].Stats.Throws || all[i].Pips < all[i].Dice || all[i].Pips > 6*all[i].Dice {
			t.Errorf("seat %d: %+v for %d throws", i, all[i], g.State.Seats[i].Stats.Throws)
		}
	}
}
