//go:build !js

package room

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"goose/engine"
	"goose/engine/replay"
)

func classic(t *testing.T) engine.Rules {
	t.Helper()
	r, err := engine.Preset("classic")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func code(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// A room plays a whole game, stored and loaded again after every change, and
// its events are the ones the replay of its seed and actions gives (RULES §1).
func TestRoomPlaysWholeGameThroughSaves(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {Level: "normal"}, {}}, "Ann", HashToken("ann"), 42)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(0); code(err) != "seat-open" {
		t.Fatalf("start with an open seat: %v", err)
	}
	if _, _, err := r.Join("Bob", 0, HashToken("x")); code(err) != "seat-taken" {
		t.Fatalf("join a taken seat: %v", err)
	}
	seat, _, err := r.Join("Bob", -1, HashToken("bob"))
	if err != nil || seat != 2 {
		t.Fatalf("join: seat %d, %v", seat, err)
	}
	if _, _, err := r.Join("Cy", -1, HashToken("cy")); code(err) != "full" {
		t.Fatalf("join a full room: %v", err)
	}
	if r.SeatOf("bob") != 2 || r.SeatOf("ann") != 0 || r.SeatOf("nobody") != -1 {
		t.Fatal("tokens do not find their seats")
	}
	if _, err := r.Start(2); code(err) != "not-creator" {
		t.Fatalf("start by another: %v", err)
	}
	var got bytes.Buffer
	record := func(ups []Update) {
		for _, u := range ups {
			for _, e := range u.Events {
				b, _ := json.Marshal(engine.Event(e))
				got.Write(b)
				got.WriteByte('\n')
			}
		}
	}
	ups, err := r.Start(0)
	if err != nil {
		t.Fatal(err)
	}
	record(ups)
	seq := r.Seq
	for r.Phase == Playing {
		data, err := r.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if r, err = Load(data); err != nil {
			t.Fatal(err)
		}
		g, _ := r.Engine()
		cur := g.Current()
		other := 0
		if cur == 0 {
			other = 2
		}
		if _, err := r.Act(other, engine.Roll); code(err) != "not-your-turn" {
			t.Fatalf("out of turn: %v", err)
		}
		if _, err := r.Act(cur, engine.Begin); code(err) != "bad-action" {
			t.Fatalf("begin again: %v", err)
		}
		if r.Seq != seq {
			t.Fatal("a refused action changed the room")
		}
		ups, err := r.Act(cur, engine.Roll)
		if err != nil {
			t.Fatal(err)
		}
		record(ups)
		seq = r.Seq
		if ups[0].Seq != seq-uint64(len(ups))+1 {
			t.Fatalf("updates numbered %d.. with room at %d", ups[0].Seq, seq)
		}
	}
	last := r.Pending[len(r.Pending)-1]
	if last.Seed == nil || *last.Seed != 42 {
		t.Fatal("the seed is not revealed at the end")
	}
	rp := replay.New(r.Rules, []replay.Seat{{Name: "Ann"}, {Name: "C", Level: "normal"}, {Name: "Bob"}}, 42, "")
	rp.Actions = r.Actions
	var want bytes.Buffer
	if err := rp.WriteEvents(&want); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() || got.Len() == 0 {
		t.Fatalf("the room's events differ from the replay's:\n%.300s\nwant\n%.300s", got.String(), want.String())
	}
	if _, err := r.Act(0, engine.Roll); code(err) != "over" {
		t.Fatalf("act after the end: %v", err)
	}
}

// The creator hands a gone person's seat to a computer, which then plays it.
func TestHandSeatToComputer(t *testing.T) {
	r, _ := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}}, "Ann", HashToken("ann"), 7)
	if _, err := r.Hand(0, 1, "hard"); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Hand(1, 0, "hard"); code(err) != "not-creator" {
		t.Fatalf("hand by another: %v", err)
	}
	if _, err := r.Hand(0, 1, "brilliant"); code(err) != "bad-level" {
		t.Fatalf("bad level: %v", err)
	}
	if _, err := r.Start(0); err != nil {
		t.Fatal(err)
	}
	g, _ := r.Engine()
	if g.Current() != 0 {
		t.Fatalf("after the computer's moves seat %d is due, not the person's", g.Current())
	}
}

func TestBadRoomsAndNames(t *testing.T) {
	if _, err := New("X", classic(t), []SeatSpec{{Level: "easy"}}, "Ann", "h", 1); code(err) != "bad-seats" {
		t.Errorf("no person seat: %v", err)
	}
	if _, err := New("X", classic(t), make([]SeatSpec, 9), "Ann", "h", 1); code(err) != "bad-seats" {
		t.Errorf("nine seats: %v", err)
	}
	for _, n := range []string{"", "   ", "a\x00b", "abcdefghijklmnopqrstuvwxyz", "\xff"} {
		if _, err := CleanName(n); code(err) != "bad-name" {
			t.Errorf("name %q: %v", n, err)
		}
	}
	if _, err := Load([]byte(`{"code":""}`)); err == nil {
		t.Error("a damaged room loads")
	}
}

// A room is stored as its seed and actions (its game made again on load,
// RULES §1: the dice and the actions decide everything), its rules written
// once; a room an older host stored with the game's save still loads and
// plays on; actions that cannot be played again are a damaged room.
func TestRoomStoredAsItsActions(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {Level: "normal"}}, "Ann", HashToken("ann"), 7)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(0); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := r.Act(0, engine.Roll); err != nil {
			t.Fatal(err)
		}
	}
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte(`"squares"`)); n != 1 || bytes.Contains(data, []byte(`"game"`)) {
		t.Errorf("the rules written %d times; a game save written: %v", n, bytes.Contains(data, []byte(`"game"`)))
	}
	back, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := back.Engine()
	if !reflect.DeepEqual(g.State, r.game.State) || !reflect.DeepEqual(back.Rules, r.Rules) {
		t.Error("the room read back stands elsewhere")
	}
	// As an older host stored it: the game's save, beside the rules.
	save, err := r.game.Save()
	if err != nil {
		t.Fatal(err)
	}
	var old map[string]json.RawMessage
	json.Unmarshal(data, &old)
	old["game"] = save
	oldData, _ := json.Marshal(old)
	back, err = Load(oldData)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := back.Engine(); !reflect.DeepEqual(g.State, r.game.State) {
		t.Error("an older host's room stands elsewhere")
	}
	if _, err := back.Act(0, engine.Roll); err != nil && code(err) != "not-your-turn" {
		t.Errorf("an older host's room plays on: %v", err)
	}
	// Actions the game refuses: a damaged room.
	old["actions"] = json.RawMessage(`["B","C1,2,0,3"]`)
	delete(old, "game")
	bad, _ := json.Marshal(old)
	if _, err := Load(bad); code(err) != "damaged" {
		t.Errorf("actions that cannot be played: %v", err)
	}
}
