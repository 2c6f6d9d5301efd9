package form

// PrimaryWhen draws a button in madder while on says so: of two ways on
// (make a room, join one), the one a link or a choice has made the likelier.
// It is asked when the form is refreshed.
func (n *Node) PrimaryWhen(on func() bool) *Node { n.cond.primary = on; return n }
