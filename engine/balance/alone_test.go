package balance

import (
	"context"
	"math"
	"sort"
	"testing"

	"goose/engine"
	"goose/engine/player"
	"goose/engine/sim"
)

// TestAloneMeanAgreesWithSim (RULES §2.1, §4, §4.7): the exact mean number
// of turns of a goose alone equals `goose sim --players 1 --games N` (sim
// RunMany) within 3σ, on every preset and on three boards of one's own; and
// the share of those games drawn (deadlock=draw, §4.7) is the exact chance of
// never ending, within 3σ.
func TestAloneMeanAgreesWithSim(t *testing.T) {
	const games = 20000
	for name, r := range everyRuleSet(t) {
		a, err := ExactAlone(context.Background(), &r)
		if err != nil || !a.Exact {
			t.Fatalf("%s: %v, exact %v", name, err, a.Exact)
		}
		c := &sim.Config{Rules: r, Seats: []sim.SeatSpec{{Name: "Ann", Level: player.Normal}}, Seed: 11, Games: games, Workers: 2}
		s := sim.RunMany(c)
		if s.Errors > 0 {
			t.Fatalf("%s: %s", name, s.FirstError)
		}
		never := float64(s.Draws) / games
		within3σ(t, name+": never ends", never, a.NeverEnds, math.Sqrt(a.NeverEnds*(1-a.NeverEnds)/games)+1e-12)
		if a.NeverEnds == 0 { // (sim's mean counts the drawn games' turns too)
			within3σ(t, name+": mean turns", s.MeanTurns, a.MeanTurns, a.SDTurns/math.Sqrt(games))
		}
		if sum := a.NeverEnds + a.Tail + sum(a.Turns); math.Abs(sum-1) > 1e-9 {
			t.Errorf("%s: the chances add up to %.12f", name, sum)
		}
		if a.Tail >= TailMass {
			t.Errorf("%s: %.3g left undecided", name, a.Tail)
		}
		t.Logf("%-8s exact %.4f turns (sd %.2f), never %.4f; sim %.4f, drawn %.4f", name, a.MeanTurns, a.SDTurns, a.NeverEnds, s.MeanTurns, never)
	}
}

func sum(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v
	}
	return s
}

// alonePlayouts plays n seeded games of one seat with the engine and counts
// what the exact figures say: the turns each game took (-1: it never
// ended), and the games in which each square acted on the goose at least
// once (a hold or turns lost on it, §4.3–§4.6, or a death, §4.5).
func alonePlayouts(t *testing.T, r engine.Rules, n int, seed uint64) (turns []int, came map[int]int) {
	t.Helper()
	dice := engine.NewPCG(0)
	g, err := engine.New(r, 1, dice)
	if err != nil {
		t.Fatal(err)
	}
	came = map[int]int{}
	for i := 0; i < n; i++ {
		dice.Seed(sim.GameSeed(seed, i))
		g.Reset(1)
		seen := map[int]bool{}
		evs, err := g.Play(engine.Begin)
		for err == nil && !g.Over() {
			for _, e := range evs {
				switch {
				case e.Kind == engine.EvHeld || e.Kind == engine.EvLoseTurns:
					seen[int(e.Square)] = true
				case e.Kind == engine.EvJump && e.Cause == engine.CauseDeath:
					seen[int(e.From)] = true
				}
			}
			evs, err = g.Play(engine.Roll)
		}
		for _, e := range evs { // the last throw's
			if e.Kind == engine.EvHeld || e.Kind == engine.EvLoseTurns {
				seen[int(e.Square)] = true
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		for q := range seen {
			came[q]++
		}
		k := g.State.Turn
		if g.State.Winner < 0 {
			k = -1
		}
		turns = append(turns, k)
	}
	return turns, came
}

// TestAloneDistributionAndVisitsAgreeWithPlay (RULES §2.1, §4.3–§4.7): the
// exact chance of finishing within k turns, at the quartiles, and of coming
// to each hold and death square, equal the share of seeded engine games
// within 3σ, on every preset and three own boards.
func TestAloneDistributionAndVisitsAgreeWithPlay(t *testing.T) {
	const games = 20000
	for name, r := range everyRuleSet(t) {
		a, err := ExactAlone(context.Background(), &r)
		if err != nil {
			t.Fatal(err)
		}
		turns, came := alonePlayouts(t, r, games, 5)
		sorted := append([]int(nil), turns...)
		sort.Ints(sorted)
		for _, q := range []float64{0.25, 0.5, 0.75} {
			k := sorted[int(q*games)]
			if k < 0 {
				continue
			}
			within := 0
			for _, x := range turns {
				if x >= 0 && x <= k {
					within++
				}
			}
			p := sum(a.Turns[:min(k+1, len(a.Turns))])
			within3σ(t, name+": finished within turns", float64(within)/games, p, math.Sqrt(p*(1-p)/games))
		}
		if len(a.Visits) == 0 {
			t.Errorf("%s: no hold or death square watched", name)
		}
		for _, v := range a.Visits {
			within3σ(t, name+": comes to "+v.Kind.String(), float64(came[v.Square])/games, v.Chance, math.Sqrt(v.Chance*(1-v.Chance)/games))
			delete(came, v.Square)
		}
		if len(came) > 0 {
			t.Errorf("%s: the games came to squares the meter does not watch: %v", name, came)
		}
	}
}
