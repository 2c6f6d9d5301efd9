package art

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// pt is a point in pixels.
type pt struct{ X, Y float64 }

func (a pt) add(b pt) pt             { return pt{a.X + b.X, a.Y + b.Y} }
func (a pt) sub(b pt) pt             { return pt{a.X - b.X, a.Y - b.Y} }
func (a pt) mul(k float64) pt        { return pt{a.X * k, a.Y * k} }
func (a pt) len() float64            { return math.Hypot(a.X, a.Y) }
func (a pt) lerp(b pt, t float64) pt { return pt{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }
func dir(angle float64) pt           { return pt{math.Cos(angle), math.Sin(angle)} }

// affine maps x,y to (A*x + B*y + C, D*x + E*y + F).
type affine struct{ A, B, C, D, E, F float64 }

var identity = affine{A: 1, E: 1}

func (m affine) apply(p pt) pt {
	return pt{m.A*p.X + m.B*p.Y + m.C, m.D*p.X + m.E*p.Y + m.F}
}

// then returns the transform that applies m first and n second.
func (m affine) then(n affine) affine {
	return affine{
		A: n.A*m.A + n.B*m.D, B: n.A*m.B + n.B*m.E, C: n.A*m.C + n.B*m.F + n.C,
		D: n.D*m.A + n.E*m.D, E: n.D*m.B + n.E*m.E, F: n.D*m.C + n.E*m.F + n.F,
	}
}

func translate(x, y float64) affine { return affine{A: 1, E: 1, C: x, F: y} }
func scale(sx, sy float64) affine   { return affine{A: sx, E: sy} }
func rotate(a float64) affine {
	s, c := math.Sincos(a)
	return affine{A: c, B: -s, D: s, E: c}
}

// segment kinds of a path.
const (
	segMove = iota
	segLine
	segQuad
	segCube
	segClose
)

type seg struct {
	op int
	p  [3]pt
}

// path is a list of subpaths in pixel space, filled with the non-zero rule
// (the rasterizer takes the absolute winding, which is the same for shapes
// that do not wind twice the opposite way).
type path struct {
	segs []seg
	m    affine // applied to points as they are added
	pen  pt     // last point, untransformed
	open bool
}

func newPath() *path { return &path{m: identity} }

func (p *path) moveTo(x, y float64) {
	p.pen = pt{x, y}
	p.segs = append(p.segs, seg{op: segMove, p: [3]pt{p.m.apply(p.pen)}})
	p.open = true
}
func (p *path) lineTo(x, y float64) {
	p.pen = pt{x, y}
	p.segs = append(p.segs, seg{op: segLine, p: [3]pt{p.m.apply(p.pen)}})
}
func (p *path) quadTo(x1, y1, x, y float64) {
	p.pen = pt{x, y}
	p.segs = append(p.segs, seg{op: segQuad, p: [3]pt{p.m.apply(pt{x1, y1}), p.m.apply(p.pen)}})
}
func (p *path) cubeTo(x1, y1, x2, y2, x, y float64) {
	p.pen = pt{x, y}
	p.segs = append(p.segs, seg{op: segCube, p: [3]pt{p.m.apply(pt{x1, y1}), p.m.apply(pt{x2, y2}), p.m.apply(p.pen)}})
}
func (p *path) close() {
	if p.open {
		p.segs = append(p.segs, seg{op: segClose})
		p.open = false
	}
}

// poly adds a closed polygon.
func (p *path) poly(pts []pt) {
	if len(pts) < 3 {
		return
	}
	p.moveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.lineTo(q.X, q.Y)
	}
	p.close()
}

// ellipse adds an ellipse of radii rx, ry centred on cx, cy (four cubics).
func (p *path) ellipse(cx, cy, rx, ry float64) {
	const k = 0.5522847498
	p.moveTo(cx+rx, cy)
	p.cubeTo(cx+rx, cy+ry*k, cx+rx*k, cy+ry, cx, cy+ry)
	p.cubeTo(cx-rx*k, cy+ry, cx-rx, cy+ry*k, cx-rx, cy)
	p.cubeTo(cx-rx, cy-ry*k, cx-rx*k, cy-ry, cx, cy-ry)
	p.cubeTo(cx+rx*k, cy-ry, cx+rx, cy-ry*k, cx+rx, cy)
	p.close()
}

func (p *path) circle(cx, cy, r float64) { p.ellipse(cx, cy, r, r) }

// ellipseRev is an ellipse wound the other way, to cut a hole.
func (p *path) ellipseRev(cx, cy, rx, ry float64) {
	const k = 0.5522847498
	p.moveTo(cx+rx, cy)
	p.cubeTo(cx+rx, cy-ry*k, cx+rx*k, cy-ry, cx, cy-ry)
	p.cubeTo(cx-rx*k, cy-ry, cx-rx, cy-ry*k, cx-rx, cy)
	p.cubeTo(cx-rx, cy+ry*k, cx-rx*k, cy+ry, cx, cy+ry)
	p.cubeTo(cx+rx*k, cy+ry, cx+rx, cy+ry*k, cx+rx, cy)
	p.close()
}

func (p *path) rect(x0, y0, x1, y1 float64) {
	p.poly([]pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}})
}

func (p *path) roundRect(x0, y0, x1, y1, r float64) {
	r = math.Min(r, math.Min((x1-x0)/2, (y1-y0)/2))
	const k = 0.5522847498
	p.moveTo(x0+r, y0)
	p.lineTo(x1-r, y0)
	p.cubeTo(x1-r+r*k, y0, x1, y0+r-r*k, x1, y0+r)
	p.lineTo(x1, y1-r)
	p.cubeTo(x1, y1-r+r*k, x1-r+r*k, y1, x1-r, y1)
	p.lineTo(x0+r, y1)
	p.cubeTo(x0+r-r*k, y1, x0, y1-r+r*k, x0, y1-r)
	p.lineTo(x0, y0+r)
	p.cubeTo(x0, y0+r-r*k, x0+r-r*k, y0, x0+r, y0)
	p.close()
}

// bounds returns the box of the control points (it contains the curve).
func (p *path) bounds() (lo, hi pt) {
	lo = pt{math.Inf(1), math.Inf(1)}
	hi = pt{math.Inf(-1), math.Inf(-1)}
	for _, s := range p.segs {
		n := 1
		switch s.op {
		case segClose:
			n = 0
		case segQuad:
			n = 2
		case segCube:
			n = 3
		}
		for _, q := range s.p[:n] {
			lo.X, lo.Y = math.Min(lo.X, q.X), math.Min(lo.Y, q.Y)
			hi.X, hi.Y = math.Max(hi.X, q.X), math.Max(hi.Y, q.Y)
		}
	}
	return lo, hi
}

// flatten turns the path into closed or open polylines (tol in pixels).
func (p *path) flatten() [][]pt {
	var out [][]pt
	var cur []pt
	var start pt
	for _, s := range p.segs {
		switch s.op {
		case segMove:
			if len(cur) > 1 {
				out = append(out, cur)
			}
			cur = []pt{s.p[0]}
			start = s.p[0]
		case segLine:
			cur = append(cur, s.p[0])
		case segQuad:
			a := cur[len(cur)-1]
			n := curveSteps(a, s.p[0], s.p[0], s.p[1])
			for i := 1; i <= n; i++ {
				t := float64(i) / float64(n)
				cur = append(cur, a.lerp(s.p[0], t).lerp(s.p[0].lerp(s.p[1], t), t))
			}
		case segCube:
			a := cur[len(cur)-1]
			n := curveSteps(a, s.p[0], s.p[1], s.p[2])
			for i := 1; i <= n; i++ {
				t := float64(i) / float64(n)
				cur = append(cur, cubicAt(a, s.p[0], s.p[1], s.p[2], t))
			}
		case segClose:
			cur = append(cur, start)
			out = append(out, cur)
			cur = []pt{start}
		}
	}
	if len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

func cubicAt(a, b, c, d pt, t float64) pt {
	ab, bc, cd := a.lerp(b, t), b.lerp(c, t), c.lerp(d, t)
	return ab.lerp(bc, t).lerp(bc.lerp(cd, t), t)
}

func curveSteps(a, b, c, d pt) int {
	l := b.sub(a).len() + c.sub(b).len() + d.sub(c).len()
	n := int(l/3) + 2
	if n > 64 {
		n = 64
	}
	return n
}

// blend says how a colour goes onto the picture.
type blend int

const (
	over     blend = iota // paint
	multiply              // ink or wash that lets the paper show through
	screen                // light
)

// canvas draws anti-aliased paths on an RGBA picture.
type canvas struct {
	img  *image.RGBA
	rz   vector.Rasterizer
	mask image.Alpha
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// subpath is a run of segments that starts with a move, and its box.
type subpath struct {
	from, to int
	lo, hi   pt
}

func (p *path) subpaths() []subpath {
	var out []subpath
	cur := subpath{from: -1}
	grow := func(q pt) {
		cur.lo.X, cur.lo.Y = math.Min(cur.lo.X, q.X), math.Min(cur.lo.Y, q.Y)
		cur.hi.X, cur.hi.Y = math.Max(cur.hi.X, q.X), math.Max(cur.hi.Y, q.Y)
	}
	for i, s := range p.segs {
		if s.op == segMove {
			if cur.from >= 0 {
				cur.to = i
				out = append(out, cur)
			}
			cur = subpath{from: i, lo: s.p[0], hi: s.p[0]}
			continue
		}
		if cur.from < 0 {
			continue // segments before any move draw nothing
		}
		n := 0
		switch s.op {
		case segLine:
			n = 1
		case segQuad:
			n = 2
		case segCube:
			n = 3
		}
		for _, q := range s.p[:n] {
			grow(q)
		}
	}
	if cur.from >= 0 {
		cur.to = len(p.segs)
		out = append(out, cur)
	}
	return out
}

// tile is the side of the squares a large fill is rasterized in, so that a
// long thin stroke costs its own area rather than its bounding box's.
const tile = 256

// fill paints p with col (its alpha is the opacity) using mode.
func (c *canvas) fill(p *path, col color.NRGBA, mode blend) {
	subs := p.subpaths()
	if len(subs) == 0 {
		return
	}
	lo, hi := subs[0].lo, subs[0].hi
	for _, s := range subs[1:] {
		lo.X, lo.Y = math.Min(lo.X, s.lo.X), math.Min(lo.Y, s.lo.Y)
		hi.X, hi.Y = math.Max(hi.X, s.hi.X), math.Max(hi.Y, s.hi.Y)
	}
	box := pixBox(lo, hi).Intersect(c.img.Rect)
	if box.Empty() {
		return
	}
	if len(subs) < 8 || box.Dx()*box.Dy() <= 4*tile*tile {
		c.fillIn(p, subs, box, col, mode)
		return
	}
	// Each closed subpath adds nothing outside its own box, so a tile needs
	// only the subpaths that reach it.
	var near []subpath
	for y := box.Min.Y; y < box.Max.Y; y += tile {
		for x := box.Min.X; x < box.Max.X; x += tile {
			t := image.Rect(x, y, x+tile, y+tile).Intersect(box)
			near = near[:0]
			for _, s := range subs {
				if pixBox(s.lo, s.hi).Overlaps(t) {
					near = append(near, s)
				}
			}
			if len(near) > 0 {
				c.fillIn(p, near, t, col, mode)
			}
		}
	}
}

func pixBox(lo, hi pt) image.Rectangle {
	return image.Rect(int(math.Floor(lo.X))-1, int(math.Floor(lo.Y))-1, int(math.Ceil(hi.X))+1, int(math.Ceil(hi.Y))+1)
}

// fillIn rasterizes the given subpaths of p within the box r and paints them.
func (c *canvas) fillIn(p *path, subs []subpath, r image.Rectangle, col color.NRGBA, mode blend) {
	w, h := r.Dx(), r.Dy()
	c.rz.Reset(w, h)
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	for _, sp := range subs {
		for _, s := range p.segs[sp.from:sp.to] {
			switch s.op {
			case segMove:
				c.rz.MoveTo(float32(s.p[0].X)-ox, float32(s.p[0].Y)-oy)
			case segLine:
				c.rz.LineTo(float32(s.p[0].X)-ox, float32(s.p[0].Y)-oy)
			case segQuad:
				c.rz.QuadTo(float32(s.p[0].X)-ox, float32(s.p[0].Y)-oy, float32(s.p[1].X)-ox, float32(s.p[1].Y)-oy)
			case segCube:
				c.rz.CubeTo(float32(s.p[0].X)-ox, float32(s.p[0].Y)-oy, float32(s.p[1].X)-ox, float32(s.p[1].Y)-oy, float32(s.p[2].X)-ox, float32(s.p[2].Y)-oy)
			case segClose:
				c.rz.ClosePath()
			}
		}
		c.rz.ClosePath() // fills close every subpath
	}
	if cap(c.mask.Pix) < w*h {
		c.mask.Pix = make([]uint8, w*h)
	}
	c.mask.Pix = c.mask.Pix[:w*h]
	clear(c.mask.Pix)
	c.mask.Stride = w
	c.mask.Rect = image.Rect(0, 0, w, h)
	c.rz.Draw(&c.mask, c.mask.Rect, image.Opaque, image.Point{})
	c.composite(r, c.mask.Pix, w, col, mode)
}

// composite puts col through the mask m (stride wide, covering r) onto the picture.
func (c *canvas) composite(r image.Rectangle, m []uint8, stride int, col color.NRGBA, mode blend) {
	ca := uint32(col.A)
	cr, cg, cb := uint32(col.R), uint32(col.G), uint32(col.B)
	img := c.img
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := m[(y-r.Min.Y)*stride:]
		off := img.PixOffset(r.Min.X, y)
		px := img.Pix[off : off+4*r.Dx()]
		for x := 0; x < r.Dx(); x++ {
			mv := uint32(row[x])
			if mv == 0 {
				continue
			}
			a := mv * ca / 255 // 0..255
			if a == 0 {
				continue
			}
			d := px[4*x : 4*x+4 : 4*x+4]
			switch mode {
			case over:
				ia := 255 - a
				d[0] = uint8((cr*a + uint32(d[0])*ia + 127) / 255)
				d[1] = uint8((cg*a + uint32(d[1])*ia + 127) / 255)
				d[2] = uint8((cb*a + uint32(d[2])*ia + 127) / 255)
				d[3] = uint8((255*a + uint32(d[3])*ia + 127) / 255)
			case multiply:
				// d * (1 - a + a*c): with premultiplied colour this keeps alpha.
				d[0] = uint8(uint32(d[0]) * (255*255 - a*(255-cr)) / (255 * 255))
				d[1] = uint8(uint32(d[1]) * (255*255 - a*(255-cg)) / (255 * 255))
				d[2] = uint8(uint32(d[2]) * (255*255 - a*(255-cb)) / (255 * 255))
			case screen:
				da := uint32(d[3])
				d[0] = uint8(uint32(d[0]) + (da-uint32(d[0]))*a*cr/(255*255))
				d[1] = uint8(uint32(d[1]) + (da-uint32(d[1]))*a*cg/(255*255))
				d[2] = uint8(uint32(d[2]) + (da-uint32(d[2]))*a*cb/(255*255))
			}
		}
	}
}

// strokePath adds to dst the outline of polylines drawn with width w and round
// joins; every piece winds the same way so overlaps do not cancel.
func strokeInto(dst *path, lines [][]pt, w float64) {
	hw := w / 2
	for _, l := range lines {
		for i := 0; i+1 < len(l); i++ {
			a, b := l[i], l[i+1]
			d := b.sub(a)
			n := d.len()
			if n < 1e-9 {
				continue
			}
			nx, ny := -d.Y/n*hw, d.X/n*hw
			q := []pt{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}
			addWound(dst, q)
		}
		if hw >= 0.6 {
			for _, q := range l {
				addWound(dst, circlePoly(q, hw))
			}
		}
	}
}

// addWound adds a polygon wound positively (by the shoelace sign).
func addWound(dst *path, q []pt) {
	s := 0.0
	for i := range q {
		j := (i + 1) % len(q)
		s += q[i].X*q[j].Y - q[j].X*q[i].Y
	}
	if s < 0 {
		for i, j := 0, len(q)-1; i < j; i, j = i+1, j-1 {
			q[i], q[j] = q[j], q[i]
		}
	}
	// Points are already in picture space: bypass the transform.
	dst.segs = append(dst.segs, seg{op: segMove, p: [3]pt{q[0]}})
	for _, v := range q[1:] {
		dst.segs = append(dst.segs, seg{op: segLine, p: [3]pt{v}})
	}
	dst.segs = append(dst.segs, seg{op: segClose})
}

func circlePoly(c pt, r float64) []pt {
	n := int(r*1.5) + 8
	if n > 48 {
		n = 48
	}
	q := make([]pt, n)
	for i := range q {
		a := 2 * math.Pi * float64(i) / float64(n)
		q[i] = pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return q
}

// stroke paints the outline of p.
func (c *canvas) stroke(p *path, w float64, col color.NRGBA, mode blend) {
	s := newPath()
	strokeInto(s, p.flatten(), w)
	c.fill(s, col, mode)
}

// line strokes a polyline.
func (c *canvas) line(pts []pt, w float64, col color.NRGBA, mode blend) {
	s := newPath()
	strokeInto(s, [][]pt{pts}, w)
	c.fill(s, col, mode)
}
