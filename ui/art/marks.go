package art

import (
	"image/color"
	"math"

	"goose/engine"
)

// The marks drawn over a square's picture: what it does beyond its kind.

// twoWay reports whether square i jumps to a square of the same kind that
// jumps straight back (spanish bridges 6↔12, dice 26↔53).
func twoWay(sq []engine.Square, i int) bool {
	s := sq[i]
	if !artOf(s.Kind).twoWay {
		return false
	}
	if s.To <= 0 || s.To >= len(sq) {
		return false
	}
	t := sq[s.To]
	return t.Kind == s.Kind && t.To == i
}

// againArrow draws a circular arrow of radius r round (x, y), turning
// clockwise: "throw again".
func (c *canvas) againArrow(x, y, r float64, col color.NRGBA, mode blend) {
	w := r * 0.34
	a0 := -math.Pi/2 + 0.7
	a1 := a0 + 2*math.Pi - 1.45
	const n = 28
	arc := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/n
		arc = append(arc, pt{x + r*math.Cos(a), y + r*math.Sin(a)})
	}
	c.line(arc, w, col, mode)
	end := arc[n]
	t := pt{-math.Sin(a1), math.Cos(a1)} // the way the arc turns
	nr := pt{math.Cos(a1), math.Sin(a1)}
	head := newPath()
	head.poly([]pt{end.add(t.mul(w * 2.3)), end.add(nr.mul(w * 1.55)), end.sub(nr.mul(w * 1.55))})
	c.fill(head, col, mode)
}

// againBadge is the small roundel with a circular arrow that marks a square
// after which the player throws again.
func (d *boardDrawer) againBadge(x, y, r float64) {
	c := d.c
	disc := newPath()
	disc.circle(x, y, r)
	c.fill(disc, alpha(paperBase, 0.95), over)
	c.stroke(disc, math.Max(0.8, r*0.1), alpha(inkMadder, 0.9), multiply)
	c.againArrow(x, y, r*0.52, inkMadder, multiply)
}

// twoWayBadge is the roundel with a double-headed arrow along the track
// (direction t) that marks a square leading there and back.
func (d *boardDrawer) twoWayBadge(x, y, r float64, t pt) {
	disc := newPath()
	disc.circle(x, y, r)
	d.c.fill(disc, alpha(paperBase, 0.95), over)
	d.c.stroke(disc, math.Max(0.8, r*0.1), alpha(inkMadder, 0.9), multiply)
	q := pt{x, y}
	d.twoWayArrow(q.sub(t.mul(r*0.72)), q.add(t.mul(r*0.72)), math.Max(0.9, r*0.16), inkMadder)
}

// twoWayArrow draws a double-headed arrow from a to b.
func (d *boardDrawer) twoWayArrow(a, b pt, w float64, col color.NRGBA) {
	c := d.c
	v := b.sub(a)
	l := v.len()
	if l < 1e-6 {
		return
	}
	t := v.mul(1 / l)
	nr := pt{-t.Y, t.X}
	hl := math.Min(w*2.6, l*0.3) // head length
	c.line([]pt{a.add(t.mul(hl * 0.8)), b.sub(t.mul(hl * 0.8))}, w, col, multiply)
	heads := newPath()
	heads.poly([]pt{a, a.add(t.mul(hl)).add(nr.mul(hl * 0.6)), a.add(t.mul(hl)).sub(nr.mul(hl * 0.6))})
	heads.poly([]pt{b, b.sub(t.mul(hl)).add(nr.mul(hl * 0.6)), b.sub(t.mul(hl)).sub(nr.mul(hl * 0.6))})
	c.fill(heads, col, multiply)
}

// diceFaces are the faces the two dice of dice square i show: the first
// throw that goes there where the rules have one (26: 6+3, 53: 4+5), else
// the digits of its number when they are faces (26: 2 and 6), else two
// faces that differ from square to square.
func diceFaces(i int, throws []engine.StartThrow) (int, int) {
	for _, t := range throws {
		if t.To == i {
			return t.A, t.B
		}
	}
	if a, b := i/10, i%10; i < 100 && a >= 1 && a <= 6 && b >= 1 && b <= 6 {
		return a, b
	}
	return 1 + i%6, 1 + (i/6)%6
}
