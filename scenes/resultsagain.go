package scenes

import (
	"strings"

	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// Play again in an online room (issue 27): on the results each person
// seated taps Play again; the host deals the next game, in the same room
// and seats, once everyone still there has said yes, and every screen in
// the room, the watchers' too, follows into it. Meanwhile the results say
// who has said yes.

// deal is what a session has seen of the room's games: the one the
// screen shows, and the dice of the one last dealt, kept from its first
// update (nil: the screen came in in its middle and cannot check them).
type deal struct {
	game  int // the game the screen shows (View.Game)
	dice  *room.Dice
	phase room.Phase // as the last view said, and of which game
	seen  int
}

// see keeps what an update shows of the room's games: a game dealt (the
// room begun, or dealt again) starts its dice afresh.
func (d *deal) see(u *room.Update) {
	if v := u.Lobby; v != nil {
		if v.Phase == room.Playing && (d.phase != room.Playing || v.Game != d.seen) {
			d.dice = &room.Dice{Rules: v.Rules, Seats: len(v.Seats)}
		}
		d.phase, d.seen = v.Phase, v.Game
	}
	if d.dice != nil {
		d.dice.Add(u)
	}
}

// ended is the room's game over: the seat kept is forgotten (Play online
// has no game to take back), the connection kept for Play again.
func (s *session) ended(c *Context) {
	if !s.watching() {
		c.Store.Remove(store.OnlineName)
	}
}

// resultsAgain is Play again on the results of an online game.
type resultsAgain struct {
	s      *session // nil: not a room's game
	tapped bool     // this screen said yes
	follow bool     // the next game is dealt: the session goes on in it
	view   *room.View
	lang   *narrate.Language
	text   string // who has said yes
	note   string // the last refusal, or the connection's trouble
	// offered is whether offer said so when the screen was last laid out
	// again (relayout), on a change of the words or the button.
	offered  bool
	relayout func()
}

func newResultsAgain(p *Play, relayout func()) resultsAgain {
	if p.net == nil {
		return resultsAgain{}
	}
	return resultsAgain{s: p.net.s, relayout: relayout}
}

// offer reports whether this screen has a person to say yes, who has not.
func (a *resultsAgain) offer() bool {
	s := a.s
	if s == nil || s.closed || a.tapped || s.watching() || s.view == nil || s.view.Phase != room.Over {
		return false
	}
	for i := range s.view.Seats {
		if s.mine(i) && s.view.Seats[i].Level == "" && !said(s.view, i) {
			return true
		}
	}
	return false
}

// said reports whether seat i has said yes to the next game.
func said(v *room.View, i int) bool { return i < len(v.Again) && v.Again[i] }

// accept says yes for every seat at this screen; false: not a room's game.
func (a *resultsAgain) accept() bool {
	s := a.s
	if s == nil {
		return false
	}
	if s.cl.Again() != nil {
		a.note = say("net.offline")
		return true
	}
	for _, ls := range s.more {
		if ls.seat >= 0 && ls.cl != nil {
			ls.cl.Again()
		}
	}
	a.tapped = true
	return true
}

// update follows the room while the results show: who says yes, and the
// next game once it is dealt, where the screen goes.
func (a *resultsAgain) update(c *Context) Scene {
	s := a.s
	if s == nil || s.closed {
		return nil
	}
	s.poll(c)
	changed := false
	if s.problem != "" {
		a.note, s.problem = s.problem, ""
		a.tapped, changed = false, true // refused: the button again
	}
	if next := a.next(c); next != nil {
		return next
	}
	if s.view != a.view || narrate.Current() != a.lang {
		a.view, a.lang = s.view, narrate.Current()
		a.text, changed = a.words(), true
	}
	if o := a.offer(); o != a.offered || changed {
		a.offered = o
		a.relayout()
	}
	switch {
	case a.text == "":
	case a.offered:
		c.Shot("results-again") // someone said yes: the button, and who has
	case a.tapped && said(s.view, s.seat):
		c.Shot("results-again-waiting") // this screen's yes shown: waiting for the others
	}
	return nil
}

// next is the room's next game once it is dealt, where the screen goes;
// nil: not dealt yet, or its screen could not be made (s.problem says why).
func (a *resultsAgain) next(c *Context) Scene {
	s := a.s
	for i := range s.ups {
		if v := s.ups[i].Lobby; v != nil && v.Game > s.deal.game && v.Phase == room.Playing {
			s.ups, s.state, s.view = s.ups[i:], nil, v
			p, err := NewOnlinePlay(c, s)
			if err != nil {
				s.problem = err.Error()
				return nil
			}
			a.follow = true
			s.keep(c) // the new game's seat, to take back after a restart
			return p
		}
	}
	return nil
}

// words say who has said yes to the next game ("Play again? Ann: yes ·
// Ben: waiting"), once someone has; or the connection's trouble.
func (a *resultsAgain) words() string {
	v := a.s.view
	if v == nil || v.Phase != room.Over || len(v.Again) == 0 {
		return ""
	}
	var who []string
	for i, seat := range v.Seats {
		if seat.Level != "" || !seat.Taken {
			continue
		}
		id := narrate.ID("net.again.wait")
		if said(v, i) {
			id = "net.again.yes"
		}
		who = append(who, say(id, roomSeatName(v, i)))
	}
	return say("net.again.who", strings.Join(who, " · "))
}

// lines are the words under the results' table: who has said yes, and a
// refusal, in the small face: the story's charts below have little room
// to spare at 1280x720. (What becomes of a person gone is on the rules
// page: book.conv.playAgain.)
func (a *resultsAgain) lines() *form.Node {
	return form.Col(
		form.TextOf(func() string { return a.text }).In(form.Small).Ink(ui.Madder).Center().When(func() bool { return a.text != "" }),
		form.TextOf(func() string { return a.note }).In(form.Small).Ink(ui.Madder).Center().When(func() bool { return a.note != "" }),
	)
}

// leave closes the room's connection, unless the screen went on into the
// next game.
func (a *resultsAgain) leave(c *Context) {
	if a.s != nil && !a.follow {
		a.s.leave(c, false)
	}
}
