package form

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// A control is one leaf's widget: it words itself on refresh, says how much
// room it needs, takes its input and draws itself.
type control interface {
	words(n *Node, say Say)
	size(n *Node, th *ui.Theme, w float64) (minW, h float64)
	place(n *Node, th *ui.Theme)
	update(n *Node, in *ui.Input) bool // it was used: the form runs its action
	draw(n *Node, dst *ebiten.Image, th *Theme)
	focusable() ui.Focusable // nil: the focus passes it by
	info(n *Node) Info
}

// Theme is the ui theme (an alias so that a screen's draw code reads as before).
type Theme = ui.Theme

// wording is a control's words: a message ID with its arguments, or a
// function that words it (a seat's name, a figure).
type wording struct {
	id    string
	args  func() []any
	text  func() string
	label string // the words, as the last refresh made them
}

func (w *wording) refresh(say Say) {
	switch {
	case w.text != nil:
		w.label = w.text()
	case w.args != nil:
		w.label = say(w.id, w.args()...)
	case w.id != "":
		w.label = say(w.id)
	default:
		w.label = ""
	}
}

// button is a plate to press.
type button struct {
	wording
	b    ui.Button
	role Role
	do   func()
	cut  *cutting // a typed name's button (ButtonCut), or nil
}

// Button is a plate with words (message id) that runs do when pressed.
func Button(id string, do func()) *Node {
	return leaf(&button{wording: wording{id: id}, do: do, role: RoleButton})
}

// ButtonOf is a button whose words come from text (a name, a figure).
func ButtonOf(text func() string, do func()) *Node {
	return leaf(&button{wording: wording{text: text}, do: do, role: RoleButton})
}

// ButtonArgs is a button whose message takes arguments.
func ButtonArgs(id string, args func() []any, do func()) *Node {
	return leaf(&button{wording: wording{id: id, args: args}, do: do, role: RoleButton})
}

// Tab is a button that shows page k of several: selected while at() == k.
func Tab(id string, at func() int, k int, set func(int)) *Node {
	n := leaf(&button{wording: wording{id: id}, do: func() { set(k) }, role: RoleTab})
	return n.Selected(func() bool { return at() == k })
}

// Option is a button that is choice k of several: selected while at() == k.
func Option(id string, at func() int, k int, set func(int)) *Node {
	n := leaf(&button{wording: wording{id: id}, do: func() { set(k) }, role: RoleOption})
	return n.Selected(func() bool { return at() == k })
}

func (c *button) words(n *Node, say Say) {
	c.refresh(say)
	c.b.Label = c.label
	c.b.Primary = n.look.primary || n.cond.primary != nil && n.cond.primary()
	c.b.Hidden = !n.shown
	c.b.Disabled = !n.isEnabled()
	c.b.Selected = n.isSelected()
	if c.cut != nil {
		c.cut.words(c)
	}
}

func (c *button) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	if c.cut != nil {
		return th.S(120), th.Tall(orUnits(n.look.h, 52), n.look.face.of(th)) // its words are cut to fit: it needs little
	}
	need, h := ui.TextWidth(c.label, n.look.face.of(th))+th.S(24), th.Tall(orUnits(n.look.h, 52), n.look.face.of(th))
	if n.look.wraps {
		return c.wrap(th, need, h, w)
	}
	return need, h
}

func (c *button) place(n *Node, th *ui.Theme) {
	c.b.Rect = n.rect
	if c.cut != nil {
		c.cut.place(c, n, th)
	}
}

func (c *button) update(n *Node, in *ui.Input) bool { return c.b.Update(in) }

func (c *button) draw(_ *Node, dst *ebiten.Image, th *Theme) { c.b.Draw(dst, th) }

func (c *button) focusable() ui.Focusable { return &c.b }

func (c *button) info(n *Node) Info {
	return Info{Role: c.role, Label: c.label, Enabled: !c.b.Disabled, Selected: c.b.Selected, Rect: n.rect, Face: c.b.DrawnFace()}
}

// check is a toggle.
type check struct {
	wording
	c  ui.Check
	on *bool
	do func()
}

// Check is a toggle of *on, with words; do (may be nil) runs after it flips.
func Check(id string, on *bool, do func()) *Node {
	return leaf(&check{wording: wording{id: id}, on: on, do: do})
}

func (c *check) words(n *Node, say Say) {
	c.refresh(say)
	c.c.Label, c.c.On, c.c.Hidden = c.label, *c.on, !n.shown
}

func (c *check) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	h := th.Tall(orUnits(n.look.h, 40), th.Body)
	need := ui.TextWidth(c.label, th.Body) + h*0.7 + th.S(16)
	// Words longer than their line (large text, a phone) go on to more
	// lines in the body's face, not down to a smaller one.
	c.c.Lines = c.c.Lines[:0]
	if room := w - h*0.7 - th.S(16); need > w && room > 0 {
		c.c.Lines = ui.Wrap(c.c.Lines, c.label, th.Body, room)
		if len(c.c.Lines) > 1 {
			return w, h + float64(len(c.c.Lines)-1)*math.Ceil(th.Body.Size*1.25)
		}
		c.c.Lines = c.c.Lines[:0]
	}
	return need, h
}

func (c *check) place(n *Node, _ *ui.Theme) { c.c.Rect = n.rect }

func (c *check) update(n *Node, in *ui.Input) bool {
	if !c.c.Update(in) {
		return false
	}
	*c.on = c.c.On
	return true
}

func (c *check) draw(_ *Node, dst *ebiten.Image, th *Theme) { c.c.Draw(dst, th) }

func (c *check) focusable() ui.Focusable { return &c.c }

func (c *check) info(n *Node) Info {
	return Info{Role: RoleCheck, Label: c.label, Enabled: true, Selected: c.c.On, Rect: n.rect}
}

// field is a line of typing.
type field struct {
	wording // the hint, shown while it is empty
	f       ui.Field
	text    *string
	do      func()
	enter   func() // Enter in the field (Submit)
}

// Field is a line of typing into *text, at most max characters, with a hint
// (message id) shown while it is empty; do (may be nil) runs on each change.
func Field(hint string, text *string, max int, do func()) *Node {
	return leaf(&field{wording: wording{id: hint}, text: text, f: ui.Field{Max: max}, do: do})
}

func (c *field) words(n *Node, say Say) {
	c.refresh(say)
	c.f.Hint, c.f.Text = c.label, *c.text
}

func (c *field) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	return th.S(120), th.Tall(orUnits(n.look.h, 44), th.Body)
}

func (c *field) place(n *Node, _ *ui.Theme) { c.f.Rect = n.rect }

func (c *field) update(n *Node, in *ui.Input) bool {
	was := c.f.Focused
	if !c.f.Update(in) {
		return c.submitted(was, in)
	}
	*c.text = c.f.Text
	c.submitted(was, in)
	return true
}

func (c *field) draw(_ *Node, dst *ebiten.Image, th *Theme) { c.f.Draw(dst, th) }

func (c *field) focusable() ui.Focusable { return &c.f }

func (c *field) info(n *Node) Info {
	return Info{Role: RoleField, Label: c.label, Value: *c.text, Enabled: true, Focused: c.f.Focused, Rect: n.rect}
}

// words is a paragraph or a heading, wrapped to its width.
type words struct {
	wording
	role  Role
	lines []string
	lh    float64
	mid   bool // in a row: each line centred on its line's middle, level with a button's words beside it
	long  bool // a long word (a path) is broken where the line ends (TextLong)
}

// Text is words (message id), wrapped to the width they are given.
func Text(id string) *Node { return leaf(&words{wording: wording{id: id}, role: RoleText}) }

// TextOf is words that text makes (a figure, a notice).
func TextOf(text func() string) *Node {
	return leaf(&words{wording: wording{text: text}, role: RoleText})
}

// TextArgs is words from a message that takes arguments.
func TextArgs(id string, args func() []any) *Node {
	return leaf(&words{wording: wording{id: id, args: args}, role: RoleText})
}

// Heading is a title's words (message id), in the head face unless told.
func Heading(id string) *Node {
	n := leaf(&words{wording: wording{id: id}, role: RoleHeading})
	n.look.face = Head
	return n
}

func (c *words) words(n *Node, say Say) { c.refresh(say) }

func (c *words) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	face := n.look.face.of(th)
	c.lh = math.Ceil(face.Size * 1.3)
	if c.long {
		c.lines = wrapLong(c.lines[:0], c.label, face, w)
	} else {
		c.lines = ui.Wrap(c.lines[:0], c.label, face, w)
	}
	if c.label == "" {
		c.lines = c.lines[:0]
	}
	minW := 0.0
	for _, l := range c.lines {
		minW = math.Max(minW, ui.TextWidth(l, face))
	}
	return math.Min(minW, w), math.Max(th.S(n.look.h), float64(len(c.lines))*c.lh)
}

func (c *words) place(*Node, *ui.Theme) {}

func (c *words) update(*Node, *ui.Input) bool { return false }

func (c *words) draw(n *Node, dst *ebiten.Image, th *Theme) {
	face, ink := n.look.face.of(th), ui.Ink
	if n.look.inked {
		ink = n.look.ink
	}
	r := n.rect
	x := float64(r.Min.X)
	switch n.look.align {
	case ui.Center:
		x = float64(r.Min.X+r.Max.X) / 2
	case ui.Right:
		x = float64(r.Max.X)
	}
	y := float64(r.Min.Y)
	for _, l := range c.lines {
		if c.mid {
			ui.TextMid(dst, l, face, x, y+c.lh/2, ink, n.look.align)
		} else {
			ui.Text(dst, l, face, x, y, ink, n.look.align)
		}
		y += c.lh
	}
}

func (c *words) focusable() ui.Focusable { return nil }

func (c *words) info(n *Node) Info {
	return Info{Role: c.role, Label: c.label, Rect: n.rect}
}

// box is room the screen fills itself (a board, a list, a picture).
type box struct {
	height func(w float64) float64 // pixels, for a width
	put    func(r image.Rectangle)
}

// Box reserves room that the screen draws into: height says how tall it is
// for a width (pixels; nil: it takes what its H gives), put hears where it
// went on each layout.
func Box(height func(w float64) float64, put func(r image.Rectangle)) *Node {
	return leaf(&box{height: height, put: put})
}

func (c *box) words(*Node, Say) {}

func (c *box) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	if c.height != nil {
		return th.S(n.look.w), c.height(w)
	}
	return th.S(n.look.w), th.S(n.look.h)
}

func (c *box) place(n *Node, _ *ui.Theme) {
	if c.put != nil {
		c.put(n.rect)
	}
}

func (c *box) update(*Node, *ui.Input) bool { return false }

func (c *box) draw(*Node, *ebiten.Image, *Theme) {}

func (c *box) focusable() ui.Focusable { return nil }

func (c *box) info(n *Node) Info { return Info{Rect: n.rect} }

func orUnits(v, def float64) float64 {
	if v == 0 {
		return def
	}
	return v
}

// run is what a control does when used.
func run(c control) func() {
	switch c := c.(type) {
	case *button:
		return c.do
	case *check:
		return c.do
	case *field:
		return c.do
	}
	return nil
}

// line is the printer's rule under a title.
type line struct{}

// Rule is a thin rule across its width (fix it with W), as under a title.
func Rule() *Node { return leaf(line{}) }

func (line) words(*Node, Say) {}

func (line) size(n *Node, th *ui.Theme, w float64) (float64, float64) {
	return th.S(n.look.w), math.Max(th.S(orUnits(n.look.h, 4)), 1)
}

func (line) place(*Node, *ui.Theme)       {}
func (line) update(*Node, *ui.Input) bool { return false }

func (line) draw(n *Node, dst *ebiten.Image, th *Theme) {
	r := n.rect
	ui.Rule(dst, float64(r.Min.X), float64(r.Max.X), float64(r.Min.Y+r.Max.Y)/2, th)
}

func (line) focusable() ui.Focusable { return nil }
func (line) info(n *Node) Info       { return Info{Rect: n.rect} }
