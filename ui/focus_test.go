package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFocusGoesRoundTheShownControls: Tab comes to the first control, skips
// the hidden and the disabled, goes round; the arrows are the screen's
// until then; Enter and Space use the control as a click would (a Check
// flips); a field it comes to takes the typing and Tab alone leaves it;
// Escape and a press of the pointer let go.
func TestFocusGoesRoundTheShownControls(t *testing.T) {
	var a, hidden, off, b Button
	hidden.Hidden, off.Disabled = true, true
	var ch Check
	var f Field
	var fo Focus
	fo.Set(&a, &hidden, &off, &ch, &f, &b)
	var in Input
	tick := func(k ebiten.Key) {
		in.Reset()
		if k != 0 {
			in.PressKey(k)
		}
		fo.Update(&in)
		f.Update(&in) // after the Focus, as the scenes call it
	}
	tick(ebiten.KeyRight)
	if fo.Held() {
		t.Fatal("an arrow took the focus before Tab")
	}
	tick(ebiten.KeyTab)
	if !fo.On(&a) || !a.focused {
		t.Fatal("Tab did not come to the first button")
	}
	tick(ebiten.KeyEnter)
	if !a.Update(&in) || a.Update(&in) {
		t.Fatal("Enter did not use the button once")
	}
	tick(ebiten.KeyDown)
	if !fo.On(&ch) || a.focused {
		t.Fatal("Down did not skip the hidden and disabled buttons to the check")
	}
	tick(ebiten.KeySpace)
	if !ch.Update(&in) || !ch.On {
		t.Fatal("Space did not flip the check")
	}
	tick(ebiten.KeyTab)
	if !fo.On(&f) || !f.Focused {
		t.Fatal("Tab did not come to the field")
	}
	tick(ebiten.KeyLeft) // typing: Left and Right stay with the field
	if !fo.On(&f) || !f.Focused {
		t.Fatal("Left left the field being typed in")
	}
	// A line has no up or down: they leave it, and come back to it.
	for _, step := range []struct {
		k    ebiten.Key
		to   Focusable
		what string
	}{
		{ebiten.KeyUp, &ch, "Up did not leave the field for the control before it"},
		{ebiten.KeyDown, &f, "Down did not come back to the field"},
		{ebiten.KeyDown, &b, "Down did not leave the field for the next control"},
		{ebiten.KeyUp, &f, "Up did not come back to the field"},
	} {
		tick(step.k)
		if !fo.On(step.to) || f.Focused != (step.to == &f) {
			t.Fatal(step.what)
		}
	}
	tick(ebiten.KeyEnter) // the field's own Enter leaves it; the next takes it back
	if f.Focused || !fo.On(&f) {
		t.Fatal("Enter did not leave the field")
	}
	tick(ebiten.KeyEnter)
	if !f.Focused {
		t.Fatal("Enter on the field did not give it the keys again")
	}
	tick(ebiten.KeyTab)
	tick(ebiten.KeyTab)
	if !fo.On(&a) || f.Focused {
		t.Fatal("Tab did not go round to the first button")
	}
	tick(ebiten.KeyUp)
	if !fo.On(&b) {
		t.Fatal("Up did not go back round to the last button")
	}
	tick(ebiten.KeyEscape)
	if fo.Held() || b.focused {
		t.Fatal("Escape kept the focus")
	}
	tick(ebiten.KeyTab)
	in.Reset()
	in.Pressed = true
	fo.Update(&in)
	if fo.Held() {
		t.Fatal("a press of the pointer kept the focus")
	}
	b.Hidden = true
	fo.Set(&a, &b)
	tick(ebiten.KeyTab)
	tick(ebiten.KeyTab)
	if !fo.On(&a) {
		t.Fatal("a hidden button took the focus")
	}
	a.Disabled = true
	fo.Set(&a, &ch)
	if !fo.On(&ch) {
		t.Fatal("the focus stayed on a button that was disabled")
	}
}
