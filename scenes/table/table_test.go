package table

import (
	"reflect"
	"testing"

	"goose/engine"
	"goose/engine/room"
)

func localRoom(t *testing.T, seed uint64) *room.Room {
	t.Helper()
	rules, err := engine.Preset("classic")
	if err != nil {
		t.Fatal(err)
	}
	r, err := room.NewLocal(rules, []room.Seat{{Name: "Ann"}, {Name: "Bo", Level: "easy"}}, seed, "")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A game on one screen: the table deals (Begin is its own), each action
// comes back as one change with the engine's very events, and nothing
// waits once it is shown.
func TestLocalTable(t *testing.T) {
	r := localRoom(t, 4)
	tb, err := NewLocal(r, []Who{Person, Computer})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := engine.New(r.Rules, 2, engine.NewPCG(4))
	if tb.Who(-1) != Computer || tb.Who(0) != Person || tb.Who(1) != Computer || tb.Keeps() != KeepAll || tb.Record() != r {
		t.Fatal("who plays which seat")
	}
	if _, ok := tb.Next(); ok || tb.Waiting() {
		t.Fatal("a change before any action")
	}
	for n := 0; !tb.Game().Over(); n++ {
		a := engine.Roll
		if tb.Game().Due() == engine.ActBegin {
			a = engine.Begin
		}
		seat := tb.Game().Current()
		if err := tb.Act(a); err != nil {
			t.Fatal(err)
		}
		if !tb.Waiting() {
			t.Fatal("an action's change is not waiting to be shown")
		}
		st, ok := tb.Next()
		evs, _ := want.Play(a)
		if !ok || st.Seat != seat || *st.Action != a || !reflect.DeepEqual(st.Events, evs) || tb.Waiting() {
			t.Fatalf("action %d: step %+v, want the engine's %d events", n+1, st, len(evs))
		}
	}
	if !reflect.DeepEqual(tb.Game().State, want.State) || r.Phase != room.Over {
		t.Fatal("the table's game ends elsewhere than the engine's")
	}
	if err := tb.Act(engine.Roll); err == nil {
		t.Error("an action after the end")
	}
}

// A game watched again: its actions come one a change, none while paused,
// and nobody acts.
func TestReplayTable(t *testing.T) {
	r := localRoom(t, 8)
	tb, _ := NewLocal(r, []Who{Computer, Computer})
	for !tb.Game().Over() {
		a := engine.Roll
		if tb.Game().Due() == engine.ActBegin {
			a = engine.Begin
		}
		tb.Act(a)
		tb.Next()
	}
	g, _ := r.First()
	rp := NewReplay(r, g, 0)
	rp.Paused = true
	if _, ok := rp.Next(); ok || !rp.Waiting() || rp.Who(0) != Away || rp.Act(engine.Roll) == nil || rp.Keeps() != KeepNothing {
		t.Fatal("paused, the replay went on, or it may be played")
	}
	rp.Paused = false
	for n := 0; rp.Waiting(); n++ {
		if st, ok := rp.Next(); !ok || *st.Action != r.Actions[n] || rp.At != n+1 {
			t.Fatalf("action %d: %+v", n+1, st)
		}
	}
	if !reflect.DeepEqual(rp.Game().State, tb.Game().State) || rp.Poll() != "" {
		t.Fatal("watched again, the game ends elsewhere")
	}
	// A record the engine refuses stops there, and says so once.
	g, _ = r.First()
	bad := *r
	bad.Actions = []engine.Action{engine.Roll}
	rp = NewReplay(&bad, g, 0)
	if _, ok := rp.Next(); ok || rp.Waiting() || rp.Poll() == "" || rp.Poll() != "" {
		t.Fatal("a refused action did not stop the replay with a word")
	}
}

// StepOf reuses its buffer: showing a change allocates nothing.
func TestStepOfAllocatesNothing(t *testing.T) {
	u := room.Update{Seat: 1, Events: make([]room.Event, 12)}
	var buf []engine.Event
	StepOf(&u, &buf)
	if n := testing.AllocsPerRun(100, func() { StepOf(&u, &buf) }); n != 0 {
		t.Errorf("%v allocations a step", n)
	}
}
