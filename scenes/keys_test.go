package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/form"
)

// focusTo presses Tab until c has f's focus.
func focusTo(t *testing.T, m *Manager, f *ui.Focus, c ui.Focusable) {
	t.Helper()
	for i := 0; i < 80; i++ {
		if f.On(c) {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to the control on %s", m.Current().Name())
}

// TestScreensByKeyboard: a player without a mouse sets the volume and the
// music, looks at another preset's rules, makes a seat a person, turns
// teams on, opens the editor and comes back, starts, sets the speed with
// its number, and uses the pause menu: every step by keys that Input reads.
func TestScreensByKeyboard(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyS)
	tabToControl(t, m, "ui.music")
	key(t, m, ebiten.KeySpace)
	tabToControl(t, m, "ui.pace") // the volumes' page
	key(t, m, ebiten.KeyEnter)
	for range 80 { // Tab to the effects' 0%
		if c, _ := labelledAny(t, m, "0%"); c.Focused {
			break
		}
		key(t, m, ebiten.KeyTab)
	}
	key(t, m, ebiten.KeyEnter)
	if m.C.Settings.Volumes.Effects != 0 || m.C.Settings.Music {
		t.Fatalf("settings by keys: volume %.1f, music %v", m.C.Settings.Volumes.Effects, m.C.Settings.Music)
	}
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyR)
	rp := m.Current().(*RulesPage)
	if last := rp.sections[len(rp.sections)-1]; last.Title != say("ui.keys") || len(last.Paragraphs) < 5 {
		t.Fatalf("the rules end with %q, not the keys", last.Title)
	}
	was := rp.title
	key(t, m, ebiten.KeyRight)
	if rp.title == was {
		t.Fatalf("→ on the rules kept %q", was)
	}
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyEnter)
	s := m.Current().(*Setup)
	focusOn(t, m, func(c form.Info) bool { return c == seatControl(t, m, 0, 0) }) // Tab into a name: typed, and Tab goes on
	m.C.In.Reset()
	m.C.In.Type('x')
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	key(t, m, ebiten.KeyTab)
	if mark := seatControl(t, m, 0, 1); !strings.HasSuffix(s.s.Seats[0].Name, "x") || !mark.Focused {
		t.Fatalf("typed into the first name: %q; Tab went on to its mark: %v", s.s.Seats[0].Name, mark.Focused)
	}
	computer := s.s.Seats[2].Computer
	focusOn(t, m, func(c form.Info) bool { return c.Rect == seatControl(t, m, 2, 2).Rect })
	key(t, m, ebiten.KeyEnter)
	if s.s.Seats[2].Computer == computer {
		t.Fatal("Enter on a seat's kind did not change it")
	}
	if _, ok := m.Current().(*Setup); !ok {
		t.Fatal("Enter on a focused control started the game")
	}
	focusOn(t, m, is(say("opt.teams")))
	key(t, m, ebiten.KeySpace)
	if s.s.Options != "teams" {
		t.Fatalf("Space on Teams: options %q", s.s.Options)
	}
	focusOn(t, m, is(say("ui.ed.new")))
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*Editor); !ok {
		t.Fatalf("Enter on Make a board went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEscape)
	s = m.Current().(*Setup)
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*GuideOffer); !ok {
		t.Fatalf("a first game's Enter on the setup went to %s, not the guide's offer", m.Current().Name())
	}
	key(t, m, ebiten.KeyEscape) // no guided game: the game set up
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Enter on the setup went to %s", m.Current().Name())
	}
	key(t, m, ebiten.Key4)
	if m.C.Settings.Speed != 3 {
		t.Fatalf("4 in play: speed %d", m.C.Settings.Speed)
	}
	key(t, m, ebiten.KeyEscape)
	if !p.pause.open {
		t.Fatal("Escape did not pause")
	}
	tabToControl(t, m, "ui.rules")
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*RulesPage); !ok {
		t.Fatalf("Enter on the menu's Rules went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEscape)
	if !control(t, m, "ui.rules").Focused {
		t.Fatal("back from the rules, the menu's focus is not on Rules")
	}
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp) // round to the last: Quit
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("Enter on the menu's Quit went to %s", m.Current().Name())
	}
}
