//go:build js

package scenes

import "syscall/js"

// zoom is the browser's zoom of the page, read at start and on every
// resize (zooming resizes the page), so that a tick asks the page nothing.
var zoom = readZoom()

func init() {
	js.Global().Call("addEventListener", "resize", js.FuncOf(func(js.Value, []js.Value) any {
		zoom = readZoom()
		return nil
	}))
}

// pageZoom is the browser's zoom of the page. Ebitengine gives the canvas
// devicePixelRatio pixels per CSS pixel, which zoom raises while the page's
// CSS size falls, so a zoomed page drew the same pixels; the text grows by
// the zoom instead.
func pageZoom() float64 { return zoom }

// readZoom reads the zoom. Inside a frame (an embed) the outer window is
// another page's: no zoom is read there.
func readZoom() float64 {
	w := js.Global()
	if !w.Get("top").Equal(w.Get("self")) {
		return 1
	}
	return snapZoom(w.Get("outerWidth").Float(), w.Get("innerWidth").Float())
}
