package scenes

import (
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
	where := title.quit.Rect
	if where.Empty() {
		t.Fatal("the quit button has no place: the test would click nothing")
	}
	key(t, m, ebiten.KeyEscape)
	if m.C.Quit {
		t.Fatal("Escape quit the page's game")
	}
	for i := 0; i < 7; i++ {
		key(t, m, ebiten.KeyTab)
		if title.focus.On(&title.quit) {
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
