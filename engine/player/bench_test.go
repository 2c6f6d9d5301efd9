package player

import (
	"fmt"
	"testing"

	"goose/engine"
)

// positions collects choice points from games between normal players, to time
// decisions on (classic, team variation, two seats).
func positions(b *testing.B, n int) []*engine.Game {
	r, _ := engine.Preset("classic")
	if err := r.Apply("teams"); err != nil {
		b.Fatal(err)
	}
	var out []*engine.Game
	p := New(Normal, 1)
	for seed := uint64(1); len(out) < n; seed++ {
		g, _ := engine.New(r, 2, engine.NewPCG(seed))
		g.Play(engine.Begin)
		for !g.Over() && len(out) < n {
			if g.Due() == engine.ActChoose {
				if len(g.Legal()) > 4 {
					c, _ := engine.New(r, 2, engine.NewPCG(0))
					c.State = cloneState(&g.State)
					c.Legal() // the engine makes its scratch game on first use: not the player's cost
					out = append(out, c)
				}
				g.Play(engine.Choose(p.Choose(g)))
			} else {
				g.Play(engine.Roll)
			}
		}
	}
	return out
}

// cloneState deep-copies a state.
func cloneState(st *engine.State) engine.State {
	c := *st
	c.Seats = append([]engine.Seat(nil), st.Seats...)
	for i := range c.Seats {
		c.Seats[i].Pieces = append([]engine.Piece(nil), st.Seats[i].Pieces...)
	}
	c.Order = append([]int(nil), st.Order...)
	return c
}

func benchLevel(b *testing.B, l Level) {
	gs := positions(b, 500)
	p := New(l, 1)
	p.Choose(gs[0]) // make the tables outside the timing
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Choose(gs[i%len(gs)])
	}
}

// BenchmarkHard times one hard decision (run with -cpu 1: RULES §7.2 choices
// must come within 20 ms on one core).
func BenchmarkHard(b *testing.B)   { benchLevel(b, Hard) }
func BenchmarkNormal(b *testing.B) { benchLevel(b, Normal) }

// BenchmarkTables500: the hard player's tables for a 500-square board of one's
// own (the target: under 2 s on one core).
func BenchmarkTables500(b *testing.B) {
	r := engine.Rules{Name: "own 500", Dice: 2, Stakes: engine.Stakes{Purse: 20, Ante: 1}, Teams: true}
	r.Board.Squares = make([]engine.Square, 501)
	for n := 5; n < 497; n += 9 {
		r.Board.Squares[n].Kind = engine.Goose
	}
	r.Board.Squares[100] = engine.Square{Kind: engine.Well, Hold: engine.HoldRescue}
	r.Board.Squares[450] = engine.Square{Kind: engine.Death}
	r.Board.Squares[500].Kind = engine.Goal
	if err := r.Validate(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		newTables(&r, 2)
	}
}

// BenchmarkTables: the hard player's tables (RULES §7.2) for each preset, and
// for hostile boards of one's own within the budget and without it (as before
// the budget): deaths on every other square of 160, and of 1000.
func BenchmarkTables(b *testing.B) {
	for _, name := range engine.Presets {
		r, _ := engine.Preset(name)
		r.Apply("teams")
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				newTables(&r, 2)
			}
		})
	}
	for _, goal := range []int{160, 1000} {
		r := hostileBoard(b, goal, 2)
		for _, c := range []struct {
			name   string
			budget int
		}{{"budget", tableBudget}, {"unbounded", 1 << 62}} {
			b.Run(fmt.Sprintf("hostile%d/%s", goal, c.name), func(b *testing.B) {
				var t *tables
				for b.Loop() {
					t = buildTables(&r, 2, &build{left: c.budget})
				}
				b.ReportMetric(float64(t.work), "steps")
			})
		}
	}
}
