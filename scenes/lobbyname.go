package scenes

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/room"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
	"goose/ui/store"
)

// seatNamer asks the name of a person at this screen taking an open seat
// (the lobby's Play here) before it is taken: Enter or the button takes
// it, Escape or Cancel leaves it open. An empty name is the seat's own
// ("Player 3"), which the field shows while empty.
type seatNamer struct {
	seat   int // the seat being named; -1: closed
	name   string
	bad    bool   // the name given was no name: the dialog says what is wrong
	chosen string // the name confirmed this tick
	form   *form.Form
	dot    image.Rectangle // where the seat's colour goes
}

// declare is the dialog's controls: the question (or what is wrong with
// the name) beside the seat's colour, the name, Cancel and Play here.
func (n *seatNamer) declare() {
	n.seat = -1
	seat := func() []any { return []any{n.seat + 1} }
	n.form = form.New(sayID, form.Panel(form.Col(
		form.Row(form.Box(nil, func(r image.Rectangle) { n.dot = r }).W(24).H(24),
			form.TextArgs("net.nameSeat", seat).When(func() bool { return !n.bad }),
			form.TextArgs("net.badName", func() []any { return []any{store.MaxName} }).Ink(ui.Madder).When(func() bool { return n.bad }),
		).Gap(10),
		form.FieldOf(n.hint, &n.name, store.MaxName, nil).H(46),
		form.Row(form.Button("ui.cancel", n.close), form.Button("net.sitHere", n.confirm).Primary()).Gap(16),
	).Gap(16)).MaxW(508).Pad(26))
}

func (n *seatNamer) hint() string { return say("net.player", n.seat+1) }

func (n *seatNamer) open(seat int) {
	n.seat, n.bad, n.name = seat, false, ""
	n.form.Refresh()
	n.form.TypeInFirst()
}

func (n *seatNamer) close() { n.seat = -1 }

func (n *seatNamer) shown() bool { return n.seat >= 0 }

// layout places the dialog in the upper part of the screen (above where a
// phone's keyboard comes up), as wide as a line of the lobby at most.
func (n *seatNamer) layout(c *Context) {
	if n.shown() {
		n.form.Refresh()
		n.form.Layout(c.Th, image.Rect(0, c.H*3/20, c.W, c.H))
	}
}

// update reads the dialog's input: the name to take the seat under once
// confirmed ("" meanwhile, and when cancelled). Its one field always has
// the typing, so Enter and Escape are the dialog's.
func (n *seatNamer) update(c *Context) string {
	in := &c.In
	n.chosen = ""
	n.form.TypeInFirst()
	n.form.Update(in)
	switch {
	case !n.shown():
	case in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter):
		n.confirm()
	case in.Key(ebiten.KeyEscape):
		n.close()
	}
	return n.chosen
}

// confirm takes the seat under the name typed, or the seat's own.
func (n *seatNamer) confirm() {
	typed := n.name
	if strings.TrimSpace(typed) == "" {
		typed = n.hint()
	}
	name, err := room.CleanName(typed)
	if err != nil {
		n.bad = true
		n.form.Refresh()
		return
	}
	n.close()
	n.chosen = name
}

func (n *seatNamer) draw(dst *ebiten.Image, c *Context) {
	if !n.shown() {
		return
	}
	th := c.Th
	ui.Dim(dst, 140)
	n.form.Draw(dst, th)
	r := n.dot
	ui.Badge(dst, n.seat%8, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, th.S(11), th.S(2), art.SeatColor(n.seat%8), ui.Ink)
}
