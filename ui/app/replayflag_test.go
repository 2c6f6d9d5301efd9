package app

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goose/engine"
	"goose/engine/replay"
	"goose/scenes"
)

// sharedGame is a finished seeded game's replay.
func sharedGame(t *testing.T) *replay.Replay {
	t.Helper()
	r, _ := engine.Preset("dutch")
	look := 4
	rep := replay.New(r, []replay.Seat{{Name: "Ann", Look: &look}, {Name: "Ben", Level: "hard"}}, 11, "2026-11-26T06:00:00Z")
	g, err := rep.Game()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for !g.Over() {
		a := g.NextAction(rng.IntN)
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		rep.Record(a)
	}
	return rep
}

// goose --replay LINK|FILE opens the shared game in the replay viewer: a
// whole address, the link's data, a file of it, or the game's JSON file;
// a damaged link stops with words saying so before any window opens.
func TestReplayFlagOpensTheViewer(t *testing.T) {
	rep := sharedGame(t)
	link, err := rep.Link()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	linkFile, jsonFile := filepath.Join(dir, "link.txt"), filepath.Join(dir, "game.json")
	data, _ := rep.Marshal()
	os.WriteFile(linkFile, []byte("https://goose.example/?replay="+link+"\n"), 0o644)
	os.WriteFile(jsonFile, data, 0o644)
	for _, arg := range []string{"https://goose.example/?lang=de&replay=" + link, link, linkFile, jsonFile} {
		f, err := parseGameFlags([]string{"--replay", arg, "--config-dir", t.TempDir()})
		if err != nil {
			t.Fatalf("%.40s: %v", arg, err)
		}
		m, unlock, err := start(f, "test")
		if err != nil {
			t.Fatal(err)
		}
		p, ok := m.Current().(*scenes.Play)
		unlock()
		if !ok || !p.Watching() {
			t.Fatalf("%.40s: the first screen is %s, not the replay viewer", arg, m.Current().Name())
		}
	}
	for _, bad := range []string{link[:len(link)-9], "1" + strings.Repeat("A", 40), "https://example.com/?room=ABC"} {
		_, err := parseGameFlags([]string{"--replay", bad})
		if err == nil || !strings.Contains(err.Error(), "This link is damaged") {
			t.Errorf("%.40s: %v", bad, err)
		}
	}
}
