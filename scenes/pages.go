package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/rulebook"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
)

// RulesPage shows the rules of the chosen preset, written from the rules data.
type RulesPage struct {
	back       Scene
	sections   []rulebook.Section
	lines      []ruleLine
	scroll     float64
	maxScr     float64
	backBt     ui.Button
	prevBt     ui.Button
	nextBt     ui.Button
	preset     int
	autoT      int
	title      string
	rules      engine.Rules // whose rules are shown
	dragY      int          // where the finger was last tick, for drag scrolling
	scrollNote string
}

type ruleLine struct {
	text string
	head bool
}

// NewRulesPage shows the rules of the game being played, or of the last setup.
func NewRulesPage(c *Context, back Scene) *RulesPage {
	p := &RulesPage{back: back}
	p.backBt = ui.Button{Key: ebiten.KeyEscape, Primary: true}
	var r engine.Rules
	if pl, ok := back.(*Play); ok {
		r = pl.g.Rules
		p.prevBt.Hidden, p.nextBt.Hidden = true, true
	} else {
		p.prevBt.Key, p.nextBt.Key = ebiten.KeyLeft, ebiten.KeyRight
		name := c.Settings.Setup.Rules
		for i, n := range engine.Presets {
			if n == name {
				p.preset = i
			}
		}
		r = p.rulesFor(c)
	}
	p.set(&r)
	return p
}

func (p *RulesPage) rulesFor(c *Context) engine.Rules {
	r, _ := engine.Preset(engine.Presets[p.preset])
	_ = r.Apply(c.Settings.Setup.Options)
	return r
}

func (p *RulesPage) set(r *engine.Rules) {
	p.rules = *r
	p.words()
	p.lines = nil
	p.scroll = 0
}

func (p *RulesPage) Name() string { return "rules" }

// words writes the page in the game's current language.
func (p *RulesPage) words() {
	p.sections = rulebook.Write(&p.rules, func(id string, args ...any) string { return say(narrate.ID(id), args...) })
	keys := rulebook.Section{Title: say("ui.keys")} // the help for a player without a mouse
	for _, id := range []narrate.ID{"ui.keys.buttons", "ui.keys.screens", "ui.keys.play", "ui.keys.pages", "ui.keys.editor"} {
		keys.Paragraphs = append(keys.Paragraphs, say(id))
	}
	p.sections = append(p.sections, keys)
	p.title = say("ui.rulesTitle", narrate.RulesName(p.rules.Name))
	if o := p.rules.Options(); o != "" {
		names := strings.Split(o, ",")
		for i, n := range names {
			names[i] = say(narrate.ID("option." + strings.ReplaceAll(n, "=", ".")))
		}
		p.title += " (" + strings.Join(names, ", ") + ")"
	}
	p.backBt.Label, p.prevBt.Label, p.nextBt.Label = say("ui.back"), say("ui.prevPreset"), say("ui.nextPreset")
	p.scrollNote = say("ui.scroll")
}

func (p *RulesPage) Layout(c *Context) {
	p.words()
	th := c.Th
	by, bw, backW := float64(c.H)-th.S(84), th.S(160), th.S(180)
	if th.Portrait { // three abreast
		bw = (float64(c.W) - th.S(120) - th.S(32)) / 3
		backW = bw
	}
	p.backBt.Rect = ui.Rect(float64(c.W)-th.S(60)-backW, by, backW, th.S(50))
	p.prevBt.Rect = ui.Rect(th.S(60), by, bw, th.S(50))
	p.nextBt.Rect = ui.Rect(th.S(60)+bw+th.S(16), by, bw, th.S(50))
	p.lines = nil
}

func (p *RulesPage) wrap(c *Context) {
	th := c.Th
	w := float64(c.W) - th.S(160)
	p.lines = p.lines[:0]
	for _, s := range p.sections {
		p.lines = append(p.lines, ruleLine{s.Title, true})
		for _, para := range s.Paragraphs {
			for _, l := range ui.Wrap(nil, para, th.Body, w) {
				p.lines = append(p.lines, ruleLine{l, false})
			}
			p.lines = append(p.lines, ruleLine{"", false})
		}
	}
	total := 0.0
	for _, l := range p.lines {
		total += p.lineH(c, l)
	}
	p.maxScr = total - (float64(c.H) - th.S(230))
	if p.maxScr < 0 {
		p.maxScr = 0
	}
}

func (p *RulesPage) lineH(c *Context, l ruleLine) float64 {
	if l.head {
		return c.Th.Head.Size * 1.6
	}
	if l.text == "" {
		return c.Th.Body.Size * 0.5
	}
	return c.Th.Body.Size * 1.3
}

func (p *RulesPage) Update(c *Context) Scene {
	c.Shot("rules")
	in := &c.In
	if c.Opt.Autoplay {
		p.autoT++
		if p.autoT > 15 {
			return p.back
		}
	}
	if p.backBt.Update(in) {
		return p.back
	}
	if p.prevBt.Update(in) {
		p.preset = (p.preset + len(engine.Presets) - 1) % len(engine.Presets)
		r := p.rulesFor(c)
		p.set(&r)
	}
	if p.nextBt.Update(in) {
		p.preset = (p.preset + 1) % len(engine.Presets)
		r := p.rulesFor(c)
		p.set(&r)
	}
	step := c.Th.S(40)
	p.scroll -= in.Wheel * step
	if in.Key(ebiten.KeyDown) {
		p.scroll += step
	}
	if in.Key(ebiten.KeyUp) {
		p.scroll -= step
	}
	// Drag to scroll, for touch screens.
	if in.Pressed {
		p.dragY = in.Y
	} else if in.Down {
		p.scroll -= float64(in.Y - p.dragY)
		p.dragY = in.Y
	}
	if p.scroll < 0 {
		p.scroll = 0
	}
	if p.scroll > p.maxScr {
		p.scroll = p.maxScr
	}
	return nil
}

func (p *RulesPage) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	if p.lines == nil {
		p.wrap(c)
	}
	sharedBackdrop.draw(dst, c)
	ui.Panel(dst, ui.Rect(th.S(30), th.S(20), float64(c.W)-th.S(60), float64(c.H)-th.S(40)), th, ui.Paper)
	ui.Text(dst, p.title, th.Head, th.S(80), th.S(44), ui.Madder, ui.Left)
	ui.Rule(dst, th.S(80), float64(c.W)-th.S(80), th.S(90), th)
	top, bottom := th.S(104), float64(c.H)-th.S(110)
	y := top - p.scroll
	for _, l := range p.lines {
		h := p.lineH(c, l)
		if y >= top-1 && y+h <= bottom+h*0.3 {
			if l.head {
				ui.Text(dst, l.text, th.Head, th.S(80), y, ui.Ink, ui.Left)
			} else {
				ui.Text(dst, l.text, th.Body, th.S(80), y, ui.Ink, ui.Left)
			}
		}
		y += h
	}
	if p.maxScr > 0 && !th.Portrait { // between the buttons (a phone's are three abreast, and it scrolls by a drag)
		ui.Text(dst, p.scrollNote, th.Small, float64(c.W)/2, float64(c.H)-th.S(70), ui.InkSoft, ui.Center)
	}
	p.backBt.Draw(dst, th)
	p.prevBt.Draw(dst, th)
	p.nextBt.Draw(dst, th)
}

// SettingsPage sets speed, volume, music and fullscreen.
type SettingsPage struct {
	back   Scene
	speed  [present.NSpeeds]ui.Button
	vol    [6]ui.Button
	music  ui.Check
	full   ui.Check
	odds   ui.Check
	lang   []ui.Button // one a language, in its own name
	backBt ui.Button
	focus  ui.Focus // Tab through the page, Enter or Space to use
	autoT  int
	// set by Layout
	pw, labelX, speedY, volY, langY float64
	heads                           [4]string // Settings, Speed, Volume, Language
	silent                          []string  // with no sound device, the words that say so in the volume's place
	silentX                         float64
}

// deviceless reports whether the sound player found no device to play on
// (it then plays silently: volume and music would change nothing).
func deviceless(snd Sounds) bool {
	if d, ok := snd.(interface{ Silent() (bool, string) }); ok {
		off, _ := d.Silent()
		return off
	}
	return false
}

func NewSettingsPage(c *Context, back Scene) *SettingsPage {
	s := &SettingsPage{back: back}
	for i := range s.speed {
		s.speed[i] = ui.Button{Label: present.Speed(i).Label()}
	}
	for i := range s.vol {
		s.vol[i] = ui.Button{Label: fmt.Sprintf("%d%%", i*20)}
	}
	s.music = ui.Check{On: c.Settings.Music}
	s.full = ui.Check{On: c.Settings.Fullscreen}
	s.odds = ui.Check{On: !c.Settings.HideOdds}
	s.backBt = ui.Button{Primary: true, Key: ebiten.KeyEscape}
	for _, l := range narrate.Languages {
		s.lang = append(s.lang, ui.Button{Label: l.Name})
	}
	var ring []ui.Focusable
	for _, row := range [][]ui.Button{s.speed[:], s.vol[:], s.lang} {
		for i := range row {
			ring = append(ring, &row[i])
		}
	}
	s.focus.Set(append(ring, &s.music, &s.full, &s.odds, &s.backBt)...)
	return s
}

func (s *SettingsPage) Name() string { return "settings" }

func (s *SettingsPage) Layout(c *Context) {
	s.music.Label, s.full.Label, s.backBt.Label = say("ui.music"), say("ui.fullscreen"), say("ui.back")
	s.odds.Label = say("ui.showOdds")
	s.heads = [4]string{say("ui.settings"), say("ui.speed"), say("ui.volume"), say("ui.language")}
	th := c.Th
	s.pw = min(th.S(1010), float64(c.W)-th.S(24)) // five languages a row, each whole in the body face
	x := float64(c.W)/2 - s.pw/2 + th.S(28)
	rw := s.pw - th.S(56) - th.S(170) // the buttons' row, right of the labels
	bx := x + th.S(170)
	rowGap := th.S(80)
	if th.Portrait { // labels above their buttons
		rw, bx, rowGap = s.pw-th.S(56), x, th.S(100)
	}
	s.labelX = x
	gap := th.S(8)
	y := th.S(170)
	s.speedY = y
	sw := (rw - 3*gap) / 4
	for i := range s.speed {
		s.speed[i].Rect = ui.Rect(bx+float64(i)*(sw+gap), y+b2f(th.Portrait)*th.S(36), sw, th.S(46))
	}
	y += rowGap
	s.volY = y
	vw := (rw - 5*gap) / 6
	for i := range s.vol {
		s.vol[i].Rect = ui.Rect(bx+float64(i)*(vw+gap), y+b2f(th.Portrait)*th.S(36), vw, th.S(46))
	}
	s.silent = s.silent[:0]
	if deviceless(c.Sound) {
		s.silent, s.silentX = ui.Wrap(s.silent, say("ui.noSound"), th.Small, rw), bx
	}
	for i := range s.vol {
		s.vol[i].Hidden = len(s.silent) > 0
	}
	s.music.Hidden = len(s.silent) > 0
	y += rowGap
	s.langY = y
	perRow := (len(s.lang) + 1) / 2 // two rows on a wide screen; three a row upright
	if th.Portrait {
		perRow = 3
	}
	lw := (rw - float64(perRow-1)*gap) / float64(perRow)
	for i := range s.lang {
		s.lang[i].Rect = ui.Rect(bx+float64(i%perRow)*(lw+gap), y+b2f(th.Portrait)*th.S(36)+float64(i/perRow)*th.S(54), lw, th.S(46))
	}
	rows := (len(s.lang) + perRow - 1) / perRow
	y += float64(rows)*th.S(54) + th.S(8) + b2f(th.Portrait)*th.S(58) // under the rows of languages, clear of Back
	s.music.Rect = ui.Rect(x, y, rw, th.S(40))
	s.full.Rect = ui.Rect(x, y+th.S(44), rw, th.S(40))
	s.odds.Rect = ui.Rect(x, y+th.S(88), rw, th.S(40))
	s.backBt.Rect = ui.Rect(float64(c.W)/2-th.S(90), float64(c.H)-th.S(130), th.S(180), th.S(50))
}

func (s *SettingsPage) Update(c *Context) Scene {
	c.Shot("settings")
	if c.Opt.Autoplay { // shown on the walk through every scene, changing nothing
		if s.autoT++; s.autoT > 5 {
			return s.back
		}
		return nil
	}
	in := &c.In
	s.focus.Update(in)
	changed := false
	for i := range s.speed {
		if s.speed[i].Update(in) {
			c.Settings.Speed, changed = i, true
		}
		s.speed[i].Selected = c.Settings.Speed == i
	}
	for i := range s.vol {
		if s.vol[i].Update(in) {
			c.Settings.Volume, changed = float64(i)*0.2, true
			c.Sound.SetVolume(c.Settings.Volume)
			c.Sound.Play("click")
		}
		s.vol[i].Selected = int(c.Settings.Volume*5+0.5) == i
	}
	for i, l := range narrate.Languages {
		if s.lang[i].Update(in) && l != narrate.Current() {
			// The page and every scene after it speak the new language at once.
			narrate.Speak(l)
			localNames(&c.Settings.Setup) // the seats the game named, in the new language
			c.Settings.Language, changed = l.Code, true
			ebiten.SetWindowTitle(say("title.window"))
			s.Layout(c)
		}
		s.lang[i].Selected = l == narrate.Current()
	}
	if s.music.Update(in) {
		c.Settings.Music, changed = s.music.On, true
		c.Sound.SetMusic(s.music.On)
	}
	if s.full.Update(in) {
		c.Settings.Fullscreen, changed = s.full.On, true
		ebiten.SetFullscreen(s.full.On)
	}
	if s.odds.Update(in) {
		c.Settings.HideOdds, changed = !s.odds.On, true
	}
	if changed {
		c.SaveSettings()
	}
	if s.backBt.Update(in) {
		return s.back
	}
	return nil
}

func (s *SettingsPage) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	sharedBackdrop.draw(dst, c)
	x := float64(c.W)/2 - s.pw/2
	ui.Panel(dst, ui.Rect(x, th.S(60), s.pw, float64(c.H)-th.S(120)), th, ui.Paper)
	ui.Text(dst, s.heads[0], th.Head, float64(c.W)/2, th.S(90), ui.Madder, ui.Center)
	ui.Text(dst, s.heads[1], th.Body, s.labelX, s.speedY+th.S(10), ui.Ink, ui.Left)
	ui.Text(dst, s.heads[2], th.Body, s.labelX, s.volY+th.S(10), ui.Ink, ui.Left)
	ui.Text(dst, s.heads[3], th.Body, s.labelX, s.langY+th.S(10), ui.Ink, ui.Left)
	for i, l := range s.silent {
		ui.Text(dst, l, th.Small, s.silentX, s.volY+th.S(10)+b2f(th.Portrait)*th.S(36)+float64(i)*th.Small.Size*1.3, ui.InkSoft, ui.Left)
	}
	for i := range s.lang {
		s.lang[i].Draw(dst, th)
	}
	for i := range s.speed {
		s.speed[i].Draw(dst, th)
	}
	for i := range s.vol {
		s.vol[i].Draw(dst, th)
	}
	s.music.Draw(dst, th)
	s.full.Draw(dst, th)
	s.odds.Draw(dst, th)
	s.backBt.Draw(dst, th)
}
