package engine

import (
	"fmt"
	"sort"
	"testing"
)

// choiceSet writes choices as what they do, in move order: "sum 2" (the sum on
// piece 2), "1:3 2:5" (piece 1 moves 3, then piece 2 moves 5), "0:2" (a die alone).
func choiceSet(g *Game, cs []Choice) []string {
	pending := g.State.Pending[:g.State.NPending]
	out := make([]string, len(cs))
	for i, c := range cs {
		a, b := c.Counts(pending)
		switch {
		case c.Sum:
			out[i] = fmt.Sprintf("sum %d", c.First)
		case c.Single():
			out[i] = fmt.Sprintf("%d:%d", c.First, a)
		default:
			out[i] = fmt.Sprintf("%d:%d %d:%d", c.First, a, c.Second, b)
		}
	}
	sort.Strings(out)
	return out
}

// TestTeamsPieces: 4 pieces each up to 4 seats, 2 for 5 or more (RULES §7.2).
func TestTeamsPieces(t *testing.T) {
	for seats := 1; seats <= MaxSeats; seats++ {
		for _, teams := range []bool{false, true} {
			r, _ := Preset("classic")
			r.Teams = teams
			g, err := New(r, seats, NewPCG(1))
			if err != nil {
				t.Fatal(err)
			}
			want := 1
			if teams && seats <= 4 {
				want = 4
			} else if teams {
				want = 2
			}
			for s, seat := range g.State.Seats {
				if len(seat.Pieces) != want {
					t.Errorf("teams %v, %d seats: seat %d has %d pieces, want %d", teams, seats, s, len(seat.Pieces), want)
				}
			}
		}
	}
}

// TestTeamsLegal: the sum on one piece, or one die on one piece and the other
// die on another, in either order; a choice leaving two own pieces on one
// square is absent; each use is offered once (§7.2).
func TestTeamsLegal(t *testing.T) {
	x := newTable(t, "classic", "teams", 2, []int{10, 20, 34, 44})
	x.roll(1, 2)
	if x.g.Due() != ActChoose {
		t.Fatalf("due %v, want a choice", x.g.Due())
	}
	var want []string
	for p := 0; p < 4; p++ {
		want = append(want, fmt.Sprintf("sum %d", p))
		for q := p + 1; q < 4; q++ { // the moves do not meet: each split once, lower piece first
			want = append(want, fmt.Sprintf("%d:1 %d:2", p, q), fmt.Sprintf("%d:2 %d:1", p, q))
		}
	}
	sort.Strings(want)
	same(t, "all free", choiceSet(x.g, x.g.Legal()), want)

	// Pieces on 10, 11, 13, 40 with 1+2: a 1 takes them to 11, 12, 15 (goose 14), 39 (goose 41,
	// maze 42); a 2 to 12, 13, 15, 39 (maze 42).
	x = newTable(t, "classic", "teams", 2, []int{10, 11, 13, 40})
	x.roll(1, 2)
	same(t, "crowding", choiceSet(x.g, x.g.Legal()), []string{
		// piece 0 cannot take the 1 (11 is taken, and stays taken: piece 1 would go to 13 or 12).
		"0:2 2:1", // 2 first would reach 15 and crowd nothing either: the lower piece is named first
		"0:2 3:1",
		"1:1 2:2", "1:1 3:2",
		"2:1 1:2",                 // only in this order: piece 1 reaches 13 once piece 2 has left it
		"2:1 3:2",                 // 2:2 3:1 leaves the same position (15 and 39): the same use, offered once
		"sum 1", "sum 2", "sum 3", // sum on 0: 13, taken by piece 2
	})
	// Preview and PreviewState show a choice without making it.
	before := stateJSON(t, x.g)
	pv := describe(x.g.Preview(Choice{First: 3, Second: 2}))
	same(t, "preview", pv, []string{"choice 0 die 1 on piece 4, die 2 on piece 3",
		"move 0/3 40→41 throw 1 [41]", "move 0/3 41→42 goose 1 [42]", "jump 0/3 42→39 maze", "rest 0/3 39",
		"move 0/2 13→15 throw 2 [14 15]", "rest 0/2 15"})
	if st := x.g.PreviewState(Choice{First: 3, Second: 2}); st == nil || st.Seats[0].Pieces[3].Square != 39 || st.Seats[0].Pieces[2].Square != 15 {
		t.Errorf("preview state %+v", st)
	}
	if x.g.Preview(Choice{First: 0, Sum: true, Second: -1}) != nil || x.g.PreviewState(Choice{First: 1, Second: 0}) != nil {
		t.Error("an illegal choice has a preview")
	}
	unchanged(t, x.g, before, "Preview")
	same(t, "choose", x.choose(Choice{First: 2, Second: 3}), []string{"choice 0 die 1 on piece 3, die 2 on piece 4",
		"move 0/2 13→14 throw 1 [14]", "move 0/2 14→15 goose 1 [15]", "rest 0/2 15",
		"move 0/3 40→42 throw 2 [41 42]", "jump 0/3 42→39 maze", "rest 0/3 39"})
	if x.g.Due() != ActRoll || x.g.Current() != 1 {
		t.Errorf("after the choice: due %v, seat %d", x.g.Due(), x.g.Current())
	}
}

// TestTeamsIllegal: an illegal choice is refused and changes nothing (§7.2).
func TestTeamsIllegal(t *testing.T) {
	x := newTable(t, "classic", "teams", 2, []int{10, 11, 13, 40})
	x.roll(1, 2)
	before := stateJSON(t, x.g)
	for _, c := range []Choice{
		{First: 0, Second: -1, Sum: true}, // crowds piece 2
		{First: 0, Second: 1},             // crowds piece 1
		{First: 1, Second: 1},             // one piece twice
		{First: 4, Second: 0},             // no such piece
		{First: -1, Second: 0},
		{First: 0, Second: 9},
		{First: 9, Second: -1, Sum: true},
	} {
		if _, err := x.g.Play(Choose(c)); err == nil {
			t.Errorf("%+v was accepted", c)
		}
		unchanged(t, x.g, before, fmt.Sprintf("illegal %+v", c))
	}
	if _, err := x.g.Play(Roll); err != ErrChoiceDue {
		t.Errorf("a roll while a choice is due: %v", err)
	}
	unchanged(t, x.g, before, "roll while a choice is due")
}

// TestTeamsHolds: the prison holds one piece; the inn and the well the whole
// seat (§7.2).
func TestTeamsHolds(t *testing.T) {
	t.Run("prison holds one piece", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 2, []int{49, 10, 20, 30}, []int{60, 61, 62, 57})
		x.roll(1, 2)
		same(t, "to prison", x.choose(Choice{First: 0, Second: -1, Sum: true})[1:], []string{
			"move 0 49→52 throw 3 [50 51 52]", "rest 0 52", "held 0 52 prison"})
		x.roll(6, 6)
		x.choose(x.g.Legal()[0])
		got := x.roll(1, 2)
		same(t, "others throw", got[:2], []string{"waits 0 52 prison", "throw 0 1+2"})
		for _, c := range x.g.Legal() {
			if c.First == 0 || (!c.Sum && c.Second == 0) {
				t.Errorf("the prisoner may move: %v", c)
			}
		}
	})
	t.Run("ancient prison three turns for one piece", func(t *testing.T) {
		x := newTable(t, "ancient", "teams", 2, []int{49, 10, 20, 30}, []int{40, 41, 43, 44})
		x.roll(1, 2)
		same(t, "to prison", x.choose(Choice{First: 0, Second: -1, Sum: true})[3:], []string{"loseTurns 0 52 prison 3"})
		x.roll(1, 1)
		x.choose(x.g.Legal()[0])
		got := x.roll(1, 1)
		same(t, "piece loses a turn, seat throws", got[:2], []string{"lost 0 52 prison left 2", "throw 0 1+1"})
	})
	for _, c := range []struct {
		square, from int
		want         string
	}{{19, 16, "lost 0/1 19 inn left 0"}, {31, 28, "waits 0/1 31 well"}} {
		t.Run(fmt.Sprintf("square %d holds the seat", c.square), func(t *testing.T) {
			x := newTable(t, "classic", "teams", 2, []int{10, c.from, 40, 45 - 1}, []int{33, 35, 37, 38})
			x.roll(1, 2)
			x.choose(Choice{First: 1, Second: -1, Sum: true})
			x.roll(1, 1)
			x.choose(x.g.Legal()[0])
			same(t, "seat held", x.roll(), []string{c.want})
		})
	}
}

// TestTeamsBearOff: a piece reaching 63 with the exact count of a die or the
// sum is borne off; the first seat with every piece off wins; a single legal
// choice plays itself; with none the turn passes (§7.2).
func TestTeamsBearOff(t *testing.T) {
	t.Run("die", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 5, []int{61, 40})
		x.roll(2, 5)
		same(t, "die 1 bears off", x.choose(Choice{First: 0, Second: 1}), []string{"choice 0 die 1 on piece 1, die 2 on piece 2",
			"move 0 61→63 throw 2 [62 63]", "rest 0 63", "bearOff 0",
			"move 0/1 40→45 throw 5 [41 42 43 44 45]", "move 0/1 45→50 goose 5 [46 47 48 49 50]", "move 0/1 50→55 goose 5 [51 52 53 54 55]", "rest 0/1 55"})
		if x.g.Over() || x.g.State.Seats[0].Place != 0 {
			t.Error("one piece home ended the game")
		}
	})
	t.Run("sum", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 5, []int{56, 40})
		x.roll(3, 4)
		same(t, "sum bears off", x.choose(Choice{First: 0, Second: -1, Sum: true})[1:], []string{
			"move 0 56→63 throw 7 [57 58 59 60 61 62 63]", "rest 0 63", "bearOff 0"})
	})
	t.Run("overshoot bounces", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 5, []int{61, 40})
		x.roll(2, 5)
		same(t, "sum bounces", x.choose(Choice{First: 0, Second: -1, Sum: true})[1:], []string{
			"move 0 61→58 throw 7 [62 63 62 61 60 59 58] bounce", "jump 0 58→0 death", "rest 0 0"})
	})
	t.Run("last piece home wins", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 5, []int{61, 60})
		same(t, "only choice", x.roll(2, 3), []string{"throw 0 2+3",
			"choice 0 die 1 on piece 1, die 2 on piece 2",
			"move 0 61→63 throw 2 [62 63]", "rest 0 63", "bearOff 0",
			"move 0/1 60→63 throw 3 [61 62 63]", "rest 0/1 63", "bearOff 0/1",
			"finish 0 place 1", "gameOver 0"})
	})
	t.Run("no legal choice", func(t *testing.T) {
		x := newTable(t, "classic", "teams", 5, []int{52, 49})
		x.g.State.Seats[0].Pieces[0].Held = true
		same(t, "no move", x.roll(1, 2), []string{"waits 0 52 prison", "throw 0 1+2", "noMove 0"})
		if x.sq(0, 1) != 49 || x.g.Current() != 1 || x.g.Due() != ActRoll {
			t.Errorf("after no move: piece on %d, current %d", x.sq(0, 1), x.g.Current())
		}
	})
}

// TestTeamsSwap: §5 applies between pieces of different seats (§7.2).
func TestTeamsSwap(t *testing.T) {
	x := newTable(t, "classic", "teams", 2, []int{10, 20, 30, 40}, []int{13, 21, 33, 43})
	x.roll(1, 2)
	same(t, "swap", x.choose(Choice{First: 0, Second: -1, Sum: true})[1:], []string{
		"move 0 10→13 throw 3 [11 12 13]", "swap 0 on 13: 1/0 to 10", "rest 0 13"})
}

// TestTeamsFirstThrow records the engine's reading of §2.3 in the team
// variation: the rule needs the sum on one piece, and applies to each piece's
// first move with the sum (RULES speaks of "a player's very first throw").
func TestTeamsFirstThrow(t *testing.T) {
	x := newTable(t, "classic", "teams", 2)
	x.roll(6, 3)
	same(t, "sum", x.choose(Choice{First: 0, Second: -1, Sum: true})[1:], []string{"jump 0 0→26 first", "rest 0 26"})
	x = newTable(t, "classic", "teams", 2)
	x.roll(6, 3)
	same(t, "separate dice", x.choose(Choice{First: 0, Second: 1})[1:], []string{
		"move 0 0→6 throw 6 [1 2 3 4 5 6]", "jump 0 6→12 bridge", "rest 0 12",
		"move 0/1 0→3 throw 3 [1 2 3]", "rest 0/1 3"})
	x.roll(1, 2)
	x.choose(Choice{First: 0, Second: -1, Sum: true})
	got := x.roll(4, 5)
	if has(got, "throw 0 4+5 first") {
		t.Errorf("the second throw is marked first: %v", got)
	}
	same(t, "an unmoved piece later", x.choose(Choice{First: 2, Second: -1, Sum: true})[1:], []string{"jump 0/2 0→53 first", "rest 0/2 53"})
}
