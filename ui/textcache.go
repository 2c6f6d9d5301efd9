package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// A frame of play must allocate nothing, and text/v2 allocates a little on
// every Draw. So each distinct (text, face) is rendered once, white, into an
// image that frames draw tinted; images unused for a while are freed.

type textKey struct {
	s    string
	face *text.GoTextFace
}

type textImage struct {
	img      *ebiten.Image
	w, h     float64 // the text's advance and line height
	pad      float64 // margin around the text for overhangs
	lastUsed int
}

var (
	textCache = map[textKey]*textImage{}
	textFrame int
	imgOp     ebiten.DrawImageOptions
)

// textUnusedFrames is how long an unused text image is kept.
const textUnusedFrames = 600

// NextFrame ages the text cache; the scene manager calls it once a frame.
func NextFrame() {
	textFrame++
	if textFrame%120 != 0 {
		return
	}
	for k, t := range textCache {
		if textFrame-t.lastUsed > textUnusedFrames {
			t.img.Deallocate()
			delete(textCache, k)
		}
	}
}

func cachedText(s string, face *text.GoTextFace) *textImage {
	k := textKey{s, face}
	if t, ok := textCache[k]; ok {
		t.lastUsed = textFrame
		return t
	}
	ls := face.Size * 1.25
	w, h := text.Measure(s, face, ls)
	pad := math.Ceil(face.Size * 0.35)
	iw, ih := int(math.Ceil(w+2*pad)), int(math.Ceil(h+2*pad))
	t := &textImage{w: w, h: h, pad: pad, lastUsed: textFrame}
	t.img = ebiten.NewImage(max(iw, 1), max(ih, 1))
	op := &text.DrawOptions{}
	op.GeoM.Translate(pad, pad)
	op.LineSpacing = ls
	text.Draw(t.img, s, face, op)
	textCache[k] = t
	return t
}

// drawText draws s with its top-left (after alignment) at x, y.
func drawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, cs ebiten.ColorScale, align Align, middle bool) {
	if s == "" {
		return
	}
	t := cachedText(s, face)
	switch align {
	case Center:
		x -= t.w / 2
	case Right:
		x -= t.w
	}
	if middle {
		y -= t.h / 2
	}
	op := &imgOp
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(x-t.pad), math.Round(y-t.pad))
	op.ColorScale = cs
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
	dst.DrawImage(t.img, op)
}
