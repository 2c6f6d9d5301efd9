package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/room"
	"goose/ui"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// Online is where a game over the network begins: make a room of the
// table set up (on a host named, on this computer, or in a browser on the
// host that served the page), join one by its code or link, or take back
// a seat held before.
type Online struct {
	name, addr, code  ui.Field
	here              ui.Button // host on this computer (desktop)
	create, join, ret ui.Button
	back              ui.Button
	// seats are the setup's other person seats, each played at this screen
	// or (away) by a friend elsewhere: a button says which, and switches.
	seats      []ui.Button
	away       []bool
	kept       store.OnlineSeat
	hasKept    bool
	friends    []string // where friends join a host run here
	status     string   // what is going on, or what went wrong
	bad        bool     // status is a problem
	dialing    <-chan dialResult
	hosting    <-chan hostResult
	then       func(s *session) // the request to make once connected
	s          *session         // connected, awaiting the welcome
	words      [6]string        // title, hint, name, host, code, the page's host: set by Layout
	x, w, y0   float64
	rowY       [4]float64 // where the labels go
	hint, said []string   // the hint and the status, wrapped (in Layout and Update: Draw only reads)
	saidFor    string     // the status said
	focus      ui.Focus   // Tab: the fields and buttons as they read
	ring       []ui.Focusable
}

type hostResult struct {
	url     string
	friends []string
	err     error
}

// NewOnline opens the online screen; a room code from a link (--room, or
// ?room= in a browser) is filled in, ready to join, or said to be wrong.
func NewOnline(c *Context) *Online {
	o := &Online{}
	o.name = ui.Field{Text: ownName(c), Max: store.MaxName}
	o.addr = ui.Field{Text: "127.0.0.1:8080", Max: 80}
	o.code = ui.Field{Max: ui.MaxPaste} // a link pasted whole, then made its code
	o.create = ui.Button{Primary: true}
	o.back = ui.Button{Key: ebiten.KeyEscape}
	o.kept, o.hasKept = store.LoadOnlineSeat(c.Store)
	o.seats = make([]ui.Button, len(c.Settings.Setup.Seats))
	o.away = make([]bool, len(c.Settings.Setup.Seats))
	if c.Opt.Room != "" {
		o.code.Text = c.Opt.Room
		if proto.CodeOf(c.Opt.Room) == "" {
			o.problem(say("net.badCode", c.Opt.Room))
		} else {
			o.create.Primary, o.join.Primary = false, true
		}
		o.readLink()
	}
	return o
}

// readLink makes a link to a room in the code's field (pasted, or from
// --room) its code, and the host it names the host's address.
func (o *Online) readLink() {
	code := proto.CodeOf(o.code.Text)
	if code == "" || !strings.Contains(o.code.Text, "room=") {
		return // a code, or not yet a link to one
	}
	if h := linkHost(o.code.Text); h != "" {
		o.addr.Text = h
	}
	o.code.Text = code
	o.create.Primary, o.join.Primary = false, true // the room to join is named
	if o.bad && o.s == nil && o.dialing == nil {
		o.status, o.bad = "", false // what was wrong before the link came
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

// seatWords labels the buttons of the other person seats: here, or away.
func (o *Online) seatWords(c *Context) {
	first := creatorSeat(c)
	for i, st := range c.Settings.Setup.Seats {
		b := &o.seats[i]
		b.Hidden = st.Computer || i == first || c.Opt.Room != ""
		b.Label = say("net.seatHere", seatName(c, i))
		if o.away[i] {
			b.Label = say("net.seatAway", seatName(c, i))
		}
	}
}

func (o *Online) Name() string { return "online" }

func (o *Online) problem(s string) { o.status, o.bad = s, true }

func (o *Online) Layout(c *Context) {
	o.words = [6]string{say("net.title"), say("net.hint"), say("net.name"), say("net.host"), say("net.code"), ""}
	o.here.Label, o.create.Label, o.join.Label = say("net.hostHere"), say("net.create"), say("net.join")
	o.back.Label, o.ret.Label = say("ui.back"), say("net.rejoin", o.kept.Code)
	o.here.Hidden, o.addr.Rect = c.Net.HostHere == nil, ui.Rect(0, 0, 0, 0)
	o.ret.Hidden = !o.hasKept
	th := c.Th
	o.w = min(float64(c.W)-th.S(60), th.S(760))
	o.x = float64(c.W)/2 - o.w/2
	rh, gap := th.S(46), th.S(12)
	y := th.S(40)
	o.y0 = y
	y += th.S(130) // the title and the hint
	lw := min(th.S(200), o.w*0.3)
	fx, fw := o.x+lw, o.w-lw
	o.rowY[0] = y
	o.name.Rect = ui.Rect(fx, y, fw, rh)
	y += rh + gap
	o.rowY[1] = y
	if c.Net.Page != "" {
		o.words[5] = hostName(c.Net.Page) // the browser makes rooms where the page came from
		y += th.S(34)
	} else {
		bw := min(th.S(280), fw*0.45)
		o.addr.Rect = ui.Rect(fx, y, fw-bw-gap, rh)
		o.here.Rect = ui.Rect(fx+fw-bw, y, bw, rh)
		if th.Portrait { // a narrow screen: the button under the address
			o.addr.Rect = ui.Rect(fx, y, fw, rh)
			y += rh + gap
			o.here.Rect = ui.Rect(fx, y, fw, rh)
		}
		y += rh + gap
	}
	o.seatWords(c)
	cols := 2 // the seats' buttons, two a row (one on a narrow screen)
	if th.Portrait {
		cols = 1
	}
	sw, sh, col := (fw-gap*float64(cols-1))/float64(cols), th.S(38), 0
	for i := range o.seats {
		if o.seats[i].Hidden {
			continue
		}
		o.seats[i].Rect = ui.Rect(fx+float64(col)*(sw+gap), y, sw, sh)
		if col++; col == cols {
			col, y = 0, y+sh+th.S(8)
		}
	}
	if col > 0 {
		y += sh + th.S(8)
	}
	o.create.Rect = ui.Rect(fx, y, min(th.S(280), fw), rh+th.S(6))
	y += rh + th.S(40)
	o.rowY[2] = y
	jw := min(th.S(180), fw*0.35)
	o.code.Rect = ui.Rect(fx, y, fw-jw-gap, rh)
	o.join.Rect = ui.Rect(fx+fw-jw, y, jw, rh)
	y += rh + gap
	o.ret.Rect = ui.Rect(fx, y, fw, rh)
	y += rh + gap
	o.rowY[3] = y
	o.back.Rect = ui.Rect(float64(c.W)/2-th.S(100), float64(c.H)-th.S(90), th.S(200), th.S(54))
	o.hint = ui.Wrap(o.hint[:0], o.words[1], th.Small, o.w)
	o.saidFor = "\x00" // wrap the status again at this size

	// Tab reads the screen: top to bottom, left to right (a field hidden,
	// the browser's host, is usable all the same: it stays out).
	o.ring = append(o.ring[:0], &o.name)
	if o.addr.Rect.Dx() > 0 {
		o.ring = append(o.ring, &o.addr)
	}
	o.ring = append(o.ring, &o.here)
	for i := range o.seats {
		o.ring = append(o.ring, &o.seats[i])
	}
	o.ring = append(o.ring, &o.create, &o.code, &o.join, &o.ret, &o.back)
	o.focus.Set(o.ring...)
}

// wrapStatus wraps the status when it changed.
func (o *Online) wrapStatus(c *Context) {
	if o.status != o.saidFor {
		o.saidFor = o.status
		o.said = ui.Wrap(o.said[:0], o.status, c.Th.Small, o.w)
	}
}

func (o *Online) Update(c *Context) Scene {
	c.Shot("online")
	defer o.wrapStatus(c)
	if next := o.connecting(c); next != nil {
		return next
	}
	in := &c.In
	fields := o.fields()
	was := -1 // the field typed in before this tick
	for i, f := range fields {
		if f.Focused {
			was = i
		}
	}
	held := o.focus.Held() && was < 0 // a button has the keys: Enter and Escape are its
	o.focus.Update(in)                // Tab goes through the fields and buttons as they read
	for _, f := range fields {
		if f.Update(in) && f == &o.code {
			o.readLink()
		}
	}
	codeFocused := was == len(fields)-1
	busy := o.dialing != nil || o.hosting != nil || o.s != nil
	if c.Opt.Autoplay && !busy && !o.bad && o.join.Primary {
		o.joinRoom(c) // a demonstration joins the room of its link at once
		return nil
	}
	o.create.Disabled, o.join.Disabled, o.ret.Disabled, o.here.Disabled = busy, busy, busy, busy
	enter := !held && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter))
	switch {
	case o.back.Update(in) && was < 0 && !held:
		if o.s != nil {
			o.s.leave(c, false)
		}
		return NewSetup(c)
	case o.here.Update(in):
		o.hostHere(c)
	case o.join.Update(in) || (enter && (codeFocused || (o.join.Primary && was != 0))):
		o.joinRoom(c)
	case o.ret.Update(in):
		o.rejoin(c)
	case o.create.Update(in) || (enter && !codeFocused && !o.join.Primary):
		o.createRoom(c)
	}
	for i := range o.seats {
		if o.seats[i].Update(in) && !busy {
			o.away[i] = !o.away[i]
			o.seatWords(c)
		}
	}
	return nil
}

// fields are the text fields in Tab's order: the name, the host's address
// (on the desktop), the room's code.
func (o *Online) fields() []*ui.Field {
	if o.addr.Rect.Dx() > 0 {
		return []*ui.Field{&o.name, &o.addr, &o.code}
	}
	return []*ui.Field{&o.name, &o.code}
}

// connecting follows a connection being made and the request sent on it:
// the lobby (or the game, for a seat taken back) once the host welcomes.
func (o *Online) connecting(c *Context) Scene {
	select {
	case r := <-o.hosting:
		o.hosting = nil
		if r.err != nil {
			o.problem(say("net.hostFailed", r.err))
			break
		}
		o.addr.Text, o.friends = hostName(r.url), r.friends
		o.status, o.bad = say("net.hosting", hostName(r.url)), false
	case r := <-o.dialing:
		o.dialing = nil
		if r.err != nil {
			o.problem(say("net.cantReach", r.err))
			o.s = nil // nothing is going on: the buttons work again
			break
		}
		o.s.cl = r.cl
		o.then(o.s)
	default:
	}
	s := o.s
	if s == nil || s.cl == nil {
		return nil
	}
	s.poll(c)
	switch {
	case s.problem != "":
		o.problem(s.problem)
		s.leave(c, false)
		o.s = nil
	case s.welcome && s.started():
		p, err := NewOnlinePlay(c, s)
		if err != nil {
			o.problem(err.Error())
			s.leave(c, false)
			o.s = nil
			return nil
		}
		return p
	case s.welcome:
		return NewLobby(c, s)
	}
	return nil
}

// connect dials url, then makes the request.
func (o *Online) connect(url string, then func(s *session)) {
	o.s = &session{url: url, seat: -1, friends: o.friends}
	o.then = then
	o.dialing = dialHost(url)
	o.status, o.bad = say("net.connecting", hostName(url)), false
}

// host is the host to make a room on: the page's, or the one named.
func (o *Online) host(c *Context) (string, bool) {
	if c.Net.Page != "" {
		return c.Net.Page, true
	}
	url, err := hostURL(o.addr.Text)
	if err != nil {
		o.problem(err.Error())
		return "", false
	}
	return url, true
}

func (o *Online) playerName() (string, bool) {
	n, err := room.CleanName(o.name.Text)
	if err != nil {
		o.problem(say("net.badName", store.MaxName))
		return "", false
	}
	return n, true
}

func (o *Online) createRoom(c *Context) {
	name, ok := o.playerName()
	url, ok2 := o.host(c)
	if !ok || !ok2 {
		return
	}
	s := c.Settings.Setup
	rules := proto.Rules{Preset: s.Rules, Options: s.Options}
	if s.OwnBoard && len(s.Board) > 0 {
		rules = proto.Rules{File: string(s.Board), Options: s.Options}
	}
	var seats []room.SeatSpec
	var here []seatWish // the other persons at this screen, seated once the room is made
	first := creatorSeat(c)
	for i, st := range s.Seats {
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
	o.connect(url, func(ss *session) {
		ss.wishes = here
		ss.cl.Create(name, rules, seats)
	})
}

func (o *Online) joinRoom(c *Context) {
	name, ok := o.playerName()
	if !ok {
		return
	}
	code := proto.CodeOf(o.code.Text)
	if code == "" {
		o.problem(say("net.badCode", o.code.Text))
		return
	}
	url, ok := o.host(c)
	if !ok {
		return
	}
	o.connect(url, func(ss *session) { ss.cl.Join(code, name, -1) })
}

func (o *Online) rejoin(c *Context) {
	k := o.kept
	o.connect(k.Host, func(ss *session) {
		for _, t := range k.More { // the other seats at this screen, each on its own connection
			ss.wishes = append(ss.wishes, seatWish{seat: -1, token: t})
		}
		ss.cl.Resume(k.Code, k.Token)
	})
}

// hostHere starts a host inside this program, off the game loop.
func (o *Online) hostHere(c *Context) {
	ch := make(chan hostResult, 1)
	o.hosting = ch
	o.status, o.bad = say("net.starting"), false
	go func() {
		url, friends, err := c.Net.HostHere()
		ch <- hostResult{url, friends, err}
	}()
}

func (o *Online) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	ui.Panel(dst, ui.Rect(o.x-th.S(30), th.S(12), o.w+th.S(60), float64(c.H)-th.S(24)), th, ui.Paper)
	ui.Text(dst, o.words[0], th.Head, o.x, o.y0, ui.Madder, ui.Left)
	y := o.y0 + th.S(46)
	for _, l := range o.hint {
		ui.Text(dst, l, th.Small, o.x, y, ui.InkSoft, ui.Left)
		y += th.Small.Size * 1.3
	}
	rh := float64(o.name.Rect.Dy())
	ui.TextMid(dst, o.words[2], th.Body, o.x, o.rowY[0]+rh/2, ui.Ink, ui.Left)
	ui.TextMid(dst, o.words[3], th.Body, o.x, o.rowY[1]+rh/2, ui.Ink, ui.Left)
	ui.TextMid(dst, o.words[4], th.Body, o.x, o.rowY[2]+rh/2, ui.Ink, ui.Left)
	if o.words[5] != "" {
		ui.TextMid(dst, o.words[5], th.Body, float64(o.name.Rect.Min.X)+th.S(8), o.rowY[1]+rh/2, ui.InkSoft, ui.Left)
	}
	ui.Rule(dst, o.x, o.x+o.w, o.rowY[2]-th.S(20), th)
	o.name.Draw(dst, th)
	if o.addr.Rect.Dx() > 0 {
		o.addr.Draw(dst, th)
	}
	o.code.Draw(dst, th)
	for _, b := range []*ui.Button{&o.here, &o.create, &o.join, &o.ret, &o.back} {
		b.Draw(dst, th)
	}
	for i := range o.seats {
		o.seats[i].Draw(dst, th)
	}
	if o.status != "" {
		ink := ui.InkSoft
		if o.bad {
			ink = ui.Madder
		}
		y := o.rowY[3] + th.S(8)
		for _, l := range o.said {
			ui.Text(dst, l, th.Small, o.x, y, ink, ui.Left)
			y += th.Small.Size * 1.3
		}
	}
}
