package player

import (
	"testing"

	"goose/engine"
)

// TestModelKnowsEveryKind: the hard player's model takes a throw onto a
// square of each kind to where the engine takes it, reading what the kind
// does from the engine's kinds table (RULES §4): a kind the model did not
// know would be looked ahead at as another game.
func TestModelKnowsEveryKind(t *testing.T) {
	for _, k := range engine.Kinds() {
		if k == engine.Plain || k == engine.Goal {
			continue
		}
		r, err := engine.Preset("classic")
		if err != nil {
			t.Fatal(err)
		}
		r.Name, r.Dice, r.Start, r.StartThrows, r.OneDieFrom, r.Drink61, r.Order = "Kinds", 1, engine.StartPlain, nil, 0, false, engine.OrderSeat
		r.Board.Squares = make([]engine.Square, 20)
		r.Board.Squares[19].Kind = engine.Goal
		s := k.Def().New
		s.Kind = k
		if k.Jumps() && !k.Def().ToStart {
			s.To = 9
		}
		r.Board.Squares[3] = s
		sc, _ := engine.NewScript(3)
		g, err := engine.New(r, 2, sc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Begin); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Roll); err != nil {
			t.Fatal(err)
		}
		want := g.State.Seats[0].Pieces[0].Square
		if got, _ := newModel(&r).path(0, 3); got != want {
			t.Errorf("%s: the model takes a throw of 3 to %d, the engine to %d", k, got, want)
		}
	}
}
