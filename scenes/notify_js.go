//go:build js

package scenes

import (
	"sync/atomic"
	"syscall/js"
)

// notifyState is the page's permission to notify ("granted", "denied",
// "default"; "" where the browser has no notifications), read when a
// screen asks and when the person answers: never each frame.
var notifyState atomic.Pointer[string]

// notifyRead reads the page's permission to notify.
func notifyRead() string {
	n := js.Global().Get("Notification")
	s := ""
	if n.Truthy() {
		s = n.Get("permission").String()
	}
	notifyState.Store(&s)
	return s
}

// notifyPermission is the permission as last read.
func notifyPermission() string {
	if s := notifyState.Load(); s != nil {
		return *s
	}
	return notifyRead()
}

func notifyAllowed() bool { return notifyPermission() == "granted" }

// notifyAsk asks the person to let the page notify (on their press: the
// browser asks only upon one), and reads the answer when it comes.
func notifyAsk() {
	defer func() { recover() }() // an old browser's requestPermission returns no promise
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return
	}
	var then js.Func
	then = js.FuncOf(func(js.Value, []js.Value) any {
		notifyRead()
		then.Release()
		return nil
	})
	n.Call("requestPermission").Call("then", then, then)
}

func pageHidden() bool { return js.Global().Get("document").Get("hidden").Truthy() }

// notifyShow shows a notification; one of the same words replaces the
// last (its tag), rather than piling up. A browser that makes them only
// through a service worker (Chrome on Android) throws: nothing is shown,
// and the game goes on.
func notifyShow(text string) {
	defer func() { recover() }()
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return
	}
	n.New(text, map[string]any{"tag": text})
}
