package present

import (
	"math"
	"math/rand/v2"
	"testing"

	"goose/engine"
)

// motions records every motion the model hands the view.
type motions struct {
	seen []Motion
}

func (r *motions) Animate(mo *Motion) { r.seen = append(r.seen, *mo) }

// between says how a motion stands a goose between two squares, or "".
func between(mo *Motion) string {
	whole := func(x float64) bool { return math.Abs(x-math.Round(x)) < 1e-9 }
	switch mo.Kind {
	case Hop:
		if !whole(mo.F * float64(len(mo.Walk))) {
			return "a hop part way between two squares"
		}
		if mo.Leap {
			return "a goose's winged bound, off the ground"
		}
	case Fly, Glide:
		if mo.F != 0 && mo.F != 1 {
			return "a flight or a glide part way"
		}
	case WalkBack:
		if k := max(0, mo.F*1.1-0.1); !whole(k * float64(mo.To-mo.From)) {
			return "a walk back part way between two squares"
		}
	}
	if !mo.Reduced {
		return "not marked reduced: the view would lift it"
	}
	return ""
}

// With reduced motion (issue 29) the presentation never stands a goose
// between two squares: every motion the view is handed, through whole
// games of every preset at 1× and ½×, is on a square. Without it, a goose
// is handed to the view part way (which the view draws sliding).
func TestReducedMotionStepsSquareBySquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for _, reduced := range []bool{false, true} {
		bad, kinds := 0, map[MotionKind]int{}
		for _, preset := range presets {
			for _, sp := range []Speed{Speed1x, Half} {
				g := randomGame(t, rng, preset)
				var rec motions
				m := New(&g.Rules, names(len(g.State.Seats)), &g.State, nil, &rec)
				m.Reduced = reduced
				for turn := 0; turn < 300 && !g.Over(); turn++ {
					m.Feed(act(t, rng, g), 0)
					for i := 0; !m.Drained() && i < 100000; i++ {
						m.Tick(sp)
					}
				}
				for i := range rec.seen {
					mo := &rec.seen[i]
					kinds[mo.Kind]++
					if why := between(mo); why != "" {
						if bad++; reduced && bad < 5 {
							t.Errorf("%s at %s: %s (%+v)", preset, sp.Label(), why, *mo)
						}
					}
				}
			}
		}
		if kinds[Hop] == 0 || kinds[Fly] == 0 || kinds[WalkBack]+kinds[Glide] == 0 {
			t.Fatalf("the games showed too few kinds of motion: %v", kinds)
		}
		if !reduced && bad == 0 {
			t.Fatal("without reduced motion no goose was ever between squares: the test cannot tell")
		}
	}
}

// A headline stays as long as the speed asks (issue 29: it vanished after
// 70 ticks at every speed): twice as long at ½×, half as long at 2×; at 1×
// as before. Held (waiting for the player), it stays until let go.
func TestBannerLastsAsTheSpeedAsks(t *testing.T) {
	r, _ := engine.Preset("classic")
	g, err := engine.New(r, 2, engine.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	inn := engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 19, Turns: 2, Cause: engine.CauseInn}
	lasts := func(sp Speed, hold bool) int {
		m := New(&g.Rules, names(2), &g.State, nil, nil)
		m.Hold = hold
		m.Feed([]engine.Event{inn}, 0)
		m.Tick(sp)
		if m.Banner.Text == "" {
			t.Fatal("the inn shows no banner")
		}
		n := 1
		for ; m.Banner.For > 0 && n < 2000; n++ {
			m.Tick(sp)
		}
		return n
	}
	for _, tc := range []struct {
		sp   Speed
		want int
	}{{Speed1x, BannerTicks}, {Half, 2 * BannerTicks}, {Quarter, 4 * BannerTicks}, {Speed2x, BannerTicks / 2}, {Speed4x, BannerTicks / 4}} {
		if n := lasts(tc.sp, false); n != tc.want+1 {
			t.Errorf("at %s the banner showed %d ticks, want %d", tc.sp.Label(), n-1, tc.want)
		}
	}
	if n := lasts(Speed1x, true); n < 2000 {
		t.Errorf("held for the player, the banner still went after %d ticks", n)
	}
}
