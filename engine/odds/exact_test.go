package odds

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"goose/engine"
	"goose/engine/sim"
)

// Small boards of one's own (RULES §7.3) whose seats never touch: squares
// are shared (§4.9), so each seat races alone and the odds are exact.
var smallBoards = map[string]string{
	// one die: a goose, a throw again, a skip, a jump back; 12 bounces (§3)
	"share12": `{"format":1,"name":"share12","dice":1,"order":"seat","start":"none","landing":"share","goose":"again",
		"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":12,"squares":[
		{"at":4,"kind":"goose"},{"at":5,"kind":"again"},{"at":7,"kind":"skip","turns":1},{"at":9,"kind":"jump","to":3}]}`,
	// two dice and a first throw (§2.3), an inn of two turns
	"first20": `{"format":1,"name":"first20","dice":2,"order":"seat","start":"first-throw","startThrows":[[1,2,15]],
		"landing":"share","goose":"again","stakes":{"purse":20,"ante":1,"swap":"both"},"goal":20,"squares":[
		{"at":5,"kind":"goose"},{"at":11,"kind":"inn","turns":2},{"at":17,"kind":"death","to":0}]}`,
	// a well on 2 (§4.4): the seats touch until both are past it for good
	"well12": `{"format":1,"name":"well12","dice":1,"order":"seat","start":"none","landing":"share","goose":"again",
		"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":12,"squares":[
		{"at":2,"kind":"well","hold":"rescue"},{"at":4,"kind":"goose"},{"at":7,"kind":"skip","turns":1},{"at":9,"kind":"jump","to":3}]}`,
}

func smallGame(t testing.TB, board string, start [][]int) (*engine.Game, *sim.Config) {
	t.Helper()
	r, err := engine.ParseRules(board+".json", []byte(smallBoards[board]))
	if err != nil {
		t.Fatal(err)
	}
	return begun(t, r, start, 7)
}

// bruteForce works out each seat's chance of winning from g by value
// iteration over every position the game can reach, throw by throw, with the
// engine itself: no model of the rules, no sampling.
func bruteForce(t *testing.T, g *engine.Game) []float64 {
	t.Helper()
	v := bruteForceUpTo(t, g, 200_000)
	if v == nil {
		t.Fatal("too many positions for a brute force")
	}
	return v
}

// bruteForceUpTo is bruteForce, or nil past limit positions.
func bruteForceUpTo(t *testing.T, g *engine.Game, limit int) []float64 {
	t.Helper()
	key := func(st *engine.State) string {
		var b strings.Builder
		fmt.Fprintf(&b, "%d %d %v %d|", st.Phase, st.At, st.Again, st.Winner)
		for _, s := range st.Seats {
			fmt.Fprintf(&b, "%d %d", s.Owed, s.Place)
			for _, p := range s.Pieces {
				fmt.Fprintf(&b, " %d %v %v %v %v %d", p.Square, p.Held, p.Released, p.Off, p.Moved, p.Owed)
			}
			b.WriteByte('|')
		}
		return b.String()
	}
	type node struct {
		next   []int
		winner int // for a finished game
	}
	faces := 1
	for range g.Rules.Dice {
		faces *= 6
	}
	script := &engine.Script{Values: make([]int, g.Rules.Dice)}
	probe, _ := engine.New(g.Rules, len(g.State.Seats), script)
	index := map[string]int{}
	var nodes []node
	var states []engine.State
	add := func(st *engine.State) int {
		k := key(st)
		if i, ok := index[k]; ok {
			return i
		}
		index[k] = len(nodes)
		w := -2
		if st.Phase == engine.PhaseOver || st.Winner >= 0 {
			w = st.Winner
		}
		nodes = append(nodes, node{winner: w})
		states = append(states, engine.State{})
		copyState(st, &states[len(states)-1])
		return len(nodes) - 1
	}
	add(&g.State)
	for i := 0; i < len(nodes); i++ {
		if nodes[i].winner != -2 {
			continue
		}
		for f := 0; f < faces; f++ {
			for d, v := 0, f; d < g.Rules.Dice; d, v = d+1, v/6 {
				script.Values[d] = v%6 + 1
			}
			script.Next = 0
			probe.State = engine.State{}
			copyState(&states[i], &probe.State)
			if _, err := probe.Play(engine.Roll); err != nil {
				t.Fatal(err)
			}
			j := add(&probe.State)
			nodes[i].next = append(nodes[i].next, j)
		}
		if len(nodes) > limit {
			return nil
		}
	}
	n := len(g.State.Seats)
	v := make([][]float64, len(nodes))
	for i := range v {
		v[i] = make([]float64, n)
		if w := nodes[i].winner; w >= 0 {
			v[i][w] = 1
		}
	}
	p := 1 / float64(faces)
	for sweep := 0; sweep < 100000; sweep++ {
		change := 0.0
		for i := len(nodes) - 1; i >= 0; i-- {
			if nodes[i].winner != -2 {
				continue
			}
			for s := range n {
				x := 0.0
				for _, j := range nodes[i].next {
					x += p * v[j][s]
				}
				change = math.Max(change, math.Abs(x-v[i][s]))
				v[i][s] = x
			}
		}
		if change < 1e-15 {
			break
		}
	}
	return v[0]
}

func copyState(src, dst *engine.State) {
	var a, b engine.Game
	a.State = *src
	b.CopyFrom(&a)
	*dst = b.State
}

// TestExactMatchesBruteForce: where the seats never touch, the odds are
// exact: equal to a brute force over every position, to 1e-9 (RULES §7.3,
// §4.9 shared squares, §2.3 the first throw, §3 the bounce).
func TestExactMatchesBruteForce(t *testing.T) {
	for _, c := range []struct {
		board string
		start [][]int
	}{
		{"share12", [][]int{{0}, {0}}},
		{"share12", [][]int{{3}, {10}, {8}}},
		{"first20", [][]int{{0}, {0}}},
		{"first20", [][]int{{12}, {0}, {18}}},
	} {
		g, _ := smallGame(t, c.board, c.start)
		est := New().Estimate(g, 100)
		if !est.Exact || est.Rollouts != 0 {
			t.Fatalf("%s %v: not exact: %+v", c.board, c.start, est)
		}
		want := bruteForce(t, g)
		for s := range want {
			if math.Abs(est.Win[s]-want[s]) > 1e-9 {
				t.Errorf("%s %v seat %d: exact %.12f, brute force %.12f", c.board, c.start, s+1, est.Win[s], want[s])
			}
		}
	}
}

// TestExactAgreesWithSim: the exact odds and `goose sim --games` from the
// same position agree within 3σ.
func TestExactAgreesWithSim(t *testing.T) {
	for _, c := range []struct {
		board string
		start [][]int
	}{
		{"share12", [][]int{{0}, {5}, {1}}},
		{"first20", [][]int{{0}, {14}}},
	} {
		g, cfg := smallGame(t, c.board, c.start)
		est := New().Estimate(g, 100)
		if !est.Exact {
			t.Fatalf("%s: not exact", c.board)
		}
		cfg.Games = 20000
		sum := sim.RunMany(cfg)
		for s := range c.start {
			p := est.Win[s]
			got := float64(sum.Wins[s]) / float64(cfg.Games)
			if sigma := math.Sqrt(p * (1 - p) / float64(cfg.Games)); math.Abs(got-p) > 3*sigma+1e-9 {
				t.Errorf("%s %v seat %d: exact %.4f, sim %.4f (3σ = %.4f)", c.board, c.start, s+1, p, got, 3*sigma)
			}
		}
	}
}

// TestRolloutsFinishExactly: with a well on 2 the seats touch (§4.4), so
// rollouts play; each stops once both seats are past the well for good and
// adds the exact chances from there. The estimate agrees with a brute force
// within 3σ of rollouts that play every throw, is deterministic, and is
// exact (brute force to 1e-9) once the well is behind both.
func TestRolloutsFinishExactly(t *testing.T) {
	g, _ := smallGame(t, "well12", [][]int{{0}, {0}})
	const n = 20000
	e := New()
	est := e.Estimate(g, n)
	if e.cut < n/2 {
		t.Errorf("%d of %d rollouts finished exactly", e.cut, n)
	}
	if est.Exact {
		t.Fatal("the well lets the seats touch: the odds cannot be exact")
	}
	want := bruteForce(t, g)
	for s := range want {
		p := want[s]
		if sigma := math.Sqrt(p * (1 - p) / n); math.Abs(est.Win[s]-p) > 3*sigma {
			t.Errorf("seat %d: estimate %.4f, brute force %.4f (3σ = %.4f)", s+1, est.Win[s], p, 3*sigma)
		}
	}
	if again := New().Estimate(g, n); again != est {
		t.Errorf("two estimates of one position: %v, %v", est, again)
	}
	past, _ := smallGame(t, "well12", [][]int{{3}, {6}})
	exact := New().Estimate(past, 10)
	if !exact.Exact {
		t.Fatal("past the well for good: not exact")
	}
	want = bruteForce(t, past)
	for s := range want {
		if math.Abs(exact.Win[s]-want[s]) > 1e-9 {
			t.Errorf("past the well, seat %d: exact %.12f, brute force %.12f", s+1, exact.Win[s], want[s])
		}
	}
}

// TestExactNeedsApartSeats: where the seats may still meet, nothing is
// called exact: swaps (§5) and rescues (§4.4, §4.6) in every preset, the
// team variation (§7.2).
func TestExactNeedsApartSeats(t *testing.T) {
	for _, c := range []struct {
		preset, opts string
		start        [][]int
	}{
		{"classic", "", [][]int{{60}, {62}}},
		{"spanish", "", [][]int{{60}, {61}}},
		{"dutch", "", [][]int{{40}, {50}}},
		{"classic", "teams", [][]int{{60, 61, 62, 0}, {50, 0, 0, 0}}},
	} {
		g, _ := position(t, c.preset, c.opts, c.start)
		if est := New().Estimate(g, 200); est.Exact || est.Rollouts != 200 {
			t.Errorf("%s %s %v: %+v", c.preset, c.opts, c.start, est)
		}
	}
}

// TestPlacingsStopAtTheWinner: with placings (§6) the race for first place is
// decided when someone finishes; the estimate says so at once.
func TestPlacingsStopAtTheWinner(t *testing.T) {
	g, _ := position(t, "classic", "placings", [][]int{{61}, {0}, {0}})
	sc, _ := engine.NewScript(1, 1)
	g.SetDice(sc)
	if _, err := g.Play(engine.Roll); err != nil || g.State.Winner != 0 || g.Over() {
		t.Fatalf("setup: %v winner %d over %v", err, g.State.Winner, g.Over())
	}
	if est := New().Estimate(g, 50); est.Win[0] != 1 {
		t.Errorf("%+v", est)
	}
}

// TestOneEstimatorManyRules: an estimator that served a game of one's own
// whose seats race apart does not take a team game on the same board for one.
func TestOneEstimatorManyRules(t *testing.T) {
	g, _ := smallGame(t, "share12", [][]int{{0}, {0}})
	e := New()
	if !e.Estimate(g, 10).Exact {
		t.Fatal("not exact")
	}
	teams := g.Rules
	teams.Teams = true // the same board's storage
	h, err := engine.New(teams, 2, engine.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	h.Play(engine.Begin)
	if est := e.Estimate(h, 50); est.Exact {
		t.Errorf("a team game taken for one whose seats race apart: %+v", est)
	}
}
