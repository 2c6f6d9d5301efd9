package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// pays lists the pay events among lines.
func pays(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.HasPrefix(l, "pay ") || strings.HasPrefix(l, "broke ") || strings.HasPrefix(l, "collect ") {
			out = append(out, l)
		}
	}
	return out
}

// TestAnte: each seat pays the preset's ante into the pot at Begin (RULES §7.1).
func TestAnte(t *testing.T) {
	for _, c := range []struct {
		preset string
		ante   int
	}{{"classic", 1}, {"french", 4}, {"medici", 1}, {"ancient", 1}, {"dutch", 1}} {
		t.Run(c.preset, func(t *testing.T) {
			r, _ := Preset(c.preset)
			r.Apply("stakes,order=seat")
			sc, _ := NewScript()
			g, _ := New(r, 3, sc)
			ev, err := g.Play(Begin)
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for s := 0; s < 3; s++ {
				want = append(want, fmt.Sprintf("pay %d %d ante pot %d chips %d", s, c.ante, (s+1)*c.ante, 20-c.ante))
			}
			same(t, "antes", pays(describe(ev)), want)
			if g.State.Pot != 3*c.ante {
				t.Errorf("pot %d", g.State.Pot)
			}
		})
	}
	// stakes=N sets the purse.
	r, _ := Preset("classic")
	r.Apply("stakes=7,order=seat")
	g, _ := New(r, 2, NewPCG(1))
	g.Play(Begin)
	if c := g.State.Seats[1].Chips; c != 6 {
		t.Errorf("purse 7, ante 1: %d chips", c)
	}
}

// TestSquareFees: which squares cost a chip, per preset (§7.1): classic,
// french and dutch: bridge, inn, well, maze, prison, death; medici: every
// special square but a goose (the same six on its board); ancient: the bridge
// and the inn, and each turn lost in prison.
func TestSquareFees(t *testing.T) {
	// Each square is reached with 1+2 from three squares before (1+1 from two before for 26 and 53, whose
	// third square back is a goose).
	type landing struct {
		square, from int
		dice         []int
		cause        string
	}
	landings := []landing{
		{6, 3, []int{1, 2}, "bridge"},
		{19, 16, []int{1, 2}, "inn"},
		{26, 24, []int{1, 1}, "dice"},
		{31, 28, []int{1, 2}, "well"},
		{42, 39, []int{1, 2}, "maze"},
		{52, 49, []int{1, 2}, "prison"},
		{53, 51, []int{1, 1}, "dice"},
		{58, 55, []int{1, 2}, "death"},
		{5, 2, []int{1, 2}, "goose"},
		{12, 9 + 1, []int{1, 1}, ""},
	}
	six := []int{6, 19, 31, 42, 52, 58}
	for _, c := range []struct {
		preset string
		ante   int
		paid   []int
	}{
		{"classic", 1, six}, {"french", 4, six}, {"medici", 1, six}, {"dutch", 1, six},
		{"ancient", 1, []int{6, 19}},
	} {
		for _, l := range landings {
			want := 0
			for _, p := range c.paid {
				if p == l.square {
					want = 1
				}
			}
			t.Run(fmt.Sprintf("%s %d", c.preset, l.square), func(t *testing.T) {
				x := newTable(t, c.preset, "stakes", 2, []int{l.from}, []int{33})
				got := pays(x.roll(l.dice...))
				if len(got) != want {
					t.Fatalf("landing on %d: %v, want %d chip", l.square, got, want)
				}
				if want == 1 {
					same(t, "fee", got, []string{fmt.Sprintf("pay 0 1 %s pot %d chips %d", l.cause, 2*c.ante+1, 19-c.ante)})
				}
			})
		}
	}
	t.Run("medici drink61 is no special square", func(t *testing.T) {
		x := newTable(t, "medici", "stakes,drink61", 1, []int{60})
		if got := pays(x.roll(2, 3)); len(got) != 0 {
			t.Errorf("the glass cost %v", got)
		}
	})
}

// TestPrisonFeePerTurn: ancient pays a chip for each turn lost in prison (§7.1).
func TestPrisonFeePerTurn(t *testing.T) {
	x := newTable(t, "ancient", "stakes", 2, []int{49}, []int{33})
	if got := pays(x.roll(1, 2)); len(got) != 0 {
		t.Errorf("landing in the ancient prison cost %v", got)
	}
	for i := 0; i < 3; i++ {
		x.roll(idle...)
		got := x.roll()
		same(t, "turn lost in prison", got, []string{fmt.Sprintf("lost 0 52 prison left %d", 2-i),
			fmt.Sprintf("pay 0 1 prison pot %d chips %d", 3+i, 18-i)})
	}
	x.roll(idle...)
	if got := pays(x.roll(1, 2)); len(got) != 0 {
		t.Errorf("the turn after the prison cost %v", got)
	}
	// The inn's lost turn costs nothing more than the landing.
	x = newTable(t, "ancient", "stakes", 1, []int{16})
	x.roll(1, 2)
	same(t, "inn turn", x.roll(), []string{"lost 0 19 inn left 0"})
}

// TestSwapFees: who pays when a move displaces another (§7.1).
func TestSwapFees(t *testing.T) {
	for _, c := range []struct {
		preset string
		want   []string
	}{
		{"classic", []string{"pay 0 1 swap pot 3 chips 18", "pay 1 1 swap pot 4 chips 18"}},
		{"french", []string{"pay 0 1 swap pot 9 chips 15", "pay 1 1 swap pot 10 chips 15"}},
		{"ancient", []string{"pay 0 1 swap pot 3 chips 18", "pay 1 1 swap pot 4 chips 18"}},
		{"medici", []string{"pay 1 1 swap pot 3 chips 18"}},
		{"dutch", []string{"pay 0 1 swap pot 3 chips 18"}},
	} {
		t.Run(c.preset, func(t *testing.T) {
			x := newTable(t, c.preset, "stakes", 2, []int{3}, []int{7})
			same(t, "fees", pays(x.roll(1, 1)), c.want)
		})
	}
	// The dutch start rule keeping a piece on 0 is not a collision: no fee (engine's reading).
	x := newTable(t, "dutch", "stakes", 2, []int{0}, []int{53})
	if got := pays(x.roll(4, 5)); len(got) != 0 {
		t.Errorf("blocked start throw cost %v", got)
	}
}

// TestBroke: a player who cannot pay plays on owing nothing, or under medici is
// out of the game; the last one standing wins and takes the pot (§7.1).
func TestBroke(t *testing.T) {
	t.Run("classic plays on", func(t *testing.T) {
		x := newTable(t, "classic", "stakes=1", 2, []int{16}, []int{33})
		got := x.roll(1, 2)
		if len(pays(got)) != 0 || x.g.State.Seats[0].Chips != 0 || x.g.State.Seats[0].Out {
			t.Errorf("a broke classic player: %v, %+v", got, x.g.State.Seats[0])
		}
		x.roll(idle...)
		same(t, "inn turn lost as usual", x.roll(), []string{"lost 0 19 inn left 0"})
		same(t, "still racing", x.roll(1, 1)[:1], []string{"throw 1 1+1"})
	})
	t.Run("medici out; the last one standing wins", func(t *testing.T) {
		x := newTable(t, "medici", "stakes=1", 2, []int{16}, []int{33})
		same(t, "out", x.roll(1, 2), []string{"throw 0 1+2", "move 0 16→19 throw 3 [17 18 19]", "rest 0 19",
			"loseTurns 0 19 inn 2", "broke 0 inn", "finish 1 place 1", "collect 1 2 chips 2", "gameOver 1"})
		if s := x.g.State.Seats[0]; !s.Out || !s.Pieces[0].Off || s.Racing() {
			t.Errorf("broke seat %+v", s)
		}
	})
	t.Run("medici out, three seats play on", func(t *testing.T) {
		x := newTable(t, "medici", "stakes=1", 3, []int{16}, []int{33}, []int{10})
		x.roll(1, 2)
		if x.g.Over() {
			t.Fatal("over with two seats left")
		}
		x.roll(1, 1)
		x.roll(1, 1)
		if got := x.g.Current(); got != 1 {
			t.Errorf("the broke seat's turn came round: current %d", got)
		}
		// Nobody lands on the broke seat's square any more.
		x.g.State.Seats[1].Pieces[0].Square = 17
		if got := x.roll(1, 1); has(got, "swap") {
			t.Errorf("swapped with a piece out of the game: %v", got)
		}
	})
	t.Run("medici broke on the bridge", func(t *testing.T) {
		// The chip is due on the bridge itself (§7.1): out there, the piece goes no further.
		x := newTable(t, "medici", "stakes=1", 2, []int{3}, []int{12})
		same(t, "out on the bridge", x.roll(1, 2), []string{"throw 0 1+2", "move 0 3→6 throw 3 [4 5 6]", "jump 0 6→12 bridge",
			"broke 0 bridge", "finish 1 place 1", "collect 1 2 chips 2", "gameOver 1"})
		if x.sq(1, 0) != 12 {
			t.Errorf("a piece out of the game displaced seat 1 to %d", x.sq(1, 0))
		}
	})
	t.Run("medici displaced and broke", func(t *testing.T) {
		x := newTable(t, "medici", "stakes=1", 3, []int{3}, []int{7}, []int{20})
		same(t, "displaced pays", pays(x.roll(1, 1)), []string{"broke 1 swap"})
		if s := x.g.State.Seats[1]; !s.Out {
			t.Errorf("displaced broke seat %+v", s)
		}
	})
	t.Run("winner takes the pot", func(t *testing.T) {
		x := newTable(t, "classic", "stakes", 3, []int{16}, []int{3}, []int{60})
		x.roll(1, 2) // 0 pays the inn
		x.roll(1, 2) // 1 pays the bridge
		same(t, "pot", pays(x.roll(1, 2)), []string{"collect 2 5 chips 24"})
		if x.g.State.Pot != 0 {
			t.Errorf("pot %d after the collection", x.g.State.Pot)
		}
	})
}

// TestLedger plays many random games under stakes and checks after every
// action that no chip is made or lost (§7.1).
func TestLedger(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 100
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < games; i++ {
		preset := Presets[i%len(Presets)]
		opts := []string{"stakes", "stakes=3", "stakes=5,placings", "stakes=2,teams", "stakes,teams,placings"}[i/len(Presets)%5]
		r, _ := Preset(preset)
		if err := r.Apply(opts); err != nil {
			t.Fatal(err)
		}
		if r.Stakes.Ante > r.Stakes.Purse {
			r.Stakes.Purse = r.Stakes.Ante + 1
		}
		seats := 2 + rng.IntN(5)
		g, err := New(r, seats, NewPCG(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		total := seats * r.Stakes.Purse
		check := func(when string) {
			sum := g.State.Pot
			for _, s := range g.State.Seats {
				if s.Chips < 0 {
					t.Fatalf("game %d (%s %s): a purse of %d %s", i, preset, opts, s.Chips, when)
				}
				sum += s.Chips
			}
			if sum != total {
				t.Fatalf("game %d (%s %s): %d chips %s, want %d", i, preset, opts, sum, when, total)
			}
		}
		check("at the start")
		for n := 0; !g.Over(); n++ {
			if n > 100000 {
				t.Fatalf("game %d does not end", i)
			}
			a := Roll
			switch g.Due() {
			case ActBegin:
				a = Begin
			case ActChoose:
				l := g.Legal()
				a = Choose(l[rng.IntN(len(l))])
			}
			if _, err := g.Play(a); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("after action %d", n))
		}
		// With no winner (a draw, or the last two medici seats broke in one move) the pot stays.
		if g.State.Winner >= 0 && g.State.Pot != 0 {
			t.Fatalf("game %d: the winner left %d chips in the pot", i, g.State.Pot)
		}
	}
}
