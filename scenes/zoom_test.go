package scenes

import "testing"

// The page's zoom (issue 29: at 200 % the canvas drew identical pixels) is
// the outer width over the inner one, when that is a zoom a browser offers;
// a panel beside the page, or no window, is no zoom.
func TestPageZoomIsAZoomABrowserOffers(t *testing.T) {
	for _, c := range []struct{ outer, inner, want float64 }{
		{1280, 1280, 1},
		{1280, 640, 2},
		{1280, 1024, 1.25},
		{1296, 640, 2}, // a window's frame: within 3 %
		{1280, 853, 1.5},
		{1280, 900, 1}, // developer tools docked beside the page
		{0, 0, 1},
		{1280, 0, 1},
	} {
		if got := snapZoom(c.outer, c.inner); got != c.want {
			t.Errorf("outer %v, inner %v: zoom %v, want %v", c.outer, c.inner, got, c.want)
		}
	}
}
