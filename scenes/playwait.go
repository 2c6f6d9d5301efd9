package scenes

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
)

// awaiting is the table waiting for the player (Pace.WaitForMe) before a
// turn it would play by itself: a computer's, or a turn a seat loses. The
// throw button's place says so ("Press any key for Ben's turn"), the words
// go to the live region and the speech, and any press lets the turn go.
type awaiting struct {
	on     bool
	label  string // the words, made once a wait
	seat   int
	lang   *narrate.Language
	chimed int // the turn (+1) the "your turn" sound was played for
}

// holds reports whether the turn seat is about to be played by itself
// waits for the player still; false once the player pressed, or when the
// table does not wait.
func (p *Play) holds(c *Context, seat int) bool {
	w := &p.await
	if !p.waitsForMe(c) {
		w.on = false
		return false
	}
	if !w.on || w.seat != seat || w.lang != narrate.Current() {
		fresh := !w.on || w.seat != seat
		w.on, w.seat, w.lang = true, seat, narrate.Current()
		w.label = say("ui.waitForMe", p.names[seat])
		if fresh {
			c.Narrate(w.label, false)
			return true // a press this tick came before the words were shown
		}
	}
	h := &p.hud
	h.roll.Hidden, h.roll.Label, h.thrower = false, w.label, throwKey{} // the throw's words come back for the next person
	if h.roll.Update(&c.In) || p.goAhead(&c.In) {
		w.on, h.roll.Hidden = false, true
		return false
	}
	return true
}

// playKeys are the play screen's own keys (and the characters they type):
// the speeds, the odds, listen, the log's pages. They do what they do, and
// do not also let a waiting turn go.
var (
	playKeys  = []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.KeyO, ebiten.KeyL, ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyTab}
	playChars = []rune("1234oOlL")
)

// goAhead reports whether this tick's input lets a waiting turn go: any
// key or character but the screen's own, a click or tap anywhere but on the
// card's other buttons or its log, any button of a pad.
func (p *Play) goAhead(in *ui.Input) bool {
	if !in.PressedAny() {
		return false
	}
	for _, k := range playKeys {
		if in.Key(k) {
			return false
		}
	}
	for _, r := range in.Chars() {
		if slices.Contains(playChars, r) {
			return false
		}
	}
	return !in.Released || !p.onCardControl(image.Pt(in.X, in.Y))
}

// onCardControl reports whether pt is on the card's speed or menu buttons,
// or on its log (scrolled by a drag).
func (p *Play) onCardControl(pt image.Point) bool {
	h := &p.hud
	for i := range h.speedBtn {
		if pt.In(h.speedBtn[i].Rect) {
			return true
		}
	}
	return pt.In(h.menu.Rect) || pt.In(h.logRect()) || pt.In(h.scroll.newest.Rect)
}

// letGo lets a headline held for the player go at their next press.
func (p *Play) letGo(c *Context) {
	if c.In.PressedAny() {
		p.show.Banner.Stay = false
	}
}

// chime plays the "your turn" sound (issue 29) once a turn, when a
// person's throw comes: not for a computer's, nor again for a throw again
// in the same turn.
func (p *Play) chime(c *Context) {
	if t := p.g.State.Turn + 1; t != p.await.chimed {
		p.await.chimed = t
		c.Sound.Play("yourturn")
	}
}
