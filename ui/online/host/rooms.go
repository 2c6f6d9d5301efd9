//go:build !js

package host

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// live is a room this host has clients for: its cached copy (valid at rev)
// and the connections to send its updates to.
type live struct {
	mu    sync.Mutex
	code  string
	room  *room.Room // nil: read it from the bucket before use
	rev   uint64
	conns map[*conn]bool
	sub   *nats.Subscription
	top   uint64 // the highest update seen on the subject
	users int    // connections and requests using it (under Host.mu)
	// unpublished: the room's Pending updates were stored but their
	// publication failed (NATS went away between the two).
	unpublished bool
}

// unavailable is the answer while NATS cannot be reached.
var unavailable = &room.Error{Code: proto.ErrUnavailable, Msg: "the game store cannot be reached just now: try again"}

// opTimeout bounds one round trip to NATS.
const opTimeout = 5 * time.Second

// load reads lv's room from the bucket (when not cached) and publishes again
// its last change's updates, in case the host that stored it died before
// publishing them (JetStream drops a second copy within the dedup window).
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
	if err := h.publish(ctx, lv.code, r); err != nil {
		return unavailable
	}
	lv.room, lv.rev, lv.unpublished = r, e.Revision(), false
	return nil
}

// change applies fn to lv's room and stores the result with compare-and-set
// on the revision read: if another host changed the room meanwhile, the
// room is read again and fn applied again. fn changes nothing when it
// fails. The updates are published once stored.
func (h *Host) change(lv *live, fn func(r *room.Room) ([]room.Update, error)) ([]room.Update, error) {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	for range 8 {
		if err := h.load(ctx, lv); err != nil {
			return nil, err
		}
		if lv.unpublished {
			if h.publish(ctx, lv.code, lv.room) != nil {
				return nil, unavailable
			}
			lv.unpublished = false
		}
		ups, err := fn(lv.room)
		if err != nil {
			return nil, err
		}
		data, err := lv.room.Marshal()
		if err != nil {
			lv.room = nil
			return nil, err
		}
		rev, err := h.st.of(lv.code).kv.Update(ctx, lv.code, data, lv.rev)
		if err != nil {
			lv.room = nil // stale or unknown: read it again
			if errors.Is(err, jetstream.ErrKeyExists) {
				h.conflicts.Add(1)
				continue
			}
			return nil, unavailable
		}
		lv.rev = rev
		if err := h.publish(ctx, lv.code, lv.room); err != nil { // ups are its Pending
			// Stored but not yet published: the next change publishes them
			// first, as does any host reading the room (load).
			lv.unpublished = true
		}
		return ups, nil
	}
	return nil, unavailable
}

// publish puts the updates of r's last change (its Pending) on the room's
// subject, each once, in the JSON its store holds them in.
func (h *Host) publish(ctx context.Context, code string, r *room.Room) error {
	ups := r.Pending
	datas, err := r.PendingJSON()
	if err != nil {
		return err
	}
	futures := make([]jetstream.PubAckFuture, 0, len(ups))
	for i, data := range datas {
		f, err := h.st.of(code).js.PublishAsync(subject+code, data, jetstream.WithMsgID(msgID(code, ups[i].Seq)))
		if err != nil {
			return err
		}
		futures = append(futures, f)
	}
	for _, f := range futures {
		select {
		case <-f.Ok():
		case err := <-f.Err():
			return err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

func msgID(code string, seq uint64) string { return code + "." + strconv.FormatUint(seq, 10) }

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
			var u room.Update
			if json.Unmarshal(m.Data(), &u) == nil && u.Seq > since {
				ups = append(ups, u)
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
