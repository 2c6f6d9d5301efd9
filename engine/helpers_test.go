package engine

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// table is a game under test with scripted dice: each roll appends the dice it
// means to throw and checks that the turn used exactly those (so a turn that
// throws one die, or none, when the rules say two, fails).
type table struct {
	t    *testing.T
	g    *Game
	dice *Script
}

// newTable builds a preset with options, seats in seat order (unless opts says
// otherwise), places the seats' pieces (places[i] for seat i) and begins.
// Pieces placed off the start have made their first throw (Game.Place).
func newTable(t *testing.T, preset, opts string, seats int, places ...[]int) *table {
	t.Helper()
	r, err := Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply("order=seat," + opts); err != nil {
		t.Fatal(err)
	}
	return newTableRules(t, r, seats, places...)
}

func newTableRules(t *testing.T, r Rules, seats int, places ...[]int) *table {
	t.Helper()
	sc, _ := NewScript()
	g, err := New(r, seats, sc)
	if err != nil {
		t.Fatal(err)
	}
	for s, p := range places {
		if err := g.Place(s, p...); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Play(Begin); err != nil {
		t.Fatal(err)
	}
	return &table{t: t, g: g, dice: sc}
}

// roll plays the current seat's turn with these dice and describes what happened.
func (x *table) roll(dice ...int) []string {
	x.t.Helper()
	x.dice.Values = append(x.dice.Values, dice...)
	ev, err := x.g.Play(Roll)
	if err != nil {
		x.t.Fatalf("roll %v: %v", dice, err)
	}
	if left := x.dice.Left(); left != 0 {
		x.t.Fatalf("roll %v: %d dice were not thrown: %v", dice, left, describe(ev))
	}
	return describe(ev)
}

// choose plays a team-variation choice and describes what happened.
func (x *table) choose(c Choice) []string {
	x.t.Helper()
	ev, err := x.g.Play(Choose(c))
	if err != nil {
		x.t.Fatalf("choose %v: %v", c, err)
	}
	return describe(ev)
}

// sq is where seat s's piece p stands.
func (x *table) sq(s, p int) int { return x.g.State.Seats[s].Pieces[p].Square }

// stateJSON is the whole game (rules, state, dice) as saved.
func stateJSON(t *testing.T, g *Game) []byte {
	t.Helper()
	b, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// who names a seat's piece: "1" is seat 1's first piece, "1/2" its third.
func who(e *Event) string {
	if e.Piece == 0 {
		return fmt.Sprint(e.Seat)
	}
	return fmt.Sprintf("%d/%d", e.Seat, e.Piece)
}

func diceText(e *Event) string {
	d := make([]string, e.NDice)
	for i := range d {
		d[i] = fmt.Sprint(e.Dice[i])
	}
	return strings.Join(d, "+")
}

// describe writes events as short lines that tests compare; EvStart and EvTurn
// are left out (every turn has one). A move lists every square it enters.
func describe(evs []Event) []string {
	var out []string
	for i := range evs {
		e := &evs[i]
		var s string
		switch e.Kind {
		case EvStart, EvTurn:
			continue
		case EvPay:
			s = fmt.Sprintf("pay %d %d %s pot %d chips %d", e.Seat, e.Amount, e.Cause, e.Pot, e.Chips)
		case EvOrderThrow:
			s = fmt.Sprintf("orderThrow %d %s", e.Seat, diceText(e))
		case EvOrderTie:
			var t []string
			for i := 0; i < MaxSeats; i++ {
				if e.InSeats(i) {
					t = append(t, fmt.Sprint(i))
				}
			}
			s = "tie " + strings.Join(t, " ")
		case EvOrder:
			var o []string
			for _, v := range e.Order {
				if v >= 0 {
					o = append(o, fmt.Sprint(v))
				}
			}
			s = "order " + strings.Join(o, " ")
		case EvTurnLost:
			s = fmt.Sprintf("lost %s %d %s left %d", who(e), e.Square, e.Cause, e.Turns)
		case EvWaits:
			s = fmt.Sprintf("waits %s %d %s", who(e), e.Square, e.Cause)
		case EvThrow:
			s = fmt.Sprintf("throw %d %s", e.Seat, diceText(e))
			if e.First {
				s += " first"
			}
		case EvChoice:
			s = fmt.Sprintf("choice %d %v", e.Seat, e.Choice)
		case EvNoMove:
			s = fmt.Sprintf("noMove %d", e.Seat)
		case EvMove:
			path := e.Walk(nil)
			p := make([]string, len(path))
			for i, v := range path {
				p[i] = fmt.Sprint(v)
			}
			s = fmt.Sprintf("move %s %d→%d %s %d [%s]", who(e), e.From, e.To, e.Cause, e.Steps, strings.Join(p, " "))
			if e.Bounce {
				s += " bounce"
			}
		case EvJump:
			s = fmt.Sprintf("jump %s %d→%d %s", who(e), e.From, e.To, e.Cause)
		case EvSwap:
			s = fmt.Sprintf("swap %s on %d: %d/%d to %d", who(e), e.Square, e.Other, e.OtherPiece, e.To)
			if e.Freed {
				s += " freed"
			}
		case EvBack:
			s = fmt.Sprintf("back %s from %d (%d there) to %d", who(e), e.Square, e.Other, e.To)
			if e.Cause != CauseNone {
				s += " " + e.Cause.String()
			}
		case EvRest:
			s = fmt.Sprintf("rest %s %d", who(e), e.Square)
		case EvLoseTurns:
			s = fmt.Sprintf("loseTurns %s %d %s %d", who(e), e.Square, e.Cause, e.Turns)
		case EvHeld:
			s = fmt.Sprintf("held %s %d %s", who(e), e.Square, e.Cause)
		case EvReleased:
			s = fmt.Sprintf("released %s %d", who(e), e.Square)
			if e.Cause != CauseNone {
				s += " " + e.Cause.String()
			}
		case EvToast:
			s = fmt.Sprintf("toast %s %d", who(e), e.Square)
		case EvBearOff:
			s = fmt.Sprintf("bearOff %s", who(e))
		case EvFinish:
			s = fmt.Sprintf("finish %d place %d", e.Seat, e.Place)
		case EvBroke:
			s = fmt.Sprintf("broke %d %s", e.Seat, e.Cause)
		case EvCollect:
			s = fmt.Sprintf("collect %d %d chips %d", e.Seat, e.Amount, e.Chips)
		case EvGameOver:
			if e.Draw {
				s = fmt.Sprintf("gameOver %d draw", e.Seat)
			} else {
				s = fmt.Sprintf("gameOver %d", e.Seat)
			}
		case EvAgain:
			s = fmt.Sprintf("again %s %d", who(e), e.Square)
		default:
			s = e.Kind.String()
		}
		out = append(out, s)
	}
	return out
}

// same fails the test, showing both lists, if got is not want.
func same(t *testing.T, what string, got, want []string) {
	t.Helper()
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got: %s\nwant: %s", what, strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
}

// has reports whether one of the lines starts with prefix.
func has(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// unchanged checks an action that failed left the saved game byte for byte as it was.
func unchanged(t *testing.T, g *Game, before []byte, what string) {
	t.Helper()
	if after := stateJSON(t, g); !bytes.Equal(before, after) {
		t.Errorf("%s changed the game:\nbefore %s\nafter  %s", what, before, after)
	}
}
