package scenes

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/room"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/store"
)

// seatNamer asks the name of a person at this screen taking an open seat
// (the lobby's Play here) before it is taken: Enter or the button takes
// it, Escape or Cancel leaves it open. An empty name is the seat's own
// ("Player 3"), which the field shows while empty.
type seatNamer struct {
	seat       int // the seat being named; -1: closed
	name       ui.Field
	ok, cancel ui.Button
	title      []string // the question, or what is wrong with the name, wrapped
	bad        bool     // title says what is wrong
	box        image.Rectangle
}

func (n *seatNamer) open(seat int) {
	n.seat, n.bad = seat, false
	n.name = ui.Field{Max: store.MaxName, Focused: true, Hint: say("net.player", seat+1)}
	n.ok = ui.Button{Primary: true, Key: ebiten.KeyEnter}
	n.cancel = ui.Button{Key: ebiten.KeyEscape}
}

func (n *seatNamer) close() { n.seat = -1 }

func (n *seatNamer) shown() bool { return n.seat >= 0 }

// layout places the dialog in the upper part of the screen (above where a
// phone's keyboard comes up), as wide as a line of the lobby at most.
func (n *seatNamer) layout(c *Context) {
	if !n.shown() {
		return
	}
	th := c.Th
	n.ok.Label, n.cancel.Label = say("net.sitHere"), say("ui.cancel")
	w := min(float64(c.W)-th.S(40), th.S(560))
	x, y := float64(c.W)/2-w/2, th.S(110)
	pad, gap := th.S(26), th.S(16)
	inner := w - 2*pad
	q := say("net.nameSeat", n.seat+1)
	if n.bad {
		q = say("net.badName", store.MaxName)
	}
	n.title = ui.Wrap(n.title[:0], q, th.Body, inner-th.S(34)) // beside the seat's colour
	fy := y + pad + float64(len(n.title))*th.Body.Size*1.3 + th.S(10)
	n.name.Rect = ui.Rect(x+pad, fy, inner, th.S(46))
	by := fy + th.S(46) + th.S(24)
	bw := (inner - gap) / 2
	n.cancel.Rect = ui.Rect(x+pad, by, bw, th.S(52))
	n.ok.Rect = ui.Rect(x+pad+bw+gap, by, bw, th.S(52))
	n.box = ui.Rect(x, y, w, by+th.S(52)+pad-y)
}

// update reads the dialog's input: the name to take the seat under once
// confirmed ("" meanwhile, and when cancelled).
func (n *seatNamer) update(c *Context) string {
	in := &c.In
	n.name.Update(in)
	n.name.Focused = true // the dialog's one field: typing always goes there
	if in.Key(ebiten.KeyNumpadEnter) || n.ok.Update(in) {
		typed := n.name.Text
		if strings.TrimSpace(typed) == "" {
			typed = n.name.Hint
		}
		name, err := room.CleanName(typed)
		if err != nil {
			n.bad = true
			n.layout(c)
			return ""
		}
		n.close()
		return name
	}
	if n.cancel.Update(in) {
		n.close()
	}
	return ""
}

func (n *seatNamer) draw(dst *ebiten.Image, c *Context) {
	if !n.shown() {
		return
	}
	th := c.Th
	ui.Dim(dst, 140)
	ui.Panel(dst, n.box, th, ui.Paper)
	ink := ui.Ink
	if n.bad {
		ink = ui.Madder
	}
	x, y := float64(n.name.Rect.Min.X), float64(n.box.Min.Y)+th.S(26)
	ui.Circle(dst, x+th.S(12), y+th.Body.Size*0.4, th.S(11), th.S(2), art.SeatColor(n.seat%8), ui.Ink)
	x += th.S(34)
	for _, l := range n.title {
		ui.Text(dst, l, th.Body, x, y, ink, ui.Left)
		y += th.Body.Size * 1.3
	}
	n.name.Draw(dst, th)
	n.cancel.Draw(dst, th)
	n.ok.Draw(dst, th)
}
