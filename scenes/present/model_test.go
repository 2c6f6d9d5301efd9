package present

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"goose/engine"
	"goose/ui/store"
)

var presets = []string{"classic", "french", "medici", "ancient", "dutch"}
var options = []string{"stakes", "teams", "placings", "drink61", "deadlock=draw"}

// randomGame starts a game of a preset with a random set of options.
func randomGame(t *testing.T, rng *rand.Rand, preset string) *engine.Game {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	var opts []string
	for _, o := range options {
		if rng.IntN(2) == 0 {
			opts = append(opts, o)
		}
	}
	if err := r.Apply(strings.Join(opts, ",")); err != nil {
		t.Fatal(err)
	}
	g, err := engine.New(r, 2+rng.IntN(5), engine.NewPCG(rng.Uint64()))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// act plays the action due, a random legal choice when one is asked for.
func act(t *testing.T, rng *rand.Rand, g *engine.Game) []engine.Event {
	t.Helper()
	evs, err := g.Play(g.NextAction(rng.IntN))
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

func names(n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = fmt.Sprintf("P%d", i+1)
	}
	return s
}

// drain shows everything fed, instantly.
func drain(m *Model) {
	for i := 0; !m.Drained() && i < 1000; i++ {
		m.Tick(Instant)
	}
}

// alone is whether no other goose shares p's square (the engine's own test is unexported).
func alone(st *engine.State, p *engine.Piece) bool {
	for i := range st.Seats {
		for j := range st.Seats[i].Pieces {
			q := &st.Seats[i].Pieces[j]
			if q != p && !q.Off && q.Square == p.Square {
				return false
			}
		}
	}
	return true
}

// differs says how the drained model differs from the game it was fed, or "".
func differs(m *Model, g *engine.Game) string {
	st := &g.State
	var b strings.Builder
	if m.Pot != st.Pot || m.End.Over != g.Over() || m.End.Winner != st.Winner || m.End.Draw != st.Draw {
		fmt.Fprintf(&b, "pot %d over %v winner %d draw %v; engine %d %v %d %v\n", m.Pot, m.End.Over, m.End.Winner, m.End.Draw, st.Pot, g.Over(), st.Winner, st.Draw)
	}
	for i := range st.Seats {
		s, ms := &st.Seats[i], &m.Seats[i]
		if ms.Chips != s.Chips || ms.Place != s.Place || ms.Out != s.Out {
			fmt.Fprintf(&b, "seat %d: chips %d place %d out %v; engine %d %d %v\n", i, ms.Chips, ms.Place, ms.Out, s.Chips, s.Place, s.Out)
		}
		if m.SeatHeld(i) != g.Held(i) || m.SeatOwed(i) != g.Owed(i) {
			fmt.Fprintf(&b, "seat %d: held %v owes %d; engine %v %d\n  model %+v\n  engine %+v\n", i, m.SeatHeld(i), m.SeatOwed(i), g.Held(i), g.Owed(i), *ms, *s)
		}
		for j := range s.Pieces {
			p, mg := &s.Pieces[j], &ms.Geese[j]
			held := p.Held
			if g.Rules.Board.Squares[p.Square].Hold == engine.HoldAlone {
				held = !p.Released && alone(st, p)
			}
			marked := !p.Off && (held || p.Owed > 0 || (s.Owed > 0 && s.OwedAt == p.Square))
			if mg.Off != p.Off || (!p.Off && mg.Square != p.Square) || mg.Moving || mg.Out != s.Out ||
				(!p.Off && (mg.Held != held || mg.Owed != p.Owed)) || m.Marked(i, j) != marked {
				fmt.Fprintf(&b, "seat %d goose %d: %+v marked %v; engine %+v held %v marked %v\n", i, j, *mg, m.Marked(i, j), *p, held, marked)
			}
		}
	}
	return b.String()
}

// TestModelEqualsEngine plays thousands of random games of every preset with
// random options: whenever the model has shown every event, it shows what the
// engine holds (squares, holds, purses, pot, places); and a model started
// from the saved state at that point (a resumed game) shows the same.
func TestModelEqualsEngine(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < games; n++ {
		preset := presets[n%len(presets)]
		g := randomGame(t, rng, preset)
		nm := names(len(g.State.Seats))
		m := New(&g.Rules, nm, &g.State, nil, nil)
		for step := 0; !g.Over() && step < 5000; step++ {
			m.Feed(act(t, rng, g), 40)
			drain(m)
			if d := differs(m, g); d != "" {
				t.Fatalf("game %d (%s %s, %d seats), action %d:\n%s", n, preset, g.Rules.Options(), len(g.State.Seats), step, d)
			}
			if step%7 == 0 {
				r := New(&g.Rules, nm, &g.State, nil, nil)
				if d := differs(r, g); d != "" {
					t.Fatalf("game %d (%s %s) resumed at action %d:\n%s", n, preset, g.Rules.Options(), step, d)
				}
			}
		}
		if !g.Over() {
			t.Fatalf("game %d (%s) did not end", n, preset)
		}
	}
}

// TestEveryKindIsShown finds a kind of event the model does not know how to show.
func TestEveryKindIsShown(t *testing.T) {
	for k := engine.EventKind(0); !strings.HasPrefix(k.String(), "event("); k++ {
		if int(k) >= len(shows) || shows[k].begin == nil {
			t.Errorf("event kind %s has no show in shows", k)
		}
	}
}

// TestSpeedsStored: the settings keep as many speeds as there are.
func TestSpeedsStored(t *testing.T) {
	if NSpeeds != store.Speeds {
		t.Errorf("present has %d speeds, the store keeps %d", NSpeeds, store.Speeds)
	}
}
