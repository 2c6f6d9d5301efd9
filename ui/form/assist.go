package form

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/ui"
)

// Assist is how players reach the controls who cannot use a keyboard and
// a mouse as most do (issue 29): one switch, or a pointer they rest (a
// head mouse, an eye tracker). The settings set it; every form follows it.
type Assist struct {
	// Scan is how many ticks the focus rests on a control before it moves
	// on by itself (0: no scanning). It rests twice as long on the first,
	// to let a player get ready. Any one input then uses the focused
	// control: Space, Enter, a click or tap anywhere, a pad's A.
	Scan int
	// Dwell is how many ticks the pointer rests on a control before it is
	// used (0: no dwell); a ring fills meanwhile. It must leave the control
	// before the control is used again.
	Dwell int
}

// Assisting is the assist every form follows.
var Assisting Assist

// assisted is a form's own count of the assist's ticks.
type assisted struct {
	scanT   int   // ticks the focus has rested where it is
	dwellT  int   // ticks the pointer has rested on dwellOn
	dwellOn *Node // the control under the pointer, or nil
	spent   bool  // dwellOn was used: leave it first
	ring    vector.Path
}

// scan moves the focus on by itself, and makes a click or tap anywhere a
// use of the focused control. It reports whether the pointer's click was
// taken (the controls then must not see it).
func (f *Form) scan(in *ui.Input) (took bool) {
	if Assisting.Scan <= 0 || len(f.ring) == 0 {
		return false
	}
	if in.Released || in.Pressed {
		if in.Released && f.focus.Held() {
			f.focus.PushFocused()
			f.as.scanT = 0
		}
		return true
	}
	f.as.scanT++
	wait := Assisting.Scan
	if f.focused() <= 0 {
		wait *= 2 // the first control, or none yet: a breath before the round
	}
	if f.as.scanT >= wait {
		f.as.scanT = 0
		f.focus.Next()
		f.version++
	}
	return false
}

// dwell uses the control the pointer has rested on long enough.
func (f *Form) dwell(in *ui.Input) {
	if Assisting.Dwell <= 0 {
		return
	}
	var on *Node
	pt := image.Pt(in.X, in.Y)
	for _, n := range f.leaves {
		if n.shown && n.ctl.focusable() != nil && pt.In(n.rect) && usable(n) {
			on = n
		}
	}
	if on != f.as.dwellOn {
		f.as.dwellOn, f.as.dwellT, f.as.spent = on, 0, false
	}
	if on == nil || f.as.spent {
		return
	}
	f.as.dwellT++
	if f.as.dwellT >= Assisting.Dwell {
		f.as.spent, f.as.dwellT = true, 0
		on.ctl.focusable().Push()
	}
}

func usable(n *Node) bool {
	b, ok := n.ctl.(*button)
	return !ok || !b.b.Disabled
}

// Dwelling reports whether a dwell ring is filling: the screen must be
// drawn each frame meanwhile, though nothing else moves.
func (f *Form) Dwelling() bool {
	return Assisting.Dwell > 0 && f.as.dwellOn != nil && !f.as.spent && f.as.dwellT > 0
}

// drawDwell draws the ring filling round the pointer's control: a full
// turn when it is used.
func (f *Form) drawDwell(dst *ebiten.Image, th *ui.Theme) {
	if !f.Dwelling() {
		return
	}
	DwellRing(dst, th, f.as.dwellOn.rect, float32(f.as.dwellT)/float32(Assisting.Dwell), &f.as.ring)
}

// DwellRing draws a ring turn full (0 to 1) at the right end of r: how
// far a dwell on the control there has come. It is drawn on a band of
// paper, its whole round marked faintly, so that it shows on any control
// (a madder one hid the madder ring) and from its start; as large as the
// control allows. p is the caller's path, kept so that a frame allocates
// nothing.
func DwellRing(dst *ebiten.Image, th *ui.Theme, r image.Rectangle, turn float32, p *vector.Path) {
	cx, cy, rad, lw := dwellRingAt(th, r)
	stroke := func(from, to float32, w float32, c color.RGBA) {
		p.Reset()
		p.Arc(cx, cy, rad, from, to, vector.Clockwise)
		so := vector.StrokeOptions{Width: w}
		do := vector.DrawPathOptions{AntiAlias: true}
		do.ColorScale = ui.Scale(c)
		vector.StrokePath(dst, p, &so, &do)
	}
	top := float32(-math.Pi / 2)
	stroke(top, top+2*math.Pi, lw+float32(math.Max(2, th.S(4))), ui.Paper) // the band
	stroke(top, top+2*math.Pi, float32(math.Max(1, th.S(1))), ui.InkSoft)  // the whole round
	stroke(top, top+2*math.Pi*turn, lw, ui.Madder)
}

// dwellRingAt is where the dwell's ring goes on a control at r: its
// middle, its radius and its width, at the control's right end.
func dwellRingAt(th *ui.Theme, r image.Rectangle) (cx, cy, rad, lw float32) {
	lw = float32(math.Max(3, th.S(5)))
	rad = float32(math.Max(6, math.Min(th.S(16), float64(r.Dy())/2-th.S(5)))) - lw/2
	return float32(r.Max.X) - float32(th.S(8)) - rad - lw, float32(r.Min.Y+r.Max.Y) / 2, rad, lw
}
