package scenes

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/scenes/table"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/ink"
)

// hud is the card beside the board: the seats, the prompt, the throw button,
// a person's choices, the log and the speed and menu buttons. It is drawn
// into a layer, and a frame draws that layer whole, with no text work.
//
// It stays fresh by values, not by hand: the words are made from hudFacts,
// read from the game every tick and made again when they differ; the layer
// is drawn from hudShows, everything it shows, built every tick and drawn
// again when it differs from the one drawn. Making the words reads only the
// facts and drawing reads only the shows, so nothing new on the card can be
// left out of what is compared.
type hud struct {
	roll      ui.Button
	speedBtn  [present.NSpeeds]ui.Button
	menu      ui.Button
	speedAt   [present.NSpeeds - 1]image.Rectangle // the foot's places for speeds, left to right (playcard.go)
	speeds    int                                  // how many of them the foot shows
	placedFor int                                  // the speed the buttons were placed for (-1: none yet)
	note      string                               // an error to show (the game could not be saved), under the board
	thrower   throwKey                             // whom the throw button names, in which language
	told      told                                 // what assistive technology was last told (playaccess.go)
	under     image.Rectangle                      // under the dice: the throw button's place, or the choices', or the scrubber's (playcard.go)
	squares   squareHelp                           // what a square of the board does, on a card beside it (squarehelp.go)
	scroll    logScroll                            // how far the log is scrolled back (playlog.go)
	hudWords
	hudLayer
}

// hudWords are the card's words, and the facts they were made from.
type hudWords struct {
	facts, read hudFacts // what the words were made from; what the game says now
	header      string
	status      []string // a line per seat
	statuses    []narrate.SeatStatus
	prompt      string
	boxed       logBox // what the log's lines were wrapped for
	logWrap     []string
}

// hudLayer is the card drawn, and what it shows.
type hudLayer struct {
	shows, drawn hudShows // what the card shows now; what the layer holds
	layer        *ebiten.Image
	layerOp      ebiten.DrawImageOptions
	draws        int // times the layer was drawn (tests)
	// headEnd is where the header's words end, left of the pot's pile
	// (potPile), which the layout tests check they never run under.
	headEnd float64
}

// hudGeese is the most geese a seat's line names (RULES §7.2: four).
const hudGeese = 4

// hudFacts is what the HUD's words say, read from the game: plain values,
// compared whole.
type hudFacts struct {
	lang                *narrate.Language
	board               string
	teams, stakes, over bool
	watch, choosing     bool // watched again; a person chooses
	person, computer    bool // the seat to play is a person at this screen; a computer (here or at the host)
	round, pot          int
	turn                int // the seat whose turn the board shows (-1: none)
	n                   int
	seats               [engine.MaxSeats]seatFacts
}

type seatFacts struct {
	name        string
	mine        bool // online: played at this screen
	out, held   bool
	place, owed int
	n           int
	squares     [hudGeese]int // where each goose is shown (-1: off the board)
}

// hudShows is everything the layer shows, compared whole with what it holds.
type hudShows struct {
	lang   *narrate.Language // the figures are worded in it
	th     *ui.Theme
	card   image.Rectangle
	diceY  int
	header string
	prompt string
	stakes bool
	pot    int
	odds   bool // the seats' chances shown
	seats  shownSeats
	own    ownButtons
	picks  shownPicks // a person's choices
	watch  shownWatch
	log    shownLog
}

// The most choices and log lines the card holds: two columns of choices
// and a screen of lines, more than any screen has room for.
const hudChoices, hudLogLines = 48, 64

type shownSeats struct {
	n int
	s [engine.MaxSeats]shownSeat
}

type shownSeat struct {
	words string
	look  int  // the seat's colour
	turn  bool // its words in madder
	chips int
	win   float64 // its chance of winning, if the odds are shown
}

// ownButtons are the HUD's own: throw, menu and the speeds.
type ownButtons struct {
	roll, menu shownButton
	speed      [present.NSpeeds]shownButton
	newest     shownButton // the log back to its newest line, while scrolled back
}

type shownPicks struct {
	n int
	b [hudChoices]shownButton
}

// shownLog is the log's newest lines, wrapped, between top and bottom.
type shownLog struct {
	top, bottom float64
	n           int
	lines       [hudLogLines]string
}

// shownButton is a button as it looks; b draws itself from exactly these.
type shownButton struct {
	b     *ui.Button
	label string
	rect  image.Rectangle
	look  uint8
}

func showButton(b *ui.Button) shownButton {
	return shownButton{b: b, label: b.Label, rect: b.Rect, look: b.Look()}
}

// shownWatch is the scrubber of a game watched again.
type shownWatch struct {
	on     bool
	at, of int
	track  image.Rectangle
	pause  shownButton
}

type throwKey struct {
	name string
	lang *narrate.Language
}

// logBox is what the log's lines are wrapped for.
type logBox struct {
	ver            int
	th             *ui.Theme
	w, top, bottom float64
	back           int // finished lines scrolled back past (logScroll)
}

// Under the dice (at diceY, in 1280×720 units): the banner's middle, then the
// throw button (or a person's choices, or a replay's track), then the log.
// The banner's big face has room clear of the dice and of the button.
const (
	bannerMid = 96
	throwTop  = 130
	throwH    = 50 // the throw button's height: a finger's on a phone (ui.Touch)
	logGap    = 14 // from the throw button down to the log
)

func (h *hud) init() {
	h.roll = ui.Button{Label: narrate.M("ui.throw").String(), Primary: true, Key: ebiten.KeySpace}
	for i := range h.speedBtn {
		h.speedBtn[i] = ui.Button{Label: present.Speed(i).Label()}
		if i < 4 {
			h.speedBtn[i].Key = ebiten.Key1 + ebiten.Key(i) // 1 to 4: 1×, 2×, 4×, instant
		}
	}
	h.menu = ui.Button{Label: narrate.M("ui.menu").String(), Key: ebiten.KeyEscape}
	h.placedFor = -1
	h.facts.n = -1 // no words made yet
}

// update reads the HUD's own buttons: the speed, and the menu (true: pause).
func (h *hud) update(c *Context) (pause bool) {
	in := &c.In
	if h.menu.Update(in) || in.Key(ebiten.KeyP) {
		return true
	}
	h.placeSpeeds(c.Settings.Speed)
	for i := range h.speedBtn {
		b := &h.speedBtn[i]
		b.Selected = i == c.Settings.Speed
		if b.Update(in) || b.Hidden && b.Key != 0 && in.Key(b.Key) { // a speed not shown: its key still chooses it
			c.Settings.Speed = i
			c.SaveSettings()
		}
	}
	if in.Key(ebiten.KeyO) { // show or hide the odds, as Settings does
		c.Settings.HideOdds = !c.Settings.HideOdds
		c.SaveSettings()
	}
	h.roll.Hidden = true // shown again by throw while a person may throw
	return false
}

// throw shows the throw button for a person and reports whether they threw.
func (h *hud) throw(c *Context, name string) bool {
	h.roll.Hidden = false
	if k := (throwKey{name, narrate.Current()}); k != h.thrower { // worded once a turn, not every tick
		h.thrower, h.roll.Label = k, narrate.Throw(name).String()
	}
	if h.roll.Update(&c.In) || c.In.Key(ebiten.KeyEnter) {
		h.roll.Hidden = true
		return true
	}
	return false
}

func (h *hud) setNote(s string) { h.note = s }

// diceTop is where the dice stand on the card (theme units): under the
// header, n seats' rows and the prompt.
func diceTop(n int) float64 { return 60 + float64(n*hudRow) + 40 }

// diceTopPx is diceTop in pixels, the header's, rows' and prompt's room
// grown with the words (a large text size).
func diceTopPx(th *ui.Theme, n int) float64 {
	return th.Tall(60, th.Body) + float64(n)*hudPitch(th) + th.Tall(40, th.Small)
}

// hudNeedsPx is hudNeeds in pixels, grown with the words: the header's
// and rows' room (diceTopPx) and the log's fewest lines, larger.
func hudNeedsPx(th *ui.Theme, n, choices int) float64 {
	grown := diceTopPx(th, n) - th.S(diceTop(n)) + hudFewLines*th.Small.Size*1.25*(1-1/th.Text)
	return th.S(hudNeeds(n, choices)) + grown
}

// hudPitch is the height of a seat's row on the card, in pixels.
func hudPitch(th *ui.Theme) float64 { return th.Tall(hudRow, th.Small) }

// hudFewLines is the fewest lines of the log a phone's HUD keeps room for.
const hudFewLines = 4

// hudNeeds is the height (theme units) a phone's HUD needs for n seats and
// at most choices uses of the dice offered at once, its controls a finger
// tall (ui.Touch): the board has the rest of the screen.
func hudNeeds(n, choices int) float64 {
	lines := hudFewLines * 17 * 1.25 // in the small face (17), as wrapLog spaces them
	under := throwTop + ui.Touch + logGap + lines
	if cols := choiceCols(choices, true); choices > 0 {
		rows := (choices + cols - 1) / cols
		under = max(under, throwTop-4+float64(rows)*(ui.Touch+4)+12)
	}
	return 6 + diceTop(n) + under + 10 + ui.Touch + 18 + 10 + 2 // the card's margins, the speeds, rounding
}

// follow makes the words again when the facts they say changed, and wraps the
// log again when it or its box changed: most ticks cost a comparison.
func (h *hud) follow(c *Context, p *Play) {
	h.read.readFrom(p)
	if h.read != h.facts {
		h.facts = h.read
		h.words(&h.facts)
	}
	h.scroll.keep(len(p.show.Log.Lines))
	if b := h.logBox(c, p); b != h.boxed {
		h.boxed = b
		h.logWrap = wrapLog(p.show.Log, c.Th, &b)
		h.scroll.fill(p.show.Log, c.Th, &b, &h.logWrap) // scrolled back to the first line: the lines after it fill the view
	}
}

// readFrom reads what the words say from the game: the seats, the pot, the
// round and whose turn the board shows (the engine's next only once the
// last turn's events have all been shown).
func (f *hudFacts) readFrom(p *Play) {
	m := p.show
	r := m.Rules
	*f = hudFacts{lang: narrate.Current(), board: r.Name, teams: r.Teams, stakes: r.Stakes.On, over: m.End.Over,
		watch: p.watch != nil, choosing: p.picker.open(), round: m.Round, pot: m.Pot,
		turn: m.ShownTurn(p.g.Current()), n: min(len(m.Seats), len(f.seats))}
	if f.turn >= 0 {
		f.person = p.t.Who(f.turn) == table.Person // at this screen: a person elsewhere's turn is not "yours"
		f.computer = !p.cpu.person(f.turn)
	}
	for i := range f.n {
		seat, sf := &m.Seats[i], &f.seats[i]
		*sf = seatFacts{name: p.names[i], mine: p.net != nil && p.net.s.mine(i), out: seat.Out, held: m.SeatHeld(i),
			place: seat.Place, owed: m.SeatOwed(i), n: min(len(seat.Geese), hudGeese)}
		for j := range sf.n {
			sq := m.Shown(i, j)
			switch g := &seat.Geese[j]; {
			case g.Off && r.Teams: // the garden's number, as the board shows it: "au jardin" left no room for the odds
				sq = len(r.Board.Squares) - 1
			case g.Off:
				sq = -1
			}
			sf.squares[j] = sq
		}
	}
}

// words makes the header, the seats' lines and the prompt from the facts alone.
func (h *hud) words(f *hudFacts) {
	h.status = h.status[:0]
	for i := range f.n {
		sf := &f.seats[i]
		if len(h.statuses) <= i {
			h.statuses = append(h.statuses, narrate.SeatStatus{})
		}
		ss := &h.statuses[i]
		name := sf.name
		if sf.mine { // online: the seats played at this screen
			name = say("net.seatYou", name)
		}
		*ss = narrate.SeatStatus{Name: name, Team: f.teams, Out: sf.out, Place: sf.place, Held: sf.held,
			Owed: sf.owed, Pieces: append(ss.Pieces[:0], sf.squares[:sf.n]...)}
		h.status = append(h.status, narrate.Seat(ss))
	}
	h.header = narrate.Header(f.board, f.round, f.stakes, f.pot).String()
	h.prompt = ""
	switch {
	case f.watch:
		h.prompt = narrate.M("ui.watch.prompt").String()
	case f.turn < 0 || f.over:
	case f.choosing: // what input is awaited
		h.prompt = narrate.Choose(f.seats[f.turn].name).String()
	case !f.person && !f.computer: // a person at another screen
		h.prompt = narrate.Awaited(f.seats[f.turn].name).String()
	default:
		h.prompt = narrate.ToPlay(f.seats[f.turn].name, f.person).String()
	}
}

// logBox is where the log goes: under the controls, above the speeds and the menu.
func (h *hud) logBox(c *Context, p *Play) logBox {
	th := c.Th
	b := logBox{ver: p.show.Log.Ver, th: th, w: float64(p.view.hud.Dx()) - th.S(40),
		top: float64(h.roll.Rect.Max.Y) + th.S(logGap), bottom: float64(h.menu.Rect.Min.Y) - th.S(10), back: h.scroll.back}
	if bt := p.picker.buttons; len(bt) > 0 {
		b.top = float64(bt[len(bt)-1].Rect.Max.Y) + th.S(12)
	}
	return b
}

// wrapLog wraps the newest log lines (and the line being built) to fit b;
// scrolled back, the lines before the last b.back.
func wrapLog(log *narrate.Log, th *ui.Theme, b *logBox) []string {
	maxLines := min(int((b.bottom-b.top)/(th.Small.Size*1.25)), hudLogLines)
	var out []string
	if cur := log.Current(); cur != "" && b.back == 0 {
		out = ui.Wrap(nil, cur+"…", th.Small, b.w)
	}
	for i := len(log.Lines) - 1 - b.back; i >= 0 && len(out) < maxLines; i-- {
		out = append(ui.Wrap(nil, log.Lines[i], th.Small, b.w), out...)
	}
	if len(out) > maxLines && maxLines >= 0 {
		out = out[len(out)-maxLines:]
	}
	return out
}

// refresh redraws the layer when what it shows differs from what it holds.
// Called at the end of Update and on Layout.
func (h *hud) refresh(c *Context, p *Play) {
	// The layer covers the card and its shadow only, in screen coordinates
	// (its bounds start at the card): a screen-sized layer took a 2048×1024
	// texture, 8 MB, for a card a tenth of that.
	if r := hudLayerBounds(p.view.hud); h.layer == nil || h.layer.Bounds() != r {
		if h.layer != nil {
			h.layer.Deallocate()
		}
		h.layer = ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
		h.drawn = hudShows{} // a new layer holds nothing
	}
	h.build(c, p)
	if h.shows != h.drawn {
		h.drawn = h.shows
		h.layer.Clear()
		h.headEnd = h.drawn.render(h.layer)
		h.draws++
	}
}

// build sets shows to what the card shows now (allocating nothing).
func (h *hud) build(c *Context, p *Play) {
	m := p.show
	s := &h.shows
	*s = hudShows{lang: narrate.Current(), th: c.Th, card: p.view.hud, diceY: p.view.diceY, header: h.header,
		prompt: h.prompt, stakes: m.Rules.Stakes.On, pot: m.Pot, odds: p.odds.has && !c.Settings.HideOdds,
		own: ownButtons{roll: showButton(&h.roll), menu: showButton(&h.menu), newest: showButton(&h.scroll.newest)}}
	s.seats.n = min(len(h.status), len(s.seats.s))
	cur := p.g.Current()
	for i := range s.seats.n {
		s.seats.s[i] = shownSeat{words: h.status[i], look: p.view.colorOf(i), turn: i == cur, chips: m.Seats[i].Chips}
		if s.odds {
			s.seats.s[i].win = p.odds.shown.est.Win[i]
		}
	}
	for i := range h.speedBtn {
		s.own.speed[i] = showButton(&h.speedBtn[i])
	}
	s.picks.n = min(len(p.picker.buttons), hudChoices)
	for i := range s.picks.n {
		s.picks.b[i] = showButton(&p.picker.buttons[i])
	}
	if w := p.watch; w != nil {
		s.watch = shownWatch{on: true, at: w.t.At, of: w.t.Len(), track: w.track, pause: showButton(&w.pause)}
	}
	s.log.top, s.log.bottom = h.boxed.top, h.boxed.bottom
	s.log.n = copy(s.log.lines[:], h.logWrap)
}

// render draws the card from s alone, and returns where the header's words end.
func (s *hudShows) render(dst *ebiten.Image) (headEnd float64) {
	th, card := s.th, s.card
	ui.Panel(dst, card, th, ui.Paper)
	x := float64(card.Min.X) + th.S(20)
	y := float64(card.Min.Y) + th.S(16)
	head, headW := s.header, float64(card.Max.X)-th.S(20)-x
	if s.stakes { // the pot's pile stands right of the words, never over them
		left, _, _ := potPile(th, card)
		headW = left - th.S(8) - x
	}
	hf := ui.Fit(th, head, headW, th.Body, th.Small) // a layer's, not every frame's
	head = ui.Clip(head, hf, headW)                  // an own board's long name is cut
	ui.Text(dst, head, hf, x, y, ui.Madder, ui.Left)
	headEnd = x + ui.TextWidth(head, hf)
	y += th.Tall(34, th.Body)
	for i := range s.seats.n {
		st := &s.seats.s[i]
		ink := ui.Ink
		if st.turn {
			ink = ui.Madder
		}
		ui.Badge(dst, st.look, x+th.S(9), y+th.S(12), th.S(8), math.Max(1, math.Round(th.S(1.5))), art.SeatColor(st.look), ui.Ink)
		right := float64(card.Max.X) - th.S(20)
		if s.stakes { // the seat's coins and, right of them, how many
			ps := purse(th, card, y)
			ps.draw(dst, th, st.chips)
			ui.Text(dst, strconv.Itoa(st.chips), th.Small, ps.countX, y, ink, ui.Right)
			right = ps.x - ps.r - th.S(4)
		}
		if s.odds {
			// The odds give way where the row's words need the room (oddsRoom).
			room := oddsRoomFor(th, ui.TextWidth(st.words, th.Small), x+th.S(34), right)
			right = drawOddsBar(dst, th, art.SeatColor(st.look), st.win, right, y+th.S(7), room)
		}
		f := ui.Fit(th, st.words, right-x-th.S(34), th.Small, th.Tiny) // rendered into the card's layer, not every frame
		ui.Text(dst, ui.Clip(st.words, f, right-x-th.S(34)), f, x+th.S(26), y, ink, ui.Left)
		y += hudPitch(th)
	}
	if s.stakes {
		_, cx, base := potPile(th, card)
		pile(dst, th, cx, base, s.pot)
	}
	if s.prompt != "" {
		w := float64(card.Max.X) - th.S(20) - x
		f := ui.Fit(th, s.prompt, w, th.Small, th.Tiny) // a layer's, not every frame's
		ui.Text(dst, ui.Clip(s.prompt, f, w), f, x, float64(s.diceY)-th.Tall(26, f), ui.InkSoft, ui.Left)
	}
	s.own.roll.b.Draw(dst, th)
	if s.watch.on {
		s.watch.draw(dst, th)
	}
	for i := range s.picks.n {
		s.picks.b[i].b.Draw(dst, th)
	}
	// The log: the newest lines that fit, wrapped, newest at the bottom.
	top, bottom := s.log.top, s.log.bottom
	ui.Rule(dst, x, float64(card.Max.X)-th.S(20), top-th.S(4), th)
	ly := bottom - float64(s.log.n)*th.Small.Size*1.25
	for _, l := range s.log.lines[:s.log.n] {
		if ly >= top {
			ui.Text(dst, l, th.Small, x, ly, ui.Ink, ui.Left)
		}
		ly += th.Small.Size * 1.25
	}
	for i := range s.own.speed {
		s.own.speed[i].b.Draw(dst, th)
	}
	s.own.menu.b.Draw(dst, th)
	if s.own.newest.b != nil && s.own.newest.label != "" { // (worded once the log is first scrolled)
		s.own.newest.b.Draw(dst, th)
	}
	return headEnd
}

// draw draws the scrubber of a game watched again: the track, how far the
// game has been played, the knob and the pause.
func (w *shownWatch) draw(dst *ebiten.Image, th *ui.Theme) {
	r := w.track
	x, y, tw, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	f := 0.0
	if w.of > 0 {
		f = float64(w.at) / float64(w.of)
	}
	ui.FillRect(dst, x, y, tw, h, ui.PaperDark)
	ui.FillRect(dst, x, y, tw*f, h, ui.Madder)
	ui.StrokeRect(dst, x, y, tw, h, max(1, th.S(1)), ui.Ink)
	ui.Circle(dst, x+tw*f, y+h/2, th.S(9), max(1, th.S(1.5)), ink.Gold, ink.GoldEdge)
	w.pause.b.Draw(dst, th)
	ui.Text(dst, narrate.M("ui.watch.at", w.at, w.of).String(), th.Small, x, y+h+th.S(6), ui.InkSoft, ui.Left)
	// The keys on a line of their own, under the track's, over the log (clear of a phone's finger-tall pause).
	ui.Text(dst, narrate.M("ui.watch.keys").String(), th.Tiny, x, y+h+th.S(26), ui.InkSoft, ui.Left)
}

// hudLayerBounds is the card's rectangle with room for its shadow.
func hudLayerBounds(card image.Rectangle) image.Rectangle {
	card.Max = card.Max.Add(image.Pt(8, 8))
	return card
}

// draw puts the layer on the screen: only the card's own rectangle, as on
// software renderers a full-screen layer costs a whole screen of blending.
func (h *hud) draw(dst *ebiten.Image, c *Context, v *playView) {
	if h.layer == nil {
		return
	}
	op := &h.layerOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(v.hud.Min.X), float64(v.hud.Min.Y))
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(h.layer, op)
	if h.note != "" {
		th := c.Th
		ui.Text(dst, h.note, th.Small, th.S(16), float64(c.H)-th.S(30), ui.Madder, ui.Left)
	}
}

// potPile is where the pot's pyramid stands in the card's top right corner:
// its left edge, and the centre of its bottom row. Its five rows of coins
// (potCoin each) stay inside the card's frame however full the pot, above
// the first seat's purse.
func potPile(th *ui.Theme, card image.Rectangle) (left, x, y float64) {
	r := th.S(potCoin)
	x = float64(card.Max.X) - th.S(20) - 4.6*r // five coins 1.8 radii apart
	y = float64(card.Min.Y) + th.S(8) + 6.2*r  // four rows 1.3 radii apart, and the top coin
	return x - 4.6*r, x, y
}

// hudRow is the height of a seat's row on the card (theme units).
const hudRow = 25

// purseSpot is where a seat's chips go in its row: a stack of coins of
// radius r, its bottom coin's centre at x, base, each next coin step up;
// right of it, how many, lettered right-aligned at countX.
type purseSpot struct{ x, base, r, step, countX float64 }

// purse places the chips of the seat whose row begins at y: the stack and
// the count inside the row, however full the purse, and the count clear of
// the card's frame, in the row's own face (issue 30, #16: the stacks ran
// into each other and the count, tiny, touched the frame).
func purse(th *ui.Theme, card image.Rectangle, y float64) purseSpot {
	r := th.S(5.5)
	countX := float64(card.Max.X) - th.S(20)                 // the card's margin, as the words'
	x := countX - ui.TextWidth("00", th.Small) - th.S(3) - r // room for two figures, then the stack
	return purseSpot{x: x, base: y + hudPitch(th) - th.S(2) - r, r: r, step: r * 0.45, countX: countX}
}

// purseCoins is the most coins a purse's stack shows (a coin for every four chips).
const purseCoins = 5

func (ps purseSpot) draw(dst *ebiten.Image, th *ui.Theme, chips int) {
	lw := max(1, th.S(1.2))
	for i := range min((chips+3)/4, purseCoins) {
		ui.Circle(dst, ps.x, ps.base-float64(i)*ps.step, ps.r, lw, ink.Gold, ink.GoldEdge)
	}
}

// potCoin is the radius of the pot's coins (a purse's are 7): small enough
// for the pile to stand between the card's frame and the first seat's purse.
const potCoin = 4.5

// pile draws the pot's chips as a pyramid of gold coins (a coin a chip,
// fifteen at most), bottom centre at x, y.
func pile(dst *ebiten.Image, th *ui.Theme, x, y float64, n int) {
	r := th.S(potCoin)
	lw := max(1, th.S(1.2))
	i := 0
	for row, width := 0, 5; width > 0 && i < n; row, width = row+1, width-1 {
		for k := 0; k < width && i < n; k, i = k+1, i+1 {
			cx := x + (float64(k)-float64(width-1)/2)*r*1.8
			ui.Circle(dst, cx, y-float64(row)*r*1.3, r, lw, ink.Gold, ink.GoldEdge)
		}
	}
}
