package scenes

import (
	"reflect"
	"strings"
	"testing"

	"goose/engine"
	"goose/engine/replay"
)

// recordGame plays a whole game of rules by its seed, as the play scene records it.
func recordGame(t *testing.T, preset, opts string, seats int, seed uint64) *replay.Replay {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(opts); err != nil {
		t.Fatal(err)
	}
	rs := make([]replay.Seat, seats)
	for i := range rs {
		rs[i] = replay.Seat{Name: string(rune('A' + i))}
	}
	rec := replay.New(r, rs, seed, "")
	g, _ := rec.Game()
	for !g.Over() {
		a := engine.Roll
		switch g.Due() {
		case engine.ActBegin:
			a = engine.Begin
		case engine.ActChoose:
			a = engine.Choose(g.Legal()[0])
		}
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		rec.Record(a)
	}
	return rec
}

// The story follows the game: a point per move from the start to the end,
// the winner's chance ending at one, its last square the goal; a death or an
// exchange the engine played is marked; the same game tells the same story;
// the turning points name a turn, a seat and two percentages.
func TestStoryOfAGame(t *testing.T) {
	names := []string{"Ann", "Ben", "Cy"}
	told := 0
	for seed := uint64(1); seed <= 6; seed++ {
		rec := recordGame(t, "classic", "", 3, seed)
		st, err := tellStory(rec, names)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := rec.Game()
		deaths, swaps := 0, 0
		for _, a := range rec.Actions {
			evs, _ := g.Play(a)
			for _, e := range evs {
				deaths += b2i(e.Kind == engine.EvJump && e.Cause == engine.CauseDeath)
				swaps += b2i(e.Kind == engine.EvSwap)
			}
		}
		w := g.State.Winner
		last := len(st.turns) - 1
		// The points count rounds, as the results' table and the HUD do (issue 26), not seats' turns.
		if st.turns[0] != 1 || st.turns[last] != g.State.Round {
			t.Errorf("seed %d: points from round %d to %d; the game had %d", seed, st.turns[0], st.turns[last], g.State.Round)
		}
		if st.chance[w][last] != 1 || st.squares[w][last] != st.goal {
			t.Errorf("seed %d: the winner ends at %v on %d", seed, st.chance[w][last], st.squares[w][last])
		}
		marked := map[engine.Cause]int{}
		for _, m := range st.marks {
			marked[m.cause]++
		}
		if marked[engine.CauseDeath] != deaths || marked[engine.CauseNone] != 2*swaps {
			t.Errorf("seed %d: %d deaths and %d exchanges marked %v", seed, deaths, swaps, marked)
		}
		again, _ := tellStory(rec, names)
		if !reflect.DeepEqual(st, again) {
			t.Errorf("seed %d: the same game told two stories", seed)
		}
		if len(st.points) > 3 {
			t.Errorf("seed %d: %d turning points", seed, len(st.points))
		}
		told += len(st.points)
		for _, p := range st.points {
			if !strings.HasPrefix(p, "Round ") || strings.Count(p, "%") != 2 {
				t.Errorf("seed %d: turning point %q", seed, p)
			}
		}
	}
	if told == 0 {
		t.Error("six games and not one turning point")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
