//go:build !js

package host

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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
}

// unavailable is the answer while NATS cannot be reached.
var unavailable = &room.Error{Code: proto.ErrUnavailable, Msg: "the game store cannot be reached just now: try again"}

// opTimeout bounds one round trip to NATS.
const opTimeout = 5 * time.Second

// A room's snapshot is written again after snapEvery changes, and once it
// is older than snapAge: a room read afresh reads fewer changes from the
// log, and its key in the bucket, which expires a day after it was
// written (RoomTTL), lives on while the room is played.
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

// Headers of a logged change: its first update's number, and the seats
// after a change of them.
const (
	seqHeader   = "Goose-Seq"
	seatsHeader = "Goose-Seats"
)

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
		return unavailable
	}
	r, err := room.Load(e.Value())
	if err != nil {
		return &room.Error{Code: "damaged", Msg: err.Error()}
	}
	pos, since := r.Pos, 0
	if pos == 0 {
		// Made, and not yet logged, or stored whole by an older host.
		if pos, err = h.logPending(ctx, lv.code, r); err != nil {
			return err
		}
		since = snapEvery           // a snapshot with the log's position, at the next change
		lv.top = max(lv.top, r.Seq) // clients behind are filled from the log
	} else if pos, err = h.catchUp(ctx, lv.code, r, pos); err != nil {
		return err
	}
	lv.room, lv.pos, lv.since, lv.snapped = r, pos, since, e.Created()
	return nil
}

// logPending brings the log up to r when r was stored whole (no position):
// its pending updates that the log lacks are logged (the host that made
// them may have died first); if the log holds more than r, r follows it.
// It returns where the log stands.
func (h *Host) logPending(ctx context.Context, code string, r *room.Room) (uint64, error) {
	var pos, logged uint64
	last, err := h.st.of(code).st.GetLastMsgForSubject(ctx, subject+code)
	if err == nil {
		pos, logged = last.Sequence, lastSeq(last.Header, last.Data)
	} else if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, unavailable
	}
	if logged == r.Seq {
		return pos, nil
	}
	if logged > r.Seq { // a room made (pos 0) and changed since: a few changes
		return h.catchUp(ctx, code, r, 0)
	}
	var lines [][]byte
	var first uint64
	datas, err := r.PendingJSON()
	if err != nil {
		return 0, err
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
		return pos, nil
	}
	pos, err = h.log(ctx, code, first, lines, r.Seats, pos)
	if err != nil {
		return 0, unavailable // a conflict too: another host is at it; try again
	}
	return pos, nil
}

// catchUp makes r follow the changes logged after pos, returning where the
// log stands.
func (h *Host) catchUp(ctx context.Context, code string, r *room.Room, pos uint64) (uint64, error) {
	l := h.st.of(code)
	for {
		m, err := l.st.GetMsg(ctx, pos+1, jetstream.WithGetMsgSubject(subject+code))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return pos, nil
		}
		if err != nil {
			return 0, unavailable
		}
		if err := follow(r, m.Header, m.Data); err != nil {
			return 0, &room.Error{Code: "damaged", Msg: err.Error()}
		}
		pos = m.Sequence
	}
}

// follow makes r follow one logged change.
func follow(r *room.Room, hdr nats.Header, data []byte) error {
	ups, err := readUpdates(data)
	if err != nil {
		return err
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
// the room's log, if the log still stands at pos (0: empty): errConflict
// if it does not. It returns the change's place in the log.
func (h *Host) log(ctx context.Context, code string, first uint64, lines [][]byte, seats []room.Seat, pos uint64) (uint64, error) {
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
			return 0, err
		}
		m.Header.Set(seatsHeader, string(data))
	}
	m.Header.Set(seqHeader, strconv.FormatUint(first, 10))
	ack, err := h.st.of(code).js.PublishMsg(ctx, m, jetstream.WithExpectLastSequencePerSubject(pos))
	var api *jetstream.APIError
	if errors.As(err, &api) && (api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		return 0, errConflict
	}
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
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
		pos, err := h.log(ctx, lv.code, ups[0].Seq, datas, seats, lv.pos)
		if err != nil {
			lv.room = nil // stale, or not known to be logged: read it again
			if errors.Is(err, errConflict) {
				h.conflicts.Add(1)
				continue
			}
			return nil, unavailable
		}
		lv.pos = pos
		h.fanOut(lv, ups[0].Seq, datas)
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
	lv.room.Pos = lv.pos
	data, err := lv.room.Marshal()
	if err != nil {
		return
	}
	if _, err := h.st.of(lv.code).kv.Put(ctx, lv.code, data); err == nil {
		lv.since, lv.snapped = 0, time.Now()
	}
}

// history reads the room's updates after since from the stream, in order,
// each once.
func (h *Host) history(ctx context.Context, code string, since uint64) ([]room.Update, error) {
	if _, err := h.st.of(code).st.GetLastMsgForSubject(ctx, subject+code); errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	cons, err := h.st.of(code).js.OrderedConsumer(ctx, stream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subject + code}})
	if err != nil {
		return nil, err
	}
	var ups []room.Update
	h.histories.Add(1)
	for {
		msgs, err := cons.FetchNoWait(256)
		if err != nil {
			return nil, err
		}
		more := false
		n := 0
		for m := range msgs.Messages() {
			n++
			got, _ := readUpdates(m.Data())
			for _, u := range got {
				if u.Seq > since {
					ups = append(ups, u)
				}
			}
			md, err := m.Metadata()
			more = err == nil && md.NumPending > 0
		}
		if msgs.Error() != nil && !errors.Is(msgs.Error(), jetstream.ErrNoMessages) {
			return nil, msgs.Error()
		}
		if !more || n == 0 {
			break
		}
	}
	slices.SortStableFunc(ups, func(a, b room.Update) int { return cmp.Compare(a.Seq, b.Seq) })
	ups = slices.CompactFunc(ups, func(a, b room.Update) bool { return a.Seq == b.Seq })
	return ups, nil
}
