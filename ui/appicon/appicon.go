// Package appicon draws Goose's application icon: a white goose standing on
// the spiral of the board, on an indigo tile. It is one vector drawing,
// rendered at any size; small sizes drop the fine detail that would only blur.
// build/dist/icon writes it out as PNGs for the packages; the game sets it as
// its window icon.
package appicon

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"goose/ui/ink"
)

// The icon's inks: the game's one palette (ui/ink), and the two ends of its
// indigo sky, which only the icon has.
var (
	indigoTop = color.NRGBA{0x45, 0x5b, 0x93, 0xff}
	indigoBot = color.NRGBA{0x22, 0x2f, 0x52, 0xff}
	paper     = ink.N(ink.Paper)
	inkLine   = ink.N(ink.GooseLine)
	white     = ink.N(ink.GooseWhite)
	wingWhite = ink.N(ink.GooseWing)
	beak      = ink.N(ink.Beak)
	ochre     = ink.N(ink.Ochre)
)

// Sizes are the square sizes, in pixels, that the packages ship.
var Sizes = []int{16, 24, 32, 48, 64, 128, 256, 512, 1024}

// Render draws the icon size×size pixels (at least 1), on a transparent
// background.
func Render(size int) *image.RGBA {
	if size < 1 {
		size = 1
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	small := size <= 24

	// The tile. Large icons keep a margin, as macOS and the desktops' icon
	// grids expect; small ones use every pixel.
	m := 0.08
	if size <= 48 {
		m = 0.02
	}
	tile := func(p *pen) { p.roundRect(m, m, 1-m, 1-m, 0.19) }
	mask := image.NewAlpha(img.Rect)
	fillMask(mask, s, tile)

	// Everything on the tile is drawn on a layer, then cut to the tile's shape.
	layer := image.NewRGBA(img.Rect)
	draw.Draw(layer, layer.Rect, gradient{s * m, s * (1 - m), indigoTop, indigoBot}, image.Point{}, draw.Src)
	if !small {
		fill(layer, s, spiral(0.5, 0.53, 0.17, 0.52, 0.045), withAlpha(paper, 0.16))
	}
	// the golden ground the goose stands on: square 63, the goal
	fill(layer, s, func(p *pen) { p.ellipse(0.5, 0.86, 0.34, 0.075) }, withAlpha(ochre, 0.9))
	if !small {
		fill(layer, s, func(p *pen) { p.ellipse(0.5, 0.852, 0.30, 0.05) }, withAlpha(paper, 0.22))
	}
	drawGoose(layer, s, small)
	if size > 48 {
		// a printed frame just inside the edge
		in := m + 0.035
		fill(layer, s, func(p *pen) {
			p.roundRect(in, in, 1-in, 1-in, 0.19-0.03)
			p.roundRectRev(in+0.012, in+0.012, 1-in-0.012, 1-in-0.012, 0.19-0.042)
		}, withAlpha(paper, 0.4))
	}
	draw.DrawMask(img, img.Rect, layer, image.Point{}, mask, image.Point{}, draw.Over)
	return img
}

// drawGoose draws the goose facing right, in the unit box, feet at y ≈ 0.86.
func drawGoose(dst *image.RGBA, s float64, small bool) {
	// the goose's own unit box, placed on the tile
	const k, ox, oy = 0.74, 0.115, 0.15
	g := func(x, y float64) (float64, float64) { return ox + x*k, oy + y*k }
	var (
		body = func(p *pen) {
			p.M(g(0.70, 0.56))
			p.C3(g, 0.75, 0.71, 0.62, 0.83, 0.45, 0.83)
			p.C3(g, 0.28, 0.83, 0.15, 0.75, 0.11, 0.63)
			p.L(g(0.03, 0.49))
			p.C3(g, 0.13, 0.52, 0.22, 0.47, 0.34, 0.47)
			p.C3(g, 0.48, 0.47, 0.61, 0.50, 0.70, 0.56)
			p.Z()
		}
		neck = func(p *pen) {
			p.M(g(0.55, 0.52))
			p.C3(g, 0.64, 0.44, 0.60, 0.31, 0.655, 0.215)
			p.L(g(0.805, 0.235))
			p.C3(g, 0.75, 0.34, 0.80, 0.46, 0.735, 0.62)
			p.Z()
		}
		head = func(p *pen) {
			x, y := g(0.735, 0.19)
			p.ellipse(x, y, 0.088*k, 0.08*k)
		}
		bill = func(p *pen) {
			p.M(g(0.79, 0.15))
			p.Q2(g, 0.91, 0.16, 0.975, 0.22)
			p.Q2(g, 0.90, 0.255, 0.79, 0.26)
			p.Z()
		}
		wing = func(p *pen) {
			p.M(g(0.6, 0.56))
			p.C3(g, 0.5, 0.49, 0.3, 0.49, 0.15, 0.575)
			p.C3(g, 0.26, 0.67, 0.46, 0.71, 0.61, 0.645)
			p.C3(g, 0.64, 0.62, 0.63, 0.58, 0.6, 0.56)
			p.Z()
		}
		legs = func(p *pen) {
			for _, x := range []float64{0.41, 0.55} {
				p.M(g(x-0.02, 0.78))
				p.L(g(x+0.02, 0.78))
				p.L(g(x+0.015, 0.92))
				p.L(g(x-0.015, 0.92))
				p.Z()
			}
		}
		feet = func(p *pen) {
			p.M(g(0.43, 0.905))
			p.L(g(0.31, 0.955))
			p.L(g(0.47, 0.955))
			p.Z()
			p.M(g(0.57, 0.905))
			p.L(g(0.47, 0.955))
			p.L(g(0.63, 0.955))
			p.Z()
		}
	)
	// The outline is the silhouette grown by lw in every direction.
	lw := math.Max(0.022, 1.1/s)
	if small {
		lw = math.Max(0.03, 1/s)
	}
	for _, sh := range []func(*pen){legs, feet, body, neck, head, bill, wing} {
		outline(dst, s, sh, inkLine, lw)
	}
	fill(dst, s, legs, beak)
	fill(dst, s, feet, beak)
	fill(dst, s, bill, beak)
	for _, sh := range []func(*pen){body, neck, head} {
		fill(dst, s, sh, white)
	}
	if !small {
		// light on the breast, the line where the bill closes
		fill(dst, s, func(p *pen) { x, y := g(0.5, 0.72); p.ellipse(x, y, 0.19*k, 0.06*k) }, color.NRGBA{255, 255, 255, 60})
		fill(dst, s, func(p *pen) {
			p.M(g(0.80, 0.208))
			p.L(g(0.95, 0.222))
			p.L(g(0.95, 0.232))
			p.L(g(0.80, 0.222))
			p.Z()
		}, withAlpha(inkLine, 0.55))
	}
	outline(dst, s, wing, inkLine, lw*0.8)
	fill(dst, s, wing, wingWhite)
	if !small {
		fl := func(p *pen) {
			for _, f := range [][4]float64{{0.24, 0.6, 0.44, 0.655}, {0.3, 0.56, 0.54, 0.615}} {
				mx, my := (f[0]+f[2])/2, (f[1]+f[3])/2+0.012
				p.M(g(f[0], f[1]))
				p.Q2(g, mx, my-0.012, f[2], f[3])
				p.L(g(f[2], f[3]+0.012))
				p.Q2(g, mx, my, f[0], f[1]+0.01)
				p.Z()
			}
		}
		fill(dst, s, fl, withAlpha(inkLine, 0.45))
	}
	// the eye, with a glint on big icons
	ex, ey := g(0.755, 0.175)
	er := math.Max(0.019*k, 0.55/s)
	fill(dst, s, func(p *pen) { p.ellipse(ex, ey, er, er) }, color.NRGBA{20, 14, 10, 255})
	if s >= 64 {
		fill(dst, s, func(p *pen) { p.ellipse(ex+0.3*er, ey-0.35*er, 0.38*er, 0.38*er) }, color.NRGBA{255, 255, 255, 230})
	}
}

// spiral is a band winding out from (cx, cy): the track of the board.
// r0 is its inner radius, r1 the outer, w the band's width.
func spiral(cx, cy, r0, r1, w float64) func(*pen) {
	return func(p *pen) {
		const turns = 1.6
		const n = 240
		a := func(i int) float64 { return turns * 2 * math.Pi * float64(i) / n }
		r := func(i int) float64 { return r0 + (r1-r0)*float64(i)/n }
		for i := 0; i <= n; i++ {
			x, y := cx+(r(i)+w/2)*math.Cos(a(i)+math.Pi/2), cy+(r(i)+w/2)*math.Sin(a(i)+math.Pi/2)
			if i == 0 {
				p.M(x, y)
			} else {
				p.L(x, y)
			}
		}
		for i := n; i >= 0; i-- {
			p.L(cx+(r(i)-w/2)*math.Cos(a(i)+math.Pi/2), cy+(r(i)-w/2)*math.Sin(a(i)+math.Pi/2))
		}
		p.Z()
	}
}

// pen records a path in unit coordinates as polylines in pixels (s pixels
// to the unit), so that it can be filled or outlined.
type pen struct {
	s     float64
	polys [][]pt
}

type pt struct{ X, Y float64 }

func (p *pen) xy(x, y float64) pt { return pt{x * p.s, y * p.s} }
func (p *pen) last() pt {
	q := p.polys[len(p.polys)-1]
	return q[len(q)-1]
}
func (p *pen) M(x, y float64) { p.polys = append(p.polys, []pt{p.xy(x, y)}) }
func (p *pen) L(x, y float64) {
	i := len(p.polys) - 1
	p.polys[i] = append(p.polys[i], p.xy(x, y))
}
func (p *pen) Z() {}

// steps is how many segments a curve spanning d pixels is cut into.
func steps(d float64) int { return int(math.Max(4, math.Min(64, math.Sqrt(d)*2))) }

func (p *pen) quad(b, c pt) {
	a := p.last()
	n := steps(math.Hypot(b.X-a.X, b.Y-a.Y) + math.Hypot(c.X-b.X, c.Y-b.Y))
	i := len(p.polys) - 1
	for j := 1; j <= n; j++ {
		t := float64(j) / float64(n)
		u := 1 - t
		p.polys[i] = append(p.polys[i], pt{u*u*a.X + 2*u*t*b.X + t*t*c.X, u*u*a.Y + 2*u*t*b.Y + t*t*c.Y})
	}
}

func (p *pen) cubic(b, c, d pt) {
	a := p.last()
	n := steps(math.Hypot(b.X-a.X, b.Y-a.Y) + math.Hypot(c.X-b.X, c.Y-b.Y) + math.Hypot(d.X-c.X, d.Y-c.Y))
	i := len(p.polys) - 1
	for j := 1; j <= n; j++ {
		t := float64(j) / float64(n)
		u := 1 - t
		k0, k1, k2, k3 := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
		p.polys[i] = append(p.polys[i], pt{k0*a.X + k1*b.X + k2*c.X + k3*d.X, k0*a.Y + k1*b.Y + k2*c.Y + k3*d.Y})
	}
}

// Q2 and C3 take points in the goose's box, mapped by g.
func (p *pen) Q2(g func(x, y float64) (float64, float64), x1, y1, x, y float64) {
	p.quad(p.xy(g(x1, y1)), p.xy(g(x, y)))
}
func (p *pen) C3(g func(x, y float64) (float64, float64), x1, y1, x2, y2, x, y float64) {
	p.cubic(p.xy(g(x1, y1)), p.xy(g(x2, y2)), p.xy(g(x, y)))
}
func (p *pen) cube(x1, y1, x2, y2, x, y float64) { p.cubic(p.xy(x1, y1), p.xy(x2, y2), p.xy(x, y)) }

// kappa places a cubic's handles to draw a quarter circle.
const kappa = 0.5522847498

func (p *pen) ellipse(cx, cy, rx, ry float64) {
	p.M(cx+rx, cy)
	p.cube(cx+rx, cy+ry*kappa, cx+rx*kappa, cy+ry, cx, cy+ry)
	p.cube(cx-rx*kappa, cy+ry, cx-rx, cy+ry*kappa, cx-rx, cy)
	p.cube(cx-rx, cy-ry*kappa, cx-rx*kappa, cy-ry, cx, cy-ry)
	p.cube(cx+rx*kappa, cy-ry, cx+rx, cy-ry*kappa, cx+rx, cy)
}

func (p *pen) roundRect(x0, y0, x1, y1, r float64) {
	p.M(x0+r, y0)
	p.L(x1-r, y0)
	p.cube(x1-r+r*kappa, y0, x1, y0+r-r*kappa, x1, y0+r)
	p.L(x1, y1-r)
	p.cube(x1, y1-r+r*kappa, x1-r+r*kappa, y1, x1-r, y1)
	p.L(x0+r, y1)
	p.cube(x0+r-r*kappa, y1, x0, y1-r+r*kappa, x0, y1-r)
	p.L(x0, y0+r)
	p.cube(x0, y0+r-r*kappa, x0+r-r*kappa, y0, x0+r, y0)
}

// roundRectRev winds the other way: inside a roundRect it cuts a hole (the
// rasterizer fills by the absolute winding number).
func (p *pen) roundRectRev(x0, y0, x1, y1, r float64) {
	p.M(x0+r, y0)
	p.cube(x0+r-r*kappa, y0, x0, y0+r-r*kappa, x0, y0+r)
	p.L(x0, y1-r)
	p.cube(x0, y1-r+r*kappa, x0+r-r*kappa, y1, x0+r, y1)
	p.L(x1-r, y1)
	p.cube(x1-r+r*kappa, y1, x1, y1-r+r*kappa, x1, y1-r)
	p.L(x1, y0+r)
	p.cube(x1, y0+r-r*kappa, x1-r+r*kappa, y0, x1-r, y0)
}

func record(s float64, shape func(*pen)) [][]pt {
	p := &pen{s: s}
	shape(p)
	return p.polys
}

// raster fills closed polygons; polys wound the same way add up, the other
// way cut holes.
func raster(w, h int, polys [][]pt) *vector.Rasterizer {
	z := vector.NewRasterizer(w, h)
	z.DrawOp = draw.Over
	for _, q := range polys {
		if len(q) < 3 {
			continue
		}
		z.MoveTo(float32(q[0].X), float32(q[0].Y))
		for _, v := range q[1:] {
			z.LineTo(float32(v.X), float32(v.Y))
		}
		z.ClosePath()
	}
	return z
}

// fill paints shape in col.
func fill(dst *image.RGBA, s float64, shape func(*pen), col color.NRGBA) {
	b := dst.Rect
	raster(b.Dx(), b.Dy(), record(s, shape)).Draw(dst, b, image.NewUniform(col), image.Point{})
}

func fillMask(dst *image.Alpha, s float64, shape func(*pen)) {
	z := raster(dst.Rect.Dx(), dst.Rect.Dy(), record(s, shape))
	z.DrawOp = draw.Src
	z.Draw(dst, dst.Rect, image.Opaque, image.Point{})
}

// outline paints a band w unit lengths wide on each side of shape's edges
// (the fill drawn over it afterwards hides the inner half): a quad along
// each edge and a disc at each corner, all wound one way so that they add up.
func outline(dst *image.RGBA, s float64, shape func(*pen), col color.NRGBA, w float64) {
	r := w * s
	var band [][]pt
	ccw := func(q []pt) []pt {
		a := 0.0
		for i := range q {
			j := (i + 1) % len(q)
			a += q[i].X*q[j].Y - q[j].X*q[i].Y
		}
		if a < 0 {
			for i, j := 0, len(q)-1; i < j; i, j = i+1, j-1 {
				q[i], q[j] = q[j], q[i]
			}
		}
		return q
	}
	for _, q := range record(s, shape) {
		for i := range q {
			a, b := q[i], q[(i+1)%len(q)]
			dx, dy := b.X-a.X, b.Y-a.Y
			d := math.Hypot(dx, dy)
			if d > 1e-9 {
				nx, ny := -dy/d*r, dx/d*r
				band = append(band, ccw([]pt{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}))
			}
			disc := make([]pt, 24)
			for k := range disc {
				t := 2 * math.Pi * float64(k) / float64(len(disc))
				disc[k] = pt{a.X + r*math.Cos(t), a.Y + r*math.Sin(t)}
			}
			band = append(band, ccw(disc))
		}
	}
	b := dst.Rect
	raster(b.Dx(), b.Dy(), band).Draw(dst, b, image.NewUniform(col), image.Point{})
}

func withAlpha(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(float64(c.A)*a + 0.5)
	return c
}

// gradient is a vertical blend from top (at y0) to bot (at y1), in pixels.
type gradient struct {
	y0, y1   float64
	top, bot color.NRGBA
}

func (g gradient) ColorModel() color.Model { return color.NRGBAModel }
func (g gradient) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g gradient) At(_, y int) color.Color {
	t := (float64(y) + 0.5 - g.y0) / (g.y1 - g.y0)
	t = math.Max(0, math.Min(1, t))
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return color.NRGBA{mix(g.top.R, g.bot.R), mix(g.top.G, g.bot.G), mix(g.top.B, g.bot.B), 255}
}
