package form

import (
	"image"

	"goose/ui"
)

// boxFor is room whose height depends on the theme (its words' face at the
// text size chosen), not on the width alone.
type boxFor struct {
	box
	tall func(th *ui.Theme, w float64) float64
}

// BoxFor reserves room that the screen draws into, as Box does, tall as
// height says for the theme and a width (pixels): a table of words drawn
// by the screen grows with the text size.
func BoxFor(height func(th *ui.Theme, w float64) float64, put func(r image.Rectangle)) *Node {
	return leaf(&boxFor{box: box{put: put}, tall: height})
}

func (c *boxFor) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	return th.S(n.look.w), c.tall(th, w)
}
