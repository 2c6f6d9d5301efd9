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
// the player's language: every sentence of the page is said through it.
type Say func(id string, args ...any) string

// Section is a heading and its paragraphs.
type Section struct {
	Title      string
	Paragraphs []string
	// Squares, in the section on the special squares, is by paragraph the
	// first square of the kind it tells of (the garden's for the last): the
	// page pictures it beside the words.
	Squares []int
}

// Write returns the rules of r, section by section.
func Write(r *engine.Rules, say Say) []Section {
	b := &r.Board
	goal := b.Goal()
	var out []Section
	add := func(title string, ps ...string) { out = append(out, Section{Title: title, Paragraphs: ps}) }

	dice := say("book.dice.n", r.Dice)
	order := say("book.order.dice")
	if r.Dice == 1 {
		dice = say("book.dice.1")
		order = say("book.order.die")
	}
	if r.Order == engine.OrderSeat {
		order = say("book.order.seat")
	}
	add(say("book.race"), say("book.race.text", goal, goal, dice), order)

	move := []string{say("book.move", goal, goal-3, goal-2)}
	if r.EitherDie {
		move = append(move, say("book.eitherDie", goal, goal))
	}
	if r.OneDieFrom > 0 {
		move = append(move, say("book.oneDieFrom", r.OneDieFrom))
	}
	add(say("book.moving"), move...)

	var throws []string
	for _, t := range r.StartThrows {
		throws = append(throws, say("book.startThrow", t.A, t.B, t.To))
	}
	switch r.Start {
	case engine.StartFirstThrow:
		add(say("book.first"), say("book.first.text", strings.Join(throws, say("book.and"))))
	case engine.StartEveryThrow:
		add(say("book.fromStart"), say("book.fromStart.text", strings.Join(throws, say("book.and"))))
	}

	ps, first := squares(r, say)
	out = append(out, Section{Title: say("book.squares"), Paragraphs: ps, Squares: first})
	var shared, rescued []int // holds while alone (any number stand there); squares where a newcomer frees
	again, loops := false, false
	for i, sq := range b.Squares {
		again = again || sq.Again || sq.Kind.Does() == engine.DoesAgain
		if sq.Hold == engine.HoldAlone {
			shared = append(shared, i)
		}
		if sq.Hold == engine.HoldRescue || sq.Rescue {
			rescued = append(rescued, i)
		}
		// A jump (or a chain of them) onto a goose can lead back to itself: the hop limit can matter.
		to := i
		for n := 0; n <= goal && b.Squares[to].Kind.Jumps() && !b.Squares[to].Again; n++ {
			to = b.Squares[to].To
		}
		loops = loops || (to != i && b.Squares[to].Kind.Does() == engine.DoesFly)
	}
	if again {
		p := []string{say("book.again.text", engine.MaxAgain)}
		if len(shared) > 0 {
			p = append(p, say("book.again.alone"))
		}
		switch r.Landing {
		case engine.LandSwap:
			p = append(p, say("book.again.swap"))
		case engine.LandBack:
			p = append(p, say("book.again.back"))
		}
		add(say("book.again"), p...)
	}

	var land []string
	switch r.Landing {
	case engine.LandSwap:
		land = []string{say("book.landing.swap"), say("book.landing.swapHeld")}
	case engine.LandShare:
		land = []string{say("book.landing.share")}
	default:
		land = []string{say("book.landing.back")}
		if len(rescued) > 0 {
			land = append(land, say("book.landing.backRescue", joinInts(rescued)))
		}
	}
	if len(shared) > 0 && r.Landing != engine.LandShare {
		land = append(land, say("book.landing.shared", joinInts(shared)))
	}
	add(say("book.landing"), land...)

	win := say("book.win", goal)
	if r.Placings {
		win += say("book.win.placings")
	}
	add(say("book.winning"), win)

	if r.Teams {
		own := say("book.teams.own")
		if len(shared) > 0 && r.Landing != engine.LandShare {
			own += " " + say("book.teams.squeeze")
		}
		if r.Dice == 2 {
			add(say("book.teams"), say("book.teams.dice"), own, say("book.teams.one", goal), say("book.teams.held"))
		} else { // one die or three: no split (§7.2 splits two)
			add(say("book.teams"), say("book.teams.sum", goal), own, say("book.teams.held"))
		}
	}

	if r.Stakes.On {
		st := r.Stakes
		var pays []string
		for i, s := range b.Squares {
			if s.Pays {
				pays = append(pays, say("book.stakes.square", i, kindName(s.Kind, say)))
			}
		}
		p := []string{say("book.stakes.purse", st.Purse, st.Ante)}
		if len(pays) > 0 {
			p = append(p, say("book.stakes.pays", strings.Join(pays, ", ")))
		}
		for i, s := range b.Squares {
			if s.PaysPerTurn {
				p = append(p, say("book.stakes.perTurn", i, kindName(s.Kind, say)))
			}
		}
		// Who pays when a move ends on a taken square; under share none does (§7.1).
		if id, ok := payIDs[[2]uint8{uint8(r.Landing), uint8(st.Swap)}]; ok {
			p = append(p, say(id))
		}
		if st.BrokeOut {
			p = append(p, say("book.stakes.brokeOut"))
		} else {
			p = append(p, say("book.stakes.brokeOn"))
		}
		add(say("book.stakes"), p...)
	}

	dl := say("book.deadlock.release")
	if r.Deadlock == engine.DeadlockDraw {
		dl = say("book.deadlock.draw")
		if r.Stakes.On && !r.Placings {
			dl += say("book.deadlock.noPot")
		} else if r.Stakes.On {
			dl += say("book.deadlock.winnerPot")
		}
	}
	add(say("book.noMove"), dl)

	// Where the old rules are silent, Goose decides; the page says how.
	conv := []string{say("book.conv.end"), say("book.conv.back")}
	if loops {
		conv = append(conv, say("book.conv.hops", goal))
	}
	if r.Teams {
		if r.Dice == 2 {
			conv = append(conv, say("book.conv.teamsInn"))
		}
		conv = append(conv, say("book.conv.teamsOne"), say("book.conv.teamsSame"))
		if r.OneDieFrom > 0 {
			conv = append(conv, say("book.conv.teamsOneDie", r.OneDieFrom))
		}
	}
	if r.Stakes.On && r.Placings {
		conv = append(conv, say("book.conv.potPlacings"))
	}
	conv = append(conv, say("book.conv.luck"), say("book.conv.fairDice"), say("book.conv.playAgain"))
	add(say("book.conventions"), conv...)
	return out
}

// payIDs say who pays a chip under each landing (engine.Landing) and stakes scheme (engine.SwapPays).
var payIDs = map[[2]uint8]string{
	{uint8(engine.LandSwap), uint8(engine.PayBoth)}:      "book.stakes.payBoth",
	{uint8(engine.LandSwap), uint8(engine.PayDisplaced)}: "book.stakes.payDisplaced",
	{uint8(engine.LandSwap), uint8(engine.PayMover)}:     "book.stakes.payMoverSwap",
	{uint8(engine.LandBack), uint8(engine.PayBoth)}:      "book.stakes.payBothBack",
	{uint8(engine.LandBack), uint8(engine.PayDisplaced)}: "book.stakes.payDisplacedBack",
	{uint8(engine.LandBack), uint8(engine.PayMover)}:     "book.stakes.payMover",
}

// kindName names a kind of square as the log does ("the bridge").
func kindName(k engine.Kind, say Say) string {
	if k.Def().Words&engine.SaysName != 0 {
		return say(k.Word("square"))
	}
	return k.String()
}

// squares describes every kind of special square, with the squares that
// have it, and gives the first of them for each paragraph.
func squares(r *engine.Rules, say Say) (ps []string, first []int) {
	goal := r.Board.Goal()
	byKind := map[engine.Kind][]int{}
	for i, s := range r.Board.Squares {
		if s.Kind != engine.Plain && s.Kind.Does() != engine.DoesWin {
			byKind[s.Kind] = append(byKind[s.Kind], i)
		}
	}
	kinds := make([]engine.Kind, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return byKind[kinds[i]][0] < byKind[kinds[j]][0] })
	for _, k := range kinds {
		sqs := byKind[k]
		first = append(first, sqs[0])
		s := r.Board.Squares[sqs[0]]
		list := joinInts(sqs)
		var p string
		d := k.Def()
		switch {
		case d.Does == engine.DoesFly:
			if r.Goose == engine.GooseNext {
				p = say("book.goose.next", list) + say("book.goose.nextFirst")
			} else {
				p = say("book.goose.same", list)
			}
			if s.Again {
				p += say("book.goose.again")
			}
		case d.Does == engine.DoesJump && !d.OncePerMove:
			name := say(k.Word("book.name"))
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
				if d.Words&engine.SaysRhyme != 0 {
					p += say(k.Word("book", ".rhyme"))
				}
			} else {
				p += say("book.jump.on")
			}
		case d.Does == engine.DoesJump: // once a move: the dice
			p = say("book.dice", list)
			if s.Again {
				p += say("book.dice.again")
			}
		case d.Does == engine.DoesAgain:
			p = say("book.againSquare", list)
		case d.Does == engine.DoesToast:
			p = say("book.drink", list)
		default:
			name := say(k.Word("book.name"))
			p = say("book.hold", name, list, holdWords(r, s, say))
		}
		ps = append(ps, p)
	}
	ps = append(ps, say("book.garden", goal))
	return ps, append(first, goal)
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
	if s.Turns > 0 && s.Rescue && r.Landing == engine.LandShare {
		p += say("book.hold.soonerShare")
	} else if s.Turns > 0 && s.Rescue {
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
