//go:build !js

package host

import (
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// A room nobody touches expires (after a day; here after a second).
func TestIdleRoomExpires(t *testing.T) {
	old := RoomTTL
	RoomTTL = time.Second
	defer func() { RoomTTL = old }()
	h := startHost(t, "")
	a := dial(t, h.URL())
	a.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}})
	code := next(t, a, proto.Welcome).Code
	b := dial(t, h.URL())
	there := false // the room was found before it expired
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		b.Resume(code, "0123456789abcdef0123456789abcdef")
		r := next(t, b, proto.Error)
		if r.Error.Code == proto.ErrNoRoom {
			if !there {
				t.Fatal("the room was never there")
			}
			break
		}
		there = true
		if r.Error.Code != proto.ErrBadToken || time.Now().After(end) {
			t.Fatalf("the idle room is still there: %s %s", r.Error.Code, r.Error.Msg)
		}
	}
}
