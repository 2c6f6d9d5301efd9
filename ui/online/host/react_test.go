//go:build !js

package host

import (
	"testing"
	"time"

	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// Ann on host A, Bob and a watcher on host B, a watcher on host A: Ann's
// reaction reaches everyone, her seat's, and a watcher's reaches Ann as a
// watcher's. A second one within proto.ReactEvery is refused and reaches
// no one; so are one not of proto.Reactions and one from a connection in
// no room. The next after the wait goes.
func TestReactionsReachTheRoom(t *testing.T) {
	hA, hB := hostPair(t)
	a, b := dial(t, hA.URL()), dial(t, hB.URL())
	view := room3(t, a, b)
	wA, wB := dial(t, hA.URL()), dial(t, hB.URL())
	for _, w := range []*client.Client{wA, wB} {
		w.Watch(view.Code)
		next(t, w, proto.Welcome)
	}
	waitWatching(t, a, 2)
	waitWatching(t, b, 2)
	everyone := []*client.Client{a, b, wA, wB}
	heard := func(what string, seat int, react string) {
		t.Helper()
		for i, c := range everyone {
			if r := next(t, c, proto.Reaction); r.React != react || r.Seat != seat {
				t.Errorf("%s: client %d heard %s of seat %d", what, i, r.React, r.Seat)
			}
		}
	}
	a.React("luck")
	heard("Ann's", 0, "luck")
	wB.React("honk")
	heard("a watcher's", -1, "honk")
	refused := func(c *client.Client, react, code string) {
		t.Helper()
		c.React(react)
		if r := next(t, c, proto.Error, proto.Reaction); r.Type != proto.Error || r.Error.Code != code || r.Re != proto.React {
			t.Errorf("%s: %+v", react, r)
		}
	}
	refused(a, "well", proto.ErrTooFast)
	refused(b, "lol", proto.ErrBadReaction)
	refused(b, "", proto.ErrBadReaction)
	refused(dial(t, hB.URL()), "luck", proto.ErrNotSeated)
	deadline := time.After(300 * time.Millisecond)
	for quiet := false; !quiet; {
		select {
		case r := <-b.Replies():
			if r.Type == proto.Reaction {
				t.Errorf("a refused reaction reached Bob: %+v", r)
			}
		case <-deadline:
			quiet = true
		}
	}
	time.Sleep(proto.ReactEvery)
	b.React("well")
	heard("Bob's", 1, "well")
}
