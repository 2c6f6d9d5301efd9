package narrate

import "strings"

// Header heads the play HUD: the rules, the round, and the pot under stakes.
func Header(rulesName string, round int, stakes bool, pot int) Message {
	name := RulesName(rulesName)
	if stakes {
		return M("hud.header.pot", name, max(round, 1), pot)
	}
	return M("hud.header", name, max(round, 1))
}

// SeatStatus is what the HUD says of a seat; Pieces are its geese's squares
// (-1 for a goose home), one for a seat without a team.
type SeatStatus struct {
	Name   string
	Team   bool // the team variation: the geese by number
	Out    bool
	Place  int
	Pieces []int
	Held   bool
	Owed   int
}

// Seat is a seat's line in the HUD: "Ann — square 12, loses 1" (its chips
// are a figure beside its coins).
func Seat(s *SeatStatus) string {
	var b strings.Builder
	switch {
	case s.Out:
		b.WriteString(current.Text(M("hud.out")))
	case s.Place > 0:
		b.WriteString(current.Text(M("hud.place", Place(s.Place))))
	default:
		for j, sq := range s.Pieces {
			if j > 0 {
				b.WriteString(", ")
			}
			switch {
			case sq < 0:
				b.WriteString(current.Text(M("hud.home")))
			case s.Team:
				b.WriteString(current.Text(M("hud.piece", sq)))
			case sq == 0:
				b.WriteString(current.Text(M("hud.start")))
			default:
				b.WriteString(current.Text(M("hud.square", sq)))
			}
		}
		if s.Held {
			b.WriteString(current.Text(M("hud.held")))
		} else if s.Owed > 0 {
			b.WriteString(current.Text(M("hud.loses", s.Owed)))
		}
	}
	return current.Text(M("hud.seat", s.Name, b.String()))
}

// ToPlay prompts the seat whose turn it is.
func ToPlay(name string, person bool) Message {
	if person {
		return M("hud.yourTurn", name)
	}
	return M("hud.toPlay", name)
}

// Awaited is the turn of a person at another screen (an online room's).
func Awaited(name string) Message { return M("hud.awayTurn", name) }

// Choose prompts a person to choose how to use the dice.
func Choose(name string) Message { return M("hud.choose", name) }

// Throw is the throw button of a person's turn.
func Throw(name string) Message { return M("hud.throw", name) }

// Headline heads the results: the winner, or how the game was drawn.
func Headline(winner string, draw, everyoneBroke bool) Message {
	switch {
	case draw && everyoneBroke:
		return M("results.broke")
	case draw:
		return M("results.held")
	case winner != "":
		return M("results.win", winner)
	}
	return M("results.over")
}
