package scenes

import (
	"image"
	"net/url"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/room"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// Online is where a game over the network begins: make a room of the
// table set up (on a host named, on this computer, or in a browser on the
// host that served the page), join one by its code or link, or take back
// a seat held before.
type Online struct {
	form             *form.Form
	next             Scene  // where a button leads, this tick
	name, addr, code string // the fields' words
	// away marks the setup's other person seats played by a friend
	// elsewhere rather than at this screen (a button each says which).
	away []bool
	onlineNamed
	kept    *store.OnlineSeat // a seat held before, to take back (nil: none)
	friends []string          // where friends join a host run here
	roomPace
	resuming bool // the session takes back the seat kept
	onlineStatus
	s    *session // connected, awaiting the welcome
	wait onlineWait
}

// onlineNamed is what a link named, and so which button is the primary.
type onlineNamed struct {
	joinFirst bool // a room is named (a link): Join is the primary, Enter's
	watch     bool // the room named is to be watched: Watch is the primary
}

// roomPace is how the room to make is played: at once, or taking its time.
type roomPace struct {
	slow bool   // the room to make takes its time (30 days a move)
	hook string // where its host tells a chat whose turn it is ("": nowhere)
}

// onlineStatus is what the page tells the player of what it is doing.
type onlineStatus struct {
	status string // what is going on, or what went wrong
	bad    bool   // status is a problem
}

// onlineWait are the answers awaited off the game loop.
type onlineWait struct {
	dialing <-chan dialResult
	hosting <-chan hostResult
	then    func(s *session) // the request to make once connected
}

type hostResult struct {
	url     string
	friends []string
	err     error
}

// NewOnline opens the online screen; a room code from a link (--room, or
// ?room= in a browser) is filled in, ready to join, or said to be wrong.
func NewOnline(c *Context) *Online {
	o := &Online{name: ownName(c), addr: "127.0.0.1:8080", away: make([]bool, len(c.Settings.Setup.Seats))}
	if kept, ok := store.LoadOnlineSeat(c.Store); ok {
		o.kept = &kept
	}
	o.form = form.New(sayID, o.declare(c))
	if c.Opt.Room != "" {
		o.code = c.Opt.Room
		if proto.CodeOf(c.Opt.Room) == "" {
			o.problem(say("net.badCode", c.Opt.Room))
		} else {
			o.joinFirst, o.watch = true, c.Opt.Watch
		}
		o.readLink()
	}
	return o
}

// declare is the screen's controls, as they read: the name, the host, the
// seats and Create; then the room's code, Join, a seat to take back; Back.
func (o *Online) declare(c *Context) *form.Node {
	free := func() bool { return !o.busy() }
	label := func(id string) *form.Node { return form.Text(id).W(200) }
	indent := func() *form.Node { return form.Box(nil, nil).W(200) } // under the labels
	return form.Panel(form.Col(
		form.Heading("net.title").Ink(ui.Madder),
		form.Text("net.hint").In(form.Small).Ink(ui.InkSoft),
		form.Row(label("net.name"), form.Field("", &o.name, store.MaxName, nil).Submit(func() { o.enterName(c) })),
		form.Row(label("net.host"), o.hostRow(c, free)),
		form.Row(indent(), form.Col(append(o.seatRows(c),
			form.Check("net.slow", &o.slow, nil),
			form.Text("net.hook").In(form.Small).When(func() bool { return o.slow }),
			form.Field("", &o.hook, proto.MaxHook, nil).When(func() bool { return o.slow }),
			form.Row(form.Button("net.create", func() { o.createRoom(c) }).PrimaryWhen(func() bool { return !o.joinFirst }).
				Enabled(free).W(280), form.Box(nil, nil)))...).Gap(8)),
		form.Rule().H(20),
		form.Row(label("net.code"), form.Row(
			form.Field("", &o.code, ui.MaxPaste, o.readLink).Submit(func() { o.joinRoom(c) }), // a link pasted whole, then made its code
			form.Button("net.join", func() { o.joinRoom(c) }).PrimaryWhen(func() bool { return o.joinFirst && !o.watch }).Enabled(free).W(160),
			form.Button("net.watch", func() { o.watchRoom(c) }).PrimaryWhen(func() bool { return o.watch }).Enabled(free).W(160))),
		form.Row(indent(), form.ButtonArgs("net.rejoin", o.keptCode, func() { o.rejoin(c) }).Enabled(free)).
			When(func() bool { return o.kept != nil }),
		form.TextOf(func() string { return o.status }).In(form.Small).Ink(ui.Madder).When(func() bool { return o.bad && o.status != "" }),
		form.TextOf(func() string { return o.status }).In(form.Small).Ink(ui.InkSoft).When(func() bool { return !o.bad && o.status != "" }),
		form.Button("ui.back", func() { o.back(c) }).Key(ebiten.KeyEscape).W(200),
	)).MaxW(760).Pad(30)
}

// hostRow is where rooms are made: a browser's the host that served its
// page; the desktop's a host named, or one started here (Host here).
func (o *Online) hostRow(c *Context, free func() bool) *form.Node {
	if c.Net.Page != "" {
		return form.TextOf(func() string { return hostName(c.Net.Page) }).Ink(ui.InkSoft)
	}
	addr := form.Field("", &o.addr, 80, nil).Submit(func() { o.enter(c) })
	if c.Net.HostHere == nil {
		return addr
	}
	return form.Row(addr, form.Button("net.hostHere", func() { o.hostHere(c) }).Enabled(free).W(280))
}

// seatRows are the buttons of the other person seats, two a row: each says
// whether the seat is played at this screen or by a friend elsewhere, and
// switches. One joining a room has none.
func (o *Online) seatRows(c *Context) []*form.Node {
	if c.Opt.Room != "" {
		return nil
	}
	var rows, pair []*form.Node
	first := creatorSeat(c)
	for i, st := range c.Settings.Setup.Seats {
		if st.Computer || i == first {
			continue
		}
		pair = append(pair, form.ButtonOf(func() string { return o.seatLabel(c, i) }, func() { o.switchSeat(i) }))
		if len(pair) == 2 {
			rows, pair = append(rows, form.Row(pair...)), nil
		}
	}
	if len(pair) == 1 { // half a row, as its neighbours
		rows = append(rows, form.Row(pair[0], form.Box(nil, nil)))
	}
	return rows
}

func (o *Online) seatLabel(c *Context, i int) string {
	if o.away[i] {
		return say("net.seatAway", seatName(c, i))
	}
	return say("net.seatHere", seatName(c, i))
}

// keptCode is the room of the seat kept, for Take your seat back.
func (o *Online) keptCode() []any {
	if o.kept == nil {
		return []any{""}
	}
	return []any{o.kept.Code}
}

func (o *Online) switchSeat(i int) {
	if !o.busy() {
		o.away[i] = !o.away[i]
	}
}

func (o *Online) busy() bool { return o.wait.dialing != nil || o.wait.hosting != nil || o.s != nil }

// readLink makes a link to a room in the code's field (pasted, or from
// --room) its code, and the host it names the host's address.
func (o *Online) readLink() {
	code := proto.CodeOf(o.code)
	if code == "" || !strings.Contains(o.code, "room=") && !strings.Contains(o.code, "watch=") {
		return // a code, or not yet a link to one
	}
	if strings.Contains(o.code, "watch=") {
		o.watch = true
	}
	if h := linkHost(o.code); h != "" {
		o.addr = h
	}
	o.code = code
	o.joinFirst = true // the room to join is named
	if o.bad && !o.busy() {
		o.tell("", false) // what was wrong before the link came
	}
}

// ownName is the first person's name at the table set up.
func ownName(c *Context) string {
	for _, s := range c.Settings.Setup.Seats {
		if !s.Computer && s.Name != "" {
			return s.Name
		}
	}
	return say("ui.seat1")
}

// creatorSeat is the setup's first person seat, which the room's creator takes (-1: none).
func creatorSeat(c *Context) int {
	for i, s := range c.Settings.Setup.Seats {
		if !s.Computer {
			return i
		}
	}
	return -1
}

// seatName is seat i's name at the table set up, or a name for it.
func seatName(c *Context, i int) string {
	if n, err := room.CleanName(c.Settings.Setup.Seats[i].Name); err == nil {
		return n
	}
	return say("net.player", i+1)
}

func (o *Online) Name() string { return "online" }

// tell shows what is going on (bad: what went wrong).
func (o *Online) tell(s string, bad bool) {
	o.status, o.bad = s, bad
	o.form.Refresh()
}

func (o *Online) problem(s string) { o.tell(s, true) }

func (o *Online) Layout(c *Context) {
	o.form.Refresh()
	layoutSheet(o.form, c, true)
}

// layoutSheet places a screen's sheet in the middle of the screen, or
// from its top when it is taller, or when it has fields on a phone (whose
// keyboard comes up from the bottom, over them).
func layoutSheet(f *form.Form, c *Context, fields bool) {
	top := max(0, (c.H-int(f.Height(c.Th, float64(c.W))))/2)
	if fields && c.Th.Portrait {
		top = 0
	}
	f.Layout(c.Th, image.Rect(0, top, c.W, c.H))
}

func (o *Online) Update(c *Context) Scene {
	c.Shot("online")
	if next := o.connecting(c); next != nil {
		return next
	}
	if c.Opt.Autoplay && !o.busy() && !o.bad && o.joinFirst {
		o.enter(c) // a demonstration joins (or watches) the room of its link at once
		return nil
	}
	in := &c.In
	held := o.form.Focus().Held() // a field or a button has the keys: Enter is its
	o.next = nil
	if !o.form.Update(in) && !held && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)) {
		o.enter(c)
	}
	return o.next
}

// enter is Enter's: join the room named, or make one.
func (o *Online) enter(c *Context) {
	if o.watch {
		o.watchRoom(c)
		return
	}
	if o.joinFirst {
		o.joinRoom(c)
		return
	}
	o.createRoom(c)
}

// enterName is Enter's in the name: make the room, unless one is named to join.
func (o *Online) enterName(c *Context) {
	if !o.joinFirst {
		o.createRoom(c)
	}
}

func (o *Online) back(c *Context) {
	if o.s != nil {
		o.s.leave(c, false)
	}
	o.next = NewSetup(c)
}

// connecting follows a connection being made and the request sent on it:
// the lobby (or the game, for a seat taken back) once the host welcomes.
func (o *Online) connecting(c *Context) Scene {
	o.answers()
	s := o.s
	if s == nil || s.cl == nil {
		return nil
	}
	s.poll(c)
	switch {
	case s.gone && o.resuming && o.kept != nil: // a room taken back that has ended or expired: off the list
		o.drop(c, say("net.rooms.goneRoom", o.kept.Code))
		o.forget(c)
	case s.given && o.resuming && o.kept != nil: // the seat went to a computer meanwhile: watch instead
		o.watchInstead(c)
	case s.problem != "":
		o.drop(c, s.problem)
	case s.welcome && s.started():
		p, err := NewOnlinePlay(c, s)
		if err != nil {
			o.drop(c, err.Error())
			return nil
		}
		return p
	case s.welcome:
		return NewLobby(c, s)
	}
	return nil
}

// answers takes the host started here, or the connection made.
func (o *Online) answers() {
	select {
	case r := <-o.wait.hosting:
		o.wait.hosting = nil
		if r.err != nil {
			o.problem(say("net.hostFailed", r.err))
			break
		}
		o.addr, o.friends = hostName(r.url), r.friends
		o.tell(say("net.hosting", hostName(r.url)), false)
	case r := <-o.wait.dialing:
		o.wait.dialing = nil
		if r.err != nil {
			o.s = nil // nothing is going on: the buttons work again
			o.problem(say("net.cantReach", r.err))
			break
		}
		o.s.cl = r.cl
		o.s.notice.follow(r.cl)
		o.wait.then(o.s)
	default:
	}
}

// drop says what went wrong with the session, and leaves it.
func (o *Online) drop(c *Context, why string) {
	o.s.leave(c, false)
	o.s = nil
	o.problem(why)
}

// connect dials url, then makes the request.
func (o *Online) connect(url string, then func(s *session)) {
	o.s = &session{url: url, seat: -1, friends: o.friends}
	o.resuming = false
	o.wait.then = then
	o.wait.dialing = dialHost(url)
	o.tell(say("net.connecting", hostName(url)), false)
}

// host is the host to make a room on: the page's, or the one named.
func (o *Online) host(c *Context) (string, bool) {
	if c.Net.Page != "" {
		return c.Net.Page, true
	}
	url, err := hostURL(o.addr)
	if err != nil {
		o.problem(err.Error())
		return "", false
	}
	return url, true
}

func (o *Online) playerName() (string, bool) {
	n, err := room.CleanName(o.name)
	if err != nil {
		o.problem(say("net.badName", store.MaxName))
		return "", false
	}
	return n, true
}

func (o *Online) createRoom(c *Context) {
	if o.busy() {
		return
	}
	name, ok := o.playerName()
	if !ok {
		return
	}
	url, ok := o.host(c)
	if !ok {
		return
	}
	s := c.Settings.Setup
	rules := proto.Rules{Preset: s.Rules, Options: s.Options}
	if s.OwnBoard && len(s.Board) > 0 {
		rules = proto.Rules{File: string(s.Board), Options: s.Options}
	}
	hook, ok := o.hookURL()
	if !ok {
		return
	}
	seats, here := o.roomSeats(c)
	slow := o.slow
	o.connect(url, func(ss *session) {
		ss.wishes = here
		if slow {
			ss.cl.CreateSlow(name, rules, seats, hook)
		} else {
			ss.cl.Create(name, rules, seats)
		}
	})
}

// roomSeats are the seats of the room to make, and the other persons at
// this screen, seated once the room is made.
func (o *Online) roomSeats(c *Context) (seats []room.SeatSpec, here []seatWish) {
	first := creatorSeat(c)
	for i, st := range c.Settings.Setup.Seats {
		switch {
		case st.Computer:
			seats = append(seats, room.SeatSpec{Level: st.Level, Name: typedName(st)})
		case i != first && !o.away[i]:
			here = append(here, seatWish{seat: i, name: seatName(c, i)})
			fallthrough
		default:
			seats = append(seats, room.SeatSpec{})
		}
	}
	return seats, here
}

func (o *Online) joinRoom(c *Context) {
	if o.busy() {
		return
	}
	name, ok := o.playerName()
	if !ok {
		return
	}
	if code, url, ok := o.named(c); ok {
		o.connect(url, func(ss *session) { ss.cl.Join(code, name, -1) })
	}
}

// named is the room named to join or watch, and its host's address; a
// code that is none is said.
func (o *Online) named(c *Context) (code, url string, ok bool) {
	if code = proto.CodeOf(o.code); code == "" {
		o.problem(say("net.badCode", o.code))
		return "", "", false
	}
	url, ok = o.host(c)
	return code, url, ok
}

func (o *Online) rejoin(c *Context) {
	k := *o.kept
	o.connect(k.Host, func(ss *session) {
		for _, t := range k.More { // the other seats at this screen, each on its own connection
			ss.wishes = append(ss.wishes, seatWish{seat: -1, token: t})
		}
		ss.cl.ResumeWhole(k.Code, k.Token) // the game from its start: its dice can be checked
	})
	o.resuming = true
}

// rejoinRoom takes back the seat k holds (from the title's list of rooms).
func rejoinRoom(c *Context, k store.OnlineSeat) *Online {
	o := NewOnline(c)
	o.kept = &k
	o.rejoin(c)
	return o
}

// forget takes the seat kept off the list of rooms, and forgets it as the
// seat to take back: its host has no such room.
func (o *Online) forget(c *Context) {
	store.ForgetRoom(c.Store, o.kept.Host, o.kept.Code)
	if k, ok := store.LoadOnlineSeat(c.Store); ok && k.Host == o.kept.Host && k.Code == o.kept.Code {
		c.Store.Remove(store.OnlineName)
	}
	o.kept = nil
	o.form.Refresh()
}

// hookURL is the chat's web address to make a slow room with ("" for
// none), or false once the player is told it is not one.
func (o *Online) hookURL() (string, bool) {
	h := strings.TrimSpace(o.hook)
	if !o.slow || h == "" {
		return "", true
	}
	u, err := url.Parse(h)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		o.problem(say("net.badHook", h))
		return "", false
	}
	return h, true
}

// hostHere starts a host inside this program, off the game loop.
func (o *Online) hostHere(c *Context) {
	ch := make(chan hostResult, 1)
	o.wait.hosting = ch
	o.tell(say("net.starting"), false)
	go func() {
		url, friends, err := c.Net.HostHere()
		ch <- hostResult{url, friends, err}
	}()
}

func (o *Online) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	o.form.Draw(dst, c.Th)
}

// Form is the screen's controls.
func (o *Online) Form() *form.Form { return o.form }
