package ui

import (
	"image"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"
)

// A phone or tablet shows its keyboard only for a focused text element: a
// canvas is never typed into. While a field is typed into on a touch
// screen, Ebitengine's textinput keeps its hidden textarea focused, so the
// keyboard comes up, and hands over what is typed there: each word as it
// is composed (shown in the field, soft) and as it is committed. Backspace
// and Enter arrive as keys. A desktop browser keeps its keys (Chars).
var touchScreen = func() bool {
	m := js.Global().Get("matchMedia")
	return m.Truthy() && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}()

// soft is the one field the keyboard types into, if any.
var soft struct {
	c     textinput.Composer
	field *Field
	seen  bool   // the field's Update ran since the last tick began
	typed []rune // committed since the field's last Update
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
		r := f.Rect
		return &textinput.SessionOptions{CaretBounds: image.Rect(r.Min.X, r.Min.Y, r.Min.X+2, r.Max.Y)}
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
// true, or false where the keys bring the characters (Chars).
func softType(f *Field) ([]rune, bool) {
	if !touchScreen {
		return nil, false
	}
	soft.typed = soft.typed[:0]
	softTake(f)
	return soft.typed, true
}

// softPress asks for the keyboard as a finger lands on f: a browser (iOS
// Safari above all) lets a page focus its textarea only within the events
// of a tap, and the field is focused when the finger lifts, a tick after
// the tap's last event. Asked now, the textarea takes the focus as the
// finger lifts.
func softPress(f *Field) {
	if touchScreen {
		softTake(f)
	}
}

// softTake runs the keyboard's session for f this tick.
func softTake(f *Field) {
	if soft.field != f {
		softEnd()
		soft.field = f
	}
	soft.seen = true
	soft.c.Update()
}

// softLeave lets go of the keyboard when f, not focused, held it, unless
// the finger that asked for it is still down; it reports whether f's text
// changed.
func softLeave(f *Field, held bool) bool {
	if soft.field != f {
		return false
	}
	if held {
		soft.seen = true
		return false
	}
	return softEnd()
}

// softEnd ends the keyboard's session: a word still being composed goes
// into its field, as it was shown (a tap on Join takes the code typed).
func softEnd() bool {
	f := soft.field
	if f == nil {
		return false
	}
	soft.typed = soft.typed[:0]
	soft.c.Confirm()
	soft.field, f.preedit = nil, ""
	return f.typeIn(soft.typed)
}

// softTick begins a tick: a field whose Update stopped (its scene left)
// lets go of the keyboard, and the browser puts it away.
func softTick() {
	if soft.field != nil && !soft.seen {
		softEnd()
	}
	soft.seen = false
}
