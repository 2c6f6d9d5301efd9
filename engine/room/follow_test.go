//go:build !js

package room

import (
	"reflect"
	"testing"

	"goose/engine"
)

// A copy of a room that follows the updates of another (as a host follows
// a change another host logged) stands where that room stands, through the
// lobby, a seat handed to a computer, and the whole game (RULES §1: the
// dice and the actions decide everything); an update out of order, or one
// that is not what its action does, is refused.
func TestFollow(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}, {}}, "Ann", HashToken("ann"), 11)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := r.Marshal()
	mirror, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	follow := func(ups []Update) {
		t.Helper()
		var seats []Seat
		for _, u := range ups {
			if u.Lobby != nil {
				seats = append([]Seat(nil), r.Seats...)
			}
		}
		if err := mirror.Follow(ups, seats); err != nil {
			t.Fatal(err)
		}
	}
	_, ups, err := r.Join("Bob", -1, HashToken("bob"))
	if err != nil {
		t.Fatal(err)
	}
	follow(ups)
	if ups, err = r.Hand(0, 2, "normal"); err != nil {
		t.Fatal(err)
	}
	follow(ups)
	if ups, err = r.Start(0); err != nil {
		t.Fatal(err)
	}
	follow(ups)
	follow(ups) // again: passed over
	for r.Phase == Playing {
		g, _ := r.Engine()
		if ups, err = r.Act(g.Current(), engine.Roll); err != nil {
			t.Fatal(err)
		}
		follow(ups)
	}
	g, _ := mirror.Engine()
	if mirror.Phase != Over || mirror.Seq != r.Seq || !reflect.DeepEqual(mirror.Actions, r.Actions) ||
		!reflect.DeepEqual(mirror.Seats, r.Seats) || !reflect.DeepEqual(g.State, r.game.State) {
		t.Errorf("the mirror stands elsewhere: phase %s seq %d, not %s %d", mirror.Phase, mirror.Seq, r.Phase, r.Seq)
	}

	// Out of order, and not what the action does.
	r2, _ := New("ABCDEFGH", classic(t), []SeatSpec{{}, {Level: "easy"}}, "Ann", HashToken("ann"), 5)
	data, _ = r2.Marshal()
	ups, _ = r2.Start(0)
	for _, bad := range []func([]Update){
		func(u []Update) { u[0].Seq += 5 },
		func(u []Update) { u[1].Events = u[1].Events[1:] },
		func(u []Update) { u[1].Events[0].Seat++ },
		func(u []Update) { u[0].Lobby = nil }, // an action in the lobby
	} {
		c, _ := Load(data)
		u := append([]Update(nil), ups...)
		for i := range u {
			u[i].Events = append([]Event(nil), u[i].Events...)
		}
		bad(u)
		if err := c.Follow(u, nil); code(err) != "damaged" {
			t.Errorf("a bad change followed: %v", err)
		}
	}
}
