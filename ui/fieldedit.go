package ui

import (
	"image"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
)

// caret is where a field's caret and selection are: byte offsets into its
// Text, each at the start of a character.
type caret struct {
	at, anchor int    // the caret, and the selection's other end (the same: none)
	of         string // the Text they are for: a Text set from outside puts the caret at its end
	tick       int    // the field's Updates, its clock
	moved      int    // the tick the caret last moved: it shows steadily, then blinks
	drag       bool   // a press in the field moves the caret until it lifts
	clicks     int    // presses in a row, close in time and place: 2 a word, 3 all
	clickAt    int    // the tick of the last press
	clickX     int
}

// doubleClick is how many ticks (of 60 a second) apart two presses still
// make a double click: about what the systems allow by default.
const doubleClick = 30

// sync puts the caret at the end of a text set since the last edit.
func (c *caret) sync(text string) {
	if c.of != text {
		c.of, c.at, c.anchor = text, len(text), len(text)
	}
}

// sel is the selection, start first.
func (c *caret) sel() (lo, hi int) { return min(c.at, c.anchor), max(c.at, c.anchor) }

// to moves the caret to i, the selection with it unless extend.
func (c *caret) to(i int, extend bool) {
	c.at, c.moved = i, c.tick
	if !extend {
		c.anchor = i
	}
}

// all selects the whole text.
func (c *caret) all() { c.anchor, c.at, c.moved = 0, len(c.of), c.tick }

// edit replaces the text from lo to hi with s, the caret after it.
func (f *Field) edit(lo, hi int, s string) {
	f.Text = f.Text[:lo] + s + f.Text[hi:]
	f.ed.of = f.Text
	f.ed.to(lo+len(s), false)
}

// typeIn puts the printable characters of rs in place of the selection, or
// at the caret, as many as fit Max.
func (f *Field) typeIn(rs []rune) bool {
	f.ed.sync(f.Text)
	lo, hi := f.ed.sel()
	room := f.Max - utf8.RuneCountInString(f.Text) + utf8.RuneCountInString(f.Text[lo:hi])
	var ins []rune
	for _, r := range rs {
		if r >= ' ' && r != 0x7f && len(ins) < room {
			ins = append(ins, r)
		}
	}
	if len(ins) == 0 {
		return false
	}
	f.edit(lo, hi, string(ins))
	return true
}

// editKeys answers the keys that move the caret, select and delete. It
// reports a change of the text.
func (f *Field) editKeys(in *Input) bool {
	c := &f.ed
	switch {
	case in.Key(ebiten.KeyBackspace):
		return f.erase(f.stepFrom(in, c.at, -1))
	case in.Key(ebiten.KeyDelete):
		return f.erase(f.stepFrom(in, c.at, 1))
	case in.Key(ebiten.KeyA) && in.shortcut():
		c.all()
	case macKeys && in.Holds(ModCtrl) && (in.Key(ebiten.KeyA) || in.Key(ebiten.KeyE)): // a Mac's Emacs keys
		c.to(either(in.Key(ebiten.KeyA), 0, len(f.Text)), in.Holds(ModShift))
	case in.Key(ebiten.KeyHome):
		c.to(0, in.Holds(ModShift))
	case in.Key(ebiten.KeyEnd):
		c.to(len(f.Text), in.Holds(ModShift))
	case in.Key(ebiten.KeyLeft):
		f.arrow(in, -1)
	case in.Key(ebiten.KeyRight):
		f.arrow(in, 1)
	}
	return false
}

// arrow moves the caret a character (a word, to the line's end) d-wards; a
// selection, the arrow alone, shrinks to its end that way.
func (f *Field) arrow(in *Input, d int) {
	c := &f.ed
	shift := in.Holds(ModShift)
	lo, hi := c.sel()
	if !shift && lo != hi && f.stepFrom(in, c.at, d) == nextRune(f.Text, c.at, d) {
		c.to(either(d < 0, lo, hi), false)
		return
	}
	c.to(f.stepFrom(in, c.at, d), shift)
}

// stepFrom is where the keys held make a step d-wards from i go: a
// character, a word (Ctrl, a Mac's Option), the line's end (a Mac's Cmd).
func (f *Field) stepFrom(in *Input, i, d int) int {
	switch {
	case macKeys && in.Holds(ModMeta):
		return either(d < 0, 0, len(f.Text))
	case (!macKeys && in.Holds(ModCtrl)) || (macKeys && in.Holds(ModAlt)):
		return wordEdge(f.Text, i, d)
	}
	return nextRune(f.Text, i, d)
}

// erase deletes the selection, or the text between the caret and to.
func (f *Field) erase(to int) bool {
	lo, hi := f.ed.sel()
	if lo == hi {
		lo, hi = min(f.ed.at, to), max(f.ed.at, to)
	}
	if lo == hi {
		return false
	}
	f.edit(lo, hi, "")
	return true
}

// nextRune is the start of the character after i (d 1) or before it (d -1).
func nextRune(s string, i, d int) int {
	if d > 0 {
		if i >= len(s) {
			return len(s)
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		return i + n
	}
	if i <= 0 {
		return 0
	}
	_, n := utf8.DecodeLastRuneInString(s[:i])
	return i - n
}

// inWord reports whether r is part of a word: a letter, a digit, a mark.
func inWord(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '_'
}

// runeAt is the character that a step d-wards from i passes over.
func runeAt(s string, i, d int) rune {
	if d > 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}

// wordEdge is where a step by word d-wards from i ends: past the spaces and
// stops, then past the word (its end going right, as on a Mac and in GTK;
// its start going left, everywhere).
func wordEdge(s string, i, d int) int {
	for (d > 0 && i < len(s) || d < 0 && i > 0) && !inWord(runeAt(s, i, d)) {
		i = nextRune(s, i, d)
	}
	for (d > 0 && i < len(s) || d < 0 && i > 0) && inWord(runeAt(s, i, d)) {
		i = nextRune(s, i, d)
	}
	return i
}

// wordAround is the run of word (or of other) characters at i: what a
// double click selects.
func wordAround(s string, i int) (lo, hi int) {
	if s == "" {
		return 0, 0
	}
	if i >= len(s) {
		i = nextRune(s, len(s), -1)
	}
	word := inWord(runeAt(s, i, 1))
	lo, hi = i, i
	for lo > 0 && inWord(runeAt(s, lo, -1)) == word {
		lo = nextRune(s, lo, -1)
	}
	for hi < len(s) && inWord(runeAt(s, hi, 1)) == word {
		hi = nextRune(s, hi, 1)
	}
	return lo, hi
}

// press answers a press on the field: the caret to the character nearest
// it (Shift: the selection to it), a word on a double click, all on a triple.
func (f *Field) press(in *Input) {
	c := &f.ed
	near := abs(in.X-c.clickX) <= f.Rect.Dy()/2
	if c.tick-c.clickAt <= doubleClick && near && c.clicks < 3 {
		c.clicks++
	} else {
		c.clicks = 1
	}
	c.clickAt, c.clickX = c.tick, in.X
	i := f.hit(in.X)
	switch c.clicks {
	case 1:
		c.to(i, in.Holds(ModShift) && f.Focused)
		c.drag = true
	case 2:
		c.anchor, c.at = wordAround(f.Text, i)
		c.drag = false
	default:
		c.all()
		c.drag = false
	}
}

// point focuses the field when a click or tap completes on it, and lets go
// when one completes elsewhere; a press places the caret, and a drag begun
// in the field selects, wherever it ends.
func (f *Field) point(in *Input) {
	at := image.Pt(in.X, in.Y).In(f.Rect)
	if in.Pressed && at {
		softPress(f)
		f.press(in)
	} else if in.Down && f.ed.drag {
		f.ed.to(f.hit(in.X), true)
	}
	if in.Released {
		if f.ed.drag && !in.Pressed {
			f.ed.to(f.hit(in.X), true)
		}
		f.Focused = at || f.ed.drag
		f.ed.drag = false
	}
}

// hit is the place in Text nearest x, on the text as last drawn.
func (f *Field) hit(x int) int {
	v := &f.view
	if v.face == nil {
		return len(f.Text)
	}
	rel, shown := float64(x)-v.x, v.shown[:v.hitLen]
	i, left := 0, 0.0
	for i < len(shown) {
		n := nextRune(shown, i, 1)
		right := TextWidth(shown[:n], v.face)
		if rel < (left+right)/2 {
			break
		}
		i, left = n, right
	}
	i += v.first // in the text shown, the word being composed among it
	if pre := len(f.preedit); pre > 0 && i > f.ed.at {
		i = max(f.ed.at, i-pre)
	}
	return min(i, len(f.Text))
}

func abs(x int) int { return max(x, -x) }

// either is a if c, else b.
func either(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}
