package ui

import "github.com/hajimehoshi/ebiten/v2"

// Focus is the keyboard's way through a screen's controls, for a player
// without a mouse: Tab, Down or Right moves to the next control shown, Up
// or Left to the one before (as the choice of a move does), Enter or Space
// uses it, Escape lets go. A field it comes to takes the typing (Left and
// Right stay with it); Tab or Down leaves it for the next control, Up for
// the one before. A press of the pointer lets go too.
type Focus struct {
	ring []Focusable
	at   Focusable // nil: none
}

// Focusable is a control the focus can come to: a Button, a Check, a Field.
type Focusable interface {
	usable() bool     // shown and not disabled
	setFocus(on bool) // show it (a field: type into it)
	push()            // Enter or Space: used as by a click
	Push()            // used as by a click (a dwell, a switch)
	typing() bool     // a field taking the keys
	mark()            // show the focus again, if that needs no typing
}

// Set gives the ring its controls in the order Tab visits them; the one
// with the focus keeps it while it is there and usable, else the next
// usable one takes it (a − that reached its least, a throw dropped).
func (f *Focus) Set(ring ...Focusable) {
	f.ring = append(f.ring[:0], ring...)
	switch {
	case f.index() < 0:
		f.Drop()
	case !f.at.usable():
		f.move(1)
	case !f.at.typing():
		f.at.mark() // a control made again in the same place (a seat's row) shows it still
	}
}

// index is where the focus is in the ring, or -1.
func (f *Focus) index() int {
	for k, c := range f.ring {
		if c == f.at && c != nil {
			return k
		}
	}
	return -1
}

// Held reports whether a control has the focus.
func (f *Focus) Held() bool { return f.at != nil }

// Drop lets go of the focus.
func (f *Focus) Drop() {
	if f.at != nil {
		f.at.setFocus(false)
	}
	f.at = nil
}

// Update moves the focus and uses what has it; call it before the
// controls' own Update, which then report the use.
func (f *Focus) Update(in *Input) {
	f.followTyping()
	switch {
	case f.at != nil && f.at.typing(): // a field's line has no up or down: they leave it
		switch {
		case in.Key(ebiten.KeyTab) || in.Key(ebiten.KeyDown):
			f.move(1)
		case in.Key(ebiten.KeyUp):
			f.move(-1)
		}
	case in.Key(ebiten.KeyTab):
		f.move(1)
	case f.at == nil: // the arrows are the screen's own until Tab
		if in.FromPad() && in.anyKey(forward) {
			f.move(1) // a pad has no Tab: its D-pad comes to the first control
		}
	default:
		f.steer(in)
	}
}

// followTyping gives the focus to a field clicked into: focused already,
// its Enter, Escape and Tab still leave it.
func (f *Focus) followTyping() {
	for _, c := range f.ring {
		if c.typing() && c != f.at {
			f.Drop()
			f.at = c
		}
	}
}

// steer answers the keys while a control that takes no typing has the
// focus: a press of the pointer lets go, as Escape does.
func (f *Focus) steer(in *Input) {
	switch {
	case in.Pressed:
		f.Drop()
	case in.anyKey(forward):
		f.move(1)
	case in.anyKey(backward):
		f.move(-1)
	case in.Key(ebiten.KeyEscape):
		f.Drop()
	case in.anyKey(useKeys):
		f.at.push()
	}
}

// The keys that move the focus on and back, and that use what has it.
var (
	forward  = []ebiten.Key{ebiten.KeyDown, ebiten.KeyRight}
	backward = []ebiten.Key{ebiten.KeyUp, ebiten.KeyLeft}
	useKeys  = []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace}
)

// move gives the focus to the next usable control d steps on, round the ring.
func (f *Focus) move(d int) {
	n, i := len(f.ring), f.index()
	if i < 0 && d < 0 {
		i = 0 // from none, back to the last
	}
	for k := 1; k <= n; k++ {
		c := f.ring[((i+d*k)%n+n)%n]
		if c.usable() {
			f.Drop()
			f.at = c
			c.setFocus(true)
			return
		}
	}
}

func (b *Button) usable() bool     { return !b.Hidden && !b.Disabled }
func (b *Button) setFocus(on bool) { b.focused = on }
func (b *Button) push()            { b.pushed = true }
func (b *Button) Push()            { b.push() }
func (b *Button) typing() bool     { return false }
func (b *Button) mark()            { b.focused = true }

func (c *Check) usable() bool     { return !c.Hidden }
func (c *Check) setFocus(on bool) { c.focused = on }
func (c *Check) push()            { c.pushed = true }
func (c *Check) Push()            { c.push() }
func (c *Check) typing() bool     { return false }
func (c *Check) mark()            { c.focused = true }

func (f *Field) usable() bool     { return true }
func (f *Field) setFocus(on bool) { f.Focused, f.entered = on, on }
func (f *Field) push()            { f.Focused, f.entered = true, true }
func (f *Field) Push()            { f.push() }
func (f *Field) typing() bool     { return f.Focused }
func (f *Field) mark()            {}

// On reports whether c has the focus.
func (f *Focus) On(c Focusable) bool { return f.at == c && c != nil }

// To gives the focus to c, if it is in the ring and usable (a form declared
// again keeps it on the control in the same place).
func (f *Focus) To(c Focusable) {
	for _, r := range f.ring {
		if r == c && c.usable() {
			f.Drop()
			f.at = c
			c.setFocus(true)
			return
		}
	}
}

// Next moves the focus to the next usable control, as Tab does.
func (f *Focus) Next() { f.move(1) }

// PushFocused uses the control with the focus, as Enter does.
func (f *Focus) PushFocused() {
	if f.at != nil {
		f.at.push()
	}
}
