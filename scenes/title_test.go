package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A page has nothing to quit (issue 30, defect 1): the browser's title has no
// Quit, and neither its place nor Escape ends the program.
func TestTitleInAPageHasNoQuit(t *testing.T) {
	was := canQuit
	canQuit = false
	defer func() { canQuit = was }()
	m := newManager(t, nil)
	title := m.Current().(*Title)
	for _, c := range title.Form().Controls() {
		if c.Label == say("ui.quitGame") {
			t.Fatal("the page's title offers Quit")
		}
	}
	s := control(t, m, "ui.settings").Rect // where Quit was, under Settings
	where := s.Add(image.Pt(0, s.Dy()+s.Dy()/3))
	key(t, m, ebiten.KeyEscape)
	if m.C.Quit {
		t.Fatal("Escape quit the page's game")
	}
	for i := 0; i < 7; i++ {
		key(t, m, ebiten.KeyTab)
		if title.Form().Focus().Held() && !control(t, m, "ui.newGame").Focused && !control(t, m, "ui.continue").Focused && !control(t, m, "ui.rules").Focused && !control(t, m, "ui.replays").Focused && !control(t, m, "ui.settings").Focused {
			t.Fatal("Tab reaches a Quit in a page")
		}
	}
	click(t, m, where)
	if m.C.Quit {
		t.Fatal("a click where Quit would be quit the page's game")
	}
	if m.Current() != title {
		t.Fatalf("the title went to %s", m.Current().Name())
	}
}
