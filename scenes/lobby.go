package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/player"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
	"goose/ui/store"
)

// Lobby is a room before its game: the code and the link to give friends,
// who sits where, and for the room's creator the start, and a computer for
// a seat nobody will take (or whose person has gone).
type Lobby struct {
	s      *session
	form   *form.Form
	next   Scene             // where a button leads, this tick
	lines  []string          // a line per seat
	dots   []image.Rectangle // where each seat's colour goes
	status string            // what the room waits for
	said   string            // the message under the seats, as the form last said it
	seen   int               // the lobby updates the lines were made for
	seated int               // the seats at this screen the lines were made for
	asked  bool              // a demonstration has asked to start
	namer  seatNamer         // the name of a person taking an open seat here, asked
	moved  bool              // the room or its message changed this tick: draw it (Resting)
}

// NewLobby shows the room the session sits in.
func NewLobby(c *Context, s *session) *Lobby {
	l := &Lobby{s: s, seen: -1}
	notifyRead() // the person may have changed it in the browser's settings
	l.words()
	l.form = form.New(sayID, l.declare(c))
	l.namer.declare()
	return l
}

// declare is the lobby's controls: the room's code and link, a row per
// seat (its line, Play here, a computer for it), the message, Leave and
// Start. A room of another number of seats declares it again.
func (l *Lobby) declare(c *Context) *form.Node {
	v := l.s.view
	rows := make([]*form.Node, len(v.Seats))
	l.dots = make([]image.Rectangle, len(v.Seats))
	for i := range v.Seats {
		rows[i] = l.seatRow(c, i)
	}
	alarm := func() bool { return l.s.problem != "" || l.s.offline }
	said := func() string { return l.said }
	return form.Panel(form.Col(
		form.Heading("net.lobby").Ink(ui.Madder),
		form.TextArgs("net.roomCode", func() []any { return []any{l.s.view.Code} }).In(form.Head),
		form.TextLong(func() string { return roomLink(l.s.url, l.s.view.Code) }).Ink(ui.InkSoft),
		form.TextLong(func() string { return say("net.watchLink", watchLink(l.s.url, l.s.view.Code)) }).In(form.Small).Ink(ui.InkSoft), // a link breaks inside itself
		form.TextArgs("net.friendsJoin", l.friend).In(form.Small).Ink(ui.InkSoft).
			When(func() bool { return len(l.s.friends) > 0 }),
		form.Col(rows...).Gap(10),
		form.TextOf(said).In(form.Small).Ink(ui.Madder).When(alarm),
		form.TextOf(said).In(form.Small).Ink(ui.InkSoft).When(func() bool { return !alarm() }),
		// In a browser: the page may tell the person when it is their turn
		// while it is in the background (a game over days).
		form.Button("net.notify.ask", notifyAsk).When(func() bool { return notifyPermission() == "default" && !l.s.watching() }),
		form.Text("net.notify.on").In(form.Small).Ink(ui.InkSoft).When(func() bool { return notifyPermission() == "granted" && !l.s.watching() }),
		form.Text("net.notify.blocked").In(form.Small).Ink(ui.InkSoft).When(func() bool { return notifyPermission() == "denied" && !l.s.watching() }),
		form.Row(
			form.Button("net.leave", func() { l.leave(c) }).Key(ebiten.KeyEscape).W(220),
			form.Button("net.startGame", l.start).Primary().Key(ebiten.KeyEnter).W(220).
				When(l.creator).Enabled(func() bool { return !l.open() }),
		),
	)).MaxW(760).Pad(30)
}

// seatRow is seat i's line beside its buttons, or above them when they
// would run into it (a phone, a long name, a long language).
func (l *Lobby) seatRow(c *Context, i int) *form.Node {
	seat := func(ok func(st *room.ViewSeat) bool) func() bool {
		return func() bool { return i < len(l.s.view.Seats) && ok(&l.s.view.Seats[i]) }
	}
	return form.Row(
		form.Row(form.Box(nil, func(r image.Rectangle) { l.dots[i] = r }).W(28).H(28),
			form.TextOf(func() string { return l.lines[i] })).Gap(12),
		form.Row(form.Box(nil, nil),
			form.Button("net.sitHere", func() { l.s.problem = ""; l.namer.open(i); l.namer.layout(c) }).W(160).
				When(seat(func(st *room.ViewSeat) bool { return !st.Taken && !l.s.taking(i) && !l.s.watching() })),
			form.Button("net.toComputer", func() { l.s.problem = ""; l.send(l.s.cl.Hand(i, player.Normal.String())) }).W(220).
				When(seat(func(st *room.ViewSeat) bool { return l.creator() && !l.s.mine(i) && st.Level == "" })),
		),
	).Gap(4)
}

func (l *Lobby) Name() string { return "lobby" }

// friend is where friends join a host run here (its words are made even
// while they are not shown).
func (l *Lobby) friend() []any {
	if len(l.s.friends) == 0 {
		return []any{""}
	}
	return []any{l.s.friends[0]}
}

func (l *Lobby) creator() bool { return l.s.view != nil && l.s.seat == l.s.view.Creator }

// open: a seat waits for a person (the game cannot start).
func (l *Lobby) open() bool {
	for _, st := range l.s.view.Seats {
		if st.Level == "" && !st.Taken {
			return true
		}
	}
	return false
}

func (l *Lobby) Layout(c *Context) {
	l.words()
	if len(l.dots) != len(l.s.view.Seats) {
		l.form.Set(l.declare(c)) // the focus stays where it was
	}
	l.message()
	l.form.Refresh()
	layoutSheet(l.form, c, false)
	l.namer.layout(c)
}

// words remakes what the lobby says from the room as last seen.
func (l *Lobby) words() {
	v := l.s.view
	l.lines = l.lines[:0]
	for i, st := range v.Seats {
		var line string
		switch {
		case st.Level != "":
			line = say("net.seatComputer", roomSeatName(v, i), say(narrate.ID("level."+st.Level)))
		case !st.Taken:
			line = say("net.seatOpen")
		case l.s.mine(i):
			line = say("net.seatYou", st.Name)
		default:
			line = say("net.seatPerson", st.Name)
		}
		l.lines = append(l.lines, line)
	}
	l.status = say("net.waitStart")
	if l.creator() {
		l.status = say("net.readyStart")
		if l.open() {
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
	if l.message() {
		l.form.Refresh()
	}
	if l.namer.shown() {
		l.nameSeat(c)
		return nil
	}
	if c.Opt.Autoplay && l.creator() && !l.open() && !l.asked {
		l.start()
	}
	l.next = nil
	l.form.Update(&c.In)
	return l.next
}

// leave leaves the room for good: its seat is no longer kept, nor is it
// on the title's list (a finished game's room stays there, as finished).
func (l *Lobby) leave(c *Context) {
	l.s.leave(c, true)
	if !l.s.watching() {
		store.ForgetRoom(c.Store, l.s.url, l.s.code)
	}
	l.next = NewOnline(c)
}

func (l *Lobby) start() {
	l.s.problem, l.asked = "", true
	l.send(l.s.cl.Start())
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

// message picks the message under the seats: a problem, the connection
// down, or what the room waits for; it reports whether it changed.
func (l *Lobby) message() bool {
	msg := l.status
	if l.s.problem != "" {
		msg = l.s.problem
	}
	if l.s.offline {
		msg = l.s.offlineText
	}
	if msg == l.said {
		return false
	}
	l.said, l.moved = msg, true
	return true
}

// send notes a request that could not be sent (the connection is down).
func (l *Lobby) send(err error) {
	if err != nil {
		l.s.problem = say("net.offline")
	}
}

func (l *Lobby) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	l.form.Draw(dst, th)
	for i, r := range l.dots {
		if i < len(l.lines) {
			ui.Badge(dst, i%8, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, th.S(12), th.S(2), art.SeatColor(i%8), ui.Ink)
		}
	}
	l.namer.draw(dst, c)
}

// Form is the lobby's controls, or its dialog's while it asks a name.
func (l *Lobby) Form() *form.Form {
	if l.namer.shown() {
		return l.namer.form
	}
	return l.form
}
