package scenes

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/store"
)

// The files in testdata were written by the Goose before a game so far was
// kept as a room (issue 25): a game in progress recorded from its seed
// (save-v1-seed, save-v1-teams), one recorded from where it was resumed
// (save-v1-start), and a finished game kept in the replays (replay-v1).
// They still load: the game goes on where it stood, its log with it, and,
// played to its end, it is kept and watched again to the same end.
func TestOlderSavesStillResume(t *testing.T) {
	for _, name := range []string{"save-v1-seed", "save-v1-teams", "save-v1-start"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + name + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var sg struct {
				Game json.RawMessage `json:"game"`
				Log  []string        `json:"log"`
			}
			if err := json.Unmarshal(data, &sg); err != nil {
				t.Fatal(err)
			}
			want, err := engine.Load(sg.Game)
			if err != nil {
				t.Fatal(err)
			}
			st := store.NewMem()
			st.Save(store.GameName, data)
			m := newManager(t, st)
			c := m.C
			p, err := ResumePlay(c)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(p.g.State, want.State) || p.g.Rules.Name != want.Rules.Name {
				t.Fatalf("resumed at turn %d, saved at turn %d", p.g.State.Turn, want.State.Turn)
			}
			if lines := p.show.Log.Lines; len(lines) < len(sg.Log) || !reflect.DeepEqual(lines[:len(sg.Log)], sg.Log) {
				t.Fatalf("the log: %q, saved %q", lines, sg.Log)
			}
			show(m, p)
			watchKept(t, m, p)
		})
	}
}

// watchKept plays p on to its end, then watches the game it kept to the
// same end.
func watchKept(t *testing.T, m *Manager, p *Play) {
	t.Helper()
	toEnd(t, m, p)
	if !p.g.Over() {
		t.Fatalf("the game did not end: turn %d, scene %s, shots %v", p.g.State.Turn, m.Current().Name(), m.C.run.shots)
	}
	rec, err := loadReplay(m.C, 0)
	if err != nil {
		t.Fatalf("the finished game was not kept: %v", err)
	}
	w, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatal(err)
	}
	watchToEnd(t, m, w, &p.g.State)
}

// watchToEnd shows w to its end and compares where it ends with want.
func watchToEnd(t *testing.T, m *Manager, w *Play, want *engine.State) {
	t.Helper()
	show(m, w)
	toEnd(t, m, w)
	if !reflect.DeepEqual(w.g.State, *want) {
		t.Fatalf("watched again, the game ends at turn %d; played, at turn %d", w.g.State.Turn, want.Turn)
	}
}

func TestOlderReplayStillWatched(t *testing.T) {
	data, err := os.ReadFile("testdata/replay-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	st := store.NewMem()
	if err := store.KeepReplay(st, store.ReplayEntry{When: "2026-11-26T02:47:00Z", Rules: "classic", Seats: []string{"a", "b"}}, data); err != nil {
		t.Fatal(err)
	}
	m := newManager(t, st)
	rec, err := loadReplay(m.C, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Where the game ends, played by the engine from the file's seed.
	var f struct {
		Seed    uint64          `json:"seed"`
		Rules   engine.Rules    `json:"rules"`
		Actions json.RawMessage `json:"actions"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var acts []string
	json.Unmarshal(f.Actions, &acts)
	g, err := engine.New(f.Rules, 2, engine.NewPCG(f.Seed))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range acts {
		act := engine.Roll
		if a == "B" {
			act = engine.Begin
		}
		if _, err := g.Play(act); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatal("the fixture's game does not end")
	}
	w, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatal(err)
	}
	watchToEnd(t, m, w, &g.State)
}

// toEnd steps p to the end of its game, giving the computers' choices,
// worked out off the loop, the time they take.
func toEnd(t *testing.T, m *Manager, p *Play) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); !p.g.Over() && time.Now().Before(end); {
		step(t, m, 1)
		if p.choosing() || p.cpu.thinking != nil {
			time.Sleep(100 * time.Microsecond)
		}
	}
}

// show puts p on screen at the fastest speed.
func show(m *Manager, p *Play) {
	m.cur = p
	p.Layout(m.C)
	m.C.Settings.Speed = 3
}

// A game on one screen goes through its own room, as an online game goes
// through its host's: the game file holds that room (rules, seats with
// their levels and looks, seed, actions), which plays to the game on
// screen, and the finished game is kept as the same room (issue 25).
func TestGameIsSavedAndKeptAsItsRoom(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Rules: "classic", Options: "teams", Seats: []store.Seat{{Name: "Ann", Color: 4, Computer: true, Level: "hard"}, {Name: "Bo", Color: 2, Computer: true, Level: "easy"}}}
	p := startPlay(t, m, s)
	for p.g.State.Turn < 5 {
		step(t, m, 1)
	}
	p.save(m.C)
	data, err := st.Load(store.GameName)
	if err != nil {
		t.Fatal(err)
	}
	var sg savedGame
	if err := json.Unmarshal(data, &sg); err != nil || len(sg.Room) == 0 || sg.Game != nil || sg.Replay != nil {
		t.Fatalf("the game file is not a room: %.200s (%v)", data, err)
	}
	rm, err := room.Load(sg.Room)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rm.Engine()
	if !rm.Local || !reflect.DeepEqual(g.State, p.g.State) || rm.Seats[0].Level != "hard" || *rm.Seats[0].Look != 4 || rm.Seats[1].Name != "Bo" {
		t.Fatalf("the room saved: %+v", rm.Seats)
	}
	toEnd(t, m, p)
	kept, err := st.Load(store.ReplayName(0))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(kept, []byte(`"format"`)) || !bytes.Contains(kept, []byte(`"local":true`)) {
		t.Fatalf("the game kept is not a room: %.200s", kept)
	}
	rm, err = room.Read(kept)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := rm.Engine(); rm.Phase != room.Over || !reflect.DeepEqual(g.State, p.g.State) {
		t.Fatal("the room kept ends elsewhere than the game played")
	}
}
