package form

import (
	"image"
	"testing"

	"goose/ui"
)

// A stepper steps its figure with − and +, each enabled only while its
// step is allowed, and its row keeps the figure beside them however
// narrow: a kept row shares its width by Grow and never stacks.
func TestStepperStepsAndKeepsItsRow(t *testing.T) {
	th := theme(t)
	n := 1
	can := func(d int) bool { return n+d >= 0 && n+d <= 2 }
	figure := TextOf(func() string { return "a figure much too long for the room" })
	f := New(sayAs, Col(Stepper(figure, func(d int) { n += d }, can)))
	f.Layout(th, image.Rect(0, 0, 120, 400))
	cs := f.Controls()
	if len(cs) != 3 || cs[1].Label != "−" || cs[2].Label != "+" {
		t.Fatalf("a stepper reads %+v", cs)
	}
	if cs[1].Rect.Min.Y != cs[2].Rect.Min.Y || cs[1].Rect.Min.X <= cs[0].Rect.Min.X {
		t.Fatalf("a narrow stepper stacked: %v %v %v", cs[0].Rect, cs[1].Rect, cs[2].Rect)
	}
	if w := cs[0].Rect.Dx(); w < 2*cs[1].Rect.Dx()-2 {
		t.Fatalf("the figure has %d px beside a − of %d: not half the row", w, cs[1].Rect.Dx())
	}
	in := &ui.Input{}
	for i := 0; i < 3; i++ {
		c := f.Controls()[2].Rect.Min.Add(image.Pt(2, 2))
		in.Click(c.X, c.Y)
		tick(f, in)
	}
	if n != 2 || f.Controls()[2].Enabled || !f.Controls()[1].Enabled {
		t.Fatalf("three + from 1 to at most 2: %d, + enabled %v", n, f.Controls()[2].Enabled)
	}
}

// A toggle of a value the screen keeps reads it at each refresh and sets
// it when used; Typing tells a screen that a field has the keys, and
// FocusOn gives a field the keys.
func TestCheckOfAndFocusOn(t *testing.T) {
	th := theme(t)
	held, text := false, ""
	field := Field("hint", &text, 10, nil)
	f := New(sayAs, Col(CheckOf("c", func() bool { return held }, func(on bool) { held = on }), field))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	held = true
	f.Refresh()
	if !f.Controls()[0].Selected {
		t.Fatal("the toggle does not read its value")
	}
	in := &ui.Input{}
	c := f.Controls()[0].Rect.Min.Add(image.Pt(4, 4))
	in.Click(c.X, c.Y)
	tick(f, in)
	if held {
		t.Fatal("the toggle did not set its value")
	}
	if f.Typing() || f.Focused(field) {
		t.Fatal("typing before any field has the keys")
	}
	f.FocusOn(field)
	if !f.Typing() || !f.Focused(field) {
		t.Fatal("FocusOn did not give the field the keys")
	}
}
