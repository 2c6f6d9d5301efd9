package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Button is a labelled plate that reports a click or tap, or its key.
type Button struct {
	Label    string
	Rect     image.Rectangle
	Key      ebiten.Key // 0: none
	Disabled bool
	Hidden   bool
	Primary  bool // drawn in madder, for the one thing to do now
	Selected bool // a toggle or a chosen option
	hot      bool
	down     bool
	focused  bool // the keyboard's Focus is on it
	pushed   bool // Enter or Space on it, through the Focus
	fit      Fitted
}

// Update reports whether the button was used this tick.
func (b *Button) Update(in *Input) bool {
	pushed := b.pushed
	b.pushed = false
	if b.Hidden {
		return false
	}
	b.hot = image.Pt(in.X, in.Y).In(b.Rect)
	if b.Disabled {
		b.down = false
		return false
	}
	if pushed {
		return true
	}
	if in.Pressed && b.hot {
		b.down = true
	}
	clicked := in.Released && b.hot && (b.down || in.Pressed)
	if in.Released {
		b.down = false
	}
	if b.Key != 0 && in.Key(b.Key) {
		return true
	}
	return clicked
}

// Look sums up how the button looks now, so a layer that holds it knows when to redraw.
func (b *Button) Look() uint8 {
	var l uint8
	for i, f := range [...]bool{b.Hidden, b.Disabled, b.Primary, b.Selected, b.hot, b.down, b.focused} {
		if f {
			l |= 1 << i
		}
	}
	return l
}

// Hot reports whether the pointer is over the button.
func (b *Button) Hot() bool { return b.hot && !b.Hidden }

// Draw draws the button in its state.
func (b *Button) Draw(dst *ebiten.Image, th *Theme) {
	if b.Hidden {
		return
	}
	if Placed != nil {
		Placed(b.Rect, b.Label)
	}
	r := b.Rect
	x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	fill, ink := b.inks()
	off := math.Round(th.S(3))
	if b.down && b.hot {
		x, y = x+off/2, y+off/2
	} else {
		FillRect(dst, x+off, y+off, w, h, Shade)
	}
	FillRect(dst, x, y, w, h, fill)
	StrokeRect(dst, x, y, w, h, math.Max(1, math.Round(th.S(2))), Ink)
	if !b.Disabled && (b.hot || b.Primary) {
		in := math.Round(th.S(4))
		StrokeRect(dst, x+in, y+in, w-2*in, h-2*in, math.Max(1, math.Round(th.S(1))), ink)
	}
	if b.focused && !b.Disabled {
		focusRing(dst, th, x, y, w, h, fill)
	}
	TextMid(dst, b.Label, b.fit.Face(th, b.Label, w-2*th.S(8)), x+w/2, y+h/2, ink, Center)
}

// Check is a toggle with a label beside a box.
type Check struct {
	Label   string
	Rect    image.Rectangle
	On      bool
	Hidden  bool
	hot     bool
	focused bool // the keyboard's Focus is on it
	pushed  bool // Enter or Space on it, through the Focus
	fit     Fitted
}

// Update flips the toggle on a click (or Enter on its focus) and reports a change.
func (c *Check) Update(in *Input) bool {
	pushed := c.pushed
	c.pushed = false
	if c.Hidden {
		return false
	}
	c.hot = image.Pt(in.X, in.Y).In(c.Rect)
	if in.Released && c.hot || pushed {
		c.On = !c.On
		return true
	}
	return false
}

// Draw draws the box and label.
func (c *Check) Draw(dst *ebiten.Image, th *Theme) {
	if c.Hidden {
		return
	}
	if Placed != nil {
		Placed(c.Rect, c.Label)
	}
	r := c.Rect
	s := float32(r.Dy()) * 0.7
	x, y := float32(r.Min.X), float32(r.Min.Y)+(float32(r.Dy())-s)/2
	fill := Paper
	if c.hot {
		fill = PaperLit
	}
	vector.FillRect(dst, x, y, s, s, fill, false)
	vector.StrokeRect(dst, x, y, s, s, float32(th.S(2)), Ink, false)
	if c.On {
		lw := float32(th.S(3))
		vector.StrokeLine(dst, x+s*0.2, y+s*0.5, x+s*0.42, y+s*0.78, lw, Madder, true)
		vector.StrokeLine(dst, x+s*0.42, y+s*0.78, x+s*0.85, y+s*0.18, lw, Madder, true)
	}
	TextMid(dst, c.Label, c.fit.Face(th, c.Label, float64(r.Dx())-float64(s)-th.S(10)), float64(x+s)+th.S(10), float64(r.Min.Y)+float64(r.Dy())/2, Ink, Left)
	if c.focused {
		focusRing(dst, th, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), Paper)
	}
}

// inks are the button's fill and its text's ink in its state.
func (b *Button) inks() (fill, ink color.RGBA) {
	switch {
	case b.Disabled:
		return PaperDark, InkSoft
	case b.Primary && b.hot:
		return MadderLit, Paper
	case b.Primary:
		return Madder, Paper
	case b.Selected:
		return Indigo, Paper
	case b.hot:
		return PaperLit, Ink
	}
	return Paper, Ink
}

// focusRing marks the control the keyboard's Focus is on: a frame just
// outside it, unlike the hover's inner line, in an ink that stands apart
// from the control's fill (a madder frame beside a madder button read as
// its shadow).
func focusRing(dst *ebiten.Image, th *Theme, x, y, w, h float64, fill color.RGBA) {
	o, lw := math.Round(th.S(5)), math.Max(2, math.Round(th.S(3)))
	StrokeRect(dst, x-o, y-o, w+2*o, h+2*o, lw, focusInk(fill))
}

// focusInk is the focus frame's ink beside a control filled with fill.
func focusInk(fill color.RGBA) color.RGBA {
	if fill == Madder || fill == MadderLit {
		return Indigo
	}
	return Madder
}

// Field is a one-line text entry (a seat's name).
type Field struct {
	Text    string
	Rect    image.Rectangle
	Max     int
	Focused bool
	Hint    string // shown, soft, while the field is empty: what an empty field stands for
	preedit string // a word a phone's keyboard is composing, shown after Text (softkeys_js.go)
	// typedAway: a composed word went into Text as the keyboard moved to
	// another field; the next Update reports it.
	typedAway bool
	blink     int
	entered   bool // the Focus gave it the keys this tick: its Tab is not the field's to leave by
	// shown is Text as it fits the field (or the hint), worked out again
	// only when the text, the focus or the width changes: while typing,
	// the end (where the caret is); otherwise the start, each cut with an
	// ellipsis.
	shown      string
	shownOf    string
	shownPre   string
	shownHint  string
	shownFocus bool
	shownW     float64
}

// Update takes focus on a click, and typing while focused. It reports a change.
func (f *Field) Update(in *Input) bool {
	f.blink++
	f.point(in)
	away := f.typedAway // a word composed, kept as the keyboard moved on
	f.typedAway = false
	if !f.Focused {
		f.entered = false
		return softLeave(f, in.Down) || away // the word being composed is kept
	}
	changed := f.take(in) || away
	if in.Key(ebiten.KeyBackspace) && f.Text != "" {
		rs := []rune(f.Text)
		f.Text = string(rs[:len(rs)-1])
		changed = true
	}
	if f.leaving(in) {
		f.Focused = false
		changed = softLeave(f, false) || changed
	}
	f.entered = false
	return changed
}

// point focuses the field when a click or tap completes on it, and lets go
// when one completes elsewhere.
func (f *Field) point(in *Input) {
	at := image.Pt(in.X, in.Y).In(f.Rect)
	if in.Pressed && at {
		softPress(f)
	}
	if in.Released {
		f.Focused = at
	}
}

// take types this tick's characters in, reporting a change.
func (f *Field) take(in *Input) bool {
	typed, softly := softType(f)
	if !softly {
		return f.typeIn(in.Chars())
	}
	// The phone's keyboard brings the letters (Chars has some of them
	// too, as keys); a paste comes as characters.
	changed := f.typeIn(typed)
	return f.typeIn(in.Pasted()) || changed
}

// leaving reports whether Enter, Escape or Tab leaves the field: not on the
// tick the Focus gave it the keys, when the Tab was the Focus's.
func (f *Field) leaving(in *Input) bool {
	return (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyTab)) && !f.entered
}

// typeIn adds the printable characters of rs, as long as they fit Max.
func (f *Field) typeIn(rs []rune) bool {
	changed := false
	for _, r := range rs {
		if r >= ' ' && len([]rune(f.Text)) < f.Max {
			f.Text += string(r)
			changed = true
		}
	}
	return changed
}

// Draw draws the field with a caret when focused.
func (f *Field) Draw(dst *ebiten.Image, th *Theme) {
	r := f.Rect
	x, y, w, h := float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy())
	fill := Paper
	if f.Focused {
		fill = PaperWhite
	}
	vector.FillRect(dst, x, y, w, h, fill, false)
	vector.StrokeLine(dst, x, y+h, x+w, y+h, float32(th.S(2)), Ink, false)
	tx := float64(x) + th.S(8)
	text, ink := f.fit(th.Body, float64(w)-th.S(16)), Ink
	if f.Text == "" {
		ink = InkSoft // the hint, or a first word being composed
	}
	TextMid(dst, text, th.Body, tx, float64(y)+float64(h)/2, ink, Left)
	if f.Focused && f.blink/30%2 == 0 {
		cx := float32(tx + th.S(2))
		if f.Text != "" || f.preedit != "" {
			cx += float32(TextWidth(f.shown, th.Body))
		}
		vector.StrokeLine(dst, cx, y+h*0.2, cx, y+h*0.8, float32(th.S(2)), Madder, false)
	}
}

// fit is the field's text as it fits w pixels, or its hint while it is
// empty (f.shown).
func (f *Field) fit(face *Face, w float64) string {
	if f.Text == f.shownOf && f.preedit == f.shownPre && f.Hint == f.shownHint && f.Focused == f.shownFocus && w == f.shownW {
		return f.shown
	}
	f.shownOf, f.shownPre, f.shownHint, f.shownFocus, f.shownW = f.Text, f.preedit, f.Hint, f.Focused, w
	text := f.Text + f.preedit
	switch {
	case text == "":
		f.shown = ClipTyped(f.Hint, face, w)
	case TextWidth(text, face) <= w:
		f.shown = text
	case !f.Focused:
		f.shown = ClipTyped(text, face, w)
	default: // the shortest end that fits after an ellipsis
		r := []rune(text)
		lo, hi := 0, len(r) // r[hi:] fits; r[lo:] does not
		for lo < hi-1 {
			mid := (lo + hi) / 2
			if TextWidth("…"+string(r[mid:]), face) <= w {
				hi = mid
			} else {
				lo = mid
			}
		}
		f.shown = "…" + string(r[hi:])
	}
	return f.shown
}
