package scenes

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/url"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/online/client"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// Net is what the platform offers online play; the app fills it in.
type Net struct {
	// Page is the host that served the page (its WebSocket address), in a
	// browser; "" on the desktop, where the player names a host.
	Page string
	// HostHere starts `goose host` inside this process (the desktop build
	// only: nil in a browser, which never links the host): the address to
	// dial, and the addresses friends on the network join at.
	HostHere func() (url string, friends []string, err error)
}

// session is this client's seat in a room on a host, as the lobby and the
// play scene share it: the connection, the room as last seen, and the
// updates the screen has not shown yet. Other seats played at the same
// screen (several people at one computer) each hold a connection of their
// own, with its own token, and send their seat's actions through it; the
// screen shows the room from the first connection alone.
type session struct {
	cl      *client.Client
	url     string // the host's WebSocket address
	friends []string
	code    string
	seat    int
	token   string
	view    *room.View
	unshown
	inbox
	closed bool
	atScreen
	notice turnNotice // tells a person in a page in the background that it is their turn
	trouble
	deal
}

// unshown is what came from the host that the screen has not shown yet.
type unshown struct {
	state   json.RawMessage // the game as the welcome found it (a seat taken back mid-game)
	ups     []room.Update   // updates still to show, in order
	welcome bool            // a welcome came since the last look
}

// atScreen are the session's other seats played at this screen.
type atScreen struct {
	more   []*localSeat // the other seats played at this screen
	wishes []seatWish   // seats to take once the first is welcomed
}

// trouble is what the player is told of the connection: whether it is
// down, and the last refusal or failure.
type trouble struct {
	offline bool   // the connection is down: the client is reconnecting
	problem string // the last refusal or failure, in the player's words
	// offlineText is what the reconnect indicator says, made once.
	offlineText string
	gone        bool // the host has no such room (expired): the problem says so
	given       bool // the seat went to a computer while its person was away: the problem says so
}

// localSeat is another seat played at this screen, on its own connection.
type localSeat struct {
	cl      *client.Client
	dialing <-chan dialResult
	wish    seatWish
	seat    int // -1 until the host welcomes it
	token   string
	buf     []proto.Reply
}

// seatWish is a seat to take at this screen: seat (by its person's name),
// or the one a token held before.
type seatWish struct {
	seat  int
	name  string
	token string
}

// dialResult is a connection made off the game loop.
type dialResult struct {
	cl  *client.Client
	err error
}

// dialHost connects to url without holding up the game loop.
func dialHost(url string) <-chan dialResult {
	ch := make(chan dialResult, 1)
	go func() {
		cl, err := client.Dial(context.Background(), url)
		if err == nil {
			// A still window sleeps (Manager.OnRest); a friend's move wakes it at once.
			cl.OnReply(ebiten.ScheduleFrame)
		}
		ch <- dialResult{cl, err}
		ebiten.ScheduleFrame() // a still window wakes to send its request on it
	}()
	return ch
}

// closeDialed closes a connection still being made when it is made.
func closeDialed(ch <-chan dialResult) {
	if r := <-ch; r.cl != nil {
		r.cl.Close()
	}
}

// hostURL reads a host's address as a person types it ("192.168.1.5:8080",
// "http://host", "wss://host/ws") as the WebSocket address to dial.
func hostURL(addr string) (string, error) {
	a := strings.TrimSpace(addr)
	if a == "" {
		return "", errors.New(say("net.noHost"))
	}
	scheme := "ws://"
	for _, p := range [...]struct{ from, to string }{{"ws://", "ws://"}, {"wss://", "wss://"}, {"http://", "ws://"}, {"https://", "wss://"}} {
		if strings.HasPrefix(strings.ToLower(a), p.from) {
			a, scheme = a[len(p.from):], p.to
			break
		}
	}
	a = strings.TrimSuffix(strings.TrimSuffix(a, proto.Path), "/")
	if a == "" || strings.ContainsAny(a, " /?#@") {
		return "", errors.New(say("net.badHost", addr))
	}
	return scheme + a + proto.Path, nil
}

// linkHost is the host a link to a room names ("http://host:port/?room=…"), or "".
func linkHost(link string) string {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	if u.Scheme == "https" {
		return "wss://" + u.Host
	}
	return u.Host
}

// hostName is a host's WebSocket address as people write it: "host:port".
func hostName(url string) string {
	for _, p := range [...]string{"ws://", "wss://"} {
		url = strings.TrimPrefix(url, p)
	}
	return strings.TrimSuffix(url, proto.Path)
}

// roomLink is the link that opens a room in a browser served by the host.
func roomLink(url, code string) string {
	u := strings.Replace(strings.Replace(url, "wss://", "https://", 1), "ws://", "http://", 1)
	return strings.TrimSuffix(u, proto.Path) + "/?room=" + code
}

// poll takes the replies that came since the last tick.
func (s *session) poll(c *Context) {
	if s.closed {
		return
	}
	for _, ls := range s.more {
		s.pollLocal(c, ls)
	}
	s.buf = s.cl.Poll(s.buf[:0])
	for i := range s.buf {
		r := &s.buf[i]
		switch r.Type {
		case client.Offline:
			s.offline, s.offlineText = true, say("net.reconnecting")
			c.Shot("online-offline")
		case client.Online:
			s.offline = false
		case proto.Welcome:
			s.offline, s.welcome = false, true
			first := s.code == "" // not a client back after a drop, whose screen shows what it missed
			s.code, s.seat, s.token, s.view = r.Code, r.Seat, r.Token, r.Room
			if first {
				s.caughtUp(r.Seq) // the room's story so far, for its dice (a watcher's, a seat taken back)
			}
			if len(s.ups) == 0 {
				s.state = r.State
			}
			s.keep(c)
			s.noticeSeats()
			for _, w := range s.wishes {
				s.sitHere(w)
			}
			s.wishes = nil
		case proto.Update:
			if r.Update.Lobby != nil {
				s.view = r.Update.Lobby
			}
			s.deal.see(r.Update)
			s.ups = append(s.ups, *r.Update)
		case proto.Error:
			s.problem = hostProblem(r.Error)
			s.gone = r.Error.Code == proto.ErrNoRoom
			s.given = r.Error.Code == proto.ErrSeatGiven
		case proto.Reaction:
			s.reacts = append(s.reacts, heardReaction{seat: r.Seat, id: r.React})
		}
	}
}

// keep saves the seats held, so a closed game can take them back.
func (s *session) keep(c *Context) {
	if s.watching() {
		return // no seat: the one kept before stays kept
	}
	k := store.OnlineSeat{Host: s.url, Code: s.code, Token: s.token}
	for _, ls := range s.more {
		if ls.token != "" {
			k.More = append(k.More, ls.token)
		}
	}
	if err := store.SaveOnlineSeat(c.Store, k); err != nil {
		log.Printf("online: the seat is not kept: %v", err) // held while this runs all the same
	}
	kept := store.KeptRoom{OnlineSeat: k, Seat: s.seat}
	if s.view != nil && s.seat < len(s.view.Seats) {
		kept.Name = s.view.Seats[s.seat].Name
	}
	if err := store.KeepRoom(c.Store, kept); err != nil {
		log.Printf("online: the room is not listed: %v", err)
	}
}

// noticeSeats has the notice of turns tell of the seats played here, in
// this room.
func (s *session) noticeSeats() {
	seats := []int{s.seat}
	for _, ls := range s.more {
		seats = append(seats, ls.seat)
	}
	s.notice.seats(seats...)
	text := say("net.notify.turn", s.code)
	s.notice.text.Store(&text)
}

// sitHere takes another seat of the room at this screen, on a connection
// of its own.
func (s *session) sitHere(w seatWish) {
	s.more = append(s.more, &localSeat{wish: w, seat: -1, dialing: dialHost(s.url)})
}

// pollLocal follows another seat at this screen: its connection being
// made, its welcome and its refusals. Its updates are the first
// connection's too, which shows them.
func (s *session) pollLocal(c *Context, ls *localSeat) {
	select {
	case r := <-ls.dialing:
		ls.dialing = nil
		if r.err != nil {
			s.problem = say("net.cantReach", r.err)
			ls.wish.seat = -1 // the seat stays open, to try again
			break
		}
		ls.cl = r.cl
		if ls.wish.token != "" {
			ls.cl.Resume(s.code, ls.wish.token)
		} else {
			ls.cl.Join(s.code, ls.wish.name, ls.wish.seat)
		}
	default:
	}
	if ls.cl == nil {
		return
	}
	ls.buf = ls.cl.Poll(ls.buf[:0])
	for i := range ls.buf {
		r := &ls.buf[i]
		switch r.Type {
		case proto.Welcome:
			ls.seat, ls.token = r.Seat, r.Token
			s.keep(c)
			s.noticeSeats()
		case proto.Error:
			s.problem = hostProblem(r.Error)
			if ls.seat < 0 { // refused the seat: the connection has nothing to do
				ls.wish.seat = -1
				ls.cl.Close()
				ls.cl = nil
				return
			}
		}
	}
}

// taking reports whether seat i is being taken at this screen.
func (s *session) taking(i int) bool {
	for _, ls := range s.more {
		if ls.wish.seat == i && ls.wish.token == "" && ls.seat < 0 {
			return true
		}
	}
	return false
}

// seated counts the seats welcomed at this screen.
func (s *session) seated() int {
	n := 0
	for _, ls := range s.more {
		if ls.seat >= 0 {
			n++
		}
	}
	return n
}

// conn is the connection that plays seat i (nil: not played here).
func (s *session) conn(i int) *client.Client {
	if i == s.seat {
		return s.cl
	}
	for _, ls := range s.more {
		if ls.seat == i {
			return ls.cl
		}
	}
	return nil
}

// hostProblem says a host's refusal in the player's language: the host's
// own words (English) stand in for a kind this version does not know.
func hostProblem(p *proto.Problem) string {
	if p == nil {
		return ""
	}
	id := narrate.ID("net.err." + p.Code)
	if _, ok := narrate.English[id]; ok {
		return say(id)
	}
	return say("net.err", p.Msg)
}

// started reports whether the game has begun (the lobby gives way to play).
func (s *session) started() bool { return s.view != nil && s.view.Phase != room.Lobby }

// mine reports whether seat i is played at this screen.
func (s *session) mine(i int) bool { return i >= 0 && s.conn(i) != nil }

// setup is the table as the play scene shows it: the room's seats, named.
func (s *session) setup() store.Setup {
	st := store.Setup{Rules: s.view.Rules.Name}
	for i, seat := range s.view.Seats {
		st.Seats = append(st.Seats, store.Seat{Name: store.ClipName(roomSeatName(s.view, i)), Color: i % 8, Computer: seat.Level != "", Level: seat.Level})
	}
	return st
}

// game is the game the welcome found (or a new one, to be played from the
// first update): a mirror for the scene to ask what is legal, never played.
func (s *session) game() (*engine.Game, error) {
	g, err := engine.New(s.view.Rules, len(s.view.Seats), engine.NewPCG(0))
	if err != nil || len(s.state) == 0 {
		return g, err
	}
	return g, mirror(g, s.state)
}

// mirror sets g's state to the host's, refusing one play could not reach.
func mirror(g *engine.Game, state json.RawMessage) error {
	var m engine.Game
	m.Rules = g.Rules
	if err := json.Unmarshal(state, &m.State); err != nil {
		return errors.New(say("net.badState", err))
	}
	if len(m.State.Seats) != len(g.State.Seats) {
		return errors.New(say("net.badState", "seats"))
	}
	if err := m.CheckPosition(); err != nil {
		return errors.New(say("net.badState", err))
	}
	g.CopyFrom(&m)
	return nil
}

// leave closes the connection; forget also drops the seat kept.
func (s *session) leave(c *Context, forget bool) {
	if !s.closed {
		s.closed = true
		s.cl.Close()
		for _, ls := range s.more {
			if ls.cl != nil {
				ls.cl.Close()
			} else if ls.dialing != nil {
				go closeDialed(ls.dialing)
			}
		}
	}
	if forget && !s.watching() {
		c.Store.Remove(store.OnlineName)
	}
}
