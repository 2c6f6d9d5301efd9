package form

import "goose/ui"

// cut is a button whose words a player typed (a board's name): they are cut,
// with an ellipsis, to the width the button is given rather than widening it.
type cut struct {
	button
	full   string
	urgent func() bool
}

// ButtonCut is a button whose words come from text and are cut to its
// width; while urgent (may be nil) holds it is drawn in madder (a question
// asked of the player).
func ButtonCut(text func() string, urgent func() bool, do func()) *Node {
	return leaf(&cut{button: button{wording: wording{text: text}, do: do, role: RoleButton}, urgent: urgent})
}

func (c *cut) words(n *Node, say Say) {
	c.button.words(n, say)
	c.full = c.label
	c.b.Primary = c.b.Primary || (c.urgent != nil && c.urgent())
}

// size: a cut button needs little width, whatever its words.
func (c *cut) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	_, h := c.button.size(n, th, w)
	return th.S(120), h
}

func (c *cut) place(n *Node, th *ui.Theme) {
	c.b.Rect = n.rect
	c.b.Label = ui.ClipTyped(c.full, n.look.face.of(th), float64(n.rect.Dx())-th.S(16)) // in its own face: cut, not shrunk
}

// update runs the button's action itself: the form runs a plain button's.
func (c *cut) update(n *Node, in *ui.Input) bool {
	if !c.b.Update(in) {
		return false
	}
	if c.do != nil {
		c.do()
	}
	return true
}
