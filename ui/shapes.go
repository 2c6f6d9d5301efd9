package ui

import (
	"goose/ui/ink"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// Shapes drawn every frame go through these, which allocate nothing: rects
// scale one white pixel, circles are sprites rendered once per size and ink.

var (
	whiteSrc *ebiten.Image
	whitePx  *ebiten.Image
	shapeOp  ebiten.DrawImageOptions
)

func white() *ebiten.Image {
	if whitePx == nil {
		whiteSrc = ebiten.NewImage(3, 3)
		whiteSrc.Fill(color.White)
		whitePx = whiteSrc.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return whitePx
}

// FillRect fills a rectangle.
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	if Filled != nil {
		Filled(dst, Rect(x, y, w, h), ink.Shown(c))
	}
	if Filled != nil {
		Filled(dst, Rect(x, y, w, h), ink.Shown(c))
	}
	op := &shapeOp
	op.GeoM.Reset()
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale = Scale(c)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
	dst.DrawImage(white(), op)
}

// StrokeRect draws a rectangle's outline of width lw, inside x, y, w, h.
func StrokeRect(dst *ebiten.Image, x, y, w, h, lw float64, c color.RGBA) {
	FillRect(dst, x, y, w, lw, c)
	FillRect(dst, x, y+h-lw, w, lw, c)
	FillRect(dst, x, y+lw, lw, h-2*lw, c)
	FillRect(dst, x+w-lw, y+lw, lw, h-2*lw, c)
}

type discKey struct {
	r, lw        int
	fill, stroke color.RGBA
}

var discs = map[discKey]*ebiten.Image{}

// Circle draws a disc of radius r filled with fill and ringed with stroke (lw wide; 0 for none).
func Circle(dst *ebiten.Image, cx, cy, r, lw float64, fill, stroke color.RGBA) {
	k := discKey{int(math.Round(r)), int(math.Round(lw)), ink.Shown(fill), ink.Shown(stroke)}
	img, ok := discs[k]
	if !ok {
		img = ebiten.NewImageFromImage(disc(k))
		discs[k] = img
	}
	stamp(dst, img, cx, cy)
}

// stamp lays a sprite painted once (a disc, a seat's badge) centred at
// (cx, cy), on whole pixels.
func stamp(dst, img *ebiten.Image, cx, cy float64) {
	half := float64(img.Bounds().Dx()) / 2
	op := &shapeOp
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(cx-half), math.Round(cy-half))
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
	dst.DrawImage(img, op)
}

// disc paints k's disc on the CPU, once. Ebitengine's antialiased vector
// fill sends some 80,000 triangles for a small circle, and its command queue
// keeps the room for them (50 MB) for the rest of the run.
func disc(k discKey) *image.RGBA {
	n := 2*k.r + 2*k.lw + 4
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c, r, hw := float32(n)/2, float32(k.r), float32(k.lw)/2
	if k.fill.A > 0 {
		ring(img, c, r, 0, k.fill)
	}
	if k.lw > 0 {
		ring(img, c, r+hw, max(r-hw, 0), k.stroke)
	}
	return img
}

// ring paints over img, antialiased, the ring between radii inner and outer
// (a disc when inner is 0) centred at (c, c).
func ring(img *image.RGBA, c, outer, inner float32, col color.RGBA) {
	var z vector.Rasterizer
	z.Reset(img.Bounds().Dx(), img.Bounds().Dy())
	circlePath(&z, c, outer, 1)
	if inner > 0 {
		circlePath(&z, c, inner, -1) // the other way round: a hole
	}
	z.Draw(img, img.Bounds(), image.NewUniform(col), image.Point{})
}

// circlePath adds a closed circle of radius r, turning one way or the other.
func circlePath(z *vector.Rasterizer, c, r, turn float32) {
	const steps = 96
	z.MoveTo(c+r, c)
	for i := 1; i < steps; i++ {
		a := 2 * math.Pi * float64(i) / steps
		z.LineTo(c+r*float32(math.Cos(a)), c+turn*r*float32(math.Sin(a)))
	}
	z.ClosePath()
}

// PaintPolyline paints over img, antialiased, the line through the points
// xy (x0, y0, x1, y1, ...) width wide, each segment squared off half a width
// beyond its ends so the corners close. For charts drawn once: Ebitengine's
// vector strokes make a path of every segment, and its stencil atlas grows
// to 8192×1024 for a chart's seven hundred.
func PaintPolyline(img *image.RGBA, xy []float32, width float32, col color.RGBA) {
	var z vector.Rasterizer
	z.Reset(img.Bounds().Dx(), img.Bounds().Dy())
	hw := width / 2
	for i := 2; i+1 < len(xy); i += 2 {
		x0, y0, x1, y1 := xy[i-2], xy[i-1], xy[i], xy[i+1]
		dx, dy := x1-x0, y1-y0
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			continue
		}
		dx, dy = dx/l*hw, dy/l*hw // along the segment, half a width long
		z.MoveTo(x0-dx-dy, y0-dy+dx)
		z.LineTo(x1+dx-dy, y1+dy+dx)
		z.LineTo(x1+dx+dy, y1+dy-dx)
		z.LineTo(x0-dx+dy, y0-dy-dx)
		z.ClosePath()
	}
	z.Draw(img, img.Bounds(), image.NewUniform(col), image.Point{})
}

// Chip draws a w×h rectangle centred at cx, cy and turned by angle (confetti).
func Chip(dst *ebiten.Image, cx, cy, w, h, angle float64, c color.RGBA) {
	op := &shapeOp
	op.GeoM.Reset()
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	op.ColorScale = Scale(c)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
	dst.DrawImage(white(), op)
}
