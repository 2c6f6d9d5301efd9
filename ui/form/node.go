// Package form lays out, runs and draws a screen's controls from one
// declaration: a tree of columns and rows of buttons, toggles, text fields,
// words and boxes the screen draws itself. A control is declared once, with
// its words (a message ID), its key and what it does; the form places it for
// any screen shape and text size (nothing is typed as a coordinate), takes
// the keyboard's focus through it, re-words it when the language changes,
// and lists every control with its label, role and state.
package form

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// Say turns a message ID and its arguments into the player's words.
type Say func(id string, args ...any) string

// Face names one of the theme's faces, so that a declaration needs no theme.
type Face uint8

const (
	Body Face = iota
	Small
	Head
	Big
	Title
	Tiny
)

func (f Face) of(th *ui.Theme) *ui.Face {
	switch f {
	case Small:
		return th.Small
	case Head:
		return th.Head
	case Big:
		return th.Big
	case Title:
		return th.Title
	case Tiny:
		return th.Tiny
	}
	return th.Body
}

// Role is what a control is to a player, as an accessibility tree names it.
type Role uint8

const (
	RoleNone Role = iota
	RoleButton
	RoleCheck
	RoleField
	RoleText
	RoleHeading
	RoleTab    // a button that shows one page of several
	RoleOption // a button that is one choice of several
)

var roleNames = [...]string{"", "button", "checkbox", "textbox", "text", "heading", "tab", "radio"}

func (r Role) String() string { return roleNames[r] }

type nodeKind uint8

const (
	kindCol nodeKind = iota
	kindRow
	kindLeaf
	kindPanel
)

// A Node is a column, a row, a panel or one control. The builders return it so
// that its look and its conditions can be chained onto the declaration.
type Node struct {
	kind  nodeKind
	kids  []*Node
	ctl   control // a leaf's
	look  look
	cond  cond
	rect  image.Rectangle // where Layout put it
	up    *Node           // the node that holds it (Set fills it in)
	shown bool            // its cond.shown, as Layout found it
}

// look is how a node is sized and drawn; lengths are in theme units.
type look struct {
	face    Face
	ink     color.RGBA
	inked   bool
	align   ui.Align
	w, h    float64 // fixed width, height (0: worked out)
	maxW    float64 // a column's greatest width (0: all it is given)
	grow    float64 // a row's share of the room left (0: 1)
	gap     float64 // between a column's or row's children (0: the default)
	pad     float64 // a panel's margin
	primary bool
	wraps   bool // a button's words may take more lines than one (wraps.go)
	key     ebiten.Key
	rowLook
}

// rowLook is what only rows and grids ask of their look.
type rowLook struct {
	keep    bool   // a row that never stacks (keep.go)
	top     bool   // in a row, set at its top rather than centred
	upright bool   // a row that stacks on an upright screen (Upright)
	cols    [2]int // a grid's columns on a wide screen and an upright one
	oneFace bool   // its buttons' labels share one face (oneface.go)
}

// cond are the questions a node asks of the screen each time the form is
// refreshed: is it shown, can it be used, is it the chosen one.
type cond struct {
	shown, enabled, selected func() bool
	primary                  func() bool // PrimaryWhen
}

// Col stacks its children, each as wide as the column.
func Col(kids ...*Node) *Node { return &Node{kind: kindCol, kids: kids} }

// Row puts its children side by side, sharing the width; where they do not
// fit (a phone held upright, long words), it stacks them as a column.
func Row(kids ...*Node) *Node { return &Node{kind: kindRow, kids: kids} }

// Panel is a sheet of paper behind its child, a margin around it.
func Panel(kid *Node) *Node { return &Node{kind: kindPanel, kids: []*Node{kid}, look: look{pad: 24}} }

func leaf(c control) *Node { return &Node{kind: kindLeaf, ctl: c} }

// Key gives a control its key (a shortcut, or Enter/Escape for the screen's
// main and way-back buttons: those go to the focused control while the
// keyboard's focus is on one).
func (n *Node) Key(k ebiten.Key) *Node { n.look.key = k; return n }

// Primary draws a button in madder: the one thing to do now.
func (n *Node) Primary() *Node { n.look.primary = true; return n }

// When shows the node only while shown says so (it then takes no room).
func (n *Node) When(shown func() bool) *Node { n.cond.shown = shown; return n }

// Enabled lets the control be used only while ok says so.
func (n *Node) Enabled(ok func() bool) *Node { n.cond.enabled = ok; return n }

// Selected marks a toggle-like button as chosen while on says so.
func (n *Node) Selected(on func() bool) *Node { n.cond.selected = on; return n }

// W fixes the width (theme units); H the height.
func (n *Node) W(u float64) *Node { n.look.w = u; return n }
func (n *Node) H(u float64) *Node { n.look.h = u; return n }

// MaxW caps a column's or panel's width (theme units); it is centred in what is left.
func (n *Node) MaxW(u float64) *Node { n.look.maxW = u; return n }

// Grow is the node's share of a row's room beyond what each needs (default 1).
func (n *Node) Grow(g float64) *Node { n.look.grow = g; return n }

// Gap sets the room between a column's or row's children (theme units).
func (n *Node) Gap(u float64) *Node { n.look.gap = u; return n }

// Pad sets a panel's margin (theme units).
func (n *Node) Pad(u float64) *Node { n.look.pad = u; return n }

// In sets the face of a control's words.
func (n *Node) In(f Face) *Node { n.look.face = f; return n }

// Ink sets the colour of words.
func (n *Node) Ink(c color.RGBA) *Node { n.look.ink, n.look.inked = c, true; return n }

// Center centres words; Right sets them against the right edge.
func (n *Node) Center() *Node { n.look.align = ui.Center; return n }
func (n *Node) Right() *Node  { n.look.align = ui.Right; return n }

// Rect is where the last Layout put the node.
func (n *Node) Rect() image.Rectangle { return n.rect }

func (n *Node) isShown() bool   { return n.cond.shown == nil || n.cond.shown() }
func (n *Node) isEnabled() bool { return n.cond.enabled == nil || n.cond.enabled() }
func (n *Node) isSelected() bool {
	return n.cond.selected != nil && n.cond.selected()
}
