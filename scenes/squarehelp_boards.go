package scenes

import (
	"image"
	"math"

	"goose/ui/art"
	"goose/ui/form"
)

// The boards square help reads (helpBoard), and its hooks into the play
// screen, the editor and the rules page.

// squareUnder is the square of layout l under the point (px, py) of its picture, or -1.
func squareUnder(l *art.Layout, px, py float64) int {
	if l == nil {
		return -1
	}
	best, bestD := -1, math.Inf(1)
	for i, cl := range l.Cells {
		if d := math.Hypot(px-cl.X, py-cl.Y); d < cl.HalfLen && d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

func (v *playView) squareAt(x, y int) int {
	if v.layout == nil || !image.Pt(x, y).In(image.Rect(0, 0, v.bw, v.bh).Add(v.boardAt)) {
		return -1
	}
	return squareUnder(v.layout, float64(x-v.boardAt.X), float64(y-v.boardAt.Y))
}

func (v *playView) squareCell(sq int) (art.Cell, bool) {
	if v.layout == nil || sq < 0 || sq >= len(v.layout.Cells) {
		return art.Cell{}, false
	}
	cl := v.layout.Cells[sq]
	cl.X += float64(v.boardAt.X)
	cl.Y += float64(v.boardAt.Y)
	return cl, true
}

func (v *boardView) squareAt(x, y int) int { return v.square(x, y) }

func (v *boardView) squareCell(sq int) (art.Cell, bool) {
	if v.layout == nil || sq < 0 || sq >= len(v.layout.Cells) {
		return art.Cell{}, false
	}
	cl := v.cell(sq)
	return cl, v.visible(cl)
}

// helpShot names the screenshot of a board's first card.
func helpShot(b helpBoard) string {
	switch b.(type) {
	case *playView:
		return "squarehelp-play"
	case *boardView:
		return "squarehelp-editor"
	}
	return "squarehelp-rules"
}

// helpTick is the editor's square help for a tick: the keyboard's focus
// follows the square the editor's arrows select; a long press is not a tap.
func (e *Editor) helpTick(c *Context) {
	typing := e.form.Typing()
	e.sqHelp.lazy = true
	if e.sqHelp.seen != e.meter.want { // an edit: the card and its figure follow
		e.sqHelp.seen = e.meter.want
		e.sqHelp.changed()
	}
	if !typing && e.at.sel < 1 && helpAsked(&c.In) {
		e.at.sel, e.stale = 1, true
	}
	focus := -1
	if e.sqHelp.keyed() || helpAsked(&c.In) {
		focus = e.at.sel
	}
	e.sqHelp.update(c, &e.view, &e.r, typing, focus)
	if e.sqHelp.ptr.fired {
		e.view.moved = true // the finger held to ask is no tap
	}
}

// Controls, Version and Use tell assistive technology of the editor: its
// form's controls, and the square in focus.
func (e *Editor) Controls() []form.Info { return e.sqHelp.tell(e.form.Controls(), &e.view) }
func (e *Editor) Version() uint64       { return e.form.Version() + e.sqHelp.ver }
func (e *Editor) Use(i int)             { e.form.Use(i) }

// Controls, with the play screen's, tells of the square in focus.
func (p *Play) helpControls(cs []form.Info) []form.Info { return p.hud.squares.tell(cs, &p.view) }
