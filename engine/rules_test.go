package engine

import (
	"fmt"
	"testing"
)

// seat 1 in these tests stands on 33 and walks 35, 37, 39, 41→43, … with 1+1,
// out of the way of seat 0's well, inn and prison.
var idle = []int{1, 1}

// TestInnTurns checks the inn's lost turns per preset (RULES §4.3, §4.8, §8).
func TestInnTurns(t *testing.T) {
	for _, c := range []struct {
		preset string
		turns  int
	}{{"classic", 1}, {"french", 1}, {"medici", 2}, {"ancient", 1}, {"dutch", 1}} {
		t.Run(c.preset, func(t *testing.T) {
			x := newTable(t, c.preset, "", 1, []int{16})
			same(t, "to the inn", x.roll(1, 2), []string{"throw 0 1+2", "move 0 16→19 throw 3 [17 18 19]", "rest 0 19",
				fmt.Sprintf("loseTurns 0 19 inn %d", c.turns)})
			for k := c.turns - 1; k >= 0; k-- {
				same(t, "a lost turn", x.roll(), []string{fmt.Sprintf("lost 0 19 inn left %d", k)})
			}
			same(t, "free again", x.roll(1, 1), []string{"throw 0 1+1", "move 0 19→21 throw 2 [20 21]", "rest 0 21"})
		})
	}
}

// TestInnNewcomer: a second player coming to rest on the inn swaps with the
// sleeper (§5); only under french does that free the sleeper (§4.3), elsewhere
// the displaced sleeper still owes its turns (§5, last sentence).
func TestInnNewcomer(t *testing.T) {
	for _, c := range []struct {
		preset string
		turns  int
		freed  bool
	}{{"classic", 1, false}, {"french", 1, true}, {"medici", 2, false}, {"ancient", 1, false}} {
		t.Run(c.preset, func(t *testing.T) {
			x := newTable(t, c.preset, "", 2, []int{16}, []int{17})
			x.roll(1, 2) // seat 0 to the inn
			swap := "swap 1 on 19: 0/0 to 17"
			if c.freed {
				swap += " freed"
			}
			same(t, "newcomer", x.roll(1, 1), []string{"throw 1 1+1", "move 1 17→19 throw 2 [18 19]", swap, "rest 1 19",
				fmt.Sprintf("loseTurns 1 19 inn %d", c.turns)})
			if c.freed {
				same(t, "freed sleeper", x.roll(1, 2), []string{"throw 0 1+2", "move 0 17→20 throw 3 [18 19 20]", "rest 0 20"})
				return
			}
			same(t, "displaced sleeper still owes", x.roll(), []string{fmt.Sprintf("lost 0 19 inn left %d", c.turns-1)})
			if x.sq(0, 0) != 17 {
				t.Errorf("the displaced sleeper stands on %d, want 17", x.sq(0, 0))
			}
		})
	}
	// §4.3: the french newcomer frees only a sleeper who still has a turn to lose.
	t.Run("french sleeper already awake", func(t *testing.T) {
		x := newTable(t, "french", "", 2, []int{17}, []int{19})
		same(t, "plain swap", x.roll(1, 1), []string{"throw 0 1+1", "move 0 17→19 throw 2 [18 19]",
			"swap 0 on 19: 1/0 to 17", "rest 0 19", "loseTurns 0 19 inn 1"})
	})
	t.Run("french sleeper who has lost the turn", func(t *testing.T) {
		x := newTable(t, "french", "", 2, []int{16}, []int{2})
		x.roll(1, 2) // seat 0 sleeps
		x.roll(1, 1) // seat 1: 2 → 4
		same(t, "sleeps", x.roll(), []string{"lost 0 19 inn left 0"})
		x.g.State.Seats[1].Pieces[0].Square = 17 // seat 1 comes to the inn after the turn was lost
		same(t, "swap, nothing to free", x.roll(1, 1), []string{"throw 1 1+1", "move 1 17→19 throw 2 [18 19]",
			"swap 1 on 19: 0/0 to 17", "rest 1 19", "loseTurns 1 19 inn 1"})
	})
}

// TestWell: held until rescued (classic, medici, ancient), two turns or rescue
// (french), held while alone (dutch) (§4.4, §4.8, §8).
func TestWell(t *testing.T) {
	for _, preset := range []string{"classic", "medici", "ancient", "dutch"} {
		t.Run(preset+" held", func(t *testing.T) {
			x := newTable(t, preset, "", 2, []int{28}, []int{33})
			same(t, "to the well", x.roll(1, 2), []string{"throw 0 1+2", "move 0 28→31 throw 3 [29 30 31]", "rest 0 31", "held 0 31 well"})
			for i := 0; i < 3; i++ {
				x.roll(idle...)
				same(t, "held", x.roll(), []string{"waits 0 31 well"})
			}
		})
	}
	for _, preset := range []string{"classic", "medici", "ancient"} {
		t.Run(preset+" rescue", func(t *testing.T) {
			x := newTable(t, preset, "", 2, []int{28}, []int{25})
			x.roll(1, 2)
			same(t, "rescue", x.roll(2, 4), []string{"throw 1 2+4", "move 1 25→31 throw 6 [26 27 28 29 30 31]",
				"swap 1 on 31: 0/0 to 25 freed", "rest 1 31", "held 1 31 well"})
			same(t, "rescued throws", x.roll(1, 2), []string{"throw 0 1+2", "move 0 25→28 throw 3 [26 27 28]", "rest 0 28"})
			same(t, "rescuer held", x.roll(), []string{"waits 1 31 well"})
		})
	}
	t.Run("french two turns", func(t *testing.T) {
		x := newTable(t, "french", "", 2, []int{28}, []int{33})
		same(t, "to the well", x.roll(1, 2), []string{"throw 0 1+2", "move 0 28→31 throw 3 [29 30 31]", "rest 0 31", "loseTurns 0 31 well 2"})
		x.roll(idle...)
		same(t, "lost", x.roll(), []string{"lost 0 31 well left 1"})
		x.roll(idle...)
		same(t, "lost", x.roll(), []string{"lost 0 31 well left 0"})
		x.roll(idle...)
		same(t, "free", x.roll(1, 1), []string{"throw 0 1+1", "move 0 31→33 throw 2 [32 33]", "rest 0 33"})
	})
	t.Run("french rescue sooner", func(t *testing.T) {
		x := newTable(t, "french", "", 2, []int{28}, []int{25})
		x.roll(1, 2)
		same(t, "rescue", x.roll(2, 4), []string{"throw 1 2+4", "move 1 25→31 throw 6 [26 27 28 29 30 31]",
			"swap 1 on 31: 0/0 to 25 freed", "rest 1 31", "loseTurns 1 31 well 2"})
		same(t, "rescued throws", x.roll(1, 2), []string{"throw 0 1+2", "move 0 25→28 throw 3 [26 27 28]", "rest 0 28"})
		same(t, "newcomer loses", x.roll(), []string{"lost 1 31 well left 1"})
	})
}

// TestPrison: held until rescued (classic, french, medici), three turns or
// rescue (ancient) (§4.6, §8).
func TestPrison(t *testing.T) {
	for _, preset := range []string{"classic", "french", "medici", "dutch"} {
		t.Run(preset+" held", func(t *testing.T) {
			x := newTable(t, preset, "", 2, []int{49}, []int{33})
			same(t, "to prison", x.roll(1, 2), []string{"throw 0 1+2", "move 0 49→52 throw 3 [50 51 52]", "rest 0 52", "held 0 52 prison"})
			for i := 0; i < 4; i++ {
				x.roll(idle...)
				same(t, "held", x.roll(), []string{"waits 0 52 prison"})
			}
		})
	}
	for _, preset := range []string{"classic", "french", "medici"} {
		t.Run(preset+" rescue", func(t *testing.T) {
			x := newTable(t, preset, "", 2, []int{49}, []int{46})
			x.roll(1, 2)
			same(t, "rescue", x.roll(3, 3), []string{"throw 1 3+3", "move 1 46→52 throw 6 [47 48 49 50 51 52]",
				"swap 1 on 52: 0/0 to 46 freed", "rest 1 52", "held 1 52 prison"})
			same(t, "rescued throws", x.roll(1, 2), []string{"throw 0 1+2", "move 0 46→49 throw 3 [47 48 49]", "rest 0 49"})
		})
	}
	t.Run("ancient three turns", func(t *testing.T) {
		x := newTable(t, "ancient", "", 2, []int{49}, []int{33})
		same(t, "to prison", x.roll(1, 2), []string{"throw 0 1+2", "move 0 49→52 throw 3 [50 51 52]", "rest 0 52", "loseTurns 0 52 prison 3"})
		for k := 2; k >= 0; k-- {
			x.roll(idle...)
			same(t, "lost", x.roll(), []string{fmt.Sprintf("lost 0 52 prison left %d", k)})
		}
		x.roll(idle...)
		same(t, "free", x.roll(1, 2), []string{"throw 0 1+2", "move 0 52→55 throw 3 [53 54 55]", "rest 0 55"})
	})
	t.Run("ancient rescue sooner", func(t *testing.T) {
		x := newTable(t, "ancient", "", 2, []int{49}, []int{46})
		x.roll(1, 2)
		same(t, "rescue", x.roll(3, 3), []string{"throw 1 3+3", "move 1 46→52 throw 6 [47 48 49 50 51 52]",
			"swap 1 on 52: 0/0 to 46 freed", "rest 1 52", "loseTurns 1 52 prison 3"})
		same(t, "rescued throws", x.roll(1, 2), []string{"throw 0 1+2", "move 0 46→49 throw 3 [47 48 49]", "rest 0 49"})
	})
}

// TestEitherDie: under french one die alone reaching 63 wins; otherwise the
// sum is used (§3, §9.10). No other preset has it.
func TestEitherDie(t *testing.T) {
	for _, c := range []struct {
		preset string
		from   int
		dice   []int
		want   []string
	}{
		{"french", 57, []int{6, 3}, []string{"move 0 57→63 oneDie 6 [58 59 60 61 62 63]", "rest 0 63"}},
		{"french", 62, []int{4, 1}, []string{"move 0 62→63 oneDie 1 [63]", "rest 0 63"}},
		{"french", 61, []int{2, 2}, []string{"move 0 61→63 oneDie 2 [62 63]", "rest 0 63"}},
		{"french", 60, []int{1, 2}, []string{"move 0 60→63 throw 3 [61 62 63]", "rest 0 63"}},
		{"french", 56, []int{3, 4}, []string{"move 0 56→63 throw 7 [57 58 59 60 61 62 63]", "rest 0 63"}},
		{"french", 60, []int{2, 2}, []string{"move 0 60→62 throw 4 [61 62 63 62] bounce", "rest 0 62"}},
		{"classic", 57, []int{6, 3}, []string{"move 0 57→60 throw 9 [58 59 60 61 62 63 62 61 60] bounce", "rest 0 60"}},
		{"medici", 62, []int{4, 1}, []string{"move 0 62→59 throw 5 [63 62 61 60 59] bounce", "move 0 59→54 goose 5 [58 57 56 55 54]"}},
		{"dutch", 62, []int{4, 1}, []string{"move 0 62→59 throw 5 [63 62 61 60 59] bounce", "move 0 59→54 goose 5 [58 57 56 55 54]"}},
	} {
		name := fmt.Sprintf("%s from %d %v", c.preset, c.from, c.dice)
		t.Run(name, func(t *testing.T) {
			x := newTable(t, c.preset, "", 2, []int{c.from})
			got := x.roll(c.dice...)[1:] // after the throw
			if len(got) > len(c.want) {
				got = got[:len(c.want)]
			}
			same(t, name, got, c.want)
		})
	}
}

// TestOneDie: under ancient a player on 61 or 62 throws one die; elsewhere, and
// under every other preset, two (§3, §8). table.roll fails if a die is left over
// or missing.
func TestOneDie(t *testing.T) {
	for _, c := range []struct {
		preset string
		from   int
		dice   []int
		to     int
	}{
		{"ancient", 61, []int{1}, 62},
		{"ancient", 62, []int{3}, 61},
		{"ancient", 60, []int{1, 1}, 62},
		{"classic", 61, []int{1, 1}, 63},
		{"french", 62, []int{2, 2}, 60},
		{"medici", 61, []int{1, 3}, 61},
		{"dutch", 62, []int{1, 2}, 61},
	} {
		t.Run(fmt.Sprintf("%s from %d", c.preset, c.from), func(t *testing.T) {
			x := newTable(t, c.preset, "", 2, []int{c.from})
			x.roll(c.dice...)
			if got := x.sq(0, 0); got != c.to && !(c.to == 63 && x.g.Over()) {
				t.Errorf("ends on %d, want %d", got, c.to)
			}
		})
	}
}

// TestMazeBridgeDeath: the jumps per preset (§4.5, §8).
func TestMazeBridgeDeath(t *testing.T) {
	for _, c := range []struct {
		preset string
		maze   int
	}{{"classic", 39}, {"french", 30}, {"medici", 30}, {"ancient", 30}, {"dutch", 30}} {
		t.Run(c.preset, func(t *testing.T) {
			x := newTable(t, c.preset, "", 1, []int{35})
			same(t, "maze", x.roll(3, 4)[2:], []string{fmt.Sprintf("jump 0 42→%d maze", c.maze), fmt.Sprintf("rest 0 %d", c.maze)})
			x = newTable(t, c.preset, "", 1, []int{3})
			same(t, "bridge", x.roll(1, 2)[2:], []string{"jump 0 6→12 bridge", "rest 0 12"})
			x = newTable(t, c.preset, "", 1, []int{55})
			same(t, "death", x.roll(1, 2)[2:], []string{"jump 0 58→0 death", "rest 0 0"})
		})
	}
}

// TestDiceSquares: ancient's 26↔53 acts once per move, not on the first
// throw, and in no other preset (§2.3, §4.2, §8).
func TestDiceSquares(t *testing.T) {
	x := newTable(t, "ancient", "", 2)
	same(t, "ancient first throw 6+3", x.roll(6, 3), []string{"throw 0 6+3 first", "jump 0 0→26 first", "rest 0 26"})
	same(t, "ancient first throw 4+5", x.roll(4, 5), []string{"throw 1 4+5 first", "jump 1 0→53 first", "rest 1 53"})
	for _, preset := range []string{"classic", "french", "medici", "dutch"} {
		x := newTable(t, preset, "", 1, []int{22})
		same(t, preset+" 26 is plain", x.roll(2, 2)[2:], []string{"rest 0 26"})
		x = newTable(t, preset, "", 1, []int{51})
		same(t, preset+" 53 is plain", x.roll(1, 1)[2:], []string{"rest 0 53"})
	}
	// Resting on 53 through the pair, a later move from 53 is a plain move.
	x = newTable(t, "ancient", "", 1, []int{22})
	x.roll(2, 2)
	same(t, "from 53", x.roll(1, 1), []string{"throw 0 1+1", "move 0 53→55 throw 2 [54 55]", "rest 0 55"})
}

// TestFirstThrowOnce: the first-throw rule applies to a player's very first
// throw only, not to later throws from the start after death (§2.3, §4.5), and
// the dutch start rule applies to every throw from 0, after death too (§4.8).
func TestFirstThrowOnce(t *testing.T) {
	for _, preset := range []string{"classic", "french", "medici", "ancient"} {
		t.Run(preset, func(t *testing.T) {
			x := newTable(t, preset, "", 1)
			same(t, "first throw", x.roll(1, 2), []string{"throw 0 1+2 first", "move 0 0→3 throw 3 [1 2 3]", "rest 0 3"})
			same(t, "second throw 6+3 from 3", x.roll(6, 3), []string{"throw 0 6+3", "move 0 3→12 throw 9 [4 5 6 7 8 9 10 11 12]", "rest 0 12"})
			x = newTable(t, preset, "", 1, []int{55})
			x.roll(1, 2) // 58: death, back to 0
			got := x.roll(6, 3)
			if has(got, "jump 0 0→26") || has(got, "throw 0 6+3 first") {
				t.Errorf("the first-throw rule applied again after death: %v", got)
			}
			same(t, "after death 6+3 chains", got[:3], []string{"throw 0 6+3", "move 0 0→9 throw 9 [1 2 3 4 5 6 7 8 9]",
				"move 0 9→18 goose 9 [10 11 12 13 14 15 16 17 18]"})
		})
	}
	t.Run("dutch", func(t *testing.T) {
		x := newTable(t, "dutch", "", 1)
		same(t, "from 0", x.roll(4, 5), []string{"throw 0 4+5", "jump 0 0→53 start", "rest 0 53"})
		x = newTable(t, "dutch", "", 1, []int{55})
		x.roll(1, 2) // death
		same(t, "from 0 after death", x.roll(3, 6), []string{"throw 0 3+6", "jump 0 0→26 start", "rest 0 26"})
		same(t, "not from 26", x.roll(3, 6), []string{"throw 0 3+6", "move 0 26→35 throw 9 [27 28 29 30 31 32 33 34 35]", "rest 0 35"})
		// Blocked, the piece stays on 0 and throws from 0 again next turn (§9.16).
		x = newTable(t, "dutch", "", 2, []int{0}, []int{53})
		x.roll(4, 5)
		x.roll(1, 1) // seat 1 leaves 53
		same(t, "again from 0", x.roll(5, 4), []string{"throw 0 5+4", "jump 0 0→53 start", "rest 0 53"})
	})
}

// TestDutchCollisions: the mover goes back on every square but the well,
// prison and 63; a sleeper takes the inn; a freed piece that collides goes back
// to the well (§4.8).
func TestDutchCollisions(t *testing.T) {
	t.Run("inn sleeper", func(t *testing.T) {
		x := newTable(t, "dutch", "", 2, []int{16}, []int{17})
		x.roll(1, 2)
		same(t, "back", x.roll(1, 1), []string{"throw 1 1+1", "move 1 17→19 throw 2 [18 19]", "back 1 from 19 (0 there) to 17", "rest 1 17"})
	})
	t.Run("prison holds any number", func(t *testing.T) {
		x := newTable(t, "dutch", "", 2, []int{52}, []int{49})
		x.roll()
		same(t, "joins", x.roll(1, 2), []string{"throw 1 1+2", "move 1 49→52 throw 3 [50 51 52]", "rest 1 52",
			"released 0 52", "held 1 52 prison"})
	})
	t.Run("freed piece goes back to the well", func(t *testing.T) {
		x := newTable(t, "dutch", "", 3, []int{31}, []int{25}, []int{34})
		x.roll()     // seat 0 alone: waits
		x.roll(2, 4) // seat 1 joins
		x.roll(1, 1) // seat 2 to 36 (goose) → 38
		x.g.State.Seats[2].Pieces[0].Square = 34
		same(t, "back to 31", x.roll(1, 2), []string{"throw 0 1+2", "move 0 31→34 throw 3 [32 33 34]", "back 0 from 34 (2 there) to 31", "rest 0 31"})
		// Two pieces share the well: neither is alone, both throw.
		same(t, "seat 1 throws", x.roll(1, 1)[:1], []string{"throw 1 1+1"})
	})
	t.Run("no swap at 63", func(t *testing.T) {
		x := newTable(t, "dutch", "", 2, []int{60})
		same(t, "win", x.roll(1, 2)[2:], []string{"rest 0 63", "finish 0 place 1", "gameOver 0"})
	})
}

// TestSwap checks §5 in detail.
func TestSwap(t *testing.T) {
	t.Run("displaced square does not act: inn", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{19}, []int{24})
		same(t, "swap", x.roll(2, 3), []string{"throw 0 2+3", "move 0 19→24 throw 5 [20 21 22 23 24]", "swap 0 on 24: 1/0 to 19", "rest 0 24"})
		same(t, "no lost turn", x.roll(1, 1)[:1], []string{"throw 1 1+1"})
	})
	t.Run("displaced square does not act: ancient dice square", func(t *testing.T) {
		x := newTable(t, "ancient", "", 2, []int{53}, []int{57})
		same(t, "swap", x.roll(2, 2), []string{"throw 0 2+2", "move 0 53→57 throw 4 [54 55 56 57]", "swap 0 on 57: 1/0 to 53", "rest 0 57"})
		if x.sq(1, 0) != 53 {
			t.Errorf("the displaced piece is on %d, want 53", x.sq(1, 0))
		}
	})
	t.Run("displaced square does not act: well", func(t *testing.T) {
		// The mover was released from the well by §4.7; the displaced one lands there free.
		x := newTable(t, "classic", "", 2, []int{28}, []int{49})
		x.roll(1, 2) // 0 held at 31
		x.roll(1, 2) // 1 held at 52: deadlock, 0 released
		x.g.State.Seats[1].Pieces[0].Square = 33
		x.g.State.Seats[1].Pieces[0].Held = false
		same(t, "swap", x.roll(1, 1), []string{"throw 0 1+1", "move 0 31→33 throw 2 [32 33]", "swap 0 on 33: 1/0 to 31", "rest 0 33"})
		same(t, "displaced throws", x.roll(1, 1)[:1], []string{"throw 1 1+1"})
	})
	t.Run("passing over does not swap", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{3}, []int{5})
		same(t, "over", x.roll(1, 1), []string{"throw 0 1+1", "move 0 3→5 throw 2 [4 5]", "move 0 5→7 goose 2 [6 7]", "rest 0 7"})
		if x.sq(1, 0) != 5 {
			t.Errorf("seat 1 moved to %d", x.sq(1, 0))
		}
	})
	t.Run("square 0 never exchanges", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{56}, []int{0})
		same(t, "death to a shared 0", x.roll(1, 1), []string{"throw 0 1+1", "move 0 56→58 throw 2 [57 58]", "jump 0 58→0 death", "rest 0 0"})
	})
	t.Run("held in prison, freed; mover takes the hold", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{49}, []int{46})
		x.roll(1, 2)
		same(t, "rescue", x.roll(4, 2)[2:], []string{"swap 1 on 52: 0/0 to 46 freed", "rest 1 52", "held 1 52 prison"})
		if p := x.g.State.Seats[0].Pieces[0]; p.Held || p.Square != 46 {
			t.Errorf("displaced piece %+v, want free on 46", p)
		}
	})
	t.Run("first-throw target taken", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{0}, []int{26})
		same(t, "swap on 26", x.roll(6, 3), []string{"throw 0 6+3 first", "jump 0 0→26 first", "swap 0 on 26: 1/0 to 0", "rest 0 26"})
	})
}

// TestDeadlock: when everyone racing is held for good, the one held longest is
// released and plays normally (§4.7), or with deadlock=draw the game is drawn.
func TestDeadlock(t *testing.T) {
	t.Run("release the longest held", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{46}, []int{28})
		x.roll(1, 1) // 0: 46 → 48
		same(t, "1 to the well", x.roll(1, 2)[3:], []string{"held 1 31 well"})
		same(t, "0 to prison, 1 released", x.roll(1, 3)[3:], []string{"held 0 52 prison", "released 1 31 deadlock"})
		same(t, "1 plays normally", x.roll(1, 1), []string{"throw 1 1+1", "move 1 31→33 throw 2 [32 33]", "rest 1 33"})
		same(t, "0 still held", x.roll(), []string{"waits 0 52 prison"})
		if x.g.State.Releases != 1 {
			t.Errorf("Releases = %d, want 1", x.g.State.Releases)
		}
	})
	t.Run("first seat held longest", func(t *testing.T) {
		x := newTable(t, "medici", "", 2, []int{28}, []int{49})
		x.roll(1, 2)
		same(t, "deadlock", x.roll(1, 2)[3:], []string{"held 1 52 prison", "released 0 31 deadlock"})
	})
	t.Run("no deadlock while a turn is owed", func(t *testing.T) {
		x := newTable(t, "classic", "", 2, []int{28}, []int{16})
		x.roll(1, 2)
		if got := x.roll(1, 2); has(got, "released") {
			t.Errorf("released although seat 1 only sleeps at the inn: %v", got)
		}
	})
	t.Run("one seat", func(t *testing.T) {
		x := newTable(t, "classic", "", 1, []int{28})
		same(t, "held and released", x.roll(1, 2)[3:], []string{"held 0 31 well", "released 0 31 deadlock"})
		same(t, "throws", x.roll(1, 1)[:1], []string{"throw 0 1+1"})
	})
	t.Run("dutch", func(t *testing.T) {
		x := newTable(t, "dutch", "", 2, []int{28}, []int{49})
		x.roll(1, 2)
		same(t, "both alone", x.roll(1, 2)[3:], []string{"held 1 52 prison", "released 0 31 deadlock"})
		same(t, "0 leaves", x.roll(1, 1)[:2], []string{"throw 0 1+1", "move 0 31→33 throw 2 [32 33]"})
	})
	t.Run("draw", func(t *testing.T) {
		x := newTable(t, "classic", "deadlock=draw", 2, []int{28}, []int{49})
		x.roll(1, 2)
		same(t, "drawn", x.roll(1, 2)[3:], []string{"held 1 52 prison", "gameOver -1 draw"})
		if !x.g.Over() || !x.g.State.Draw || x.g.State.Winner != -1 {
			t.Errorf("over %v draw %v winner %d", x.g.Over(), x.g.State.Draw, x.g.State.Winner)
		}
		if _, err := x.g.Play(Roll); err != ErrOver {
			t.Errorf("roll after a draw: %v", err)
		}
	})
}

// TestPlacings: with placings the race goes on until one is left, who takes
// the last place; without, the first home ends the game (§6).
func TestPlacings(t *testing.T) {
	x := newTable(t, "classic", "placings", 3, []int{60}, []int{61}, []int{10})
	same(t, "first home", x.roll(1, 2)[2:], []string{"rest 0 63", "finish 0 place 1"})
	if x.g.Over() || !x.g.State.Seats[0].Pieces[0].Off {
		t.Fatalf("over %v; the winner's piece should leave the board", x.g.Over())
	}
	same(t, "second", x.roll(1, 1)[2:], []string{"rest 1 63", "finish 1 place 2", "finish 2 place 3", "gameOver 0"})

	x = newTable(t, "classic", "", 3, []int{60}, []int{61}, []int{10})
	same(t, "no placings", x.roll(1, 2)[2:], []string{"rest 0 63", "finish 0 place 1", "gameOver 0"})

	// Four seats: the turn skips the finished seat.
	x = newTable(t, "classic", "placings", 4, []int{60}, []int{10}, []int{20}, []int{30})
	x.roll(1, 2)
	x.roll(1, 1)
	x.roll(1, 1)
	x.roll(1, 1)
	if got := x.g.Current(); got != 1 {
		t.Errorf("after a round the current seat is %d, want 1 (seat 0 has finished)", got)
	}
}

// TestRollOff: highest total plays first; ties roll again among the tied only;
// the order goes round in seat order from the first (§1). Dutch: seat 1 first.
func TestRollOff(t *testing.T) {
	for _, c := range []struct {
		name  string
		seats int
		dice  []int
		want  []string
	}{
		{"highest first", 4, []int{1, 1, 2, 2, 6, 5, 3, 3}, []string{
			"orderThrow 0 1+1", "orderThrow 1 2+2", "orderThrow 2 6+5", "orderThrow 3 3+3", "order 2 3 0 1"}},
		{"tie among the tied", 3, []int{3, 3, 5, 5, 6, 4, 2, 2, 1, 1}, []string{
			"orderThrow 0 3+3", "orderThrow 1 5+5", "orderThrow 2 6+4", "tie 1 2",
			"orderThrow 1 2+2", "orderThrow 2 1+1", "order 1 2 0"}},
		{"tie again", 3, []int{4, 4, 4, 4, 1, 1, 2, 2, 2, 2, 1, 3, 3, 3}, []string{
			"orderThrow 0 4+4", "orderThrow 1 4+4", "orderThrow 2 1+1", "tie 0 1",
			"orderThrow 0 2+2", "orderThrow 1 2+2", "tie 0 1",
			"orderThrow 0 1+3", "orderThrow 1 3+3", "order 1 2 0"}},
		{"last seat", 2, []int{1, 2, 6, 6}, []string{"orderThrow 0 1+2", "orderThrow 1 6+6", "order 1 0"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _ := Preset("classic")
			sc, _ := NewScript(c.dice...)
			g, _ := New(r, c.seats, sc)
			ev, err := g.Play(Begin)
			if err != nil {
				t.Fatal(err)
			}
			same(t, c.name, describe(ev), c.want)
			if sc.Left() != 0 {
				t.Errorf("%d dice unused", sc.Left())
			}
			if got, want := fmt.Sprint(g.Current()), c.want[len(c.want)-1][len("order "):][:1]; got != want {
				t.Errorf("current seat %s, want %s", got, want)
			}
		})
	}
	t.Run("dutch seat order", func(t *testing.T) {
		r, _ := Preset("dutch")
		sc, _ := NewScript()
		g, _ := New(r, 3, sc)
		ev, err := g.Play(Begin)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "dutch", describe(ev), []string{"order 0 1 2"})
	})
	t.Run("the script runs out", func(t *testing.T) {
		r, _ := Preset("classic")
		sc, _ := NewScript(3, 3, 3, 3, 1)
		g, _ := New(r, 2, sc)
		if _, err := g.Play(Begin); err != ErrDiceRanOut {
			t.Fatalf("err = %v, want ErrDiceRanOut", err)
		}
		if g.State.Phase != PhaseBegin || g.Due() != ActBegin || len(g.State.Order) != 0 {
			t.Errorf("a failed Begin left phase %v order %v", g.State.Phase, g.State.Order)
		}
	})
}

// TestDrink61: the glass on 61 is shown and does nothing (§4, drink61).
func TestDrink61(t *testing.T) {
	x := newTable(t, "classic", "drink61", 1, []int{58 - 1})
	same(t, "over 61", x.roll(2, 3)[2:], []string{"rest 0 62"})
	x = newTable(t, "classic", "drink61", 1, []int{60})
	same(t, "bounce to 61", x.roll(2, 3)[2:], []string{"rest 0 61", "toast 0 61"})
	same(t, "no effect", x.roll(1, 1)[:1], []string{"throw 0 1+1"})
	x = newTable(t, "classic", "", 1, []int{60})
	same(t, "without the option", x.roll(2, 3)[2:], []string{"rest 0 61"})
}

// TestWillThrow: the helpers a view asks before a turn agree with the rules
// (§2.1: a held or sleeping player does not roll).
func TestWillThrow(t *testing.T) {
	x := newTable(t, "classic", "", 2, []int{28}, []int{16})
	if !x.g.WillThrow() || x.g.Held(0) || x.g.Owed(0) != 0 {
		t.Errorf("a free seat: will throw %v, held %v, owed %d", x.g.WillThrow(), x.g.Held(0), x.g.Owed(0))
	}
	x.roll(1, 2) // 0 to the well
	x.roll(1, 2) // 1 to the inn
	if x.g.WillThrow() || !x.g.Held(0) {
		t.Errorf("seat 0 in the well: will throw %v, held %v", x.g.WillThrow(), x.g.Held(0))
	}
	x.roll()
	if x.g.WillThrow() || x.g.Owed(1) != 1 || x.g.Held(1) {
		t.Errorf("seat 1 at the inn: will throw %v, owed %d, held %v", x.g.WillThrow(), x.g.Owed(1), x.g.Held(1))
	}
}
