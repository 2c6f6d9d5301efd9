package ui

import (
	"strings"
	"syscall/js"
)

// A page pastes with its paste event (Ctrl+V, Cmd+V, Shift+Insert, the
// browser's menu). Ebitengine cancels every key on its canvas, and a
// cancelled paste key pastes nothing: the page keeps those keys from it.
func init() {
	if nav := js.Global().Get("navigator"); nav.Truthy() {
		// A Mac, an iPad or an iPhone (with a keyboard) edits with Cmd and Option.
		p := nav.Get("platform").String() + " " + nav.Get("userAgent").String()
		macKeys = strings.Contains(p, "Mac") || strings.Contains(p, "iPhone") || strings.Contains(p, "iPad")
	}
	js.Global().Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, a []js.Value) any {
		e := a[0]
		k := e.Get("key").String()
		if ((k == "v" || k == "V") && (e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool())) || (k == "Insert" && e.Get("shiftKey").Bool()) {
			e.Call("stopPropagation")
		}
		return nil
	}), true)
	js.Global().Get("document").Call("addEventListener", "paste", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if d := a[0].Get("clipboardData"); d.Truthy() {
			a[0].Call("preventDefault")
			deliver(d.Call("getData", "text").String())
		}
		return nil
	}))
}

// askPaste: the page's paste event brings the text unasked.
func askPaste() {}

// AskPaste: a page reads the clipboard on its paste event only.
func AskPaste() {}
