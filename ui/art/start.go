package art

import "math"

// The start box (square 0): its label at the back, its arrow at the front,
// and the geese waiting between the two, in rows across the box, each
// clear of the others and of the label and the arrow however many wait
// (RULES §7.2: four geese a seat in the team variation, sixteen at most).

// Rect is an axis-aligned rectangle of the picture, in pixels.
type Rect struct{ X0, Y0, X1, Y1 float64 }

// Overlaps reports whether r and o share more than an edge.
func (r Rect) Overlaps(o Rect) bool {
	return r.X0 < o.X1 && o.X0 < r.X1 && r.Y0 < o.Y1 && o.Y0 < r.Y1
}

// Within reports whether r lies inside o.
func (r Rect) Within(o Rect) bool {
	return r.X0 >= o.X0 && r.Y0 >= o.Y0 && r.X1 <= o.X1 && r.Y1 <= o.Y1
}

// GooseAnchor is how far down its sprite a goose stands on the point a
// layout gives it (Spot), as a fraction of the sprite's side: the feet, not
// the middle, are on the square.
const GooseAnchor = 0.65

// startLabel is the word lettered in the start box.
const startLabel = "Partenza"

// startArea is where the start box's label, arrow and geese go, in the
// box's own frame: u along the track (towards square 1), v across it.
type startArea struct {
	label, arrow box // the label's and the arrow's extents
	geese        box // the room the waiting geese share
	size         float64
}

// box is an extent in the start box's frame.
type box struct{ u0, u1, v0, v1 float64 }

// start works out the start box's parts; a box too short to be drawn has
// no label and no arrow, and the geese get it all.
func (l *Layout) start() startArea {
	if l.startAt != nil {
		return *l.startAt
	}
	a := l.measureStart()
	l.startAt = &a
	return a
}

func (l *Layout) measureStart() startArea {
	c := l.Cells[0]
	half, w := c.HalfLen, c.R
	var a startArea
	a.geese = box{-half + 0.1*w, half - 0.1*w, -w, w}
	if l.s0-l.sBox < l.pitch*0.5 {
		return a
	}
	_, _, italic := fonts()
	a.size = w * 0.62
	lw := textWidth(italic, startLabel, a.size, textOpts{})
	ch := capHeight(italic, a.size)
	// The label at the back of the box, the arrow at its front.
	a.label = box{-half + 0.2*w, -half + 0.2*w + lw, -ch * 0.75, ch * 0.75}
	a.arrow = box{half - 0.5*w, half - 0.15*w, -0.22 * w, 0.22 * w}
	a.geese.u0 = a.label.u1 + 0.15*w
	a.geese.u1 = a.arrow.u0 - 0.1*w
	return a
}

// at maps a point of the start box's frame onto the picture.
func (l *Layout) at(u, v float64) pt {
	c := l.Cells[0]
	t := dir(c.Angle)
	return pt{c.X + t.X*u - t.Y*v, c.Y + t.Y*u + t.X*v}
}

// rect is a box of the start's frame on the picture (the box runs along an
// axis: the lead-in is straight, across or down).
func (l *Layout) rect(b box) Rect {
	p, q := l.at(b.u0, b.v0), l.at(b.u1, b.v1)
	return Rect{math.Min(p.X, q.X), math.Min(p.Y, q.Y), math.Max(p.X, q.X), math.Max(p.Y, q.Y)}
}

// StartMarks are where the start box's label and arrow are drawn (empty
// when the box is too short for them).
func (l *Layout) StartMarks() (label, arrow Rect) {
	if len(l.Cells) == 0 {
		return
	}
	a := l.start()
	if a.size == 0 {
		return
	}
	return l.rect(a.label), l.rect(a.arrow)
}

// startGrid is how n waiting geese stand in the room left between the
// label and the arrow: in rows across the box and columns along it, the
// arrangement that lets them be largest, each at most full (a sprite's side).
func startGrid(g box, n int, full float64) (rows, cols int, side float64) {
	rows, cols = 1, max(n, 1)
	for r := 1; r <= 4 && r <= max(n, 1); r++ {
		c := (n + r - 1) / r
		s := math.Min((g.u1-g.u0)/float64(c), (g.v1-g.v0)/float64(r))
		if s > side*1.001 {
			rows, cols, side = r, c, s
		}
	}
	return rows, cols, math.Max(1, math.Min(side-math.Max(1.5, side*0.04), full))
}

// StartGoose is the side of the sprite at which n geese wait on the start
// clear of each other and of the label and the arrow: full (the side of a
// goose on a square) when they have the room.
func (l *Layout) StartGoose(n int, full float64) float64 {
	if len(l.Cells) == 0 {
		return full
	}
	_, _, s := startGrid(l.start().geese, n, full)
	return s
}

// startSpot is where goose i of n waiting on the start stands.
func (l *Layout) startSpot(i, n int) (x, y float64) {
	g := l.start().geese
	rows, cols, _ := startGrid(g, n, math.Inf(1))
	row, col := i/cols, i%cols
	inRow := cols
	if row == rows-1 && n%cols != 0 { // a short last row stands in the middle
		inRow = n % cols
	}
	cw, rh := (g.u1-g.u0)/float64(cols), (g.v1-g.v0)/float64(rows)
	u := (g.u0+g.u1)/2 + (float64(col)-float64(inRow-1)/2)*cw
	v := g.v0 + (float64(row)+0.5)*rh
	p := l.at(u, v)
	// The sprite is centred on the cell: it stands GooseAnchor down its side.
	s := l.StartGoose(n, math.Inf(1))
	return p.X, p.Y + (GooseAnchor-0.5)*s
}
