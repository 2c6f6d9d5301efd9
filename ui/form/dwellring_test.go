package form

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/ink"
)

// The dwell's progress is a band round the inside of the control's plate
// (issue 29): madder half the way round at half the time, over a band of
// paper the whole way round (indigo on a madder button), never over the
// control's words. On the screenshots it was a 10 px ring in
// a corner, unseen on a madder button, and later over the label of "2×".
func TestTheDwellRingGoesRoundItsControl(t *testing.T) {
	defer func() { ui.Filled = nil }()
	th := ui.NewTheme(390, 844)
	dst := ebiten.NewImage(400, 400)
	r := image.Rect(100, 100, 160, 144) // a speed's button on a phone
	var band, filled float64
	ui.Filled = func(_ *ebiten.Image, f image.Rectangle, c color.RGBA) {
		if !f.In(r) {
			t.Errorf("the dwell's band %v leaves its control %v", f, r)
		}
		if f.Dx() > 8 && f.Dy() > 8 {
			t.Errorf("the dwell fills %v, over the control's words", f)
		}
		switch c {
		case ink.Shown(ui.Paper):
			band += float64(max(f.Dx(), f.Dy()))
		case ink.Shown(ui.Madder):
			filled += float64(max(f.Dx(), f.Dy()))
		}
	}
	DwellRing(dst, th, r, 0.5, false)
	if round := float64(2 * (r.Dx() + r.Dy())); band < round*0.9 || filled < band*0.4 || filled > band*0.6 {
		t.Errorf("at half the time: the band %.0f px, filled %.0f px, of the %.0f px round", band, filled, round)
	}
}
