package form

// FocusOn gives the keyboard's focus to node n's control, if it is shown
// (a field just shown for a path to be typed into).
func (f *Form) FocusOn(n *Node) {
	if c := n.ctl.focusable(); c != nil && n.shown {
		f.focus.To(c)
	}
}

// Focused reports whether node n's control has the keyboard's focus.
func (f *Form) Focused(n *Node) bool {
	c := n.ctl.focusable()
	return c != nil && n.shown && f.focus.On(c)
}

// Typing reports whether one of the form's fields takes the keys now (a
// screen's own keys, the arrows on a board, then stay with it).
func (f *Form) Typing() bool { return f.typing() }
