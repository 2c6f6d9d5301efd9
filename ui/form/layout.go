package form

import (
	"image"
	"math"

	"goose/ui"
)

// Default gaps, in theme units: between the stacked children of a column,
// between the children of a row.
const (
	colGap = 14
	rowGap = 10
)

func gapOf(n *Node, th *ui.Theme, def float64) float64 {
	if n.look.gap < 0 {
		return 0
	}
	return th.S(orUnits(n.look.gap, def))
}

// inner is the width a column or panel uses of w.
func inner(n *Node, th *ui.Theme, w float64) float64 {
	if n.kind == kindPanel {
		w -= 2 * th.S(n.look.pad)
	}
	if n.look.maxW > 0 { // a measure of words: wider as they grow
		w = math.Min(w, th.S(n.look.maxW))
	}
	if n.look.w > 0 {
		w = math.Min(w, fixedW(n, th))
	}
	return math.Max(w, 0)
}

// measure is the least width a node needs and its height at width w.
func measure(n *Node, th *ui.Theme, w float64) (minW, h float64) {
	if !n.shown {
		return 0, 0
	}
	switch n.kind {
	case kindLeaf:
		minW, h = n.ctl.size(n, th, inner(n, th, w))
		if n.look.w > 0 {
			minW = fixedW(n, th)
		}
		return minW, h
	case kindPanel:
		pad := th.S(n.look.pad)
		minW, h = measure(n.kids[0], th, inner(n, th, w))
		return minW + 2*pad, h + 2*pad
	case kindRow:
		if widths, ok := rowWidths(n, th, w); ok {
			kids := shownKids(n)
			for i, k := range kids {
				kw, kh := measure(k, th, widths[i])
				h = math.Max(h, kh)
				minW += kw // what it needs, not what it was given: a row in a row shares too
			}
			return minW + gapOf(n, th, rowGap)*float64(max(len(kids)-1, 0)), h
		}
	case kindGrid:
		return measureGrid(n, th, w)
	case kindWrap:
		return measureWrap(n, th, w)
	}
	return measureCol(n, th, w)
}

func measureCol(n *Node, th *ui.Theme, w float64) (minW, h float64) {
	gap, cw, first := gapOf(n, th, colGap), inner(n, th, w), true
	for _, k := range n.kids {
		if !k.shown {
			continue
		}
		kw, kh := measure(k, th, cw)
		minW = math.Max(minW, kw)
		if !first {
			h += gap
		}
		h += kh
		first = false
	}
	return minW, h
}

// shownKids is a node's children shown (a row is laid out rarely: a new
// slice each time costs nothing a frame would notice).
func shownKids(n *Node) []*Node {
	var out []*Node
	for _, k := range n.kids {
		if k.shown {
			out = append(out, k)
		}
	}
	return out
}

// rowWidths shares w among a row's children: each gets its share by Grow,
// but never less than it needs (then the others share what is left), and a
// fixed width is kept. It reports false when they do not fit side by side.
func rowWidths(n *Node, th *ui.Theme, w float64) ([]float64, bool) {
	kids := shownKids(n)
	if len(kids) == 0 {
		return nil, true
	}
	if n.look.upright && th.Portrait {
		return nil, false
	}
	gap := gapOf(n, th, rowGap)
	room := w - gap*float64(len(kids)-1)
	widths, need := make([]float64, len(kids)), make([]float64, len(kids))
	fixed := make([]bool, len(kids))
	total := 0.0
	for i, k := range kids {
		need[i], _ = measure(k, th, room)
		total += need[i]
		if k.look.w > 0 && k.kind == kindLeaf {
			widths[i], fixed[i] = fixedW(k, th), true
		}
	}
	if total > room+0.5 {
		return shareWidths(n, kids, room), n.look.keep
	}
	return spread(kids, room, widths, need, fixed), true
}

// spread shares room by Grow among the kids not fixed, fixing each that
// would get less than it needs at what it needs.
func spread(kids []*Node, room float64, widths, need []float64, fixed []bool) []float64 {
	for {
		left, grow := room, 0.0
		for i, k := range kids {
			if fixed[i] {
				left -= widths[i]
			} else {
				grow += growOf(k)
			}
		}
		again := false
		for i, k := range kids {
			if !fixed[i] && need[i] > left*growOf(k)/grow {
				widths[i], fixed[i], again = math.Ceil(need[i]), true, true // whole pixels: words given their need are not cut to a second line
			}
		}
		if !again {
			for i, k := range kids {
				if !fixed[i] {
					widths[i] = math.Floor(left * growOf(k) / grow)
				}
			}
			return widths
		}
	}
}

func growOf(n *Node) float64 {
	if n.look.grow > 0 {
		return n.look.grow
	}
	return 1
}

// place puts a node in r (its height already measured) and its children
// within it.
func place(n *Node, th *ui.Theme, r image.Rectangle) {
	placeIn(n, th, r)
	if n.look.oneFace && n.shown {
		shareFace(n, th) // once its buttons are placed (oneface.go)
	}
}

func placeIn(n *Node, th *ui.Theme, r image.Rectangle) {
	n.rect = r
	if !n.shown {
		return
	}
	w := float64(r.Dx())
	switch n.kind {
	case kindLeaf:
		if fw := fixedW(n, th); n.look.w > 0 && float64(r.Dx()) > fw { // a fixed width, centred in its room (words as they are aligned)
			d := int((float64(r.Dx()) - fw) / 2)
			if _, ok := n.ctl.(*words); ok && n.look.align == ui.Left {
				d = 0 // a label over its buttons
			}
			n.rect = image.Rect(r.Min.X+d, r.Min.Y, r.Min.X+d+int(math.Round(fw)), r.Max.Y)
		}
		n.ctl.size(n, th, float64(n.rect.Dx())) // words wrap to where they went
		n.ctl.place(n, th)
		return
	case kindPanel:
		iw := inner(n, th, w)
		x := float64(r.Min.X) + (w-iw)/2
		_, h := measure(n.kids[0], th, iw)
		if n.look.maxW > 0 || n.look.w > 0 { // the sheet hugs its narrower content
			pad := th.S(n.look.pad)
			n.rect = ui.Rect(x-pad, float64(r.Min.Y), iw+2*pad, h+2*pad)
		}
		place(n.kids[0], th, ui.Rect(x, float64(r.Min.Y)+th.S(n.look.pad), iw, h))
		return
	case kindRow:
		if widths, ok := rowWidths(n, th, w); ok {
			placeRow(n, th, r, widths)
			return
		}
	case kindGrid:
		placeGrid(n, th, r)
		return
	case kindWrap:
		placeWrap(n, th, r)
		return
	}
	placeCol(n, th, r)
}

func placeRow(n *Node, th *ui.Theme, r image.Rectangle, widths []float64) {
	gap, total := gapOf(n, th, rowGap), 0.0
	for _, kw := range widths {
		total += kw
	}
	kids := shownKids(n)
	total += gap * float64(len(kids)-1)
	x := float64(r.Min.X) + math.Max(0, float64(r.Dx())-total)/2 // a row of fixed widths, centred
	for i, k := range kids {
		_, kh := measure(k, th, widths[i])
		y := float64(r.Min.Y) + (float64(r.Dy())-kh)/2*b2f(!k.look.top)
		beside(k, true)
		place(k, th, ui.Rect(x, y, widths[i], kh))
		x += widths[i] + gap
	}
}

func placeCol(n *Node, th *ui.Theme, r image.Rectangle) {
	gap, cw := gapOf(n, th, colGap), inner(n, th, float64(r.Dx()))
	x, y := float64(r.Min.X)+(float64(r.Dx())-cw)/2, float64(r.Min.Y)
	for _, k := range n.kids {
		if !k.shown {
			continue
		}
		_, kh := measure(k, th, cw)
		beside(k, false)
		place(k, th, ui.Rect(x, y, cw, kh))
		y += kh + gap
	}
}

// fixedW is a node's fixed width in pixels: a control of words (a label's
// column, a button) or a column of them grows with the text size; room for
// a picture, a margin or a rule does not.
func fixedW(n *Node, th *ui.Theme) float64 {
	switch n.ctl.(type) {
	case *box, *fill, line:
		return th.S(n.look.w)
	}
	return th.S(n.look.w) * th.Text
}
