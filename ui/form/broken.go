package form

import (
	"math"

	"goose/ui"
)

// broken is words that are no one's language (a link, a code): a word
// wider than the line is broken where the line ends, as large text on a
// phone needs, rather than run off.
type broken struct{ paragraph }

// paragraph names words where its methods would hide it.
type paragraph = words

// TextBroken is words from text (a link) wrapped even inside a word.
func TextBroken(text func() string) *Node {
	return leaf(&broken{paragraph{wording: wording{text: text}, role: RoleText}})
}

func (c *broken) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	face := n.look.face.of(th)
	c.lh = math.Ceil(face.Size * 1.3)
	c.lines = ui.WrapTyped(c.lines[:0], c.label, face, w, 64)
	minW := 0.0
	for _, l := range c.lines {
		minW = math.Max(minW, ui.TextWidth(l, face))
	}
	return math.Min(minW, w), math.Max(th.S(n.look.h), float64(len(c.lines))*c.lh)
}
