package form

import (
	"image"
	"testing"

	"goose/ui"
)

// The dwell's ring is as large as the control allows and wholly on it
// (issue 29): a head mouse's or an eye tracker's player watches it fill.
// It was 10 px across a radius in a 54 px button at 1280x720, in its
// corner, seen on the title's screenshot as a speck.
func TestTheDwellRingIsLargeAndOnItsControl(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		r    image.Rectangle
	}{{1280, 720, image.Rect(490, 270, 790, 324)}, {390, 844, image.Rect(20, 700, 120, 744)}} {
		th := ui.NewTheme(tc.w, tc.h)
		cx, cy, rad, lw := dwellRingAt(th, tc.r)
		outer := rad + lw
		if float64(rad) < th.S(13) {
			t.Errorf("%dx%d: the ring's radius is %.1f px, want %.1f at least", tc.w, tc.h, rad, th.S(13))
		}
		if float32(tc.r.Min.X) > cx-outer || float32(tc.r.Max.X) < cx+outer || float32(tc.r.Min.Y) > cy-outer || float32(tc.r.Max.Y) < cy+outer {
			t.Errorf("%dx%d: the ring at (%.0f, %.0f) r %.1f leaves its control %v", tc.w, tc.h, cx, cy, outer, tc.r)
		}
	}
}
