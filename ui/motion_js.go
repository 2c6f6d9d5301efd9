//go:build js

package ui

import (
	"sync/atomic"
	"syscall/js"
)

// reduced is the browser's prefers-reduced-motion, kept as it changes (a
// player may turn it on in the system while the game runs).
var reduced = func() *atomic.Bool {
	var b atomic.Bool
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return &b
	}
	q := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	b.Store(q.Get("matches").Truthy())
	if q.Get("addEventListener").Type() == js.TypeFunction {
		q.Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 {
				b.Store(args[0].Get("matches").Truthy())
			}
			return nil
		}))
	}
	return &b
}()

// ReducedMotion reports whether the browser asks for less motion.
func ReducedMotion() bool { return reduced.Load() }
