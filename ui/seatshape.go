package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/art"
	"goose/ui/ink"
)

type badgeKey struct {
	shape, r, lw int
	fill, stroke color.RGBA
}

var badges = map[badgeKey]*ebiten.Image{}

// Badge draws seat shape shape of radius r round (cx, cy), filled with fill
// and edged lw wide with stroke: painted once per shape, size and ink, then
// laid down, so a frame allocates nothing.
func Badge(dst *ebiten.Image, shape int, cx, cy, r, lw float64, fill, stroke color.RGBA) {
	fill, stroke = ink.Shown(fill), ink.Shown(stroke) // the high-contrast theme's edge
	k := badgeKey{((shape % art.SeatShapes) + art.SeatShapes) % art.SeatShapes, int(math.Round(r)), int(math.Round(lw)), fill, stroke}
	img, ok := badges[k]
	if !ok {
		n := int(2*1.4*float64(k.r)) + 2*k.lw + 4
		rgba := image.NewRGBA(image.Rect(0, 0, n, n))
		art.PaintSeatShape(rgba, k.shape, float32(n)/2, float32(n)/2, float32(k.r), float32(k.lw), fill, stroke)
		img = ebiten.NewImageFromImage(rgba)
		badges[k] = img
	}
	stamp(dst, img, cx, cy)
}
