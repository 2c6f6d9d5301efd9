package form

import (
	"image"
	"testing"

	"goose/ui"
)

// A grid puts its wide count of cells a row on a wide screen, its upright
// count on an upright one; an Upright row stacks there; a row beside a
// label inside a row needs only what its buttons need, so it sits beside it.
func TestGridAndUpright(t *testing.T) {
	theme(t)
	var kids []*Node
	for range 9 {
		kids = append(kids, Button("x", nil))
	}
	label, b := Text("label").W(170), Button("b", nil)
	f := New(sayAs, Col(Grid(5, 3, kids...), Row(label, Row(b, Button("c", nil))).Upright()))
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		th := ui.NewTheme(size[0], size[1])
		f.Layout(th, image.Rect(0, 0, size[0], size[1]))
		cols := 5
		if th.Portrait {
			cols = 3
		}
		if kids[cols-1].Rect().Min.Y != kids[0].Rect().Min.Y || kids[cols].Rect().Min.Y == kids[0].Rect().Min.Y ||
			kids[cols].Rect().Min.X != kids[0].Rect().Min.X || kids[8].Rect().Dx() != kids[0].Rect().Dx() {
			t.Errorf("%v: not %d cells a row: %v, %v, %v", size, cols, kids[0].Rect(), kids[cols-1].Rect(), kids[cols].Rect())
		}
		if beside := b.Rect().Min.X >= label.Rect().Max.X; beside == th.Portrait {
			t.Errorf("%v: the label %v, its buttons from %v", size, label.Rect(), b.Rect())
		}
	}
}
