package form

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// The buttons of a grid marked OneFace draw their words in one face, the
// one its longest label fits in, and only that label says it shrank; a grid
// without it leaves the long one a step smaller than its neighbours, as
// the editor's palette did in Russian on a phone (issue 30, #22).
func TestOneFaceSharesTheSmallest(t *testing.T) {
	th := theme(t)
	long := "Postoyalyy dvor, a long one"
	var shrunk []string
	ui.Shrunk = func(s string, want, got *ui.Face) { shrunk = append(shrunk, s) }
	defer func() { ui.Shrunk = nil }()
	dst := ebiten.NewImage(400, 200)
	for _, one := range []bool{false, true} {
		kids := []*Node{Button("Gus", nil), Button(long, nil), Button("Most", nil)}
		g := Grid(3, 3, kids...)
		if one {
			g.OneFace()
		}
		f := New(sayAs, g)
		// as wide as the long label in the small face, not the body's
		w := 3*(int(ui.TextWidth(long, th.Small)+th.S(16))+2) + 2*int(th.S(rowGap))
		shrunk = shrunk[:0]
		f.Refresh()
		f.Layout(th, image.Rect(0, 0, w, 100))
		f.Draw(dst, th)
		faces := map[*ui.Face]bool{}
		for _, c := range f.Controls() {
			faces[c.Face] = true
		}
		switch {
		case one && (len(faces) != 1 || !faces[th.Small]):
			t.Errorf("OneFace: the grid's words are in %d faces, want the small one alone", len(faces))
		case one && (len(shrunk) != 1 || shrunk[0] != long):
			t.Errorf("OneFace: shrunk %q, want the long label alone", shrunk)
		case !one && len(faces) != 2:
			t.Errorf("without OneFace the long label should stand out (%d faces): the test's width is wrong", len(faces))
		}
	}
}
