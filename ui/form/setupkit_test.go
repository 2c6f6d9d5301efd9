package form

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// A row in a row sits side by side with its neighbour when their words fit:
// it needs what its own children need, not the whole width it was offered
// (the setup's seat: its name beside its buttons).
func TestRowInRowFits(t *testing.T) {
	th := theme(t)
	a, b, c := Button("a", nil), Button("b", nil), Button("c", nil)
	f := New(sayAs, Col(Row(a, Row(b, c))))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	if a.Rect().Min.Y != b.Rect().Min.Y || b.Rect().Min.Y != c.Rect().Min.Y {
		t.Fatalf("a row in a row stacked: %v, %v, %v", a.Rect(), b.Rect(), c.Rect())
	}
}

// Top sets a short column at the top of its row, beside a taller one.
func TestTopOfRow(t *testing.T) {
	th := theme(t)
	short, tall := Button("short", nil), Button("tall", nil).H(200)
	f := New(sayAs, Row(Col(short).Top(), tall))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	if short.Rect().Min.Y != tall.Rect().Min.Y {
		t.Fatalf("the short column at %v, not at the top of the row %v", short.Rect(), tall.Rect())
	}
}

// A cut button's words (a name a player typed) are cut to its width with an
// ellipsis rather than widening it or shrinking its face; it does what it
// was declared to do, from a click or the accessibility tree, and lists
// its whole name.
func TestButtonCut(t *testing.T) {
	th := theme(t)
	name, used := strings.Repeat("a long name ", 6), false
	b := ButtonCut(func() string { return name }, nil, func() { used = true })
	f := New(sayAs, Row(b, Button("edit", nil)))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	cb := b.ctl.(*button).b
	if !strings.HasSuffix(cb.Label, "…") || ui.TextWidth(cb.Label, th.Body) > float64(cb.Rect.Dx()) || cb.Rect.Dx() >= 300 {
		t.Fatalf("the name %q in %v", cb.Label, cb.Rect)
	}
	if f.Controls()[0].Label != name {
		t.Fatalf("listed as %q", f.Controls()[0].Label)
	}
	in := &ui.Input{}
	in.Click(cb.Rect.Min.X+2, cb.Rect.Min.Y+2)
	tick(f, in)
	if !used {
		t.Fatal("a click on the cut button did nothing")
	}
	used = false
	f.Use(0) // as a screen reader's tree uses it
	tick(f, &ui.Input{})
	if !used {
		t.Fatal("the cut button cannot be used from the accessibility tree")
	}
}

// FocusOn gives a field shown by a button the typing at once; Focused and
// Typing say so, and Enter in it is not a button's.
func TestFocusOnField(t *testing.T) {
	th := theme(t)
	text, shown, started := "", false, false
	path := Field("hint", &text, 40, nil).When(func() bool { return shown })
	start := Button("start", func() { started = true }).Key(ebiten.KeyEnter)
	f := New(sayAs, Col(path, start))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	if f.Focused(path) || f.Typing() {
		t.Fatal("a hidden field has the focus")
	}
	shown = true
	f.Refresh()
	f.FocusOn(path)
	if !f.Focused(path) || !f.Typing() || f.Focused(start) {
		t.Fatal("FocusOn did not give the field the typing")
	}
	in := &ui.Input{}
	in.Type('x')
	tick(f, in)
	in.PressKey(ebiten.KeyEnter)
	tick(f, in)
	if text != "x" || started {
		t.Fatalf("typed %q; Enter in the field started: %v", text, started)
	}
}
