//go:build !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/ui/online/proto"
)

func problem(code, format string, a ...any) error {
	return &room.Error{Code: code, Msg: fmt.Sprintf(format, a...)}
}

// waitErr is a refusal for going too fast that says when to try again.
type waitErr struct {
	msg   string
	after time.Duration
}

func (e *waitErr) Error() string { return e.msg }

func tooFast(after time.Duration, format string, a ...any) error {
	return &waitErr{fmt.Sprintf(format, a...), after}
}

// Error replies quote a request at most this much (a hostile request is
// not sent back whole, nor many times its size in escapes), and say at
// most maxErrMsg bytes in all.
const (
	maxEcho   = 24
	maxErrMsg = 300
)

// echo is s cut to maxEcho bytes (whole characters), for an error to quote.
func echo(s string) string {
	return clip(s, maxEcho)
}

// clip cuts s to n bytes of whole characters, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// handle answers one request. A refused request gets an error reply and
// changes nothing.
func (h *Host) handle(c *conn, typ websocket.MessageType, data []byte) {
	if after, ok := c.rate.take(""); !ok {
		c.fail("", tooFast(after, "more than %d requests a second: slow down", proto.Rate))
		return
	}
	if len(data) > proto.MaxMessage {
		c.fail("", problem(proto.ErrTooLarge, "a request of %d bytes; at most %d", len(data), proto.MaxMessage))
		return
	}
	if typ != websocket.MessageText {
		c.fail("", problem(proto.ErrBadJSON, "requests are JSON text messages"))
		return
	}
	var req proto.Request
	if !proto.ReadRoll(data, &req) {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			c.fail("", problem(proto.ErrBadJSON, "not a request: %s", clip(err.Error(), 80)))
			return
		}
		if dec.More() {
			c.fail(known(req.Type), problem(proto.ErrBadJSON, "one request a message"))
			return
		}
	}
	if err := h.do(c, &req); err != nil {
		c.fail(known(req.Type), err)
	}
}

// known is a request kind to name in a reply: a kind the host knows, or "".
func known(kind string) string {
	switch kind {
	case proto.Create, proto.Join, proto.Resume, proto.Start, proto.Act, proto.Hand, proto.Ping, proto.Watch, proto.React, proto.Peek, proto.Again:
		return kind
	}
	return ""
}

// do carries out a well-formed request.
func (h *Host) do(c *conn, req *proto.Request) error {
	if err := h.allow(c, req); err != nil {
		return err
	}
	switch req.Type {
	case proto.Ping:
		return nil // heard: the connection is not idle
	case proto.Create:
		return h.doCreate(c, req)
	case proto.Join, proto.Resume, proto.Watch:
		code := proto.CleanCode(req.Code)
		if code == "" {
			return problem(proto.ErrNoRoom, "%q is not a room code (%d letters and digits)", echo(req.Code), proto.CodeLen)
		}
		switch req.Type {
		case proto.Join:
			return h.doJoin(c, code, req)
		case proto.Watch:
			return h.doWatch(c, code, req)
		}
		return h.doResume(c, code, req)
	case proto.Start:
		return h.seated(c, func(r *room.Room) ([]room.Update, error) { return r.Start(c.seat) })
	case proto.Act:
		return h.doAct(c, req)
	case proto.React:
		return h.doReact(c, req)
	case proto.Again:
		return h.doAgain(c)
	case proto.Peek:
		return h.doPeek(c, req)
	default: // hand
		if req.Seat == nil || req.Level == "" {
			return problem(proto.ErrBadRequest, "hand needs a seat and a level")
		}
		return h.seated(c, func(r *room.Room) ([]room.Update, error) { return r.Hand(c.seat, *req.Seat, req.Level) })
	}
}

// allow refuses a request of a kind unknown, or one the connection may not
// make: a seat when it holds one, a move in a room when it holds none, a
// create or join beyond its address's budget.
func (h *Host) allow(c *conn, req *proto.Request) error {
	switch req.Type {
	case proto.Ping, proto.Peek: // a peek is counted as it is read (doPeek)
	case proto.Create, proto.Join, proto.Resume, proto.Watch:
		if c.watching() {
			return problem(proto.ErrWatching, "this connection watches room %s: a watcher takes no seat (play from another)", c.code)
		}
		if c.lv != nil {
			return problem(proto.ErrSeated, "this connection already holds seat %d in room %s", c.seat+1, c.code)
		}
		// A resume is counted only when refused (resume): people coming
		// back after a restart, many behind one address, keep their seats.
		if req.Type != proto.Resume {
			return h.admit(c.ip, req.Type == proto.Create)
		}
	case proto.Start, proto.Act, proto.Hand, proto.Again:
		if c.watching() {
			return problem(proto.ErrWatching, "you watch room %s: a watcher can only watch", c.code)
		}
		if c.lv == nil {
			return problem(proto.ErrNotSeated, "join or create a room first")
		}
	case proto.React:
		if c.lv == nil {
			return problem(proto.ErrNotSeated, "join, create or watch a room first")
		}
	default:
		return problem(proto.ErrUnknownType, "unknown request %q (want create, join, resume, watch, start, act, hand, react, peek, again or ping)", echo(req.Type))
	}
	return nil
}

// doAct plays a move as c's seat, never twice.
func (h *Host) doAct(c *conn, req *proto.Request) error {
	if req.Action == nil {
		return problem(proto.ErrBadRequest, "act needs an action")
	}
	return h.seated(c, func(r *room.Room) ([]room.Update, error) {
		if req.At != 0 && req.At != r.Seq {
			// Sent again after a drop, or upon an old view: never played twice.
			return nil, problem(proto.ErrStale, "the room has moved on (update %d, not %d)", r.Seq, req.At)
		}
		return r.Act(c.seat, *req.Action)
	})
}

// admit counts a create, join or refused resume against the address's
// budget, and a create against its rooms an hour.
func (h *Host) admit(addr string, create bool) error {
	if after, ok := h.lim.joins.take(addr); !ok {
		return tooFast(after, "too many rooms tried from your address: wait %s", wait(after))
	}
	if !create {
		return nil
	}
	if after, ok := h.lim.made.take(addr); !ok {
		return tooFast(after, "%d rooms made from your address in an hour: wait %s", h.cfg.RoomsPerHour, wait(after))
	}
	return nil
}

// wait says a delay to people, in whole seconds.
func wait(d time.Duration) string {
	return fmt.Sprintf("%d s", int(d.Seconds())+1)
}

// seated changes c's room as c's seat, if c's token still holds the seat
// (the creator may have handed it to a computer).
func (h *Host) seated(c *conn, fn func(r *room.Room) ([]room.Update, error)) error {
	lv := c.lv
	lv.mu.Lock()
	defer lv.mu.Unlock()
	mine := func(r *room.Room) ([]room.Update, error) {
		if r.SeatOf(c.token) != c.seat {
			return nil, lostSeat(r, c.seat, c.token)
		}
		return fn(r)
	}
	_, err := h.change(lv, mine)
	if re, ok := err.(*room.Error); ok && re != unavailable && time.Since(c.checked) > time.Second {
		// Refused by this host's copy, which may not yet have heard another
		// host's change (a start just after a join there): once more on
		// the room as the log has it. At most once a second for a
		// connection: refusals cost NATS little.
		c.checked = time.Now()
		if h.behind(lv) {
			lv.room = nil
			_, err = h.change(lv, mine)
		}
	}
	// The computers' run, when the change cut it short, or when the host
	// that played it went away (the person, refused, finds no one at it).
	h.runOn(lv)
	return err
}

// behind reports whether lv's room (cached) has not yet followed a change
// the log holds: one round trip, made only for a refusal.
func (h *Host) behind(lv *live) bool {
	if lv.room == nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	m, err := h.st.of(lv.code).st.GetLastMsgForSubject(ctx, subject+lv.code)
	return err == nil && m.Sequence > lv.pos
}

func (h *Host) doCreate(c *conn, req *proto.Request) error {
	spec := req.Rules
	if spec == nil {
		spec = &proto.Rules{}
	}
	rules, err := spec.Engine()
	if err != nil {
		return problem("bad-rules", "%v", err)
	}
	hook, err := h.hooks.check(req.Hook)
	if err != nil {
		return err
	}
	token := newToken()
	r, err := h.create(func(code string) (*room.Room, error) {
		r, err := room.New(code, rules, req.Seats, req.Name, room.HashToken(token), newSeed())
		if err == nil {
			r.Slow, r.Hook = req.Slow, hook
			err = r.Promise(newSalt()) // in the room's first message: before anyone throws
		}
		return r, err
	})
	if err != nil {
		return err
	}
	lv := h.live(r.Code)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	// The room's first change (its lobby) logged, the log's first message:
	// the room is stored, and need not be read back.
	datas, err := r.PendingJSON()
	if err == nil {
		if lv.pos, lv.logged, err = h.log(ctx, r.Code, r.Seq, datas, r.Seats, nil, 0, 0, life(r)); err == nil {
			h.fanOut(lv, r.Seq, datas)
		}
	}
	if err != nil {
		lv.room = nil
		h.leave(lv, nil)
		if errors.Is(err, errConflict) || !errors.As(err, new(*room.Error)) {
			return unavailable
		}
		return err
	}
	// A snapshot with the log's position at the next change.
	lv.room, lv.since, lv.snapped = r, snapEvery, time.Now()
	return h.welcome(ctx, c, lv, r.Creator, token, 0) // cannot fail: no history
}

func (h *Host) doJoin(c *conn, code string, req *proto.Request) error {
	want, seat := -1, -1
	if req.Seat != nil {
		want = *req.Seat
	}
	token := newToken()
	lv := h.live(code)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	_, err := h.change(lv, func(r *room.Room) ([]room.Update, error) {
		var ups []room.Update
		var err error
		seat, ups, err = r.Join(req.Name, want, room.HashToken(token)) // want, not seat: fn may run again
		return ups, err
	})
	if err != nil {
		h.leave(lv, nil)
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	return h.welcome(ctx, c, lv, seat, token, 0) // cannot fail: no history
}

func (h *Host) doResume(c *conn, code string, req *proto.Request) error {
	lv := h.live(code)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	lv.room = nil // another host may have changed it: read it afresh
	err := h.load(ctx, lv)
	seat := -1
	if err == nil {
		if seat = lv.room.SeatOf(req.Token); seat < 0 {
			err = problem(proto.ErrBadToken, "that token holds no seat in room %s", code)
			if lv.room.GivenAway(req.Token) >= 0 {
				err = lostSeat(lv.room, -1, req.Token)
			}
		}
	}
	if err != nil {
		h.leave(lv, nil)
		if err != unavailable {
			// A refused resume counts as a join: codes are not found by
			// resuming either; past the budget, which it was is not said.
			if aerr := h.admit(c.ip, false); aerr != nil {
				return aerr
			}
		}
		return err
	}
	if err := h.welcome(ctx, c, lv, seat, req.Token, req.Since); err != nil {
		h.leave(lv, nil)
		return err
	}
	return nil
}

// welcome seats c in lv (locked, its room loaded): the updates after since
// that the client missed, then the room and state as they stand, then every
// update that follows.
func (h *Host) welcome(ctx context.Context, c *conn, lv *live, seat int, token string, since uint64) error {
	// The updates missed are sent with the room's lock given up: a long log
	// takes a while to send, and the room's people play on meanwhile. What
	// they played then is sent after, under the lock (a few changes).
	// A watcher (seat -1, no token) gets every update from the first.
	for pass := 0; (since > 0 || seat < 0) && since < lv.room.Seq; pass++ {
		upto, locked := lv.room.Seq, pass >= 2
		if !locked {
			lv.mu.Unlock()
		}
		hctx, cancel := context.WithTimeout(context.Background(), opTimeout) // each pass its own
		last, err := h.history(hctx, lv.code, since, upto, func(_ uint64, line []byte) bool {
			if !queued(c) {
				return false
			}
			c.sendJSON(wrapUpdate(line))
			return true
		})
		cancel()
		if !locked {
			lv.mu.Lock()
		}
		ctx, cancel = context.WithTimeout(context.Background(), opTimeout) // the caller's may have run out
		defer cancel()
		if err != nil || last < upto {
			return unavailable // the client tries again, rather than miss updates
		}
		since = last
		if lv.room == nil { // changed meanwhile, and not followed
			if err := h.load(ctx, lv); err != nil {
				return err
			}
		}
		if !holds(lv.room, seat, token) { // handed to a computer meanwhile
			return lostSeat(lv.room, seat, token)
		}
	}
	r := lv.room
	w := &proto.Reply{Type: proto.Welcome, Code: lv.code, Token: token, Seat: seat, Room: r.View(), Seq: r.Seq,
		Idle: h.cfg.Timing.Idle.Milliseconds(), Watching: lv.watch.total()}
	if g, _ := r.Engine(); g != nil {
		w.State, _ = json.Marshal(&g.State)
	}
	c.send(w)
	c.sit(lv, seat, token, r.Seq)
	if seat >= 0 {
		h.sayHere(lv) // the other hosts know the seat's person is here (Play again)
	}
	if lv.top > c.last {
		h.fill(ctx, c, lv)
	}
	h.runOn(lv) // a run its host left unfinished
	return nil
}

// lostSeat is the refusal of token, which no longer holds seat in r: its
// person is told when it went to a computer (they may watch), not that
// their token is wrong.
func lostSeat(r *room.Room, seat int, token string) error {
	if given := r.GivenAway(token); given >= 0 {
		return problem(proto.ErrSeatGiven, "while you were away, seat %d went to a computer: you can watch room %s", given+1, r.Code)
	}
	return problem(proto.ErrBadToken, "seat %d is no longer yours", seat+1)
}

// holds reports whether token holds seat in r (a watcher, seat -1, holds none to lose).
func holds(r *room.Room, seat int, token string) bool {
	return seat < 0 || r.SeatOf(token) == seat
}

// sit has c in lv at seat (-1 and no token: watching), welcomed at update seq.
func (c *conn) sit(lv *live, seat int, token string, seq uint64) {
	c.lv, c.code, c.seat, c.token = lv, lv.code, seat, token
	if token != "" {
		c.hash = room.HashToken(token)
	}
	c.ready, c.last, c.welcomed = true, seq, seq
	lv.conns[c] = true
}

// histQueue is how many replies of a history may wait for a connection.
const histQueue = 64

// queued waits while c's queue holds histQueue replies: a long history
// outruns any connection, and is sent as the connection takes it. false: c
// is gone, or took nothing for writeTimeout.
func queued(c *conn) bool {
	n, since := len(c.out), time.Now()
	for ; n >= histQueue; n = len(c.out) {
		if c.dead.Load() || time.Since(since) > writeTimeout {
			return false
		}
		time.Sleep(5 * time.Millisecond)
		if len(c.out) < n {
			since = time.Now() // it takes them, however slowly
		}
	}
	return !c.dead.Load()
}

// forward sends another host's change to the room's clients on this host
// (fanOut), and has the room's cached copy follow it. It hears a change
// only once the log holds it: the stream passes each change it stores on to
// the logged subject, with its place in the log, in the log's order (the
// stream's RePublish), where a message on the rooms' own subject reaches
// subscribers as NATS takes it in, even one the stream then refuses for
// losing its compare-and-set. A host hears its own changes there too,
// already sent by change: it knows their place, and passes them by.
func (h *Host) forward(lv *live, m *nats.Msg) {
	pos, err := strconv.ParseUint(m.Header.Get(jetstream.SequenceHeader), 10, 64)
	if err != nil {
		return // not from the stream
	}
	lv.mu.Lock()
	defer lv.mu.Unlock()
	// The updates go on as logged, numbered from the message's header:
	// reading them whole was a sixth of a loaded host's time.
	n := uint64(bytes.Count(m.Data, []byte{'\n'})) + 1
	first := seqOf(m.Header)
	if first == 0 { // no header says: the updates read
		first = lastSeq(m.Header, m.Data) + 1 - n
	}
	if first == 0 || first > 1<<62 {
		return // unreadable: no host logs it
	}
	if seats := m.Header.Get(seatsHeader); seats != "" {
		defer h.unseat(lv, first+n-1, seats) // once the change is sent: it shows the seat handed
	}
	if lv.room != nil && pos > lv.pos {
		// Followed, with its place in the log: the next change needs no
		// look-up. A change missed (this host was away from NATS) has the
		// room read again.
		if first != lv.room.Seq+1 || follow(lv.room, m.Header, m.Data) != nil {
			lv.room = nil
		}
		lv.pos, lv.logged = pos, loggedWith(lv.logged, m.Header, m.Data)
	}
	// A change the room's copy holds already (this host's own, sent as it
	// was logged, or one read with the room) may still be due to a client:
	// one welcomed on another host's change before it was heard here.
	last := first + n - 1
	for c := range lv.conns {
		if c.ready && c.last < last {
			h.fanOut(lv, first, bytes.Split(m.Data, []byte{'\n'}))
			return
		}
	}
	lv.top = max(lv.top, last)
}

// unseat stops sending lv's updates to connections on this host whose
// token no longer holds their seat (the creator handed it to a computer),
// after a change of the seats (JSON, as logged) up to update last; each is
// told once. A change older than a connection's welcome (heard late) says
// nothing of its seat.
func (h *Host) unseat(lv *live, last uint64, data string) {
	var seats []room.Seat
	if json.Unmarshal([]byte(data), &seats) != nil {
		return
	}
	for c := range lv.conns {
		if last > c.welcomed && !c.watching() && (c.seat >= len(seats) || seats[c.seat].Token != c.hash) {
			delete(lv.conns, c)
			why := problem(proto.ErrBadToken, "seat %d is no longer yours: it went to a computer", c.seat+1)
			if c.seat < len(seats) && seats[c.seat].Gone == c.hash {
				why = problem(proto.ErrSeatGiven, "seat %d went to a computer: you can watch room %s", c.seat+1, lv.code)
			}
			c.fail("", why)
		}
	}
}

// fanOut sends a change's updates (in JSON, the first numbered first) to
// lv's clients on this host, each update once and in order: a client
// behind is brought up to date from the log first (fill).
func (h *Host) fanOut(lv *live, first uint64, lines [][]byte) {
	last := first + uint64(len(lines)) - 1
	lv.top = max(lv.top, last)
	for i, line := range lines {
		seq := first + uint64(i)
		reply := wrapUpdate(line) // encoded once for every client
		for c := range lv.conns {
			switch {
			case !c.ready || seq <= c.last:
			case seq == c.last+1:
				c.sendJSON(reply)
				c.last = seq
				if lv.top > c.last && seq == last {
					h.fillNow(c, lv)
				}
			default:
				h.fillNow(c, lv)
			}
		}
	}
}

// seqOf is the number of a logged change's first update, from its header
// (or, as older hosts logged it, its message id: the code, a dot and the
// number); 0 when they do not say.
func seqOf(hdr nats.Header) uint64 {
	id := hdr.Get(seqHeader)
	if id == "" {
		id = hdr.Get(jetstream.MsgIDHeader)
		i := strings.LastIndexByte(id, '.')
		if i < 0 {
			return 0
		}
		id = id[i+1:]
	}
	n, err := strconv.ParseUint(id, 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// fillNow is fill within a round trip's time: a context made only when
// needed, since forward seldom fills.
func (h *Host) fillNow(c *conn, lv *live) {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	h.fill(ctx, c, lv)
}

// fill sends c the updates after its last that the stream holds, as long
// as they follow on: one not yet published waits for its message.
func (h *Host) fill(ctx context.Context, c *conn, lv *live) {
	h.history(ctx, lv.code, c.last, lv.top, func(seq uint64, line []byte) bool {
		if seq != c.last+1 {
			return false
		}
		c.sendJSON(wrapUpdate(line))
		c.last = seq
		return true
	})
}

// wrapUpdate is an update's reply, the update as logged.
func wrapUpdate(line []byte) []byte {
	return append(append([]byte(`{"type":"`+proto.Update+`","update":`), line...), '}')
}
