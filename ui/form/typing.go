package form

import "github.com/hajimehoshi/ebiten/v2"

// FieldOf is a field whose hint text makes (a seat's own name, "Player 3"),
// shown while it is empty.
func FieldOf(hint func() string, text *string, max int, do func()) *Node {
	n := Field("", text, max, do)
	n.ctl.(*field).wording.text = hint
	return n
}

// Submit runs do when Enter is pressed in the field as it is typed in (a
// name, then Enter, makes the room): the field lets go of the typing as
// ever, and the form is refreshed. The field's own do runs after it.
func (n *Node) Submit(do func()) *Node {
	if c, ok := n.ctl.(*field); ok {
		c.enter = do
	}
	return n
}

// submitted runs the field's Enter when Enter let go of the typing this
// tick (was: it had the typing before). A field the focus came to this very
// tick keeps the typing, so that the Enter that brought it there is not its.
func (c *field) submitted(was bool, in interface{ Key(ebiten.Key) bool }) bool {
	if c.enter == nil || !was || c.f.Focused || !(in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)) {
		return false
	}
	c.enter()
	return true
}

// TypeInFirst gives the typing to the first field shown, and gives it back
// each time it is let go (Enter, a click beside it), unless Tab or a scan
// has taken the focus to a button: a dialog that asks one thing, whose
// Enter and Escape the screen reads itself.
func (f *Form) TypeInFirst() {
	for _, n := range f.leaves {
		if c, ok := n.ctl.(*field); ok && n.shown {
			if !c.f.Focused && (!f.focus.Held() || f.focus.On(&c.f)) {
				f.focus.To(&c.f)
			}
			return
		}
	}
}

// beside notes whether words are placed in a row, beside other controls:
// there their lines are drawn on their middles, level with a button's or a
// field's words, rather than from the top as a paragraph's.
func beside(n *Node, inRow bool) {
	if c, ok := n.ctl.(*words); ok {
		c.mid = inRow
	}
}

func isField(n *Node) bool { _, ok := n.ctl.(*field); return ok }
