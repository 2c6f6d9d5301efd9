package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/form"
)

// playAssist lets one switch or a rested pointer play (issue 29). The play
// screen's controls are drawn into the HUD, not declared on a form, so they
// follow form.Assisting here as a form's controls do: scanning moves the
// focus through what can be done now (the throw, each use of the dice, the
// menu) and any one input uses it; a pointer resting on a control uses it.
type playAssist struct {
	ring    []ui.Focusable // kept from tick to tick: a frame allocates nothing
	focus   ui.Focus
	scanT   int
	dwellOn *ui.Button
	dwellT  int
	spent   bool // dwellOn was used: the pointer must leave it first
	// held is the place of a speed used by dwell: the speeds move along
	// when one is chosen (placeSpeeds), and the faster one then under the
	// pointer waits for it to leave the place and come back.
	held image.Rectangle
}

// update runs before the HUD and the choices read the input. A switch
// press taken by scanning is the only thing the tick hears.
func (a *playAssist) update(c *Context, p *Play) {
	as := form.Assisting
	if as.Scan > 0 {
		a.scan(c, p, as.Scan)
	} else if a.focus.Held() {
		a.focus.Drop()
	}
	if as.Dwell > 0 {
		a.dwell(&c.In, p, as.Dwell)
	} else {
		a.dwellOn = nil
	}
}

// scan steps the focus on by itself; Space, Enter, a click or tap
// anywhere, or a pad's A uses the control it is on.
func (a *playAssist) scan(c *Context, p *Play, every int) {
	h := &p.hud
	a.ring = a.ring[:0]
	if !h.roll.Hidden {
		a.ring = append(a.ring, &h.roll)
	}
	for i := range p.picker.buttons {
		a.ring = append(a.ring, &p.picker.buttons[i])
	}
	a.ring = append(a.ring, &h.menu)
	first := a.focusedAt() <= 0
	a.focus.Set(a.ring...)
	if !a.focus.Held() {
		a.focus.Next()
	}
	in := &c.In
	key := in.Key(ebiten.KeySpace) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)
	if in.Pressed || in.Released || key {
		if in.Released || key { // a click or tap is used as it lifts
			a.focus.PushFocused()
		}
		a.scanT = 0
		in.Reset() // the switch is the scan's alone: Enter must not also throw
		return
	}
	a.scanT++
	wait := every
	if first {
		wait *= 2 // a breath on the first control, to get ready
	}
	if a.scanT >= wait {
		a.scanT = 0
		a.focus.Next()
	}
	for i := range p.picker.buttons { // the preview shows where the choice scanned leads
		if a.focus.On(&p.picker.buttons[i]) {
			p.picker.hover = i
		}
	}
}

// focusedAt is where the focus stands in the ring (-1: nowhere).
func (a *playAssist) focusedAt() int {
	for i, f := range a.ring {
		if a.focus.On(f) {
			return i
		}
	}
	return -1
}

// dwell uses the control the pointer has rested on for every ticks.
func (a *playAssist) dwell(in *ui.Input, p *Play, every int) {
	var on *ui.Button
	pt := image.Pt(in.X, in.Y)
	h := &p.hud
	if pt.In(a.held) {
		a.dwellOn = nil
		return
	}
	a.held = image.Rectangle{}
	try := func(b *ui.Button) {
		if !b.Hidden && !b.Disabled && pt.In(b.Rect) {
			on = b
		}
	}
	try(&h.roll)
	for i := range p.picker.buttons {
		try(&p.picker.buttons[i])
	}
	for i := range h.speedBtn {
		try(&h.speedBtn[i])
	}
	try(&h.menu)
	if on != a.dwellOn {
		a.dwellOn, a.dwellT, a.spent = on, 0, false
	}
	if on == nil || a.spent {
		return
	}
	a.dwellT++
	if a.dwellT >= every {
		a.spent, a.dwellT = true, 0
		on.Push()
		for i := range h.speedBtn {
			if on == &h.speedBtn[i] {
				a.held = on.Rect
			}
		}
	}
}

// Dwelling reports whether a dwell ring is filling: the screen is drawn each
// tick meanwhile, though nothing else moves.
func (a *playAssist) Dwelling() bool {
	return form.Assisting.Dwell > 0 && a.dwellOn != nil && !a.spent && a.dwellT > 0
}

// draw draws the dwell's ring on the control the pointer rests on.
func (a *playAssist) draw(dst *ebiten.Image, th *ui.Theme) {
	if a.Dwelling() {
		form.DwellRing(dst, th, a.dwellOn.Rect, float32(a.dwellT)/float32(form.Assisting.Dwell), a.dwellOn.Primary)
	}
}
