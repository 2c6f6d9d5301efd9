package balance

import (
	"context"
	"errors"
	"math"

	"goose/engine"
	"goose/engine/odds"
)

// Alone is what the dice do to one goose racing alone, worked out exactly
// from the chain of odds.RaceAlone: every hold is the deadlock of §4.7 for a
// goose with no rival, so it costs nothing under deadlock=release and ends the
// game drawn under deadlock=draw.
type Alone struct {
	// Exact is false when the rules have no one-goose race (the team
	// variation, §7.2; stakes that put a seat out, §7.1): then nothing else
	// is set.
	Exact bool
	// Turns[k] is the chance that the goose rests on the goal on its k-th
	// turn (a lost turn counts, a throw again does not: RULES §2.1, §4.9);
	// Turns[0] is 0. It runs until less than TailMass is left undecided.
	Turns []float64
	// MeanTurns and SDTurns are the mean and spread of the number of turns,
	// over the games that end.
	MeanTurns, SDTurns float64
	// NeverEnds is the chance the goose never reaches the goal: drawn at a
	// hold under deadlock=draw, or caught where the goal cannot be reached.
	NeverEnds float64
	// Tail is what was left undecided when the count stopped (below TailMass
	// unless MaxTurns came first).
	Tail float64
	// Visits: for each square that takes turns away or sends back to the
	// start, the chance the goose comes there at least once in a game.
	Visits []Visit
}

// Visit is the chance of coming to a square at least once in a game.
type Visit struct {
	Square int
	Kind   engine.Kind
	Chance float64
}

const (
	// TailMass: the distribution of turns is followed until this little is
	// left undecided.
	TailMass = 1e-9
	// MaxTurns bounds the turns followed: a race that takes longer is one no
	// table plays out; Tail says how much was left.
	MaxTurns = 20_000
	// visitPrecision: the chances of a visit are solved to this.
	visitPrecision = 1e-11
)

// ExactAlone works out Alone for r. ctx stops it (with ctx's error).
func ExactAlone(ctx context.Context, r *engine.Rules) (Alone, error) {
	c, err := odds.RaceAlone(ctx, r)
	if errors.Is(err, odds.ErrNoAlone) {
		return Alone{}, nil
	}
	if err != nil {
		return Alone{}, err
	}
	a := Alone{Exact: true}
	f := flatten(c)
	if err := a.distribute(ctx, f); err != nil {
		return Alone{}, err
	}
	if a.Visits, err = visits(ctx, r, c, f); err != nil {
		return Alone{}, err
	}
	return a, nil
}

// flat is the chain in flat arrays, a state's steps from first[i] to
// first[i+1]: the turn-by-turn count and the sweeps read only these.
type flat struct {
	first []int32
	to    []int32 // a state, or odds.AloneFinished or odds.AloneDrawn
	p     []float64
	marks [][]int16
	again []bool // by state: a throw again, within the turn
	fin   []bool // by state: the goal can still be reached
	start int
}

func flatten(c *odds.Alone) *flat {
	f := &flat{first: make([]int32, len(c.States)+1), again: make([]bool, len(c.States)), fin: canFinish(c), start: c.Start}
	for i, steps := range c.Steps {
		f.first[i] = int32(len(f.to))
		f.again[i] = c.States[i].Again
		for _, s := range steps {
			f.to = append(f.to, int32(s.To))
			f.p = append(f.p, s.P)
			f.marks = append(f.marks, s.Marks)
		}
	}
	f.first[len(c.States)] = int32(len(f.to))
	return f
}

// canFinish marks the states from which the goal can still be reached.
func canFinish(c *odds.Alone) []bool {
	n := len(c.States)
	from := make([][]int32, n) // reverse edges
	ok := make([]bool, n)
	var todo []int
	for i, steps := range c.Steps {
		for _, s := range steps {
			switch {
			case s.To == odds.AloneFinished:
				if !ok[i] {
					ok[i] = true
					todo = append(todo, i)
				}
			case s.To >= 0:
				from[s.To] = append(from[s.To], int32(i))
			}
		}
	}
	for len(todo) > 0 {
		j := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, i := range from[j] {
			if !ok[i] {
				ok[i] = true
				todo = append(todo, int(i))
			}
		}
	}
	return ok
}

// distribute follows the chances turn by turn: Turns, MeanTurns, SDTurns,
// NeverEnds and Tail.
func (a *Alone) distribute(ctx context.Context, f *flat) error {
	n := len(f.again)
	cur, next, again := make([]float64, n), make([]float64, n), make([]float64, n)
	a.Turns = []float64{0}
	nev, live := 0.0, 0.0
	if f.fin[f.start] {
		cur[f.start], live = 1, 1
	} else {
		nev = 1
	}
	// spread moves the mass of each state of from one throw on, in turn k.
	spread := func(from []float64, k int) (againMass float64) {
		done := 0.0
		for i, m := range from {
			if m == 0 {
				continue
			}
			from[i] = 0
			for j := f.first[i]; j < f.first[i+1]; j++ {
				q, to := m*f.p[j], f.to[j]
				switch {
				case to == odds.AloneFinished:
					done += q
				case to == odds.AloneDrawn || !f.fin[to]:
					nev += q
				case f.again[to]:
					again[to] += q
					againMass += q
				default:
					next[to] += q
				}
			}
		}
		a.Turns[k] += done
		return againMass
	}
	for k := 1; live >= TailMass && k <= MaxTurns; k++ {
		if k%64 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		a.Turns = append(a.Turns, 0)
		m := spread(cur, k)
		// Throws again stay in the turn (§4.9); each one is a new throw, so
		// the mass left in them shrinks at every round of this loop.
		for r := 0; m > 1e-18 && r < engine.MaxAgain; r++ {
			m = spread(again, k)
		}
		if m > 0 {
			for i, x := range again { // what is left of endless throws again: next turn
				next[i] += x
				again[i] = 0
			}
		}
		cur, next = next, cur
		live = 0
		for _, x := range cur {
			live += x
		}
	}
	a.Tail, a.NeverEnds = live, nev
	ends := 0.0
	for k, p := range a.Turns {
		ends += p
		a.MeanTurns += float64(k) * p
	}
	if ends > 0 {
		a.MeanTurns /= ends
		v := 0.0
		for k, p := range a.Turns {
			d := float64(k) - a.MeanTurns
			v += d * d * p
		}
		a.SDTurns = math.Sqrt(v / ends)
	}
	return nil
}

// visits solves, for every watched square w, h[i] = the chance of coming to
// w from state i before the race ends: the sum over the steps of i of their
// chance times 1 if the step comes to w, else h of where it leads. It sweeps
// the states from the last square back (most steps go forward), then from
// the first on (for the jumps back), until nothing changes by more than
// visitPrecision.
func visits(ctx context.Context, r *engine.Rules, c *odds.Alone, f *flat) ([]Visit, error) {
	w := len(c.Watch)
	if w == 0 {
		return nil, nil
	}
	n := len(f.again)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sortBySquareDown(order, c)
	h := make([]float64, n*w)
	v := make([]float64, w)
	sweep := func(i int) (change float64) {
		clear(v)
		for j := f.first[i]; j < f.first[i+1]; j++ {
			p, to := f.p[j], int(f.to[j])
			if to >= 0 {
				row := h[to*w : (to+1)*w]
				for k := range v {
					v[k] += p * row[k]
				}
			}
			for _, m := range f.marks[j] {
				// The step comes to w: count it once, not what follows too.
				v[m] += p
				if to >= 0 {
					v[m] -= p * h[to*w+int(m)]
				}
			}
		}
		row := h[i*w : (i+1)*w]
		for k, x := range v {
			change = max(change, math.Abs(x-row[k]))
			row[k] = x
		}
		return change
	}
	for {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		change := 0.0
		for _, i := range order {
			change = max(change, sweep(i))
		}
		for k := n - 1; k >= 0; k-- {
			change = max(change, sweep(order[k]))
		}
		if change < visitPrecision {
			break
		}
	}
	out := make([]Visit, w)
	for j, q := range c.Watch {
		out[j] = Visit{Square: q, Kind: r.Board.Squares[q].Kind, Chance: h[c.Start*w+j]}
	}
	return out, nil
}

func sortBySquareDown(order []int, c *odds.Alone) {
	// A counting sort: squares are few.
	top := 0
	for _, s := range c.States {
		top = max(top, s.Square)
	}
	buckets := make([][]int, top+1)
	for _, i := range order {
		q := c.States[i].Square
		buckets[q] = append(buckets[q], i)
	}
	order = order[:0]
	for q := top; q >= 0; q-- {
		order = append(order, buckets[q]...)
	}
}
