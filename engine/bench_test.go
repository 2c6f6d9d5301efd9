package engine

import "testing"

// BenchmarkClassicOneSeat plays whole one-seat classic games, as
// `GOMAXPROCS=1 goose sim --players 1 --games N` does; b.N counts games.
func BenchmarkClassicOneSeat(b *testing.B) {
	r, _ := Preset("classic")
	d := NewPCG(1)
	g, _ := New(r, 1, d)
	b.ReportAllocs()
	turns := 0
	for i := 0; i < b.N; i++ {
		g.Reset(1)
		g.Play(Begin)
		for !g.Over() {
			g.Play(Roll)
		}
		turns += g.State.Turn
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

// BenchmarkTurn measures one turn in steady state (four seats, stakes, placings).
func BenchmarkTurn(b *testing.B) {
	r, _ := Preset("classic")
	r.Apply("stakes,placings")
	g, _ := New(r, 4, NewPCG(1))
	g.Play(Begin)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if g.Over() {
			g.Reset(4)
			g.Play(Begin)
		}
		g.Play(Roll)
	}
}

// BenchmarkTeamsTurn measures a team-variation turn with the choice.
func BenchmarkTeamsTurn(b *testing.B) {
	r, _ := Preset("classic")
	r.Apply("teams")
	g, _ := New(r, 2, NewPCG(1))
	g.Play(Begin)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if g.Over() {
			g.Reset(2)
			g.Play(Begin)
		}
		if g.Due() == ActChoose {
			g.Play(Choose(g.Legal()[0]))
		} else {
			g.Play(Roll)
		}
	}
}
