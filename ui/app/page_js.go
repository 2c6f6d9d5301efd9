//go:build js

package app

import (
	"errors"
	"strings"
	"syscall/js"

	"goose/engine"
)

// Args reads the flags from the page's URL (?autoplay=1&seed=5, see
// queryArgs): a browser has no command line.
func Args() []string {
	mark("mainMs") // Go's package initialisation is done
	return queryArgs(js.Global().Get("location").Get("search").String())
}

// systemLanguages are the browser's languages, best first (navigator.languages).
func systemLanguages() []string {
	nav := js.Global().Get("navigator")
	var langs []string
	if l := nav.Get("languages"); l.Type() == js.TypeObject {
		for i := 0; i < l.Length(); i++ {
			langs = append(langs, l.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		langs = append(langs, l.String())
	}
	return langs
}

// mark notes in window.gooseTimes (set up by index.html) when a step of the
// start was reached, in milliseconds since the navigation started.
func mark(name string) {
	w := js.Global()
	if t := w.Get("gooseTimes"); t.Type() == js.TypeObject {
		t.Set(name, w.Get("performance").Call("now"))
	}
}

// sceneHook tells the page, for its loading screen and for tests, each scene
// as it is first drawn: window.gooseScene is the current one, gooseScenes
// lists them in order, and a "goosescene" event on window carries the name.
// After the first scene's frame, window.gooseReady is true and gooseReadyMs
// says when (milliseconds since the navigation started).
var sceneHook = func(name string) {
	w := js.Global()
	w.Set("gooseScene", name)
	list := w.Get("gooseScenes")
	if !list.InstanceOf(w.Get("Array")) {
		list = w.Get("Array").New()
		w.Set("gooseScenes", list)
	}
	list.Call("push", name)
	w.Call("dispatchEvent", w.Get("CustomEvent").New("goosescene", map[string]any{"detail": name}))
	if list.Length() == 1 {
		mark("firstDrawMs")
		// This runs inside Draw: the frame is on screen at the next animation frame.
		var ready js.Func
		ready = js.FuncOf(func(js.Value, []js.Value) any {
			w.Set("gooseReadyMs", w.Get("performance").Call("now"))
			w.Set("gooseReady", true)
			ready.Release()
			return nil
		})
		w.Call("requestAnimationFrame", ready)
	}
}

// download hands data to the browser as a file to save (an exported game's
// events, a board's rules file): a link to it, clicked at once, then let go.
var download = func(name string, data []byte) error {
	w := js.Global()
	arr := w.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	kind := "application/x-ndjson" // an exported game's events
	if strings.HasSuffix(name, ".json") {
		kind = "application/json" // a board's rules file
	}
	blob := w.Get("Blob").New([]any{arr}, map[string]any{"type": kind})
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	w.Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return nil
}

// upload asks the player for a rules file (the browser's upload dialog) and
// hands its bytes to got when the browser has read them: at most one byte
// more than a rules file may have, so that the loader refuses a larger one
// without the page reading it whole.
var upload = func(got func(name string, data []byte, err error)) {
	w := js.Global()
	doc := w.Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	in.Get("style").Set("display", "none")
	var changed, cancelled js.Func
	done := func() {
		in.Call("remove")
		changed.Release()
		cancelled.Release()
	}
	cancelled = js.FuncOf(func(js.Value, []js.Value) any { done(); return nil })
	changed = js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		if files.Length() == 0 {
			done()
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		done()
		var read, failed js.Func
		read = js.FuncOf(func(_ js.Value, a []js.Value) any {
			buf := w.Get("Uint8Array").New(a[0])
			data := make([]byte, buf.Length())
			js.CopyBytesToGo(data, buf)
			read.Release()
			failed.Release()
			got(name, data, nil)
			return nil
		})
		failed = js.FuncOf(func(_ js.Value, a []js.Value) any {
			read.Release()
			failed.Release()
			got(name, nil, errors.New(a[0].Call("toString").String()))
			return nil
		})
		f.Call("slice", 0, engine.MaxRulesFile+1).Call("arrayBuffer").Call("then", read, failed)
		return nil
	})
	in.Call("addEventListener", "change", changed)
	in.Call("addEventListener", "cancel", cancelled)
	doc.Get("body").Call("appendChild", in)
	in.Call("click")
}
