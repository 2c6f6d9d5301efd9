package art

import (
	"image/color"
	"math"
	"runtime"
	"sync"

	"goose/ui/ink"
)

// Inks of the printed board (the game's one palette, ui/ink), as the art mixes them.
var (
	paperBase = ink.N(ink.BoardPaper)
	inkSepia  = ink.N(ink.Sepia)
	inkBrown  = ink.N(ink.Brown)
	inkMadder = ink.N(ink.Madder)
	inkIndigo = ink.N(ink.Indigo)
	inkOchre  = ink.N(ink.Ochre)
	inkVerdi  = ink.N(ink.Verdigris)
	inkPlum   = ink.N(ink.Plum)
)

// alpha returns c with opacity a (0..1).
func alpha(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(math.Max(0, math.Min(255, a*255)))
	return c
}

// mix blends two colours.
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// hash2 is a cheap integer hash to [0,1).
func hash2(x, y, seed int32) float64 {
	h := uint32(x)*0x27d4eb2d ^ uint32(y)*0x165667b1 ^ uint32(seed)*0x9e3779b9
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h) / 4294967296.0
}

// valueNoise is smooth noise on an integer lattice.
func valueNoise(x, y float64, seed int32) float64 {
	xi, yi := math.Floor(x), math.Floor(y)
	fx, fy := x-xi, y-yi
	ix, iy := int32(xi), int32(yi)
	sx := fx * fx * (3 - 2*fx)
	sy := fy * fy * (3 - 2*fy)
	a := hash2(ix, iy, seed)
	b := hash2(ix+1, iy, seed)
	c := hash2(ix, iy+1, seed)
	d := hash2(ix+1, iy+1, seed)
	return a + (b-a)*sx + (c-a)*sy + (a-b-c+d)*sx*sy
}

func fbm(x, y float64, oct int, seed int32) float64 {
	v, amp, tot := 0.0, 1.0, 0.0
	for i := 0; i < oct; i++ {
		v += amp * valueNoise(x, y, seed+int32(i)*31)
		tot += amp
		x, y = x*2.03+17.1, y*2.03+5.3
		amp *= 0.5
	}
	return v / tot
}

// rng is a small deterministic generator so every render of a board is the same.
type rng struct{ s uint64 }

func (r *rng) next() float64 {
	r.s = r.s*6364136223846793005 + 1442695040888963407
	return float64(r.s>>11) / float64(1<<53)
}
func (r *rng) between(a, b float64) float64 { return a + (b-a)*r.next() }

// stain is a foxing spot (ring 0) or a tide mark, of strength k.
type stain struct{ x, y, r, k, ring float64 }

// mark is how much the stain darkens (and warms) the pixel at (x, y).
func (s stain) mark(x, y float64) float64 {
	ddx := x - s.x
	if ddx > s.r*1.2 || ddx < -s.r*1.2 {
		return 0
	}
	ddy := y - s.y
	d := math.Sqrt(ddx*ddx+ddy*ddy) / s.r
	if d >= 1.2 {
		return 0
	}
	if s.ring == 0 {
		// foxing: a soft brown spot
		return s.k * math.Max(0, 1-d*d)
	}
	// tide mark: faint inside, a darker rim
	k := s.k * 0.35 * math.Max(0, 1-d)
	rim := math.Max(0, 1-math.Abs(d-1)/0.035) * s.k * s.ring
	return k + rim
}

// paperCell is the side of the mottling's grid, in pixels.
const paperCell = 6

// paperSheet is what every row of the paper reads: the mottling on a
// coarse grid, the stains, and the vignette's column part.
type paperSheet struct {
	w, h, gw   int
	seed       int32
	grid       []float32
	stains     []stain
	colR, colE []float64
	cx, cy     float64
}

// paper fills the canvas with aged paper: mottling, grain, foxing, water
// stains and a darker edge.
func (c *canvas) paper(seed int32) {
	w, h := c.img.Rect.Dx(), c.img.Rect.Dy()
	if w == 0 || h == 0 {
		return
	}
	unit := math.Max(float64(w), float64(h))
	sh := &paperSheet{w: w, h: h, seed: seed, cx: float64(w) / 2, cy: float64(h) / 2}
	sh.mottle(unit)
	sh.stain(unit)
	sh.colR, sh.colE = make([]float64, w), make([]float64, w)
	for x := range sh.colR {
		dx := (float64(x) - sh.cx) / sh.cx
		sh.colR[x], sh.colE[x] = 0.05*dx*dx, paperEdge(dx)
	}
	// Rows are independent: share them among the processors.
	workers := max(1, min(runtime.GOMAXPROCS(0), h/64))
	var wg sync.WaitGroup
	for wk := 0; wk < workers; wk++ {
		wg.Add(1)
		go func(y0, y1 int) {
			defer wg.Done()
			var rowStains []stain
			for y := y0; y < y1; y++ {
				rowStains = sh.row(c.img.Pix[y*c.img.Stride:], y, rowStains)
			}
		}(h*wk/workers, h*(wk+1)/workers)
	}
	wg.Wait()
	c.fibres(seed, unit)
}

// mottle makes the low-frequency mottling, on a coarse grid interpolated.
func (sh *paperSheet) mottle(unit float64) {
	gw, gh := sh.w/paperCell+2, sh.h/paperCell+2
	sh.gw = gw
	sh.grid = make([]float32, gw*gh)
	for gy := 0; gy < gh; gy++ {
		for gx := 0; gx < gw; gx++ {
			x, y := float64(gx*paperCell)/unit, float64(gy*paperCell)/unit
			m := fbm(x*7, y*7, 4, sh.seed) - 0.5
			f := fbm(x*40, y*40, 2, sh.seed+7) - 0.5
			sh.grid[gy*gw+gx] = float32(m*0.12 + f*0.045)
		}
	}
}

// stain scatters faint tide marks and foxing spots.
func (sh *paperSheet) stain(unit float64) {
	w, h := float64(sh.w), float64(sh.h)
	rg := rng{s: uint64(sh.seed)*7919 + 13}
	for i := 0; i < 7; i++ {
		sh.stains = append(sh.stains, stain{rg.next() * w, rg.next() * h, rg.between(0.04, 0.13) * unit, rg.between(0.03, 0.06), rg.between(0.5, 1)})
	}
	for i := 0; i < 40; i++ {
		sh.stains = append(sh.stains, stain{rg.next() * w, rg.next() * h, rg.between(0.0015, 0.006) * unit, rg.between(0.08, 0.22), 0})
	}
}

// paperEdge is the vignette at d from the centre (1 at the edge): the
// edges of old paper brown and darken.
func paperEdge(d float64) float64 {
	e := math.Max(0, math.Abs(d)-0.86) / 0.14
	return 0.16 * e * e
}

// row fills row y's pixels, pix from its start; rowStains is room for the
// stains that reach the row, returned to be used again.
func (sh *paperSheet) row(pix []uint8, y int, rowStains []stain) []stain {
	br, bg, bb := float64(paperBase.R), float64(paperBase.G), float64(paperBase.B)
	gy, gw := y/paperCell, sh.gw
	ty := float32(y%paperCell) / paperCell
	dy := (float64(y) - sh.cy) / sh.cy
	rowR, rowE := 0.05*dy*dy, paperEdge(dy)
	rowStains = rowStains[:0]
	for _, s := range sh.stains {
		if math.Abs(float64(y)-s.y) < s.r*1.2 {
			rowStains = append(rowStains, s)
		}
	}
	o := 0
	for x := 0; x < sh.w; x++ {
		gx := x / paperCell
		tx := float32(x%paperCell) / paperCell
		i0 := gy*gw + gx
		a := sh.grid[i0] + (sh.grid[i0+1]-sh.grid[i0])*tx
		b := sh.grid[i0+gw] + (sh.grid[i0+gw+1]-sh.grid[i0+gw])*tx
		v := float64(a+(b-a)*ty) + (hash2(int32(x), int32(y), sh.seed+99)-0.5)*0.045
		// vignette: the edges of old paper brown and darken
		dark := rowR + sh.colR[x] + math.Max(rowE, sh.colE[x])
		warm := dark * 0.6
		for _, s := range rowStains {
			k := s.mark(float64(x), float64(y))
			dark += k
			warm += k
		}
		pix[o] = clamp8(br * (1 + v - dark))
		pix[o+1] = clamp8(bg * (1 + v - dark - warm*0.12))
		pix[o+2] = clamp8(bb * (1 + v - dark - warm*0.35))
		pix[o+3] = 255
		o += 4
	}
	return rowStains
}

// fibres scatters short faint hairs of darker and lighter pulp.
func (c *canvas) fibres(seed int32, unit float64) {
	w, h := float64(c.img.Rect.Dx()), float64(c.img.Rect.Dy())
	rg := rng{s: uint64(seed)*104729 + 7}
	dark, light := newPath(), newPath()
	n := int(w * h / 2500)
	lw := math.Max(0.6, unit/1800)
	for i := 0; i < n; i++ {
		x, y := rg.next()*w, rg.next()*h
		a := rg.next() * math.Pi * 2
		l := rg.between(0.004, 0.014) * unit
		bend := rg.between(-0.4, 0.4)
		pts := []pt{{x, y}, {x + math.Cos(a)*l/2, y + math.Sin(a)*l/2}, {x + math.Cos(a+bend)*l, y + math.Sin(a+bend)*l}}
		if i%3 == 0 {
			strokeInto(light, [][]pt{pts}, lw)
		} else {
			strokeInto(dark, [][]pt{pts}, lw)
		}
	}
	c.fill(dark, color.NRGBA{120, 90, 50, 20}, multiply)
	c.fill(light, color.NRGBA{255, 250, 235, 40}, over)
}

func clamp8(v float64) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return uint8(v + 0.5)
}
