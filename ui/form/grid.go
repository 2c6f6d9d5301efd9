package form

import (
	"image"
	"math"

	"goose/ui"
)

// kindGrid is a grid's node kind (after node.go's).
const kindGrid = kindPanel + 1

// Grid lays its children in rows of equal cells: wide columns a row on a
// wide screen, upright on an upright one (a phone held upright), the last
// row left short. It takes the width it is given (its buttons fit their
// words in it).
func Grid(wide, upright int, kids ...*Node) *Node {
	n := &Node{kind: kindGrid, kids: kids}
	n.look.cols = [2]int{max(wide, 1), max(upright, 1)}
	return n
}

// Upright stacks a row on an upright screen (a label over its buttons there,
// beside them on a wide one), whether or not it would fit.
func (n *Node) Upright() *Node { n.look.upright = true; return n }

// cells is a grid's columns on th's screen and each cell's width, of w.
func cells(n *Node, th *ui.Theme, w float64) (cols int, cw float64) {
	cols = n.look.cols[0]
	if th.Portrait {
		cols = n.look.cols[1]
	}
	gap := gapOf(n, th, rowGap)
	for ; ; cols-- { // fewer columns where a cell's words need more (large text; at 100 % a long label shrinks a step, OneFace)
		cw = math.Max(0, (w-gap*float64(cols-1))/float64(cols))
		if cols == 1 || th.Text <= 1 || fitsCells(n, th, cw) {
			return cols, cw
		}
	}
}

// fitsCells reports whether every child shown needs no more than cw.
func fitsCells(n *Node, th *ui.Theme, cw float64) bool {
	for _, k := range n.kids {
		if need, _ := measure(k, th, cw); k.shown && need > cw+0.5 {
			return false
		}
	}
	return true
}

// gridRows calls row for each row of the grid's children shown: its first
// index in kids and its height.
func gridRows(n *Node, th *ui.Theme, w float64, row func(kids []*Node, h float64)) {
	cols, cw := cells(n, th, w)
	kids := shownKids(n)
	for at := 0; at < len(kids); at += cols {
		line := kids[at:min(at+cols, len(kids))]
		h := 0.0
		for _, k := range line {
			_, kh := measure(k, th, cw)
			h = math.Max(h, kh)
		}
		row(line, h)
	}
}

func measureGrid(n *Node, th *ui.Theme, w float64) (minW, h float64) {
	gap, first := gapOf(n, th, colGap*0.6), true
	gridRows(n, th, w, func(_ []*Node, rh float64) {
		if !first {
			h += gap
		}
		h += rh
		first = false
	})
	return 0, h
}

func placeGrid(n *Node, th *ui.Theme, r image.Rectangle) {
	_, cw := cells(n, th, float64(r.Dx()))
	gap, y := gapOf(n, th, rowGap), float64(r.Min.Y)
	vgap := gapOf(n, th, colGap*0.6)
	gridRows(n, th, float64(r.Dx()), func(line []*Node, rh float64) {
		x := float64(r.Min.X)
		for _, k := range line {
			place(k, th, ui.Rect(x, y, cw, rh))
			x += cw + gap
		}
		y += rh + vgap
	})
}
