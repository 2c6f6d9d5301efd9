//go:build !js

package host

import (
	"strings"
	"testing"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// A person gone past the grace, whose seat Play again gave to a computer,
// comes back with their old token (here on the room's other host, which
// follows the log): they are told their seat went to a computer
// (seat-given), not that their token is bad, and may watch the game;
// a token that never held a seat there is still a bad token.
func TestSeatGivenWhileAway(t *testing.T) {
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL(), quickGrace), startHost(t, ns.ClientURL(), quickGrace)
	ann, bob := dial(t, hA.URL()), dial(t, hA.URL())
	view := room3(t, ann, bob)
	_, _, token := bob.Seat()
	playDice(t, view, ann, bob)
	bob.Close()
	drain(ann)
	ann.Again()
	if nv := dealt(t, ann, 1); nv.Seats[1].Level != room.AgainLevel {
		t.Fatalf("Bob's seat in the next game: %+v", nv.Seats[1])
	}
	for _, h := range []*Host{hA, hB} {
		back := dial(t, h.URL())
		back.Resume(view.Code, token)
		r := next(t, back, proto.Error)
		if r.Error.Code != proto.ErrSeatGiven || !strings.Contains(r.Error.Msg, "seat 2 went to a computer") {
			t.Errorf("Bob back: %s %q, want %s", r.Error.Code, r.Error.Msg, proto.ErrSeatGiven)
		}
		back.Watch(view.Code)
		if w := next(t, back, proto.Welcome); w.Seat != -1 || w.Token != "" || w.Code != view.Code {
			t.Errorf("Bob watching: seat %d, token %q", w.Seat, w.Token)
		}
		stranger := dial(t, h.URL())
		stranger.Resume(view.Code, strings.Repeat("0", len(token)))
		if r := next(t, stranger, proto.Error); r.Error.Code != proto.ErrBadToken {
			t.Errorf("a token that never held a seat: %s", r.Error.Code)
		}
	}
}
