package ui

import (
	"image"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"
)

// A phone or tablet shows its keyboard only for a focused text element: a
// canvas is never typed into. When a field is tapped on a touch screen,
// Ebitengine's textinput focuses its hidden textarea, so the keyboard
// comes up, and hands over what is typed there: each word as it is
// composed (shown in the field, soft) and as it is committed. Backspace
// and Enter arrive as keys, and so do a keyboard's arrows (the caret's). A field focused otherwise (a dialog's, Tab)
// and a desktop browser keep the keys (Chars): no keyboard comes up
// unasked.
var touchScreen = func() bool {
	m := js.Global().Get("matchMedia")
	return m.Truthy() && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}()

var (
	window   = js.Global()
	document = js.Global().Get("document")
)

// soft is the one field the keyboard types into, if any.
var soft struct {
	c     textinput.Composer
	field *Field // tapped: the keyboard is its
	next  *Field // tapped while another field held the keyboard: it passes on
	up    bool   // the textarea has had the focus since the tap
	seen  bool   // the field's Update ran since the last tick began
	typed []rune // committed, not yet in the field
}

func init() {
	soft.c.OnNewSession = func() *textinput.SessionOptions {
		f := soft.field
		if f == nil {
			return nil
		}
		// The caret, where the browser may show its suggestions. The field's
		// text stays with the field (Backspace comes as a key), so the
		// textarea starts empty.
		r, x := f.Rect, f.Rect.Min.X
		if f.view.face != nil {
			x = int(f.view.x + f.view.caretX)
		}
		return &textinput.SessionOptions{CaretBounds: image.Rect(x, r.Min.Y, x+2, r.Max.Y)}
	}
	soft.c.OnComposition = func(c *textinput.Composition) {
		if soft.field != nil {
			soft.field.preedit = c.Text()
		}
	}
	soft.c.OnCommit = func(c *textinput.Commit) {
		soft.typed = append(soft.typed, []rune(c.Text())...)
	}
	soft.c.OnEndByUser = func() { // the keyboard put away
		if soft.field != nil {
			soft.field.Focused = false
		}
	}
}

// softType runs the keyboard for f, focused, this tick: what it typed, and
// true; or false when f was not tapped (the keys bring the characters).
func softType(f *Field) ([]rune, bool) {
	if soft.field != f && soft.next != f {
		return nil, false
	}
	if textareaFocused() {
		soft.up = true
	} else if soft.up { // put away (iOS's Done), or the page left
		f.Focused = false
		return nil, false
	}
	softTake(f)
	typed := soft.typed
	soft.typed = soft.typed[:0] // read before the next commit comes
	return typed, true
}

// softPress asks for the keyboard as a finger lands on f: a browser (iOS
// Safari above all) lets a page focus its textarea only within the events
// of a tap, and the field is focused when the finger lifts, a tick after
// the tap's last event. Asked now, the textarea takes the focus as the
// finger lifts. A field still focused keeps the keyboard until it is left.
func softPress(f *Field) {
	switch {
	case !touchScreen:
	case soft.field != nil && soft.field != f && soft.field.Focused:
		soft.next = f // the keyboard passes on as the finger lifts
	default:
		softTake(f)
	}
}

// softTake runs the keyboard's session for f this tick.
func softTake(f *Field) {
	if soft.field != f {
		if old := soft.field; old != nil && softEnd() {
			old.typedAway = true // its next Update reports the change
		}
		soft.field, soft.next, soft.up = f, nil, false
	}
	soft.seen = true
	soft.c.Update()
}

// softLeave lets go of the keyboard when f, not focused, held it, unless
// the finger that asked for it is still down; it reports whether f's text
// changed.
func softLeave(f *Field, held bool) bool {
	if soft.next == f && !held {
		soft.next = nil // the tap ended elsewhere
	}
	if soft.field != f {
		return false
	}
	if held {
		soft.seen = true
		return false
	}
	return softEnd()
}

// softEnd ends the keyboard's session, and puts the keyboard away: a word
// still being composed goes into its field, as it was shown (a tap on Join
// takes the code typed). It reports whether the field's text changed.
func softEnd() bool {
	f := soft.field
	if f == nil {
		return false
	}
	soft.c.Confirm()
	soft.field, f.preedit = nil, ""
	changed := f.typeIn(soft.typed)
	soft.typed = soft.typed[:0]
	if soft.next != nil {
		return changed // passed on: the textarea keeps the focus, the keyboard stays
	}
	// A start the textarea waits for (a tap's end focuses it) is called off,
	// and the textarea gives the focus back: the keyboard goes now, not at
	// the next tap. (Ebitengine's textinput, which keeps these names, puts
	// it away itself only once no start is waiting.)
	window.Set("_ebitengine_textinput_x", js.Undefined())
	window.Set("_ebitengine_textinput_y", js.Undefined())
	window.Set("_ebitengine_textinput_ready", js.Undefined())
	if textareaFocused() {
		if c := document.Call("querySelector", "canvas"); c.Truthy() {
			c.Call("focus")
		}
	}
	return changed
}

// textareaFocused reports whether textinput's textarea (or the one it
// parks the focus on) has the page's focus: the keyboard is up.
func textareaFocused() bool {
	id := document.Get("activeElement")
	if !id.Truthy() {
		return false
	}
	s := id.Get("id").String()
	return s == "ebitengine-textinput" || s == "ebitengine-textinput-dummy"
}

// softTick begins a tick: a field whose Update stopped (its scene left)
// lets go of the keyboard.
func softTick() {
	if f := soft.field; f != nil && !soft.seen && softEnd() {
		f.typedAway = true // the word it was composing went in: its next Update reports it
	}
	soft.seen = false
}
