// Package odds estimates each seat's chance of winning from a position, by
// playing it out many times with the engine (Monte Carlo rollouts): the same
// position always gives the same estimate, so a view can show it live.
package odds

import (
	"hash/fnv"
	"math/rand/v2"

	"goose/engine"
)

// Estimate is each seat's chance of finishing first, and of a draw.
type Estimate struct {
	Win      [engine.MaxSeats]float64
	Draw     float64
	Rollouts int
}

// Estimator plays rollouts. It keeps its storage between calls (an estimate
// allocates nothing once warm), so one estimator serves one goroutine.
type Estimator struct {
	// Pause, when set, is called every PauseEvery rollouts: on a runtime with
	// one thread (WebAssembly in a page) it lets the page draw meanwhile.
	Pause func()
	g     *engine.Game
	dice  *engine.PCG
	rng   *rand.Rand
	pcg   *rand.PCG
}

// PauseEvery is how many rollouts an estimate plays between calls of Pause.
const PauseEvery = 250

// MaxRolloutTurns ends a rollout that runs longer than any real game: it counts as a draw.
const MaxRolloutTurns = 3000

// New makes an estimator.
func New() *Estimator {
	e := &Estimator{dice: engine.NewPCG(1), pcg: rand.NewPCG(1, 2)}
	e.rng = rand.New(e.pcg)
	return e
}

// Estimate plays the position of src out rollouts times. In the team
// variation each choice is a legal use of the dice picked at random, as the
// easy computer player does: the odds of the dice, not of a strategy.
func (e *Estimator) Estimate(src *engine.Game, rollouts int) Estimate {
	var out Estimate
	if src.Over() {
		if w := src.State.Winner; w >= 0 {
			out.Win[w] = 1
		} else {
			out.Draw = 1
		}
		return out
	}
	if e.g == nil {
		e.g, _ = engine.New(src.Rules, len(src.State.Seats), e.dice)
	}
	seed := Seed(&src.State)
	var wins [engine.MaxSeats]int
	draws := 0
	for i := 0; i < rollouts; i++ {
		if e.Pause != nil && i%PauseEvery == PauseEvery-1 {
			e.Pause()
		}
		e.g.CopyFrom(src)
		e.dice.Seed(seed + uint64(i))
		e.pcg.Seed(seed, uint64(i))
		if w := e.playOut(); w >= 0 {
			wins[w]++
		} else {
			draws++
		}
	}
	n := float64(rollouts)
	for s := range src.State.Seats {
		out.Win[s] = float64(wins[s]) / n
	}
	out.Draw, out.Rollouts = float64(draws)/n, rollouts
	return out
}

// playOut plays e.g to its end and returns the winner, or -1 for a draw.
func (e *Estimator) playOut() int {
	g := e.g
	limit := g.State.Turn + MaxRolloutTurns
	for !g.Over() {
		if g.State.Turn > limit {
			return -1
		}
		if _, err := g.Play(g.NextAction(e.rng.IntN)); err != nil {
			return -1 // the turn limit: no game plays for ever
		}
	}
	if g.State.Winner >= 0 && g.State.Seats[g.State.Winner].Place == 1 {
		return g.State.Winner
	}
	return -1
}

// Seed is a number that only this position gives (in all likelihood): the
// rollouts of a position are seeded from it, so they repeat exactly.
func Seed(st *engine.State) uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(v int) {
		for i := range b {
			b[i] = byte(v >> (8 * i))
		}
		h.Write(b[:])
	}
	put(int(st.Phase))
	put(st.At)
	put(st.Turn)
	put(st.Pot)
	put(st.NPending)
	for _, d := range st.Pending {
		put(int(d))
	}
	for i := range st.Seats {
		s := &st.Seats[i]
		put(s.Owed)
		put(s.Chips)
		put(s.Place)
		for _, p := range s.Pieces {
			f := p.Square<<8 | p.Owed<<4
			if p.Held {
				f |= 1
			}
			if p.Off {
				f |= 2
			}
			if p.Moved {
				f |= 4
			}
			put(f)
		}
	}
	return h.Sum64()
}

// Choices estimates, for each legal use of the dice now due (team variation),
// the chance of winning it gives the seat choosing (the order of g.Legal()).
func (e *Estimator) Choices(g *engine.Game, rollouts int, out []float64) []float64 {
	out = out[:0]
	if g.Due() != engine.ActChoose {
		return out
	}
	s := g.Current()
	legal := append([]engine.Choice(nil), g.Legal()...)
	probe, _ := engine.New(g.Rules, len(g.State.Seats), engine.NewPCG(1))
	for _, c := range legal {
		probe.CopyFrom(g)
		if _, err := probe.Play(engine.Choose(c)); err != nil {
			out = append(out, 0)
			continue
		}
		out = append(out, e.Estimate(probe, rollouts).Win[s])
	}
	return out
}
