// Package odds estimates each seat's chance of winning from a position, by
// playing it out many times with the engine (Monte Carlo rollouts), and works
// it out exactly where the seats can no longer touch one another (exact.go):
// the same position always gives the same figures, so a view can show them live.
// It also works out the race of one goose alone (alone.go), for the balance meter.
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
	// Exact: worked out exactly (the seats can no longer touch one another,
	// exact.go), not estimated; Rollouts is then 0.
	Exact bool
}

// Estimator plays rollouts. It keeps its storage between calls (an estimate
// allocates nothing once warm), so one estimator serves one goroutine.
type Estimator struct {
	// Pause, when set, is called every PauseEvery rollouts: on a runtime with
	// one thread (WebAssembly in a page) it lets the page draw meanwhile.
	Pause func()
	// Stop, when set, is asked before each rollout: once it says true the
	// estimate ends at once, with no figures (its game was left).
	Stop  func() bool
	g     *engine.Game
	dice  *engine.PCG
	rng   *rand.Rand
	pcg   *rand.PCG
	solo  *solo     // the exact tables of the rules estimated last
	rules rulesMark // and those rules
	// the chances a rollout ends with: exact ones when it comes to a position
	// where the seats are independent
	end Estimate
	cut int // rollouts finished exactly, for tests
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
	if w := src.State.Winner; w >= 0 { // (with placings the race for first is decided before the game ends)
		out.Win[w] = 1
		return out
	}
	if src.Over() {
		out.Draw = 1
		return out
	}
	e.prepare(src)
	if e.solo.exact(&src.State, &out) {
		out.Exact = true
		return out
	}
	if e.g == nil {
		e.g, _ = engine.New(src.Rules, len(src.State.Seats), e.dice)
	}
	seed := Seed(&src.State)
	var wins [engine.MaxSeats]float64
	draws := 0.0
	for i := 0; i < rollouts; i++ {
		if e.Stop != nil && e.Stop() {
			return Estimate{}
		}
		if e.Pause != nil && i%PauseEvery == PauseEvery-1 {
			e.Pause()
		}
		e.g.CopyFrom(src)
		e.dice.Seed(seed + uint64(i))
		e.pcg.Seed(seed, uint64(i))
		e.playOut()
		for s := range src.State.Seats {
			wins[s] += e.end.Win[s]
		}
		draws += e.end.Draw
	}
	n := float64(rollouts)
	for s := range src.State.Seats {
		out.Win[s] = wins[s] / n
	}
	out.Draw, out.Rollouts = draws/n, rollouts
	return out
}

// rulesMark tells cheaply whether a game has the rules of the last estimate,
// in all that the exact tables depend on (the board by its storage).
type rulesMark struct {
	squares     *engine.Square
	n           int
	startThrows *engine.StartThrow
	dice        int
	start       engine.Start
	eitherDie   bool
	oneDieFrom  int
	landing     engine.Landing
	goose       engine.GooseMove
	teams       bool
	stakes      engine.Stakes
}

// prepare finds the exact tables for src's rules.
func (e *Estimator) prepare(src *engine.Game) {
	r := &src.Rules
	m := rulesMark{&r.Board.Squares[0], len(r.Board.Squares), nil, r.Dice, r.Start, r.EitherDie, r.OneDieFrom, r.Landing, r.Goose, r.Teams, r.Stakes}
	if len(r.StartThrows) > 0 {
		m.startThrows = &r.StartThrows[0]
	}
	if m != e.rules || e.solo == nil {
		e.solo, e.rules = soloFor(r), m
	}
}

// playOut plays e.g until its winner is known, or until the seats can no
// longer touch one another (then the exact chances finish it), into e.end.
func (e *Estimator) playOut() {
	g := e.g
	limit := g.State.Turn + MaxRolloutTurns
	for !g.Over() && g.State.Winner < 0 { // (with placings the race for first is decided)
		if g.State.Turn > limit {
			e.drawn()
			return
		}
		if _, err := g.PlayNext(e.rng.IntN); err != nil {
			e.drawn() // the turn limit: no game plays for ever
			return
		}
		if e.solo.exact(&g.State, &e.end) {
			e.cut++
			return
		}
	}
	e.end = Estimate{}
	if w := g.State.Winner; w >= 0 && g.State.Seats[w].Place == 1 {
		e.end.Win[w] = 1
	} else {
		e.end.Draw = 1
	}
}

func (e *Estimator) drawn() { e.end = Estimate{Draw: 1} }

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
