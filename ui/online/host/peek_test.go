//go:build !js

package host

import (
	"context"
	"strings"
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// peekOf asks host url after codes, from a connection holding no seat.
func peekOf(t *testing.T, url string, codes ...string) ([]proto.RoomTurn, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return client.PeekAt(ctx, url, codes)
}

// A peek says, for each code asked, whose turn it is (the seat and its
// name, as the players' own clients say), a room in its lobby, and a code
// that names no room or is no code at all as gone; no token is asked. The
// answer comes from a host that serves the room and from one that does not.
func TestPeekSaysWhoseTurn(t *testing.T) {
	hA, hB := hostPair(t)
	a, b := dial(t, hA.URL()), dial(t, hA.URL())
	view := room3(t, a, b)
	for seat, _, _ := a.Turn(); seat < 0; seat, _, _ = a.Turn() {
		next(t, a, proto.Update)
	}
	turn, _, _ := a.Turn()
	lobby := dial(t, hA.URL())
	lobby.Create("Cy", proto.Rules{}, []room.SeatSpec{{}, {}})
	waiting := next(t, lobby, proto.Welcome).Code
	missing := strings.Repeat("Z", proto.CodeLen)
	for _, h := range []*Host{hA, hB} {
		got, err := peekOf(t, h.URL(), strings.ToLower(view.Code), waiting, missing, "no room!")
		if err != nil {
			t.Fatal(err)
		}
		want := []proto.RoomTurn{
			{Code: view.Code, Seat: turn, Name: view.Seats[turn].Name, Auto: view.Seats[turn].Auto},
			{Code: waiting, Seat: -1, Lobby: true},
			{Code: missing, Seat: -1, Gone: true},
			{Code: "no room!", Seat: -1, Gone: true},
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("host %d: peek %d: %+v, want %+v", i, i, got[i], want[i])
			}
		}
	}
}

// A peek asks after 1 to proto.MaxPeek rooms; it counts as a join against
// its address's budget, and every room it does not find as one more: past
// the budget it is refused for going too fast, and says when to try again.
func TestPeekBounded(t *testing.T) {
	for _, n := range []int{0, proto.MaxPeek + 1} {
		codes := make([]string, n)
		for i := range codes {
			codes[i] = strings.Repeat("Z", proto.CodeLen)
		}
		c := dial(t, startHost(t, "").URL())
		c.Send(&proto.Request{Type: proto.Peek, Codes: codes})
		if r := next(t, c, proto.Error, proto.Peeked); r.Type != proto.Error || r.Error.Code != proto.ErrBadRequest || r.Re != proto.Peek {
			t.Errorf("a peek of %d rooms: %+v", n, r)
		}
	}
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), JoinsPerMinute: 5})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	gone := strings.Repeat("Z", proto.CodeLen)
	if _, err := peekOf(t, h.URL(), gone, gone, gone); err != nil { // 4 of 5
		t.Fatal(err)
	}
	c := dial(t, h.URL())
	c.Peek([]string{gone})
	if r := next(t, c, proto.Error, proto.Peeked); r.Type != proto.Error || r.Error.Code != proto.ErrTooFast || r.Error.Retry <= 0 {
		t.Errorf("a peek past the budget: %+v", r)
	}
}
