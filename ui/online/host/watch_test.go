//go:build !js

package host

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// hostPair runs NATS alone and two hosts on it.
func hostPair(t *testing.T) (*Host, *Host) {
	t.Helper()
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	return startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
}

// waitWatching waits until c hears that n watch its room.
func waitWatching(t *testing.T, c *client.Client, n int) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if got, _ := c.Watching(); got == n {
			return
		}
		if time.Now().After(end) {
			got, _ := c.Watching()
			t.Fatalf("the player hears %d watch, not %d", got, n)
		}
	}
}

// Ann on host A and Bob on host B play with a computer; a watcher comes to
// host B mid-game. It gets every update from the room's first (the lobby),
// then the game live: from the start of the game, the very updates the
// players got, and the game goose sim replays. The players hear that one
// watches (on either host), and that none does once it has gone.
func TestWatcherSeesTheWholeGame(t *testing.T) {
	longGame(t, 40)
	hA, hB := hostPair(t)
	a, b := dial(t, hA.URL()), dial(t, hB.URL())
	view := room3(t, a, b)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ba, bb := newBot(a, nil), newBot(b, nil)
	ba.think, bb.think = 20*time.Millisecond, 20*time.Millisecond // a middle to come into
	go ba.play(ctx)
	go bb.play(ctx)
	waitFor(t, 12, a, b)
	w := dial(t, hB.URL())
	if err := w.Watch(view.Code); err != nil {
		t.Fatal(err)
	}
	bw := newBot(w, nil)
	go bw.play(ctx)
	waitWatching(t, a, 1)
	waitWatching(t, b, 1)
	<-ba.done
	<-bb.done
	<-bw.done
	if n, me := w.Watching(); n != 1 || !me {
		t.Errorf("the watcher hears %d watch (itself among them: %v)", n, me)
	}
	if _, seat, token := w.Seat(); seat != -1 || token != "" {
		t.Errorf("the watcher holds seat %d, token %q", seat, token)
	}
	if bw.updates[0].Seq != 1 {
		t.Errorf("the watcher's first update is %d, not the room's first", bw.updates[0].Seq)
	}
	from := ba.updates[0].Seq
	var mine, theirs []byte
	for _, u := range bw.updates {
		if u.Seq >= from {
			line, _ := json.Marshal(u)
			mine = append(mine, line...)
		}
	}
	for _, u := range ba.updates {
		line, _ := json.Marshal(u)
		theirs = append(theirs, line...)
	}
	if string(mine) != string(theirs) || len(theirs) == 0 {
		t.Errorf("the watcher's updates from %d (%d bytes) are not Ann's (%d bytes)", from, len(mine), len(theirs))
	}
	checkGame(t, view, ba, bb, bw)
	w.Close()
	waitWatching(t, a, 0)
}

// A watcher's act, start, hand, join, resume and second watch are refused
// as a watcher's, and change nothing: the room stands at the same update.
func TestWatcherOnlyWatches(t *testing.T) {
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	next(t, a, proto.Update) // the game begun
	w := dial(t, h.URL())
	w.Watch(view.Code)
	before := next(t, w, proto.Welcome).Seq
	if g := w.Game(); g == nil || g.Over() {
		t.Fatal("the watcher has no game to watch")
	}
	seat := 0
	roll := engine.Roll
	for _, req := range []proto.Request{
		{Type: proto.Act, Action: &roll},
		{Type: proto.Act, Action: &roll, At: before},
		{Type: proto.Start},
		{Type: proto.Hand, Seat: &seat, Level: "easy"},
		{Type: proto.Join, Code: view.Code, Name: "Eve"},
		{Type: proto.Join, Code: view.Code, Name: "Eve", Seat: &seat},
		{Type: proto.Resume, Code: view.Code, Token: "00"},
		{Type: proto.Watch, Code: view.Code},
		{Type: proto.Create, Name: "Eve"},
	} {
		w.Send(&req)
		r := next(t, w, proto.Error, proto.Welcome, proto.Update)
		if r.Type != proto.Error || r.Error.Code != proto.ErrWatching || r.Re != req.Type {
			t.Errorf("a watcher's %s: %+v", req.Type, r)
		}
	}
	drain(a)
	if a.Last() != before {
		t.Errorf("the room moved from update %d to %d", before, a.Last())
	}
	w2 := dial(t, h.URL())
	w2.Watch(view.Code)
	if after := next(t, w2, proto.Welcome).Seq; after != before {
		t.Errorf("the room stands at update %d after the watcher's tries, not %d", after, before)
	}
	if s := a.Room().Seats; s[0].Name != "Ann" || s[1].Name != "Bob" || s[0].Level != "" {
		t.Errorf("the seats changed: %+v", s)
	}
}

// Fifty watch a room, half on each host; the fifty-first is refused on
// either host, and taken once one has gone. The players count them.
func TestFiftyWatchersAtMost(t *testing.T) {
	hA, hB := hostPair(t)
	a, b := dial(t, hA.URL()), dial(t, hB.URL())
	view := room3(t, a, b)
	var ws []*client.Client
	for i := range proto.MaxWatchers {
		w := dial(t, []string{hA.URL(), hB.URL()}[i%2])
		w.Watch(view.Code)
		next(t, w, proto.Welcome)
		ws = append(ws, w)
	}
	waitWatching(t, a, proto.MaxWatchers)
	waitWatching(t, b, proto.MaxWatchers)
	for _, h := range []*Host{hA, hB} {
		w := dial(t, h.URL())
		w.Watch(view.Code)
		if r := next(t, w, proto.Error, proto.Welcome); r.Type != proto.Error || r.Error.Code != proto.ErrWatchFull {
			t.Fatalf("the 51st watcher: %+v", r)
		}
	}
	ws[3].Close()
	waitWatching(t, a, proto.MaxWatchers-1)
	waitWatching(t, b, proto.MaxWatchers-1)
	w := dial(t, hA.URL())
	w.Watch(view.Code)
	if r := next(t, w, proto.Error, proto.Welcome); r.Type != proto.Welcome {
		t.Fatalf("a watcher after one went: %+v", r)
	}
	waitWatching(t, a, proto.MaxWatchers)
}

// Three watch Ann's room on host A, Ann plays on host B: she hears that
// three watch. Host A dies without a word: its count is dropped once it
// has not been said again for a while, and Ann hears that none watch.
func TestWatchersOfADeadHostGo(t *testing.T) {
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	var hosts [2]*Host
	for i := range hosts {
		cfg := Config{Addr: "127.0.0.1:0", NATS: ns.ClientURL(), JoinsPerMinute: 1 << 20, Timing: Timing{WatchSay: 100 * time.Millisecond}}
		key, _ := natsKeys.Load(ns.ClientURL())
		cfg.NATSAuth.NKey = key.(string)
		h, err := Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(h.Close)
		hosts[i] = h
	}
	ann := dial(t, hosts[1].URL())
	ann.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {Level: "easy"}})
	code := next(t, ann, proto.Welcome).Code
	for range 3 {
		w := dial(t, hosts[0].URL())
		w.Watch(code)
		next(t, w, proto.Welcome)
	}
	waitWatching(t, ann, 3)
	time.Sleep(time.Second) // said again meanwhile: still counted
	if n, _ := ann.Watching(); n != 3 {
		t.Fatalf("Ann hears %d watch while their host lives", n)
	}
	hosts[0].Close()
	waitWatching(t, ann, 0)
}

// A watcher on host A, which dies mid-game, watches on from host B: it
// asks again for what it missed, and sees the whole game once, the same as
// the players.
func TestWatcherFollowsFailover(t *testing.T) {
	longGame(t, 60)
	hA, hB := hostPair(t)
	ann, bob := dial(t, hA.URL(), hB.URL()), dial(t, hB.URL(), hA.URL())
	view := room3(t, ann, bob)
	w := dial(t, hA.URL(), hB.URL())
	w.Watch(view.Code)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ba, bb, bw := newBot(ann, nil), newBot(bob, nil), newBot(w, nil)
	ba.think, bb.think = 10*time.Millisecond, 10*time.Millisecond
	go ba.play(ctx)
	go bb.play(ctx)
	go bw.play(ctx)
	waitFor(t, 15, ann, bob, w)
	hA.Close()
	<-ba.done
	<-bb.done
	<-bw.done
	if bw.kinds[client.Online] == 0 || bw.kinds[proto.Welcome] < 2 {
		t.Errorf("the watcher did not watch again from host B: %v", bw.kinds)
	}
	if bw.updates[0].Seq != 1 {
		t.Errorf("the watcher's first update is %d", bw.updates[0].Seq)
	}
	checkGame(t, view, ba, bb, bw) // every update once, in order, the players' game
}

// A watcher's welcome reads the room's log through a consumer on the
// stream, which NATS allows a thousand of; each was kept five minutes, so
// a thousand watchers (or resumes) in five minutes left the next read
// waiting for ever (the load test with watchers stalled). Thirty watchers
// come and go one after another: the stream keeps no consumer of theirs.
func TestWatchersLeaveNoConsumers(t *testing.T) {
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	consumers := func() int {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		info, err := h.st.of(view.Code).st.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return info.State.Consumers
	}
	before := consumers()
	for range 30 {
		w := dial(t, h.URL())
		w.Watch(view.Code)
		next(t, w, proto.Welcome)
		w.Close()
	}
	n := consumers()
	for end := time.Now().Add(10 * time.Second); n > before && time.Now().Before(end); n = consumers() {
		time.Sleep(50 * time.Millisecond) // deleted in the background
	}
	if n > before {
		t.Errorf("%d consumers on the stream after thirty watchers came and went (%d before)", n, before)
	}
}
