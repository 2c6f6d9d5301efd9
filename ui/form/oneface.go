package form

import "goose/ui"

// OneFace makes the buttons under a row, a column or a grid of choices
// share one label face: the largest in which every label fits its plate.
// One label a step smaller than its neighbours looks like a mistake ("Постоялый
// двор" among the kinds of square, issue 30 #22); the whole grid a step
// smaller reads as one. Only the labels that need the smaller face say so
// (ui.Shrunk), as they would alone.
func (n *Node) OneFace() *Node { n.look.oneFace = true; return n }

// shareFace gives every shown button under n the face its longest label
// fits in.
func shareFace(n *Node, th *ui.Theme) {
	var most *ui.Face
	buttons(n, func(b *ui.Button) {
		if f := ui.Fit(th, b.Label, b.LabelRoom(th)); most == nil || f.Size < most.Size {
			most = f
		}
	})
	buttons(n, func(b *ui.Button) { b.Most = most })
}

// buttons calls do with each shown button under n.
func buttons(n *Node, do func(b *ui.Button)) {
	if !n.shown {
		return
	}
	if c, ok := n.ctl.(*button); ok && c.cut == nil { // a typed name is cut to fit, not shrunk
		do(&c.b)
	}
	for _, k := range n.kids {
		buttons(k, do)
	}
}
