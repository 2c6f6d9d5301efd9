package form

import (
	"image"
	"math"

	"goose/ui"
)

// kindWrap is a wrapping row's node kind (after grid.go's).
const kindWrap = kindGrid + 1

// Wrap is a row kept whole at the designed text size (Keep: its words
// shrink where they do not fit) that, at a larger text size, breaks into
// as few lines as hold its children's words, balanced (the tabs of a
// narrow panel two and two, not three and one); each line is shared as a
// row is, by Grow. A child wider than the whole line has a line of its own.
func Wrap(kids ...*Node) *Node {
	n := &Node{kind: kindWrap, kids: kids}
	n.look.keep = true
	return n
}

// wrapLines are the wrap's lines at width w: each a row kept whole, of
// the children it holds.
func wrapLines(n *Node, th *ui.Theme, w float64) []*Node {
	kids := shownKids(n)
	line := func(kids []*Node) *Node {
		r := &Node{kind: kindRow, kids: kids, shown: true}
		r.look.gap, r.look.keep = n.look.gap, true
		return r
	}
	if th.Text <= 1 || len(kids) < 2 {
		return []*Node{line(kids)}
	}
	gap := gapOf(n, th, rowGap)
	need := make([]float64, len(kids))
	for i, k := range kids {
		need[i], _ = measure(k, th, w)
	}
	var lines []*Node
	for _, at := range balancedBreaks(need, gap, w) {
		lines = append(lines, line(kids[at[0]:at[1]]))
	}
	return lines
}

// balancedBreaks splits the widths need (gap between two on a line) into
// the fewest lines of at most w each, a width alone on its line always
// fitting; of those splits, the one whose widest line is narrowest. It
// returns each line's first index and the index after its last.
func balancedBreaks(need []float64, gap, w float64) [][2]int {
	n := len(need)
	width := func(i, j int) float64 { // of need[i:j] on one line
		if j-i == 1 {
			return math.Min(need[i], w)
		}
		s := gap * float64(j-i-1)
		for _, v := range need[i:j] {
			s += v
		}
		return s
	}
	// best[j] is the narrowest widest line of need[:j] in k lines; from[j]
	// where each of those lines starts.
	best, from := make([]float64, n+1), make([][]int, n+1)
	for j := 1; j <= n; j++ {
		best[j], from[j] = width(0, j), []int{0}
	}
	for k := 1; ; k++ {
		if best[n] <= w+0.5 || k == n {
			starts := from[n]
			out := make([][2]int, len(starts))
			for m, i := range starts {
				out[m] = [2]int{i, n}
				if m+1 < len(starts) {
					out[m][1] = starts[m+1]
				}
			}
			return out
		}
		next, nfrom := make([]float64, n+1), make([][]int, n+1)
		for j := 1; j <= n; j++ {
			next[j] = math.Inf(1)
			for i := k; i < j; i++ { // need[:i] in k lines, need[i:j] the next
				if v := math.Max(best[i], width(i, j)); v < next[j] {
					next[j], nfrom[j] = v, append(append([]int{}, from[i]...), i)
				}
			}
		}
		best, from = next, nfrom
	}
}

// measureWrap is the least width the wrap needs on one line and its height
// at width w.
func measureWrap(n *Node, th *ui.Theme, w float64) (minW, h float64) {
	gap := gapOf(n, th, rowGap)
	for i, l := range wrapLines(n, th, w) {
		lw, lh := measure(l, th, w)
		minW += lw
		if i > 0 {
			minW += gap
			h += gap
		}
		h += lh
	}
	return minW, h
}

// placeWrap places the wrap's lines one under another in r.
func placeWrap(n *Node, th *ui.Theme, r image.Rectangle) {
	gap, w, y := gapOf(n, th, rowGap), float64(r.Dx()), float64(r.Min.Y)
	for _, l := range wrapLines(n, th, w) {
		_, lh := measure(l, th, w)
		place(l, th, ui.Rect(float64(r.Min.X), y, w, lh))
		y += lh + gap
	}
}

// Wraps makes a row (a Stepper's, say: its figure over its − and +) wrap
// as Wrap does.
func (n *Node) Wraps() *Node {
	if n.kind == kindRow {
		n.kind, n.look.keep = kindWrap, true
	}
	return n
}
