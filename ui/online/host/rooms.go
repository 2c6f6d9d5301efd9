//go:build !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// live is a room this host has clients for: its cached copy, where the
// room's log stands after it, and the connections to send its updates to.
type live struct {
	mu   sync.Mutex
	code string
	room *room.Room // nil: read it from the store before use
	pos  uint64     // the stream sequence of the room's last change (with room)
	// Changes since the room's snapshot was written, and when it was.
	since   int
	snapped time.Time
	conns   map[*conn]bool
	sub     *nats.Subscription
	top     uint64 // the highest update heard
	users   int    // connections and requests using it (under Host.mu)
	logged  uint64 // the bytes of the room's log up to pos (with room)
	running bool   // a goroutine plays on the computers' run (runOn)
	watch   watchers
	here    presence // who holds its seats, for Play again (again.go)
}

// Answers when the store cannot take a change.
var (
	unavailable = &room.Error{Code: proto.ErrUnavailable, Msg: "the game store cannot be reached just now: try again"}
	storeFull   = &room.Error{Code: proto.ErrStoreFull, Msg: "the game store is full: try again once old rooms have expired"}
	roomFull    = &room.Error{Code: proto.ErrRoomFull, Msg: "this room has grown as large as a room may: start a new one"}
)

// RoomBytes is the most a room's log may hold: an honest game logs 1–2 MB
// (eight seats, a long game), and a room that a hostile creator or board
// grows without end stops here, not at the store's end.
var RoomBytes uint64 = 32 << 20

// storeLog limits the host's log lines on the store's refusals: a full
// store refuses every room's every change.
var storeLog = newLimiter(1, 5)

// complain logs a refusal or a timeout of the store, unless too many came
// this second.
func complain(format string, a ...any) {
	if storeLog.allow("") {
		log.Printf("goose host: "+format, a...)
	}
}

// opTimeout bounds one round trip to NATS.
const opTimeout = 5 * time.Second

// A room's snapshot is written again after snapEvery changes, and once it
// is older than snapAge: a room read afresh reads fewer changes from the
// log, and its key in the bucket, which expires a day (a slow room's 30
// days: life) after it was written, lives on while the room is played.
const snapEvery = 32

func snapAge() time.Duration { return RoomTTL / 24 }

// errConflict is a change that lost its compare-and-set.
var errConflict = errors.New("the room changed meanwhile")

// The room's log is the stream: each change of a room is one message on its
// subject, its updates in JSON one a line, appended with compare-and-set on
// the subject's last sequence, so that of two hosts changing a room at once
// one wins and the other brings the room up to date and retries. A header
// gives the change's first update number (seqOf), and a change of the
// seats carries them, with their tokens' hashes, which updates never show.
// The bucket holds a snapshot of each room (room.Room, with the log's
// position after it): written when the room is made and every so often,
// read with the changes logged after it.
//
// Why the stream, not the bucket, is the log: an action is then one write
// to JetStream, the very message that takes its updates to the clients,
// where storing the room whole and then publishing its updates was two
// writes in turn, the first as large as the room; and the log keeps every
// update for the clients that come back (history), which a bucket keeping
// one value a key cannot. Hosts hear each other's changes as the stream
// passes them on once stored, with their place in the log (forward), and
// follow them (room.Follow): neither reading the room again nor asking
// where the log stands.

// Headers of a logged change: its first update's number, the seats after a
// change of them, and the bytes of the room's log with it.
const (
	seqHeader   = "Goose-Seq"
	seatsHeader = "Goose-Seats"
	bytesHeader = "Goose-Bytes"
	// dealHeader is the seed and salt of the game a change begins (Play
	// again): secret like the seats' tokens, and never sent to clients.
	dealHeader = "Goose-Deal"
)

// loggedWith is the bytes of a room's log with a change logged after
// logged bytes: as its header says, or counted (a change of an older host).
func loggedWith(logged uint64, hdr nats.Header, data []byte) uint64 {
	if n, err := strconv.ParseUint(hdr.Get(bytesHeader), 10, 64); err == nil {
		return n
	}
	return logged + uint64(len(data))
}

// load reads lv's room (when not cached): its snapshot, then the changes
// logged after it.
func (h *Host) load(ctx context.Context, lv *live) error {
	if lv.room != nil {
		return nil
	}
	e, err := h.st.of(lv.code).kv.Get(ctx, lv.code)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return &room.Error{Code: proto.ErrNoRoom, Msg: "there is no room " + lv.code + " (it may have expired)"}
	}
	if err != nil {
		complain("room %s: reading its snapshot: %v", lv.code, err)
		return unavailable
	}
	r, err := room.Load(e.Value())
	if err != nil {
		return &room.Error{Code: "damaged", Msg: err.Error()}
	}
	pos, logged, since := r.Pos, r.Logged, 0
	if pos == 0 {
		// Made, and not yet logged, or stored whole by an older host.
		if pos, logged, err = h.logPending(ctx, lv.code, r); err != nil {
			return err
		}
		since = snapEvery           // a snapshot with the log's position, at the next change
		lv.top = max(lv.top, r.Seq) // clients behind are filled from the log
	} else if pos, logged, err = h.catchUp(ctx, lv.code, r, pos, logged); err != nil {
		return err
	}
	lv.room, lv.pos, lv.logged, lv.since, lv.snapped = r, pos, logged, since, e.Created()
	return nil
}

// logPending brings the log up to r when r was stored whole (no position):
// its pending updates that the log lacks are logged (the host that made
// them may have died first); if the log holds more than r, r follows it.
// It returns where the log stands, and its bytes.
func (h *Host) logPending(ctx context.Context, code string, r *room.Room) (uint64, uint64, error) {
	var pos, logged, logBytes uint64
	last, err := h.st.of(code).st.GetLastMsgForSubject(ctx, subject+code)
	if err == nil {
		pos, logged = last.Sequence, lastSeq(last.Header, last.Data)
		logBytes = loggedWith(0, last.Header, last.Data) // a room of an older host counts from here
	} else if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, 0, unavailable
	}
	if logged == r.Seq {
		return pos, logBytes, nil
	}
	if logged > r.Seq { // a room made (pos 0) and changed since: a few changes
		return h.catchUp(ctx, code, r, 0, 0)
	}
	var lines [][]byte
	var first uint64
	datas, err := r.PendingJSON()
	if err != nil {
		return 0, 0, err
	}
	for i, u := range r.Pending {
		if u.Seq > logged {
			if first == 0 {
				first = u.Seq
			}
			lines = append(lines, datas[i])
		}
	}
	if len(lines) == 0 {
		return pos, logBytes, nil
	}
	pos, logBytes, err = h.log(ctx, code, first, lines, r.Seats, r.Dealt(), pos, logBytes, life(r))
	if errors.Is(err, errConflict) {
		return 0, 0, unavailable // another host is at it; try again
	}
	return pos, logBytes, err
}

// catchUp makes r follow the changes logged after pos (with logged bytes),
// returning where the log stands and its bytes.
func (h *Host) catchUp(ctx context.Context, code string, r *room.Room, pos, logged uint64) (uint64, uint64, error) {
	l := h.st.of(code)
	for {
		m, err := l.st.GetMsg(ctx, pos+1, jetstream.WithGetMsgSubject(subject+code))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return pos, logged, nil
		}
		if err != nil {
			complain("room %s: reading its log: %v", code, err)
			return 0, 0, unavailable
		}
		if err := follow(r, m.Header, m.Data); err != nil {
			return 0, 0, &room.Error{Code: "damaged", Msg: err.Error()}
		}
		pos, logged = m.Sequence, loggedWith(logged, m.Header, m.Data)
	}
}

// follow makes r follow one logged change.
func follow(r *room.Room, hdr nats.Header, data []byte) error {
	ups, err := readUpdates(data)
	if err != nil {
		return err
	}
	if d := hdr.Get(dealHeader); d != "" {
		var deal room.Deal
		if err := json.Unmarshal([]byte(d), &deal); err != nil {
			return fmt.Errorf("room %s: deal: %w", r.Code, err)
		}
		r.Next(&deal)
	}
	var seats []room.Seat
	if s := hdr.Get(seatsHeader); s != "" {
		if err := json.Unmarshal([]byte(s), &seats); err != nil {
			return fmt.Errorf("room %s: seats: %w", r.Code, err)
		}
	}
	return r.Follow(ups, seats)
}

// readUpdates reads a logged change: its updates, one a line.
func readUpdates(data []byte) ([]room.Update, error) {
	var ups []room.Update
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		var u room.Update
		if err := u.UnmarshalJSON(line); err != nil {
			return nil, err
		}
		ups = append(ups, u)
	}
	return ups, nil
}

// lastSeq is the number of the last update of a logged change.
func lastSeq(hdr nats.Header, data []byte) uint64 {
	first := seqOf(hdr)
	if first == 0 {
		ups, err := readUpdates(data)
		if err != nil || len(ups) == 0 {
			return 0
		}
		return ups[len(ups)-1].Seq
	}
	return first + uint64(bytes.Count(data, []byte{'\n'}))
}

// log appends a change (its updates in JSON, the first numbered first) to
// the room's log, if the log still stands at pos (0: empty) with logged
// bytes: errConflict if it does not, a room.Error if the store cannot take
// it. It returns the change's place in the log and the log's bytes with it.
// The change lives logAfter longer than a room's snapshot lives (ttl).
func (h *Host) log(ctx context.Context, code string, first uint64, lines [][]byte, seats []room.Seat, deal *room.Deal, pos, logged uint64, ttl time.Duration) (uint64, uint64, error) {
	m := &nats.Msg{Subject: subject + code, Data: lines[0], Header: nats.Header{}}
	if len(lines) > 1 {
		n := len(lines)
		for _, l := range lines {
			n += len(l)
		}
		m.Data = make([]byte, 0, n)
		for i, l := range lines {
			if i > 0 {
				m.Data = append(m.Data, '\n')
			}
			m.Data = append(m.Data, l...)
		}
	}
	if seats != nil {
		data, err := json.Marshal(seats)
		if err != nil {
			return 0, 0, err
		}
		m.Header.Set(seatsHeader, string(data))
	}
	if deal != nil {
		data, err := json.Marshal(deal)
		if err != nil {
			return 0, 0, err
		}
		m.Header.Set(dealHeader, string(data))
	}
	size := len(m.Data) + len(m.Header.Get(seatsHeader))
	if size > storeMessage-4<<10 { // the headers NATS adds are far smaller
		// The room's bounds (room.MaxRun, MaxChange, MaxRules) keep every
		// change far below this: a change that passes them anyway is
		// refused, not tried again for ever.
		complain("room %s: a change of %d bytes, more than the store takes", code, size)
		return 0, 0, &room.Error{Code: proto.ErrTooLarge, Msg: fmt.Sprintf("a change of %d bytes: more than the game store takes", size)}
	}
	total := logged + uint64(len(m.Data))
	if total > RoomBytes {
		return 0, 0, roomFull
	}
	m.Header.Set(seqHeader, strconv.FormatUint(first, 10))
	m.Header.Set(bytesHeader, strconv.FormatUint(total, 10))
	ack, err := h.st.of(code).js.PublishMsg(ctx, m, jetstream.WithExpectLastSequencePerSubject(pos), jetstream.WithMsgTTL(ttl+logAfter))
	var api *jetstream.APIError
	if errors.As(err, &api) && (api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		return 0, 0, errConflict
	}
	if err != nil {
		return 0, 0, refused(code, err)
	}
	return ack.Sequence, total, nil
}

// JetStream's codes for a store at its limits: a stream's (its MaxBytes,
// with DiscardNew), and the server's (its disk).
const (
	jsStoreFailed       jetstream.ErrorCode = 10077
	jsInsufficientSpace jetstream.ErrorCode = 10023
)

// refused is the answer for a write the store refused or did not answer,
// logged.
func refused(code string, err error) error {
	var api *jetstream.APIError
	if errors.As(err, &api) && (api.ErrorCode == jsStoreFailed || api.ErrorCode == jsInsufficientSpace) {
		complain("room %s: the store is full: %v", code, err)
		return storeFull
	}
	complain("room %s: the store refused a change or did not answer: %v", code, err)
	return unavailable
}

// change applies fn to lv's room and logs the change with compare-and-set
// on where the log stood: if another host changed the room meanwhile, the
// room is read again and fn applied again. fn changes nothing when it
// fails.
func (h *Host) change(lv *live, fn func(r *room.Room) ([]room.Update, error)) ([]room.Update, error) {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	for range 8 {
		if err := h.load(ctx, lv); err != nil {
			return nil, err
		}
		turn := personDue(lv.room) // the person due before, for the room's web address
		ups, err := fn(lv.room)
		if err != nil {
			return nil, err
		}
		datas, err := lv.room.PendingJSON()
		if err != nil || len(ups) == 0 {
			lv.room = nil
			return nil, unavailable
		}
		var seats []room.Seat
		for _, u := range ups {
			if u.Lobby != nil {
				seats = lv.room.Seats
			}
		}
		pos, logged, err := h.log(ctx, lv.code, ups[0].Seq, datas, seats, lv.room.Dealt(), lv.pos, lv.logged, life(lv.room))
		if err != nil {
			lv.room = nil // stale, or not known to be logged: read it again
			if errors.Is(err, errConflict) {
				h.conflicts.Add(1)
				continue
			}
			var re *room.Error
			if errors.As(err, &re) {
				return nil, err
			}
			return nil, unavailable
		}
		lv.pos, lv.logged = pos, logged
		h.fanOut(lv, ups[0].Seq, datas)
		h.hooks.turned(lv.room, turn, ups)
		if lv.since++; lv.since >= snapEvery || time.Since(lv.snapped) > snapAge() {
			h.snapshot(ctx, lv)
		}
		return ups, nil
	}
	return nil, unavailable
}

// snapshot writes lv's room to the bucket, with where the log stands. One
// that fails is no loss: the log holds every change.
func (h *Host) snapshot(ctx context.Context, lv *live) {
	lv.room.Pos, lv.room.Logged = lv.pos, lv.logged
	data, err := lv.room.Marshal()
	if err != nil {
		return
	}
	if err := putSnapshot(ctx, h.st.of(lv.code), lv.code, data, life(lv.room)); err == nil {
		lv.since, lv.snapped = 0, time.Now()
	} else {
		complain("room %s: writing its snapshot: %v", lv.code, err)
	}
}

// runOn has a goroutine play on lv's computers' run (room.Due) when a
// change left it cut short, a change at a time with the room's lock given
// up in between: other requests come in between, and a run that would
// never end (a board of endless throws again) stops at the room's limit.
// lv is locked.
func (h *Host) runOn(lv *live) {
	if lv.running || lv.room == nil || !lv.room.Due() {
		return
	}
	lv.running = true
	h.mu.Lock()
	lv.users++
	h.mu.Unlock()
	go h.run(lv)
}

// run is runOn's goroutine. A store away or full is tried again, less and
// less often: the run goes on by itself when the store comes back.
func (h *Host) run(lv *live) {
	defer h.leave(lv, nil)
	wait := 100 * time.Millisecond
	for {
		lv.mu.Lock()
		_, err := h.change(lv, (*room.Room).Computers)
		more := err == nil && lv.room != nil && lv.room.Due()
		retry := err == unavailable || err == storeFull
		if h.closing.Load() || !more && !retry {
			var re *room.Error
			if errors.As(err, &re) && re.Code != "not-due" {
				for c := range lv.conns { // the room's limit: no one else would hear of it
					c.fail("", err)
				}
			}
			lv.running = false
			lv.mu.Unlock()
			return
		}
		lv.mu.Unlock()
		if retry {
			time.Sleep(wait)
			wait = min(2*wait, 10*time.Second)
		} else {
			wait = 100 * time.Millisecond
		}
	}
}

// histBatch is how many of a room's logged changes history reads at once:
// a log may hold tens of megabytes, a change at most storeMessage bytes.
const histBatch = 8

// history passes the room's updates after since, up to upto, to send in
// order, each once, as logged (JSON), reading the log a few changes at a
// time. It stops where send returns false, and returns the last update
// passed.
func (h *Host) history(ctx context.Context, code string, since, upto uint64, send func(seq uint64, line []byte) bool) (uint64, error) {
	if _, err := h.st.of(code).st.GetLastMsgForSubject(ctx, subject+code); errors.Is(err, jetstream.ErrMsgNotFound) {
		return since, nil
	} else if err != nil {
		return since, err
	}
	// Each read is a consumer on the stream, which NATS allows 1,000 of
	// (its default), each kept 5 minutes after its last use unless
	// deleted: a thousand watchers come in five minutes filled the stream,
	// and the next read's consumer, retried without end, never came.
	// A read deletes its consumer when done; one that cannot be made
	// fails (the client asks again) rather than waits for ever.
	js := h.st.of(code).js
	cons, err := js.OrderedConsumer(ctx, stream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subject + code},
		MaxResetAttempts: 2, InactiveThreshold: time.Minute})
	if err != nil {
		return since, err
	}
	defer dropConsumer(js, cons)
	h.histories.Add(1)
	r := historyRead{last: since, upto: upto, send: send}
	for empty := 0; ; {
		msgs, err := fetchHistory(cons, empty > 0)
		if err != nil {
			return r.last, err
		}
		n, more := r.batch(msgs)
		if msgs.Error() != nil && !errors.Is(msgs.Error(), jetstream.ErrNoMessages) {
			return r.last, msgs.Error()
		}
		if n == 0 && r.last < upto && empty < 4 {
			empty++
			continue
		}
		if r.stop || !more || n == 0 {
			return r.last, nil
		}
		empty = 0
	}
}

// dropConsumer deletes a history read's consumer, in the background (a
// read made before it goes on its own, as the read's earlier ones do).
func dropConsumer(js jetstream.JetStream, cons jetstream.Consumer) {
	info := cons.CachedInfo()
	if info == nil {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
		defer cancel()
		js.DeleteConsumer(ctx, stream, info.Name)
	}()
}

// fetchHistory takes the next few logged changes: those there at once, or,
// when none came at once where more were due, waiting a little for them.
func fetchHistory(cons jetstream.Consumer, wait bool) (jetstream.MessageBatch, error) {
	if wait {
		return cons.Fetch(histBatch, jetstream.FetchMaxWait(250*time.Millisecond))
	}
	return cons.FetchNoWait(histBatch)
}

// historyRead is a reading of a room's log: the updates after last, up to
// upto, go to send until it returns false (stop).
type historyRead struct {
	last, upto uint64
	send       func(seq uint64, line []byte) bool
	stop       bool
}

// batch passes a batch's updates, reading it to its end; it returns how
// many changes it held and whether the log holds more.
func (r *historyRead) batch(msgs jetstream.MessageBatch) (n int, more bool) {
	for m := range msgs.Messages() {
		n++
		if md, err := m.Metadata(); err == nil {
			more = md.NumPending > 0
		}
		if !r.stop {
			r.change(m)
		}
	}
	return n, more
}

// change passes a logged change's updates: a line each.
func (r *historyRead) change(m jetstream.Msg) {
	lines := bytes.Split(m.Data(), []byte{'\n'})
	first := seqOf(m.Headers())
	if first == 0 { // an older host's change: its updates say
		first = lastSeq(m.Headers(), m.Data()) + 1 - uint64(len(lines))
	}
	for i, line := range lines {
		if seq := first + uint64(i); seq > r.last && seq <= r.upto {
			if r.stop = !r.send(seq, line); r.stop {
				return
			}
			r.last = seq
		}
	}
	r.stop = r.last >= r.upto
}
