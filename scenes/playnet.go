package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/engine/replay"
	"goose/ui"
)

// netPlay is a game played over the network in the play scene: the host
// decides everything, and its updates take the place of the engine's
// answers, one at a time as the screen is ready for them; this client's
// seat throws and chooses as a person does at home, but the action goes
// to the host, which plays it (or refuses it) for everyone.
type netPlay struct {
	s    *session
	sent bool // an action is on its way: wait for the host's answer
	// rec is the game as the host played it (its actions, then its seed at
	// the end), kept as a replay like a game played here.
	rec *replay.Replay
	// shown counts the events fed to the screen (tests compare the stream).
	shown []engine.Event
	// hand are the creator's buttons, in the paused game's menu, that give
	// the seat of a person who has gone to a computer.
	hand []ui.Button
}

// NewOnlinePlay opens the play scene on the room the session sits in.
func NewOnlinePlay(c *Context, s *session) (*Play, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	p, err := NewPlay(c, s.setup(), g)
	if err != nil {
		return nil, err
	}
	p.net = &netPlay{s: s}
	p.pause.buttons[1].Hidden = true // Restart: the room's game is not this table's to deal again
	p.net.words(p)
	if len(s.state) == 0 { // from the first update: the whole game can be kept
		st := s.setup()
		p.net.rec = newRecord(g, st, 0)
	}
	return p, nil
}

// next shows the host's next update when the screen is ready for it, or
// lets this client's seat act when the host awaits it.
func (n *netPlay) next(c *Context, p *Play) {
	s := n.s
	if len(s.ups) > 0 {
		if p.g.Due() == engine.ActBegin || p.show.Due() {
			n.show(c, p)
		}
		return
	}
	g := p.g
	if n.sent || g.Over() || s.offline || !p.show.Due() || !s.mine(g.Current()) {
		return
	}
	if s.conn(g.Current()).Last() < s.cl.Last() {
		return // the seat's own connection has not heard the room's last update: its action would be stale
	}
	switch g.Due() {
	case engine.ActRoll:
		if !g.WillThrow() || c.Opt.Autoplay || p.hud.throw(c, p.names[g.Current()]) {
			n.act(p, engine.Roll) // a turn lost is still the seat's to play: the host says what it costs
		}
	case engine.ActChoose:
		if c.Opt.Autoplay { // the seat's computer (NewPlay gives every seat one) chooses
			if ch, ok := p.cpu.choose(g, g.Current(), p.speed(c)); ok {
				n.act(p, engine.Choose(ch))
			}
			return
		}
		if !p.picker.open() {
			p.picker.offer(g)
			p.layoutChoices(c)
		}
		p.markChoices(c)
		if ch, ok := p.picker.update(&c.In, g); ok {
			n.act(p, engine.Choose(ch))
		}
	}
}

// act sends the action of the seat to play through that seat's connection.
func (n *netPlay) act(p *Play, a engine.Action) {
	if err := n.s.conn(p.g.Current()).Act(a); err != nil {
		p.hud.setNote(say("net.offline"))
		return
	}
	n.sent = true
}

// show takes the next update: the game's state as the host has it, and
// its events to animate.
func (n *netPlay) show(c *Context, p *Play) {
	s := n.s
	u := s.ups[0]
	s.ups = s.ups[1:]
	if n.s.mine(u.Seat) && u.Action != nil {
		n.sent = false
	}
	if u.Lobby != nil { // a seat handed to a computer: the prompt says so
		for i, st := range u.Lobby.Seats {
			if l, err := player.ParseLevel(st.Level); err == nil && st.Level != "" && i < len(p.cpu.players) && p.cpu.players[i] == nil {
				p.cpu.players[i], p.cpu.levels[i] = player.NewUntil(l, 0, p.cpu.gone), l
			}
		}
		n.words(p)
	}
	if u.State == nil {
		return
	}
	if err := mirror(p.g, u.State); err != nil {
		p.hud.setNote(err.Error())
		return
	}
	evs := make([]engine.Event, len(u.Events))
	for i := range u.Events {
		evs[i] = engine.Event(u.Events[i])
	}
	n.shown = append(n.shown, evs...)
	p.show.Feed(evs, p.speed(c).Pause())
	p.odds.moved()
	if n.rec != nil && u.Action != nil {
		n.rec.Record(*u.Action)
	}
	if u.Seed != nil && n.rec != nil { // the game is over: its dice may be known
		n.rec.Seed = *u.Seed
		p.record.rec = n.rec
		p.record.keep(c, p.g, p.names)
	}
	if g := p.g; g.Over() {
		s.leave(c, true)
	}
	shootPlay(c, p.g.State.Turn)
}

// poll reads the host's replies every tick, drawing or not.
func (n *netPlay) poll(c *Context, p *Play) {
	s := n.s
	s.poll(c)
	if s.problem != "" {
		p.hud.setNote(s.problem)
		s.problem = ""
		n.sent = false // refused: the seat may try again
	}
}

// drawOffline says, across the top of the board, that the connection is down.
func (n *netPlay) drawOffline(dst *ebiten.Image, c *Context) {
	if !n.s.offline {
		return
	}
	th := c.Th
	h := th.S(44)
	ui.FillRect(dst, 0, 0, float64(c.W), h, ui.Madder)
	ui.TextMid(dst, n.s.offlineText, th.Body, float64(c.W)/2, h/2, ui.Paper, ui.Center)
}

// words labels the creator's buttons: one for each seat another person holds.
func (n *netPlay) words(p *Play) {
	v := n.s.view
	if v == nil {
		return
	}
	for len(n.hand) < len(v.Seats) {
		n.hand = append(n.hand, ui.Button{})
	}
	for i, st := range v.Seats {
		n.hand[i].Label = say("net.handSeat", p.names[i])
		n.hand[i].Hidden = n.s.seat != v.Creator || n.s.mine(i) || st.Level != ""
	}
}

// layoutHand puts the buttons under the paused game's menu.
func (n *netPlay) layoutHand(c *Context, pm *pauseMenu) {
	th := c.Th
	last := pm.buttons[len(pm.buttons)-1].Rect
	y := float64(last.Max.Y) + th.S(24)
	for i := range n.hand {
		if n.hand[i].Hidden {
			continue
		}
		n.hand[i].Rect = ui.Rect(float64(last.Min.X)-th.S(60), y, float64(last.Dx())+th.S(120), th.S(44))
		y += th.S(52)
	}
	pm.setRing(n.hand) // Tab comes to them too
}

// updateHand reads the buttons: true when a seat was given.
func (n *netPlay) updateHand(c *Context, p *Play) bool {
	for i := range n.hand {
		if n.hand[i].Update(&c.In) {
			if err := n.s.cl.Hand(i, player.Normal.String()); err != nil {
				p.hud.setNote(say("net.offline"))
			}
			return true
		}
	}
	return false
}

func (n *netPlay) drawHand(dst *ebiten.Image, c *Context) {
	for i := range n.hand {
		n.hand[i].Draw(dst, c.Th)
	}
}
