//go:build !js

package room

import (
	"testing"

	"goose/engine"
)

// storeMessage is the largest message the hosts' store (NATS) takes.
const storeMessage = 1 << 20

// changeBytes is a change as a host logs it: its updates in JSON, one a line.
func changeBytes(t *testing.T, r *Room) int {
	t.Helper()
	lines, err := r.PendingJSON()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range lines {
		n += len(l) + 1
	}
	return n
}

// With placings, once the last person has finished the computers play the
// rest of the game (RULES §6): seed 259 of classic with one person and seven
// hard computers made that one change of 1.3 MB, past what the store takes
// in a message. It is now played in changes of at most MaxRun actions and
// about MaxChange bytes (Due, Computers), and the game still ends.
func TestComputersRunIsBounded(t *testing.T) {
	rules := classic(t)
	if err := rules.Apply("placings"); err != nil {
		t.Fatal(err)
	}
	specs := []SeatSpec{{}}
	for range 7 {
		specs = append(specs, SeatSpec{Level: "hard"})
	}
	r, err := New("ABCDEFGH", rules, specs, "Ann", HashToken("ann"), 259)
	if err != nil {
		t.Fatal(err)
	}
	ups, err := r.Start(0)
	biggest, changes, seq := 0, 0, uint64(1)
	check := func(ups []Update, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range ups {
			if seq++; u.Seq != seq {
				t.Fatalf("update %d after %d", u.Seq, seq-1)
			}
		}
		computers := 0
		for _, u := range ups {
			if u.Action != nil && u.Seat != 0 {
				computers++
			}
		}
		if computers > MaxRun {
			t.Errorf("a change of %d computer actions; at most %d", computers, MaxRun)
		}
		changes++
		biggest = max(biggest, changeBytes(t, r))
	}
	check(ups, err)
	for r.Phase == Playing {
		if r.Due() {
			check(r.Computers())
			continue
		}
		g, _ := r.Engine()
		a := engine.Roll
		if g.Due() == engine.ActChoose {
			a = engine.Choose(g.Legal()[0])
		}
		check(r.Act(0, a))
	}
	if biggest > MaxChange+MaxChange/2 || biggest > storeMessage/2 {
		t.Errorf("the largest change is %d bytes; MaxChange is %d and the store takes %d", biggest, MaxChange, storeMessage)
	}
	if _, err := r.Computers(); code(err) != "not-due" {
		t.Errorf("computers after the end: %v", err)
	}
	t.Logf("%d actions in %d changes, the largest %d bytes", len(r.Actions), changes, biggest)
}

// A hand that changes nothing is refused: it would log the whole lobby again.
func TestHandThatChangesNothing(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}}, "Ann", HashToken("ann"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Hand(0, 1, "normal"); err != nil {
		t.Fatal(err)
	}
	seq := r.Seq
	if _, err := r.Hand(0, 1, "normal"); code(err) != "unchanged" || r.Seq != seq {
		t.Fatalf("the same hand again: %v, update %d after %d", err, r.Seq, seq)
	}
	if _, err := r.Hand(0, 1, "hard"); err != nil || r.Seq != seq+1 {
		t.Fatalf("another level: %v", err)
	}
}
