package player

import (
	"math/rand/v2"
	"slices"
	"testing"

	"goose/engine"
)

// RULES §7.2: whatever the position, a computer player answers with one of
// the legal uses of the dice. Every level is asked at every choice of games
// of every preset and option with 2 to 6 seats; the seats take turns to play
// the level whose choice is kept.
func TestEveryLevelChoosesLegally(t *testing.T) {
	ps := []Player{New(Easy, 1), New(Normal, 2), New(Hard, 3)}
	asked := 0
	eachChoicePoint(t, 5, func(g *engine.Game) engine.Choice {
		legal := append([]engine.Choice(nil), g.Legal()...)
		var keep engine.Choice
		for i, p := range ps {
			c := p.Choose(g)
			if !slices.Contains(legal, c) {
				t.Fatalf("%s %s: %s chose %v; legal: %v", g.Rules.Name, g.Rules.Options(), Level(i), c, legal)
			}
			if i == g.Current()%len(ps) {
				keep = c
			}
			asked++
		}
		return keep
	})
	t.Logf("%d choices asked", asked)
	if asked < 10000 {
		t.Fatalf("only %d choices asked", asked)
	}
}

// The same for positions no game need reach: pieces scattered anywhere
// (held in the well or prison at random), any dice, any seat to play.
func TestEveryLevelChoosesLegallyAnywhere(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	ps := []Player{New(Easy, 1), New(Normal, 2), New(Hard, 3)}
	asked := 0
	for _, r := range teamRules(t) {
		for range 60 {
			seats := 2 + rng.IntN(5)
			g, err := engine.New(r, seats, engine.NewPCG(rng.Uint64()))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Play(engine.Begin); err != nil {
				t.Fatal(err)
			}
			goal := r.Board.Goal()
			for s := range g.State.Seats {
				pieces := g.State.Seats[s].Pieces
				for i := range pieces {
					p := &pieces[i]
					for {
						p.Square = rng.IntN(goal)
						if p.Square == 0 || !slices.ContainsFunc(pieces[:i], func(q engine.Piece) bool { return q.Square == p.Square }) {
							break
						}
					}
					p.Moved = p.Square != 0 || rng.IntN(2) == 0
					p.Off = rng.IntN(6) == 0
					p.Held = r.Board.Squares[p.Square].Hold == engine.HoldRescue && rng.IntN(2) == 0
				}
			}
			s := rng.IntN(seats)
			dice := []int{1 + rng.IntN(6), 1 + rng.IntN(6)}
			if !g.LoadPosition(&g.State, s, dice...) || len(g.Legal()) == 0 {
				continue
			}
			legal := append([]engine.Choice(nil), g.Legal()...)
			for i, p := range ps {
				if c := p.Choose(g); !slices.Contains(legal, c) {
					t.Fatalf("%s %s, %d seats: %s chose %v; legal: %v", r.Name, r.Options(), seats, Level(i), c, legal)
				}
				asked++
			}
		}
	}
	if asked < 1000 {
		t.Fatalf("only %d choices asked", asked)
	}
}
