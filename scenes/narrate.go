package scenes

import (
	"fmt"
	"strings"

	"goose/engine"
)

// narrator turns events into the game log's plain sentences: one line a turn,
// built clause by clause as the events are shown.
type narrator struct {
	names  []string
	rules  *engine.Rules
	lines  []string // finished lines, oldest first
	cur    strings.Builder
	seat   int
	choice string // the words for the next EvChoice, made before the move
}

const maxLog = 200

func squareName(r *engine.Rules, sq int) string {
	switch r.Board.Squares[sq].Kind {
	case engine.Goose:
		return "a goose"
	case engine.Bridge:
		return "the bridge"
	case engine.Inn:
		return "the inn"
	case engine.DiceSquare:
		return "the dice"
	case engine.Well:
		return "the well"
	case engine.Maze:
		return "the maze"
	case engine.Prison:
		return "the prison"
	case engine.Death:
		return "death"
	case engine.Drink:
		return "the glass"
	case engine.Goal:
		return "the garden of the goose"
	}
	return ""
}

func (n *narrator) flush() {
	if n.cur.Len() == 0 {
		return
	}
	s := n.cur.String()
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	n.lines = append(n.lines, s)
	if len(n.lines) > maxLog {
		n.lines = n.lines[len(n.lines)-maxLog:]
	}
	n.cur.Reset()
}

// Current is the line being built, or the last finished one.
func (n *narrator) Lines() []string { return n.lines }

func (n *narrator) say(format string, a ...any) { fmt.Fprintf(&n.cur, format, a...) }

func (n *narrator) piece(seat, piece int) string {
	if !n.rules.Teams {
		return n.names[seat]
	}
	return fmt.Sprintf("%s's %s goose", n.names[seat], ordinal(piece))
}

func ordinal(i int) string {
	o := []string{"first", "second", "third", "fourth"}
	if i >= 0 && i < len(o) {
		return o[i]
	}
	return fmt.Sprintf("#%d", i+1)
}

func diceWords(e *engine.Event) string {
	switch e.NDice {
	case 1:
		return fmt.Sprint(e.Dice[0])
	case 2:
		return fmt.Sprintf("%d and %d", e.Dice[0], e.Dice[1])
	}
	return fmt.Sprintf("%d, %d and %d", e.Dice[0], e.Dice[1], e.Dice[2])
}

// Event adds what e says to the log.
func (n *narrator) Event(e *engine.Event) {
	r := n.rules
	name := func(s int8) string { return n.names[s] }
	switch e.Kind {
	case engine.EvStart:
		n.flush()
		n.say("A new game of %s begins", r.Name)
		n.flush()
	case engine.EvOrderThrow:
		n.flush()
		n.say("%s throws %s for the first turn", name(e.Seat), diceWords(e))
	case engine.EvOrderTie:
		n.flush()
		n.say("A tie: they throw again")
	case engine.EvOrder:
		n.flush()
		n.say("%s plays first", name(e.Seat))
		n.flush()
	case engine.EvTurn:
		n.flush()
		n.seat = int(e.Seat)
	case engine.EvThrow:
		if e.First {
			n.say("%s's first throw is %s", name(e.Seat), diceWords(e))
		} else {
			n.say("%s throws %s", name(e.Seat), diceWords(e))
		}
	case engine.EvChoice:
		if n.choice != "" {
			n.say(" and %s", n.choice)
			n.choice = ""
		} else {
			n.say(" and moves %s", choiceWords(e.Choice, n.rules))
		}
	case engine.EvNoMove:
		n.say(": no goose can move")
	case engine.EvMove:
		prefix := ":"
		if r.Teams && e.Cause == engine.CauseThrow {
			prefix = fmt.Sprintf("; the %s goose", ordinal(int(e.Piece)))
		}
		switch e.Cause {
		case engine.CauseGoose:
			if e.Bounce {
				n.say(", on to %d and back to %d", e.Peak, e.To)
			} else {
				n.say(", on to %d", e.To)
			}
		case engine.CauseOneDie:
			n.say(": one die alone reaches %d", e.To)
		default:
			if e.Bounce {
				n.say("%s to %d and back to %d", prefix, e.Peak, e.To)
			} else {
				n.say("%s to %d", prefix, e.To)
			}
		}
		if sn := squareName(r, int(e.To)); sn != "" && r.Board.Squares[e.To].Kind == engine.Goose {
			n.say(", a goose")
		}
	case engine.EvJump:
		switch e.Cause {
		case engine.CauseFirst:
			n.say(": straight to %d", e.To)
		case engine.CauseStart:
			n.say(": straight to %d", e.To)
		case engine.CauseBridge:
			n.say(", the bridge, across to %d", e.To)
		case engine.CauseMaze:
			n.say(", lost in the maze, back to %d", e.To)
		case engine.CauseDeath:
			n.say(": death! Back to the start")
		case engine.CauseDice:
			n.say(", the dice, to %d", e.To)
		default:
			n.say(", then to %d", e.To)
		}
	case engine.EvSwap:
		freed := ""
		if e.Freed {
			freed = ", set free,"
		}
		n.say("; %s%s goes back to %d", n.piece(int(e.Other), int(e.OtherPiece)), freed, e.To)
	case engine.EvBack:
		if e.Cause == engine.CauseStart {
			n.say(": %d is taken, so stays at the start", e.Square)
		} else {
			n.say(": %d is taken, so back to %d", e.Square, e.To)
		}
	case engine.EvLoseTurns:
		turns := "turn"
		if e.Turns > 1 {
			turns = fmt.Sprintf("%d turns", e.Turns)
		}
		switch e.Cause {
		case engine.CauseInn:
			n.say("; rests at the inn and loses the next %s", turns)
		case engine.CauseWell:
			n.say("; falls into the well and loses the next %s", turns)
		case engine.CausePrison:
			n.say("; thrown into prison for the next %s", turns)
		default:
			n.say("; loses the next %s", turns)
		}
	case engine.EvHeld:
		switch e.Cause {
		case engine.CauseWell:
			n.say("; falls into the well and waits for rescue")
		case engine.CausePrison:
			n.say("; thrown into prison until someone comes")
		}
	case engine.EvReleased:
		if e.Cause == engine.CauseDeadlock {
			n.flush()
			n.say("No one can move: %s is released from %s", name(e.Seat), squareName(r, int(e.Square)))
			n.flush()
		} else {
			n.say("; %s is no longer alone in %s", name(e.Seat), squareName(r, int(e.Square)))
		}
	case engine.EvTurnLost:
		what := squareName(r, int(e.Square))
		if what == "" {
			what = fmt.Sprintf("square %d", e.Square)
		}
		more := ""
		if e.Turns > 0 {
			more = fmt.Sprintf(" (%d more)", e.Turns)
		}
		if n.cur.Len() == 0 {
			n.say("%s loses a turn at %s%s", name(e.Seat), what, more)
		} else {
			n.say("; loses a turn at %s%s", what, more)
		}
	case engine.EvWaits:
		if n.cur.Len() == 0 {
			n.say("%s waits in %s", n.piece(int(e.Seat), int(e.Piece)), squareName(r, int(e.Square)))
		}
	case engine.EvToast:
		n.say("; raises a glass on 61")
	case engine.EvPay:
		switch e.Cause {
		case engine.CauseAnte:
			// the antes are summed up by the start line
		default:
			n.say("; %s pays a chip (pot %d)", name(e.Seat), e.Pot)
		}
	case engine.EvBearOff:
		n.say("; a goose reaches the garden")
	case engine.EvFinish:
		if e.Place == 1 {
			n.say("; %s reaches the garden of the goose and wins!", name(e.Seat))
		} else {
			n.say("; %s finishes %s", name(e.Seat), placeWord(int(e.Place)))
		}
	case engine.EvBroke:
		n.say("; %s is broke and out of the game", name(e.Seat))
	case engine.EvCollect:
		n.flush()
		n.say("%s takes the pot of %d chips", name(e.Seat), e.Amount)
		n.flush()
	case engine.EvGameOver:
		n.flush()
		if e.Draw {
			n.say("Everyone is held for good: the game is drawn")
			n.flush()
		}
	}
}

func placeWord(p int) string {
	switch p {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", p)
}

// choiceWords says a team-variation choice: "the second goose 5 with one die and the third 3 with the other".
func choiceWords(c engine.Choice, r *engine.Rules) string {
	if c.Sum {
		return fmt.Sprintf("the %s goose with both dice", ordinal(int(c.First)))
	}
	return fmt.Sprintf("the %s goose with the first die and the %s with the second", ordinal(int(c.First)), ordinal(int(c.Second)))
}
