package scenes

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/ink"
)

// hud is the card beside the board: the seats, the prompt, the throw button,
// a person's choices, the log and the speed and menu buttons. Its words are
// remade when the model changes, and it is drawn into a layer only then (in
// Update): a frame draws that layer whole, with no text work.
type hud struct {
	roll     ui.Button
	speedBtn [present.NSpeeds]ui.Button
	menu     ui.Button
	header   string
	// headEnd is where the header's words end, left of the pot's pile
	// (potPile), which the layout tests check they never run under.
	headEnd  float64
	status   []string // a line per seat
	prompt   string
	logWrap  []string
	note     string // an error to show (the game could not be saved)
	seen     int    // the model's Ver the words were made for
	said     uint64 // what the words say (saying)
	logged   int    // the log's Ver the wrapped lines were made for
	relayout bool   // remake the words for a new layout
	dirty    bool   // redraw the layer
	layer    *ebiten.Image
	sig      uint64
	layerOp  ebiten.DrawImageOptions
	statuses []narrate.SeatStatus
}

// Under the dice (at diceY, in 1280×720 units): the banner's middle, then the
// throw button (or a person's choices, or a replay's track), then the log.
// The banner's big face has room clear of the dice and of the button.
const (
	bannerMid = 96
	throwTop  = 130
	logTop    = throwTop + 64
)

func (h *hud) init() {
	h.roll = ui.Button{Label: narrate.M("ui.throw").String(), Primary: true, Key: ebiten.KeySpace}
	for i := range h.speedBtn {
		h.speedBtn[i] = ui.Button{Label: present.Speed(i).Label(), Key: ebiten.Key1 + ebiten.Key(i)} // 1 to 4
	}
	h.menu = ui.Button{Label: narrate.M("ui.menu").String(), Key: ebiten.KeyEscape}
	h.seen, h.dirty, h.relayout = -1, true, true
}

// update reads the HUD's own buttons: the speed, and the menu (true: pause).
func (h *hud) update(c *Context) (pause bool) {
	in := &c.In
	if h.menu.Update(in) || in.Key(ebiten.KeyP) {
		return true
	}
	for i := range h.speedBtn {
		h.speedBtn[i].Selected = i == c.Settings.Speed
		if h.speedBtn[i].Update(in) {
			c.Settings.Speed = i
			c.SaveSettings()
		}
	}
	if in.Key(ebiten.KeyO) { // show or hide the odds, as Settings does
		c.Settings.HideOdds = !c.Settings.HideOdds
		c.SaveSettings()
		h.dirty = true
	}
	h.roll.Hidden = true // shown again by throw while a person may throw
	return false
}

// throw shows the throw button for a person and reports whether they threw.
func (h *hud) throw(c *Context, name string) bool {
	h.roll.Hidden = false
	if l := narrate.Throw(name).String(); l != h.roll.Label {
		h.roll.Label, h.dirty = l, true
	}
	if h.roll.Update(&c.In) || c.In.Key(ebiten.KeyEnter) {
		h.roll.Hidden = true
		return true
	}
	return false
}

func (h *hud) setNote(s string) { h.note, h.dirty = s, true }

func (h *hud) layout(c *Context, v *playView) {
	th := c.Th
	hx := float64(v.hud.Min.X) + th.S(18)
	hw := float64(v.hud.Dx()) - th.S(36)
	dy := float64(v.diceY)
	h.roll.Rect = ui.Rect(hx, dy+th.S(throwTop), hw, th.S(50))
	bw := (hw - th.S(4*8) - th.S(110)) / 4
	by := float64(v.hud.Max.Y) - th.S(62)
	for i := range h.speedBtn {
		h.speedBtn[i].Rect = ui.Rect(hx+float64(i)*(bw+th.S(8)), by, bw, th.S(44))
	}
	h.menu.Rect = ui.Rect(hx+hw-th.S(110), by, th.S(110), th.S(44))
	h.relayout = true
}

// follow remakes the words when the model has changed, before the next action.
// Each is remade only when what it says changed, so most changes cost nothing.
func (h *hud) follow(c *Context, p *Play) {
	m := p.show
	if m.Ver == h.seen && !h.relayout && m.Moving().Kind == present.Still {
		return // a moving goose may reach a square the seat's line names
	}
	h.seen = m.Ver
	if sig := h.saying(p); sig != h.said || h.relayout {
		h.said, h.dirty = sig, true
		h.words(p)
	}
	if m.Log.Ver != h.logged || h.relayout {
		h.logged, h.dirty = m.Log.Ver, true
		h.wrapLog(c, p)
	}
	h.relayout = false
}

// saying sums up what the words say: the seats, the pot, the round, whose turn.
func (h *hud) saying(p *Play) uint64 {
	m := p.show
	s := uint64(m.Pot)*1_000_003 + uint64(m.Round)*7919 + uint64(m.ShownTurn(p.g.Current())+2)*131
	if m.End.Over {
		s++
	}
	for i := range m.Seats {
		st := &m.Seats[i]
		s = s*31 + uint64(st.Chips)*101 + uint64(st.Place)*11 + uint64(m.SeatOwed(i))*7
		if st.Out {
			s += 3
		}
		if m.SeatHeld(i) {
			s += 5
		}
		for j := range st.Geese {
			g := &st.Geese[j]
			s = s*31 + uint64(m.Shown(i, j))
			if g.Off {
				s += 97
			}
		}
	}
	return s
}

// setPrompt says what input is awaited (a person's choice), until the model changes.
func (h *hud) setPrompt(s string) { h.prompt, h.dirty = s, true }

// refresh redraws the layer when anything it shows changed. Called at the end
// of Update and on Layout.
func (h *hud) refresh(c *Context, p *Play) {
	// The layer covers the card and its shadow only, in screen coordinates
	// (its bounds start at the card): a screen-sized layer took a 2048×1024
	// texture, 8 MB, for a card a tenth of that.
	if r := hudLayerBounds(p.view.hud); h.layer == nil || h.layer.Bounds() != r {
		if h.layer != nil {
			h.layer.Deallocate()
		}
		h.layer = ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
		h.dirty = true
	}
	if sig := h.signature(p); sig != h.sig || h.dirty {
		h.sig, h.dirty = sig, false
		h.layer.Clear()
		h.render(h.layer, c, p)
	}
}

// words remakes the header, the seats' lines and the prompt from the model.
func (h *hud) words(p *Play) {
	m, g := p.show, p.g
	r := m.Rules
	h.status = h.status[:0]
	for i := range m.Seats {
		seat := &m.Seats[i]
		if len(h.statuses) <= i {
			h.statuses = append(h.statuses, narrate.SeatStatus{})
		}
		ss := &h.statuses[i]
		name := p.names[i]
		if p.net != nil && p.net.s.mine(i) { // online: the seats played at this screen
			name = say("net.seatYou", name)
		}
		*ss = narrate.SeatStatus{Name: name, Team: r.Teams, Out: seat.Out, Place: seat.Place, Held: m.SeatHeld(i),
			Owed: m.SeatOwed(i), Pieces: ss.Pieces[:0]}
		for j, gs := range seat.Geese {
			sq := m.Shown(i, j)
			switch {
			case gs.Off && r.Teams: // the garden's number, as the board shows it: "au jardin" left no room for the odds
				sq = len(r.Board.Squares) - 1
			case gs.Off:
				sq = -1
			}
			ss.Pieces = append(ss.Pieces, sq)
		}
		h.status = append(h.status, narrate.Seat(ss))
	}
	h.header = narrate.Header(r.Name, m.Round, r.Stakes.On, m.Pot).String()
	// The prompt names the seat whose turn the board shows: the engine's
	// next only once the last turn's events have all been shown.
	h.prompt = ""
	if s := m.ShownTurn(g.Current()); s >= 0 && !m.End.Over {
		h.prompt = narrate.ToPlay(p.names[s], p.cpu.person(s)).String()
	}
	if p.watch != nil {
		h.prompt = narrate.M("ui.watch.prompt").String()
	}
}

// signature changes whenever something the layer shows changes.
func (h *hud) signature(p *Play) uint64 {
	s := uint64(h.seen)*1_000_003 + uint64(len(p.picker.buttons))*7919 + uint64(p.picker.hover+1)*131 + uint64(p.odds.ver)*524287
	if p.watch != nil {
		s += uint64(p.watch.t.At)*8191 + uint64(p.watch.pause.Look())*127
	}
	mix := func(b *ui.Button) { s = s*31 + uint64(b.Look()) }
	mix(&h.roll)
	mix(&h.menu)
	for i := range h.speedBtn {
		mix(&h.speedBtn[i])
	}
	for i := range p.picker.buttons {
		mix(&p.picker.buttons[i])
	}
	return s
}

// logTop and logBottom bound the log, under the controls and above the speed buttons.
func (h *hud) logBounds(c *Context, p *Play) (top, bottom float64) {
	th := c.Th
	top = float64(p.view.diceY) + th.S(logTop)
	if bt := p.picker.buttons; len(bt) > 0 {
		top = float64(bt[len(bt)-1].Rect.Max.Y) + th.S(12)
	}
	return top, float64(h.speedBtn[0].Rect.Min.Y) - th.S(10)
}

// wrapLog wraps the newest log lines (and the line being built) to fit.
func (h *hud) wrapLog(c *Context, p *Play) {
	th := c.Th
	top, bottom := h.logBounds(c, p)
	w := float64(p.view.hud.Dx()) - th.S(40)
	lines := p.show.Log.Lines
	maxLines := int((bottom - top) / (th.Small.Size * 1.25))
	var out []string
	if cur := p.show.Log.Current(); cur != "" {
		out = ui.Wrap(nil, cur+"…", th.Small, w)
	}
	for i := len(lines) - 1; i >= 0 && len(out) < maxLines; i-- {
		out = append(ui.Wrap(nil, lines[i], th.Small, w), out...)
	}
	if len(out) > maxLines && maxLines >= 0 {
		out = out[len(out)-maxLines:]
	}
	h.logWrap = out
}

// render draws the card into the layer.
func (h *hud) render(dst *ebiten.Image, c *Context, p *Play) {
	th := c.Th
	m := p.show
	card := p.view.hud
	ui.Panel(dst, card, th, ui.Paper)
	x := float64(card.Min.X) + th.S(20)
	y := float64(card.Min.Y) + th.S(16)
	head, headW := h.header, float64(card.Max.X)-th.S(20)-x
	if m.Rules.Stakes.On { // the pot's pile stands right of the words, never over them
		left, _, _ := potPile(th, card)
		headW = left - th.S(8) - x
	}
	hf := ui.Fit(th, head, headW, th.Body, th.Small) // a layer's, not every frame's
	head = ui.Clip(head, hf, headW)                  // an own board's long name is cut
	ui.Text(dst, head, hf, x, y, ui.Madder, ui.Left)
	h.headEnd = x + ui.TextWidth(head, hf)
	y += th.S(34)
	cur := p.g.Current()
	for i, s := range h.status {
		ink := ui.Ink
		if i == cur {
			ink = ui.Madder
		}
		p.view.drawSeatDot(dst, c, i, x+th.S(9), y+th.S(12))
		right := float64(card.Max.X) - th.S(20)
		if m.Rules.Stakes.On { // the seat's coins and, right of them, how many
			coins(dst, c, float64(card.Max.X)-th.S(34), y+th.S(13), m.Seats[i].Chips, false)
			ui.Text(dst, strconv.Itoa(m.Seats[i].Chips), th.Tiny, float64(card.Max.X)-th.S(9), y+th.S(3), ink, ui.Right)
			right -= th.S(34)
		}
		if p.odds.has && !c.Settings.HideOdds {
			// The odds give way where the row's words need the room (oddsRoom).
			room := oddsRoomFor(th, ui.TextWidth(s, th.Small), x+th.S(34), right)
			right = drawOddsBar(dst, c, &p.view, i, p.odds.shown.est.Win[i], right, y+th.S(7), room)
		}
		f := ui.Fit(th, s, right-x-th.S(34), th.Small, th.Tiny) // rendered into the card's layer, not every frame
		ui.Text(dst, ui.Clip(s, f, right-x-th.S(34)), f, x+th.S(26), y, ink, ui.Left)
		y += th.S(25)
	}
	if m.Rules.Stakes.On {
		_, cx, base := potPile(th, card)
		coins(dst, c, cx, base, m.Pot, true)
	}
	if h.prompt != "" {
		ui.Text(dst, h.prompt, th.Small, x, float64(p.view.diceY)-th.S(26), ui.InkSoft, ui.Left)
	}
	h.roll.Draw(dst, th)
	if p.watch != nil {
		p.watch.drawScrubber(dst, c)
	}
	for i := range p.picker.buttons {
		p.picker.buttons[i].Draw(dst, th)
	}
	// The log: the newest lines that fit, wrapped, newest at the bottom.
	top, bottom := h.logBounds(c, p)
	ui.Rule(dst, x, float64(card.Max.X)-th.S(20), top-th.S(4), th)
	ly := bottom - float64(len(h.logWrap))*th.Small.Size*1.25
	for _, l := range h.logWrap {
		if ly >= top {
			ui.Text(dst, l, th.Small, x, ly, ui.Ink, ui.Left)
		}
		ly += th.Small.Size * 1.25
	}
	for i := range h.speedBtn {
		h.speedBtn[i].Draw(dst, th)
	}
	h.menu.Draw(dst, th)
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
// (potCoin each) stay inside the card's frame however full the pot.
func potPile(th *ui.Theme, card image.Rectangle) (left, x, y float64) {
	r := th.S(potCoin)
	x = float64(card.Max.X) - th.S(20) - 4.6*r // five coins 1.8 radii apart
	y = float64(card.Min.Y) + th.S(8) + 6.2*r  // four rows 1.3 radii apart, and the top coin
	return x - 4.6*r, x, y
}

// potCoin is the radius of the pot's coins (a purse's are 7): small enough
// for the pile to stand between the card's frame and the first seat's purse.
const potCoin = 4.5

// coins draws chips as gold coins: a short stack for a purse (a coin for
// every four chips, five at most), or a pyramid for the pot (a coin a chip,
// fifteen at most), bottom centre at x, y.
func coins(dst *ebiten.Image, c *Context, x, y float64, n int, pot bool) {
	th := c.Th
	r := th.S(7)
	if pot {
		r = th.S(potCoin)
	}
	lw := max(1, th.S(1.2))
	if !pot {
		for i := 0; i < min((n+3)/4, 5); i++ {
			ui.Circle(dst, x, y-float64(i)*r*0.4, r, lw, ink.Gold, ink.GoldEdge)
		}
		return
	}
	i := 0
	for row, width := 0, 5; width > 0 && i < n; row, width = row+1, width-1 {
		for k := 0; k < width && i < n; k, i = k+1, i+1 {
			cx := x + (float64(k)-float64(width-1)/2)*r*1.8
			ui.Circle(dst, cx, y-float64(row)*r*1.3, r, lw, ink.Gold, ink.GoldEdge)
		}
	}
}
