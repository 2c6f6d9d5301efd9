package art

import (
	"image"
	"image/color"
	"math"

	"goose/ui/ink"
)

// seatInks are the seats' colours: strong enough to read on the paper, each
// a different hue and lightness so that most colour-blind players can still
// tell them apart (the marks do the rest).
var seatInks = [8]color.RGBA{
	{178, 50, 40, 255},   // madder red
	{44, 78, 156, 255},   // indigo blue
	{46, 130, 86, 255},   // verdigris green
	{222, 168, 44, 255},  // ochre gold
	{122, 62, 134, 255},  // plum
	{64, 64, 72, 255},    // slate
	{210, 100, 34, 255},  // burnt orange
	{244, 238, 220, 255}, // ivory
}

var seatMarks = [8]string{"crown", "hat", "scarf", "bow", "spots", "stripes", "feather", "bell"}

// SeatColor returns seat's colour (seats wrap round after 8).
func SeatColor(seat int) color.RGBA { return seatInks[wrapSeat(seat)] }

// SeatMark names the mark seat's goose wears, which tells the seats apart
// without colour: crown, hat, scarf, bow, spots, stripes, feather, bell.
func SeatMark(seat int) string { return seatMarks[wrapSeat(seat)] }

func wrapSeat(seat int) int { return ((seat % 8) + 8) % 8 }

// gooseStyle is how one goose is coloured.
type gooseStyle struct {
	body, wing, line, beak color.NRGBA
	mark                   int // -1: none
	markInk, markAlt       color.NRGBA
	shadow                 bool
}

func nrgba(c color.RGBA) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, 255} }

func lum(c color.NRGBA) float64 {
	return (0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)) / 255
}

func seatStyle(seat int) gooseStyle {
	s := wrapSeat(seat)
	body := nrgba(seatInks[s])
	wing := mix(body, color.NRGBA{40, 24, 16, 255}, 0.28)
	if s == 7 {
		wing = color.NRGBA{214, 204, 182, 255}
	}
	mk, alt := color.NRGBA{250, 244, 228, 255}, color.NRGBA{40, 30, 24, 255}
	if lum(body) > 0.6 {
		mk, alt = alt, mk
	}
	return gooseStyle{
		body: body, wing: wing, line: ink.N(ink.GooseLine), beak: ink.N(ink.Beak),
		mark: s, markInk: mk, markAlt: alt, shadow: true,
	}
}

// boardGoose is the white goose printed on the goose squares.
var boardGoose = gooseStyle{
	body: ink.N(ink.GooseWhite), wing: ink.N(ink.GooseWing),
	line: inkSepia, beak: color.NRGBA{220, 128, 44, 255}, mark: -1,
}

// Goose renders one goose sprite for seat (0..7, wrapping) facing right, in a
// size×size picture with a transparent background and a soft shadow under the
// feet. frame 0..2 are idle frames (stand, bob down, head tilt); frame 3 is a
// hop with the wings up. Out-of-range frames wrap.
func Goose(seat, size, frame int) *image.RGBA {
	if size < 1 {
		size = 1
	}
	c := newCanvas(size, size)
	s := float64(size)
	// Leave room above for a hat on a hopping goose.
	f := ((frame % 4) + 4) % 4
	drawGoose(c, scale(0.92, 0.92).then(translate(0.04, 0.078)).then(scale(s, s)), seatStyle(seat), f)
	// The seat's shape on its flank, as beside its name in the HUD: a goose
	// found by shape where colours merge. It rides with the body (the bob
	// and the hop).
	var lift float64
	switch f {
	case 1:
		lift = -0.018
	case 3:
		lift = 0.075
	}
	x, y := (0.04+0.92*0.47)*s, (0.078+0.92*(0.64-lift))*s
	PaintSeatShape(c.img, wrapSeat(seat), float32(x), float32(y), float32(0.1*s), float32(math.Max(1, 0.022*s)), color.RGBA{250, 244, 228, 255}, color.RGBA{40, 30, 24, 255})
	return c.img
}

// drawGoose draws a goose in the unit box mapped by m (feet near y = 0.95).
func drawGoose(c *canvas, m affine, st gooseStyle, frame int) {
	lw := 0.028 // outline, in unit lengths
	unit := math.Hypot(m.A, m.D)
	if unit*lw < 1 {
		lw = 1 / math.Max(unit, 1)
	}
	var lift, bob, tilt float64
	switch frame {
	case 1:
		bob = 0.018
	case 2:
		tilt = 0.12
	case 3:
		lift = 0.075
	}
	bodyM := translate(0, bob-lift).then(m)
	// the head and neck turn about the base of the neck
	headM := translate(-0.64, -0.52).then(rotate(tilt)).then(translate(0.64, 0.52+bob*0.6)).then(bodyM)

	if st.shadow {
		sh := newPath()
		sh.m = m
		k := 1 - lift*3
		sh.ellipse(0.46, 0.955, 0.26*k, 0.035*k)
		c.fill(sh, color.NRGBA{30, 20, 10, uint8(70 * k)}, over)
	}

	// Legs and feet.
	legs := newPath()
	legs.m = bodyM
	feet := newPath()
	feet.m = bodyM
	if frame == 3 {
		legs.moveTo(0.42, 0.78)
		legs.lineTo(0.36, 0.9)
		legs.moveTo(0.52, 0.78)
		legs.lineTo(0.48, 0.91)
		feet.poly([]pt{{0.36, 0.89}, {0.27, 0.93}, {0.37, 0.935}})
		feet.poly([]pt{{0.48, 0.9}, {0.39, 0.945}, {0.5, 0.945}})
	} else {
		legs.moveTo(0.42, 0.78)
		legs.lineTo(0.41, 0.925)
		legs.moveTo(0.53, 0.78)
		legs.lineTo(0.55, 0.925)
		feet.poly([]pt{{0.41, 0.915}, {0.31, 0.955}, {0.45, 0.955}})
		feet.poly([]pt{{0.55, 0.915}, {0.47, 0.955}, {0.61, 0.955}})
	}
	c.stroke(legs, unit*(0.03+2*lw), st.line, over)
	c.stroke(feet, unit*2*lw, st.line, over)
	c.stroke(legs, unit*0.03, st.beak, over)
	c.fill(feet, st.beak, over)

	body := newPath()
	body.m = bodyM
	body.moveTo(0.70, 0.56)
	body.cubeTo(0.75, 0.71, 0.62, 0.83, 0.45, 0.83)
	body.cubeTo(0.28, 0.83, 0.15, 0.75, 0.11, 0.63)
	body.lineTo(0.03, 0.49)
	body.cubeTo(0.13, 0.52, 0.22, 0.47, 0.34, 0.47)
	body.cubeTo(0.48, 0.47, 0.61, 0.50, 0.70, 0.56)
	body.close()
	neck := newPath()
	neck.m = headM
	neck.moveTo(0.55, 0.52)
	neck.cubeTo(0.64, 0.44, 0.61, 0.31, 0.665, 0.225)
	neck.lineTo(0.795, 0.245)
	neck.cubeTo(0.75, 0.34, 0.80, 0.46, 0.735, 0.62)
	neck.close()
	head := newPath()
	head.m = headM
	head.ellipse(0.735, 0.2, 0.078, 0.07)
	beak := newPath()
	beak.m = headM
	beak.moveTo(0.785, 0.165)
	beak.quadTo(0.9, 0.17, 0.965, 0.225)
	beak.quadTo(0.89, 0.255, 0.785, 0.26)
	beak.close()

	wing := newPath()
	if frame == 3 {
		// raised: the wing sweeps up and back above the body
		wing.m = translate(-0.5, -0.55).then(rotate(-1.25)).then(translate(0.47, 0.5)).then(bodyM)
	} else {
		wing.m = bodyM
	}
	wing.moveTo(0.6, 0.56)
	wing.cubeTo(0.5, 0.49, 0.3, 0.49, 0.15, 0.575)
	wing.cubeTo(0.26, 0.67, 0.46, 0.71, 0.61, 0.645)
	wing.cubeTo(0.64, 0.62, 0.63, 0.58, 0.6, 0.56)
	wing.close()

	// Outline by stroking the silhouette twice as wide, then filling over it.
	for _, p := range []*path{body, neck, head} {
		c.stroke(p, unit*2*lw, st.line, over)
	}
	c.stroke(beak, unit*2*lw, st.line, over)
	c.fill(beak, st.beak, over)
	// a darker line where the bill closes
	bl := newPath()
	bl.m = headM
	bl.moveTo(0.8, 0.215)
	bl.lineTo(0.93, 0.225)
	c.stroke(bl, unit*lw*0.8, alpha(st.line, 0.6), over)
	for _, p := range []*path{body, neck, head} {
		c.fill(p, st.body, over)
	}
	// soft light on the breast and belly
	hl := newPath()
	hl.m = bodyM
	hl.ellipse(0.5, 0.72, 0.19, 0.06)
	c.fill(hl, color.NRGBA{255, 255, 255, 46}, over)
	hl2 := newPath()
	hl2.m = headM
	hl2.ellipse(0.7, 0.36, 0.025, 0.09)
	c.fill(hl2, color.NRGBA{255, 255, 255, 40}, over)

	if st.mark == 4 || st.mark == 5 {
		drawPattern(c, bodyM, st, unit)
	}

	// A board's goose too small for its wing to show is left a white
	// silhouette (the players' geese keep theirs).
	if unit >= 20 || st.mark >= 0 {
		c.stroke(wing, unit*2*lw, st.line, over)
		c.fill(wing, st.wing, over)
		// feather lines
		fl := newPath()
		fl.m = wing.m
		fl.moveTo(0.24, 0.6)
		fl.quadTo(0.36, 0.6, 0.44, 0.655)
		fl.moveTo(0.3, 0.56)
		fl.quadTo(0.44, 0.56, 0.54, 0.615)
		c.stroke(fl, unit*lw*0.9, alpha(st.line, 0.55), over)
	}

	// Eye, with a glint.
	eye := newPath()
	eye.m = headM
	eye.circle(0.752, 0.185, 0.016)
	c.fill(eye, color.NRGBA{20, 14, 10, 255}, over)
	gl := newPath()
	gl.m = headM
	gl.circle(0.757, 0.179, 0.006)
	c.fill(gl, color.NRGBA{255, 255, 255, 220}, over)

	if st.mark >= 0 {
		drawMark(c, bodyM, headM, st, unit, lw)
	}
}

// drawPattern paints spots or stripes on the body (marks 4 and 5).
func drawPattern(c *canvas, bodyM affine, st gooseStyle, unit float64) {
	p := newPath()
	p.m = bodyM
	if st.mark == 4 {
		for _, d := range []pt{{0.22, 0.6}, {0.33, 0.7}, {0.47, 0.76}, {0.6, 0.7}, {0.4, 0.55}, {0.62, 0.6}, {0.25, 0.72}} {
			p.circle(d.X, d.Y, 0.032)
		}
		c.fill(p, st.markInk, over)
		return
	}
	// stripes across the body, clipped by hand to its outline
	for _, x := range []float64{0.22, 0.34, 0.46, 0.58} {
		top, bot := 0.5, 0.82
		if x < 0.3 {
			top, bot = 0.55, 0.77
		}
		if x > 0.55 {
			top, bot = 0.55, 0.76
		}
		p.poly([]pt{{x - 0.03, top}, {x + 0.02, top}, {x + 0.04, bot}, {x - 0.01, bot}})
	}
	c.fill(p, alpha(st.markInk, 0.85), over)
}

// drawMark draws the seat's mark: something with a shape, not only a colour.
func drawMark(c *canvas, bodyM, headM affine, st gooseStyle, unit, lw float64) {
	outline := func(p *path, fill color.NRGBA) {
		c.stroke(p, unit*2*lw, st.line, over)
		c.fill(p, fill, over)
	}
	gold := color.NRGBA{236, 190, 60, 255}
	dark := color.NRGBA{36, 30, 30, 255}
	switch st.mark {
	case 0: // crown
		p := newPath()
		p.m = headM
		p.poly([]pt{{0.665, 0.145}, {0.655, 0.05}, {0.69, 0.1}, {0.72, 0.03}, {0.75, 0.1}, {0.785, 0.05}, {0.785, 0.145}})
		outline(p, gold)
		j := newPath()
		j.m = headM
		j.circle(0.72, 0.115, 0.014)
		c.fill(j, color.NRGBA{200, 40, 40, 255}, over)
	case 1: // top hat
		p := newPath()
		p.m = headM
		p.poly([]pt{{0.675, 0.135}, {0.69, 0.0}, {0.79, 0.0}, {0.795, 0.135}})
		outline(p, dark)
		b := newPath()
		b.m = headM
		b.roundRect(0.635, 0.12, 0.835, 0.155, 0.015)
		outline(b, dark)
		band := newPath()
		band.m = headM
		band.rect(0.68, 0.095, 0.79, 0.12)
		c.fill(band, color.NRGBA{200, 60, 50, 255}, over)
	case 2: // scarf round the neck with a trailing end
		p := newPath()
		p.m = headM
		p.moveTo(0.615, 0.37)
		p.quadTo(0.7, 0.41, 0.79, 0.36)
		p.lineTo(0.8, 0.44)
		p.quadTo(0.7, 0.48, 0.6, 0.44)
		p.close()
		tail := newPath()
		tail.m = headM
		tail.poly([]pt{{0.62, 0.39}, {0.5, 0.5}, {0.53, 0.54}, {0.66, 0.44}})
		sc := color.NRGBA{240, 232, 210, 255}
		if lum(st.body) > 0.6 {
			sc = color.NRGBA{60, 90, 150, 255}
		}
		outline(tail, sc)
		outline(p, sc)
		str := newPath()
		str.m = headM
		str.moveTo(0.66, 0.395)
		str.lineTo(0.66, 0.46)
		str.moveTo(0.72, 0.4)
		str.lineTo(0.72, 0.465)
		c.stroke(str, unit*lw*1.4, color.NRGBA{190, 50, 40, 255}, over)
	case 3: // bow at the throat
		p := newPath()
		p.m = headM
		p.poly([]pt{{0.775, 0.34}, {0.70, 0.29}, {0.70, 0.40}})
		p.poly([]pt{{0.775, 0.34}, {0.86, 0.29}, {0.86, 0.40}})
		bc := color.NRGBA{240, 232, 210, 255}
		if lum(st.body) > 0.6 {
			bc = color.NRGBA{170, 40, 40, 255}
		}
		outline(p, bc)
		k := newPath()
		k.m = headM
		k.circle(0.778, 0.345, 0.022)
		outline(k, bc)
	case 4, 5:
		// the pattern is on the body already; add a matching band on the neck
		p := newPath()
		p.m = headM
		p.poly([]pt{{0.62, 0.36}, {0.785, 0.38}, {0.79, 0.42}, {0.62, 0.41}})
		c.fill(p, st.markInk, over)
	case 6: // cap with a feather
		f := newPath()
		f.m = headM
		f.moveTo(0.7, 0.11)
		f.cubeTo(0.6, 0.06, 0.52, 0.02, 0.46, 0.06)
		f.cubeTo(0.54, 0.09, 0.62, 0.13, 0.7, 0.14)
		f.close()
		outline(f, color.NRGBA{246, 240, 226, 255})
		p := newPath()
		p.m = headM
		p.moveTo(0.655, 0.15)
		p.cubeTo(0.66, 0.06, 0.81, 0.06, 0.815, 0.15)
		p.close()
		outline(p, color.NRGBA{60, 110, 70, 255})
	case 7: // collar with a bell
		p := newPath()
		p.m = headM
		p.poly([]pt{{0.6, 0.44}, {0.79, 0.45}, {0.785, 0.49}, {0.6, 0.48}})
		outline(p, color.NRGBA{150, 40, 40, 255})
		b := newPath()
		b.m = headM
		b.circle(0.74, 0.52, 0.035)
		outline(b, gold)
		s := newPath()
		s.m = headM
		s.moveTo(0.72, 0.525)
		s.lineTo(0.76, 0.525)
		c.stroke(s, unit*lw, st.line, over)
	}
}
