// Package client is a goose host's client, for the window, the browser and
// tests alike: it connects, takes a seat, sends requests and hands every
// reply to the game loop through Poll (or the Replies channel), and when
// the connection drops it reconnects, to the same host or another, and
// resumes the seat with its token, missing nothing.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// Kinds of reply the client itself adds to the host's.
const (
	Offline = "offline" // the connection dropped; the client is reconnecting (Error says why)
	Online  = "online"  // connected again; a welcome follows once the seat is resumed
)

// ErrOffline is returned by a request made while the client is reconnecting.
var ErrOffline = errors.New("not connected to a host just now")

// ErrClosed is returned by a request after Close.
var ErrClosed = errors.New("the client is closed")

// inbox is how many replies may wait for the game loop (a page in a
// hidden tab stops its loop while the game goes on); past it the client
// stops reading, and the host drops it if that lasts. The queue grows as
// replies come, so a client costs nothing for room it does not use.
const inbox = 4096

// Client is one connection to a room on a host (or, after a drop, to
// another host of the same cluster).
type Client struct {
	urls   []string
	ctx    context.Context
	cancel context.CancelFunc
	queue  replyQueue

	mu      sync.Mutex
	ws      conn // nil while reconnecting
	at      int  // urls[at] is the host in use
	held    seatHeld
	mirror  roomMirror
	wake    func()        // OnReply's
	pending pendingAsk    // the create, join or resume awaiting its welcome
	beat    time.Duration // how long the client may send nothing: a ping goes after it
	rebeat  chan struct{} // the welcome changed beat

	sent atomic.Int64 // when the last request went (Unix nanoseconds)
}

// replyQueue holds the replies waiting to be taken, and signals (each holds
// one at most): a reply was queued; the queue was taken; the client has
// stopped.
type replyQueue struct {
	mu      sync.Mutex
	replies []proto.Reply
	queued  chan struct{}
	taken   chan struct{}
	stopped chan struct{}
	out     chan proto.Reply // Replies', made on its first call
	outOnce sync.Once
}

// seatHeld is the room and seat the client holds, and the token that
// resumes it.
type seatHeld struct {
	code  string
	token string
	seat  int
	watch bool // watching the room, holding no seat
}

// roomMirror is the client's view of the room, as the updates tell it.
type roomMirror struct {
	last  uint64 // the last update received
	view  *room.View
	state json.RawMessage
	game  *engine.Game // the mirror of state, made on demand
	dupes int          // updates received twice (dropped)
	turn  turn         // whose turn the state says
	watch int          // how many watch the room
}

// pendingAsk is the create, join or resume awaiting its welcome, sent
// again when the host says to wait (too-fast), and how often it has been.
type pendingAsk struct {
	req     *proto.Request
	retries int
}

// Seat requests refused for going too fast are sent again after the wait
// the host names, up to retries times, when it names at most maxWait.
const (
	retries = 30
	maxWait = time.Minute
)

// turn is the part of engine.State that says who is to move.
type turn struct {
	Phase engine.Phase `json:"phase"`
	Order []int        `json:"order"`
	At    int          `json:"at"`
}

// read reads the turn from a state in JSON, only its three members: a
// client reads a state with every update.
func (t *turn) read(state []byte) {
	var n turn
	err := room.ReadObject(state, func(key string, val []byte) error {
		switch key {
		case "phase":
			if len(val) < 2 || val[0] != '"' || bytes.IndexByte(val, '\\') >= 0 {
				return json.Unmarshal(val, &n.Phase)
			}
			return n.Phase.UnmarshalText(val[1 : len(val)-1])
		case "order":
			n.Order = nil
			if string(val) == "null" {
				return nil
			}
			for _, f := range strings.Split(strings.Trim(string(val), "[] \t\r\n"), ",") {
				if f = strings.TrimSpace(f); f != "" {
					seat, err := strconv.Atoi(f)
					if err != nil {
						return err
					}
					n.Order = append(n.Order, seat)
				}
			}
			return nil
		case "at":
			at, err := strconv.Atoi(string(val))
			n.At = at
			return err
		}
		return nil
	})
	if err == nil {
		*t = n
	}
}

// seat is the seat to move, or -1.
func (t *turn) seat() int {
	if (t.Phase != engine.PhasePlay && t.Phase != engine.PhaseChoose) || t.At < 0 || t.At >= len(t.Order) {
		return -1
	}
	return t.Order[t.At]
}

// Dial connects to the first of urls that answers (ws://host:port/ws); the
// others are where to go when it drops.
func Dial(ctx context.Context, urls ...string) (*Client, error) {
	if len(urls) == 0 {
		return nil, errors.New("no host to connect to")
	}
	c := &Client{urls: urls, held: seatHeld{seat: -1},
		queue: replyQueue{queued: make(chan struct{}, 1), taken: make(chan struct{}, 1), stopped: make(chan struct{})}}
	var err error
	for i := range urls {
		var ws conn
		if ws, err = dial(ctx, urls[i]); err == nil {
			c.ws, c.at = ws, i
			break
		}
	}
	if c.ws == nil {
		return nil, err
	}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	c.beat, c.rebeat = proto.Heartbeat, make(chan struct{}, 1)
	c.sent.Store(time.Now().UnixNano())
	go c.run()
	go c.heartbeat()
	return c, nil
}

// heartbeat pings the host whenever the client has sent nothing for a
// while, so that a person thinking long (or a lobby waiting for friends)
// keeps the connection the host would cut as idle.
func (c *Client) heartbeat() {
	for {
		c.mu.Lock()
		every := c.beat
		c.mu.Unlock()
		wait := every - time.Since(time.Unix(0, c.sent.Load()))
		if wait <= 0 {
			c.send(&proto.Request{Type: proto.Ping}) // offline: the resume will do
			wait = every
		}
		select {
		case <-time.After(wait):
		case <-c.rebeat:
		case <-c.ctx.Done():
			return
		}
	}
}

// conn is one WebSocket connection: coder/websocket's on a computer
// (conn_other.go), the browser's own in a page (conn_js.go), which spares
// the page net/http and crypto/tls.
type conn interface {
	read(ctx context.Context) ([]byte, error) // valid until the next read
	write(ctx context.Context, text bool, data []byte) error
	close()    // a normal close
	closeNow() // at once
}

func dial(ctx context.Context, url string) (conn, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ws, err := dialConn(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("host %s: %w", url, err)
	}
	return ws, nil
}

// Close ends the connection for good.
func (c *Client) Close() {
	c.cancel()
	c.mu.Lock()
	if c.ws != nil {
		c.ws.close()
	}
	c.mu.Unlock()
}

// OnReply sets a function the client calls, from its own goroutine, after
// each reply it queues: a window asleep while a friend thinks wakes for it.
func (c *Client) OnReply(wake func()) {
	c.mu.Lock()
	c.wake = wake
	c.mu.Unlock()
}

// Replies delivers every reply in order, and is closed when the client
// stops. Use it or Poll, not both.
func (c *Client) Replies() <-chan proto.Reply {
	c.queue.outOnce.Do(func() {
		c.queue.out = make(chan proto.Reply)
		go c.pump()
	})
	return c.queue.out
}

// pump passes the queue on to Replies' channel, and closes it once the
// client has stopped and the queue is empty.
func (c *Client) pump() {
	defer close(c.queue.out)
	var buf []proto.Reply
	for ended := false; ; {
		buf = c.Poll(buf[:0])
		for _, r := range buf {
			select {
			case c.queue.out <- r:
			case <-c.ctx.Done():
				return
			}
		}
		switch {
		case len(buf) > 0:
		case ended:
			return
		default:
			select {
			case <-c.queue.queued:
			case <-c.queue.stopped:
				ended = true // what was queued before it is passed on first
			}
		}
	}
}

// Poll appends to buf the replies that have come since the last call and
// returns at once: what a game loop calls each tick.
func (c *Client) Poll(buf []proto.Reply) []proto.Reply {
	c.queue.mu.Lock()
	buf = append(buf, c.queue.replies...)
	clear(c.queue.replies) // the replies' updates are the caller's now
	c.queue.replies = c.queue.replies[:0]
	c.queue.mu.Unlock()
	signal(c.queue.taken)
	return buf
}

// signal sets a signal that holds one at most.
func signal(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// Create makes a room and takes its creator's seat; a welcome answers.
func (c *Client) Create(name string, rules proto.Rules, seats []room.SeatSpec) error {
	return c.ask(&proto.Request{Type: proto.Create, Name: name, Rules: &rules, Seats: seats})
}

// Join takes a seat in the room with code (seat -1: any open one).
func (c *Client) Join(code, name string, seat int) error {
	return c.ask(&proto.Request{Type: proto.Join, Code: code, Name: name, Seat: &seat})
}

// Resume takes back a seat held before (a token kept from a welcome).
func (c *Client) Resume(code, token string) error {
	return c.ask(&proto.Request{Type: proto.Resume, Code: code, Token: token})
}

// ResumeWhole takes back a seat held before, as Resume does, after every
// update of the room from its first but one (a screen restarted has none):
// the game's promise and every throw, for the dice to be checked
// (room.Dice), which the room's state alone cannot show.
func (c *Client) ResumeWhole(code, token string) error {
	return c.ask(&proto.Request{Type: proto.Resume, Code: code, Token: token, Since: 1})
}

// Watch watches the room with code, holding no seat: every update from its
// first, then a welcome (seat -1), then the updates as they come.
func (c *Client) Watch(code string) error {
	return c.ask(&proto.Request{Type: proto.Watch, Code: code})
}

// ask sends a request for a seat, kept to send again if the host says to
// wait.
func (c *Client) ask(req *proto.Request) error {
	c.mu.Lock()
	c.pending.req, c.pending.retries = req, 0
	c.mu.Unlock()
	return c.send(req)
}

// Start starts the game (the creator only).
func (c *Client) Start() error { return c.send(&proto.Request{Type: proto.Start}) }

// Act plays an action for the seat held, upon the room as last received:
// if the room has moved on meanwhile (or the action was already played
// before a drop) the host refuses it as stale rather than play it twice.
func (c *Client) Act(a engine.Action) error {
	return c.send(&proto.Request{Type: proto.Act, Action: &a, At: c.Last()})
}

// Hand gives a seat to a computer (the creator only).
func (c *Client) Hand(seat int, level string) error {
	return c.send(&proto.Request{Type: proto.Hand, Seat: &seat, Level: level})
}

// React says a reaction (one of proto.Reactions) to everyone in the room.
func (c *Client) React(id string) error { return c.send(&proto.Request{Type: proto.React, React: id}) }

// Again says yes to playing again after the game, in the same room and
// seats (Play again): the host deals the next game once everyone still
// there has.
func (c *Client) Again() error { return c.send(&proto.Request{Type: proto.Again}) }

// Send sends any request as it is (tests send bad ones).
func (c *Client) Send(req *proto.Request) error { return c.send(req) }

// sendRaw sends a message as it is, as text or binary.
func (c *Client) sendRaw(text bool, data []byte) error {
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if c.ctx.Err() != nil {
		return ErrClosed
	}
	if ws == nil {
		return ErrOffline
	}
	ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
	defer cancel()
	err := ws.write(ctx, text, data)
	if err == nil {
		c.sent.Store(time.Now().UnixNano())
	}
	return err
}

func (c *Client) send(req *proto.Request) error {
	data, err := proto.MarshalRequest(req)
	if err != nil {
		return err
	}
	return c.sendRaw(true, data)
}

// Seat is the room, seat and token held (seat -1 before a welcome): keep
// the code and token to Resume after a restart.
func (c *Client) Seat() (code string, seat int, token string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.held.code, c.held.seat, c.held.token
}

// Room is the room as last seen (nil before a welcome).
func (c *Client) Room() *room.View {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.mirror.view
}

// Duplicates counts the updates the host sent twice, which the client drops.
func (c *Client) Duplicates() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.mirror.dupes
}

// Last is the number of the last update received.
func (c *Client) Last() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.mirror.last
}

// Turn says who is to move as the host last told it: the seat (-1 before
// the game begins and after it ends), whether that seat owes a choice of
// how to use the dice (the team variation) rather than a roll, and whether
// the game is over. It is cheap enough for every tick; Game gives more.
func (c *Client) Turn() (seat int, choose, over bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.mirror.turn.seat(), c.mirror.turn.Phase == engine.PhaseChoose, c.mirror.turn.Phase == engine.PhaseOver
}

// Game is a copy of the game as the host last told it, for a view to ask
// whose turn it is and what is legal; nil before the game begins. It has
// no dice of its own worth the name: only the host plays.
func (c *Client) Game() *engine.Game {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.mirror.game == nil && c.mirror.view != nil && c.mirror.state != nil {
		g, err := engine.New(c.mirror.view.Rules, len(c.mirror.view.Seats), engine.NewPCG(0))
		if err == nil && json.Unmarshal(c.mirror.state, &g.State) == nil {
			c.mirror.game = g
		}
	}
	return c.mirror.game
}

// run reads replies until Close, reconnecting when the connection drops.
func (c *Client) run() {
	defer close(c.queue.stopped)
	for {
		c.mu.Lock()
		ws := c.ws
		c.mu.Unlock()
		err := c.read(ws)
		if c.ctx.Err() != nil {
			return
		}
		c.mu.Lock()
		c.ws = nil
		c.mu.Unlock()
		if !c.deliver(proto.Reply{Type: Offline, Error: &proto.Problem{Code: Offline, Msg: err.Error()}}) {
			return
		}
		if !c.reconnect() {
			return
		}
	}
}

// read takes replies from ws until it fails.
func (c *Client) read(ws conn) error {
	for {
		data, err := ws.read(c.ctx)
		if err != nil {
			ws.closeNow()
			return err
		}
		var r proto.Reply
		if proto.ReadReply(data, &r) != nil {
			continue // a newer host's message this client does not know
		}
		if c.keep(&r) && !c.deliver(r) {
			return ErrClosed
		}
	}
}

// keep updates the client's view of the room from a reply, reporting
// whether to pass it on (an update already had is not).
func (c *Client) keep(r *proto.Reply) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch r.Type {
	case proto.Welcome:
		c.welcome(r)
	case proto.Error:
		return c.refused(r)
	case proto.Update:
		return c.mirror.update(r.Update)
	case proto.Watchers:
		c.mirror.watch = r.Watching
	}
	return true
}

// Watching is how many watch the room, as the host last said, and whether
// this client is one of them.
func (c *Client) Watching() (n int, me bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.mirror.watch, c.held.watch
}

// welcome takes the seat a welcome gives, and the room as it is.
func (c *Client) welcome(r *proto.Reply) {
	c.pending.req = nil
	if r.Idle > 0 { // a host that cuts sooner is pinged sooner
		c.beat = min(proto.Heartbeat, time.Duration(r.Idle)*time.Millisecond/6)
		signal(c.rebeat)
	}
	c.held = seatHeld{code: r.Code, token: r.Token, seat: r.Seat, watch: r.Token == "" && r.Seat < 0}
	m := &c.mirror
	m.watch = r.Watching
	m.last = max(m.last, r.Seq)
	m.view, m.state, m.game = r.Room, r.State, nil
	m.turn = turn{Phase: engine.PhaseBegin}
	if r.State != nil {
		m.turn.read(r.State)
	}
}

// refused answers an error: a seat request refused for going too fast
// goes again when the host names, a resume the host could not read shortly;
// it reports whether to pass the error on.
func (c *Client) refused(r *proto.Reply) bool {
	if r.Re == proto.Ping {
		return false // an older host, which knows no pings: nothing to say
	}
	if c.askAgain(r) {
		return false
	}
	if r.Re == c.askedType() {
		c.pending.req = nil
	}
	if r.Re == proto.Resume && r.Error.Code == proto.ErrUnavailable && c.held.token != "" {
		// The host could not read what was missed: ask again shortly.
		code, token, since := c.held.code, c.held.token, c.mirror.last
		time.AfterFunc(200*time.Millisecond, func() {
			c.send(&proto.Request{Type: proto.Resume, Code: code, Token: token, Since: since})
		})
	}
	return true
}

// askAgain sends the seat request awaiting its welcome again when the host
// names when it would take it (too-fast), if not asked again too often and
// the wait is not too long; it reports whether it will.
func (c *Client) askAgain(r *proto.Reply) bool {
	a := c.pending.req
	if a == nil || r.Re != a.Type || r.Error.Code != proto.ErrTooFast || r.Error.Retry <= 0 {
		return false
	}
	wait := time.Duration(r.Error.Retry) * time.Millisecond
	if c.pending.retries >= retries || wait > maxWait {
		return false
	}
	c.pending.retries++
	time.AfterFunc(wait, func() {
		c.mu.Lock()
		again := c.pending.req == a
		c.mu.Unlock()
		if again {
			c.send(a)
		}
	})
	return true
}

// update takes an update not had before, reporting whether it was new.
func (m *roomMirror) update(u *room.Update) bool {
	if u == nil || u.Seq <= m.last {
		m.dupes++
		return false
	}
	m.last = u.Seq
	if u.Lobby != nil {
		m.view = u.Lobby
	}
	if u.State != nil {
		m.state, m.game = u.State, nil
		m.turn = turn{}
		m.turn.read(u.State)
	}
	return true
}

// askedType is the kind of the seat request awaiting its welcome, or "".
func (c *Client) askedType() string {
	if c.pending.req == nil {
		return ""
	}
	return c.pending.req.Type
}

// deliver queues a reply, waiting while the queue is full.
func (c *Client) deliver(r proto.Reply) bool {
	for {
		c.queue.mu.Lock()
		if len(c.queue.replies) < inbox {
			c.queue.replies = append(c.queue.replies, r)
			c.queue.mu.Unlock()
			signal(c.queue.queued)
			c.mu.Lock()
			wake := c.wake
			c.mu.Unlock()
			if wake != nil {
				wake()
			}
			return true
		}
		c.queue.mu.Unlock()
		select {
		case <-c.queue.taken:
		case <-c.ctx.Done():
			return false
		}
	}
}

// reconnect tries the hosts in turn, from the one that dropped, until one
// answers, then resumes the seat held.
func (c *Client) reconnect() bool {
	wait := 20 * time.Millisecond
	for try := 0; ; try++ {
		c.mu.Lock()
		url := c.urls[(c.at+try)%len(c.urls)]
		c.mu.Unlock()
		ws, err := dial(c.ctx, url)
		if err == nil {
			c.mu.Lock()
			c.ws, c.at = ws, (c.at+try)%len(c.urls)
			code, token, since, watch := c.held.code, c.held.token, c.mirror.last, c.held.watch
			c.mu.Unlock()
			if !c.deliver(proto.Reply{Type: Online, Code: url}) {
				return false
			}
			if token != "" {
				c.ask(&proto.Request{Type: proto.Resume, Code: code, Token: token, Since: since})
			} else if watch {
				c.ask(&proto.Request{Type: proto.Watch, Code: code, Since: since})
			}
			return true
		}
		if (try+1)%len(c.urls) == 0 {
			select {
			case <-time.After(wait):
			case <-c.ctx.Done():
				return false
			}
			wait = min(2*wait, 2*time.Second)
		}
	}
}

// Peek asks the host where each of the rooms with codes stands (at most
// proto.MaxPeek); a peeked reply answers, holding no seat.
func (c *Client) Peek(codes []string) error {
	return c.send(&proto.Request{Type: proto.Peek, Codes: codes})
}

// PeekAt asks the host at url where each of the rooms with codes stands, on
// a connection of its own, closed after: the rooms in the order asked, or
// why not (the host refused, or cannot be reached, or ctx ended first).
func PeekAt(ctx context.Context, url string, codes []string) ([]proto.RoomTurn, error) {
	c, err := Dial(ctx, url)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := c.Peek(codes); err != nil {
		return nil, err
	}
	for {
		select {
		case r, ok := <-c.Replies():
			switch {
			case !ok:
				return nil, ErrClosed
			case r.Type == proto.Peeked && len(r.Rooms) == len(codes):
				return r.Rooms, nil
			case r.Type == proto.Peeked:
				return nil, errors.New("the host answered for other rooms")
			case r.Type == proto.Error && (r.Re == proto.Peek || r.Re == ""):
				return nil, errors.New(r.Error.Msg)
			}
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// CreateSlow makes a room that takes its time (it waits 30 days for a
// move, not a day), whose host tells hook (a web address, or "") whenever
// it is someone's turn; a welcome answers.
func (c *Client) CreateSlow(name string, rules proto.Rules, seats []room.SeatSpec, hook string) error {
	return c.ask(&proto.Request{Type: proto.Create, Name: name, Rules: &rules, Seats: seats, Slow: true, Hook: hook})
}
