package art

import (
	"image"
	"image/color"
	"math"
)

// DieSide is the die's side as a fraction of the picture: the rest leaves
// room for the die to turn to any angle, and for its shadow.
const DieSide = 0.68

// pipSpots are the pip positions of each face on a −1..1 square.
var pipSpots = [7][]pt{
	nil,
	{{0, 0}},
	{{-0.5, -0.5}, {0.5, 0.5}},
	{{-0.5, -0.5}, {0, 0}, {0.5, 0.5}},
	{{-0.5, -0.5}, {0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}},
	{{-0.5, -0.5}, {0.5, -0.5}, {0, 0}, {-0.5, 0.5}, {0.5, 0.5}},
	{{-0.5, -0.55}, {0.5, -0.55}, {-0.5, 0}, {0.5, 0}, {-0.5, 0.55}, {0.5, 0.55}},
}

// Die renders a bone-white die showing face (1..6; others are clamped) in a
// size×size picture with a transparent background, turned by angle radians
// about its centre. The die's side is DieSide×size whatever the angle, so
// tumbling frames stay the same size; a soft shadow falls down and right.
func Die(face, size int, angle float64) *image.RGBA {
	if size < 1 {
		size = 1
	}
	c := newCanvas(size, size)
	s := float64(size)
	m := scale(s*DieSide/2, s*DieSide/2).then(rotate(angle)).then(translate(s/2, s/2))
	drawDie(c, m, face, true)
	return c.img
}

// drawDie draws a die on the −1..1 square mapped by m.
func drawDie(c *canvas, m affine, face int, shadow bool) {
	face = max(1, min(6, face))
	unit := math.Hypot(m.A, m.D)
	if shadow {
		sh := newPath()
		sh.m = m.then(translate(unit*0.12, unit*0.16))
		sh.roundRect(-1, -1, 1, 1, 0.36)
		c.fill(sh, color.NRGBA{30, 20, 10, 60}, over)
		sh2 := newPath()
		sh2.m = m.then(translate(unit*0.06, unit*0.08))
		sh2.roundRect(-1.02, -1.02, 1.02, 1.02, 0.38)
		c.fill(sh2, color.NRGBA{30, 20, 10, 50}, over)
	}
	body := newPath()
	body.m = m
	body.roundRect(-1, -1, 1, 1, 0.34)
	c.stroke(body, math.Max(1, unit*0.07), color.NRGBA{70, 50, 34, 255}, over)
	c.fill(body, color.NRGBA{226, 212, 184, 255}, over)
	// The face: lighter inside a bevelled rim, lit from the top left.
	top := newPath()
	top.m = m
	top.roundRect(-0.9, -0.9, 0.86, 0.86, 0.28)
	c.fill(top, color.NRGBA{246, 238, 220, 255}, over)
	hl := newPath()
	hl.m = m
	hl.ellipse(-0.35, -0.4, 0.5, 0.35)
	c.fill(hl, color.NRGBA{255, 255, 250, 70}, over)
	pips := newPath()
	pips.m = m
	r := 0.17
	if face == 1 {
		r = 0.25
	}
	for _, q := range pipSpots[face] {
		pips.circle(q.X, q.Y, r)
	}
	col := color.NRGBA{40, 28, 22, 255}
	if face == 1 {
		col = color.NRGBA{160, 40, 34, 255}
	}
	c.fill(pips, col, over)
	// a glint in each pip's lower right, as if drilled
	gl := newPath()
	gl.m = m
	for _, q := range pipSpots[face] {
		gl.circle(q.X+r*0.3, q.Y+r*0.3, r*0.3)
	}
	c.fill(gl, color.NRGBA{255, 255, 255, 40}, over)
}
