package art

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// A seat's shape tells it apart where its colour cannot: for a player who
// does not see red from green, or blue from plum (under protanopia the seats'
// blue and plum are ΔE 10 apart), and in print in black and white. Shape i
// goes with the seat colour and mark i (art.SeatColor, art.SeatMark), so a
// seat's badge in the HUD, the lobby, setup and the results' table matches
// the marks on its line in the charts.

// SeatShapes is how many shapes there are: one per seat colour.
const SeatShapes = 8

// seatShape is a shape's outline as angles and radii round its centre, for
// a radius of 1 (nil: a circle). Each is as wide as a circle of radius 1, so
// none looks bigger than another.
var seatShapes = [SeatShapes][]float64{
	nil,                         // circle
	polygon(4, math.Pi/4, 1.2),  // square
	polygon(3, -math.Pi/2, 1.3), // triangle, point up
	polygon(4, 0, 1.25),         // diamond
	star(5, 1.35, 0.55),         // star
	hourglass(1.2, 0.85, 0.25),  // hourglass
	polygon(3, math.Pi/2, 1.3),  // triangle, point down
	cross(1.15, 0.42),           // cross
}

// polygon is an n-sided polygon's corners, the first at angle a0, r out.
func polygon(n int, a0, r float64) []float64 {
	pts := make([]float64, 0, 2*n)
	for i := range n {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		pts = append(pts, r*math.Cos(a), r*math.Sin(a))
	}
	return pts
}

// star is an n-pointed star's corners, its points r out and its notches in·r.
func star(n int, r, in float64) []float64 {
	pts := make([]float64, 0, 4*n)
	for i := range 2 * n {
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		d := r
		if i%2 == 1 {
			d = r * in
		}
		pts = append(pts, d*math.Cos(a), d*math.Sin(a))
	}
	return pts
}

// hourglass is two triangles tip to tip: r high, w wide at the ends, waist
// wide at the middle.
func hourglass(r, w, waist float64) []float64 {
	return []float64{-w, -r, w, -r, waist, 0, w, r, -w, r, -waist, 0}
}

// cross is a plus sign's outline: arms r long and 2w wide.
func cross(r, w float64) []float64 {
	return []float64{-w, -r, w, -r, w, -w, r, -w, r, w, w, w, w, r, -w, r, -w, w, -r, w, -r, -w, -w, -w}
}

// shapePath adds shape's outline, scaled by r, round (cx, cy).
func shapePath(z *vector.Rasterizer, shape int, cx, cy, r float32) {
	pts := seatShapes[((shape%SeatShapes)+SeatShapes)%SeatShapes]
	if pts == nil {
		const steps = 64
		z.MoveTo(cx+r, cy)
		for i := 1; i < steps; i++ {
			a := 2 * math.Pi * float64(i) / steps
			z.LineTo(cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
		}
		z.ClosePath()
		return
	}
	z.MoveTo(cx+r*float32(pts[0]), cy+r*float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		z.LineTo(cx+r*float32(pts[i]), cy+r*float32(pts[i+1]))
	}
	z.ClosePath()
}

// PaintSeatShape paints over img, antialiased, seat shape shape of radius r
// round (cx, cy): filled with fill inside an edge lw wide of stroke. For
// pictures drawn once (the charts); ui.Badge draws one every frame.
func PaintSeatShape(img *image.RGBA, shape int, cx, cy, r, lw float32, fill, stroke color.RGBA) {
	var z vector.Rasterizer
	b := img.Bounds()
	if lw > 0 {
		z.Reset(b.Dx(), b.Dy())
		shapePath(&z, shape, cx, cy, r+lw/2)
		z.Draw(img, b, image.NewUniform(stroke), image.Point{})
	}
	z.Reset(b.Dx(), b.Dy())
	shapePath(&z, shape, cx, cy, max(r-lw/2, 0.5))
	z.Draw(img, b, image.NewUniform(fill), image.Point{})
}
