package scenes

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// TestTeamRowsKeepTheirFace: in a team game of four with stakes and the odds
// shown, a seat's row (its name and its four geese's squares) keeps the
// small face in every language at 1280×720: where the words need the room,
// the odds' bar gives way to its figure (issues 26 and 30 #17: the row fell
// to the tiny face, unlike its neighbours).
func TestTeamRowsKeepTheirFace(t *testing.T) {
	var shrunk []string
	ui.Shrunk = func(s string, want, got *ui.Face) {
		if got.Size <= ui.NewTheme(1280, 720).Tiny.Size {
			shrunk = append(shrunk, fmt.Sprintf("%q in the tiny face", s))
		}
	}
	defer func() { ui.Shrunk = nil; narrate.Speak(narrate.Languages[0]) }()
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		m := newManager(t, nil)
		s := store.Setup{Rules: "classic", Options: "teams,stakes", Seats: []store.Seat{
			{Name: "Computador", Computer: true, Level: "easy"}, {Name: "Ann", Color: 1, Computer: true, Level: "easy"},
			{Name: "Zacharias", Color: 2, Computer: true, Level: "easy"}, {Name: "Ben", Color: 3, Computer: true, Level: "easy"}}}
		p := startPlay(t, m, s)
		// Every row the game shows, to its end, redrawn every few ticks (the
		// computers think off the loop: the test waits for them in real time).
		shrunk = shrunk[:0]
		for i := 0; i < 200000 && !p.g.Over(); i++ {
			step(t, m, 1)
			if i%10 == 0 {
				p.odds.has = true
				p.hud.refresh(m.C, p)
				time.Sleep(100 * time.Microsecond)
			}
		}
		if !p.g.Over() {
			t.Fatalf("%s: the game did not end", l.Code)
		}
		shrunk = slices.Compact(slices.Sorted(slices.Values(shrunk)))
		for _, o := range shrunk {
			t.Errorf("%s: %s", l.Code, o)
		}
	}
}
