package form

// Top sets a node at the top of its row (a column shorter than its
// neighbour), rather than centred in the row's height.
func (n *Node) Top() *Node { n.look.top = true; return n }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
