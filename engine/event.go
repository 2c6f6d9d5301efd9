package engine

import (
	"fmt"
	"strconv"
)

// EventKind names what happened. Each kind's fields are documented beside it;
// fields a kind does not name are zero.
type EventKind uint8

const (
	// EvStart: the game begins. Seats.
	EvStart EventKind = iota
	// EvPay: Seat pays Amount chips into the pot; Cause says why (ante, a square's kind, swap,
	// turn lost in prison). Pot is the pot after, Chips the seat's purse after.
	EvPay
	// EvOrderThrow: in the roll-off, Seat throws Dice (§1).
	EvOrderThrow
	// EvOrderTie: Seats (a bit set, see Event.InSeats) tied for highest and throw again.
	EvOrderTie
	// EvOrder: the roll-off (or seat order) decided; Seat plays first, Order is the round.
	EvOrder
	// EvTurn: Seat's turn begins. Turn counts turns from 1, Round counts rounds from 1.
	EvTurn
	// EvTurnLost: Seat (Piece) loses this turn resting on Square; Turns is how many remain after
	// this one; Cause is the square's kind.
	EvTurnLost
	// EvWaits: Seat's Piece is held on Square (Cause well/prison) awaiting rescue and does not throw.
	EvWaits
	// EvThrow: Seat throws Dice (NDice values). First is true on the seat's first throw (in the
	// team variation the first-throw rule goes by piece: see the rules page).
	EvThrow
	// EvChoice: team variation: Seat chose Choice (which die moves which piece).
	EvChoice
	// EvNoMove: team variation: no legal use of the dice; the turn passes.
	EvNoMove
	// EvMove: Seat's Piece walks from From to To square by square along Path (the squares
	// entered, in order, not including From); Steps is the count; Bounce is true if it turned
	// back at the goal. Cause is CauseThrow, CauseGoose (moving again) or CauseOneDie (either-die win).
	EvMove
	// EvJump: Seat's Piece flies from From to To. Cause: bridge, maze, death, dice, jump,
	// first (first-throw rule), start (dutch start rule).
	EvJump
	// EvSwap: Seat's Piece came to rest on Square, where Other's OtherPiece stood; Other goes
	// to To (where the mover started). Freed is true if Other was held and is now free (§5).
	EvSwap
	// EvBack: dutch collision: Square is taken by Other (Cause start: the start-rule square), so
	// Seat's Piece goes back from Square to To (§4.8).
	EvBack
	// EvRest: Seat's Piece comes to rest on Square (every move ends with one, unless the
	// seat went broke on the way, medici stakes: then EvBroke ends it).
	EvRest
	// EvLoseTurns: resting on Square (Cause: its kind), Seat (or only Piece, for the prison in the
	// team variation) will lose the next Turns turns.
	EvLoseTurns
	// EvHeld: Seat's Piece is held on Square (Cause well/prison) until rescued, or (dutch) while alone.
	EvHeld
	// EvReleased: Seat's Piece, held on Square, may throw again: Cause CauseDeadlock (§4.7).
	EvReleased
	// EvToast: Seat's Piece rests on the glass (drink61).
	EvToast
	// EvBearOff: team variation: Seat's Piece reaches the goal and leaves the board.
	EvBearOff
	// EvFinish: Seat finishes in Place (1 is the winner).
	EvFinish
	// EvBroke: Seat cannot pay and is out of the game (medici stakes); its pieces leave the board.
	EvBroke
	// EvCollect: Seat takes the pot, Amount chips. Chips is the purse after.
	EvCollect
	// EvGameOver: the game is over. Seat is the winner (first place), or -1. Draw is true when
	// the race ended for want of a mover (deadlock=draw, or the last seats went broke at once);
	// with placings, a winner may already have finished before such a draw.
	EvGameOver
	// EvAgain: Seat throws again in the same turn, its Piece having rested on Square by way
	// of a square that gives another throw, whose kind is Cause (spanish: goose, bridge,
	// dice; RULES §4.9; the again kind).
	EvAgain
	// EvAgainLimit: Seat's Piece rested on Square by way of a square that gives another
	// throw (Cause its kind), but the turn has had MaxAgain throws again: it passes.
	EvAgainLimit
	evKindCount
)

var evNames = [evKindCount]string{"start", "pay", "orderThrow", "orderTie", "order", "turn", "turnLost",
	"waits", "throw", "choice", "noMove", "move", "jump", "swap", "back", "rest", "loseTurns", "held",
	"released", "toast", "bearOff", "finish", "broke", "collect", "gameOver", "again", "againLimit"}

func (k EventKind) String() string {
	if k < evKindCount {
		return evNames[k]
	}
	return "event(" + strconv.Itoa(int(k)) + ")"
}

// Cause says why something happened: a square's kind, or one of the causes below.
type Cause uint8

const (
	CauseNone Cause = iota
	CauseThrow
	CauseGoose
	CauseBridge
	CauseInn
	CauseDice
	CauseWell
	CauseMaze
	CausePrison
	CauseDeath
	CauseDrink
	CauseJump
	CauseSkip
	CauseFirst    // first-throw rule (§2.3)
	CauseStart    // dutch start rule (§4.8)
	CauseOneDie   // either-die option: one die alone reaches the goal (§3)
	CauseAnte     // stakes: the ante (§7.1)
	CauseSwap     // stakes: a swap or a dutch collision costs a chip (§7.1)
	CauseDeadlock // §4.7
	CauseAgain    // a square that gives another throw (§4.9, §7.3)
	causeCount
)

var causeNames = [causeCount]string{"", "throw", "goose", "bridge", "inn", "dice", "well", "maze", "prison",
	"death", "drink", "jump", "skip", "first", "start", "oneDie", "ante", "swap", "deadlock", "again"}

func (c Cause) String() string {
	if c < causeCount {
		return causeNames[c]
	}
	if k, ok := c.Kind(); ok {
		return k.String()
	}
	return "cause(" + strconv.Itoa(int(c)) + ")"
}

// Event is one thing that happened. It is plain data, small and self-contained
// (no pointers): a view animates it, the log narrates it, a replay compares it,
// and none needs the rules to do so. Squares fit int16 (boards have at most
// MaxBoard squares); seats and pieces fit int8.
type Event struct {
	Kind       EventKind
	Cause      Cause
	Seat       int8
	Piece      int8
	Other      int8
	OtherPiece int8
	NDice      int8
	Place      int8
	Bounce     bool
	First      bool
	Freed      bool
	Draw       bool
	Dice       [3]int8
	Turns      int8
	From, To   int16
	Square     int16
	Steps      int16
	Peak       int16 // EvMove with Bounce: the square it turned back at (the goal)
	Amount     int32
	Pot        int32
	Chips      int32
	Turn       int32
	Round      int32
	Seats      uint32  // a bit per seat (EvOrderTie, EvStart: the seats playing)
	Order      [8]int8 // EvOrder: seats in playing order, -1 after the last
	Choice     Choice
}

// Walk appends to buf the squares an EvMove entered, in order, from the square
// after From to To, by way of Peak when it bounced: what a view hops along.
func (e *Event) Walk(buf []int16) []int16 {
	pos := e.From
	if e.Bounce {
		for pos < e.Peak {
			pos++
			buf = append(buf, pos)
		}
	}
	for pos < e.To {
		pos++
		buf = append(buf, pos)
	}
	for pos > e.To {
		pos--
		buf = append(buf, pos)
	}
	return buf
}

// InSeats reports whether seat s is in the event's Seats set.
func (e *Event) InSeats(s int) bool { return e.Seats&(1<<uint(s)) != 0 }

// Sum is the total of the thrown dice.
func (e *Event) Sum() int {
	s := 0
	for _, d := range e.Dice[:e.NDice] {
		s += int(d)
	}
	return s
}

// eventWriter builds an event's JSON. Its methods are kept out of line: the
// engine is compiled with inlining for the odds' rollouts, and inlined at
// each of MarshalJSON's fifty calls they cost the browser build about 50 KB
// of code for a function that never runs in a frame.
type eventWriter struct{ b []byte }

//go:noinline
func (j *eventWriter) num(name string, v int) {
	j.b = append(j.b, `,"`...)
	j.b = append(j.b, name...)
	j.b = append(j.b, `":`...)
	j.b = strconv.AppendInt(j.b, int64(v), 10)
}

//go:noinline
func (j *eventWriter) flag(name string, v bool) {
	if v {
		j.b = append(j.b, `,"`...)
		j.b = append(j.b, name...)
		j.b = append(j.b, `":true`...)
	}
}

//go:noinline
func (j *eventWriter) ints(name string, v []int) {
	j.b = append(j.b, `,"`...)
	j.b = append(j.b, name...)
	j.b = append(j.b, `":[`...)
	for i, x := range v {
		if i > 0 {
			j.b = append(j.b, ',')
		}
		j.b = strconv.AppendInt(j.b, int64(x), 10)
	}
	j.b = append(j.b, ']')
}

//go:noinline
func (j *eventWriter) word(name, v string) {
	j.b = append(j.b, `,"`...)
	j.b = append(j.b, name...)
	j.b = append(j.b, `":`...)
	j.b = strconv.AppendQuote(j.b, v)
}

// MarshalJSON writes the fields the kind uses, so `sim --events` lines are short and readable.
func (e Event) MarshalJSON() ([]byte, error) {
	j := &eventWriter{b: make([]byte, 0, 96)}
	j.b = append(j.b, `{"kind":"`...)
	j.b = append(j.b, e.Kind.String()...)
	j.b = append(j.b, '"')
	num, flag, ints := j.num, j.flag, j.ints
	small := func(name string, v []int16) {
		w := make([]int, len(v))
		for i, x := range v {
			w[i] = int(x)
		}
		ints(name, w)
	}
	dice := func() {
		w := make([]int, e.NDice)
		for i := range w {
			w[i] = int(e.Dice[i])
		}
		ints("dice", w)
	}
	seats := func() {
		var s []int
		for i := 0; i < 32; i++ {
			if e.InSeats(i) {
				s = append(s, i)
			}
		}
		ints("seats", s)
	}
	if e.Kind != EvStart && e.Kind != EvOrderTie {
		num("seat", int(e.Seat))
	}
	if e.Cause != CauseNone {
		j.b = append(j.b, `,"cause":"`...)
		j.b = append(j.b, e.Cause.String()...)
		j.b = append(j.b, '"')
	}
	switch e.Kind {
	case EvStart, EvOrderTie:
		seats()
	case EvPay:
		num("amount", int(e.Amount))
		num("pot", int(e.Pot))
		num("chips", int(e.Chips))
	case EvOrderThrow, EvThrow:
		dice()
		flag("first", e.First)
	case EvOrder:
		var o []int
		for _, s := range e.Order {
			if s >= 0 {
				o = append(o, int(s))
			}
		}
		ints("order", o)
	case EvTurn:
		num("turn", int(e.Turn))
		num("round", int(e.Round))
	case EvTurnLost:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
		num("turns", int(e.Turns))
	case EvWaits, EvHeld, EvReleased, EvToast, EvRest:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
	case EvChoice:
		j.word("choice", e.Choice.String())
	case EvMove:
		num("piece", int(e.Piece))
		num("from", int(e.From))
		num("to", int(e.To))
		num("steps", int(e.Steps))
		small("path", e.Walk(nil))
		flag("bounce", e.Bounce)
	case EvJump:
		num("piece", int(e.Piece))
		num("from", int(e.From))
		num("to", int(e.To))
	case EvSwap:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
		num("other", int(e.Other))
		num("otherPiece", int(e.OtherPiece))
		num("to", int(e.To))
		flag("freed", e.Freed)
	case EvBack:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
		num("other", int(e.Other))
		num("to", int(e.To))
	case EvLoseTurns:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
		num("turns", int(e.Turns))
	case EvBearOff:
		num("piece", int(e.Piece))
	case EvFinish:
		num("place", int(e.Place))
	case EvCollect:
		num("amount", int(e.Amount))
		num("chips", int(e.Chips))
	case EvGameOver:
		flag("draw", e.Draw)
	case EvAgain, EvAgainLimit:
		num("piece", int(e.Piece))
		num("square", int(e.Square))
	}
	j.b = append(j.b, '}')
	return j.b, nil
}

// Choice is one legal use of the dice in the team variation (§7.2), in one of
// three forms:
//   - the sum: Sum is true, First moves by the sum of the dice (Second is -1);
//   - a split: Second >= 0; First moves first by die Die (0 or 1, an index into
//     the pending dice), then Second by the other die (the dice have no order);
//   - one die alone: Sum is false and Second is -1; First moves by die Die and
//     the other die is unused (a lone piece bearing off exactly, §7.2).
//
// Die is omitted from JSON when 0, so choices written before it existed read
// back as they were meant: die 1 on First, then die 2 on Second.
type Choice struct {
	First  int8 `json:"first"`
	Second int8 `json:"second"`
	Sum    bool `json:"sum"`
	Die    int8 `json:"die,omitempty"`
}

// Split reports whether the choice uses the two dice on two pieces.
func (c Choice) Split() bool { return !c.Sum && c.Second >= 0 }

// Single reports whether the choice uses one die alone on one piece.
func (c Choice) Single() bool { return !c.Sum && c.Second < 0 }

// Counts is how far First and then Second move under the pending dice (0 for no move).
func (c Choice) Counts(pending []int8) (first, second int) {
	if c.Sum {
		for _, d := range pending {
			first += int(d)
		}
		return first, 0
	}
	if int(c.Die) >= len(pending) || c.Die < 0 {
		return 0, 0
	}
	first = int(pending[c.Die])
	if c.Second >= 0 && len(pending) == 2 {
		second = int(pending[1-c.Die])
	}
	return first, second
}

func (c Choice) String() string {
	switch {
	case c.Sum:
		return fmt.Sprintf("sum on piece %d", c.First+1)
	case c.Single():
		return fmt.Sprintf("die %d alone on piece %d", c.Die+1, c.First+1)
	case c.Die == 1:
		return fmt.Sprintf("die 2 on piece %d, then die 1 on piece %d", c.First+1, c.Second+1)
	}
	return fmt.Sprintf("die 1 on piece %d, die 2 on piece %d", c.First+1, c.Second+1)
}
