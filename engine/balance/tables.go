package balance

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"

	"goose/engine"
	"goose/engine/odds"
	"goose/engine/player"
)

// Table is what seeded games of n computer players say of a rule set.
type Table struct {
	Seats int
	// Games is how many were played (fewer than asked if the deadline came).
	Games int
	// Wins[k] is the share of games won by the seat that plays k-th in the
	// playing order (Wins[0]: the first to throw), whichever seat that is
	// after the roll-off (§1).
	Wins []float64
	// NeverEnds is the share of games that would never end: drawn at the
	// deadlock of §4.7 under deadlock=draw, or still running after
	// odds.MaxRolloutTurns rounds.
	NeverEnds float64
	// Deadlocks is the share of games that came at least once to the
	// deadlock of §4.7 (every seat racing held): under deadlock=draw these
	// end drawn, under deadlock=release the seat held longest is released.
	Deadlocks float64
	// Draws is the share of games that ended with no winner for any reason
	// (also the last seats going broke at once, medici stakes, §7.1).
	Draws float64
	// MeanRounds and MeanTurns are over the games that ended; SDRounds is
	// the spread of their rounds.
	MeanRounds, SDRounds, MeanTurns float64
	// Minutes[s] is the expected length of a game in minutes at speed s
	// (Report.SecondsPerTurn[s] a turn).
	Minutes []float64
	// Rounds[k] is the share of the games played that ended in round k
	// (Rounds[0] is 0): the distribution of the length of a game, for the
	// science page's chart; the games that never end are not in it.
	Rounds []float64
}

// SE is the standard error of a share p measured over the table's games.
func (t *Table) SE(p float64) float64 {
	if t.Games == 0 {
		return 0
	}
	return math.Sqrt(p * (1 - p) / float64(t.Games))
}

// batch is how many games a table plays before the next table takes its
// turn: when the deadline comes, every table size has some games.
const batch = 50

// tally adds up one table size's games.
type tally struct {
	n                       int
	games, draws, never, dl int
	wins                    []int
	rounds, rounds2, turns  float64
	ended                   int
	byRound                 []int // games ended, by round
	g                       *engine.Game
	dice                    *engine.PCG
	ps                      []player.Player
}

// PlayTables plays up to o.Games seeded games at each table size of o.Seats
// (the defaults as Measure's), computer players of the normal level
// choosing where the rules ask a choice (the team variation, §7.2). When ctx's deadline comes it
// returns the tables as far as they got, with ctx's error.
func PlayTables(ctx context.Context, r *engine.Rules, o Options) ([]Table, error) {
	o.defaults()
	ts := make([]*tally, len(o.Seats))
	for i, n := range o.Seats {
		if n < 1 || n > engine.MaxSeats {
			return nil, fmt.Errorf("a table of %d seats: 1 to %d", n, engine.MaxSeats)
		}
		// The computer players of goose sim --games, seeded as it seeds them
		// (engine/sim itself stays out of the browser's build).
		t := &tally{n: n, wins: make([]int, n), dice: engine.NewPCG(0)}
		var err error
		if t.g, err = engine.New(*r, n, t.dice); err != nil {
			return nil, err
		}
		for s := range n {
			t.ps = append(t.ps, player.New(player.Normal, o.Seed*31+uint64(s)))
		}
		ts[i] = t
	}
	var wg sync.WaitGroup
	errs := make([]error, o.Workers)
	for w := range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []*tally
			for i := w; i < len(ts); i += o.Workers {
				mine = append(mine, ts[i])
			}
			errs[w] = play(ctx, mine, o)
		}()
	}
	wg.Wait()
	out := make([]Table, len(ts))
	for i, t := range ts {
		out[i] = t.table(o.SecondsPerTurn)
	}
	return out, errors.Join(errs...)
}

// play plays the tables in turn, a batch of games each, until each has
// played o.Games or ctx is done.
func play(ctx context.Context, ts []*tally, o Options) error {
	for left := true; left; {
		left = false
		for _, t := range ts {
			for k := 0; k < batch && t.games < o.Games; k++ {
				if err := ctx.Err(); err != nil {
					return err
				}
				if err := t.playOne(engine.GameSeed(o.Seed+uint64(t.n)<<32, t.games)); err != nil {
					return err
				}
			}
			left = left || t.games < o.Games
		}
	}
	return nil
}

// playOne plays one game out, or to the bound past which it never ends.
func (t *tally) playOne(seed uint64) error {
	g := t.g
	t.dice.Seed(seed)
	g.Reset(t.n)
	if _, err := g.Play(engine.Begin); err != nil {
		return err
	}
	for !g.Over() && g.State.Round < odds.MaxRolloutTurns {
		a := engine.Roll
		if g.Due() == engine.ActChoose {
			a = engine.Choose(t.ps[g.Current()].Choose(g))
		}
		if _, err := g.Play(a); err != nil {
			return err
		}
	}
	st := &g.State
	t.games++
	if st.Releases > 0 {
		t.dl++
	}
	switch {
	case !g.Over() || st.Draw && st.Releases > 0:
		t.never++
		t.draws++
		return nil
	case st.Winner < 0:
		t.draws++
	default:
		for k, s := range st.Order {
			if s == st.Winner {
				t.wins[k]++
			}
		}
	}
	t.ended++
	for len(t.byRound) <= st.Round {
		t.byRound = append(t.byRound, 0)
	}
	t.byRound[st.Round]++
	t.rounds += float64(st.Round)
	t.rounds2 += float64(st.Round) * float64(st.Round)
	t.turns += float64(st.Turn)
	return nil
}

func (t *tally) table(pace []float64) Table {
	tb := Table{Seats: t.n, Games: t.games, Wins: make([]float64, t.n), Minutes: make([]float64, len(pace))}
	if t.games == 0 {
		return tb
	}
	n := float64(t.games)
	for k, w := range t.wins {
		tb.Wins[k] = float64(w) / n
	}
	tb.NeverEnds, tb.Deadlocks, tb.Draws = float64(t.never)/n, float64(t.dl)/n, float64(t.draws)/n
	tb.Rounds = make([]float64, len(t.byRound))
	for k, c := range t.byRound {
		tb.Rounds[k] = float64(c) / n
	}
	if t.ended > 0 {
		e := float64(t.ended)
		tb.MeanRounds, tb.MeanTurns = t.rounds/e, t.turns/e
		tb.SDRounds = math.Sqrt(max(0, t.rounds2/e-tb.MeanRounds*tb.MeanRounds))
		for s, sec := range pace {
			tb.Minutes[s] = tb.MeanTurns * sec / 60
		}
	}
	return tb
}
