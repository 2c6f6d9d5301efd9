package form

import "goose/ui"

// cutting makes a button's words (a name a player typed, a board's) cut,
// with an ellipsis, to the width the button is given, rather than widening
// it or shrinking its face.
type cutting struct {
	urgent func() bool
}

// ButtonCut is a button whose words come from text and are cut to its
// width; while urgent (may be nil) holds it is drawn in madder (a question
// asked of the player). It lists its words whole.
func ButtonCut(text func() string, urgent func() bool, do func()) *Node {
	return leaf(&button{wording: wording{text: text}, do: do, role: RoleButton, cut: &cutting{urgent: urgent}})
}

func (c *cutting) words(b *button) {
	b.b.Primary = b.b.Primary || (c.urgent != nil && c.urgent())
}

func (c *cutting) place(b *button, n *Node, th *ui.Theme) {
	b.b.Label = ui.ClipTyped(b.label, n.look.face.of(th), float64(n.rect.Dx())-th.S(16)) // in its own face: cut, not shrunk
}
