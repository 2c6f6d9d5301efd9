package ui

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/ink"
)

// While scanning moves the focus (issue 29) its frame is drawn bolder and
// edged in ink: on a phone the keyboard's 2 px frame, in high contrast a
// pale blue on black, was hard to follow from afar (seen on the title's
// screenshot). Measured from the fills drawn above the focused button.
func TestScanningDrawsTheFocusBolder(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer func() { ScanFocus, Filled = false, nil; UseContrast(false) }()
	th := NewTheme(390, 844)
	dst := ebiten.NewImage(400, 300)
	b := Button{Label: "New game", Rect: image.Rect(100, 100, 300, 150), focused: true}
	above := func(scan bool) (ring, edges int) {
		ScanFocus = scan
		Filled = func(_ *ebiten.Image, r image.Rectangle, c color.RGBA) {
			if r.Max.Y > b.Rect.Min.Y || r.Dx() < b.Rect.Dx() { // the frame's top side alone
				return
			}
			switch c {
			case ink.Shown(focusInk(Paper)):
				ring = max(ring, r.Dy())
			case ink.Shown(Ink):
				edges++
			}
		}
		b.Draw(dst, th)
		Filled = nil
		return ring, edges
	}
	for _, high := range []bool{false, true} {
		UseContrast(high)
		keys, _ := above(false)
		scan, edges := above(true)
		if scan < 2*keys || edges == 0 {
			t.Errorf("high contrast %v: the focus frame is %d px while scanning, %d px from the keys, %d ink edges: want twice as bold, edged", high, scan, keys, edges)
		}
	}
}
