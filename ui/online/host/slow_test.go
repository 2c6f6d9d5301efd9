//go:build !js

package host

import (
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// scaleTTL has rooms live normal, and slow rooms slow, for the test.
func scaleTTL(t *testing.T, normal, slow time.Duration) {
	oldR, oldS := RoomTTL, SlowTTL
	RoomTTL, SlowTTL = normal, slow
	t.Cleanup(func() { RoomTTL, SlowTTL = oldR, oldS })
}

// makeRoom has c make a room of two people, slow or not, and returns its code.
func makeRoom(t *testing.T, c *client.Client, slow bool) string {
	t.Helper()
	if err := c.Send(&proto.Request{Type: proto.Create, Name: "Ann", Seats: []room.SeatSpec{{}, {}}, Slow: slow}); err != nil {
		t.Fatal(err)
	}
	return next(t, c, proto.Welcome).Code
}

// there reports whether the host finds the room (a resume with a token
// that holds no seat in it is refused for the token, not the room).
func there(t *testing.T, c *client.Client, code string) bool {
	t.Helper()
	c.Resume(code, "0123456789abcdef0123456789abcdef")
	r := next(t, c, proto.Error)
	switch r.Error.Code {
	case proto.ErrNoRoom:
		return false
	case proto.ErrBadToken:
		return true
	}
	t.Fatalf("room %s: %s %s", code, r.Error.Code, r.Error.Msg)
	return false
}

// A take-your-time room lives for days since its last change, a room a
// day (here 3 s and 1 s): the normal room goes on time, the slow one
// outlives it and goes on its own time.
func TestSlowRoomExpiresOnTime(t *testing.T) {
	scaleTTL(t, time.Second, 4*time.Second)
	h := startHost(t, "")
	made := time.Now()
	normal, slow := makeRoom(t, dial(t, h.URL()), false), makeRoom(t, dial(t, h.URL()), true)
	b := dial(t, h.URL())
	var normalGone, slowGone time.Duration
	for normalGone == 0 || slowGone == 0 {
		at := time.Since(made)
		if at > 12*time.Second {
			t.Fatalf("after %v: the normal room gone at %v, the slow one at %v", at, normalGone, slowGone)
		}
		if normalGone == 0 && !there(t, b, normal) {
			normalGone = at
		}
		if slowGone == 0 && !there(t, b, slow) {
			slowGone = at
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("the normal room expired after %v, the slow one after %v", normalGone, slowGone)
	// JetStream expires a message within a second of its time.
	if normalGone < 900*time.Millisecond || normalGone > 3*time.Second {
		t.Errorf("the normal room (1 s) expired after %v", normalGone)
	}
	if slowGone < 3900*time.Millisecond || slowGone > 6*time.Second {
		t.Errorf("the slow room (4 s) expired after %v", slowGone)
	}
}

// A take-your-time room outlives its host and the store's restart (the
// store on disk, a new host on it) and a normal room's life, and is
// played to its end there: the game both people saw is the one goose sim
// replays.
func TestSlowRoomOutlivesRestart(t *testing.T) {
	scaleTTL(t, time.Second, time.Hour)
	dir := t.TempDir()
	inDir := func(c *Config) { c.Data = dir }
	h1 := startHost(t, "", inDir)
	ann := dial(t, h1.URL())
	normal, slow := makeRoom(t, dial(t, h1.URL()), false), makeRoom(t, ann, true)
	bob := dial(t, h1.URL())
	if err := bob.Join(slow, "Bob", -1); err != nil {
		t.Fatal(err)
	}
	next(t, bob, proto.Welcome)
	if err := ann.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 3, ann, bob)
	view := ann.Room()
	_, _, annToken := ann.Seat()
	_, _, bobToken := bob.Seat()
	ann.Close()
	bob.Close()
	h1.Close() // and its NATS, with the store on disk
	time.Sleep(1500 * time.Millisecond)

	h2 := startHost(t, "", inDir)
	probe := dial(t, h2.URL())
	for end := time.Now().Add(5 * time.Second); there(t, probe, normal); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the normal room outlived its time across the restart")
		}
	}
	ann2, bob2 := dial(t, h2.URL()), dial(t, h2.URL())
	ann2.Resume(slow, annToken)
	bob2.Resume(slow, bobToken)
	next(t, ann2, proto.Welcome)
	next(t, bob2, proto.Welcome)
	playOut(60*time.Second, ann2, bob2)
	// The bots saw the game from the welcome on: the whole game is checked
	// from the room's log, as a watcher reads it.
	w := dial(t, h2.URL())
	w.Watch(slow) // every update from the first, then the welcome
	checkGame(t, view, playOut(60*time.Second, w)[0])
}
