//go:build !js

package host

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// twoHosts runs two hosts on one NATS, and a room of seats made by Ann
// through the first.
func twoHosts(t *testing.T, seats int) (hA, hB *Host, ann *client.Client, code string) {
	t.Helper()
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB = startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
	ann = dial(t, hA.URL())
	if err := ann.Create("Ann", proto.Rules{Preset: "classic"}, make([]room.SeatSpec, seats)); err != nil {
		t.Fatal(err)
	}
	return hA, hB, ann, next(t, ann, proto.Welcome).Code
}

// Seven people join one room at once through two hosts on one NATS: the
// compare-and-set on the room's revision gives each a seat of their own,
// and both hosts' clients see the same full lobby.
func TestJoinsAtOnceThroughTwoHosts(t *testing.T) {
	hA, hB, ann, code := twoHosts(t, 8)
	seats := make([]int, 7)
	var wg sync.WaitGroup
	for i := range seats {
		h := hA
		if i%2 == 1 {
			h = hB
		}
		c := dial(t, h.URL())
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Join(code, fmt.Sprint("P", i), -1)
			r := <-c.Replies()
			seats[i] = -1
			if r.Error != nil {
				t.Logf("P%d: %s %s", i, r.Error.Code, r.Error.Msg)
			}
			if r.Type == proto.Welcome {
				seats[i] = r.Seat
			}
		}()
	}
	wg.Wait()
	got := map[int]bool{0: true}
	for _, s := range seats {
		if s < 1 || got[s] {
			t.Fatalf("seats given: %v", seats)
		}
		got[s] = true
	}
	for ann.Last() < 8 {
		next(t, ann, proto.Update)
	}
	for i, s := range ann.Room().Seats {
		if !s.Taken {
			t.Errorf("seat %d open in the creator's lobby", i+1)
		}
	}
	t.Logf("compare-and-set retries: host A %d, host B %d", hA.Conflicts(), hB.Conflicts())
}

// A host may follow another's change from the subject before the stream
// has stored it (NATS passes a message on as it takes it in): locate then
// waits a moment for the log to hold the change, rather than read the room
// afresh, and finds where it stands.
func TestLocateWaitsForTheChangeFollowed(t *testing.T) {
	h := startHost(t, "")
	ann := dial(t, h.URL())
	if err := ann.Create("Ann", proto.Rules{Preset: "classic"}, make([]room.SeatSpec, 3)); err != nil {
		t.Fatal(err)
	}
	code := next(t, ann, proto.Welcome).Code
	lv := h.live(code)
	defer h.leave(lv, nil)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	ahead, ups, datas := joined(t, lv.room, "Bob") // the room as another host changed it
	was := lv.pos
	logged := make(chan uint64, 1)
	time.AfterFunc(2*time.Millisecond, func() { // that host's change, stored a moment later
		pos, err := h.log(context.Background(), code, ups[0].Seq, datas[len(datas)-len(ups):], ahead.Seats, was)
		if err != nil {
			t.Error(err)
		}
		logged <- pos
	})
	lv.room, lv.known = ahead, false
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	if !h.locate(ctx, lv) {
		t.Fatal("locate gave up on a change about to be stored")
	}
	if pos := <-logged; lv.pos != pos || !lv.known {
		t.Errorf("located at %d (known %v), the change is at %d", lv.pos, lv.known, pos)
	}
}

// A change that loses its compare-and-set reaches no client and no other
// host's copy of the room: NATS passes a message published on a subject to
// the subject's subscribers whether or not the stream then takes it.
func TestRefusedChangeGoesNowhere(t *testing.T) {
	hA, hB, ann, code := twoHosts(t, 3)
	bob := dial(t, hB.URL())
	bob.Join(code, "Bob", -1)
	next(t, bob, proto.Welcome)
	for ann.Last() < bob.Last() {
		next(t, ann, proto.Update)
	}
	// On host A, a change made upon the room as it stood before Bob came,
	// as by a host that lost a race: refused.
	lv := hA.live(code)
	lv.mu.Lock()
	stale, ups, datas := joined(t, lv.room, "Eve")
	_, err := hA.log(context.Background(), code, ups[0].Seq, datas, stale.Seats, 1)
	lv.mu.Unlock()
	hA.leave(lv, nil)
	if err != errConflict {
		t.Fatalf("a change upon an old position: %v, want a conflict", err)
	}
	time.Sleep(200 * time.Millisecond)
	for _, c := range []*client.Client{ann, bob} {
		for _, s := range c.Room().Seats {
			if s.Name == "Eve" {
				t.Errorf("a client was sent the refused change: %+v", c.Room().Seats)
			}
		}
	}
	lvB := hB.live(code)
	defer hB.leave(lvB, nil)
	lvB.mu.Lock()
	defer lvB.mu.Unlock()
	if lvB.room != nil && lvB.room.Seq != bob.Last() {
		t.Errorf("host B's room followed the refused change: update %d, the log's last is %d", lvB.room.Seq, bob.Last())
	}
}

// joined is a copy of r that name has joined, with the join's updates and
// their JSON: a change made apart from the host's own copy.
func joined(t *testing.T, r *room.Room, name string) (*room.Room, []room.Update, [][]byte) {
	t.Helper()
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	c, err := room.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	_, ups, err := c.Join(name, -1, room.HashToken(name))
	if err != nil {
		t.Fatal(err)
	}
	datas, err := c.PendingJSON()
	if err != nil {
		t.Fatal(err)
	}
	return c, ups, datas
}
