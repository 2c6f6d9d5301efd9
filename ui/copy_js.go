package ui

import "syscall/js"

// Copy puts text on the clipboard (navigator.clipboard): the page may
// refuse it later, out of the game's sight.
func Copy(text string) error {
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return errNoClipboard
	}
	cb.Call("writeText", text)
	return nil
}

// errNoClipboard: a page served without https has no clipboard to write.
var errNoClipboard = jsError("this page has no clipboard (it needs https)")

type jsError string

func (e jsError) Error() string { return string(e) }

// PageURL is the address of the page the game runs in, without its query.
func PageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}
