package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// A frame of play must allocate nothing, and text/v2 allocates a little on
// every Draw. So each distinct (text, face) is rendered once, white, into an
// image that frames draw tinted; images unused for a while are freed.

type textKey struct {
	s    string
	face *Face
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

func cachedText(s string, face *Face) *textImage {
	k := textKey{s, face}
	if t, ok := textCache[k]; ok {
		t.lastUsed = textFrame
		return t
	}
	t := renderText(s, face, maxTextSide)
	textCache[k] = t
	return t
}

// renderText draws s, white, into a new image, cut to fit maxW pixels.
func renderText(s string, face *Face, maxW float64) *textImage {
	ls := face.Size * 1.25
	pad := math.Ceil(face.Size * 0.35)
	s = clipText(s, face, ls, maxW-2*pad)
	w, h := text.Measure(s, face.x, ls)
	iw, ih := int(math.Ceil(w+2*pad)), int(math.Ceil(h+2*pad))
	t := &textImage{w: w, h: h, pad: pad, lastUsed: textFrame}
	// Its own texture, not a place in Ebitengine's shared atlas: a screen's
	// texts moved in and out of atlas pages grew them to fourteen 2048×1024
	// pages in play (about 80 MB under Xvfb's software GL). A frame of play
	// draws its words from the HUD's layer, so no batching is lost there.
	t.img = ebiten.NewImageWithOptions(image.Rect(0, 0, max(iw, 1), max(ih, 1)), &ebiten.NewImageOptions{Unmanaged: true})
	op := &text.DrawOptions{}
	op.GeoM.Translate(pad, pad)
	op.LineSpacing = ls
	text.Draw(t.img, s, face.x, op)
	return t
}

// drawText draws s with its top-left (after alignment) at x, y.
func drawText(dst *ebiten.Image, s string, face *Face, x, y float64, cs ebiten.ColorScale, align Align, middle bool) {
	if s == "" {
		return
	}
	t := cachedText(s, face)
	if sw := float64(dst.Bounds().Dx()); t.w > sw && sw > 0 {
		// Wider than the screen (a name from a link, say): shown cut, with
		// an ellipsis, from its own cache entry.
		t = cachedNarrow(s, face, sw)
	}
	switch align {
	case Center:
		x -= t.w / 2
	case Right:
		x -= t.w
	}
	if middle {
		y -= t.h / 2
	}
	if Overflow != nil {
		offScreen(dst, s, t, x, y)
	}
	if Wrote != nil && Wrote(dst, s, Rect(x, y, t.w, t.h), cs, face) {
		return
	}
	op := &imgOp
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(x-t.pad), math.Round(y-t.pad))
	op.ColorScale = cs
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
	dst.DrawImage(t.img, op)
}

// maxTextSide bounds a text image's sides in pixels: under the smallest
// texture a GPU gives Ebitengine's atlas (4096), so no string can crash it.
const maxTextSide = 4000

// clipText is s cut, with an ellipsis, to at most maxW pixels wide and
// maxTextSide tall.
func clipText(s string, face *Face, ls, maxW float64) string {
	w, h := text.Measure(s, face.x, ls)
	if w <= maxW && h <= maxTextSide {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits is in [lo, hi)
	for lo < hi-1 {
		mid := (lo + hi) / 2
		w, h := text.Measure(string(r[:mid])+"…", face.x, ls)
		if w <= maxW && h <= maxTextSide {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(r[:lo]) + "…"
}

type narrowKey struct {
	textKey
	w int
}

// narrowCache holds texts cut to a screen's width, by that width.
var narrowCache = map[narrowKey]*textImage{}

func cachedNarrow(s string, face *Face, w float64) *textImage {
	k := narrowKey{textKey{s, face}, int(w)}
	if t, ok := narrowCache[k]; ok {
		return t
	}
	if len(narrowCache) > 64 { // rare texts: drop them all rather than track age
		for k, t := range narrowCache {
			t.img.Deallocate()
			delete(narrowCache, k)
		}
	}
	t := renderText(s, face, w)
	narrowCache[k] = t
	return t
}

// offScreen tells Overflow of a text drawn past an edge of its image (the
// layout tests: a text its box could not hold, pushed off the screen).
func offScreen(dst *ebiten.Image, s string, t *textImage, x, y float64) {
	b := dst.Bounds()
	const slack = 1 // rounding
	if x < float64(b.Min.X)-slack || x+t.w > float64(b.Max.X)+slack {
		Overflow(s, t.w, float64(b.Dx()))
	}
	if y < float64(b.Min.Y)-slack || y+t.h > float64(b.Max.Y)+slack {
		Overflow(s, t.h, float64(b.Dy()))
	}
}
