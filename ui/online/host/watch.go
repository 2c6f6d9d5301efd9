//go:build !js

package host

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"

	"goose/ui/online/proto"
)

// The room's hosts tell each other, on a NATS core subject of the room
// (nothing stored: it is said, not logged), how many watch it on each: a
// room's count of watchers is the sum of the hosts' counts as last heard.
// A host that starts to serve a room asks the others for theirs, and a
// host says its count again every Config.Timing.WatchSay: a count not heard for
// three of those is dropped (its host died without a word, and its
// watchers, back on another host, are counted there).
const says = "goose.say."

// said is one message on a room's subject.
type said struct {
	Host     string `json:"h"`             // the host saying it (store.id)
	Watching *int   `json:"w,omitempty"`   // how many watch the room on that host
	Ask      bool   `json:"ask,omitempty"` // the hosts that have watchers say how many
	React    string `json:"r,omitempty"`   // a reaction (proto.Reactions), of Seat
	Seat     int    `json:"s,omitempty"`
	Here     *[]int `json:"here,omitempty"` // the seats connections hold on that host (again.go)
}

// watchers is a room's watchers, for a live room (under its lock).
type watchers struct {
	mine   int                   // connections watching it on this host
	others map[string]heardCount // on the other hosts, by host, as last heard
	sub    *nats.Subscription
}

// total is how many watch the room on every host.
func (w *watchers) total() int {
	n := w.mine
	for _, o := range w.others {
		n += o.n
	}
	return n
}

// heardCount is another host's count of a room's watchers, and when it
// was heard.
type heardCount struct {
	n  int
	at time.Time
}

// resay says again how many watch each room with watchers here, and drops
// the other hosts' counts not heard for three times WatchSay, until the
// host closes.
func (h *Host) resay() {
	every := h.cfg.Timing.WatchSay
	for last := time.Now(); !h.closing.Load(); time.Sleep(min(every, 250*time.Millisecond)) {
		if time.Since(last) < every {
			continue
		}
		last = time.Now()
		for _, lv := range h.liveRooms() {
			lv.mu.Lock()
			if n := lv.watch.mine; n > 0 {
				h.say(lv, &said{Watching: &n})
			}
			before := lv.watch.total()
			for host, o := range lv.watch.others {
				if time.Since(o.at) > 3*every {
					delete(lv.watch.others, host)
				}
			}
			if lv.watch.total() != before {
				h.tellWatchers(lv)
			}
			lv.mu.Unlock()
		}
	}
}

// hear subscribes lv (new) to its room's subject and asks the other hosts
// for their watchers.
func (h *Host) hear(lv *live) {
	nc := h.st.of(lv.code).nc
	lv.watch.others = map[string]heardCount{}
	sub, err := nc.Subscribe(says+lv.code, func(m *nats.Msg) { h.heard(lv, m) })
	if err != nil {
		return
	}
	lv.watch.sub = sub
	h.say(lv, &said{Ask: true})
}

// say tells the room's other hosts something.
func (h *Host) say(lv *live, s *said) {
	s.Host = h.st.id
	if data, err := json.Marshal(s); err == nil {
		h.st.of(lv.code).nc.Publish(says+lv.code, data)
	}
}

// heard takes another host's message on lv's subject.
func (h *Host) heard(lv *live, m *nats.Msg) {
	var s said
	if json.Unmarshal(m.Data, &s) != nil || s.Host == h.st.id || s.Host == "" {
		return
	}
	lv.mu.Lock()
	defer lv.mu.Unlock()
	if s.Ask && lv.watch.mine > 0 {
		n := lv.watch.mine
		h.say(lv, &said{Watching: &n})
	}
	if s.Ask && len(lv.conns) > 0 {
		h.sayHere(lv)
	}
	if s.Here != nil {
		h.heardHere(lv, s.Host, *s.Here)
	}
	if proto.IsReaction(s.React) {
		h.tellReaction(lv, s.Seat, s.React)
	}
	if s.Watching != nil {
		before := lv.watch.total()
		if *s.Watching <= 0 {
			delete(lv.watch.others, s.Host)
		} else {
			lv.watch.others[s.Host] = heardCount{min(*s.Watching, proto.MaxWatchers), time.Now()}
		}
		if lv.watch.total() != before {
			h.tellWatchers(lv)
		}
	}
}

// watched changes this host's count of lv's watchers (lv locked), and
// tells the room's people, here and on the other hosts.
func (h *Host) watched(lv *live, by int) {
	lv.watch.mine += by
	n := lv.watch.mine
	h.say(lv, &said{Watching: &n})
	h.tellWatchers(lv)
}

// tellWatchers sends lv's connections on this host how many watch.
func (h *Host) tellWatchers(lv *live) {
	tellAll(lv, &proto.Reply{Type: proto.Watchers, Watching: lv.watch.total()})
}

// tellAll sends a reply to lv's connections on this host (lv locked).
func tellAll(lv *live, r *proto.Reply) {
	data, err := json.Marshal(r)
	if err != nil {
		return
	}
	for c := range lv.conns {
		if c.ready {
			c.sendJSON(data)
		}
	}
}

// watching reports whether c watches a room, holding no seat.
func (c *conn) watching() bool { return c.lv != nil && c.token == "" }

// doWatch has c watch the room with code: every update from the first (or
// after since, for a watcher back after a drop), then the welcome, then
// the updates as they come. Watchers hold no seat; a room takes at most
// proto.MaxWatchers.
func (h *Host) doWatch(c *conn, code string, req *proto.Request) error {
	lv := h.live(code)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	err := h.load(ctx, lv)
	if err == nil && lv.watch.total() >= proto.MaxWatchers {
		err = problem(proto.ErrWatchFull, "%d people watch room %s already: the most a room takes", proto.MaxWatchers, code)
	}
	if err == nil {
		err = h.welcome(ctx, c, lv, -1, "", req.Since)
	}
	if err != nil {
		h.leave(lv, nil)
		return err
	}
	h.watched(lv, 1)
	return nil
}
