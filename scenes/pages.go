package scenes

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/rulebook"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
)

// RulesPage shows the rules of the chosen preset, written from the rules data.
type RulesPage struct {
	back     Scene
	next     Scene // where a button leads, this tick
	form     *form.Form
	rules    engine.Rules // whose rules are shown
	preset   int
	browse   bool // from the title: ← and → show the other presets' rules
	sections []rulebook.Section
	title    string
	ruleText
	scrolls  string // "scroll for more", in the page's language
	portrait bool
	autoT    int
	sqHelp   squareHelp // on the pictures of the squares (rulespics.go)
	sci      rulesMeter // the balance tab (science.go)
}

// ruleText is the page's words in the room the form left them, scrolled.
type ruleText struct {
	th             *ui.Theme
	box            image.Rectangle // where the words go
	note           image.Rectangle // where "scroll for more" goes, between the buttons
	lines          []ruleLine
	scroll, maxScr float64
	dragY          int              // where the finger was last tick, for drag scrolling
	total          float64          // the words' height, as they are wrapped
	pictured       *engine.Rules    // whose squares are pictured
	pics           []rulePic        // the squares pictured beside their paragraphs
	picOn          int              // the picture the keyboard's focus is on
	quad           [4]ebiten.Vertex // a picture's visible part
	tri            ebiten.DrawTrianglesOptions
}

type ruleLine struct {
	text   string
	head   bool
	indent float64 // beside a picture
	pic    int     // the picture that starts here, from 1
}

// NewRulesPage shows the rules of the game being played, or of the last setup.
func NewRulesPage(c *Context, back Scene) *RulesPage {
	p := &RulesPage{back: back}
	p.pictured = &p.rules
	var r engine.Rules
	if pl, ok := back.(*Play); ok {
		r = pl.g.Rules
	} else {
		p.browse = true
		name := c.Settings.Setup.Rules
		for i, n := range engine.Presets {
			if n == name {
				p.preset = i
			}
		}
		r = p.rulesFor(c)
	}
	browse := func() bool { return p.browse }
	p.form = form.New(sayID, form.Margin(30, 20, form.Panel(form.Col(
		form.HeadingOf(func() string { return p.title }).Ink(ui.Madder),
		form.Rule().H(8),
		p.meterTabs(c),
		form.Fill(func(r image.Rectangle) { p.box = r; p.wrap() }),
		form.Row(
			form.Button("ui.prevPreset", func() { p.turn(c, len(engine.Presets)-1) }).When(browse), // ← (keys)
			form.Button("ui.nextPreset", func() { p.turn(c, 1) }).When(browse),                     // →
			form.Box(nil, func(r image.Rectangle) { p.note = r }).Grow(3).When(func() bool { return !p.portrait }),
			form.Button("guide.play", func() { p.next = p.guided(c) }).When(p.guidable), // a guided game on the board shown (guideoffer.go)
			form.Button("ui.back", func() { p.next = p.back }).Primary().Key(ebiten.KeyEscape),
		),
	)).Pad(30)))
	p.set(&r)
	return p
}

// turn shows the rules of the preset d on, round the list.
func (p *RulesPage) turn(c *Context, d int) {
	p.preset = (p.preset + d) % len(engine.Presets)
	r := p.rulesFor(c)
	p.set(&r)
}

func (p *RulesPage) rulesFor(c *Context) engine.Rules {
	r, _ := engine.Preset(engine.Presets[p.preset])
	_ = r.Apply(c.Settings.Setup.Options)
	return r
}

func (p *RulesPage) set(r *engine.Rules) {
	p.rules = *r
	p.sqHelp.changed()
	p.sci.m.changed()
	p.words()
	p.scroll = 0
	p.wrap()
}

func (p *RulesPage) Name() string { return "rules" }

// words writes the page in the game's current language.
func (p *RulesPage) words() {
	p.sections = rulebook.Write(&p.rules, func(id string, args ...any) string { return say(narrate.ID(id), args...) })
	keys := rulebook.Section{Title: say("ui.keys")} // the help for a player without a mouse
	for _, id := range []narrate.ID{"ui.keys.buttons", "ui.keys.screens", "ui.keys.play", "ui.keys.pages", "ui.keys.editor", "ui.keys.squares", "ui.keys.access", "ui.keys.time", "ui.keys.seeing"} {
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
	p.scrolls = say("ui.scroll")
}

func (p *RulesPage) Layout(c *Context) {
	p.words()
	p.th, p.portrait = c.Th, c.Th.Portrait
	p.form.Refresh()
	p.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
}

// wrap fits the words to their room and measures how far they scroll.
func (t *ruleText) wrapIn(sections []rulebook.Section) {
	if t.th == nil || t.box.Empty() {
		return
	}
	_, w := t.column()
	t.lines, t.total = t.lines[:0], 0
	t.freePics()
	for _, s := range sections {
		t.addLine(ruleLine{text: s.Title, head: true})
		for i, para := range s.Paragraphs {
			sq := -1
			if i < len(s.Squares) {
				sq = s.Squares[i]
			}
			t.paragraph(para, sq, w)
			t.addLine(ruleLine{})
		}
	}
	t.maxScr = max(t.total-float64(t.box.Dy()), 0)
	t.scroll = min(t.scroll, t.maxScr)
}

func (p *RulesPage) wrap() { p.wrapIn(p.sections) }

func (t *ruleText) lineH(l ruleLine) float64 {
	if l.head {
		return t.th.Head.Size * 1.6
	}
	if l.text == "" {
		return t.th.Body.Size * 0.5
	}
	return t.th.Body.Size * 1.3
}

func (p *RulesPage) Update(c *Context) Scene {
	c.Shot("rules")
	if c.Opt.Autoplay {
		p.autoT++
		if p.autoT > 15 {
			return p.back
		}
	}
	if p.sci.tab == 0 && p.helpTick(c) { // (square help is for the rules' words, not the balance tab)
		return nil
	}
	if c.In.Key(ebiten.KeyEscape) { // back at once, from a button with the focus too: the page has nothing to let go of
		return p.back
	}
	held := p.form.Focus().Held() // the arrows are the focus's, once Tab has taken it
	if p.sci.tick(&p.rules) {
		p.form.Refresh()
	}
	p.next = nil
	if p.form.Update(&c.In) {
		return p.next
	}
	if !held {
		p.keys(c)
	}
	p.scrollBy(&c.In)
	return nil
}

// keys: ← and → show the other presets' rules, ↑ and ↓ scroll.
func (p *RulesPage) keys(c *Context) {
	in := &c.In
	if p.browse && (in.Key(ebiten.KeyLeft) || in.Key(ebiten.KeyRight)) {
		d := 1
		if in.Key(ebiten.KeyLeft) {
			d = len(engine.Presets) - 1
		}
		p.turn(c, d)
		p.form.Refresh()
	}
	step := p.th.S(40)
	if in.Key(ebiten.KeyDown) {
		p.scroll += step
	}
	if in.Key(ebiten.KeyUp) {
		p.scroll -= step
	}
}

// scrollBy scrolls by the wheel and a finger's drag.
func (t *ruleText) scrollBy(in *ui.Input) {
	t.scroll -= in.Wheel * t.th.S(40)
	// Drag to scroll, for touch screens.
	if in.Pressed {
		t.dragY = in.Y
	} else if in.Down {
		t.scroll -= float64(in.Y - t.dragY)
		t.dragY = in.Y
	}
	t.scroll = max(0, min(t.scroll, t.maxScr))
}

func (p *RulesPage) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	p.form.Draw(dst, c.Th)
	if p.sci.tab == 1 {
		p.sci.m.draw(dst, c.Th, p.form)
		return
	}
	p.draw(dst)
	p.sqHelp.draw(dst, p)
	if p.moreBelow() && !p.portrait { // between the buttons (a phone's are three abreast, and it scrolls by a drag); gone once the end is in view
		ui.TextMid(dst, p.scrolls, c.Th.Small, float64(p.note.Min.X+p.note.Max.X)/2, float64(p.note.Min.Y+p.note.Max.Y)/2, ui.InkSoft, ui.Center)
	}
}

// draw draws the lines within the box, from where it is scrolled to.
func (t *ruleText) draw(dst *ebiten.Image) {
	th := t.th
	top, bottom := float64(t.box.Min.Y), float64(t.box.Max.Y)
	y := top - t.scroll
	x, _ := t.column()
	for _, l := range t.lines {
		h := t.lineH(l)
		if y >= top-1 && y+h <= bottom+h*0.3 {
			face := th.Body
			if l.head {
				face = th.Head
			}
			ui.Text(dst, l.text, face, x+l.indent, y, ui.Ink, ui.Left)
		}
		t.drawPic(dst, l, x, y)
		y += h
	}
}

// Form is the rules page's controls.
func (p *RulesPage) Form() *form.Form { return p.form }

// SettingsPage sets speed, volume, music and fullscreen.
type SettingsPage struct {
	back   Scene
	next   Scene // where a button leads, this tick
	form   *form.Form
	silent bool // no sound device: the words that say so in the volume's place
	tab    int  // 0: the general settings; 1: accessibility; 2: time and sound
	autoT  int
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
	sound := func() bool { return !s.silent }
	at := func() int { return s.tab }
	set := func(k int) { s.tab = k }
	s.form = form.New(sayID, form.Margin(12, 60, form.Panel(form.Col(
		form.Heading("ui.settings").Ink(ui.Madder).Center(),
		form.Row(form.Tab("ui.settings.general", at, 0, set).H(46), form.Tab("ui.access", at, 1, set).H(46),
			form.Tab("ui.pace", at, 2, set).H(46)).Gap(8),
		form.Col(
			setting("ui.speed", form.Grid(present.NSpeeds, 3, s.speeds(c)...).Gap(8)),
			setting("ui.language", form.Grid(5, 3, s.languages(c)...).Gap(8).OneFace()),
			form.Col(s.checks(c, sound)...).Gap(4),
		).When(func() bool { return s.tab == 0 }),
		accessPage(c).When(func() bool { return s.tab == 1 }),
		pacePage(c, func() bool { return s.silent }).When(func() bool { return s.tab == 2 }),
		form.Fill(nil),
		form.Button("ui.back", func() { s.next = s.back }).Primary().Key(ebiten.KeyEscape).W(180),
	)).Pad(28).MaxW(954))) // five languages a row, each whole in the body face
	return s
}

// setting is a setting's name beside its buttons, or over them on a phone.
func setting(id string, buttons *form.Node) *form.Node {
	return form.Row(form.Text(id).W(160), buttons).Upright().Gap(10)
}

func (s *SettingsPage) speeds(c *Context) []*form.Node {
	var out []*form.Node
	for _, sp := range present.Slowest {
		i, label := int(sp), sp.Label()
		out = append(out, form.ButtonOf(func() string { return label }, func() {
			c.Settings.Speed = i
			c.SaveSettings()
		}).Selected(func() bool { return c.Settings.Speed == i }).H(46))
	}
	return out
}

// languages are a button a language, in its own name: the page and every
// scene after it speak the new language at once.
func (s *SettingsPage) languages(c *Context) []*form.Node {
	var out []*form.Node
	for _, l := range narrate.Languages {
		out = append(out, form.ButtonOf(func() string { return l.Name }, func() {
			if l == narrate.Current() {
				return
			}
			narrate.Speak(l)
			localNames(&c.Settings.Setup) // the seats the game named, in the new language
			c.Settings.Language = l.Code
			ebiten.SetWindowTitle(say("title.window"))
			c.SaveSettings()
		}).Selected(func() bool { return l == narrate.Current() }).H(46))
	}
	return out
}

func (s *SettingsPage) checks(c *Context, sound func() bool) []*form.Node {
	odds := !c.Settings.HideOdds
	return []*form.Node{
		form.Check("ui.music", &c.Settings.Music, func() {
			c.Sound.SetMusic(c.Settings.Music)
			c.SaveSettings()
		}).When(sound),
		form.Check("ui.fullscreen", &c.Settings.Fullscreen, func() {
			ebiten.SetFullscreen(c.Settings.Fullscreen)
			c.SaveSettings()
		}),
		form.Check("ui.showOdds", &odds, func() {
			c.Settings.HideOdds = !odds
			c.SaveSettings()
		}),
		reactionsCheck(c),
	}
}

func (s *SettingsPage) Name() string { return "settings" }

func (s *SettingsPage) Layout(c *Context) {
	s.silent = deviceless(c.Sound)
	s.form.Refresh()
	s.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
}

func (s *SettingsPage) Update(c *Context) Scene {
	c.Shot("settings")
	if c.Opt.Autoplay { // shown on the walk through every scene, changing nothing
		if s.autoT++; s.autoT > 5 {
			return s.back
		}
		return nil
	}
	if c.In.Key(ebiten.KeyEscape) { // back at once, from a control with the focus too
		return s.back
	}
	s.next = nil
	s.form.Update(&c.In)
	return s.next
}

func (s *SettingsPage) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	s.form.Draw(dst, c.Th)
}

// Form is the settings' controls.
func (s *SettingsPage) Form() *form.Form { return s.form }
