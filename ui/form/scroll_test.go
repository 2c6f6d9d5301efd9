package form

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// Larger words grow the controls with them (Tall), and a form taller than
// its area scrolls (issue 29: text at 200 % on a phone): Tab to the last
// control brings it into view, the wheel scrolls back, and a form that
// fits does not scroll.
func TestTallFormScrolls(t *testing.T) {
	theme(t)
	th := ui.NewThemeText(1280, 720, 2)
	var kids []*Node
	for range 12 {
		kids = append(kids, Button("a button", func() {}))
	}
	f := New(sayAs, Col(kids...))
	area := image.Rect(0, 0, 600, 720)
	f.Layout(th, area)
	if got, least := kids[0].Rect().Dy(), int(th.Body.Size*1.3); got < least {
		t.Fatalf("a button %d px tall for words %d px tall", got, least)
	}
	if !f.Scrolls() || kids[11].Rect().Max.Y <= area.Max.Y {
		t.Fatalf("twelve large buttons in 720 px: scrolls %v, the last at %v", f.Scrolls(), kids[11].Rect())
	}
	in := &ui.Input{}
	for range 12 {
		in.PressKey(ebiten.KeyTab)
		tick(f, in)
	}
	if r := kids[11].Rect(); !r.In(area) {
		t.Errorf("the focus on the last button, yet it is at %v", r)
	}
	in.X, in.Y, in.Wheel = 300, 300, 100
	tick(f, in)
	if r := kids[0].Rect(); !r.In(area) {
		t.Errorf("scrolled back up, yet the first is at %v", r)
	}
	small := New(sayAs, Col(kids[:3]...))
	small.Layout(th, area)
	if small.Scrolls() {
		t.Error("three buttons scroll")
	}
	if designed := ui.NewTheme(1280, 720); designed.Tall(52, designed.Body) != designed.S(52) {
		t.Error("a control's height changed at 100 %")
	}
}
