package odds

import (
	"math"
	"strings"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/internal/cputime"
	"goose/engine/player"
	"goose/engine/sim"
)

// position sets up a game as `goose sim --start` would, seat order, after Begin.
func position(t testing.TB, preset, opts string, start [][]int) (*engine.Game, *sim.Config) {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply("order=seat," + opts); err != nil {
		t.Fatal(err)
	}
	return begun(t, r, start, 1)
}

// begun is the game of rules r with easy computers on start, after Begin,
// and the sim configuration that plays it on (seed).
func begun(t testing.TB, r engine.Rules, start [][]int, seed uint64) (*engine.Game, *sim.Config) {
	t.Helper()
	c := &sim.Config{Rules: r, Start: start, Seed: seed, Workers: 2}
	for range start {
		c.Seats = append(c.Seats, sim.SeatSpec{Name: "cpu", Level: player.Easy})
	}
	g, _, err := sim.NewGame(c, engine.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(engine.Begin); err != nil {
		t.Fatal(err)
	}
	return g, c
}

// TestOddsAgreeWithSim: from the same position, the estimate and `goose sim
// --games` (easy players: random legal choices, as the estimator plays) agree
// within 3σ for every seat, in several positions of every preset.
func TestOddsAgreeWithSim(t *testing.T) {
	cases := []struct {
		preset, opts string
		start        [][]int
	}{
		{"classic", "", [][]int{{40}, {50}, {20}}},
		{"classic", "teams", [][]int{{40, 10, 0, 0}, {50, 20, 0, 0}}},
		{"french", "", [][]int{{55}, {60}}},
		{"medici", "stakes", [][]int{{30}, {10}, {45}}},
		{"ancient", "", [][]int{{61}, {50}}},
		{"dutch", "", [][]int{{30}, {31}, {0}}},
		{"spanish", "", [][]int{{20}, {40}, {0}, {5}}},
		{"spanish", "teams", [][]int{{20, 0, 0, 0}, {40, 3, 0, 0}}},
	}
	e := New()
	for _, c := range cases {
		n := 20000
		if strings.Contains(c.opts, "teams") {
			n = 3000 // team rollouts choose with Legal: far slower
		}
		g, cfg := position(t, c.preset, c.opts, c.start)
		est := e.Estimate(g, n)
		cfg.Games = n
		sum := sim.RunMany(cfg)
		if sum.Errors > 0 {
			t.Fatalf("%s: %s", c.preset, sum.FirstError)
		}
		for s := range c.start {
			p1, p2 := est.Win[s], float64(sum.Wins[s])/float64(n)
			p := (p1 + p2) / 2
			sigma := math.Sqrt(p * (1 - p) * 2 / float64(n))
			if math.Abs(p1-p2) > 3*sigma+1e-9 {
				t.Errorf("%s %s %v seat %d: estimate %.4f, sim %.4f (3σ = %.4f)", c.preset, c.opts, c.start, s+1, p1, p2, 3*sigma)
			}
		}
	}
}

// TestOddsDeterministic: the same position gives the same estimate, whatever
// the estimator estimated before; a different position another one.
func TestOddsDeterministic(t *testing.T) {
	g, _ := position(t, "classic", "", [][]int{{30}, {35}})
	a := New().Estimate(g, 3000)
	e := New()
	h, _ := position(t, "french", "teams", [][]int{{1, 2, 3, 4}, {5, 6, 7, 8}})
	e.Estimate(h, 500)
	if b := e.Estimate(g, 3000); a != b {
		t.Errorf("two estimates of one position: %v, %v", a, b)
	}
	k, _ := position(t, "classic", "", [][]int{{30}, {36}})
	if c := e.Estimate(k, 3000); c == a {
		t.Error("two positions gave the same estimate")
	}
	if sum := a.Win[0] + a.Win[1] + a.Draw; math.Abs(sum-1) > 1e-9 {
		t.Errorf("chances sum to %v", sum)
	}
}

// TestOddsOver: a finished game is certain.
func TestOddsOver(t *testing.T) {
	g, _ := position(t, "classic", "", [][]int{{61}, {0}})
	for !g.Over() {
		g.Play(engine.Roll)
	}
	est := New().Estimate(g, 100)
	if est.Win[g.State.Winner] != 1 {
		t.Errorf("%v", est)
	}
}

// TestChoiceOdds: each use of the dice gets the chance of winning it leads to;
// bearing off the last goose is certain (§7.2, §9.19).
func TestChoiceOdds(t *testing.T) {
	r, _ := engine.Preset("classic")
	r.Apply("teams,order=seat")
	sc, _ := engine.NewScript(2, 5)
	g, _ := engine.New(r, 5, sc)
	g.Place(0, 0, 61)
	g.State.Seats[0].Pieces[0].Off = true
	g.Play(engine.Begin)
	g.Play(engine.Roll)
	got := New().Choices(g, 2000, nil)
	legal := g.Legal()
	if len(got) != len(legal) {
		t.Fatalf("%d chances for %d choices", len(got), len(legal))
	}
	for i, c := range legal {
		if c.Single() && got[i] != 1 {
			t.Errorf("bearing off with the 2: %v", got[i])
		}
		if c.Sum && got[i] >= 1 {
			t.Errorf("the sum, to death: %v", got[i])
		}
	}
}

// BenchmarkOdds: 10,000 rollouts from a position in the middle of a game,
// for every preset, two and four seats, and the team variation (the target:
// under 50 ms on one core; run with GOMAXPROCS=1). It reports ms/10k.
func BenchmarkOdds(b *testing.B) {
	type bench struct {
		name, preset, opts string
		start              [][]int
	}
	var cases []bench
	for _, p := range engine.Presets {
		cases = append(cases,
			bench{p + "-2", p, "", [][]int{{20}, {25}}},
			bench{p + "-4", p, "", [][]int{{20}, {25}, {10}, {30}}},
			bench{p + "-teams-2", p, "teams", [][]int{{20, 10, 0, 0}, {25, 5, 0, 0}}},
			bench{p + "-teams-4", p, "teams", [][]int{{20, 10, 0, 0}, {25, 5, 0, 0}, {3, 0, 0, 0}, {8, 1, 0, 0}}},
		)
	}
	cases = append(cases, bench{"share12-2 (exact)", "", "", nil})
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var g *engine.Game
			if c.preset == "" {
				g, _ = smallGame(b, "share12", [][]int{{0}, {0}})
			} else {
				g, _ = position(b, c.preset, c.opts, c.start)
			}
			e := New()
			e.Estimate(g, 1) // the rule set's exact tables, made once per rules
			start, cpu := time.Now(), cputime.Used()
			for b.Loop() {
				e.Estimate(g, 10000)
			}
			// CPU time as well: on a shared machine the wall clock runs slow.
			b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/10k")
			b.ReportMetric(float64((cputime.Used()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/10k")
		})
	}
}
