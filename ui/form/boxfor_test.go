package form

import (
	"image"
	"testing"

	"goose/ui"
)

// A BoxFor is as tall as its height says for the theme it is laid out
// with: twice the lines' face at 200 % text, twice as tall, and put hears
// where it went.
func TestBoxForGrowsWithTheText(t *testing.T) {
	theme(t)
	var put image.Rectangle
	b := BoxFor(func(th *ui.Theme, w float64) float64 { return 3 * th.Tiny.Size }, func(r image.Rectangle) { put = r })
	f := New(sayAs, Col(Button("above", nil), b))
	for _, text := range []float64{1, 2} {
		th := ui.NewThemeText(1280, 720, text)
		f.Layout(th, image.Rect(0, 0, 600, 720))
		if want := int(3 * th.Tiny.Size); b.Rect().Dy() != want || put != b.Rect() {
			t.Errorf("at %.0f %%: the box %v (heard %v), want %d px tall", text*100, b.Rect(), put, want)
		}
	}
}
