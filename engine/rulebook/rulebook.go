// Package rulebook writes the rules of a rule set in plain words, from the
// rules data itself, for the in-game rules page: what the page says is what
// the engine plays.
package rulebook

import (
	"fmt"
	"sort"
	"strings"

	"goose/engine"
)

// Say gives the text of a message of the game's words (scenes/narrate) in
// the player's language: the page's headings and its squares are said
// through it. (The other paragraphs are still written here, in English.)
type Say func(id string, args ...any) string

// Section is a heading and its paragraphs.
type Section struct {
	Title      string
	Paragraphs []string
}

// Write returns the rules of r, section by section.
func Write(r *engine.Rules, say Say) []Section {
	b := &r.Board
	goal := b.Goal()
	var out []Section
	add := func(title string, ps ...string) { out = append(out, Section{title, ps}) }

	dice := fmt.Sprintf("%d dice and moves by their total", r.Dice)
	order := "Everyone throws the dice; the highest total plays first, and those who tie for highest throw again among themselves. Play then goes round the table in seat order."
	if r.Dice == 1 {
		dice = "one die and moves by it"
		order = "Everyone throws the die; the highest plays first, and those who tie for highest throw again among themselves. Play then goes round the table in seat order."
	}
	if r.Order == engine.OrderSeat {
		order = "The first seat plays first; play goes round the table in seat order."
	}
	add(say("book.race"),
		fmt.Sprintf("The geese race along a spiral of %d squares, from the start (square 0, off the board, where any number may stand) to square %d, the garden of the goose, in the centre. Each turn a player throws %s.", goal, goal, dice),
		order)

	move := []string{fmt.Sprintf("A goose moves one square at a time. If it reaches %d with steps left over, it turns round and counts the rest backwards (from %d, a throw of 5 ends on %d).", goal, goal-3, goal-2)}
	if r.EitherDie {
		move = append(move, fmt.Sprintf("If one die alone would bring the goose exactly to %d, it goes there and wins; the other die is not used. The die must reach %d by its own count, straight: a die that would get there only through a goose does not count.", goal, goal))
	}
	if r.OneDieFrom > 0 {
		move = append(move, fmt.Sprintf("A goose on square %d or beyond throws one die only.", r.OneDieFrom))
	}
	add(say("book.moving"), move...)

	var throws []string
	for _, t := range r.StartThrows {
		throws = append(throws, fmt.Sprintf("%d and %d go straight to %d", t.A, t.B, t.To))
	}
	switch r.Start {
	case engine.StartFirstThrow:
		add(say("book.first"), fmt.Sprintf("On a player's very first throw only, %s. The goose rests there: the square does not act on this throw. (Without this rule a 9 from the start would fly from goose to goose straight to the garden.) A goose sent back to the start by death does not get this rule again.", strings.Join(throws, ", and ")))
	case engine.StartEveryThrow:
		add(say("book.fromStart"), fmt.Sprintf("Every throw made from square 0, also after death: %s; but if that square is taken, the goose stays on 0.", strings.Join(throws, ", and ")))
	}

	add(say("book.squares"), squares(r, say)...)
	for _, sq := range r.Board.Squares {
		if sq.Again || sq.Kind == engine.Again {
			add(say("book.again"), say("book.again.text"))
			break
		}
	}

	if r.Landing == engine.LandSwap {
		add(say("book.landing"),
			"Only the square where a goose finally comes to rest counts, after every goose, bridge, maze and bounce. If another player's goose stands there, it goes to the square where the mover started this turn, and the mover takes the square. The square it is sent to does not act on it. The start is shared and never exchanges.",
			"A goose that was held (in the well or prison, or asleep at the inn where a newcomer frees the sleeper) and is displaced this way is set free; the newcomer takes over the hold. Turns still owed at an inn where the newcomer does not free the sleeper are still owed.")
	} else if r.Landing == engine.LandShare {
		add(say("book.landing"), "Any number of geese may share any square: nobody is sent anywhere.")
	} else {
		add(say("book.landing"),
			"A goose whose move ends on a square taken by another goose goes back to the square it started the turn from; the other goose does not move. This holds everywhere but the well, the prison and the garden, and on the start too: a goose that death sends to 0 while another stands there goes back instead.")
	}

	win := fmt.Sprintf("The first player to rest exactly on %d wins.", goal)
	if r.Placings {
		win += " The race goes on for second, third and later places; a goose that finishes leaves the board, and the last one racing takes the last place."
	}
	add(say("book.winning"), win)

	if r.Teams {
		add(say("book.teams"),
			"Each player races 4 geese (2 with five or more players). The two dice may be used separately, one per goose, or their sum on one goose: the player chooses. The dice have no order: either die may be played first, and a split is allowed if one of its two orders is (the second move sees the board the first one left).",
			"A player's own geese may never share a square other than the start: a move that would put one on another is not allowed. When no use of the dice is possible, the turn passes.",
			fmt.Sprintf("When only one goose can move, the sum is used, except that a die whose exact count bears that goose off may be used alone (the other die is then unused). A goose reaching %d with the exact count of either die or of the sum is borne off. The first player to bear off every goose wins.", goal),
			"A goose in prison holds only that goose; at the inn or the well the whole player loses the turns. The first-throw rule goes by goose: it applies to the sum of a throw used on a goose that has not yet left the start.")
	}

	if r.Stakes.On {
		st := r.Stakes
		var pays []string
		for i, s := range b.Squares {
			if s.Pays {
				pays = append(pays, fmt.Sprintf("%d (%s)", i, kindName(s.Kind)))
			}
		}
		p := []string{fmt.Sprintf("Each player starts with %d chips and pays %d into the pot. The winner takes the pot when the game ends.", st.Purse, st.Ante)}
		if len(pays) > 0 {
			p = append(p, "Landing on one of these squares costs one chip, even if the goose is then sent on or back: "+strings.Join(pays, ", ")+".")
		}
		for i, s := range b.Squares {
			if s.PaysPerTurn {
				p = append(p, fmt.Sprintf("Each turn lost on square %d (%s) costs one chip.", i, kindName(s.Kind)))
			}
		}
		switch st.Swap {
		case engine.PayBoth:
			p = append(p, "When two geese change places, both players pay one chip.")
		case engine.PayDisplaced:
			p = append(p, "When two geese change places, the player sent back pays one chip.")
		case engine.PayMover:
			p = append(p, "A goose sent back because its square was taken costs its player one chip.")
		}
		if st.BrokeOut {
			p = append(p, "A player who owes a chip and has none is out of the game; their goose leaves the board. If only one player is left racing, they win and take the pot; if the last players go broke in the same move, the game is drawn and the pot stays.")
		} else {
			p = append(p, "A player with no chips left plays on, owing nothing more.")
		}
		add(say("book.stakes"), p...)
	}

	dl := "When every player still racing is held in the well or the prison, no one could ever move again: the player held longest is then released and plays their turn normally."
	if r.Deadlock == engine.DeadlockDraw {
		dl = "When every player still racing is held in the well or the prison, no one could ever move again: the game ends drawn."
		if r.Stakes.On && !r.Placings {
			dl += " No one takes the pot."
		} else if r.Stakes.On {
			dl += " The winner, if someone has already finished first, takes the pot."
		}
	}
	add(say("book.noMove"), dl)

	// Where the old rules are silent, Goose decides; the page says how.
	conv := []string{
		"Only the square where a move finally ends counts: squares passed over, and the square a displaced goose is sent to, do nothing.",
		"A goose moving backwards (after a bounce, from goose to goose) stops at the start if it gets there with steps left.",
	}
	if r.Teams {
		conv = append(conv,
			"With the dice used separately, if the first goose to move ends at the inn or the well, the other die still moves the other goose.",
			"\"Only one goose can move\" means one goose is free to move: not borne off, held, or losing turns.",
			"Two uses of the dice that leave the geese on the same squares are offered as one.")
		if r.OneDieFrom > 0 {
			conv = append(conv, fmt.Sprintf("One die is thrown only when every goose that may move stands on %d or beyond.", r.OneDieFrom))
		}
	}
	if r.Stakes.On && r.Placings {
		conv = append(conv, "The winner takes the pot when the last place is decided, with the chips paid during the race for places.")
	}
	add(say("book.conventions"), conv...)
	return out
}

func kindName(k engine.Kind) string {
	switch k {
	case engine.DiceSquare:
		return "dice"
	case engine.Drink:
		return "glass"
	}
	return k.String()
}

// squares describes every kind of special square, with the squares that have it.
func squares(r *engine.Rules, say Say) []string {
	goal := r.Board.Goal()
	byKind := map[engine.Kind][]int{}
	for i, s := range r.Board.Squares {
		if s.Kind != engine.Plain && s.Kind != engine.Goal {
			byKind[s.Kind] = append(byKind[s.Kind], i)
		}
	}
	kinds := make([]engine.Kind, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return byKind[kinds[i]][0] < byKind[kinds[j]][0] })
	var ps []string
	for _, k := range kinds {
		sqs := byKind[k]
		s := r.Board.Squares[sqs[0]]
		list := joinInts(sqs)
		var p string
		switch k {
		case engine.Goose:
			if r.Goose == engine.GooseNext {
				p = say("book.goose.next", list)
			} else {
				p = say("book.goose.same", list)
			}
			if s.Again {
				p += say("book.goose.again")
			}
		case engine.Bridge, engine.Maze, engine.Death, engine.Jump:
			name := say(map[engine.Kind]string{engine.Bridge: "book.name.bridge", engine.Maze: "book.name.maze", engine.Death: "book.name.death", engine.Jump: "book.name.jump"}[k])
			for _, q := range sqs {
				to := r.Board.Squares[q].To
				dest := say("book.toSquare", int(to))
				if to == 0 {
					dest = say("book.toStart")
				}
				p += say("book.jump", name, q, dest)
			}
			if s.Again {
				p += say("book.jump.again")
				if k == engine.Bridge {
					p += say("book.bridge.rhyme")
				}
			} else {
				p += say("book.jump.on")
			}
		case engine.DiceSquare:
			p = say("book.dice", list)
			if s.Again {
				p += say("book.dice.again")
			}
		case engine.Again:
			p = say("book.againSquare", list)
		case engine.Drink:
			p = say("book.drink", list)
		default:
			name := say(map[engine.Kind]string{engine.Inn: "book.name.inn", engine.Well: "book.name.well", engine.Prison: "book.name.prison", engine.Skip: "book.name.skip"}[k])
			p = say("book.hold", name, list, holdWords(r, s, say))
		}
		ps = append(ps, p)
	}
	ps = append(ps, say("book.garden", goal))
	return ps
}

func holdWords(r *engine.Rules, s engine.Square, say Say) string {
	var p string
	switch {
	case s.Hold == engine.HoldRescue && r.Landing == engine.LandShare:
		p = say("book.hold.rescueShare")
	case s.Hold == engine.HoldRescue:
		p = say("book.hold.rescue")
	case s.Hold == engine.HoldAlone:
		p = say("book.hold.alone")
	case s.Turns > 0:
		p = say("book.loses", int(s.Turns))
	}
	if s.Turns > 0 && s.Rescue {
		p += say("book.hold.sooner")
	}
	if r.Teams && s.Piece {
		p += say("book.hold.teams")
	}
	return p
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
