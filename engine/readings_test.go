package engine

import (
	"fmt"
	"strings"
	"testing"
)

// ownRules reads a player's own board (RULES §7.3) of one die and 30 squares,
// with the landing, geese, stakes scheme and squares given, in seat order.
func ownRules(t *testing.T, dice int, landing, goose, swap, squares string) Rules {
	t.Helper()
	data := fmt.Sprintf(`{"format":1,"name":"t","dice":%d,"order":"seat","start":"none","landing":%q,"goose":%q,
		"stakes":{"purse":20,"ante":0,"swap":%q},"goal":30,"squares":[%s]}`, dice, landing, goose, swap, squares)
	r, err := ParseRules("t.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestCollisionStakes: every stakes scheme under every landing charges what
// the rules page says (RULES §7.1, §5, §4.8, §4.9): both, the player whose
// goose stood there (displaced), or the mover; under share nobody is sent
// anywhere and nobody pays.
func TestCollisionStakes(t *testing.T) {
	mover, other := "pay 0 1 swap", "pay 1 1 swap"
	for _, c := range []struct {
		landing, swap string
		want          []string
	}{
		{"swap", "both", []string{mover, other}},
		{"swap", "displaced", []string{other}},
		{"swap", "mover", []string{mover}},
		{"back", "both", []string{mover, other}},
		{"back", "displaced", []string{other}},
		{"back", "mover", []string{mover}},
		{"share", "both", nil},
		{"share", "displaced", nil},
		{"share", "mover", nil},
	} {
		t.Run(c.landing+"/"+c.swap, func(t *testing.T) {
			r := ownRules(t, 1, c.landing, "again", c.swap, "")
			r.Stakes.On = true
			x := newTableRules(t, r, 2, []int{3}, []int{5})
			got := x.roll(2)
			var pay []string
			for _, l := range got {
				if strings.HasPrefix(l, "pay ") {
					pay = append(pay, l[:len("pay 0 1 swap")])
				}
			}
			same(t, "chips", pay, c.want)
			if pot := x.g.State.Pot; pot != len(c.want) {
				t.Errorf("pot %d, want %d", pot, len(c.want))
			}
		})
	}
}

// TestSettledReadings plays, as RULES §9 does, each reading a player's own
// board left open or inconsistent, as the rules page now states it.
func TestSettledReadings(t *testing.T) {
	cases := []struct {
		name        string
		dice        int
		landing, sw string
		goose       string
		squares     string
		stakes      bool
		places      [][]int
		steps       []step
	}{
		// §7.1: "a square's chip is paid when a piece lands on it, even if the piece is then sent on".
		{name: "§7.1 a goose that pays charges its chip as it flies", dice: 1, landing: "swap", goose: "again", stakes: true,
			squares: `{"at":4,"kind":"goose","pays":true}`, places: [][]int{{2}},
			steps: []step{{[]int{2}, []string{"throw 0 2", "move 0 2→4 throw 2 [3 4]", "pay 0 1 goose pot 1 chips 19",
				"move 0 4→6 goose 2 [5 6]", "rest 0 6"}}}},
		// §4.3 (french: "a newcomer frees the sleeper") under share (§4.9): freed where it stands.
		{name: "§4.3 §4.9 a newcomer frees the sleeper under share", dice: 1, landing: "share", goose: "again",
			squares: `{"at":6,"kind":"inn","turns":2,"rescue":true}`, places: [][]int{{4}, {3}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 4→6 throw 2 [5 6]", "rest 0 6", "loseTurns 0 6 inn 2"}},
				{[]int{3}, []string{"throw 1 3", "move 1 3→6 throw 3 [4 5 6]", "rest 1 6", "released 0 6", "loseTurns 1 6 inn 2"}},
				{[]int{1}, []string{"throw 0 1", "move 0 6→7 throw 1 [7]", "rest 0 7"}},
			}},
		// §4.8: a hold while alone is shared by any number, whatever the landing (here §5's swap).
		{name: "§4.8 §5 a hold while alone never exchanges", dice: 1, landing: "swap", goose: "again",
			squares: `{"at":6,"kind":"well","hold":"alone"}`, places: [][]int{{4}, {6}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 4→6 throw 2 [5 6]", "rest 0 6", "released 1 6", "held 0 6 well"}},
				{[]int{1}, []string{"throw 1 1", "move 1 6→7 throw 1 [7]", "rest 1 7"}},
				{nil, []string{"waits 0 6 well"}},
			}},
		// §4.4 under back (§4.8): the newcomer is not sent back; the two change places and it is held.
		{name: "§4.4 §4.8 a rescue hold under back is rescued", dice: 1, landing: "back", goose: "again",
			squares: `{"at":6,"kind":"well","hold":"rescue"}`, places: [][]int{{3}, {2}},
			steps: []step{
				{[]int{3}, []string{"throw 0 3", "move 0 3→6 throw 3 [4 5 6]", "rest 0 6", "held 0 6 well"}},
				{[]int{4}, []string{"throw 1 4", "move 1 2→6 throw 4 [3 4 5 6]", "swap 1 on 6: 0/0 to 2 freed", "rest 1 6", "held 1 6 well"}},
				{[]int{1}, []string{"throw 0 1", "move 0 2→3 throw 1 [3]", "rest 0 3"}},
			}},
		// §4.9: moving back from the first goose, the next goose is the start, as past the last it is the goal.
		{name: "§4.9 back from the first goose to the start, and throw again", dice: 2, landing: "share", goose: "next",
			squares: `{"at":21,"kind":"goose","again":true},{"at":25,"kind":"goose","again":true}`, places: [][]int{{29}},
			steps: []step{
				{[]int{6, 4}, []string{"throw 0 6+4", "move 0 29→21 throw 10 [30 29 28 27 26 25 24 23 22 21] bounce",
					"jump 0 21→0 goose", "rest 0 0", "again 0 0"}},
			}},
		// §4.9: "the square they lead to does not act", a hold while alone included: the throw again is thrown.
		{name: "§4.9 a throw again onto a hold while alone is thrown", dice: 1, landing: "swap", goose: "again",
			squares: `{"at":4,"kind":"jump","to":7,"again":true},{"at":7,"kind":"well","hold":"alone"}`, places: [][]int{{2}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 2→4 throw 2 [3 4]", "jump 0 4→7 jump", "rest 0 7", "again 0 7"}},
				{[]int{3}, []string{"throw 0 3", "move 0 7→10 throw 3 [8 9 10]", "rest 0 10"}},
			}},
		// §5 "the square where the mover started this turn", after a throw again too.
		{name: "§5 after a throw again the swap uses the turn's start", dice: 1, landing: "swap", goose: "again",
			squares: `{"at":5,"kind":"again"}`, places: [][]int{{3}, {8}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 3→5 throw 2 [4 5]", "rest 0 5", "again 0 5"}},
				{[]int{3}, []string{"throw 0 3", "move 0 5→8 throw 3 [6 7 8]", "swap 0 on 8: 1/0 to 3", "rest 0 8"}},
			}},
		// §5 again: a goose sent to the turn's start earlier in the turn keeps it; the next goes where the throw started.
		{name: "§5 after a throw again, a turn's start already taken", dice: 1, landing: "swap", goose: "again",
			squares: `{"at":5,"kind":"again"}`, places: [][]int{{3}, {5}, {8}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 3→5 throw 2 [4 5]", "swap 0 on 5: 1/0 to 3", "rest 0 5", "again 0 5"}},
				{[]int{3}, []string{"throw 0 3", "move 0 5→8 throw 3 [6 7 8]", "swap 0 on 8: 2/0 to 5", "rest 0 8"}},
			}},
		// §4.8 "goes back to the square it started the turn from", after a throw again too.
		{name: "§4.8 after a throw again the send-back uses the turn's start", dice: 1, landing: "back", goose: "again",
			squares: `{"at":5,"kind":"again"}`, places: [][]int{{3}, {8}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 3→5 throw 2 [4 5]", "rest 0 5", "again 0 5"}},
				{[]int{3}, []string{"throw 0 3", "move 0 5→8 throw 3 [6 7 8]", "back 0 from 8 (1 there) to 3", "rest 0 3"}},
			}},
		// §4.8: a goose sent back did not come to rest: the throw-again square does not act, as an inn would not.
		{name: "§4.8 sent back from a throw-again square, no throw again", dice: 1, landing: "back", goose: "again",
			squares: `{"at":5,"kind":"again"},{"at":9,"kind":"inn","turns":1}`, places: [][]int{{3}, {5}},
			steps: []step{
				{[]int{2}, []string{"throw 0 2", "move 0 3→5 throw 2 [4 5]", "back 0 from 5 (1 there) to 3", "rest 0 3"}},
				{[]int{4}, []string{"throw 1 4", "move 1 5→9 throw 4 [6 7 8 9]", "rest 1 9", "loseTurns 1 9 inn 1"}},
				{[]int{6}, []string{"throw 0 6", "move 0 3→9 throw 6 [4 5 6 7 8 9]", "back 0 from 9 (1 there) to 3", "rest 0 3"}},
				{nil, []string{"lost 1 9 inn left 0"}},
				{[]int{1}, []string{"throw 0 1", "move 0 3→4 throw 1 [4]", "rest 0 4"}},
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := ownRules(t, c.dice, c.landing, c.goose, "both", c.squares)
			r.Stakes.On = c.stakes
			seats := max(1, len(c.places))
			x := newTableRules(t, r, seats, c.places...)
			for i, s := range c.steps {
				same(t, fmt.Sprintf("turn %d", i+1), x.roll(s.dice...), s.want)
			}
		})
	}
}

// TestHopLimit: a goose that feeds a jump back into itself makes as many
// flights and jumps as the board has squares (the goal's number, RULES §7.3),
// then rests where the last one left it.
func TestHopLimit(t *testing.T) {
	r := ownRules(t, 1, "swap", "again", "both", `{"at":2,"kind":"goose"},{"at":4,"kind":"jump","to":2}`)
	x := newTableRules(t, r, 1)
	got := x.roll(2)
	hops := 0
	for _, l := range got {
		if strings.HasPrefix(l, "jump ") || strings.Contains(l, " goose ") {
			hops++
		}
	}
	if hops != 30 {
		t.Errorf("%d flights and jumps, want 30 (the goal): %v", hops, got)
	}
	if last := got[len(got)-1]; last != "rest 0 2" {
		t.Errorf("rests: %s, want rest 0 2 (the last jump leads to 2)", last)
	}
}

// TestTeamsThreeDice: the team variation plays boards of three dice (RULES
// §7.3 allows 1 to 3): the throw's total moves one goose of the player's
// choosing (§7.2 splits two dice only).
func TestTeamsThreeDice(t *testing.T) {
	r := ownRules(t, 3, "swap", "again", "both", "")
	r.Teams = true
	x := newTableRules(t, r, 2, []int{0, 1, 2, 3})
	same(t, "throw", x.roll(1, 2, 3)[:1], []string{"throw 0 1+2+3"})
	l := x.g.Legal()
	if len(l) != 4 {
		t.Fatalf("legal %v, want the sum on each of 4 geese", l)
	}
	for _, c := range l {
		if !c.Sum {
			t.Errorf("%v is not the sum", c)
		}
	}
	same(t, "choose", x.choose(l[3]), []string{fmt.Sprintf("choice 0 %v", l[3]), "move 0/3 3→9 throw 6 [4 5 6 7 8 9]", "rest 0/3 9"})
}
