package engine

import (
	"math/rand/v2"
	"testing"
)

// TestSoak plays 10,000 random games over every preset and option combination
// with 1 to 8 seats: each must end, with a winner, or drawn only under
// deadlock=draw (§4.7), or with nobody left under medici stakes (§7.1).
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test skipped in -short mode")
	}
	const games = 10000
	sets := optionSets()
	rng := rand.New(rand.NewPCG(2024, 63))
	var won, drawn, broke, actions int
	for i := 0; i < games; i++ {
		preset := Presets[i%len(Presets)]
		opts := sets[i/len(Presets)%len(sets)]
		r, err := Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(opts); err != nil {
			t.Fatal(err)
		}
		if i%3 == 0 && r.Stakes.On {
			r.Stakes.Purse = max(r.Stakes.Ante, 1+rng.IntN(6)) // some go broke
		}
		seats := 1 + rng.IntN(MaxSeats)
		seed := rng.Uint64()
		g, err := New(r, seats, NewPCG(seed))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for ; !g.Over(); n++ {
			if n == 100000 {
				t.Fatalf("game %d (%s %q, %d seats, seed %d) has not ended after %d actions", i, preset, opts, seats, seed, n)
			}
			if _, err := g.Play(randomAction(g, rng)); err != nil {
				t.Fatalf("game %d (%s %q, %d seats, seed %d) action %d: %v", i, preset, opts, seats, seed, n, err)
			}
		}
		actions += n
		st := &g.State
		switch {
		case st.Winner >= 0:
			won++
			if st.Seats[st.Winner].Place != 1 {
				t.Fatalf("game %d: the winner has place %d", i, st.Seats[st.Winner].Place)
			}
		case st.Draw && r.Deadlock == DeadlockDraw:
			drawn++
		case st.Draw && r.Stakes.BrokeOut:
			broke++ // the last seats went broke in one move: drawn, the pot stays
		default:
			t.Fatalf("game %d (%s %q, %d seats, seed %d): over with no winner and no reason to draw", i, preset, opts, seats, seed)
		}
		if r.Placings && st.Winner >= 0 && !st.Draw {
			for s := range st.Seats {
				if st.Seats[s].Racing() {
					t.Fatalf("game %d: seat %d still racing at the end with placings", i, s)
				}
			}
		}
	}
	t.Logf("%d games, %d actions: %d won, %d drawn, %d drawn because the last seats went broke at once", games, actions, won, drawn, broke)
}
