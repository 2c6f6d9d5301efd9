package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/player"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
)

// Lobby is a room before its game: the code and the link to give friends,
// who sits where, and for the room's creator the start, and a computer for
// a seat nobody will take (or whose person has gone).
type Lobby struct {
	s       *session
	start   ui.Button
	leave   ui.Button
	hand    []ui.Button // the creator's: a computer for seat i
	sit     []ui.Button // an open seat i taken at this screen too
	lines   []string    // a line per seat
	head    [4]string   // title, code, link, friends' addresses
	status  string
	said    []string // the message under the seats, wrapped (in Update: Draw only reads)
	saidFor string
	seen    int  // the lobby updates the lines were made for
	seated  int  // the seats at this screen the lines were made for
	asked   bool // a demonstration has asked to start
	x, w, y float64
	pitch   float64   // from one seat's line to the next
	stacked bool      // the seats' buttons under their lines, not beside them
	namer   seatNamer // the name of a person taking an open seat here, asked
	moved   bool      // the room or its message changed this tick: draw it (Resting)
	focus   ui.Focus  // Tab through the seats' buttons, Start and Leave
	ring    []ui.Focusable
}

// NewLobby shows the room the session sits in.
func NewLobby(c *Context, s *session) *Lobby {
	l := &Lobby{s: s, seen: -1, namer: seatNamer{seat: -1}}
	l.start = ui.Button{Primary: true, Key: ebiten.KeyEnter}
	l.leave = ui.Button{Key: ebiten.KeyEscape}
	return l
}

func (l *Lobby) Name() string { return "lobby" }

func (l *Lobby) creator() bool { return l.s.view != nil && l.s.seat == l.s.view.Creator }

func (l *Lobby) Layout(c *Context) {
	l.start.Label, l.leave.Label = say("net.startGame"), say("net.leave")
	l.words()
	th := c.Th
	l.w = min(float64(c.W)-th.S(60), th.S(760))
	l.x = float64(c.W)/2 - l.w/2
	l.y = th.S(40) + th.S(190)
	rh := th.S(44)
	bw := min(th.S(220), l.w*0.4)
	sw := min(th.S(160), l.w*0.25)
	// A seat's buttons sit beside its line, or under it when a line would
	// run beneath them (a phone, a long name, a long language).
	l.stacked = false
	for _, line := range l.lines {
		if ui.TextWidth(line, th.Body)+th.S(40) > l.w-bw-sw-th.S(20) {
			l.stacked = true
		}
	}
	l.pitch = rh + th.S(10)
	if l.stacked {
		l.pitch = 2*rh + th.S(16)
	}
	for i := range l.hand {
		y := l.y + float64(i)*l.pitch
		if l.stacked {
			y += rh + th.S(2)
		}
		l.hand[i].Rect = ui.Rect(l.x+l.w-bw, y, bw, rh)
		l.sit[i].Rect = ui.Rect(l.x+l.w-bw-th.S(10)-sw, y, sw, rh)
	}
	bw = min(th.S(220), (l.w-th.S(20))/2)
	l.leave.Rect = ui.Rect(float64(c.W)/2-bw-th.S(10), float64(c.H)-th.S(90), bw, th.S(54))
	l.start.Rect = ui.Rect(float64(c.W)/2+th.S(10), float64(c.H)-th.S(90), bw, th.S(54))
	l.saidFor = "\x00"
	l.wrap(c)
	l.namer.layout(c)
	if l.start.Hidden { // only the creator starts: Leave alone, in the middle
		l.leave.Rect = ui.Rect(float64(c.W)/2-bw/2, float64(c.H)-th.S(90), bw, th.S(54))
	}
}

// words remakes what the lobby says from the room as last seen.
func (l *Lobby) words() {
	v := l.s.view
	l.head = [4]string{say("net.lobby"), say("net.roomCode", v.Code), roomLink(l.s.url, v.Code), ""}
	if len(l.s.friends) > 0 {
		l.head[3] = say("net.friendsJoin", l.s.friends[0])
	}
	l.lines = l.lines[:0]
	for len(l.hand) < len(v.Seats) {
		l.hand = append(l.hand, ui.Button{})
		l.sit = append(l.sit, ui.Button{})
	}
	l.hand, l.sit = l.hand[:len(v.Seats)], l.sit[:len(v.Seats)]
	open := false
	for i, st := range v.Seats {
		var line string
		switch {
		case st.Level != "":
			line = say("net.seatComputer", roomSeatName(v, i), say(narrate.ID("level."+st.Level)))
		case !st.Taken:
			line, open = say("net.seatOpen"), true
		case l.s.mine(i):
			line = say("net.seatYou", st.Name)
		default:
			line = say("net.seatPerson", st.Name)
		}
		l.lines = append(l.lines, line)
		l.hand[i].Label = say("net.toComputer")
		l.hand[i].Hidden = !l.creator() || l.s.mine(i) || st.Level != ""
		l.sit[i].Label = say("net.sitHere")
		l.sit[i].Hidden = st.Taken || l.s.taking(i)
	}
	l.start.Hidden = !l.creator()
	l.start.Disabled = open
	l.ring = l.ring[:0]
	for i := range l.hand {
		l.ring = append(l.ring, &l.sit[i], &l.hand[i]) // as they sit, left to right
	}
	l.ring = append(l.ring, &l.start, &l.leave)
	l.focus.Set(l.ring...)
	l.status = say("net.waitStart")
	if l.creator() {
		l.status = say("net.readyStart")
		if open {
			l.status = say("net.waitSeats")
		}
	}
}

func (l *Lobby) Update(c *Context) Scene {
	c.Shot("lobby")
	s := l.s
	l.moved = false
	s.poll(c)
	if s.started() {
		p, err := NewOnlinePlay(c, s)
		if err == nil {
			return p
		}
		s.problem = err.Error()
	}
	if len(s.ups) != l.seen || s.seated() != l.seated {
		l.seen, l.seated = len(s.ups), s.seated()
		l.Layout(c)
		l.moved = true
	}
	l.wrap(c)
	if l.namer.shown() {
		l.nameSeat(c)
		return nil
	}
	in := &c.In
	held := l.focus.Held() // Enter and Escape are the focused button's
	l.focus.Update(in)
	l.start.Key, l.leave.Key = ebiten.KeyEnter, ebiten.KeyEscape
	if held {
		l.start.Key, l.leave.Key = 0, 0
	}
	if l.leave.Update(in) {
		s.leave(c, true)
		return NewOnline(c)
	}
	if (l.start.Update(in) || (c.Opt.Autoplay && !l.start.Hidden && !l.asked)) && !l.start.Disabled {
		s.problem, l.asked = "", true
		l.send(s, s.cl.Start())
	}
	for i := range l.hand {
		if l.hand[i].Update(in) {
			s.problem = ""
			l.send(s, s.cl.Hand(i, player.Normal.String()))
		}
		if l.sit[i].Update(in) { // another person at this screen takes the seat, once named
			s.problem = ""
			l.namer.open(i)
			l.namer.layout(c)
		}
	}
	return nil
}

// nameSeat runs the dialog that names a seat taken at this screen, the
// lobby's only input while it shows: the seat is taken once named, and
// the dialog goes when the seat is taken meanwhile (a friend was quicker).
func (l *Lobby) nameSeat(c *Context) {
	c.Shot("lobby-name")
	s, i := l.s, l.namer.seat
	if i >= len(s.view.Seats) || s.view.Seats[i].Taken {
		l.namer.close()
		return
	}
	if name := l.namer.update(c); name != "" {
		s.sitHere(seatWish{seat: i, name: name})
		l.Layout(c)
	}
}

// wrap wraps the message under the seats when it changed: a problem, the
// connection down, or what the room waits for.
func (l *Lobby) wrap(c *Context) {
	msg := l.status
	if l.s.problem != "" {
		msg = l.s.problem
	}
	if l.s.offline {
		msg = l.s.offlineText
	}
	if msg != l.saidFor {
		l.saidFor, l.moved = msg, true
		l.said = ui.Wrap(l.said[:0], msg, c.Th.Small, l.w)
	}
}

// send notes a request that could not be sent (the connection is down).
func (l *Lobby) send(s *session, err error) {
	if err != nil {
		s.problem = say("net.offline")
	}
}

func (l *Lobby) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	ui.Panel(dst, ui.Rect(l.x-th.S(30), th.S(12), l.w+th.S(60), float64(c.H)-th.S(24)), th, ui.Paper)
	y := th.S(40)
	ui.Text(dst, l.head[0], th.Head, l.x, y, ui.Madder, ui.Left)
	ui.Text(dst, l.head[1], th.Head, l.x, y+th.S(48), ui.Ink, ui.Left)
	ui.Text(dst, l.head[2], th.Body, l.x, y+th.S(92), ui.InkSoft, ui.Left)
	if l.head[3] != "" {
		ui.Text(dst, l.head[3], th.Small, l.x, y+th.S(124), ui.InkSoft, ui.Left)
	}
	rh := th.S(44)
	for i, line := range l.lines {
		cy := l.y + float64(i)*l.pitch + rh/2
		ui.Circle(dst, l.x+th.S(14), cy, th.S(12), th.S(2), art.SeatColor(i%8), ui.Ink)
		ui.TextMid(dst, line, th.Body, l.x+th.S(40), cy, ui.Ink, ui.Left)
		l.hand[i].Draw(dst, th)
		l.sit[i].Draw(dst, th)
	}
	ink := ui.InkSoft
	if l.s.problem != "" || l.s.offline {
		ink = ui.Madder
	}
	y = l.y + float64(len(l.lines))*l.pitch + th.S(16)
	for _, line := range l.said {
		ui.Text(dst, line, th.Small, l.x, y, ink, ui.Left)
		y += th.Small.Size * 1.3
	}
	l.leave.Draw(dst, th)
	l.start.Draw(dst, th)
	l.namer.draw(dst, c)
}
