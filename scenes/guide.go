package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
	"goose/ui/store"
)

// guideStep is how far the first-game guide has come.
type guideStep uint8

const (
	guideDice   guideStep = iota // it points at the throw
	guideGoose                   // at the player's goose, once it has moved
	guideSquare                  // at the first square that did something to it
	guideOver                    // finished or skipped: never shown again
)

// guideCard is what a step shows: its line, and the square it points at.
type guideCard struct {
	step guideStep
	line narrate.Message
	sq   int
}

// guideAct is a button of the card used this tick.
type guideAct uint8

const (
	guideNone guideAct = iota
	guideNext
	guideFinish
	guideSkip
)

// guide is the first-game guide (issue 28): a small state machine over a
// game against a friendly computer, fed the play screen's events. It keeps
// presentation only: the engine decides what happened, the events say it,
// and the guide words them (narrate.GuideSquare) and points at where they
// happened. It never stops the game: the throw is the player's at any time,
// and the steps follow what the player's throws did.
type guide struct {
	seat   int8      // the player's
	shown  guideCard // the step on screen
	coming guideCard // the step the events fed lead to, shown once they have been
	due    bool      // coming waits to be shown
	square guideCard // a square's doing seen while the goose step shows (it shows next)
	seen   bool      // square holds one
	said   string    // shown's line, in the language on screen
	act    guideAct
	form   *form.Form
	card   *form.Node
	ticks  int // for the ring's pulse
}

// newGuide is the guide for the person at seat, pointing first at the throw.
func newGuide(seat int) *guide {
	g := &guide{seat: int8(seat), coming: guideCard{step: guideDice, line: narrate.M("guide.dice")}, due: true}
	on := func(s guideStep) func() bool { return func() bool { return g.shown.step == s } }
	g.card = form.Panel(form.Col(
		form.TextOf(func() string { return g.said }),
		form.Row(
			form.Button("guide.next", func() { g.act = guideNext }).Primary().When(func() bool { return g.shown.step == guideGoose && g.seen }),
			form.Button("guide.done", func() { g.act = guideFinish }).Primary().When(on(guideSquare)),
			form.Button("guide.skip", func() { g.act = guideSkip }).Key(ebiten.KeyEscape),
		).Gap(8),
	).Gap(10)).Pad(14)
	g.form = form.New(sayID, form.Col(g.card).When(func() bool { return g.shown.step != guideOver && g.said != "" }))
	return g
}

// on reports whether the guide has a card on screen.
func (g *guide) on() bool { return g != nil && g.shown.step != guideOver && g.said != "" }

// feed reads a change's events: a throw of the player's moves the guide on
// (to its goose, then to the first square that did something to it, then
// to its end). What the events say is shown when they have been.
func (g *guide) feed(r *engine.Rules, evs []engine.Event) {
	if g == nil || g.shown.step == guideOver && !g.due {
		return
	}
	t := readTurn(r, g.seat, evs)
	switch {
	case t.over: // a game that ends ends its guide
		g.coming, g.due = guideCard{step: guideOver}, true
		return
	case t.threw == nil:
		return
	case t.found:
		g.square, g.seen = t.square, true
	}
	goose := guideCard{step: guideGoose, line: narrate.M("guide.goose", narrate.Dice(t.threw.Dice[:t.threw.NDice]), t.to)}
	switch g.latest().step {
	case guideDice:
		g.coming = goose // its square, if the first throw found one, comes next
	case guideGoose:
		g.coming = goose
		if g.seen {
			g.coming = g.square
		}
	default:
		g.coming = guideCard{step: guideOver}
	}
	g.due = true
}

// guideTurn is what a change's events did for the guide: the player's
// throw, where its goose went first, the first square that acted on it.
type guideTurn struct {
	threw  *engine.Event
	to     int
	square guideCard
	found  bool
	over   bool // the game ended
}

// readTurn reads the events of seat's turn (the engine's words, not a rule).
func readTurn(r *engine.Rules, seat int8, evs []engine.Event) (t guideTurn) {
	for i := range evs {
		e := &evs[i]
		t.over = t.over || e.Kind == engine.EvGameOver
		if e.Seat != seat || e.Kind == engine.EvStart || e.Kind == engine.EvOrderTie {
			continue
		}
		switch {
		case e.Kind == engine.EvThrow && t.threw == nil:
			t.threw = e
		case (e.Kind == engine.EvMove || e.Kind == engine.EvJump) && t.threw != nil && t.to == 0:
			t.to = int(e.To)
		}
		if t.threw != nil && !t.found {
			if m, s, ok := narrate.GuideSquare(r, e); ok {
				t.square, t.found = guideCard{step: guideSquare, line: m, sq: s}, true
			}
		}
	}
	return t
}

// latest is the step the guide is at, shown or coming.
func (g *guide) latest() guideCard {
	if g.due {
		return g.coming
	}
	return g.shown
}

// update shows the coming step once the events that led to it have been
// shown, and runs the card's buttons; it reports whether the card took the
// tick's input (Escape, a click on it), which the game then does not see.
func (g *guide) update(c *Context, p *Play) bool {
	if g == nil {
		return false
	}
	if g.due && p.show.Drained() && (g.coming.step != guideDice || g.throwing(p)) {
		g.show(c, p, g.coming)
	}
	if !g.on() {
		return false
	}
	g.ticks++
	g.act = guideNone
	used := g.form.Update(&c.In)
	switch g.act {
	case guideNext:
		g.show(c, p, g.square)
	case guideFinish:
		g.end(c, store.GuideDone)
	case guideSkip:
		g.end(c, store.GuideSkipped)
	}
	return used
}

// throwing reports whether the throw is the player's now (shown last tick).
func (g *guide) throwing(p *Play) bool {
	return !p.hud.roll.Hidden && p.g.Current() == int(g.seat) && p.g.Due() == engine.ActRoll
}

// show puts step k on screen: its words, its card beside what it points at,
// and its line told to assistive technology and read aloud.
func (g *guide) show(c *Context, p *Play, k guideCard) {
	g.due = false
	if k.step == guideOver {
		g.end(c, store.GuideDone)
		return
	}
	if k.step == guideSquare {
		g.seen = false
	}
	g.shown = k
	g.said = k.line.String()
	g.place(c, p)
	c.Narrate(g.said, false)
	c.Shot(guideShots[k.step]) // each step once (--screenshot-dir)
}

// guideShots name the steps' screenshots.
var guideShots = [...]string{guideDice: "guide-dice", guideGoose: "guide-goose", guideSquare: "guide-square", guideOver: "guide-over"}

// end closes the guide for good, and the settings remember how.
func (g *guide) end(c *Context, how string) {
	g.shown, g.due, g.said = guideCard{step: guideOver}, false, ""
	g.form.Refresh()
	if c.Settings.Guide != how {
		c.Settings.Guide = how
		c.SaveSettings()
	}
}

// target is what the step points at, in screen pixels: the throw button,
// the player's goose, or the square.
func (g *guide) target(p *Play) image.Rectangle {
	v := &p.view
	switch g.shown.step {
	case guideGoose:
		if pv := &v.pieces[g.seat][0]; v.gooseSz > 0 {
			s := float64(v.gooseSz)
			x, y := pv.x-s/2, pv.y-s*art.GooseAnchor-pv.lift
			return image.Rect(int(x), int(y), int(x+s), int(y+s))
		}
	case guideSquare:
		if v.layout != nil && g.shown.sq < len(v.layout.Cells) {
			x, y := v.cell(g.shown.sq)
			r := v.layout.Cells[g.shown.sq].R * 1.15
			return image.Rect(int(x-r), int(y-r), int(x+r), int(y+r))
		}
	}
	return p.hud.roll.Rect
}

// place words the card again (the language may have changed) and places
// it beside what it points at, never over it: on a phone above or under
// it, on a wide screen over the board where there is room.
func (g *guide) place(c *Context, p *Play) {
	if !g.on() {
		return
	}
	g.said = g.shown.line.String()
	g.form.Refresh()
	th := c.Th
	edge := int(th.S(10))
	w := min(int(th.S(460)), c.W-2*edge)
	h := int(math.Ceil(g.form.Height(th, float64(w))))
	t := g.keepOut(p, th)
	screen := image.Rect(edge, edge, c.W-edge, c.H-edge)
	cx, cy := (t.Min.X+t.Max.X)/2, (t.Min.Y+t.Max.Y)/2
	clampX := func(x int) int { return max(screen.Min.X, min(x, screen.Max.X-w)) }
	clampY := func(y int) int { return max(screen.Min.Y, min(y, screen.Max.Y-h)) }
	spots := [...]image.Point{
		{t.Min.X - w, clampY(cy - h/2)}, // left (the throw's, on a wide screen: over the board)
		{clampX(cx - w/2), t.Min.Y - h}, // above
		{clampX(cx - w/2), t.Max.Y},     // under
		{t.Max.X, clampY(cy - h/2)},     // right
	}
	if g.shown.step != guideDice {
		spots[0], spots[1], spots[2] = spots[1], spots[2], spots[0]
	}
	at := image.Rect(clampX(cx-w/2), clampY(t.Max.Y), clampX(cx-w/2)+w, clampY(t.Max.Y)+h)
	for pass := 0; pass < 2; pass++ { // clear of the card of the game first, if there is room
		for _, s := range spots {
			r := image.Rect(s.X, s.Y, s.X+w, s.Y+h)
			onHUD := g.shown.step != guideDice && r.Overlaps(p.view.hud)
			if r.In(screen) && !r.Overlaps(t) && (pass == 1 || !onHUD) {
				at = r
				pass = 2
				break
			}
		}
	}
	g.form.Layout(th, at)
}

// ring is the ring round what the step points at: its centre and its
// radius at the pulse's widest (a circle round a goose or a square; the
// throw's is its rectangle, grown by the radius).
func (g *guide) ring(p *Play, th *ui.Theme) (cx, cy, r float64) {
	t := g.target(p)
	cx, cy = float64(t.Min.X+t.Max.X)/2, float64(t.Min.Y+t.Max.Y)/2
	if g.shown.step == guideDice {
		return cx, cy, th.S(8)
	}
	return cx, cy, float64(max(t.Dx(), t.Dy()))/2 + th.S(8)
}

// keepOut is what the card must leave clear: the ring at its widest.
func (g *guide) keepOut(p *Play, th *ui.Theme) image.Rectangle {
	cx, cy, r := g.ring(p, th)
	if g.shown.step == guideDice {
		return g.target(p).Inset(-int(r + th.S(6)))
	}
	r += th.S(6)
	return image.Rect(int(cx-r), int(cy-r), int(math.Ceil(cx+r)), int(math.Ceil(cy+r)))
}

// draw draws the ring round what the step points at, pulsing, a line from
// the card to it, and the card.
func (g *guide) draw(dst *ebiten.Image, c *Context, p *Play) {
	if !g.on() {
		return
	}
	th := c.Th
	lw := math.Max(2, math.Round(th.S(3)))
	grow := (0.5 + 0.5*math.Sin(float64(g.ticks)*0.12)) * th.S(4) // 0 to 4 units, under the ring's widest
	cx, cy, r := g.ring(p, th)
	r -= grow
	card := g.card.Rect()
	fx := math.Max(float64(card.Min.X), math.Min(cx, float64(card.Max.X))) // the card's edge nearest the ring
	fy := math.Max(float64(card.Min.Y), math.Min(cy, float64(card.Max.Y)))
	var ex, ey float64 // where the line from there meets the ring
	switch {
	case g.shown.step != guideDice:
		ui.Circle(dst, cx, cy, r, lw, color.RGBA{}, ui.Madder)
		d := math.Max(math.Hypot(cx-fx, cy-fy), r)
		ex, ey = cx+(fx-cx)*r/d, cy+(fy-cy)*r/d
	case g.throwing(p): // the throw, while it is the player's
		t := g.target(p)
		x0, y0, x1, y1 := float64(t.Min.X)-r, float64(t.Min.Y)-r, float64(t.Max.X)+r, float64(t.Max.Y)+r
		ui.StrokeRect(dst, x0, y0, x1-x0, y1-y0, lw, ui.Madder)
		ex, ey = math.Max(x0, math.Min(fx, x1)), math.Max(y0, math.Min(fy, y1))
	default:
		ex, ey = fx, fy
	}
	if math.Hypot(ex-fx, ey-fy) > lw {
		vector.StrokeLine(dst, float32(fx), float32(fy), float32(ex), float32(ey), float32(lw), ui.Madder, true)
	}
	g.form.Draw(dst, th)
}

// guideControls are the card's controls, for assistive technology (after the HUD's).
func (g *guide) controls() []form.Info {
	if !g.on() {
		return nil
	}
	return g.form.Controls()
}

// version changes when the card's controls may have.
func (g *guide) version() uint64 {
	if g == nil {
		return 0
	}
	return g.form.Version() + uint64(g.shown.step)<<40
}
