package form

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// A form taller than its area (large text on a small screen, issue 29)
// scrolls rather than spilling off the screen: the wheel, a finger's drag
// and the keyboard's focus (which brings its control into view) move it,
// and only the controls wholly in the area are drawn, so that none is
// seen cut. A form that fits never scrolls.

// scrolled is how far a form is scrolled and how far it can be.
type scrolled struct {
	y, most float64 // pixels
	dragY   int
	drag    bool
}

// scrollRoom works out how far the form can scroll for content h pixels
// tall, and the rectangle its root is placed in.
func (f *Form) scrollRoom(area image.Rectangle, h float64) image.Rectangle {
	f.sc.most = math.Max(0, math.Ceil(h)-float64(area.Dy()))
	f.sc.y = math.Max(0, math.Min(f.sc.y, f.sc.most))
	r := area
	r.Min.Y -= int(f.sc.y)
	r.Max.Y = r.Min.Y + int(math.Round(h))
	return r
}

// Scrolls reports whether the form is taller than its area.
func (f *Form) Scrolls() bool { return f.sc.most > 0 }

// ScrollTo scrolls the form to y pixels from its top (as far as it goes).
func (f *Form) ScrollTo(y float64) {
	if y = math.Max(0, math.Min(y, f.sc.most)); y != f.sc.y && f.placed {
		f.sc.y = y
		f.Layout(f.th, f.area)
		f.version++
	}
}

// scrollBy scrolls by the wheel and by a drag of the pointer that moved
// further than a tap.
func (f *Form) scrollBy(in *ui.Input) {
	if f.sc.most == 0 || !image.Pt(in.X, in.Y).In(f.area) && !f.sc.drag {
		f.sc.drag = false
		return
	}
	y := f.sc.y - in.Wheel*f.th.S(40)
	switch {
	case in.Pressed:
		f.sc.dragY = in.Y
	case in.Down && (f.sc.drag || abs(in.Y-f.sc.dragY) > int(f.th.S(12))):
		f.sc.drag = true
		y -= float64(in.Y - f.sc.dragY)
		f.sc.dragY = in.Y
	default:
		f.sc.drag = false
	}
	f.ScrollTo(y)
}

// showFocus scrolls the control with the focus into view.
func (f *Form) showFocus() {
	if f.sc.most == 0 {
		return
	}
	for _, n := range f.leaves {
		if c := n.ctl.focusable(); c == nil || !n.shown || !f.focus.On(c) {
			continue
		}
		pad := int(f.th.S(12))
		switch r := n.rect; {
		case r.Min.Y-pad < f.area.Min.Y:
			f.ScrollTo(f.sc.y - float64(f.area.Min.Y-r.Min.Y+pad))
		case r.Max.Y+pad > f.area.Max.Y:
			f.ScrollTo(f.sc.y + float64(r.Max.Y+pad-f.area.Max.Y))
		}
		return
	}
}

// whole reports whether a leaf is drawn: always in a form that fits, and
// in one that scrolls when it lies wholly in the area.
func (f *Form) whole(n *Node) bool {
	return f.sc.most == 0 || n.kind != kindLeaf || n.rect.In(f.area)
}

// drawScrolled draws a form that scrolls: its panels clipped to the area,
// the controls wholly in it, and a bar at the right that says where it is.
func (f *Form) drawScrolled(dst *ebiten.Image, th *ui.Theme) {
	clip := dst.SubImage(f.area.Intersect(dst.Bounds())).(*ebiten.Image)
	f.drawIn(f.root, clip, th)
	a := f.area
	h := float64(a.Dy())
	bar := h * h / (h + f.sc.most)
	w := math.Max(2, th.S(5))
	ui.FillRect(dst, float64(a.Max.X)-w, float64(a.Min.Y)+(h-bar)*f.sc.y/f.sc.most, w, bar, ui.InkSoft)
}

// drawIn draws n and what it holds: the panels, and the controls the
// form shows whole (whole).
func (f *Form) drawIn(n *Node, dst *ebiten.Image, th *ui.Theme) {
	if !n.shown || !f.whole(n) {
		return
	}
	switch n.kind {
	case kindPanel:
		ui.Panel(dst, n.rect, th, ui.Paper)
	case kindLeaf:
		n.ctl.draw(n, dst, th)
	}
	for _, k := range n.kids {
		f.drawIn(k, dst, th)
	}
}

func abs(v int) int { return max(v, -v) }

// Visible reports whether r (a box the screen draws into) is to be drawn:
// always in a form that fits; in one that scrolls, when r lies wholly in
// its area, as the form's own controls are.
func (f *Form) Visible(r image.Rectangle) bool { return f.sc.most == 0 || r.In(f.area) }
