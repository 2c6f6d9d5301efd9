package art

import (
	"fmt"
	"math"
	"testing"

	"goose/engine"
)

// boardSizes are the board pictures the play screen makes: beside the HUD
// at 1280×720 and 1920×1080, and above it on phones held upright (a wide
// board for a crowded HUD, a tall one for a short HUD), at 390 and 1170 px.
var boardSizes = [][2]float64{{896, 720}, {1344, 1080}, {390, 290}, {390, 312}, {390, 440}, {390, 520}, {1170, 900}, {1170, 1560}}

// TestWaitingGeeseStandApart: every goose waiting on the start, for one
// seat to six and for teams (RULES §7.2: up to sixteen geese), on every
// preset's board and at phone sizes, is drawn clear of every other, of the
// start's label and of its arrow, and inside the start box (issue 30, #14:
// they covered "Partenza" and with six seats piled over each other).
func TestWaitingGeeseStandApart(t *testing.T) {
	for _, name := range engine.Presets {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, sz := range boardSizes {
			l := NewLayout(len(r.Board.Squares), sz[0], sz[1])
			label, arrow := l.StartMarks()
			if label == (Rect{}) || arrow == (Rect{}) {
				t.Errorf("%s %v: the start box has no label or arrow", name, sz)
			}
			c := l.Cells[0]
			t0 := dir(c.Angle)
			hl, hw := math.Abs(t0.X)*c.HalfLen+math.Abs(t0.Y)*c.R, math.Abs(t0.Y)*c.HalfLen+math.Abs(t0.X)*c.R
			boxR := Rect{c.X - hl - 1, c.Y - hw - 1, c.X + hl + 1, c.Y + hw + 1}
			full := math.Max(16, math.Floor(l.Cells[1].R*1.7)) // as the play screen sizes a goose
			for _, n := range []int{1, 2, 3, 4, 5, 6, 8, 10, 12, 16} {
				side := math.Floor(l.StartGoose(n, full))
				if side < full*0.3 {
					t.Errorf("%s %v: %d geese waiting are %.0f px, under a third of a goose on a square (%.0f)", name, sz, n, side, full)
				}
				var rs []Rect
				for i := range n {
					x, y := l.Spot(0, i, n)
					// drawn as the play screen draws it: whole pixels
					x0, y0 := math.Round(x-side/2), math.Round(y-side*GooseAnchor)
					g := Rect{x0, y0, x0 + side, y0 + side}
					what := fmt.Sprintf("%s %v: goose %d of %d at %v", name, sz, i+1, n, g)
					if g.Overlaps(label) {
						t.Errorf("%s covers the label %v", what, label)
					}
					if g.Overlaps(arrow) {
						t.Errorf("%s covers the arrow %v", what, arrow)
					}
					if !g.Within(boxR) {
						t.Errorf("%s leaves the start box %v", what, boxR)
					}
					for j, o := range rs {
						if g.Overlaps(o) {
							t.Errorf("%s overlaps goose %d at %v", what, j+1, o)
						}
					}
					rs = append(rs, g)
				}
			}
		}
	}
}

// The label's word fits the rectangle it is given, at the size it is lettered.
func TestStartLabelFitsItsPlace(t *testing.T) {
	for _, sz := range boardSizes {
		l := NewLayout(64, sz[0], sz[1])
		a := l.start()
		_, _, italic := fonts()
		if w := textWidth(italic, startLabel, a.size, textOpts{}); w > a.label.u1-a.label.u0+0.5 {
			t.Errorf("%v: the label is %.1f long in a place %.1f long", sz, w, a.label.u1-a.label.u0)
		}
		if a.geese.u1-a.geese.u0 < l.Cells[0].HalfLen {
			t.Errorf("%v: the geese have %.1f of a box %.1f long", sz, a.geese.u1-a.geese.u0, 2*l.Cells[0].HalfLen)
		}
	}
}
