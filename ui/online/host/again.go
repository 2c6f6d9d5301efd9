//go:build !js

package host

import (
	"slices"
	"time"

	"goose/engine/room"
)

// Play again (issue 27): after a game each person seated says yes
// (proto.Again), logged like any change, so a host that dies meanwhile
// loses none of them; the room deals its next game once everyone still
// there has said yes. A person is still there while a connection holds
// their seat on some host, and for Config.Timing.AgainGrace after the last one
// went (a phone that slept, a tab closed by mistake); past it their seat
// goes to a computer (room.AgainLevel) and the game starts without them.
// The hosts tell each other which seats they hold on the room's subject
// (said.Here), as they tell their watchers.

// AgainGrace is how long a person gone may come back before the room
// plays again without them (Config.Timing.AgainGrace's default).
const AgainGrace = time.Minute

// presence is who holds a seat of a live room (under its lock), beside
// lv.conns: when this host took the room up, when a seat's last
// connection here went, and the seats the other hosts hold.
type presence struct {
	since  time.Time
	left   map[int]time.Time
	others map[string]heardSeats
	said   time.Time // when this host last said its seats
}

// heardSeats is the seats another host holds, as it last said, and when.
type heardSeats struct {
	seats []int
	at    time.Time
}

// doAgain has c's person say yes to playing again, and deals the next game
// when everyone still there has.
func (h *Host) doAgain(c *conn) error {
	if err := h.seated(c, func(r *room.Room) ([]room.Update, error) { return r.Accept(c.seat) }); err != nil {
		return err
	}
	lv := c.lv
	lv.mu.Lock()
	defer lv.mu.Unlock()
	h.rematch(lv)
	return nil
}

// rematch deals lv's next game if the room is ready (lv locked): one host
// wins its compare-and-set, the others find the game begun.
func (h *Host) rematch(lv *live) {
	gone := func(seat int) bool { return h.gone(lv, seat) }
	if lv.room == nil || !lv.room.Ready(gone) {
		return
	}
	seed, salt := newSeed(), newSalt()
	if _, err := h.change(lv, func(r *room.Room) ([]room.Update, error) { return r.Rematch(seed, salt, gone) }); err == nil {
		h.runOn(lv)
	}
}

// gone reports whether seat's person has gone from lv (locked): no
// connection holds the seat here or on another host, nor has for the grace.
func (h *Host) gone(lv *live, seat int) bool {
	p := &lv.here
	last := p.since
	for c := range lv.conns {
		if c.ready && !c.watching() && c.seat == seat {
			return false
		}
	}
	if t, ok := p.left[seat]; ok && t.After(last) {
		last = t
	}
	for _, o := range p.others {
		if slices.Contains(o.seats, seat) {
			if time.Since(o.at) <= 3*h.cfg.Timing.WatchSay {
				return false
			}
			if o.at.After(last) { // its host fell silent: gone since
				last = o.at
			}
		}
	}
	return time.Since(last) > h.cfg.Timing.AgainGrace
}

// seats is the seats connections hold on this host (lv locked).
func (lv *live) seats() []int {
	seats := []int{}
	for c := range lv.conns {
		if c.ready && !c.watching() && !slices.Contains(seats, c.seat) {
			seats = append(seats, c.seat)
		}
	}
	slices.Sort(seats)
	return seats
}

// sayHere tells the room's other hosts which seats this host holds (lv
// locked).
func (h *Host) sayHere(lv *live) {
	seats := lv.seats()
	lv.here.said = time.Now()
	h.say(lv, &said{Here: &seats})
}

// leftSeat notes that c, which held a seat of lv (locked), has gone.
func (h *Host) leftSeat(lv *live, c *conn) {
	if c.watching() || c.seat < 0 {
		return
	}
	if lv.here.left == nil {
		lv.here.left = map[int]time.Time{}
	}
	lv.here.left[c.seat] = time.Now()
	h.sayHere(lv)
}

// heardHere takes the seats another host says it holds (lv locked): a seat
// it no longer holds went just now.
func (h *Host) heardHere(lv *live, host string, seats []int) {
	p := &lv.here
	if p.others == nil {
		p.others = map[string]heardSeats{}
	}
	if p.left == nil {
		p.left = map[int]time.Time{}
	}
	for _, s := range p.others[host].seats {
		if !slices.Contains(seats, s) {
			p.left[s] = time.Now()
		}
	}
	p.others[host] = heardSeats{seats: seats, at: time.Now()}
}

// liveRooms is the rooms this host serves, as they stand.
func (h *Host) liveRooms() []*live {
	h.mu.Lock()
	defer h.mu.Unlock()
	rooms := make([]*live, 0, len(h.rooms))
	for _, lv := range h.rooms {
		rooms = append(rooms, lv)
	}
	return rooms
}

// againLoop, until the host closes, deals the next game of the rooms whose
// people have said yes once those who did not are gone, and says again
// which seats this host holds every Config.Timing.WatchSay.
func (h *Host) againLoop() {
	every := min(h.cfg.Timing.AgainGrace/4, 250*time.Millisecond)
	for ; !h.closing.Load(); time.Sleep(every) {
		for _, lv := range h.liveRooms() {
			lv.mu.Lock()
			if len(lv.conns) > 0 && time.Since(lv.here.said) > h.cfg.Timing.WatchSay {
				h.sayHere(lv)
			}
			if r := lv.room; r != nil && r.Phase == room.Over && len(r.Again) > 0 {
				h.rematch(lv)
			}
			lv.mu.Unlock()
		}
	}
}
