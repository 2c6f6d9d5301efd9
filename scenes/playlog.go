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
	back     int  // finished lines under the view (0: the newest shown)
	top      bool // the view shows the game's first line: no further back
	seen     int  // the log's lines when last looked at
	acc      float64
	dragging bool
	dragY    int
	atTop    int // with the first line at the top, the lines from the first to the last in view
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
	s.keep(n)
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
		s.acc += float64(page)
	}
	if in.Key(ebiten.KeyPageDown) {
		s.acc -= float64(page)
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
	if s.top {
		s.back = min(s.back, s.seen-s.atTop) // the first line stands at the top already
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

// fill fills the view down from the game's first line once scrolled back
// that far (the lines are otherwise drawn up from the foot, which would
// leave the first line alone at the bottom): out are the lines wrapped for
// b, the view's lines; back becomes the view's.
func (s *logScroll) fill(log *narrate.Log, th *ui.Theme, b *logBox, out *[]string) {
	s.top = false
	if b.back == 0 {
		return
	}
	room := min(int((b.bottom-b.top)/(th.Small.Size*1.25)), hudLogLines)
	end, above := len(log.Lines)-b.back, 0 // the lines before end are in view
	for i := 0; i < end && above <= room; i++ {
		above += len(ui.Wrap(nil, log.Lines[i], th.Small, b.w))
	}
	if above > room {
		return
	}
	s.top = true
	for ; end < len(log.Lines); end++ {
		more := ui.Wrap(nil, log.Lines[end], th.Small, b.w)
		if len(*out)+len(more) > room {
			break
		}
		*out = append(*out, more...)
	}
	s.atTop = end
	s.back = len(log.Lines) - end
}

// keep keeps the lines read in view when the log has n lines now (called
// before the log is wrapped, so that no tick shows it moved).
func (s *logScroll) keep(n int) {
	switch {
	case n < s.seen: // a game watched again, sent back: its log is another
		s.back = 0
	case s.back > 0:
		s.back += n - s.seen
	}
	s.seen = n
}
