package scenes

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// TestSeekKeepsTheGameSoFar: going to any point of a watched game, forward or
// back, gives the game as it stood there and the log of everything before
// it, as playing it from its start does; the snapshots it keeps on the way
// mean a later seek plays fewer than watchSnapEvery actions.
func TestSeekKeepsTheGameSoFar(t *testing.T) {
	for _, opts := range []string{"", "teams"} {
		r, _ := engine.Preset("classic")
		r.Apply(opts)
		var rec *replay.Replay
		for seed := uint64(1); rec == nil || len(rec.Actions) < 3*watchSnapEvery; seed++ {
			rec = replay.New(r, []replay.Seat{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cy"}}, seed, "")
			g, _ := rec.Game()
			rng := rand.New(rand.NewPCG(seed, 2))
			for !g.Over() {
				a := g.NextAction(rng.IntN)
				if _, err := g.Play(a); err != nil {
					t.Fatal(err)
				}
				rec.Record(a)
			}
		}
		names := []string{"Ann", "Ben", "Cy"}
		// straight plays the first n actions from the start.
		straight := func(n int) (*engine.Game, *narrate.Log) {
			g, _ := rec.Game()
			log := narrate.NewLog(names, &g.Rules, &g.State)
			for _, a := range rec.Actions[:n] {
				evs, _ := g.Play(a)
				for i := range evs {
					log.Add(&evs[i])
				}
			}
			return g, log
		}
		n := len(rec.Actions)
		rm, err := room.FromReplay(rec)
		if err != nil {
			t.Fatal(err)
		}
		w := &watching{}
		for _, to := range []int{n, n / 2, 5, n - 1, watchSnapEvery, 0, n/3 + 7} {
			got, log, err := w.seek(rm, to, names)
			if err != nil {
				t.Fatal(err)
			}
			want, wantLog := straight(to)
			if !reflect.DeepEqual(got.State, want.State) {
				t.Fatalf("%s: seek to %d: the game differs", opts, to)
			}
			if !reflect.DeepEqual(log.Lines, wantLog.Lines) || log.Current() != wantLog.Current() {
				t.Fatalf("%s: seek to %d: %d log lines, want %d", opts, to, len(log.Lines), len(wantLog.Lines))
			}
			if to > 2*watchSnapEvery && len(log.Lines) == 0 {
				t.Fatalf("%s: seek to %d: an empty log", opts, to)
			}
			// Played on from the seek, the game goes as the recorded one.
			if to < n {
				g2, _ := straight(to + 1)
				if _, err := got.Play(rec.Actions[to]); err != nil || !reflect.DeepEqual(got.State, g2.State) {
					t.Fatalf("%s: played on from %d: %v", opts, to, err)
				}
			}
		}
		if len(w.snaps) != n/watchSnapEvery+1 {
			t.Errorf("%s: %d snapshots for %d actions", opts, len(w.snaps), n)
		}
	}
}

// A game saved before games were recorded (its save has no record) is still
// kept when it ends: recorded from the position it resumed from.
func TestOldSaveIsKeptFromWhereItResumed(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Cy", Color: 1, Computer: true, Level: "normal"}}}
	playAndQuit(t, m, s, 6)
	data, err := st.Load(store.GameName)
	if err != nil {
		t.Fatal(err)
	}
	var old map[string]json.RawMessage
	if err := json.Unmarshal(data, &old); err != nil || old["room"] == nil {
		t.Fatalf("the save holds no room (%v)", err)
	}
	// As saves were before games were recorded: the game alone.
	rm, err := room.Load(old["room"])
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rm.Engine()
	delete(old, "room")
	old["game"], _ = g.Save()
	data, _ = json.Marshal(old)
	st.Save(store.GameName, data)
	click(t, m, control(t, m, "ui.continue").Rect)
	resumed := m.Current().(*Play).g.State.Turn
	res := playToEnd(t, m)
	list := store.LoadReplays(st)
	if len(list) != 1 {
		t.Fatalf("%d games kept", len(list))
	}
	rec, err := loadReplay(m.C, list[0].Slot)
	if err != nil {
		t.Fatal(err)
	}
	g, err = rec.First()
	if err != nil || g.State.Turn != resumed || len(rec.From) == 0 {
		t.Fatalf("the kept game starts on turn %d (from a position %v, %v), resumed on %d", g.State.Turn, len(rec.From) > 0, err, resumed)
	}
	for _, a := range rec.Actions {
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() || !reflect.DeepEqual(g.State, res.play.g.State) {
		t.Errorf("the kept game does not end as the one played (over %v)", g.Over())
	}
	// And it can be watched, from its start position.
	w, err := WatchReplay(m.C, rec)
	if err != nil || w.g.State.Turn != resumed {
		t.Fatalf("watching it: %v", err)
	}
}
