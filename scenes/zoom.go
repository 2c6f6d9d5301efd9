package scenes

import "math"

// zoomSteps are the page zooms browsers offer (Chromium's, Firefox's and
// Safari's between 100 % and 500 %).
var zoomSteps = [...]float64{1, 1.1, 1.25, 1.33, 1.5, 1.7, 1.75, 2, 2.4, 2.5, 3, 4, 5}

// snapZoom is the page's zoom as the ratio of the window's outer width (in
// the screen's pixels, which zoom leaves alone) to its inner width (in the
// page's pixels, which zoom enlarges): 1 unless it is within 3 % of a zoom
// a browser offers. A side panel or developer tools beside the page make
// another ratio, which is no zoom.
func snapZoom(outer, inner float64) float64 {
	if !(outer > 0 && inner > 0) {
		return 1
	}
	r := outer / inner
	for _, z := range zoomSteps {
		if math.Abs(r-z) <= 0.03*z {
			return z
		}
	}
	return 1
}
