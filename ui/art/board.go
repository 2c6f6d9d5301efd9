package art

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"goose/engine"
)

// Board renders the whole printed board at w×h pixels for the rules' board:
// aged paper, a framed border, the title, the spiral of squares from the
// start box to the garden, every square numbered and every special square
// illustrated. l may be nil or made for another size or board; then Board
// makes its own layout (NewLayout(len(squares), w, h)), which is the one to
// place pieces with.
func Board(r *engine.Rules, l *Layout, w, h int) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	var squares []engine.Square
	if r != nil {
		squares = r.Board.Squares
	}
	if len(squares) < 3 {
		if cl, err := engine.Preset("classic"); err == nil {
			squares = cl.Board.Squares
		}
	}
	if l == nil || len(l.Cells) != len(squares) || l.W != float64(w) || l.H != float64(h) {
		l = NewLayout(len(squares), float64(w), float64(h))
	}
	c := newCanvas(w, h)
	c.paper(int32(len(squares)))
	if w < 24 || h < 24 || len(l.Cells) < 3 {
		return c.img
	}
	d := boardDrawer{c: c, l: l, sq: squares}
	if r != nil {
		d.throws = r.StartThrows
	}
	d.frame()
	d.corners()
	d.track()
	d.start()
	d.garden()
	d.title()
	return c.img
}

type boardDrawer struct {
	c      *canvas
	l      *Layout
	sq     []engine.Square
	throws []engine.StartThrow // first throws: what the dice squares show
}

// lineW is the width of the main engraved rules.
func (d *boardDrawer) lineW() float64 { return math.Max(1.1, d.l.pitch/55) }

// frame draws the printed border: rules, a madder band of lozenges, and
// rosettes at the corners.
func (d *boardDrawer) frame() {
	c, l := d.c, d.l
	f := l.frame
	W, H := l.W, l.H
	e0 := f * 0.22
	e1 := f * 0.95
	rule := func(e, wdt float64, col color.NRGBA) {
		p := newPath()
		p.rect(e, e, W-e, H-e)
		c.stroke(p, wdt, col, multiply)
	}
	// the band
	band := newPath()
	band.rect(e0, e0, W-e0, e1)
	band.rect(e0, H-e1, W-e0, H-e0)
	band.rect(e0, e1, e1, H-e1)
	band.rect(W-e1, e1, W-e0, H-e1)
	c.fill(band, alpha(inkMadder, 0.32), multiply)
	rule(e0, math.Max(1.5, f*0.09), inkSepia)
	rule(e0+f*0.13, math.Max(0.8, f*0.03), inkSepia)
	rule(e1, math.Max(1.5, f*0.07), inkSepia)
	rule(e1-f*0.13, math.Max(0.8, f*0.03), inkSepia)
	// lozenges along the band, spaced to fit each side exactly
	mid := (e0 + e1) / 2
	hs := (e1 - e0) * 0.3
	side := func(x0, y0, x1, y1 float64) {
		length := math.Hypot(x1-x0, y1-y0)
		n := int(length / (hs * 3.2))
		if n < 1 {
			return
		}
		lz := newPath()
		dots := newPath()
		for i := 0; i < n; i++ {
			t := (float64(i) + 0.5) / float64(n)
			x, y := x0+(x1-x0)*t, y0+(y1-y0)*t
			lz.poly([]pt{{x - hs*1.15, y}, {x, y - hs}, {x + hs*1.15, y}, {x, y + hs}})
			t2 := float64(i+1) / float64(n)
			if i < n-1 {
				dots.circle(x0+(x1-x0)*t2, y0+(y1-y0)*t2, hs*0.28)
			}
		}
		c.fill(lz, alpha(inkOchre, 0.75), multiply)
		c.stroke(lz, math.Max(0.8, f*0.03), inkSepia, multiply)
		c.fill(dots, inkSepia, multiply)
	}
	side(e1, mid, W-e1, mid)
	side(e1, H-mid, W-e1, H-mid)
	// vertical sides: lozenges turned by swapping coordinates
	vside := func(x float64) {
		length := H - 2*e1
		n := int(length / (hs * 3.2))
		if n < 1 {
			return
		}
		lz := newPath()
		dots := newPath()
		for i := 0; i < n; i++ {
			y := e1 + length*(float64(i)+0.5)/float64(n)
			lz.poly([]pt{{x, y - hs*1.15}, {x + hs, y}, {x, y + hs*1.15}, {x - hs, y}})
			if i < n-1 {
				dots.circle(x, e1+length*float64(i+1)/float64(n), hs*0.28)
			}
		}
		c.fill(lz, alpha(inkOchre, 0.75), multiply)
		c.stroke(lz, math.Max(0.8, f*0.03), inkSepia, multiply)
		c.fill(dots, inkSepia, multiply)
	}
	vside(mid)
	vside(W - mid)
	// corner blocks with a rosette
	for _, q := range []pt{{mid, mid}, {W - mid, mid}, {mid, H - mid}, {W - mid, H - mid}} {
		s := (e1 - e0) * 0.62
		b := newPath()
		b.rect(q.X-s, q.Y-s, q.X+s, q.Y+s)
		c.fill(b, alpha(paperBase, 1), over)
		c.fill(b, alpha(inkVerdi, 0.35), multiply)
		c.stroke(b, math.Max(1, f*0.05), inkSepia, multiply)
		c.drawIcon("flower", q.X, q.Y, s*1.8, alpha(inkMadder, 0.95), multiply)
	}
}

// corners decorates the spandrels between the spiral and the frame.
func (d *boardDrawer) corners() {
	c, l := d.c, d.l
	// Each corner faces a cap of a different radius, as the turns shrink
	// going round. The circle in a corner beside a circle of radius R that
	// touches both edges has radius R(√2−1)/(√2+1). Corners are worked out
	// in the landscape frame the spiral was built in.
	p, hw, r0 := l.pitch, l.hw, l.rhoOuter
	lo, hi := l.landLo, l.landHi
	type spot struct {
		q pt
		r float64
	}
	var spots []spot
	for _, s := range []struct {
		right, bottom bool
		big           float64
	}{
		{false, false, r0 - 0.75*p + hw},
		{true, false, r0 - 0.5*p + hw},
		{true, true, r0 + hw},
	} {
		rs := s.big * 0.1716 * 0.9
		q := pt{lo.X + rs*1.05, lo.Y + rs*1.05}
		if s.right {
			q.X = hi.X - rs*1.05
		}
		if s.bottom {
			q.Y = hi.Y - rs*1.05
		}
		if l.swap {
			q = pt{q.Y, q.X}
		}
		spots = append(spots, spot{q, rs})
	}
	for _, sp := range spots {
		q, rs := sp.q, sp.r
		if rs < l.pitch*0.3 {
			continue
		}
		ring := newPath()
		ring.circle(q.X, q.Y, rs)
		c.fill(ring, alpha(inkOchre, 0.22), multiply)
		c.stroke(ring, d.lineW(), alpha(inkSepia, 0.8), multiply)
		ring2 := newPath()
		ring2.circle(q.X, q.Y, rs*0.86)
		c.stroke(ring2, d.lineW()*0.6, alpha(inkSepia, 0.6), multiply)
		c.drawIcon("fleur", q.X, q.Y, rs*1.45, alpha(inkIndigo, 0.9), multiply)
	}
}

// normalAt returns the centre-line point at arc length s and the unit
// normal to the left of the direction of travel.
func (d *boardDrawer) normalAt(s float64) (pt, pt) {
	x, y, a := d.l.pointAt(s)
	t := dir(a)
	return pt{x, y}, pt{-t.Y, t.X}
}

// band returns the outline of the track between arc lengths a and b.
func (d *boardDrawer) band(a, b, inset float64) []pt {
	hw := d.l.hw - inset
	n := int((b-a)/math.Max(1, d.l.pitch/16)) + 2
	left := make([]pt, 0, n+1)
	right := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		s := a + (b-a)*float64(i)/float64(n)
		p, nr := d.normalAt(s)
		left = append(left, p.add(nr.mul(hw)))
		right = append(right, p.sub(nr.mul(hw)))
	}
	for i := len(right) - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return left
}

// edge returns the line at offset off to the left of the centre line
// between arc lengths a and b.
func (d *boardDrawer) edge(a, b, off float64) []pt {
	n := int((b-a)/math.Max(1, d.l.pitch/16)) + 2
	out := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		s := a + (b-a)*float64(i)/float64(n)
		p, nr := d.normalAt(s)
		out = append(out, p.add(nr.mul(off)))
	}
	return out
}

// drawnKind is the kind a square is drawn as: a plain square that gives
// another throw is an again square.
func drawnKind(s engine.Square) engine.Kind {
	if s.Kind == engine.Plain && s.Again {
		return engine.Again
	}
	return s.Kind
}

// squareWash is the hand-coloured wash of each kind of square (kindArt),
// plain squares' in turn.
func squareWash(k engine.Kind, i int) (color.NRGBA, float64) {
	if a := artOf(k); a.alpha > 0 {
		return a.wash, a.alpha
	}
	cycle := []color.NRGBA{inkOchre, inkVerdi, inkMadder, inkOchre}
	a := []float64{0.14, 0.1, 0.08, 0.06}
	return cycle[i%4], a[i%4]
}

// track draws the squares 1..goal-1: washes, rules, numbers, pictures.
func (d *boardDrawer) track() {
	c, l := d.c, d.l
	n := len(l.Cells)
	lw := d.lineW()
	for i := 1; i <= n-2; i++ {
		a := l.s0 + float64(i-1)*l.step
		b := a + l.step
		col, al := squareWash(drawnKind(d.sq[i]), i)
		p := newPath()
		p.poly(d.band(a, b, 0))
		c.fill(p, alpha(col, al), multiply)
	}
	// A thin inner rule inside each edge, then the edges and dividers.
	in := l.hw - lw*2.2
	c.line(d.edge(l.sBox, l.sEnd, in), lw*0.45, alpha(inkSepia, 0.75), multiply)
	c.line(d.edge(l.sBox, l.sEnd, -in), lw*0.45, alpha(inkSepia, 0.75), multiply)
	c.line(d.edge(l.sBox, l.sEnd, l.hw), lw, inkSepia, multiply)
	c.line(d.edge(l.sBox, l.sEnd, -l.hw), lw, inkSepia, multiply)
	div := newPath()
	for i := 0; i <= n-2; i++ {
		s := l.s0 + float64(i)*l.step
		q, nr := d.normalAt(s)
		strokeInto(div, [][]pt{{q.add(nr.mul(l.hw)), q.sub(nr.mul(l.hw))}}, lw*0.9)
	}
	// close the start box and the end of the track
	q, nr := d.normalAt(l.sBox)
	strokeInto(div, [][]pt{{q.add(nr.mul(l.hw)), q.sub(nr.mul(l.hw))}}, lw)
	c.fill(div, inkSepia, multiply)

	regular, _, _ := fonts()
	for i := 1; i <= n-2; i++ {
		cell := l.Cells[i]
		k := drawnKind(d.sq[i])
		num := strconv.Itoa(i)
		ns := d.number(i)
		ch := capHeight(regular, ns.size)
		if k == engine.Plain {
			c.text(regular, num, ns.size, ns.x, ns.y+ch/2, textOpts{align: 0.5, lining: true}, alpha(inkSepia, 0.95), multiply)
			continue
		}
		// Special squares: the picture, the number on a paper patch, and
		// what the square does beyond its kind in roundels in the other
		// corners: throw again, there and back.
		out, side := d.sides(cell)
		pic := pt{cell.X, cell.Y}.sub(out.mul(cell.R * 0.1))
		pr := cell.R
		againAt := pt{cell.X, cell.Y}.add(out.mul(cell.R * 0.58)).sub(side.mul(cell.R * 0.56))
		twoAt := pt{cell.X, cell.Y}.sub(out.mul(cell.R * 0.58)).sub(side.mul(cell.R * 0.56))
		if cell.R < denseR {
			// number above, picture below, roundels in the lower corners
			pic, pr = pt{cell.X, cell.Y + cell.R*0.3}, cell.R*0.7
			// (within the circle the square holds, however it is turned)
			againAt = pt{cell.X + cell.R*0.5, cell.Y + cell.R*0.5}
			twoAt = pt{cell.X - cell.R*0.5, cell.Y + cell.R*0.5}
		}
		d.picture(k, i, pic.X, pic.Y, pr)
		w := textWidth(regular, num, ns.size, textOpts{lining: true})
		patch := newPath()
		patch.ellipse(ns.x, ns.y, w*0.62+ns.size*0.14, ch*0.92)
		c.fill(patch, alpha(paperBase, 0.9), over)
		if cell.R >= denseR {
			c.stroke(patch, math.Max(0.8, lw*0.5), alpha(inkSepia, 0.7), multiply)
		}
		c.textHeavy(regular, num, ns.size, ns.x, ns.y+ch/2, textOpts{align: 0.5, lining: true}, inkSepia, 0.025)
		br := math.Max(cell.R*0.3, math.Min(4, cell.R*0.4))
		if d.sq[i].Again && k != engine.Again {
			d.againBadge(againAt.X, againAt.Y, br)
		}
		if twoWay(d.sq, i) {
			d.twoWayBadge(twoAt.X, twoAt.Y, br, dir(cell.Angle))
		}
	}
}

// denseR is the square size (half-side, px) below which a special square's
// number goes above its picture at a readable size rather than small in a
// corner: long boards on small screens.
const denseR = 20

// numberSpot is where a square's number is lettered: its centre and size.
type numberSpot struct{ x, y, size float64 }

// number is where square i's number goes: large in the middle of a plain
// square; on a special square small in the corner on the outer side of the
// track, to the left (the geese face right), or on a small square above
// the picture, no smaller than can be read.
func (d *boardDrawer) number(i int) numberSpot {
	cell := d.l.Cells[i]
	digits := len(strconv.Itoa(i))
	if drawnKind(d.sq[i]) == engine.Plain {
		size := cell.R * 1.05
		if digits > 2 {
			size *= 0.8
		}
		return numberSpot{cell.X, cell.Y, size}
	}
	if cell.R < denseR {
		size := math.Min(math.Max(8.5, cell.R*0.56), cell.R*0.75)
		if digits > 3 {
			size *= 0.8
		}
		return numberSpot{cell.X, cell.Y - cell.R*0.55, size}
	}
	out, side := d.sides(cell)
	size := cell.R * 0.6
	if digits > 2 {
		size *= 0.82
	}
	// Pulled in towards the middle where the corner would let the number
	// reach out of a square turned across the page.
	regular, _, _ := fonts()
	hw := textWidth(regular, strconv.Itoa(i), size, textOpts{lining: true})/2 + size*0.14
	hh := capHeight(regular, size) * 0.92
	along, across := dir(cell.Angle), dir(cell.Angle+math.Pi/2)
	off := out.mul(cell.R * 0.6).add(side.mul(cell.R * 0.5))
	for k := 0; k < 8; k++ {
		fits := true
		for _, q := range []pt{{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}} {
			q = q.add(off)
			if math.Abs(q.X*along.X+q.Y*along.Y) > cell.R || math.Abs(q.X*across.X+q.Y*across.Y) > cell.R {
				fits = false
			}
		}
		if fits {
			break
		}
		off = off.mul(0.85)
	}
	return numberSpot{cell.X + off.X, cell.Y + off.Y, size}
}

// sides are the unit vectors from the spiral's core towards the cell, and
// across the track towards the left (the geese face right).
func (d *boardDrawer) sides(cell Cell) (out, side pt) {
	out = d.outward(cell)
	side = pt{-out.Y, out.X}
	if side.X > 0 || (side.X == 0 && side.Y > 0) {
		side = side.mul(-1)
	}
	return out, side
}

// outward is the unit vector from the spiral's core towards the cell.
func (d *boardDrawer) outward(cell Cell) pt {
	a, b := d.l.core0, d.l.core1
	p := pt{cell.X, cell.Y}
	ab := b.sub(a)
	t := 0.0
	if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
		t = math.Max(0, math.Min(1, ((p.X-a.X)*ab.X+(p.Y-a.Y)*ab.Y)/l2))
	}
	v := p.sub(a.add(ab.mul(t)))
	if n := v.len(); n > 1e-9 {
		return v.mul(1 / n)
	}
	return pt{0, -1}
}

// picture illustrates a special square of kind k centred on (x, y).
func (d *boardDrawer) picture(k engine.Kind, i int, x, y, r float64) {
	if a := artOf(k); a.draw != nil {
		a.draw(d, i, x, y, r, r*1.32)
		return
	}
	d.c.drawIcon("flower", x, y, r*1.32*0.6, alpha(inkSepia, 0.92), multiply)
}

// waves draws a few engraved water lines centred on (x, y), w wide.
func (d *boardDrawer) waves(x, y, w float64) {
	p := newPath()
	for row := 0; row < 2; row++ {
		yy := y + float64(row)*w*0.12
		x0 := x - w*0.5 + float64(row)*w*0.1
		x1 := x + w*0.5 - float64(row)*w*0.1
		n := 4
		step := (x1 - x0) / float64(n)
		p.moveTo(x0, yy)
		for i := 0; i < n; i++ {
			xa := x0 + step*float64(i)
			p.quadTo(xa+step/4, yy-w*0.05, xa+step/2, yy)
			p.quadTo(xa+step*3/4, yy+w*0.05, xa+step, yy)
		}
	}
	s := newPath()
	strokeInto(s, p.flatten(), math.Max(1, w*0.035))
	// flatten closes nothing: the path is open lines
	d.c.fill(s, alpha(inkIndigo, 0.7), multiply)
}

// start draws the start box (square 0): its label at the back, its arrow
// at the front, the room between them for the geese (Layout.start).
func (d *boardDrawer) start() {
	c, l := d.c, d.l
	a := l.start()
	if a.size == 0 {
		return
	}
	p := newPath()
	p.poly(d.band(l.sBox, l.s0, 0))
	c.fill(p, alpha(inkOchre, 0.3), multiply)
	cell := l.Cells[0]
	_, _, italic := fonts()
	t := dir(cell.Angle)
	// Lettered along the box, upright when the box runs across.
	ang := cell.Angle
	if math.Cos(ang) < 0 {
		ang += math.Pi
	}
	ch := capHeight(italic, a.size)
	mid := l.at((a.label.u0+a.label.u1)/2, 0)
	ox, oy := mid.X-math.Sin(ang)*ch/2, mid.Y+math.Cos(ang)*ch/2
	c.text(italic, startLabel, a.size, ox, oy, textOpts{align: 0.5, angle: ang}, alpha(inkSepia, 0.9), multiply)
	// a pointing arrow towards square 1
	tip := l.at(a.arrow.u1, 0)
	nrm := pt{-t.Y, t.X}
	ar := newPath()
	ar.poly([]pt{tip, tip.sub(t.mul(cell.R * 0.35)).add(nrm.mul(cell.R * 0.22)), tip.sub(t.mul(cell.R * 0.35)).sub(nrm.mul(cell.R * 0.22))})
	c.fill(ar, alpha(inkMadder, 0.9), multiply)
}

// garden draws the goal: a round garden with a wreath and a large goose.
func (d *boardDrawer) garden() {
	c, l := d.c, d.l
	g := l.Cells[len(l.Cells)-1]
	x, y, r := g.X, g.Y, g.R
	lw := d.lineW()
	disc := newPath()
	disc.circle(x, y, r)
	c.fill(disc, alpha(inkVerdi, 0.38), multiply)
	inner := newPath()
	inner.circle(x, y, r*0.78)
	c.fill(inner, alpha(color.NRGBA{255, 250, 230, 255}, 0.35), over)
	c.stroke(disc, lw*1.4, inkSepia, multiply)
	ring := newPath()
	ring.circle(x, y, r-lw*3)
	c.stroke(ring, lw*0.5, inkSepia, multiply)
	c.drawIcon("laurels", x, y+r*0.02, r*1.72, alpha(color.NRGBA{60, 110, 70, 255}, 0.6), multiply)
	// roses round the goose
	for i, a := range []float64{-2.3, -0.85, 0.55, 2.6} {
		rx, ry := x+math.Cos(a)*r*0.52, y+math.Sin(a)*r*0.5
		col := inkMadder
		if i%2 == 1 {
			col = color.NRGBA{190, 80, 90, 255}
		}
		c.drawIcon("rose", rx, ry, r*0.28, alpha(col, 0.95), over)
	}
	gs := r * 1.05
	drawGoose(c, scale(gs, gs).then(translate(x-gs*0.5, y-gs*0.55)), boardGoose, 0)
	// the number on a paper tablet in the wreath's opening at the top
	regular, _, _ := fonts()
	num := strconv.Itoa(len(l.Cells) - 1)
	size := math.Max(10, r*0.32)
	ch := capHeight(regular, size)
	tw := textWidth(regular, num, size, textOpts{lining: true})
	ty := y - r*0.8
	tab := newPath()
	tab.roundRect(x-tw/2-size*0.3, ty-ch*0.95, x+tw/2+size*0.3, ty+ch*0.95, size*0.3)
	c.fill(tab, color.NRGBA{246, 238, 214, 255}, over)
	c.stroke(tab, lw, inkSepia, multiply)
	c.textHeavy(regular, num, size, x, ty+ch/2, textOpts{align: 0.5, lining: true}, inkMadder, 0.03)
}

// Subtitle is the cartouche's second line, under the board's printed Italian
// title: the game's name in the player's language, in capitals (the scenes
// set it and draw the board again when the language changes).
var Subtitle = "THE GAME OF THE GOOSE"

// title draws the cartouche with the name of the game.
func (d *boardDrawer) title() {
	c, l := d.c, d.l
	lo, hi := l.titleLo, l.titleHi
	w, h := hi.X-lo.X, hi.Y-lo.Y
	if w < 40 || h < 16 {
		return
	}
	regular, _, italic := fonts()
	s1, set := titleScale(w, h)
	s1 = math.Min(s1, l.pitch*1.1)
	m := set.measure()
	s2 := s1 * titleR2
	ch1, ch2 := capHeight(italic, s1), capHeight(regular, s2)
	block := m.block * s1
	bw, bh := (m.w+titleMargin)*s1, m.h*s1
	cx := (lo.X + hi.X) / 2
	cy := (lo.Y + hi.Y) / 2
	d.cartouche(cx, cy, bw, bh, s1*0.5, set.fleurons)
	y1 := cy - block/2 + ch1
	for i, line := range set.lines {
		c.text(italic, line, s1, cx, y1+float64(i)*titleLead*s1, textOpts{align: 0.5}, inkMadder, multiply)
	}
	// a rule with a lozenge between the lines
	ry := y1 + float64(len(set.lines)-1)*titleLead*s1 + s1*0.3
	rw := bw * 0.28
	c.line([]pt{{cx - rw, ry}, {cx - s2*0.7, ry}}, d.lineW()*0.7, inkSepia, multiply)
	c.line([]pt{{cx + s2*0.7, ry}, {cx + rw, ry}}, d.lineW()*0.7, inkSepia, multiply)
	lz := newPath()
	lz.poly([]pt{{cx - s2*0.45, ry}, {cx, ry - s2*0.3}, {cx + s2*0.45, ry}, {cx, ry + s2*0.3}})
	c.fill(lz, inkSepia, multiply)
	for i, line := range set.sub {
		c.text(regular, line, s2, cx, ry+s1*0.25+ch2+float64(i)*titleSubLead*s2, titleOpts2, inkSepia, multiply)
	}
}

// The title: the name in italics, then capitals at titleR2 of their size;
// lines titleLead and titleSubLead of their size apart.
const (
	titleR2      = 0.34
	titleLead    = 1.05
	titleSubLead = 1.45
	titleMargin  = 1.5 // the cartouche's width beyond the lettering
)

var titleOpts2 = textOpts{align: 0.5, track: 0.18}

// titleSet is one way of setting the title: in a wide cartouche with
// fleurons at its ends (a band, a long core), or stacked for a squarer box.
type titleSet struct {
	lines, sub []string
	fleurons   bool
}

// titleSets are the ways to set the title, the second line in the player's
// language (Subtitle), split in two at its middle space for the stacked set.
func titleSets() []titleSet {
	sub2 := []string{Subtitle}
	if words := strings.Fields(Subtitle); len(words) > 1 {
		k := (len(words) + 1) / 2
		sub2 = []string{strings.Join(words[:k], " "), strings.Join(words[k:], " ")}
	}
	return []titleSet{
		{[]string{"Il Gioco dell’Oca"}, []string{Subtitle}, true},
		{[]string{"Il Gioco", "dell’Oca"}, sub2, false},
	}
}

// titleSize is a set title measured at size 1: the width of its longest
// line, the height of the lettering and of the whole cartouche.
type titleSize struct{ w, block, h float64 }

func (t titleSet) measure() titleSize {
	regular, _, italic := fonts()
	w := 0.0
	for _, line := range t.sub {
		w = math.Max(w, textWidth(regular, line, 100*titleR2, titleOpts2))
	}
	for _, line := range t.lines {
		w = math.Max(w, textWidth(italic, line, 100, textOpts{}))
	}
	block := (capHeight(italic, 100)+capHeight(regular, 100*titleR2))/100 + 0.55 +
		float64(len(t.lines)-1)*titleLead + float64(len(t.sub)-1)*titleSubLead*titleR2
	return titleSize{w / 100, block, block + 0.9}
}

// titleScale is the largest title size, and the setting giving it, for
// which the cartouche and any fleurons (reaching 0.43 of its height beyond
// each end) fit a w×h box.
func titleScale(w, h float64) (float64, titleSet) {
	sets := titleSets()
	best, set := 0.0, sets[0]
	for _, t := range sets {
		m := t.measure()
		ends := 0.0
		if t.fleurons {
			ends = 0.86 * m.h
		}
		if s := math.Min(w/(m.w+titleMargin+ends), h/m.h); s > best {
			best, set = s, t
		}
	}
	return best, set
}

// cartouche draws a framed tablet with scrolled ends centred on (x, y).
func (d *boardDrawer) cartouche(x, y, w, h, notch float64, fleurons bool) {
	c := d.c
	lw := d.lineW()
	x0, y0, x1, y1 := x-w/2, y-h/2, x+w/2, y+h/2
	n := notch // of the corners
	shape := func(in float64) *path {
		p := newPath()
		a0, b0, a1, b1 := x0+in, y0+in, x1-in, y1-in
		k := n - in*0.5
		p.moveTo(a0+k, b0)
		p.lineTo(a1-k, b0)
		p.quadTo(a1-k, b0+k, a1, b0+k)
		p.lineTo(a1, b1-k)
		p.quadTo(a1-k, b1-k, a1-k, b1)
		p.lineTo(a0+k, b1)
		p.quadTo(a0+k, b1-k, a0, b1-k)
		p.lineTo(a0, b0+k)
		p.quadTo(a0+k, b0+k, a0+k, b0)
		p.close()
		return p
	}
	outer := shape(0)
	c.fill(outer, color.NRGBA{248, 240, 218, 200}, over)
	c.fill(outer, alpha(inkOchre, 0.12), multiply)
	c.stroke(outer, lw*1.3, inkSepia, multiply)
	c.stroke(shape(lw*3), lw*0.5, inkSepia, multiply)
	if !fleurons {
		return
	}
	// fleurons at the two ends, pointing outwards
	for _, sx := range []float64{-1, 1} {
		fx := x + sx*(w/2+h*0.22)
		c.fill(iconPath("fleur", fx, y, h*0.42, sx*math.Pi/2), alpha(inkMadder, 0.85), multiply)
	}
}
