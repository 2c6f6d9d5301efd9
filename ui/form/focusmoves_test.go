package form

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// A button used by the keyboard that hides itself (a seat given to a
// computer) passes the focus on to the next control, rather than letting
// it go (then Escape, meant for the focus, would leave the screen).
func TestFocusPassesOnFromAHiddenButton(t *testing.T) {
	th := theme(t)
	gone := false
	f := New(sayAs, Col(
		Button("hand", func() { gone = true }).When(func() bool { return !gone }),
		Button("start", nil),
	))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	in.PressKey(ebiten.KeyTab)
	tick(f, in)
	in.PressKey(ebiten.KeyEnter)
	tick(f, in)
	if !gone {
		t.Fatal("Enter did not use the focused button")
	}
	tick(f, in)
	got := f.Controls()
	if len(got) != 1 || !got[0].Focused || !f.Focus().Held() {
		t.Fatalf("the focus after its button hid: %+v", got)
	}
}

// A field that hides (its page turned) lets the focus and the typing go:
// no letter goes into words no one sees.
func TestHiddenFieldLetsGo(t *testing.T) {
	th := theme(t)
	page, text := 0, ""
	f := New(sayAs, Col(Field("", &text, 10, nil).When(func() bool { return page == 0 }), Button("other", nil)))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	in.PressKey(ebiten.KeyTab)
	tick(f, in)
	page = 1
	tick(f, in)
	in.Type('x')
	tick(f, in)
	if text != "" || f.Typing() || f.Focus().Held() {
		t.Fatalf("a hidden field: typed %q, typing %v, focus held %v", text, f.Typing(), f.Focus().Held())
	}
}
