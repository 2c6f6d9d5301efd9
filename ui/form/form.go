package form

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// Form is a screen's controls, declared once as a tree of nodes.
type Form struct {
	say     Say
	root    *Node
	leaves  []*Node // in the order they read, which is the order Tab visits them
	ring    []ui.Focusable
	focus   ui.Focus
	th      *ui.Theme
	area    image.Rectangle
	placed  bool
	version uint64 // counts the changes a listener of Controls must hear
	pending int    // 1 + a control Use asked for, for the next Update
	as      assisted
	sc      scrolled // scroll.go
}

// Info is one control as a player meets it: what it is, what it says, its state.
type Info struct {
	Role     Role
	Label    string
	Value    string // a field's text
	Enabled  bool
	Selected bool // a toggle on, a tab or option chosen
	Focused  bool
	Rect     image.Rectangle
	Face     *ui.Face // a button's words' face, as last drawn (nil: not yet)
}

// New is a form of the controls under root, worded by say.
func New(say Say, root *Node) *Form {
	f := &Form{say: say}
	f.Set(root)
	return f
}

// Set declares the form anew (a seat added, a page of rows changed); the
// keyboard's focus stays on the control in the same place.
func (f *Form) Set(root *Node) {
	at := -1
	for i, c := range f.ring {
		if f.focus.On(c) {
			at = i
		}
	}
	f.root = root
	f.leaves = f.leaves[:0]
	f.collect(root)
	f.Refresh()
	if at >= 0 && at < len(f.ring) {
		f.focus.To(f.ring[at])
	}
}

func (f *Form) collect(n *Node) {
	if n.kind == kindLeaf {
		f.leaves = append(f.leaves, n)
	}
	for _, k := range n.kids {
		k.up = n
		f.collect(k)
	}
}

// besideWords are the words that label n: words before it in a row that
// holds it (a label, then its field), or "".
func besideWords(n *Node) string {
	for k, up := n, n.up; up != nil; k, up = up, up.up {
		if up.kind != kindRow {
			continue
		}
		for _, sib := range up.kids {
			if sib == k {
				break
			}
			if w, ok := sib.ctl.(*words); ok && sib.shown && sib.kind == kindLeaf {
				return w.label
			}
		}
	}
	return ""
}

// Refresh words every control again and places it: call it when the
// screen's state changed by other means than the form's own controls (the
// language, a message from the network). The form refreshes itself after
// any of its controls is used.
func (f *Form) Refresh() {
	f.mark(f.root, true)
	f.ring = f.ring[:0]
	for _, n := range f.leaves {
		n.ctl.words(n, f.say)
		// A button with the focus stays in the ring as it hides, so that the
		// focus passes on to the next (ui.Focus.Set), not away; a field
		// hidden lets the focus and its typing go.
		if c := n.ctl.focusable(); c != nil && (n.shown || f.focus.On(c) && !isField(n)) {
			f.ring = append(f.ring, c)
		}
	}
	f.focus.Set(f.ring...)
	f.version++
	if f.placed {
		f.Layout(f.th, f.area)
	}
}

// mark works out which nodes are shown: those whose own condition and
// whose parents' all hold. It reports whether any changed.
func (f *Form) mark(n *Node, parent bool) bool {
	shown := parent && n.isShown()
	changed := shown != n.shown
	n.shown = shown
	for _, k := range n.kids {
		changed = f.mark(k, shown) || changed
	}
	return changed
}

// Height is how tall the form is when w pixels wide.
func (f *Form) Height(th *ui.Theme, w float64) float64 {
	_, h := measure(f.root, th, w)
	return h
}

// Width is the least width the form needs without stacking a row (pixels),
// when given at most w.
func (f *Form) Width(th *ui.Theme, w float64) float64 {
	minW, _ := measure(f.root, th, w)
	return minW
}

// Layout places the form in area, from its top.
func (f *Form) Layout(th *ui.Theme, area image.Rectangle) {
	f.th, f.area, f.placed = th, area, true
	f.share(th, area)
	_, h := measure(f.root, th, float64(area.Dx()))
	place(f.root, th, f.scrollRoom(area, h))
}

// Update runs the focus and the controls; when one is used it does what it
// was declared to do, and the form is refreshed. It reports whether one was.
func (f *Form) Update(in *ui.Input) bool {
	if f.syncConds() {
		f.Refresh()
	}
	if i := f.pending - 1; i >= 0 {
		f.pending = 0
		if f.use(i) {
			return true
		}
	}
	if f.scan(in) { // a click is the switch: the controls under it must not see it
		pressed, released := in.Pressed, in.Released
		in.Pressed, in.Released = false, false
		used := f.update(in)
		in.Pressed, in.Released = pressed, released
		return used
	}
	return f.update(in)
}

func (f *Form) update(in *ui.Input) bool {
	held, typing := f.focus.Held(), f.typing()
	was := f.focused()
	f.focus.Update(in)
	if f.focused() != was {
		f.version++
		f.as.scanT = 0
		f.showFocus()
	}
	f.scrollBy(in)
	f.dwell(in)
	return f.controls(in, held, typing)
}

// controls runs each control shown; the first used does what it does.
// Every one hears the tick, even after one was used: a field that lets go
// of the typing as another takes it must see the same release (a phone's
// keyboard passes from one to the other).
func (f *Form) controls(in *ui.Input, held, typing bool) bool {
	var used *Node
	for _, n := range f.leaves {
		if !n.shown {
			continue
		}
		if b, ok := n.ctl.(*button); ok {
			b.b.Key = keyFor(n.look.key, held, typing)
		}
		if n.ctl.update(n, in) && used == nil {
			used = n
		}
	}
	if used == nil {
		return false
	}
	if do := run(used.ctl); do != nil {
		do()
	}
	f.Refresh()
	return true
}

// keyFor is a button's key this tick: none while a field takes the typing;
// Enter, Space and Escape go to the focused control while the focus is held.
func keyFor(k ebiten.Key, held, typing bool) ebiten.Key {
	switch {
	case typing:
		return 0
	case held && (k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace || k == ebiten.KeyEscape):
		return 0
	}
	return k
}

func (f *Form) typing() bool {
	for _, n := range f.leaves {
		if c, ok := n.ctl.(*field); ok && n.shown && c.f.Focused {
			return true
		}
	}
	return false
}

// syncConds asks the conditions again each tick, without wording anything:
// a button enabled or chosen changes in place; a node shown or hidden asks
// for a refresh (it moves the others).
func (f *Form) syncConds() bool {
	if f.root == nil {
		return false
	}
	for _, n := range f.leaves {
		if b, ok := n.ctl.(*button); ok && n.shown {
			off, sel := !n.isEnabled(), n.isSelected()
			if off != b.b.Disabled || sel != b.b.Selected {
				b.b.Disabled, b.b.Selected = off, sel
				f.version++
			}
		}
	}
	return f.changedShown(f.root, true)
}

func (f *Form) changedShown(n *Node, parent bool) bool {
	shown := parent && n.isShown()
	if shown != n.shown {
		return true
	}
	for _, k := range n.kids {
		if f.changedShown(k, shown) {
			return true
		}
	}
	return false
}

// Draw draws the form's panels and controls.
func (f *Form) Draw(dst *ebiten.Image, th *ui.Theme) {
	if f.Scrolls() {
		f.drawScrolled(dst, th)
	} else {
		f.drawIn(f.root, dst, th)
	}
	f.drawDwell(dst, th)
}

// Controls lists every control shown, as it reads, with its words and state
// (for the accessibility tree, and for tests that read a screen as a player).
func (f *Form) Controls() []Info {
	var out []Info
	for _, n := range f.leaves {
		if !n.shown {
			continue
		}
		i := n.ctl.info(n)
		if i.Role == RoleField && i.Label == "" {
			i.Label = besideWords(n) // a field without a hint is named by its label beside it
		}
		if c := n.ctl.focusable(); c != nil {
			i.Focused = i.Focused || f.focus.On(c)
		}
		if i.Role != RoleNone {
			out = append(out, i)
		}
	}
	return out
}

// Focus is the form's keyboard focus.
func (f *Form) Focus() *ui.Focus { return &f.focus }

// focused is the index in the ring of the control with the focus, or -1.
func (f *Form) focused() int {
	for i, c := range f.ring {
		if f.focus.On(c) {
			return i
		}
	}
	return -1
}

// Version changes whenever what Controls lists may have: words, states,
// the focus. A listener (the accessibility mirror) asks again only then.
func (f *Form) Version() uint64 { return f.version }

// Use asks the form to use the i-th control that Controls lists, as a click
// on it would (assistive technology's activation), on its next Update: a
// button does what it does, a toggle flips, a field takes the typing.
func (f *Form) Use(i int) { f.pending = i + 1 }

// use uses the i-th control Controls lists; it reports whether it could.
func (f *Form) use(i int) bool {
	k := 0
	for _, n := range f.leaves {
		if !n.shown || n.ctl.info(n).Role == RoleNone {
			continue
		}
		if k++; k-1 != i {
			continue
		}
		switch c := n.ctl.(type) {
		case *button:
			if c.b.Disabled {
				return false
			}
		case *check:
			*c.on = !*c.on
		case *field:
			f.focus.To(&c.f)
			f.version++
			return true
		default:
			return false
		}
		if do := run(n.ctl); do != nil {
			do()
		}
		f.Refresh()
		return true
	}
	return false
}
