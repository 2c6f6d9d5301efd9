package engine

import (
	"errors"
	"strings"
	"testing"
)

// TestExample19: a lone goose bears off with one die alone (RULES §7.2, §9.19).
// Teams, A's geese on 63 (borne off) and 61; A throws 2+5.
func TestExample19(t *testing.T) {
	x := newTable(t, "classic", "teams", 5, []int{0, 61})
	x.g.State.Seats[0].Pieces[0].Off = true // borne off already
	same(t, "throw", x.roll(2, 5), []string{"throw 0 2+5"})
	same(t, "choices", choiceSet(x.g, x.g.Legal()), []string{
		"1:2",   // the 2 alone bears the goose on 61 off
		"sum 1", // the sum: 63, back 5 → 58, death → 0
	})
	same(t, "the 2 alone", x.choose(x.g.Legal()[1]), []string{
		"choice 0 die 1 alone on piece 2",
		"move 0/1 61→63 throw 2 [62 63]", "rest 0/1 63", "bearOff 0/1",
		"finish 0 place 1", "gameOver 0"})
}

// TestExample20: the dice have no order (RULES §7.2, §9.20). Geese on 56 and 62,
// 3+5: the sum on either lands on the other; 5 on 56 then 3 on 62 ends both on
// 61; only the 5 on 62 first, then the 3 on 56, is legal, and it is played at once.
func TestExample20(t *testing.T) {
	want := func(five, three string) []string {
		return []string{"throw 0 " + five,
			"choice 0 die " + three,
			"move 0/1 62→59 throw 5 [63 62 61 60 59] bounce", // 63, back 4 → 59
			"move 0/1 59→54 goose 5 [58 57 56 55 54]", "move 0/1 54→49 goose 5 [53 52 51 50 49]", "rest 0/1 49",
			"move 0 56→59 throw 3 [57 58 59]", "move 0 59→62 goose 3 [60 61 62]", "rest 0 62"}
	}
	for _, c := range []struct {
		dice         []int
		throw, chose string
	}{
		{[]int{3, 5}, "3+5", "2 on piece 2, then die 1 on piece 1"},
		{[]int{5, 3}, "5+3", "1 on piece 2, die 2 on piece 1"},
	} {
		x := newTable(t, "classic", "teams", 5, []int{56, 62})
		got := x.roll(c.dice...)
		w := want(c.throw, c.chose)
		w[0] = "throw 0 " + c.throw
		same(t, c.throw, got, w)
		if x.sq(0, 0) != 62 || x.sq(0, 1) != 49 {
			t.Errorf("%s: geese on %d and %d, want 62 and 49", c.throw, x.sq(0, 0), x.sq(0, 1))
		}
	}
}

// TestExample21: under french, a die counts alone only if it reaches 63 by its
// own count, straight (RULES §3, §9.21): from 55, 4+1 moves the sum, to 60.
func TestExample21(t *testing.T) {
	x := newTable(t, "french", "", 2, []int{55})
	same(t, "4+1", x.roll(4, 1), []string{"throw 0 4+1", "move 0 55→60 throw 5 [56 57 58 59 60]", "rest 0 60"})
}

// TestPlaceRefusesOwnGeeseTogether: a given start with a seat's own geese on
// one square is refused (RULES §7.2, issue 10.4: it hung goose sim), and so is
// one with two seats' geese together where §5 forbids it.
func TestPlaceRefusesOwnGeeseTogether(t *testing.T) {
	r, _ := Preset("classic")
	r.Apply("teams")
	g, _ := New(r, 2, NewPCG(1))
	if err := g.Place(0, 10, 10, 10, 10); err == nil || !strings.Contains(err.Error(), "seat 1 has two geese on square 10") {
		t.Errorf("own geese together: %v", err)
	}
	if g.State.Seats[0].Pieces[0].Square != 0 {
		t.Error("a refused Place changed the position")
	}
	if err := g.Place(0, 0, 0, 5, 7); err != nil {
		t.Errorf("geese together at the start: %v", err)
	}
	if err := g.Place(1, 7); err != nil || g.CheckPosition() == nil {
		t.Errorf("two seats on 7: Place %v, CheckPosition accepted it", err)
	}
	d, _ := Preset("dutch")
	d.Apply("teams")
	g, _ = New(d, 2, NewPCG(1))
	if err := g.Place(0, 31, 31); err == nil {
		t.Error("dutch: own geese together in the well were accepted")
	}
	g.Place(0, 31)
	if err := g.Place(1, 31); err != nil || g.CheckPosition() != nil {
		t.Errorf("dutch: two seats in the well (§4.8 holds any number): %v", g.CheckPosition())
	}
}

// TestDutchOwnGooseNotAllowed: under dutch a move onto one's own goose is not
// allowed at all (RULES §7.2), where a move onto another seat's goes back (§4.8).
func TestDutchOwnGooseNotAllowed(t *testing.T) {
	x := newTable(t, "dutch", "teams", 2, []int{10, 13, 40, 44}, []int{20})
	x.roll(1, 2)
	for _, c := range x.g.Legal() {
		if c.Sum && c.First == 0 {
			t.Errorf("the sum on the goose on 10 (to 13, its own goose) is offered: %v", c)
		}
	}
	if x.g.Preview(Choice{First: 0, Second: -1, Sum: true}) != nil {
		t.Error("the move onto its own goose has a preview")
	}
}

// TestTurnLimit: a game that runs past MaxTurns stops with a clear error and
// changes nothing (issue 10.4), rather than playing for ever.
func TestTurnLimit(t *testing.T) {
	x := newTable(t, "classic", "", 2)
	x.g.State.Turn = MaxTurns
	x.dice.Values = append(x.dice.Values, 1, 2)
	before := stateJSON(t, x.g)
	if _, err := x.g.Play(Roll); !errors.Is(err, ErrTurnLimit) || !strings.Contains(err.Error(), "100000 turns") {
		t.Errorf("a roll past the limit: %v", err)
	}
	unchanged(t, x.g, before, "a roll past the limit")
}
