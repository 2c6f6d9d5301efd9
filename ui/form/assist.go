package form

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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
	b, ok := f.as.dwellOn.ctl.(*button)
	DwellRing(dst, th, f.as.dwellOn.rect, float32(f.as.dwellT)/float32(Assisting.Dwell), ok && b.b.Primary)
}

// DwellRing draws how far a dwell on the control at r has come (turn, 0
// to 1): a band round the inside of the control's plate, within its
// frame, filling clockwise from its top left corner in madder, or in
// indigo on a madder control (primary), over a band of paper. It shows on
// any control in either theme (a madder ring hid on a madder button), at
// any size, and never over the control's words (a ring at the right end
// of "2×" hid it).
func DwellRing(dst *ebiten.Image, th *ui.Theme, r image.Rectangle, turn float32, primary bool) {
	frame := math.Max(1, math.Round(th.S(2))) // the plate's own frame, left showing
	lw := math.Max(3, math.Round(th.S(5)))
	x, y := float64(r.Min.X)+frame, float64(r.Min.Y)+frame
	w, h := float64(r.Dx())-2*frame, float64(r.Dy())-2*frame
	ink := ui.Madder
	if primary {
		ink = ui.Indigo
	}
	ui.StrokeRect(dst, x, y, w, h, lw, ui.Paper)
	left := float64(turn) * 2 * (w + h) // the length of the band filled, round from the top left
	ui.FillRect(dst, x, y, math.Min(left, w), lw, ink)
	if left -= w; left > 0 {
		ui.FillRect(dst, x+w-lw, y, lw, math.Min(left, h), ink)
	}
	if left -= h; left > 0 {
		ui.FillRect(dst, x+w-math.Min(left, w), y+h-lw, math.Min(left, w), lw, ink)
	}
	if left -= w; left > 0 {
		ui.FillRect(dst, x, y+h-math.Min(left, h), lw, math.Min(left, h), ink)
	}
}
