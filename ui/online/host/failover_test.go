//go:build !js

package host

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// waitFor waits until every client has received update n.
func waitFor(t *testing.T, n uint64, cs ...*client.Client) {
	t.Helper()
	end := time.Now().Add(15 * time.Second)
	for _, c := range cs {
		for c.Last() < n {
			if g := c.Game(); g != nil && g.Over() {
				t.Fatalf("the game ended at update %d, before %d", c.Last(), n)
			}
			if time.Now().After(end) {
				for i, c := range cs {
					_, seat, _ := c.Seat()
					cur := -2
					if g := c.Game(); g != nil {
						cur = g.Current()
					}
					t.Logf("client %d: seat %d, update %d, current %d", i, seat, c.Last(), cur)
				}
				t.Fatalf("the game stalled before update %d", n)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// NATS alone with its store on disk; two hosts on it; Ann on host A, Bob
// on host B, in one room with a computer. Host A dies mid-game: Ann
// reconnects to B and the game goes on there. Then NATS itself restarts
// mid-game: the hosts reconnect and nothing is lost. The game both saw is
// the one goose sim replays from its seed and actions.
func TestFailover(t *testing.T) {
	longGame(t, 60)
	dir := t.TempDir()
	ns := natsAlone(t, dir, "127.0.0.1:0")
	addr := ns.Addr().String()
	hA, hB := startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
	ann, bob := dial(t, hA.URL(), hB.URL()), dial(t, hB.URL(), hA.URL())
	view := room3(t, ann, bob)

	var hold atomic.Bool
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ba, bb := newBot(ann, &hold), newBot(bob, &hold)
	go ba.play(ctx)
	go bb.play(ctx)

	waitFor(t, 15, ann, bob)
	hA.Close() // in the middle of play: Ann's next move may be on its way
	waitFor(t, 30, ann, bob)
	if ann.Room() == nil {
		t.Fatal("Ann has no room after the failover")
	}

	hold.Store(true)
	time.Sleep(50 * time.Millisecond)
	down := bob.Last()
	if g := bob.Game(); g == nil || g.Over() {
		t.Fatal("the game ended before NATS could be restarted in its middle")
	}
	ns.Shutdown()
	ns.WaitForShutdown()
	hold.Store(false) // the bots' moves are refused while NATS is away
	time.Sleep(300 * time.Millisecond)
	natsAlone(t, dir, addr)

	<-ba.done
	<-bb.done
	if bob.Last() <= down+2 {
		t.Errorf("the game did not go on after NATS restarted (update %d then %d)", down, bob.Last())
	}
	if ba.kinds[client.Online] == 0 || ba.kinds[proto.Welcome] == 0 {
		t.Errorf("Ann did not reconnect and resume: %v", ba.kinds)
	}
	checkGame(t, view, ba, bb)
	t.Logf("Ann's refusals %v, Bob's %v; compare-and-set retries %d", ba.errs, bb.errs, hB.Conflicts())
}
