package odds

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"goose/engine"
)

// One goose racing alone. The exact tables of exact.go stop at a hold, which
// a rival frees or keeps; a goose alone has no rival, so every hold is the
// §4.7 deadlock: released at the end of the turn it came there (or, under
// deadlock=draw, the game ends drawn). Its race is then a Markov chain on the
// same states as exact.go's (square, turns owed, first throw spent, throw
// again due), worked out by the engine itself on a table of one seat, from the
// start only. The balance meter reads its figures from this chain.

// AloneState is one state of the chain: where the goose stands between two
// throws, the turns it still loses, whether its first throw is spent (§2.3)
// and whether the throw due is a throw again within the turn (§4.9).
type AloneState struct {
	Square, Owed int
	Moved, Again bool
}

// Ends of a step (AloneStep.To) that leave the chain.
const (
	AloneFinished = -1 // rests on the goal (§6)
	AloneDrawn    = -2 // the game ends without a winner (deadlock=draw, §4.7)
)

// AloneStep is one outcome of a throw (or of a turn lost): the state it leads
// to, or AloneFinished / AloneDrawn, its chance, and the watched squares the
// goose came to that throw (indexes into Alone.Watch).
type AloneStep struct {
	To    int
	P     float64
	Marks []int16
}

// Alone is the chain of one goose racing alone from the start.
type Alone struct {
	States []AloneState
	Steps  [][]AloneStep // Steps[i]: the outcomes from state i, chances summing to 1
	Start  int           // the state a game starts in
	// Watch lists the squares whose visits the marks count: those that take
	// turns away when rested on (holds, inns, skips: RULES §4.3, §4.4, §4.6)
	// and those that send a goose back to the start (death, §4.5).
	Watch []int
}

// MaxAloneStates bounds the chain (a board of MaxBoard squares with turns
// squares of 9 has at most about 40 000).
const MaxAloneStates = 1 << 17

// ErrNoAlone: the rules have no one-goose race to work out: the team
// variation races several geese a seat (§7.2), and a purse that can put a
// seat out (medici stakes, §7.1) makes chips part of the race.
var ErrNoAlone = errors.New("no one-goose race under these rules (the team variation, or stakes that put a seat out)")

// Watched reports whether square q of r is one the chain counts visits of:
// one that takes turns away, or one that sends the goose back to the start.
func Watched(r *engine.Rules, q int) bool {
	sq := r.Board.Squares[q]
	return q > 0 && q < r.Board.Goal() && (sq.Holds() || sq.Kind.Jumps() && sq.To == 0)
}

// RaceAlone works out the chain of one goose racing alone under r. It plays
// each outcome once with the engine: a few thousand plays on the classic
// board, some tens of thousands on a board of 500 squares. ctx stops it.
func RaceAlone(ctx context.Context, r *engine.Rules) (*Alone, error) {
	return raceAlone(ctx, r, Watched, watchedBy)
}

// RaceAloneLanding is RaceAlone watching every special square between the
// start and the goal, a visit being any move or jump that ends there (a
// goose flown on from, a bridge crossed from): how often a game lands there,
// as square help tells. A watched square of RaceAlone is landed on exactly
// when it acts, so the two chains give it the same chance.
func RaceAloneLanding(ctx context.Context, r *engine.Rules) (*Alone, error) {
	special := func(r *engine.Rules, q int) bool {
		return q > 0 && q < r.Board.Goal() && (r.Board.Squares[q].Kind != engine.Plain || r.Board.Squares[q].Again)
	}
	return raceAlone(ctx, r, special, landedOn)
}

// landedOn is the square a move or a jump ends on, or 0.
func landedOn(e *engine.Event) int {
	if e.Kind == engine.EvMove || e.Kind == engine.EvJump {
		return int(e.To)
	}
	return 0
}

func raceAlone(ctx context.Context, r *engine.Rules, watched func(*engine.Rules, int) bool, cameTo func(*engine.Event) int) (*Alone, error) {
	if r.Teams || r.Stakes.On && r.Stakes.BrokeOut {
		return nil, ErrNoAlone
	}
	s := &solo{goal: r.Board.Goal(), firstThrow: r.Start == engine.StartFirstThrow}
	a := &Alone{}
	watchAt := make([]int16, s.goal+1)
	for q := range r.Board.Squares {
		s.maxOwed = max(s.maxOwed, r.Board.Squares[q].Turns)
		watchAt[q] = -1
		if watched(r, q) {
			watchAt[q] = int16(len(a.Watch))
			a.Watch = append(a.Watch, q)
		}
	}
	script := &engine.Script{Values: make([]int, r.Dice)}
	g, err := engine.New(*r, 1, script)
	if err != nil {
		return nil, err
	}
	outcomes := diceOutcomes(r.Dice)
	ids := map[int]int{} // solo index → state number
	add := func(st soloState) int {
		k := s.index(st)
		if id, ok := ids[k]; ok {
			return id
		}
		ids[k] = len(a.States)
		a.States = append(a.States, AloneState{Square: st.square, Owed: st.owed, Moved: st.moved, Again: st.again})
		a.Steps = append(a.Steps, nil)
		return len(a.States) - 1
	}
	a.Start = add(soloState{}) // on the start, the first throw due
	var marks []int16
	for i := 0; i < len(a.States); i++ {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if len(a.States) > MaxAloneStates {
			return nil, fmt.Errorf("the race alone has more than %d states", MaxAloneStates)
		}
		st := a.States[i]
		from := soloState{square: st.Square, owed: st.Owed, moved: st.Moved, again: st.Again}
		// A probe throw says how many dice this state throws: none (a turn
		// lost), one (the one-die option, §3) or all.
		for d := range script.Values {
			script.Values[d] = 1
		}
		list := outcomes
		s.loadAlone(g, r, from)
		script.Next = 0
		if _, err := g.Play(engine.Roll); err != nil {
			return nil, err
		}
		switch script.Next {
		case 0:
			list = []diceOutcome{{p: 1}}
		case 1:
			list = diceOutcomes(1)
		}
		for _, o := range list {
			copy(script.Values, o.faces[:len(script.Values)])
			s.loadAlone(g, r, from)
			script.Next = 0
			evs, err := g.Play(engine.Roll)
			if err != nil {
				return nil, err
			}
			marks = marks[:0]
			for k := range evs {
				if q := cameTo(&evs[k]); q > 0 && q < len(watchAt) && watchAt[q] >= 0 && !slices.Contains(marks, watchAt[q]) {
					marks = append(marks, watchAt[q])
				}
			}
			to := AloneFinished
			switch {
			case g.State.Draw || g.Over() && g.State.Winner < 0:
				to = AloneDrawn
			case g.State.Winner < 0:
				to = add(s.read(g))
			}
			a.Steps[i] = addStep(a.Steps[i], to, o.p, marks)
		}
	}
	return a, nil
}

// watchedBy is the square an event says the goose came to and that acted on
// it (a hold or turns lost, §4.3–§4.6; a jump back from a death square), or 0.
func watchedBy(e *engine.Event) int {
	switch e.Kind {
	case engine.EvHeld, engine.EvLoseTurns:
		return int(e.Square)
	case engine.EvJump:
		if e.To == 0 && e.Cause != engine.CauseStart && e.Cause != engine.CauseFirst {
			return int(e.From)
		}
	case engine.EvStart, engine.EvPay, engine.EvOrderThrow, engine.EvOrderTie, engine.EvOrder, engine.EvTurn,
		engine.EvTurnLost, engine.EvWaits, engine.EvThrow, engine.EvChoice, engine.EvNoMove, engine.EvMove,
		engine.EvSwap, engine.EvBack, engine.EvRest, engine.EvReleased, engine.EvToast, engine.EvBearOff,
		engine.EvFinish, engine.EvBroke, engine.EvCollect, engine.EvGameOver, engine.EvAgain, engine.EvAgainLimit:
		// Nothing comes to a square by these: a turn lost there was counted
		// when the goose came (EvLoseTurns), a swap or a send-back does not
		// act (§5, §4.8).
	}
	return 0
}

// addStep merges an outcome into the steps of a state: outcomes that lead to
// the same state with the same marks are one step.
func addStep(steps []AloneStep, to int, p float64, marks []int16) []AloneStep {
	for k := range steps {
		if steps[k].To == to && slices.Equal(steps[k].Marks, marks) {
			steps[k].P += p
			return steps
		}
	}
	var m []int16
	if len(marks) > 0 {
		m = slices.Clone(marks)
	}
	return append(steps, AloneStep{To: to, P: p, Marks: m})
}

// loadAlone sets the one-seat table g to state st, its throw due. A goose
// alone on a hold has been released at the end of the turn it came there
// (§4.7): it stands there free.
func (s *solo) loadAlone(g *engine.Game, r *engine.Rules, st soloState) {
	s.load(g, st)
	p := &g.State.Seats[0].Pieces[0]
	p.Released = r.Board.Squares[st.square].Hold == engine.HoldAlone
	if !r.Stakes.On {
		g.State.Seats[0].Chips = 0
	}
}

// diceOutcome is one throw of n dice, the faces in rising order (the engine
// reads a throw the same in any order: the sum, either die alone, a start
// throw in either order), and its chance.
type diceOutcome struct {
	faces [3]int
	p     float64
}

// diceOutcomes lists the throws of n dice, each order of the same faces once.
func diceOutcomes(n int) []diceOutcome {
	var out []diceOutcome
	all := 1
	for range n {
		all *= 6
	}
	for f := 0; f < all; f++ {
		var o diceOutcome
		for d, v := 0, f; d < n; d, v = d+1, v/6 {
			o.faces[d] = v%6 + 1
		}
		if !slices.IsSorted(o.faces[:n]) {
			continue
		}
		// How many orders the faces come in: n! over the repeats' factorials.
		orders := 1
		for d := 2; d <= n; d++ {
			orders *= d
		}
		for v := 1; v <= 6; v++ {
			c := 0
			for _, x := range o.faces[:n] {
				if x == v {
					c++
				}
			}
			for ; c > 1; c-- {
				orders /= c
			}
		}
		o.p = float64(orders) / float64(all)
		out = append(out, o)
	}
	return out
}
