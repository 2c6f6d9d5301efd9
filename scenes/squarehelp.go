package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
)

// Square help (issue 28): a pointer resting on a square, a finger held on
// it, or the keyboard's focus on the board's squares shows a card beside
// the square: its picture, its number and name, what it does on this board
// and how often a game lands there. The play screen, the editor and the
// rules page each keep one squareHelp and call it with their board.
const (
	helpHover = 24  // ticks a pointer rests on a square before its card shows (0.4 s)
	helpPress = 30  // ticks a finger is held still on a square (0.5 s)
	helpSlop  = 12  // how far a held finger may wobble, in theme units
	helpCardW = 320 // the card's width, in theme units
	helpPic   = 64  // the picture's side
	helpPad   = 12  // the card's margin
	helpMaxH  = 300 // the tallest a card may be: every language's words fit it (TestSquareHelpFits)
	helpGap   = 8   // between the square and its card
)

// helpBoard is a board on screen as square help reads it.
type helpBoard interface {
	// squareAt is the square under the screen point (x, y), or -1.
	squareAt(x, y int) int
	// squareCell is square sq's cell on screen, and whether it is shown.
	squareCell(sq int) (art.Cell, bool)
}

// helpBy is what showed the card.
type helpBy uint8

const (
	helpOff helpBy = iota
	helpByHover
	helpByPress
	helpByKeys
)

// squareHelp is one screen's square help: the card shown and what the
// pointer has been doing.
type squareHelp struct {
	at    int // the square whose card shows, or -1
	by    helpBy
	ptr   helpPointer
	card  helpCard
	rules *engine.Rules
	th    *ui.Theme
	job   *landJob // the rules' figures, worked out off the loop
	ver   uint64   // counts the card's changes: the accessibility mirror follows
	ready bool     // at and the press are set (the zero value shows nothing)
	w, h  int      // the screen's size
	seen  int      // the editor's version of the rules the card was worded for
	shoot bool     // a card showed: its screenshot is due
	lazy  bool     // work the figures out only when a card asks (the editor: not at every edit)
}

// helpPointer is where the pointer rests and how long a press has been held.
type helpPointer struct {
	x, y   int
	still  int  // ticks the pointer has not moved
	touch  bool // it last moved with a button or finger down: no hover (a finger lifted leaves the pointer where it was)
	press  int  // ticks a press has been held still, or -1
	px, py int  // where the press went down
	fired  bool // a long press showed the card: its release is not a tap
}

// helpCard is the card's words and picture, made when the square changes,
// never per frame.
type helpCard struct {
	title, does, often string
	lines              []helpLine
	h                  float64 // the card's height, pixels
	waiting            bool    // the figure is still being worked out
	pic                *ebiten.Image
	picFor             *engine.Rules
	picSq, picSz       int
	op                 ebiten.DrawImageOptions
}

type helpLine struct {
	text string
	face *ui.Face
	ink  colorID
}

// colorID names the ink of a line of the card.
type colorID uint8

const (
	inkTitle colorID = iota
	inkWords
	inkSoft
)

// helpAsked reports whether H or ? was typed: the focus goes to the board's
// squares, or leaves them.
func helpAsked(in *ui.Input) bool {
	for _, r := range in.Chars() {
		if r == 'h' || r == 'H' || r == '?' {
			return true
		}
	}
	return false
}

// update follows the input of a tick on board b of rules r. typing: a field
// has the keyboard (H is a letter then). focus is the square the screen's
// own keys select (the editor's), or -1: square help's arrows walk the
// squares. It reports whether it used the pointer (a long press: its
// release is not a tap) or keys.
func (h *squareHelp) update(c *Context, b helpBoard, r *engine.Rules, typing bool, focus int) bool {
	in := &c.In
	if !h.ready {
		h.at, h.ptr.press, h.ready = -1, -1, true
	}
	h.th, h.w, h.h = c.Th, c.W, c.H
	if h.rules != r {
		h.rules = r
		h.changed()
	}
	if h.job == nil && !h.lazy {
		h.job = landingsOf(r) // the figures are ready by the time a card is asked for
	}
	took := h.asked(in, typing, focus)
	if h.by == helpByKeys {
		took = h.keys(in, len(r.Board.Squares), focus) || took
	}
	took = h.pointer(in, b) || took
	if h.at >= 0 && h.card.waiting && h.job != nil {
		select {
		case <-h.job.done:
			h.word()
		default:
		}
	}
	if h.shoot {
		h.shoot = false
		c.Shot(helpShot(b)) // (--screenshot-dir: the first card of each screen)
	}
	return took
}

// asked: H or ? puts the keyboard's focus on the squares (the screen's own
// square, else the card's, else the first), or takes it away.
func (h *squareHelp) asked(in *ui.Input, typing bool, focus int) bool {
	if typing || !helpAsked(in) {
		return false
	}
	if h.by == helpByKeys {
		h.hide()
		return true
	}
	start := focus
	if start < 0 {
		start = max(h.at, 1)
	}
	h.show(min(start, len(h.rules.Board.Squares)-1), helpByKeys)
	return true
}

// keys: the arrows walk the squares (a row of ten up and down, as in the
// editor), Escape leaves; the screen hears neither.
func (h *squareHelp) keys(in *ui.Input, n, focus int) bool {
	if in.Key(ebiten.KeyEscape) {
		in.Drop(ebiten.KeyEscape)
		h.hide()
		return true
	}
	if focus >= 0 {
		if focus != h.at {
			h.show(focus, helpByKeys)
		}
		return false
	}
	d := stepKey(in)
	if d == 0 {
		return false
	}
	for _, k := range [...]ebiten.Key{ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyUp, ebiten.KeyDown} {
		in.Drop(k)
	}
	h.show(min(max(h.at+d, 0), n-1), helpByKeys)
	return true
}

// pointer: a pointer resting on a square (not a finger's), or a finger
// held still on one, shows its card.
func (h *squareHelp) pointer(in *ui.Input, b helpBoard) bool {
	p := &h.ptr
	moved := in.X != p.x || in.Y != p.y
	if moved {
		p.x, p.y, p.still, p.touch = in.X, in.Y, 0, in.Down
	} else if p.still < helpHover {
		p.still++
	}
	took := h.press(in, b)
	if in.Down || p.touch || h.by == helpByKeys || h.by == helpByPress {
		return took
	}
	if moved && h.by == helpByHover && b.squareAt(in.X, in.Y) != h.at {
		h.hide() // off the square: the card goes at once
	}
	if p.still == helpHover-1 {
		if sq := b.squareAt(p.x, p.y); sq >= 0 {
			h.show(sq, helpByHover)
		}
	}
	return took
}

// press follows a press: held still long enough on a square, it shows the
// square's card, and it reports that the press was used (until it lifts).
func (h *squareHelp) press(in *ui.Input, b helpBoard) bool {
	p := &h.ptr
	took := p.fired
	if in.Pressed {
		if h.by == helpByPress || h.by == helpByHover {
			h.hide() // a tap elsewhere puts a card away
		}
		p.press, p.px, p.py, p.fired = 0, in.X, in.Y, false
	}
	if in.Down && p.press >= 0 {
		if math.Hypot(float64(in.X-p.px), float64(in.Y-p.py)) > h.th.S(helpSlop) {
			p.press = -1
		} else if p.press++; p.press == helpPress {
			if sq := b.squareAt(p.px, p.py); sq >= 0 {
				h.show(sq, helpByPress)
				p.fired, took = true, true
			}
		}
	}
	if in.Released || !in.Down {
		p.press, p.fired = -1, false
	}
	return took
}

func (h *squareHelp) show(sq int, by helpBy) {
	if sq == h.at && by == h.by {
		return
	}
	h.at, h.by = sq, by
	h.word()
	h.shoot = true
}

// changed says the rules changed (an edit): the card is worded again, with
// their figures.
func (h *squareHelp) changed() {
	h.job, h.card.picFor = nil, nil
	switch {
	case !h.ready || h.at < 0 || h.rules == nil:
	case h.at >= len(h.rules.Board.Squares):
		h.hide()
	default:
		h.word()
	}
}

func (h *squareHelp) hide() {
	if h.at < 0 {
		return
	}
	h.at, h.by = -1, helpOff
	h.ver++
}

// follow moves the keyboard's card to the square the screen's own keys
// selected this tick (the editor's arrows).
func (h *squareHelp) follow(sq int) {
	if h.keyed() && sq != h.at {
		h.show(sq, helpByKeys)
	}
}

// keyed reports whether the keyboard's focus is on the board's squares.
func (h *squareHelp) keyed() bool { return h.by == helpByKeys }

// word words the card of the square shown, and asks for the rules' figures.
func (h *squareHelp) word() {
	h.ver++
	r, sq := h.rules, h.at
	if r == nil || sq < 0 || sq >= len(r.Board.Squares) {
		return
	}
	if h.job == nil {
		h.job = landingsOf(r)
	}
	cd := &h.card
	cd.title, cd.does = squareWords(r, sq)
	cd.often, cd.waiting = landingWords(h.job, r, sq)
	if h.th != nil {
		cd.wrap(h.th, h.w)
	}
}

// told is the card in one line, as assistive technology hears it.
func (h *squareHelp) told() string {
	cd := &h.card
	if cd.often == "" {
		return cd.title + ". " + cd.does
	}
	return cd.title + ". " + cd.does + " " + cd.often
}

// wrap fits the card's words to its text column on a screen W pixels wide.
func (cd *helpCard) wrap(th *ui.Theme, W int) {
	w := helpTextW(th, W)
	cd.lines = cd.lines[:0]
	add := func(s string, f *ui.Face, ink colorID) {
		for _, l := range ui.Wrap(nil, s, f, w) {
			cd.lines = append(cd.lines, helpLine{l, f, ink})
		}
	}
	add(cd.title, th.Body, inkTitle)
	add(cd.does, th.Small, inkWords)
	if cd.often != "" {
		add(cd.often, th.Small, inkSoft)
	}
	text := 0.0
	for _, l := range cd.lines {
		text += l.face.Size * 1.3
	}
	cd.h = math.Max(th.S(helpPic), text) + 2*th.S(helpPad)
}

// helpWidth is the card's width on a screen w pixels wide.
func helpWidth(th *ui.Theme, w int) float64 {
	return math.Min(th.S(helpCardW), float64(w)-th.S(20))
}

// helpTextW is the width of the card's words on a screen W pixels wide.
func helpTextW(th *ui.Theme, W int) float64 {
	return helpWidth(th, W) - th.S(helpPic) - 3*th.S(helpPad)
}

// place is where the card goes beside cell on a W×H screen: to the right
// of the square, else to its left, else above or below it (above first
// for a finger, which the card must not hide under), kept on screen and
// off the square.
func (h *squareHelp) place(cell art.Cell, W, H int) image.Rectangle {
	th := h.th
	w, hh := helpWidth(th, W), h.card.h
	m, g, gx := th.S(10), th.S(helpGap)+cell.R, th.S(helpGap)+max(cell.R, cell.HalfLen)
	fits := func(x, y float64) bool {
		return x >= m && y >= m && x+w <= float64(W)-m && y+hh <= float64(H)-m
	}
	y0, x0 := cell.Y-hh/2, cell.X-w/2
	right, left, above, below := [2]float64{cell.X + gx, y0}, [2]float64{cell.X - gx - w, y0}, [2]float64{x0, cell.Y - g - hh}, [2]float64{x0, cell.Y + g}
	tries := [...][2]float64{right, left, below, above}
	if h.by == helpByPress {
		tries = [...][2]float64{above, right, left, below}
	}
	at := tries[0]
	for _, t := range tries {
		t[0] = math.Min(math.Max(t[0], m), float64(W)-m-w)
		t[1] = math.Min(math.Max(t[1], m), float64(H)-m-hh)
		if fits(t[0], t[1]) && !coversCell(t[0], t[1], w, hh, cell) {
			at = t
			break
		}
	}
	return image.Rect(int(at[0]), int(at[1]), int(at[0]+w), int(at[1]+hh))
}

// coversCell reports whether the card at (x, y), w×h, covers the square's middle.
func coversCell(x, y, w, h float64, cell art.Cell) bool {
	r := cell.R * 0.7
	return cell.X+r > x && cell.X-r < x+w && cell.Y+r > y && cell.Y-r < y+h
}

// rect is where the card shows now, or empty.
func (h *squareHelp) rect(b helpBoard, W, H int) image.Rectangle {
	if !h.ready || h.at < 0 || h.th == nil || len(h.card.lines) == 0 {
		return image.Rectangle{}
	}
	cell, ok := b.squareCell(h.at)
	if !ok {
		return image.Rectangle{}
	}
	return h.place(cell, W, H)
}

// draw draws the card, if one shows. It allocates nothing once the
// square's picture is made.
func (h *squareHelp) draw(dst *ebiten.Image, b helpBoard) {
	W, H := dst.Bounds().Dx(), dst.Bounds().Dy()
	box := h.rect(b, W, H)
	if box.Empty() {
		return
	}
	th, cd := h.th, &h.card
	ui.Panel(dst, box, th, ui.Paper)
	pad, side := th.S(helpPad), int(th.S(helpPic))
	if cd.pic == nil || cd.picFor != h.rules || cd.picSq != h.at || cd.picSz != side {
		if cd.pic != nil {
			cd.pic.Deallocate()
		}
		cd.pic = ebiten.NewImageFromImage(art.Square(h.rules, h.at, side))
		cd.picFor, cd.picSq, cd.picSz = h.rules, h.at, side
	}
	cd.op.GeoM.Reset()
	cd.op.GeoM.Translate(float64(box.Min.X)+pad, float64(box.Min.Y)+pad)
	dst.DrawImage(cd.pic, &cd.op)
	x, y := float64(box.Min.X)+2*pad+float64(side), float64(box.Min.Y)+pad
	for _, l := range cd.lines {
		ink := ui.Ink
		switch l.ink {
		case inkTitle:
			ink = ui.Madder
		case inkSoft:
			ink = ui.InkSoft
		}
		ui.Text(dst, l.text, l.face, x, y, ink, ui.Left)
		y += l.face.Size * 1.3
	}
}

// tell adds the card to the controls assistive technology hears of, when
// the keyboard's focus is on the squares: a square is one choice of the
// board's, and has the focus.
func (h *squareHelp) tell(cs []form.Info, b helpBoard) []form.Info {
	if !h.keyed() || h.at < 0 {
		return cs
	}
	for i := range cs {
		cs[i].Focused = false
	}
	return append(cs, form.Info{Role: form.RoleOption, Label: h.told(), Enabled: true, Selected: true, Focused: true, Rect: h.rect(b, h.w, h.h)})
}

// squareWords are square q's title (its number and name) and what it does
// on r's board, in the game's words.
func squareWords(r *engine.Rules, q int) (title, does string) {
	b := &r.Board
	s := b.Squares[q]
	k := s.Kind
	if s.Kind == engine.Plain && s.Again {
		k = engine.Again
	}
	name := say(narrate.ID(k.Word("ui.kind")))
	switch {
	case q == 0:
		return say("ui.help.title", q, say("ui.help.startName")), say("ui.help.start")
	case q >= b.Goal() || k.Does() == engine.DoesWin:
		return say("ui.help.title", q, say("ui.kind.goal")), say("ui.help.goal")
	}
	does = kindHelp(r, s, k)
	if s.Again && k != engine.Again {
		does += " " + say("ui.help.againToo")
	}
	if r.Stakes.On && (s.Pays || s.PaysPerTurn) {
		does += " " + say("ui.help.pays")
	}
	return say("ui.help.title", q, name), does
}

// kindHelp is what a square s of kind k does.
func kindHelp(r *engine.Rules, s engine.Square, k engine.Kind) string {
	d := k.Def()
	switch {
	case d.Does == engine.DoesFly && r.Goose == engine.GooseNext:
		return say("ui.help.goose.next")
	case d.Does == engine.DoesFly:
		return say("ui.help.goose.same")
	case d.Does == engine.DoesJump && (s.To == 0 || d.ToStart):
		return say("ui.help.toStart")
	case d.Does == engine.DoesJump && d.OncePerMove:
		return say("ui.help.dice", s.To)
	case d.Does == engine.DoesJump:
		return say("ui.help.to", s.To)
	case d.Does == engine.DoesAgain:
		return say("ui.help.again")
	case d.Does == engine.DoesToast:
		return say("ui.help.drink")
	}
	return holdHelp(s)
}

// holdHelp is what a square that takes turns away, or holds a goose, does.
func holdHelp(s engine.Square) string {
	var does string
	switch {
	case s.Hold == engine.HoldRescue:
		does = say("ui.help.rescue")
	case s.Hold == engine.HoldAlone:
		does = say("ui.help.alone")
	case s.Turns > 0:
		does = say("ui.help.loses", s.Turns)
	default:
		return say("ui.help.plain")
	}
	if s.Turns > 0 && s.Rescue && s.Hold != engine.HoldRescue { // (a rescue frees the held anyway)
		does += " " + say("ui.help.sooner")
	}
	return does
}
