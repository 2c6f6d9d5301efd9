package art

import (
	"math"
	"sort"
)

// Cell is one square of the board as laid out on the picture.
type Cell struct {
	X, Y  float64 // centre, pixels
	R     float64 // half-size: a piece drawn within R of the centre stays on the square
	Angle float64 // direction of travel, radians (0 = towards +x, y grows downward)
	// HalfLen is the half-length along the direction of travel: R for an
	// ordinary square, more for the start (square 0), which is a long box.
	HalfLen float64
}

// Layout places squares 0..n of a board on a spiral inside a W×H picture.
//
// The track is a rounded-rectangle spiral running anticlockwise inwards: it
// starts at the bottom left, where a straight lead-in holds the start box
// (square 0), and ends in the garden (the last square), a round plot at the
// centre concentric with the innermost turn. Every turn shares the same
// corner centres, so the gap between turns is the same everywhere.
type Layout struct {
	W, H  float64
	Cells []Cell

	frame float64 // width of the border ornament
	trackBand
	centreLine
	gardenPlot
	landscape
	titleBox
	startAt *startArea // the start box's parts, once asked for
}

// trackBand is the track's measures.
type trackBand struct {
	pitch    float64 // distance between the centre lines of two turns
	hw       float64 // half-width of the track band
	step     float64 // length of one square along the track
	rhoOuter float64 // cap radius of the outermost turn
}

// centreLine is the track's centre line, finely sampled, from the start box
// to the last square, with the arc length at each sample (cum).
type centreLine struct {
	line []pt
	cum  []float64
	s0   float64 // arc length where square 1 begins
	sEnd float64 // arc length where the last square before the goal ends
	sBox float64 // arc length where the start box begins
}

// gardenPlot is the goal, and the central space left around it.
type gardenPlot struct {
	gardenC   pt
	gardenR   float64
	core0     pt      // the two centres of the inner caps (equal for a round spiral)
	core1     pt      //
	coreR     float64 // radius of the free space around the segment core0–core1
	endOnLeft bool    // the garden is at core0 rather than core1
}

// landscape is the track's rectangle in the landscape frame, and whether
// the picture is portrait: the spiral was built on its side.
type landscape struct {
	landLo pt
	landHi pt
	swap   bool
}

// titleBox is the box the title cartouche fills, in the middle of a wide
// board, else in a band above the spiral.
type titleBox struct {
	titleLo, titleHi pt
	titleInCentre    bool
}

// track piece kinds
const (
	pieceStraight = iota
	pieceCap
)

type piece struct {
	kind       int
	a, b       pt      // straight: from a to b
	c          pt      // cap: centre
	ang0, ang1 float64 // cap: start and end angle
	rho0, rho1 float64 // cap: start and end radius
	length     float64
}

func (q *piece) at(u float64) pt {
	if q.kind == pieceStraight {
		return q.a.lerp(q.b, u)
	}
	a := q.ang0 + (q.ang1-q.ang0)*u
	return q.c.add(dir(a).mul(q.radius(u)))
}

// radius is a cap's radius u of the way along it, eased so that the cap
// meets the straights with no kink.
func (q *piece) radius(u float64) float64 {
	return q.rho0 + (q.rho1-q.rho0)*(1-math.Cos(math.Pi*u))/2
}

func (q *piece) measure() {
	if q.kind == pieceStraight {
		q.length = q.b.sub(q.a).len()
		return
	}
	const n = 48
	l, prev := 0.0, q.at(0)
	for i := 1; i <= n; i++ {
		p := q.at(float64(i) / n)
		l += p.sub(prev).len()
		prev = p
	}
	q.length = l
}

// spiral is the geometry for one pitch, in the landscape frame.
type spiral struct {
	p, hw    float64
	rho0     float64
	c0, c1   pt // left and right cap centres
	leadFrom pt // start of the lead-in (left edge of the track area)
	pieces   []piece
}

// buildSpiral lays out turns of pitch p in the rectangle lo–hi (landscape),
// with caps down to radius rhoMin.
func buildSpiral(lo, hi pt, p, rhoMin float64) spiral {
	hw := 0.46 * p
	rh := hi.Y - lo.Y
	rho0 := (rh + p/2 - 2*hw) / 2
	cy := hi.Y - hw - rho0
	x1 := hi.X - hw - rho0 + p/4
	x0 := lo.X + hw + rho0 - 3*p/4
	if x1 < x0 { // only when rw < rh, which the caller avoids; keep it sane
		m := (x0 + x1) / 2
		x0, x1 = m, m
	}
	s := spiral{p: p, hw: hw, rho0: rho0, c0: pt{x0, cy}, c1: pt{x1, cy}, leadFrom: pt{lo.X, cy + rho0}}
	rho := rho0
	for k := 0; rho-p/2 >= rhoMin && k < 4000; k++ {
		if k%2 == 0 {
			// bottom straight heading +x, then the right cap up to the top
			s.pieces = append(s.pieces,
				piece{kind: pieceStraight, a: pt{x0, cy + rho}, b: pt{x1, cy + rho}},
				piece{kind: pieceCap, c: s.c1, ang0: math.Pi / 2, ang1: -math.Pi / 2, rho0: rho, rho1: rho - p/2})
		} else {
			// top straight heading −x, then the left cap down to the bottom
			s.pieces = append(s.pieces,
				piece{kind: pieceStraight, a: pt{x1, cy - rho}, b: pt{x0, cy - rho}},
				piece{kind: pieceCap, c: s.c0, ang0: -math.Pi / 2, ang1: -3 * math.Pi / 2, rho0: rho, rho1: rho - p/2})
		}
		rho -= p / 2
	}
	for i := range s.pieces {
		s.pieces[i].measure()
	}
	return s
}

// NewLayout places squares 0..squares-1 (squares = goal+1) on a spiral inside
// a w×h picture. It works for any board length and picture shape; tiny
// pictures give tiny squares.
func NewLayout(squares int, w, h float64) *Layout {
	if squares < 3 {
		squares = 3
	}
	// NaN, infinities and absurd sizes are clamped, never looped on.
	w = math.Max(16, math.Min(w, 1<<15))
	h = math.Max(16, math.Min(h, 1<<15))
	if math.IsNaN(w) || math.IsNaN(h) {
		w, h = 16, 16
	}
	// A wide board has room for the title between the garden and the far
	// end of the spiral's core; a squarer one too, when the title is
	// lettered there about as large as in a band above the spiral, or as
	// large as a square's number (the squares then grow, having the band
	// too); else the title gets the band.
	if w/h >= 1.3 {
		return newLayout(squares, w, h, true)
	}
	band := newLayout(squares, w, h, false)
	if w/h >= 1 {
		l := newLayout(squares, w, h, true)
		if t := l.titleSize(); t >= 0.9*band.titleSize() || t >= 0.55*l.pitch {
			return l
		}
	}
	return band
}

func newLayout(squares int, w, h float64, titleInCentre bool) *Layout {
	l := &Layout{W: w, H: h}
	lo, hi := l.frameTrack(titleInCentre)
	nPath := squares - 2 // squares on the track: 1..goal-1
	end := fitSpiral(lo, hi, nPath)
	if end == nil {
		end = longSpiral(lo, hi, nPath)
	}
	l.build(end, nPath)
	return l
}

// frameTrack places the border and the title's box, and returns the
// rectangle left for the track, in the landscape frame.
func (l *Layout) frameTrack(titleInCentre bool) (lo, hi pt) {
	w, h := l.W, l.H
	l.frame = math.Max(4, 0.034*math.Min(w, h))
	pad := l.frame + 0.012*math.Min(w, h)
	lo, hi = pt{pad, pad}, pt{w - pad, h - pad}
	l.titleInCentre = titleInCentre
	if !l.titleInCentre {
		band := 0.1 * h
		l.titleLo, l.titleHi = pt{lo.X + 0.1*(hi.X-lo.X), lo.Y}, pt{hi.X - 0.1*(hi.X-lo.X), lo.Y + band*0.9}
		lo.Y += band
	}
	if hi.X-lo.X < hi.Y-lo.Y {
		l.swap = true
		lo, hi = pt{lo.Y, lo.X}, pt{hi.Y, hi.X}
	}
	l.landLo, l.landHi = lo, hi
	return lo, hi
}

// spiralEnd is a spiral with where its track ends: frac of the way into
// the cap pieces[cap], squares step long; a lower score fits better.
type spiralEnd struct {
	sp          spiral
	cap         int
	frac        float64
	step, score float64
}

// fitSpiral finds the widest pitch whose track, ending on a cap with room
// for the garden, has squares about as long as the track is wide; nil if
// none does.
func fitSpiral(lo, hi pt, nPath int) *spiralEnd {
	// At most 6.7 pitches across the short side, so the lead-in holds a
	// start box for six pieces side by side even on a short board (the
	// lead-in is about rh/2 − p/2 long, the box 2.9p).
	for p := (hi.Y - lo.Y) / 6.7; p > 2; p *= 0.994 {
		hw, gap, gMin := 0.46*p, 0.1*p, 1.05*p // gMin: the garden's radius at least
		if end := bestEnd(buildSpiral(lo, hi, p, gMin+hw+gap), nPath); end != nil {
			return end
		}
	}
	return nil
}

// capEnds are how far into a cap the track may end, best first.
var capEnds = [...]float64{0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82}

// bestEnd is the best place for sp's track to end: on a cap, which puts
// the garden, concentric with it, right after the last square.
func bestEnd(sp spiral, nPath int) *spiralEnd {
	run := 0.0
	var found *spiralEnd
	for i := range sp.pieces {
		q := &sp.pieces[i]
		if q.kind == pieceCap {
			for _, f := range capEnds {
				if e, ok := capEnd(sp, i, f, run, nPath); ok && (found == nil || e.score < found.score) {
					found = &e
				}
			}
		}
		run += q.length
	}
	return found
}

// capEnd is the track ending f of the way into cap i, run along the track
// from where its pieces start, if that leaves the garden room and squares
// neither too short nor too long.
func capEnd(sp spiral, i int, f, run float64, nPath int) (spiralEnd, bool) {
	q := &sp.pieces[i]
	gap, gMin := 0.1*sp.p, 1.05*sp.p
	if q.radius(f)-sp.hw-gap < gMin {
		return spiralEnd{}, false
	}
	step := (run + q.length*f) / float64(nPath)
	ratio := step / sp.p
	if ratio < 0.93 || ratio > 1.12 {
		return spiralEnd{}, false
	}
	score := math.Abs(f-0.5) + 2*math.Abs(ratio-1.02)
	return spiralEnd{sp: sp, cap: i, frac: f, step: step, score: score}, true
}

// longSpiral is for when no pitch fits (a picture far too small, or far
// too long and thin): the widest track and as many turns as the squares
// need, however long that makes them.
func longSpiral(lo, hi pt, nPath int) *spiralEnd {
	p := math.Max(2, (hi.Y-lo.Y)/7.4)
	sp := buildSpiral(lo, hi, p, 0)
	if len(sp.pieces) < 2 {
		rho := math.Max(sp.rho0, 1)
		sp.pieces = []piece{
			{kind: pieceStraight, a: pt{sp.c0.X, sp.c0.Y + rho}, b: pt{sp.c1.X, sp.c1.Y + rho}},
			{kind: pieceCap, c: sp.c1, ang0: math.Pi / 2, ang1: -math.Pi / 2, rho0: rho, rho1: rho}}
		for i := range sp.pieces {
			sp.pieces[i].measure()
		}
	}
	run, last := 0.0, 1
	for i, q := range sp.pieces {
		run += q.length
		if q.kind == pieceCap {
			last = i
			if run >= float64(nPath)*p {
				break
			}
		}
	}
	return &spiralEnd{sp: sp, cap: last, frac: 1, step: math.Max(run/float64(nPath), 1e-3)}
}

// build samples the chosen spiral and places the cells.
func (l *Layout) build(end *spiralEnd, nPath int) {
	sp := end.sp
	l.pitch, l.hw, l.step = sp.p, sp.hw, end.step
	l.rhoOuter = sp.rho0
	l.sample(sp, end.cap, end.frac)
	// The last square ends exactly where the samples end.
	l.sEnd = l.s0 + end.step*float64(nPath)
	if last := l.cum[len(l.cum)-1]; last < l.sEnd {
		l.sEnd = last
		l.step = (l.sEnd - l.s0) / float64(nPath)
	}
	endQ := sp.pieces[min(end.cap, len(sp.pieces)-1)]
	l.gardenC = endQ.c
	l.gardenR = math.Max(1, endQ.radius(end.frac)-sp.hw-0.1*sp.p)
	l.core0, l.core1 = sp.c0, sp.c1
	l.coreR = l.gardenR
	l.endOnLeft = endQ.c == sp.c0
	if l.titleInCentre {
		l.titleInCore(sp)
	}
	l.Cells = l.place(sp.hw, nPath)
}

// sample samples the centre line: the lead-in, which holds the start box
// (at most 4.4 squares long, ending where square 1 begins), then the
// pieces to frac of the way into endPiece.
func (l *Layout) sample(sp spiral, endPiece int, frac float64) {
	every := math.Max(0.5, sp.p/48)
	var c centreLine
	boxLen := math.Min(4.4*l.step, math.Max(0, sp.pieces[0].a.X-sp.leadFrom.X))
	boxStart := pt{sp.pieces[0].a.X - boxLen, sp.pieces[0].a.Y}
	n := int(boxLen/every) + 1
	for i := 0; i < n; i++ {
		c.add(boxStart.lerp(sp.pieces[0].a, float64(i)/float64(n)))
	}
	if len(c.cum) > 0 {
		c.s0 = c.cum[len(c.cum)-1] + sp.pieces[0].a.sub(c.line[len(c.line)-1]).len()
	}
	for i := 0; i <= endPiece && i < len(sp.pieces); i++ {
		q := &sp.pieces[i]
		end := 1.0
		if i == endPiece {
			end = frac
		}
		k := int(q.length*end/every) + 2
		if q.kind == pieceStraight {
			k = 1 // a straight needs only its ends
		}
		for j := 0; j <= k; j++ {
			c.add(q.at(end * float64(j) / float64(k)))
		}
	}
	l.centreLine = c
}

// add samples q, unless it is where the last sample was.
func (c *centreLine) add(q pt) {
	n := len(c.line)
	switch {
	case n == 0:
		c.cum = append(c.cum, 0)
	case q.sub(c.line[n-1]).len() < 1e-9:
		return
	default:
		c.cum = append(c.cum, c.cum[n-1]+q.sub(c.line[n-1]).len())
	}
	c.line = append(c.line, q)
}

// titleInCore gives the title the core of the spiral, from its far end to
// the garden's edge.
func (l *Layout) titleInCore(sp spiral) {
	far, near := sp.c0.X-0.8*l.coreR, sp.c1.X-l.gardenR-0.18*sp.p
	if l.endOnLeft {
		far, near = sp.c1.X+0.8*l.coreR, sp.c0.X+l.gardenR+0.18*sp.p
	}
	x0, x1 := math.Min(far, near), math.Max(far, near)
	hh := 0.8 * l.coreR
	l.titleLo, l.titleHi = pt{x0, sp.c0.Y - hh}, pt{x1, sp.c0.Y + hh}
}

// place places the cells along the line, then maps them and the line back
// from the landscape frame.
func (l *Layout) place(hw float64, nPath int) []Cell {
	cells := make([]Cell, nPath+2)
	r := 0.93 * math.Min(hw, l.step/2)
	bx, by, ba := l.pointAt((l.sBox + l.s0) / 2)
	cells[0] = Cell{X: bx, Y: by, R: 0.93 * hw, Angle: ba, HalfLen: math.Max((l.s0-l.sBox)/2, r)}
	for i := 1; i <= nPath; i++ {
		x, y, a := l.pointAt(l.s0 + (float64(i)-0.5)*l.step)
		cells[i] = Cell{X: x, Y: y, R: r, Angle: a, HalfLen: r}
	}
	cells[nPath+1] = Cell{X: l.gardenC.X, Y: l.gardenC.Y, R: l.gardenR, HalfLen: l.gardenR}
	if l.swap {
		l.stand(cells)
	}
	for i := range cells {
		cells[i].Angle = math.Remainder(cells[i].Angle, 2*math.Pi)
	}
	return cells
}

// stand turns a spiral built on its side upright: cells, line and garden.
func (l *Layout) stand(cells []Cell) {
	for i := range cells {
		c := &cells[i]
		c.X, c.Y = c.Y, c.X
		c.Angle = math.Pi/2 - c.Angle
	}
	for i := range l.line {
		l.line[i] = pt{l.line[i].Y, l.line[i].X}
	}
	l.gardenC = pt{l.gardenC.Y, l.gardenC.X}
	l.core0, l.core1 = pt{l.core0.Y, l.core0.X}, pt{l.core1.Y, l.core1.X}
}

// titleSize is the size the title is lettered at.
func (l *Layout) titleSize() float64 {
	s, _ := titleScale(l.titleHi.X-l.titleLo.X, l.titleHi.Y-l.titleLo.Y)
	return math.Min(s, l.pitch*1.1)
}

// pointAt returns the centre-line point at arc length s and the direction of
// travel there (in the frame the line is stored in).
func (l *Layout) pointAt(s float64) (x, y, angle float64) {
	n := len(l.line)
	if n == 0 {
		return 0, 0, 0
	}
	if n == 1 {
		return l.line[0].X, l.line[0].Y, 0
	}
	i := sort.SearchFloat64s(l.cum, s)
	if i <= 0 {
		i = 1
	}
	if i >= n {
		i = n - 1
	}
	a, b := l.line[i-1], l.line[i]
	seg := l.cum[i] - l.cum[i-1]
	t := 0.0
	if seg > 0 {
		t = (s - l.cum[i-1]) / seg
	}
	p := a.lerp(b, t)
	d := b.sub(a)
	return p.X, p.Y, math.Atan2(d.Y, d.X)
}

// Along returns the point on the track at position pos counted in squares
// (pos 12.5 is halfway between squares 12 and 13), following the curve, and
// the direction of travel there: for animating a piece from square to square.
// Positions towards the goal glide into the garden; square 0 is the middle
// of the start box.
func (l *Layout) Along(pos float64) (x, y, angle float64) {
	n := len(l.Cells)
	if n == 0 {
		return 0, 0, 0
	}
	goal := float64(n - 1)
	switch {
	case pos <= 0:
		c := l.Cells[0]
		return c.X, c.Y, c.Angle
	case pos >= goal:
		c := l.Cells[n-1]
		return c.X, c.Y, l.Cells[n-2].Angle
	case pos < 1:
		// from the middle of the box to square 1
		a, b := l.Cells[0], l.Cells[1]
		return a.X + (b.X-a.X)*pos, a.Y + (b.Y-a.Y)*pos, b.Angle
	case pos > goal-1:
		a, b := l.Cells[n-2], l.Cells[n-1]
		t := pos - (goal - 1)
		return a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t, math.Atan2(b.Y-a.Y, b.X-a.X)
	}
	// The stored line is already in picture coordinates.
	x, y, angle = l.pointAt(l.s0 + (pos-0.5)*l.step)
	return x, y, math.Remainder(angle, 2*math.Pi)
}

// Spot returns where piece i of n sharing a square stands, so that pieces on
// one square do not hide each other: in rows between the start box's label
// and arrow (startSpot), in a ring
// in the garden, in a small cluster on an ordinary square.
func (l *Layout) Spot(square, i, n int) (x, y float64) {
	if len(l.Cells) == 0 {
		return 0, 0
	}
	square = max(0, min(square, len(l.Cells)-1))
	c := l.Cells[square]
	if i < 0 || i >= n {
		return c.X, c.Y
	}
	if square == 0 { // between the label and the arrow
		return l.startSpot(i, n)
	}
	if n <= 1 {
		return c.X, c.Y
	}
	t := dir(c.Angle)    // along the track
	nrm := pt{-t.Y, t.X} // across it
	switch {
	case square == len(l.Cells)-1:
		a := -math.Pi/2 + 2*math.Pi*float64(i)/float64(n)
		return c.X + math.Cos(a)*c.R*0.55, c.Y + math.Sin(a)*c.R*0.55
	}
	// Up to four in a 2×2 cluster, more in a ring.
	var off pt
	if n <= 4 {
		slots := [][]pt{nil, nil,
			{{-0.38, 0}, {0.38, 0}},
			{{-0.4, -0.3}, {0.4, -0.3}, {0, 0.38}},
			{{-0.38, -0.38}, {0.38, -0.38}, {-0.38, 0.38}, {0.38, 0.38}}}
		off = slots[n][i]
	} else {
		a := 2 * math.Pi * float64(i) / float64(n)
		off = pt{0.45 * math.Cos(a), 0.45 * math.Sin(a)}
	}
	return c.X + (t.X*off.X+nrm.X*off.Y)*c.R, c.Y + (t.Y*off.X+nrm.Y*off.Y)*c.R
}
