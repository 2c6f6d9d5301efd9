package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
)

// logScroll is how far the card's log is scrolled back through the game
// (issue 29: it showed the last lines only). The wheel over the card, a
// drag on the log, PageUp and PageDown move it a line or a page; new lines
// do not move what the player reads (the view stays on its lines); Newest
// goes back to the foot. Scrolled by whole lines: only the lines in view
// are wrapped, however long the game.
type logScroll struct {
	back     int // finished lines under the view (0: the newest shown)
	seen     int // the log's lines when last looked at
	acc      float64
	dragging bool
	dragY    int
	newest   ui.Button
	lang     *narrate.Language
}

// logRect is where the log stands on the card.
func (h *hud) logRect() image.Rectangle {
	b := &h.boxed
	return image.Rect(h.roll.Rect.Min.X, int(b.top), h.roll.Rect.Max.X, int(b.bottom))
}

// scrollLog reads the player's scrolling of the log, each tick.
func (p *Play) scrollLog(c *Context) {
	h, s, in := &p.hud, &p.hud.scroll, &c.In
	n := len(p.show.Log.Lines)
	switch {
	case n < s.seen: // a game watched again, sent back: its log is another
		s.back = 0
	case s.back > 0:
		s.back += n - s.seen // the lines read stay in view
	}
	s.seen = n
	if h.boxed.th == nil {
		return
	}
	lineH := h.boxed.th.Small.Size * 1.25
	page := max(1, int((h.boxed.bottom-h.boxed.top)/lineH)/2)
	pt := image.Pt(in.X, in.Y)
	if in.Wheel != 0 && pt.In(p.view.hud) {
		s.acc += in.Wheel
	}
	if in.Key(ebiten.KeyPageUp) {
		s.back += page
	}
	if in.Key(ebiten.KeyPageDown) {
		s.back -= page
	}
	switch {
	case in.Pressed && pt.In(h.logRect()):
		s.dragging, s.dragY = true, in.Y
	case s.dragging && in.Down:
		s.acc += float64(in.Y-s.dragY) / lineH // a finger pulling down brings older lines
		s.dragY = in.Y
	default:
		s.dragging = false
	}
	for ; s.acc >= 1; s.acc-- {
		s.back++
	}
	for ; s.acc <= -1; s.acc++ {
		s.back--
	}
	s.back = max(0, min(s.back, n-1))
	p.newest(c)
}

// newest shows the button back to the newest line while the log is
// scrolled back, in the log's bottom right corner.
func (p *Play) newest(c *Context) {
	h, s := &p.hud, &p.hud.scroll
	b := &s.newest
	if s.lang != narrate.Current() {
		s.lang, b.Label = narrate.Current(), say("ui.log.newest")
	}
	b.Hidden = s.back == 0
	if b.Hidden {
		return
	}
	th, r := c.Th, h.logRect()
	w, bh := int(ui.TextWidth(b.Label, th.Small)+th.S(24)), int(th.Tap(32))
	b.Rect = image.Rect(r.Max.X-w, r.Max.Y-bh, r.Max.X, r.Max.Y)
	if b.Update(&c.In) || c.In.Key(ebiten.KeyEnd) && p.watch == nil {
		s.back, s.acc, b.Hidden = 0, 0, true
	}
}
