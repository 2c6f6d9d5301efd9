package form

import (
	"image"
	"testing"

	"goose/ui"
)

// One switch (issue 29): the focus walks the controls by itself, resting
// longer on the first, and a click anywhere uses the one it is on, not the
// one under the pointer.
func TestScanningWithOneSwitch(t *testing.T) {
	th := theme(t)
	Assisting = Assist{Scan: 10}
	defer func() { Assisting = Assist{} }()
	var did []string
	use := func(s string) func() { return func() { did = append(did, s) } }
	a, b, c := Button("a", use("a")), Button("b", use("b")), Button("c", use("c"))
	f := New(sayAs, Col(a, b, c))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	for range 19 {
		tick(f, in)
	}
	if f.Focus().Held() {
		t.Fatal("the focus came before the first pause was over")
	}
	tick(f, in)
	if got := f.Controls(); !got[0].Focused {
		t.Fatalf("after 20 ticks the focus is not on the first: %+v", got)
	}
	for range 20 { // the first again rests twice as long
		tick(f, in)
	}
	if got := f.Controls(); !got[1].Focused {
		t.Fatalf("after 20 more ticks the focus is not on the second: %+v", got)
	}
	r := c.Rect() // the click lands on c; the switch means b
	in.Click(r.Min.X+3, r.Min.Y+3)
	tick(f, in)
	tick(f, in)
	if len(did) != 1 || did[0] != "b" {
		t.Fatalf("a click with the focus on b did %v", did)
	}
}

// Dwell (issue 29): resting the pointer on a control uses it once, after
// the time set; it must leave the control before it is used again.
func TestDwellUsesWhatThePointerRestsOn(t *testing.T) {
	th := theme(t)
	Assisting = Assist{Dwell: 30}
	defer func() { Assisting = Assist{} }()
	n := 0
	b, other := Button("b", func() { n++ }), Button("other", nil)
	f := New(sayAs, Col(b, other))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	in.X, in.Y = b.Rect().Min.X+5, b.Rect().Min.Y+5
	for range 29 {
		tick(f, in)
	}
	if n != 0 || !f.Dwelling() {
		t.Fatalf("used %d times before the dwell was over (dwelling %v)", n, f.Dwelling())
	}
	for range 60 {
		tick(f, in)
	}
	if n != 1 {
		t.Fatalf("resting on it used it %d times, not once", n)
	}
	in.X, in.Y = other.Rect().Min.X+5, other.Rect().Min.Y+5
	tick(f, in)
	in.X, in.Y = b.Rect().Min.X+5, b.Rect().Min.Y+5
	for range 31 {
		tick(f, in)
	}
	if n != 2 {
		t.Fatalf("back on it after leaving: used %d times, not twice", n)
	}
}
