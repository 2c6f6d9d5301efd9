//go:build !js

package room

import (
	"bytes"
	"reflect"
	"testing"

	"goose/engine"
	"goose/engine/player"
)

// playLocal plays a game on one screen through its room to the end, its
// computers choosing, stopping after stop actions (-1: the end). It
// returns the room and the engine's own game played alongside.
func playLocal(t *testing.T, rules engine.Rules, seed uint64, stop int) (*Room, *engine.Game) {
	t.Helper()
	look := 3
	r, err := NewLocal(rules, []Seat{{Name: "Ann", Look: &look}, {Name: "Bo", Level: "easy"}, {Name: "Cy", Level: "hard"}}, seed, "2026-11-26T03:00:00Z")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := engine.New(rules, 3, engine.NewPCG(seed))
	g, _ := r.Engine()
	for n := 0; r.Phase == Playing && n != stop; n++ {
		a := engine.Roll
		switch g.Due() {
		case engine.ActBegin:
			a = engine.Begin
		case engine.ActChoose:
			a = engine.Choose(player.New(player.Normal, uint64(n)).Choose(g))
		}
		ups, err := r.Play(a)
		if err != nil {
			t.Fatal(err)
		}
		evs, _ := want.Play(a)
		if len(ups) != 1 || ups[0].Seq != r.Seq || *ups[0].Action != a || len(ups[0].Events) != len(evs) || ups[0].State != nil {
			t.Fatalf("action %d: updates %+v", n+1, ups)
		}
		for i := range evs {
			if Event(evs[i]) != ups[0].Events[i] {
				t.Fatalf("action %d: event %d differs from the engine's", n+1, i)
			}
		}
	}
	if !reflect.DeepEqual(g.State, want.State) {
		t.Fatal("the room's game is not the engine's")
	}
	return r, want
}

// A game on one screen goes through the room as an online one does, its
// computers' actions played through Play; the room written is the game
// so far (rules, seats and their looks, seed, actions), read back to the
// same position, and as a replay plays to the same end.
func TestLocalRoomIsTheGameSoFar(t *testing.T) {
	rules, _ := engine.Preset("classic")
	rules.Apply("teams,stakes")
	r, want := playLocal(t, rules, 5, 40)
	checkRoomJSON(t, r)
	data, _ := r.Marshal()
	back, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := back.Engine()
	if !reflect.DeepEqual(g.State, want.State) || !back.Local || back.When != r.When || *back.Seats[0].Look != 3 || len(r.Pending) != 0 {
		t.Fatalf("read back: turn %d, want %d", g.State.Turn, want.State.Turn)
	}
	if _, err := r.Act(0, engine.Roll); err == nil {
		t.Error("a computer's seat acted through Act")
	}
	online, _ := New("ABCD", rules, []SeatSpec{{}}, "Ann", HashToken("a"), 1)
	if _, err := online.Play(engine.Begin); err == nil {
		t.Error("an online room played an action without its host")
	}

	// Too long to keep whole: kept from where it stands.
	if err := back.Rebase(); err != nil || len(back.Actions) != 0 || len(back.From) == 0 {
		t.Fatalf("rebased: %v", err)
	}
	checkRoomJSON(t, back)
	data, _ = back.Marshal()
	again, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := again.Engine(); !reflect.DeepEqual(g.State, want.State) {
		t.Fatal("rebased, the game moved")
	}
	full, end := playLocal(t, rules, 5, -1)
	rec := full.Replay()
	last, _ := rec.Game()
	for _, a := range rec.Actions {
		last.Play(a)
	}
	if full.Phase != Over || !reflect.DeepEqual(last.State, end.State) {
		t.Fatal("as a replay, the game ends elsewhere")
	}
}

// A replay file as a Goose kept finished games before (from its seed, or
// from a position) reads as the room of the same game.
func TestReplayFileReadsAsARoom(t *testing.T) {
	rules, _ := engine.Preset("classic")
	full, end := playLocal(t, rules, 9, -1)
	mid, _ := playLocal(t, rules, 9, 3)
	if err := mid.Rebase(); err != nil {
		t.Fatal(err)
	}
	mid.Actions = append(mid.Actions, full.Actions[3:]...)
	for _, r := range []*Room{full, mid} {
		data, err := r.Replay().Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(`"format":`)) {
			t.Fatalf("not a replay file: %.80s", data)
		}
		got, err := Read(data)
		if err != nil {
			t.Fatal(err)
		}
		g, err := got.Engine()
		if err != nil || g == nil {
			t.Fatalf("%v: %.300s", err, data)
		}
		if got.Phase != Over || !reflect.DeepEqual(g.State, end.State) || !reflect.DeepEqual(got.Seats, r.Seats) {
			t.Fatalf("read as a room: phase %s, turn %d, want %d", got.Phase, g.State.Turn, end.State.Turn)
		}
	}
	if _, err := Read([]byte(`{"format":1,"rules":{},"seats":[]}`)); err == nil {
		t.Error("a damaged replay read")
	}
}
