package form

import (
	"image"
	"math"

	"goose/ui"
)

// fill is room that takes the height the form's area has left over.
type fill struct {
	box
	h float64 // pixels, as the last Layout shared them
}

// Fill is room that takes the height the form's area leaves over once the
// rest is measured (a page of words, a list, the margin that centres a
// sheet); several share it equally. put (may be nil) hears where it went.
func Fill(put func(r image.Rectangle)) *Node {
	c := &fill{}
	c.put = put
	c.height = func(float64) float64 { return c.h }
	return leaf(c)
}

// Hug centres kid across its room at the least width it needs (a sheet as
// wide as its widest words), rather than the whole width.
func Hug(kid *Node) *Node {
	return Row(Box(nil, nil), kid.Grow(1e-6), Box(nil, nil)).Gap(-1)
}

// Margin puts room around kid: x theme units either side, y above and
// below (a sheet on the screen, the board showing round it).
func Margin(x, y float64, kid *Node) *Node {
	return Col(Box(nil, nil).H(y), Row(Box(nil, nil).W(x), kid, Box(nil, nil).W(x)).Gap(-1), Box(nil, nil).H(y)).Gap(-1)
}

// share gives the form's fills the height its area leaves over.
func (f *Form) share(th *ui.Theme, area image.Rectangle) {
	n := 0
	for _, l := range f.leaves {
		if c, ok := l.ctl.(*fill); ok {
			c.h = 0
			n += b2i(l.shown)
		}
	}
	if n == 0 {
		return
	}
	_, h := measure(f.root, th, float64(area.Dx()))
	left := math.Floor(math.Max(0, float64(area.Dy())-h) / float64(n))
	for _, l := range f.leaves {
		if c, ok := l.ctl.(*fill); ok && l.shown {
			c.h = left
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
