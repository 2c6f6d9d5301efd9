//go:build !js

package host

import (
	"strings"
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// A host run with --no-hooks posts to no one: a room given a web address
// is refused, saying so, and not made; a room without one is made.
func TestNoHooksRefused(t *testing.T) {
	h := startHost(t, "", func(c *Config) { c.Hooks.Off = true })
	c := dial(t, h.URL())
	r := createHooked(t, c, "https://ntfy.example/goose", room.SeatSpec{})
	if r.Type != proto.Error || r.Error.Code != proto.ErrNoHooks || !strings.Contains(r.Error.Msg, "does not post to chats") {
		t.Fatalf("a room with a web address on a host that posts to no one: %+v", r)
	}
	if n := roomsStored(t, h); n != 0 {
		t.Fatalf("%d rooms made", n)
	}
	if r := createHooked(t, dial(t, h.URL()), "", room.SeatSpec{}); r.Type != proto.Welcome {
		t.Fatalf("a room without a web address: %+v", r)
	}
}

// One creator may point many rooms at one web host: it takes hookBurst
// posts at once (then hookPerMinute a minute), and the rest are dropped
// and counted, not queued; another web host (another name for the same
// receiver) has a budget of its own.
func TestHookBoundPerWebHost(t *testing.T) {
	rc := newReceiver(t, nil)
	hk := newHooks("", true, false)
	defer hk.close()
	a, b := rc.srv.URL+"/a", strings.Replace(rc.srv.URL, "127.0.0.1", "localhost", 1)+"/b"
	const many, few = 50, 5
	for i := range many + few {
		u := a
		if i >= many {
			u = b
		}
		hk.put(&hookJob{url: u, dest: hookDest(u), post: hookPost{Code: "ABCDEFGHJK", Name: "Ann", Turn: uint64(i)}})
	}
	for end := time.Now().Add(10 * time.Second); hk.sent.Load()+hk.limited.Load()+hk.failed.Load()+hk.dropped.Load() < many+few; {
		if time.Now().After(end) {
			t.Fatalf("sent %d, limited %d, failed %d", hk.sent.Load(), hk.limited.Load(), hk.failed.Load())
		}
		time.Sleep(10 * time.Millisecond)
	}
	took, other := len(rc.took("/a")), len(rc.took("/b"))
	if took < hookBurst || took > hookBurst+2 || int(hk.limited.Load()) != many-took {
		t.Errorf("one web host took %d of %d posts (%d dropped past its budget); want %d at once", took, many, hk.limited.Load(), hookBurst)
	}
	if other != few {
		t.Errorf("another web host took %d of its %d posts", other, few)
	}
}
