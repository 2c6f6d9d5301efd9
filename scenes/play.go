package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// Play is a game in progress: the board, the geese, the dice, the log.
type Play struct {
	setup   store.Setup
	g       *engine.Game
	seed    uint64
	players []player.Player // nil for a person
	names   []string
	log     *narrate.Log

	view playView // what is on screen: positions, dice, tweens

	queue []engine.Event // events still to show, in order
	qi    int
	cur   engine.Event
	busy  bool // cur is being shown
	t     int  // ticks into cur (scaled by speed)
	dur   int
	wait  int // ticks before the next automatic action

	roll      ui.Button
	speedBtn  [4]ui.Button
	menu      ui.Button
	choices   []engine.Choice
	choiceBt  []ui.Button
	hover     int // the choice under the pointer or keyboard, -1 none
	previewOf int // the choice the preview shows
	preview   []engine.Event

	paused   bool
	pauseBt  [5]ui.Button
	overT    int
	saveNote string
	shots    int
	status   []string // a line per seat, remade when something changes
	header   string
	prompt   string
	logWrap  []string
	logDirty bool
	textVer  int                // bumped whenever a HUD string changes
	thinking chan engine.Choice // a computer's choice being worked out
	chosen   bool
	choice   engine.Choice
	showFor  int // ticks the computer's choice stays shown before it is made
	hudLayer *ebiten.Image
	hudSig   uint64
	layerOp  ebiten.DrawImageOptions
}

var speedLabels = [4]string{"1×", "2×", "4×", "»"}
var speedMult = [4]int{1, 2, 4, 0}

// NewPlay starts a game for a setup. game is a saved game to resume, or nil.
func NewPlay(c *Context, s store.Setup, game *engine.Game) (*Play, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	p := &Play{setup: s, hover: -1}
	if game == nil {
		r, err := engine.Preset(s.Rules)
		if err != nil {
			return nil, err
		}
		if err := r.Apply(s.Options); err != nil {
			return nil, err
		}
		p.seed = c.Opt.Seed
		if !c.Opt.SeedSet {
			p.seed = uint64(c.Tick)*0x9e3779b97f4a7c15 ^ uint64(nowNano())
		}
		if game, err = engine.New(r, len(s.Seats), engine.NewPCG(p.seed)); err != nil {
			return nil, err
		}
	}
	if len(game.State.Seats) != len(s.Seats) {
		return nil, errors.New("the saved game and its seats do not match")
	}
	p.g = game
	for i, st := range s.Seats {
		p.names = append(p.names, st.Name)
		if st.Computer || c.Opt.Autoplay {
			l, err := player.ParseLevel(st.Level)
			if err != nil {
				l = player.Normal
			}
			p.players = append(p.players, player.New(l, p.seed+uint64(i)))
		} else {
			p.players = append(p.players, nil)
		}
	}
	p.log = narrate.NewLog(p.names, &p.g.Rules, &p.g.State)
	colors := make([]int, len(s.Seats))
	for i, st := range s.Seats {
		colors[i] = st.Color
	}
	p.view.setColors(colors)
	p.view.init(p.g)
	p.roll = ui.Button{Label: "Throw the dice", Primary: true, Key: ebiten.KeySpace}
	for i := range p.speedBtn {
		p.speedBtn[i] = ui.Button{Label: speedLabels[i]}
	}
	p.menu = ui.Button{Label: "Menu", Key: ebiten.KeyEscape}
	for i, l := range []string{"Resume", "Restart", "Rules", "Settings", "Quit to title"} {
		p.pauseBt[i] = ui.Button{Label: l}
	}
	p.pauseBt[0].Primary = true
	p.refreshText()
	return p, nil
}

// savedGame is what the game file holds.
type savedGame struct {
	Setup store.Setup     `json:"setup"`
	Game  json.RawMessage `json:"game"`
	Log   []string        `json:"log"`
}

// ResumePlay loads the game in progress. A damaged file is set aside.
func ResumePlay(c *Context) (*Play, error) {
	data, err := c.Store.Load(store.GameName)
	if err != nil {
		return nil, fmt.Errorf("no saved game: %w", err)
	}
	var sg savedGame
	var g *engine.Game
	if err = json.Unmarshal(data, &sg); err == nil {
		if g, err = engine.Load(sg.Game); err == nil {
			var p *Play
			if p, err = NewPlay(c, sg.Setup, g); err == nil {
				p.log.Lines = sg.Log
				p.log.Note(narrate.M("resumes"))
				p.logDirty = true
				return p, nil
			}
		}
	}
	where, aerr := c.Store.Aside(store.GameName)
	if aerr != nil {
		return nil, fmt.Errorf("the saved game could not be read (%v)", err)
	}
	return nil, fmt.Errorf("the saved game could not be read (%v); it was kept as %s", err, where)
}

func (p *Play) Name() string { return "play" }

func (p *Play) save(c *Context) {
	if p.g.Over() {
		if err := c.Store.Remove(store.GameName); err != nil {
			log.Printf("save: %v", err)
		}
		return
	}
	gb, err := p.g.Save()
	if err == nil {
		var data []byte
		lines := p.log.Lines
		if len(lines) > 50 {
			lines = lines[len(lines)-50:]
		}
		if data, err = json.Marshal(savedGame{Setup: p.setup, Game: gb, Log: lines}); err == nil {
			err = c.Store.Save(store.GameName, data)
		}
	}
	if err != nil {
		p.saveNote = "The game could not be saved: " + err.Error()
		p.textVer++
		log.Printf("save: %v", err)
	}
}

func (p *Play) speed(c *Context) int {
	if c.Opt.Autoplay {
		return 3
	}
	return c.Settings.Speed
}

func (p *Play) Update(c *Context) Scene {
	in := &c.In
	if p.paused {
		return p.updatePause(c)
	}
	if p.menu.Update(in) || in.Key(ebiten.KeyP) {
		p.paused = true
		return nil
	}
	for i := range p.speedBtn {
		p.speedBtn[i].Selected = i == c.Settings.Speed
		if p.speedBtn[i].Update(in) {
			c.Settings.Speed = i
			c.SaveSettings()
		}
	}
	p.view.tick()
	p.roll.Hidden = true // shown again by act when a person may throw

	// Show events in order; at instant speed, all of them at once.
	sp := p.speed(c)
	for {
		if p.busy {
			if sp == 3 {
				p.t = p.dur
			} else {
				p.t += speedMult[sp]
			}
			p.view.animate(&p.cur, p.t, p.dur)
			if p.t < p.dur {
				break
			}
			p.finish(c)
		}
		if p.qi >= len(p.queue) {
			break
		}
		p.start(c, p.queue[p.qi])
		p.qi++
	}
	if p.busy || p.qi < len(p.queue) {
		return nil
	}
	p.queue, p.qi = p.queue[:0], 0

	if p.g.Over() {
		p.overT++
		if p.overT == 45 {
			c.Shot("play-end") // the celebration at its height
		}
		// The win is celebrated for a moment even at the fastest speed.
		if p.overT > [4]int{200, 120, 80, 60}[sp] {
			return NewResults(c, p)
		}
		return nil
	}
	return p.act(c)
}

// act asks the engine for the next action when it is time: at once for a
// forced turn, at a natural pace for a computer, on a click for a person.
func (p *Play) act(c *Context) Scene {
	g := p.g
	in := &c.In
	sp := p.speed(c)
	p.roll.Hidden = true
	if g.Due() == engine.ActBegin {
		p.do(c, engine.Begin)
		return nil
	}
	seat := g.Current()
	pl := p.players[seat]
	if p.wait > 0 {
		p.wait -= speedMult[sp]
		if sp == 3 {
			p.wait = 0
		}
		if p.wait > 0 {
			return nil
		}
	}
	switch g.Due() {
	case engine.ActRoll:
		if !g.WillThrow() {
			p.do(c, engine.Roll)
			return nil
		}
		if pl != nil {
			p.do(c, engine.Roll)
			return nil
		}
		p.roll.Hidden = false
		p.roll.Label = narrate.Throw(p.names[seat]).String()
		if p.roll.Update(in) || in.Key(ebiten.KeyEnter) {
			p.roll.Hidden = true
			p.do(c, engine.Roll)
		}
	case engine.ActChoose:
		if pl != nil {
			p.computerChooses(c, pl)
			return nil
		}
		p.updateChoices(c)
	}
	return nil
}

// computerChooses asks a computer seat for its choice off the game loop (a
// hard player looks ahead), then shows the move it picked for as long as a
// person can follow before making it.
func (p *Play) computerChooses(c *Context, pl player.Player) {
	sp := p.speed(c)
	switch {
	case p.thinking == nil && !p.chosen:
		ch := make(chan engine.Choice, 1)
		p.thinking = ch
		g := p.g
		// The player reads the state and writes only the engine's scratch copy;
		// nothing changes the game until its answer is played.
		go func() { ch <- pl.Choose(g) }()
	case p.thinking != nil:
		select {
		case choice := <-p.thinking:
			p.thinking, p.chosen, p.choice = nil, true, choice
			p.preview = append(p.preview[:0], p.g.Preview(choice)...)
			p.showFor = [4]int{50, 25, 12, 0}[sp]
		default:
		}
	}
	if !p.chosen {
		return
	}
	if p.showFor > 0 && sp != 3 {
		p.showFor -= speedMult[sp]
		return
	}
	p.chosen = false
	p.preview = p.preview[:0]
	p.do(c, engine.Choose(p.choice))
}

// updateChoices lets a person pick how to use the dice (team variation),
// previewing each choice under the pointer or the arrow keys.
func (p *Play) updateChoices(c *Context) {
	in := &c.In
	if len(p.choiceBt) == 0 {
		// The choices stay the same until one is made: build them, their labels
		// and the first preview once, not every tick.
		p.choices = p.choices[:0]
		for _, ch := range p.g.Legal() {
			if !p.sameAsOffered(ch) {
				p.choices = append(p.choices, ch)
			}
		}
		for _, ch := range p.choices {
			p.choiceBt = append(p.choiceBt, ui.Button{Label: p.choiceLabel(ch)})
		}
		p.layoutChoices(c)
		p.hover, p.previewOf = 0, -1
		p.prompt = narrate.Choose(p.names[p.g.Current()]).String()
		p.textVer++
	}
	if in.Key(ebiten.KeyDown) || in.Key(ebiten.KeyRight) || in.Key(ebiten.KeyTab) {
		p.hover = (p.hover + 1) % len(p.choices)
	}
	if in.Key(ebiten.KeyUp) || in.Key(ebiten.KeyLeft) {
		p.hover = (p.hover + len(p.choices) - 1) % len(p.choices)
	}
	picked := -1
	for i := range p.choiceBt {
		if p.choiceBt[i].Update(in) {
			picked = i
		}
		if p.choiceBt[i].Hot() {
			p.hover = i
		}
		p.choiceBt[i].Selected = i == p.hover
	}
	if in.Key(ebiten.KeyEnter) { // not Space: a second press of the throw key must not choose blind
		picked = p.hover
	}
	if p.hover != p.previewOf && p.hover >= 0 && p.hover < len(p.choices) {
		p.preview = append(p.preview[:0], p.g.Preview(p.choices[p.hover])...)
		p.previewOf = p.hover
	}
	if picked >= 0 && picked < len(p.choices) {
		ch := p.choices[picked]
		p.choiceBt, p.choices, p.preview = p.choiceBt[:0], p.choices[:0], p.preview[:0]
		p.do(c, engine.Choose(ch))
	}
}

// sameAsOffered reports whether ch moves geese that stand exactly like those of
// a choice already offered (geese still together on the start): one button each.
func (p *Play) sameAsOffered(ch engine.Choice) bool {
	pieces := p.g.State.Seats[p.g.Current()].Pieces
	same := func(a, b int8) bool {
		if a == b || a < 0 || b < 0 {
			return a == b
		}
		pa, pb := pieces[a], pieces[b]
		return pa.Square == pb.Square && pa.Moved == pb.Moved && pa.Owed == pb.Owed && pa.Held == pb.Held
	}
	for _, o := range p.choices {
		if o.Sum == ch.Sum && same(o.First, ch.First) && same(o.Second, ch.Second) {
			return true
		}
	}
	return false
}

func (p *Play) choiceLabel(ch engine.Choice) string {
	st := &p.g.State
	return narrate.Label(ch, st.Pending[:st.NPending]).String()
}

// do plays an action and queues its events.
func (p *Play) do(c *Context, a engine.Action) {
	evs, err := p.g.Play(a)
	if err != nil {
		// The scene only offers what the engine allows; say so loudly if not.
		log.Printf("play: %v", err)
		p.saveNote = err.Error()
		return
	}
	p.queue = append(p.queue, evs...)
	if p.g.Due() != engine.ActChoose {
		p.save(c)
	}
	sp := p.speed(c)
	p.wait = [4]int{40, 20, 10, 0}[sp]
	p.shots++
	switch p.g.State.Turn {
	case 1:
		c.Shot("play-start")
	case 4:
		c.Shot("play-early")
	case 30:
		c.Shot("play-middle")
	}
}

// start begins showing an event: its duration and sound.
func (p *Play) start(c *Context, e engine.Event) {
	p.cur, p.busy, p.t = e, true, 0
	p.dur = p.view.begin(&p.cur, c.Sound)
	p.log.Add(&p.cur)
	p.logDirty = true
	p.textVer++
}

// finish ends the event on screen.
func (p *Play) finish(c *Context) {
	p.view.end(&p.cur)
	p.busy = false
	switch p.cur.Kind {
	case engine.EvTurn, engine.EvRest, engine.EvGameOver, engine.EvOrder, engine.EvPay, engine.EvLoseTurns, engine.EvHeld, engine.EvFinish, engine.EvBroke, engine.EvCollect, engine.EvSwap:
		p.refreshText()
	}
	if p.qi >= len(p.queue) {
		p.view.sync(p.g)
		p.refreshText()
	}
}

// refreshText remakes the strings the HUD draws, so frames build none.
func (p *Play) refreshText() {
	p.textVer++
	g := p.g
	st := &g.State
	p.status = p.status[:0]
	for i := range st.Seats {
		seat := &st.Seats[i]
		ss := narrate.SeatStatus{Name: p.names[i], Team: g.Rules.Teams, Out: seat.Out, Place: seat.Place,
			Held: g.Held(i), Owed: g.Owed(i), Stakes: g.Rules.Stakes.On, Chips: seat.Chips}
		for _, pc := range p.view.pieces[i] {
			sq := pc.sq
			if pc.off {
				sq = -1
			}
			ss.Pieces = append(ss.Pieces, sq)
		}
		p.status = append(p.status, narrate.Seat(&ss))
	}
	p.header = narrate.Header(g.Rules.Name, st.Round, g.Rules.Stakes.On, st.Pot).String()
	p.prompt = ""
	if s := g.Current(); s >= 0 && !g.Over() {
		p.prompt = narrate.ToPlay(p.names[s], p.players[s] == nil).String()
	}
}

func (p *Play) updatePause(c *Context) Scene {
	in := &c.In
	if in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyP) {
		p.paused = false
		return nil
	}
	for i := range p.pauseBt {
		if !p.pauseBt[i].Update(in) {
			continue
		}
		switch i {
		case 0:
			p.paused = false
		case 1:
			np, err := NewPlay(c, p.setup, nil)
			if err == nil {
				return np
			}
		case 2:
			return NewRulesPage(c, p)
		case 3:
			return NewSettingsPage(c, p)
		case 4:
			p.save(c)
			return NewTitle(c)
		}
	}
	return nil
}

func (p *Play) Layout(c *Context) {
	th := c.Th
	p.view.arrange(c, p.g)
	hx := float64(p.view.hud.Min.X) + th.S(18)
	hw := float64(p.view.hud.Dx()) - th.S(36)
	dy := float64(p.view.diceY)
	p.roll.Rect = ui.Rect(hx, dy+th.S(122), hw, th.S(50))
	bw := (hw - th.S(4*8) - th.S(110)) / 4
	by := float64(p.view.hud.Max.Y) - th.S(62)
	for i := range p.speedBtn {
		p.speedBtn[i].Rect = ui.Rect(hx+float64(i)*(bw+th.S(8)), by, bw, th.S(44))
	}
	p.menu.Rect = ui.Rect(hx+hw-th.S(110), by, th.S(110), th.S(44))
	cw, ch := th.S(320), th.S(52)
	cx, cy := float64(c.W)/2-cw/2, float64(c.H)/2-2.5*ch-th.S(20)
	for i := range p.pauseBt {
		p.pauseBt[i].Rect = ui.Rect(cx, cy+float64(i)*(ch+th.S(12)), cw, ch)
	}
	p.layoutChoices(c)
	p.logDirty = true
}

func (p *Play) layoutChoices(c *Context) {
	th := c.Th
	hx := float64(p.view.hud.Min.X) + th.S(18)
	hw := float64(p.view.hud.Dx()) - th.S(36)
	y := float64(p.view.diceY) + th.S(118)
	h := th.S(32)
	cols := 1
	if len(p.choiceBt) > 4 {
		cols = 2
	}
	gap := th.S(6)
	w := (hw - float64(cols-1)*gap) / float64(cols)
	for i := range p.choiceBt {
		row, col := i/cols, i%cols
		p.choiceBt[i].Rect = ui.Rect(hx+float64(col)*(w+gap), y+float64(row)*(h+th.S(4)), w, h)
	}
}

func (p *Play) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	p.view.draw(dst, c, p.g)
	if len(p.preview) > 0 && (len(p.choiceBt) > 0 || p.chosen) {
		p.view.drawPreview(dst, c, p.preview)
	}
	// The HUD changes only with the game, so it is drawn into a layer when it
	// changes and a frame draws that layer whole: fewer draw commands, no text work.
	if p.hudLayer == nil || p.hudLayer.Bounds().Dx() != c.W || p.hudLayer.Bounds().Dy() != c.H {
		if p.hudLayer != nil {
			p.hudLayer.Deallocate()
		}
		p.hudLayer = ebiten.NewImage(c.W, c.H)
		p.hudSig = ^uint64(0)
	}
	if sig := p.hudSignature(); sig != p.hudSig || p.logDirty {
		p.hudSig = sig
		p.hudLayer.Clear()
		p.drawHUD(p.hudLayer, c)
	}
	// Only the HUD's own rectangle: on software renderers a full-screen layer
	// costs a whole screen of blending every frame.
	op := &p.layerOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(p.view.hud.Min.X), float64(p.view.hud.Min.Y))
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(p.hudLayer.SubImage(p.hudShadow()).(*ebiten.Image), op)
	if p.saveNote != "" {
		ui.Text(dst, p.saveNote, th.Small, th.S(16), float64(c.H)-th.S(30), ui.Madder, ui.Left)
	}
	p.view.drawDice(dst, c)
	p.view.drawBanner(dst, c)
	if p.paused {
		ui.Dim(dst, 150)
		ui.Text(dst, "Paused", th.Title, float64(c.W)/2, float64(p.pauseBt[0].Rect.Min.Y)-th.S(90), ui.Paper, ui.Center)
		for i := range p.pauseBt {
			p.pauseBt[i].Draw(dst, th)
		}
	}
}

// hudSignature changes whenever something the HUD layer shows changes.
func (p *Play) hudSignature() uint64 {
	h := uint64(p.textVer)*1_000_003 + uint64(len(p.choiceBt))*7919 + uint64(p.hover+1)*131
	mix := func(b *ui.Button) { h = h*31 + uint64(b.Look()) }
	mix(&p.roll)
	mix(&p.menu)
	for i := range p.speedBtn {
		mix(&p.speedBtn[i])
	}
	for i := range p.choiceBt {
		mix(&p.choiceBt[i])
	}
	return h
}

// drawHUD draws the card beside the board: seats, prompt, controls, the log.
func (p *Play) drawHUD(dst *ebiten.Image, c *Context) {
	th := c.Th
	hud := p.view.hud
	ui.Panel(dst, hud, th, ui.Paper)
	x := float64(hud.Min.X) + th.S(20)
	y := float64(hud.Min.Y) + th.S(16)
	ui.Text(dst, p.header, th.Body, x, y, ui.Madder, ui.Left)
	y += th.S(34)
	cur := p.g.Current()
	for i, s := range p.status {
		ink := ui.Ink
		if i == cur {
			ink = ui.Madder
		}
		p.view.drawSeatDot(dst, c, i, x+th.S(9), y+th.S(12))
		ui.Text(dst, s, th.Small, x+th.S(26), y, ink, ui.Left)
		if p.g.Rules.Stakes.On {
			coins(dst, c, float64(hud.Max.X)-th.S(34), y+th.S(13), p.g.State.Seats[i].Chips, false)
		}
		y += th.S(25)
	}
	if p.g.Rules.Stakes.On {
		coins(dst, c, float64(hud.Max.X)-th.S(70), float64(hud.Min.Y)+th.S(30), p.g.State.Pot, true)
	}
	if p.prompt != "" {
		ui.Text(dst, p.prompt, th.Small, x, float64(p.view.diceY)-th.S(26), ui.InkSoft, ui.Left)
	}
	p.roll.Draw(dst, th)
	for i := range p.choiceBt {
		p.choiceBt[i].Draw(dst, th)
	}
	// The log: the newest lines that fit, wrapped, newest at the bottom.
	logTop := float64(p.view.diceY) + th.S(186)
	if len(p.choiceBt) > 0 {
		logTop = float64(p.choiceBt[len(p.choiceBt)-1].Rect.Max.Y) + th.S(12)
	}
	logBottom := float64(p.speedBtn[0].Rect.Min.Y) - th.S(10)
	if p.logDirty {
		p.wrapLog(c, logBottom-logTop)
	}
	ui.Rule(dst, x, float64(hud.Max.X)-th.S(20), logTop-th.S(4), th)
	ly := logBottom - float64(len(p.logWrap))*th.Small.Size*1.25
	for _, l := range p.logWrap {
		if ly >= logTop {
			ui.Text(dst, l, th.Small, x, ly, ui.Ink, ui.Left)
		}
		ly += th.Small.Size * 1.25
	}
	for i := range p.speedBtn {
		p.speedBtn[i].Draw(dst, th)
	}
	p.menu.Draw(dst, th)
}

// hudShadow is the HUD's rectangle with room for its shadow, where the layer has pixels.
func (p *Play) hudShadow() image.Rectangle {
	r := p.view.hud
	r.Max = r.Max.Add(image.Pt(8, 8))
	return r.Intersect(p.hudLayer.Bounds())
}

// wrapLog wraps the newest log lines (and the line being built) to fit height h.
func (p *Play) wrapLog(c *Context, h float64) {
	th := c.Th
	p.logDirty = false
	w := float64(p.view.hud.Dx()) - th.S(40)
	lines := p.log.Lines
	maxLines := int(h / (th.Small.Size * 1.25))
	var out []string
	cur := p.log.Current()
	if cur != "" {
		out = ui.Wrap(nil, cur+"…", th.Small, w)
	}
	for i := len(lines) - 1; i >= 0 && len(out) < maxLines; i-- {
		out = append(ui.Wrap(nil, lines[i], th.Small, w), out...)
	}
	if len(out) > maxLines && maxLines >= 0 {
		out = out[len(out)-maxLines:]
	}
	p.logWrap = out
}

// Game is the engine game being played (results, tests).
func (p *Play) Game() *engine.Game { return p.g }

func easeInOut(t float64) float64 { return t * t * (3 - 2*t) }

func nowNano() int64 { return time.Now().UnixNano() }

var (
	gold     = color.RGBA{0xd4, 0xa5, 0x3c, 0xff}
	goldEdge = color.RGBA{0x7a, 0x55, 0x1a, 0xff}
)

// coins draws chips as gold coins: a short stack for a purse (a coin for
// every four chips, five at most), or a pyramid for the pot (a coin a chip,
// fifteen at most), bottom centre at x, y.
func coins(dst *ebiten.Image, c *Context, x, y float64, n int, pot bool) {
	th := c.Th
	r := th.S(7)
	lw := max(1, th.S(1.2))
	if !pot {
		for i := 0; i < min((n+3)/4, 5); i++ {
			ui.Circle(dst, x, y-float64(i)*r*0.4, r, lw, gold, goldEdge)
		}
		return
	}
	i := 0
	for row, width := 0, 5; width > 0 && i < n; row, width = row+1, width-1 {
		for k := 0; k < width && i < n; k, i = k+1, i+1 {
			cx := x + (float64(k)-float64(width-1)/2)*r*1.8
			ui.Circle(dst, cx, y-float64(row)*r*1.3, r, lw, gold, goldEdge)
		}
	}
}
