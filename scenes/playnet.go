package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/scenes/table"
	"goose/ui"
)

// netTable is an online room as the play screen's table: the host
// decides everything, and its updates are the changes shown, one at a
// time as the screen is ready for them; this client's seats throw and
// choose as people do at home, but the action goes to the host, which
// plays it (or refuses it) for everyone.
type netTable struct {
	c    *Context
	s    *session
	g    *engine.Game // the host's game as far as shown: a mirror, never played
	sent bool         // an action is on its way: wait for the host's answer
	// rec is the game as the host played it (its actions, then its seed at
	// the end), kept as a game played here is, once the seed is known.
	rec     *room.Room
	shown   []engine.Event // every event shown (tests compare the stream)
	evs     []engine.Event
	problem string
	dice    *room.Dice // the host's promise of the seed, checked at the end (nil: the game not seen whole)
	fair    error      // the check's verdict (room.CheckDice), once the seed is out
}

// netPlay is what an online room adds to the play screen: the creator's
// buttons, in the paused game's menu, that give the seat of a person who
// has gone to a computer; the reconnect banner; "(you)" by this screen's
// seats.
type netPlay struct {
	s     *session
	watch watchWords
	said  saidReactions
}

// NewOnlinePlay opens the play scene on the room the session sits in.
func NewOnlinePlay(c *Context, s *session) (*Play, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	t := &netTable{c: c, s: s, g: g}
	s.deal.game = s.view.Game
	if t.dice = s.deal.dice; t.dice != nil { // seen from its first update: the whole game can be kept
		t.rec = &room.Room{Code: room.LocalCode, Phase: room.Playing, Rules: g.Rules, Seats: roomSeats(s.setup()), When: recordTime(), Local: true}
	}
	p, err := newPlay(c, s.setup(), t, 0)
	if err != nil {
		return nil, err
	}
	p.net = &netPlay{s: s}
	p.extra = p.net
	return p, nil
}

func (t *netTable) Game() *engine.Game { return t.g }
func (t *netTable) Record() *room.Room {
	if t.rec == nil || t.rec.Phase != room.Over {
		return nil // its dice are the host's secret until the end
	}
	return t.rec
}
func (t *netTable) Keeps() table.Keep { return table.KeepFinished }
func (t *netTable) Leave()            { t.s.leave(t.c, false) } // the seat is kept: Play online takes it back
func (t *netTable) Who(i int) table.Who {
	if t.s.mine(i) {
		return table.Person
	}
	return table.Away
}

// Poll reads the host's replies every tick, drawing or not.
func (t *netTable) Poll() string {
	s := t.s
	s.poll(t.c)
	if s.problem != "" {
		t.problem, s.problem = s.problem, ""
		t.sent = false // refused: the seat may try again
	}
	pr := t.problem
	t.problem = ""
	return pr
}

// Waiting: an update to show, an action's answer, the connection, or the
// seat's own connection behind the room's last update (its action would
// be stale).
func (t *netTable) Waiting() bool {
	s := t.s
	if len(s.ups) > 0 || t.sent || s.offline {
		return true
	}
	cur := t.g.Current()
	return s.mine(cur) && s.conn(cur).Last() < s.cl.Last()
}

// Act sends the action of the seat to play through that seat's connection.
func (t *netTable) Act(a engine.Action) error {
	if err := t.s.conn(t.g.Current()).Act(a); err != nil {
		return errors.New(say("net.offline"))
	}
	t.sent = true
	return nil
}

// Next takes the host's next update: the game's state as the host has it,
// and its events to animate.
func (t *netTable) Next() (table.Step, bool) {
	s := t.s
	if len(s.ups) == 0 {
		return table.Step{}, false
	}
	u := &s.ups[0]
	s.ups = s.ups[1:]
	if s.mine(u.Seat) && u.Action != nil {
		t.sent = false
	}
	if u.Lobby != nil {
		s.deal.game = u.Lobby.Game
	}
	if u.State == nil {
		return table.Step{Seat: u.Seat, Lobby: u.Lobby}, true
	}
	if err := mirror(t.g, u.State); err != nil {
		t.problem = err.Error()
		return table.Step{}, false
	}
	st := table.StepOf(u, &t.evs)
	t.shown = append(t.shown, st.Events...)
	if u.Seed != nil && t.rec != nil { // the game is over: its dice may be known
		t.rec.Seed, t.rec.Phase = *u.Seed, room.Over
		t.rec.Actions = append(replay.Actions(nil), t.dice.Actions...)
		t.check(u)
	}
	if t.g.Over() {
		s.ended(t.c)
	}
	return st, true
}

func (n *netPlay) update(c *Context, p *Play) Scene {
	n.watch.follow(n.s)
	n.said.follow(c, p, n.s)
	return nil
}
func (n *netPlay) seated(p *Play)         { p.pause.words() } // the seats a computer may take
func (n *netPlay) layout(*Context, *Play) {}

// draw says, across the top of the board, that the connection is down.
func (n *netPlay) draw(dst *ebiten.Image, c *Context) {
	n.watch.draw(dst, c)
	n.said.draw(dst, c)
	if !n.s.offline {
		return
	}
	th := c.Th
	h := th.S(44)
	ui.FillRect(dst, 0, 0, float64(c.W), h, ui.Madder)
	ui.TextMid(dst, n.s.offlineText, th.Body, float64(c.W)/2, h/2, ui.Paper, ui.Center)
}
