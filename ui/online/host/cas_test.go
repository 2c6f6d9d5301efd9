//go:build !js

package host

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

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

// A host hears another's change once the log holds it, with its place in
// the log: its copy of the room follows it and knows where the log stands,
// so its own next change needs no look-up and wins its compare-and-set.
func TestFollowedChangeKnowsItsPlace(t *testing.T) {
	hA, hB, ann, code := twoHosts(t, 2)
	bob := bobOn(t, hB, ann, code)
	last, err := hA.st.of(code).st.GetLastMsgForSubject(context.Background(), subject+code)
	if err != nil {
		t.Fatal(err)
	}
	lv := hA.live(code)
	lv.mu.Lock()
	if lv.room == nil || lv.room.Seq != bob.Last() || lv.pos != last.Sequence {
		t.Errorf("host A's copy after Bob's join on host B: room %v, at %d; the log is at %d", lv.room != nil, lv.pos, last.Sequence)
	}
	lv.mu.Unlock()
	hA.leave(lv, nil)
	if err := ann.Start(); err != nil {
		t.Fatal(err)
	}
	next(t, ann, proto.Update)
	if n := hA.Conflicts(); n != 0 {
		t.Errorf("host A's start lost %d compare-and-sets", n)
	}
}

// A change that the host's copy of the room holds already, read with the
// room (a client resuming on this host after another host made it), still
// reaches a client of this host that has not had it when it is heard.
func TestChangeHeardReachesAClientBehind(t *testing.T) {
	hA, hB, ann, code := twoHosts(t, 2)
	bob := bobOn(t, hB, ann, code)
	if err := ann.Start(); err != nil {
		t.Fatal(err)
	}
	for bob.Game() == nil { // the start
		next(t, bob, proto.Update)
	}
	last, err := hA.st.of(code).st.GetLastMsgForSubject(context.Background(), subject+code)
	if err != nil {
		t.Fatal(err)
	}
	m := nats.NewMsg(logged + code)
	m.Data = last.Data
	for k, v := range last.Header {
		m.Header[k] = v
	}
	m.Header.Set(jetstream.SequenceHeader, fmt.Sprint(last.Sequence))
	lv := hB.live(code)
	defer hB.leave(lv, nil)
	lv.mu.Lock()
	var c *conn
	for c = range lv.conns {
	}
	c.last-- // as if welcomed with the room before the start, which it holds
	lv.mu.Unlock()
	hB.forward(lv, m)
	lv.mu.Lock()
	defer lv.mu.Unlock()
	if c.last != bob.Last() {
		t.Errorf("Bob's connection is at update %d after the start was heard again, want %d", c.last, bob.Last())
	}
}

// A change that loses its compare-and-set reaches no client and no other
// host's copy of the room: NATS passes a message published on a subject to
// the subject's subscribers whether or not the stream then takes it.
func TestRefusedChangeGoesNowhere(t *testing.T) {
	hA, hB, ann, code := twoHosts(t, 3)
	bob := bobOn(t, hB, ann, code)
	// On host A, a change made upon the room as it stood before Bob came,
	// as by a host that lost a race: refused.
	lv := hA.live(code)
	lv.mu.Lock()
	stale, ups, datas := joined(t, lv.room, "Eve")
	_, _, err := hA.log(context.Background(), code, ups[0].Seq, datas, stale.Seats, nil, 1, 0, RoomTTL)
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

// bobOn has Bob join the room through host h, and Ann see him come.
func bobOn(t *testing.T, h *Host, ann *client.Client, code string) *client.Client {
	t.Helper()
	bob := dial(t, h.URL())
	bob.Join(code, "Bob", -1)
	next(t, bob, proto.Welcome)
	for ann.Last() < bob.Last() {
		next(t, ann, proto.Update)
	}
	return bob
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

// The creator on host A starts the game the moment Bob, on host B, is
// welcomed to the last seat: host A may not yet have heard the join, and
// its copy of the room still has the seat open. A refusal is checked
// against the log first, so every start is taken (3 in 30 were refused
// seat-open; here 3 to 8 in 100 before the fix).
func TestStartRightAfterJoinOnOtherHost(t *testing.T) {
	dir := t.TempDir()
	ns := natsAlone(t, dir, "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
	const starts = 100
	refused := 0
	for range starts {
		ann, bob := dial(t, hA.URL()), dial(t, hB.URL())
		ann.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}})
		code := next(t, ann, proto.Welcome).Code
		bob.Join(code, "Bob", -1)
		next(t, bob, proto.Welcome)
		ann.Start()
		if r := next(t, ann, proto.Error, proto.Update); r.Type == proto.Error {
			refused++
			t.Logf("start refused: %s %s", r.Error.Code, r.Error.Msg)
		}
		ann.Close()
		bob.Close()
	}
	if refused > 0 {
		t.Errorf("%d starts of %d refused", refused, starts)
	}
}
