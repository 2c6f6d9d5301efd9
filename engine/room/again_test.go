//go:build !js

package room

import (
	"reflect"
	"testing"

	"goose/engine"
)

// Play again (issue 27): after a game the room waits for every person
// still there to say yes, then deals the next game in the same seats with
// a new seed promised, a person gone handed to a computer; a copy that
// follows the log (another host's) plays the same next game from the deal
// logged beside it, and a snapshot keeps who said yes.
func TestRematch(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}, {Level: "easy"}}, "Ann", HashToken("ann"), 11)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Promise("00112233445566778899aabbccddeeff"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := r.Join("Bob", -1, HashToken("bob")); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(0); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Accept(1); code(err) != "not-over" {
		t.Fatalf("a yes before the end: %v", err)
	}
	for r.Phase == Playing {
		g, _ := r.Engine()
		if _, err := r.Act(g.Current(), engine.Roll); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := r.Marshal()
	mirror, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	first := r.View().Promise
	if _, err := r.Accept(2); code(err) != "bad-seat" {
		t.Errorf("a computer said yes: %v", err)
	}
	ups, err := r.Accept(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := mirror.Follow(ups, nil); err != nil || !reflect.DeepEqual(mirror.Again, []bool{true, false, false}) {
		t.Fatalf("the mirror's yes: %v, %v", mirror.Again, err)
	}
	checkRoomJSON(t, r)
	present := func(int) bool { return false }
	gone := func(int) bool { return true }
	if r.Ready(present) {
		t.Error("ready while Bob, still there, has not said yes")
	}
	if _, err := r.Rematch(99, "ffeeddccbbaa99887766554433221100", present); code(err) != "not-ready" {
		t.Errorf("dealt while Bob is still there: %v", err)
	}
	ups, err = r.Rematch(99, "ffeeddccbbaa99887766554433221100", gone)
	if err != nil {
		t.Fatal(err)
	}
	v := ups[0].Lobby
	if r.Dealt() == nil || v == nil || v.Game != 1 || v.Phase != Playing || v.Promise == first || v.Promise != Commitment(99, r.Salt) {
		t.Fatalf("the next game's first update: %+v", v)
	}
	if r.Seats[1].Level != AgainLevel || r.Seats[1].Token != "" || r.Seats[0].Token != HashToken("ann") || len(r.Again) != 0 {
		t.Fatalf("the seats after the deal: %+v", r.Seats)
	}
	if err := mirror.Follow(ups, append([]Seat(nil), r.Seats...)); code(err) != "damaged" {
		t.Errorf("a deal followed without its seed: %v", err)
	}
	// A copy taken before the yes follows the yes, then the deal.
	mirror, _ = Load(data)
	yes, _ := Load(data)
	yesUps, _ := yes.Accept(0)
	if err := mirror.Follow(yesUps, nil); err != nil {
		t.Fatal(err)
	}
	mirror.Next(r.Dealt())
	if err := mirror.Follow(ups, append([]Seat(nil), r.Seats...)); err != nil {
		t.Fatal(err)
	}
	for r.Phase == Playing {
		g, _ := r.Engine()
		ups, err := r.Act(g.Current(), engine.Roll)
		if err != nil {
			t.Fatal(err)
		}
		if err := mirror.Follow(ups, nil); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := mirror.Engine()
	if mirror.Games != 1 || mirror.Seed != 99 || mirror.Seq != r.Seq || !reflect.DeepEqual(mirror.Actions, r.Actions) || !reflect.DeepEqual(g.State, r.game.State) {
		t.Errorf("the mirror stands elsewhere after the next game: games %d seed %d seq %d/%d", mirror.Games, mirror.Seed, mirror.Seq, r.Seq)
	}
	checkRoomJSON(t, r)
}
