//go:build !js

package scenes

// pageZoom is 1 on the desktop: its text size is the setting alone.
func pageZoom() float64 { return 1 }
