package balance

import (
	"context"
	"math"
	"testing"

	"goose/engine"
)

// twoSeats works out exactly, with the engine itself, the race of two seats
// under rules r where a seat is its square and the turns it owes, and
// nothing else (the dutch preset under deadlock=draw: no first-throw rule,
// no exchange, no release): each seat's chance of winning and the chance of a
// draw, from both at the start, seat 1 to throw.
func twoSeats(t *testing.T, r engine.Rules) (win [2]float64, draw float64) {
	t.Helper()
	goal := r.Board.Goal()
	owed := 0
	for _, q := range r.Board.Squares {
		owed = max(owed, q.Turns)
	}
	script := &engine.Script{Values: make([]int, r.Dice)}
	g, err := engine.New(r, 2, script)
	if err != nil {
		t.Fatal(err)
	}
	type pos struct {
		sq [2]int
		ow [2]int
		at int
	}
	index := func(p pos) int {
		return (((p.sq[0]*(owed+1)+p.ow[0])*(goal+1)+p.sq[1])*(owed+1)+p.ow[1])*2 + p.at
	}
	n := (goal + 1) * (owed + 1) * (goal + 1) * (owed + 1) * 2
	load := func(p pos) {
		g.Reset(2)
		st := &g.State
		st.Phase, st.Order, st.At = engine.PhasePlay, append(st.Order[:0], 0, 1), p.at
		for i := range 2 {
			st.Seats[i].Pieces[0] = engine.Piece{Square: p.sq[i], Moved: p.sq[i] != 0}
			st.Seats[i].Owed, st.Seats[i].OwedAt = p.ow[i], p.sq[i]
		}
	}
	read := func() pos {
		st := &g.State
		var p pos
		for i := range 2 {
			p.sq[i], p.ow[i] = st.Seats[i].Pieces[0].Square, st.Seats[i].Owed
			if pc := st.Seats[i].Pieces[0]; pc.Released || pc.Held {
				t.Fatalf("a seat is %+v: these rules are not the ones this solver knows", pc)
			}
		}
		p.at = st.At
		return p
	}
	type step struct {
		to int // -1 seat 1 wins, -2 seat 2 wins, -3 draw
		p  float64
	}
	steps := make([][]step, n)
	seen := make([]bool, n)
	start := pos{}
	todo := []pos{start}
	seen[index(start)] = true
	outcomes := diceOutcomesForTest(r.Dice)
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		i := index(p)
		list := outcomes
		for d := range script.Values {
			script.Values[d] = 1
		}
		load(p)
		script.Next = 0
		if _, err := g.Play(engine.Roll); err != nil {
			t.Fatal(err)
		}
		if script.Next == 0 {
			list = []outcome{{p: 1}}
		}
		for _, o := range list {
			copy(script.Values, o.faces[:])
			load(p)
			script.Next = 0
			if _, err := g.Play(engine.Roll); err != nil {
				t.Fatal(err)
			}
			to := 0
			switch st := &g.State; {
			case st.Winner >= 0:
				to = -1 - st.Winner
			case g.Over():
				to = -3
			default:
				q := read()
				to = index(q)
				if !seen[to] {
					seen[to] = true
					todo = append(todo, q)
				}
			}
			steps[i] = append(steps[i], step{to, o.p})
		}
	}
	// Each seat's chance of winning and of a draw: solved by sweeping until settled.
	var x [3][]float64
	for k := range x {
		x[k] = make([]float64, n)
	}
	for sweep := 0; sweep < 100_000; sweep++ {
		change := 0.0
		for i := n - 1; i >= 0; i-- {
			if !seen[i] {
				continue
			}
			var v [3]float64
			for _, s := range steps[i] {
				if s.to < 0 {
					v[-1-s.to] += s.p
					continue
				}
				for k := range v {
					v[k] += s.p * x[k][s.to]
				}
			}
			for k := range v {
				change = max(change, math.Abs(v[k]-x[k][i]))
				x[k][i] = v[k]
			}
		}
		if change < 1e-14 {
			break
		}
	}
	s := index(start)
	return [2]float64{x[0][s], x[1][s]}, x[2][s]
}

type outcome struct {
	faces []int
	p     float64
}

// diceOutcomesForTest lists every ordered throw of n dice: the solver above
// assumes nothing about the order of the dice.
func diceOutcomesForTest(n int) []outcome {
	all := 1
	for range n {
		all *= 6
	}
	var out []outcome
	for f := 0; f < all; f++ {
		o := outcome{faces: make([]int, n), p: 1 / float64(all)}
		for d, v := 0, f; d < n; d, v = d+1, v/6 {
			o.faces[d] = v%6 + 1
		}
		out = append(out, o)
	}
	return out
}

// The published figures of the mCRL2 model of ganzenbord (Groote, Wiedijk
// and Zantema, "A Probabilistic Analysis of the Game of the Goose", SIAM
// Review 58(1), 2016), for two players: the first wins 39.36 %, the second
// 38.00 %, and 22.64 % of games never end (both held alone, §4.8).
const (
	siamFirst  = 0.3936
	siamSecond = 0.3800
	siamNever  = 0.2264
)

// dutchDraw is the dutch preset as the model plays it: a table where every
// goose is held alone stays so for ever, which the engine calls
// deadlock=draw (§4.7, §4.8).
func dutchDraw(t testing.TB) engine.Rules {
	r, err := engine.Preset("dutch")
	if err == nil {
		err = r.Apply("deadlock=draw")
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSIAMTwoPlayersExact (RULES §4.8): the engine's own moves, solved
// exactly for two seats, give the published figures to 4 decimals.
func TestSIAMTwoPlayersExact(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every position of two seats (seconds)")
	}
	win, draw := twoSeats(t, dutchDraw(t))
	for _, c := range []struct {
		what      string
		got, want float64
	}{{"first player wins", win[0], siamFirst}, {"second player wins", win[1], siamSecond}, {"never ends", draw, siamNever}} {
		if math.Abs(c.got-c.want) > 0.5e-4 {
			t.Errorf("%s: %.6f, published %.4f", c.what, c.got, c.want)
		}
	}
	t.Logf("first %.6f, second %.6f, never %.6f", win[0], win[1], draw)
}

// TestMeterTwoPlayersAgreeWithSIAM (RULES §4.7, §4.8): the meter's rollouts
// of two seats agree with the published figures within 3σ: under
// deadlock=draw the shares and the games that never end; under the preset's
// own release, the share of games that come to the deadlock, which is where
// the model's games stop for ever.
func TestMeterTwoPlayersAgreeWithSIAM(t *testing.T) {
	o := Options{Seats: []int{2}, Games: 20000, Seed: 7, Workers: 2}
	r := dutchDraw(t)
	tables, err := PlayTables(context.Background(), &r, o)
	if err != nil {
		t.Fatal(err)
	}
	tb := tables[0]
	within3σ(t, "draw: first wins", tb.Wins[0], siamFirst, tb.SE(siamFirst))
	within3σ(t, "draw: second wins", tb.Wins[1], siamSecond, tb.SE(siamSecond))
	within3σ(t, "draw: never ends", tb.NeverEnds, siamNever, tb.SE(siamNever))
	if r, err = engine.Preset("dutch"); err != nil {
		t.Fatal(err)
	}
	if tables, err = PlayTables(context.Background(), &r, o); err != nil {
		t.Fatal(err)
	}
	tb = tables[0]
	within3σ(t, "release: deadlocks", tb.Deadlocks, siamNever, tb.SE(siamNever))
	if tb.NeverEnds != 0 {
		t.Errorf("release: %.4f of games never end; the deadlock releases a seat", tb.NeverEnds)
	}
}

func within3σ(t *testing.T, what string, got, want, σ float64) {
	t.Helper()
	if math.Abs(got-want) > 3*σ {
		t.Errorf("%s: %.5f, expected %.5f ± %.5f (3σ)", what, got, want, 3*σ)
	}
}
