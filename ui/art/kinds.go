package art

import (
	"image/color"
	"math"

	"goose/engine"
)

// squareArt is how a kind of square is drawn on the board.
type squareArt struct {
	wash  color.NRGBA // its hand-coloured wash, at alpha (0: a plain square's, in turn)
	alpha float64
	// draw pictures square i, centred on (x, y), in a square of half-side r; s is the picture's size.
	draw func(d *boardDrawer, i int, x, y, r, s float64)
	// twoWay: a jump to a square of its kind that jumps straight back is marked there and back (marks.go).
	twoWay bool
}

// kindArt is each kind's art, by the name the engine's kinds table gives it
// (engine/kinds.go): TestEveryKindHasArt fails when a kind has none.
var kindArt = map[string]squareArt{
	"plain": {}, // its number, large
	"goal":  {}, // the garden, drawn by garden
	"goose": {wash: color.NRGBA{110, 150, 190, 255}, alpha: 0.26, draw: func(d *boardDrawer, _ int, x, y, r, s float64) {
		d.waves(x+r*0.05, y+r*0.5, r*0.9)
		g := s * 0.95
		drawGoose(d.c, scale(g, g).then(translate(x+r*0.08-g*0.5, y-g*0.5)), boardGoose, 0)
	}},
	"bridge": {wash: inkVerdi, alpha: 0.34, twoWay: true, draw: func(d *boardDrawer, _ int, x, y, r, s float64) {
		d.waves(x, y+r*0.5, r*0.95)
		d.c.drawIcon("bridge", x, y, s, alpha(inkSepia, 0.92), multiply)
	}},
	"inn":    {wash: inkOchre, alpha: 0.5, draw: iconArt("inn", 1, color.NRGBA{96, 40, 28, 255}, 0.95)},
	"well":   {wash: inkIndigo, alpha: 0.34, draw: iconArt("well", 1, color.NRGBA{36, 40, 70, 255}, 0.95)},
	"maze":   {wash: inkVerdi, alpha: 0.42, draw: iconArt("maze", 0.92, color.NRGBA{40, 60, 40, 255}, 0.95)},
	"prison": {wash: color.NRGBA{110, 100, 96, 255}, alpha: 0.42, draw: iconArt("prison", 1, color.NRGBA{40, 36, 36, 255}, 0.95)},
	"death":  {wash: inkMadder, alpha: 0.5, draw: drawDeath},
	"dice": {wash: inkOchre, alpha: 0.45, twoWay: true, draw: func(d *boardDrawer, i int, x, y, r, _ float64) {
		a, b := diceFaces(i, d.throws)
		u := r * 0.36
		drawDie(d.c, scale(u, u).then(rotate(-0.25)).then(translate(x-r*0.36, y+r*0.02)), a, true)
		drawDie(d.c, scale(u, u).then(rotate(0.3)).then(translate(x+r*0.38, y-r*0.06)), b, true)
	}},
	"drink": {wash: inkPlum, alpha: 0.3, draw: func(d *boardDrawer, _ int, x, y, _, s float64) {
		d.c.drawIcon("drink", x, y, s, alpha(color.NRGBA{90, 30, 50, 255}, 0.95), multiply)
		wine := newPath()
		k := s / 512
		wine.m = translate(-256, -256).then(scale(k, k)).then(translate(x, y))
		wine.ellipse(197, 120, 52, 18)
		d.c.fill(wine, alpha(inkMadder, 0.5), multiply)
	}},
	"jump": {wash: inkVerdi, alpha: 0.3, draw: iconArt("arrow", 0.9, inkSepia, 0.92)},
	"skip": {wash: inkOchre, alpha: 0.4, draw: iconArt("hourglass", 0.95, inkSepia, 0.92)},
	"again": {wash: inkMadder, alpha: 0.22, draw: func(d *boardDrawer, _ int, x, y, r, _ float64) {
		d.c.againArrow(x, y, r*0.62, alpha(inkMadder, 0.95), multiply)
		u := r * 0.22
		drawDie(d.c, scale(u, u).then(rotate(0.2)).then(translate(x, y)), 6, false)
	}},
}

// artOf is the art of kind k.
func artOf(k engine.Kind) squareArt { return kindArt[k.String()] }

// iconArt draws a picture of the icon set at size times the picture's, in ink.
func iconArt(name string, size float64, ink color.NRGBA, a float64) func(*boardDrawer, int, float64, float64, float64, float64) {
	return func(d *boardDrawer, _ int, x, y, _, s float64) {
		d.c.drawIcon(name, x, y, s*size, alpha(ink, a), multiply)
	}
}

// drawDeath draws the skull, its eyes and nose inked again, as the icon's holes show the paper.
func drawDeath(d *boardDrawer, _ int, x, y, r, s float64) {
	c := d.c
	sk := iconPath("death", x, y, s*0.95, 0)
	c.stroke(sk, math.Max(1.5, r*0.1), alpha(color.NRGBA{50, 20, 16, 255}, 0.9), multiply)
	c.fill(sk, color.NRGBA{244, 236, 214, 255}, over)
	holes := newPath()
	k := s * 0.95 / 512
	holes.m = translate(-256, -256).then(scale(k, k)).then(translate(x, y))
	holes.circle(166, 256, 56)
	holes.circle(346, 256, 56)
	holes.poly([]pt{{256, 305}, {292, 372}, {220, 372}})
	c.fill(holes, color.NRGBA{40, 18, 14, 255}, over)
}
