package form

import (
	"image"
	"testing"

	"goose/ui"
)

// A wrapping button whose words are wider than its column puts them on
// two lines in the body's face and grows taller (the paused online game's
// "Give Zacharias-Ann's seat to a computer" on a phone at 200 % was drawn
// in the tiny face); one that is not asked to wrap keeps one line.
func TestAWrappingButtonTakesTwoLines(t *testing.T) {
	th := theme(t)
	const words = "Give Zacharias-Ann's seat to a computer"
	w := int(ui.TextWidth(words, th.Body) * 0.7)
	one, two := Button(words, nil).H(44), Button(words, nil).H(44).WrapWords()
	f := New(sayAs, Col(one, two))
	f.Refresh()
	f.Layout(th, image.Rect(0, 0, w, 600))
	b := two.ctl.(*button)
	if len(b.b.Lines) != 2 {
		t.Fatalf("in %d px: the lines %q, want two", w, b.b.Lines)
	}
	for _, l := range b.b.Lines {
		if lw := ui.TextWidth(l, th.Body); lw > b.b.LabelRoom(th) {
			t.Errorf("%q is %.0f px in the body's face, its plate holds %.0f", l, lw, b.b.LabelRoom(th))
		}
	}
	if two.Rect().Dy() <= one.Rect().Dy() || len(one.ctl.(*button).b.Lines) != 0 {
		t.Errorf("the wrapping button is %d px tall, the other %d (lines %q)", two.Rect().Dy(), one.Rect().Dy(), one.ctl.(*button).b.Lines)
	}
}
