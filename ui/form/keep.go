package form

import "math"

// Keep makes a row that never stacks: where its children's words do not
// fit side by side, they share the width by Grow all the same and their
// words shrink (a palette three a row, a stepper's figure and its − and +:
// a panel with no room to stack them).
func (n *Node) Keep() *Node { n.look.keep = true; return n }

// shareWidths shares room among kids by Grow alone, what each needs
// aside (a row kept whole though it does not fit); nil unless n is kept.
func shareWidths(n *Node, kids []*Node, room float64) []float64 {
	if !n.look.keep {
		return nil
	}
	grow := 0.0
	for _, k := range kids {
		grow += growOf(k)
	}
	widths := make([]float64, len(kids))
	for i, k := range kids {
		widths[i] = math.Floor(math.Max(room, 0) * growOf(k) / grow)
	}
	return widths
}
