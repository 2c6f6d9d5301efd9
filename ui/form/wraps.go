package form

import (
	"math"

	"goose/ui"
)

// WrapWords lets a button's words go on to more lines in the body's face where
// its column is too narrow for them (a long name at a large text size on a
// phone), rather than down to a smaller face; the button grows taller.
func (n *Node) WrapWords() *Node { n.look.wraps = true; return n }

// wrap is a wrapping button's size in w: its words on as many lines as they
// need, each of which fits (else on one line, in a smaller face).
func (c *button) wrap(th *ui.Theme, need, h, w float64) (float64, float64) {
	c.b.Lines = c.b.Lines[:0]
	room := c.b.LabelRoomIn(th, w)
	if need <= w || room <= 0 {
		return need, h
	}
	c.b.Lines = ui.Wrap(c.b.Lines, c.label, th.Body, room)
	for _, l := range c.b.Lines {
		if ui.TextWidth(l, th.Body) > room {
			c.b.Lines = c.b.Lines[:0]
		}
	}
	if len(c.b.Lines) < 2 {
		c.b.Lines = c.b.Lines[:0]
		return need, h
	}
	return w, h + float64(len(c.b.Lines)-1)*math.Ceil(th.Body.Size*1.25)
}
