package ui

import (
	"goose/ui/ink"
	"image"
	"image/color"
	"math"
	"sort"
	"unicode/utf8"

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
	Primary  bool     // drawn in madder, for the one thing to do now
	Selected bool     // a toggle or a chosen option
	Lines    []string // Label on more lines than one in the body's face (a form's wrapping button); else empty
	hot      bool
	down     bool
	focused  bool // the keyboard's Focus is on it
	pushed   bool // Enter or Space on it, through the Focus
	fit      Fitted
	// Most is the largest face its label may take (nil: the body face):
	// the buttons of a grid share the face the longest label fits in.
	Most *Face
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
	if len(b.Lines) > 1 {
		lh := math.Ceil(th.Body.Size * 1.25)
		top := y + h/2 - lh*float64(len(b.Lines)-1)/2
		for i, l := range b.Lines {
			TextMid(dst, l, th.Body, x+w/2, top+float64(i)*lh, ink, Center)
		}
		return
	}
	TextMid(dst, b.Label, b.LabelFace(th), x+w/2, y+h/2, ink, Center)
}

// LabelFace is the face its label is drawn in: the largest, up to Most,
// in which it fits the plate.
func (b *Button) LabelFace(th *Theme) *Face {
	return b.fit.FaceUpTo(th, b.Label, b.LabelRoom(th), b.Most)
}

// DrawnFace is the face its label was last drawn in (nil: not yet).
func (b *Button) DrawnFace() *Face { return b.fit.font }

// LabelRoom is the width its label has, inside the plate's margins.
func (b *Button) LabelRoom(th *Theme) float64 { return b.LabelRoomIn(th, float64(b.Rect.Dx())) }

// LabelRoomIn is the width its label would have in a plate w wide.
func (b *Button) LabelRoomIn(th *Theme, w float64) float64 { return w - 2*th.S(8) }

// Check is a toggle with a label beside a box.
type Check struct {
	Label   string
	Lines   []string // Label on more lines than one, when its row is too narrow (a form's check); else empty
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
	if len(c.Lines) > 1 { // words on several lines: the box beside the first, as tall as one line's
		lh := math.Ceil(th.Body.Size * 1.25)
		one := float32(float64(r.Dy()) - float64(len(c.Lines)-1)*lh)
		s, y = one*0.7, float32(r.Min.Y)+one*0.15
	}
	fill := Paper
	if c.hot {
		fill = PaperLit
	}
	vector.FillRect(dst, x, y, s, s, ink.Shown(fill), false)
	vector.StrokeRect(dst, x, y, s, s, float32(th.S(2)), ink.Shown(Ink), false)
	if c.On {
		lw := float32(th.S(3))
		vector.StrokeLine(dst, x+s*0.2, y+s*0.5, x+s*0.42, y+s*0.78, lw, ink.Shown(Madder), true)
		vector.StrokeLine(dst, x+s*0.42, y+s*0.78, x+s*0.85, y+s*0.18, lw, ink.Shown(Madder), true)
	}
	if len(c.Lines) > 1 {
		lh := math.Ceil(th.Body.Size * 1.25)
		mid := float64(y + s/2)
		for i, l := range c.Lines {
			TextMid(dst, l, th.Body, float64(x+s)+th.S(10), mid+float64(i)*lh, Ink, Left)
		}
	} else {
		TextMid(dst, c.Label, c.fit.Face(th, c.Label, float64(r.Dx())-float64(s)-th.S(10)), float64(x+s)+th.S(10), float64(r.Min.Y)+float64(r.Dy())/2, Ink, Left)
	}
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
	if ScanFocus { // all a switch's player watches: twice as bold, edged in ink on any ground
		o, lw = math.Round(th.S(7)), math.Max(4, math.Round(th.S(5)))
		edge := math.Max(1, math.Round(th.S(1.5)))
		StrokeRect(dst, x-o-edge, y-o-edge, w+2*(o+edge), h+2*(o+edge), edge, Ink)
		StrokeRect(dst, x-o+lw, y-o+lw, w+2*(o-lw), h+2*(o-lw), edge, Ink)
	}
	StrokeRect(dst, x-o, y-o, w+2*o, h+2*o, lw, focusInk(fill))
}

// ScanFocus draws the focus bolder, while scanning moves it (issue 29):
// the switch's player follows it across the screen, from afar.
var ScanFocus bool

// focusInk is the focus frame's ink beside a control filled with fill.
func focusInk(fill color.RGBA) color.RGBA {
	if fill == Madder || fill == MadderLit {
		return Indigo
	}
	return Madder
}

// Field is a one-line text entry (a seat's name), edited as every system's
// are: a caret anywhere, a selection (Shift, a drag, a double click, Ctrl+A)
// that typing, a paste or Backspace replaces, and the text scrolled so the
// caret shows.
type Field struct {
	Text    string
	Rect    image.Rectangle
	Max     int
	Focused bool
	Hint    string // shown, soft, while the field is empty: what an empty field stands for
	preedit string // a word a phone's keyboard is composing, shown at the caret (softkeys_js.go)
	// typedAway: a composed word went into Text as the keyboard moved to
	// another field; the next Update reports it.
	typedAway bool
	entered   bool // the Focus gave it the keys this tick: its Tab is not the field's to leave by
	ed        caret
	view      fieldView
}

// fieldView is the field's text as last drawn, worked out again only when
// the text, the caret, the focus or the width changes: while typing, the
// part around the caret; otherwise the start, cut with an ellipsis.
type fieldView struct {
	key    viewKey
	face   *Face
	x, w   float64 // where the text starts on the screen, and its room
	first  int     // the byte of the text shown first
	shown  string
	hitLen int     // the bytes of shown that are the text's (not an ellipsis, not the hint)
	caretX float64 // from x
	selX   [2]float64
}

type viewKey struct {
	text, preedit, hint string
	focused             bool
	at, anchor          int
}

// selectionInk is the selection's highlight (ui/ink).
var selectionInk = ink.Selection

// Update takes focus on a click, and typing and the editing keys while
// focused. It reports a change of the text.
func (f *Field) Update(in *Input) bool {
	f.ed.tick++
	f.ed.sync(f.Text)
	f.point(in)
	away := f.typedAway // a word composed, kept as the keyboard moved on
	f.typedAway = false
	if !f.Focused {
		f.entered = false
		f.ed.drag = false
		return softLeave(f, in.Down) || away // the word being composed is kept
	}
	changed := f.take(in) || away
	changed = f.editKeys(in) || changed
	if f.leaving(in) {
		f.Focused = false
		changed = softLeave(f, false) || changed
	}
	f.entered = false
	return changed
}

// take types this tick's characters in, reporting a change. With Ctrl or
// Cmd held the keys are a shortcut (a browser reports Ctrl+A's a as typed):
// only a paste types.
func (f *Field) take(in *Input) bool {
	typed, softly := softType(f)
	if !softly {
		if in.Holds(ModCtrl) && !in.Holds(ModAlt) || in.Holds(ModMeta) {
			return f.typeIn(in.Pasted())
		}
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

// Draw draws the field, and while focused its selection and caret.
func (f *Field) Draw(dst *ebiten.Image, th *Theme) {
	r := f.Rect
	x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	fill := Paper
	if f.Focused {
		fill = PaperWhite
	}
	FillRect(dst, x, y, w, h, fill)
	vector.StrokeLine(dst, float32(x), float32(y+h), float32(x+w), float32(y+h), float32(th.S(2)), ink.Shown(Ink), false)
	tx := x + th.S(8)
	v := f.lay(th.Body, tx, w-th.S(16))
	if f.Focused && v.selX[1] > v.selX[0] {
		FillRect(dst, tx+v.selX[0], y+h*0.18, v.selX[1]-v.selX[0], h*0.64, selectionInk)
	}
	words := Ink
	if f.Text == "" {
		words = InkSoft // the hint, or a first word being composed
	}
	TextMid(dst, v.shown, th.Body, tx, y+h/2, words, Left)
	if f.Focused && (f.ed.tick-f.ed.moved)/30%2 == 0 {
		cx := float32(tx + v.caretX)
		vector.StrokeLine(dst, cx, float32(y+h*0.2), cx, float32(y+h*0.8), float32(th.S(2)), ink.Shown(Madder), false)
	}
}

// lay works out what of the text the field shows in w pixels from x, and
// where the caret and the selection are in it.
func (f *Field) lay(face *Face, x, w float64) *fieldView {
	v := &f.view
	v.x = x
	// Clamped: the text may have been set since the last Update (a scene
	// draws a long line cut while it is not typed in).
	at, anchor := runeStart(f.Text, min(f.ed.at, len(f.Text))), runeStart(f.Text, min(f.ed.anchor, len(f.Text)))
	k := viewKey{f.Text, f.preedit, f.Hint, f.Focused, at, anchor}
	if k == v.key && face == v.face && w == v.w {
		return v
	}
	v.key, v.face, v.w = k, face, w
	text := f.Text
	if f.preedit != "" { // composed at the caret, the selection aside
		text = f.Text[:at] + f.preedit + f.Text[at:]
		at += len(f.preedit)
		anchor = at
	}
	switch {
	case text == "":
		v.first, v.shown, v.hitLen = 0, ClipTyped(f.Hint, face, w), 0
	case !f.Focused:
		v.first, v.shown = 0, ClipTyped(text, face, w)
		v.hitLen = len(v.shown)
		if v.shown != text {
			v.hitLen -= len("…")
		}
	default:
		v.scroll(text, at, face, w)
	}
	vis := func(i int) float64 { // x of byte i of text, in the part shown
		return TextWidth(v.shown[:min(max(i-v.first, 0), v.hitLen)], face)
	}
	v.caretX = vis(at)
	v.selX = [2]float64{vis(min(at, anchor)), vis(max(at, anchor))}
	return v
}

// scroll shows the part of text around the caret (byte at) that fits w:
// it moves only as far as the caret needs, and shows as much as fits.
func (v *fieldView) scroll(text string, at int, face *Face, w float64) {
	first := runeStart(text, min(v.first, at))
	if TextWidth(text[first:at], face) > w { // the caret went past the right edge
		first = firstAt(text, first, at, func(i int) bool { return TextWidth(text[i:at], face) <= w })
	}
	if first > 0 { // no room left empty on the right while text is cut on the left
		first = min(first, firstAt(text, 0, first, func(i int) bool { return TextWidth(text[i:], face) <= w }))
	}
	end := len(text)
	if TextWidth(text[first:], face) > w {
		end = runeStart(text, firstAt(text, first, len(text), func(i int) bool { return TextWidth(text[first:i], face) > w })-1)
	}
	v.first, v.shown = first, text[first:end]
	v.hitLen = len(v.shown)
}

// firstAt is the first character's start i from lo to hi for which ok holds
// (ok false, then true, along the text), or hi+1.
func firstAt(s string, lo, hi int, ok func(int) bool) int {
	return lo + sort.Search(hi-lo+1, func(k int) bool { return ok(runeStart(s, lo+k)) })
}

// runeStart is the start of the character byte i is in.
func runeStart(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}
