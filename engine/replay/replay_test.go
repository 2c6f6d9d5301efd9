package replay

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"goose/engine"
)

// TestReplayReproduces: a recorded game, written out and read back, replays
// to exactly the event stream it played, in every preset and option set.
func TestReplayReproduces(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	games := 0
	for _, preset := range engine.Presets {
		for _, opts := range []string{"", "teams", "stakes,placings", "teams,stakes", "drink61,deadlock=draw"} {
			for seed := uint64(1); seed <= 8; seed++ {
				r, _ := engine.Preset(preset)
				r.Apply(opts)
				seats := []Seat{{Name: "Ann"}, {Name: "Ben", Level: "hard"}, {Name: "Cy"}}[:2+int(seed%2)]
				rep := New(r, seats, seed, "2026-11-23T00:00:00Z")
				g, _ := rep.Game()
				want := playRecorded(t, g, rep, rng)
				data, err := rep.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				back, err := Read(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				var got bytes.Buffer
				if err := back.WriteEvents(&got); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Fatalf("%s %s seed %d: the replay's events differ", preset, opts, seed)
				}
				games++
			}
		}
	}
	if games < 200 {
		t.Fatalf("%d games", games)
	}
}

// TestBadReplays: a damaged replay is refused with a message, never played into a panic.
func TestBadReplays(t *testing.T) {
	r, _ := engine.Preset("classic")
	rep := New(r, []Seat{{Name: "A"}, {Name: "B"}}, 3, "")
	rep.Record(engine.Begin)
	rep.Record(engine.Roll)
	good, _ := rep.Marshal()
	for _, c := range []struct{ name, data, says string }{
		{"empty", "", "replay"},
		{"not JSON", "goose", "invalid character"},
		{"newer", strings.Replace(string(good), `"format":1`, `"format":9`, 1), "format 9"},
		{"no seats", strings.Replace(string(good), `"seats":[{"name":"A"},{"name":"B"}]`, `"seats":[]`, 1), "0 seats"},
		{"bad action", strings.Replace(string(good), `"R"`, `"X"`, 1), `"X" is not an action`},
		{"bad choice", strings.Replace(string(good), `"R"`, `"C1,x,0,0"`, 1), "is not a choice"},
		{"bad rules", strings.Replace(string(good), `"dice":2`, `"dice":9`, 1), "dice"},
	} {
		if _, err := Read(strings.NewReader(c.data)); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
	}
	// A replay whose actions the game refuses stops with the action named.
	bad := New(r, []Seat{{Name: "A"}, {Name: "B"}}, 3, "")
	bad.Record(engine.Roll)
	if err := bad.Play(func(int, []engine.Event) error { return nil }); err == nil || !strings.Contains(err.Error(), "action 1") {
		t.Errorf("a refused action: %v", err)
	}
	huge := strings.NewReader(strings.Repeat(" ", MaxFile+10))
	if _, err := Read(huge); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a huge file: %v", err)
	}
}

// TestReplayFromPosition: a game recorded from a saved position (one resumed
// from a save made before games were recorded) replays from that position to
// exactly the events it played, written out and read back; a start position
// that does not fit is refused.
func TestReplayFromPosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, opts := range []string{"", "teams,stakes"} {
		r, _ := engine.Preset("classic")
		r.Apply(opts)
		g, _ := engine.New(r, 3, engine.NewPCG(11))
		for g.State.Turn < 12 {
			if _, err := g.Play(g.NextAction(rng.IntN)); err != nil {
				t.Fatal(err)
			}
		}
		seats := []Seat{{Name: "Ann"}, {Name: "Ben", Level: "hard"}, {Name: "Cy"}}
		// As a Goose kept a game resumed from a save made before games were
		// recorded (a game is now kept as its room, which reads this back).
		start, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		rep := New(g.Rules, seats, 0, "")
		rep.Format, rep.Start = FormatStart, start
		turn := g.State.Turn
		want := playRecorded(t, g, rep, rng)
		data, _ := rep.Marshal()
		back, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if start, _ := back.Game(); start.State.Turn != turn {
			t.Errorf("%s: the replay starts on turn %d, want %d", opts, start.State.Turn, turn)
		}
		var got bytes.Buffer
		if err := back.WriteEvents(&got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) || got.Len() == 0 {
			t.Errorf("%s: the events replayed from the position differ", opts)
		}
		s := string(data)
		for _, c := range []struct{ name, data, says string }{
			{"no start", strings.Replace(s, `"start":{"version"`, `"startX":{"version"`, 1), "start position"},
			{"format 1 with a start", strings.Replace(s, `"format":2`, `"format":1`, 1), "start position"},
			{"too few seats", strings.Replace(s, `,{"name":"Cy"}`, ``, 1), "seats"},
			{"a damaged start", strings.Replace(s, `"version":1`, `"version":7`, 1), "version 7"},
		} {
			if _, err := Read(strings.NewReader(c.data)); err == nil || !strings.Contains(err.Error(), c.says) {
				t.Errorf("%s: %v, want %q", c.name, err, c.says)
			}
		}
	}
}

// playRecorded plays g to its end, recording each action in rep, and
// returns the events as JSON lines (what WriteEvents must give back).
func playRecorded(t *testing.T, g *engine.Game, rep *Replay, rng *rand.Rand) *bytes.Buffer {
	t.Helper()
	var want bytes.Buffer
	for !g.Over() {
		a := g.NextAction(rng.IntN)
		evs, err := g.Play(a)
		if err != nil {
			t.Fatal(err)
		}
		rep.Record(a)
		for i := range evs {
			b, _ := json.Marshal(&evs[i])
			want.Write(b)
			want.WriteByte('\n')
		}
	}
	return &want
}
