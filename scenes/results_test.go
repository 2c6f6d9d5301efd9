package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/store"
)

// Enter throws in play; an Enter meant for the last throw, or kept pressed
// as the game ends, must not skip the results (issue 30, defect 4). Play
// again takes a deliberate Tab to it, then Enter.
func TestEnterAsTheGameEndsKeepsTheResults(t *testing.T) {
	m := newManager(t, nil)
	s := store.DefaultSetup()
	s.Seats = s.Seats[:2] // two people, who throw with Enter
	startPlay(t, m, s)
	for i := 0; ; i++ {
		if _, ok := m.Current().(*Results); ok {
			break
		}
		if i > 200000 {
			t.Fatalf("no results; scene %s", m.Current().Name())
		}
		key(t, m, ebiten.KeyEnter)
	}
	res := m.Current().(*Results)
	for i := 0; i < 120; i++ { // Enter and Space at the moment they appear, and for two seconds
		key(t, m, ebiten.KeyEnter)
		key(t, m, ebiten.KeySpace)
		if m.Current() != res {
			t.Fatalf("%d ticks after the results appeared, Enter went to %s", i, m.Current().Name())
		}
	}
	key(t, m, ebiten.KeyTab) // to Play again
	if !control(t, m, "ui.playAgain").Focused {
		t.Fatal("Tab did not reach Play again")
	}
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*Play); !ok {
		t.Fatalf("Enter on Play again went to %s", m.Current().Name())
	}
}

// A click as the results appear (on the throw button, under Play again) is
// the last throw's, not a choice; one a second later is.
func TestResultsTakeNoClickAtOnce(t *testing.T) {
	m := newManager(t, nil)
	s := store.DefaultSetup()
	s.Seats[0].Computer, s.Seats[1].Computer = true, true
	startPlay(t, m, s)
	res := playToResults(t, m)
	click(t, m, control(t, m, "ui.backToTitle").Rect)
	if m.Current() != res {
		t.Fatalf("a click at once went to %s", m.Current().Name())
	}
	step(t, m, resultsSettle)
	click(t, m, control(t, m, "ui.backToTitle").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("Back to title a second later went to %s", m.Current().Name())
	}
}
