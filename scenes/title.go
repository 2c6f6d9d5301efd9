package scenes

import (
	"errors"
	"image"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// canQuit: a page has nothing to quit (its program ended leaves a dead page), so
// the browser's title offers no Quit. A variable so that a test can be the browser.
var canQuit = runtime.GOOS != "js"

// Title is the first screen: New game, Continue, Rules, Settings, Quit (not in a page).
type Title struct {
	form    *form.Form
	panel   *form.Node // the sheet the form is on, for the notice beside it
	next    Scene      // where a button leads, this tick
	hasSave bool
	rooms   *roomsList // the rooms online this person sat in
	version string     // the words, set by Layout
	autoT   int
}

func NewTitle(c *Context) *Title {
	t := &Title{rooms: newRoomsList(c)}
	// A damaged or unreadable save is offered too: Continue then says why.
	_, err := c.Store.Load(store.GameName)
	t.hasSave = !errors.Is(err, store.ErrMissing)
	go2 := func(s func() Scene) func() { return func() { t.next = s() } }
	buttons := form.Col(
		form.Button("ui.newGame", go2(func() Scene { return NewSetup(c) })).Primary().Key(ebiten.KeyEnter),
		form.Button("ui.continue", func() { t.resume(c) }).Key(ebiten.KeyC).Enabled(func() bool { return t.hasSave }),
		form.Row(
			form.Button("ui.rules", go2(func() Scene { return NewRulesPage(c, t) })).Key(ebiten.KeyR),
			form.Button("ui.replays", go2(func() Scene { return NewReplayList(c, t) })).Key(ebiten.KeyW),
		),
		form.Button("ui.settings", go2(func() Scene { return NewSettingsPage(c, t) })).Key(ebiten.KeyS),
		form.Button("ui.quitGame", func() { c.Quit = true }).Key(ebiten.KeyEscape).When(func() bool { return canQuit }),
	).W(300)
	// The player's rooms online go beside the buttons on a wide screen, a
	// wider sheet, and under them where that is too narrow.
	wide, below := 472.0, buttons
	if len(t.rooms.kept) > 0 {
		wide, below = 1000, form.Row(buttons, t.roomRows(c)).Gap(36)
	}
	t.panel = form.Panel(form.Col(
		form.Heading("title.name").In(form.Title).Ink(ui.Madder).Center(),
		form.Text("title.sub").In(form.Big).Center(),
		form.Rule().W(360).H(40),
		below,
	).Gap(6)).MaxW(wide)
	t.form = form.New(sayID, t.panel)
	return t
}

// roomRows are the first of the player's rooms online, and the way to
// all of them when there are more.
func (t *Title) roomRows(c *Context) *form.Node {
	l := t.rooms
	rows := append([]*form.Node{form.Text("net.rooms.title").In(form.Small).Ink(ui.InkSoft)}, l.rows(c, 0, titleRooms, &t.next)...)
	rows = append(rows, form.ButtonArgs("net.rooms.all", func() []any { return []any{len(l.kept)} }, func() { t.next = NewRoomsPage(c, l, t) }).
		When(func() bool { return len(l.kept) > titleRooms }))
	return form.Col(rows...).Gap(6).When(func() bool { return len(l.kept) > 0 })
}

// resume goes on with the saved game, or says why it cannot.
func (t *Title) resume(c *Context) {
	p, err := ResumePlay(c)
	if err != nil {
		c.Notice = err.Error()
		t.hasSave = false
		return
	}
	t.next = p
}

func (t *Title) Name() string { return "title" }

func (t *Title) Layout(c *Context) {
	t.rooms.words()
	t.version = ""
	if c.Opt.Version != "" {
		t.version = say("ui.version", c.Opt.Version)
	}
	t.form.Refresh()
	top := int(float64(c.H) * 0.08)
	t.form.Layout(c.Th, image.Rect(0, top, c.W, c.H))
}

func (t *Title) Update(c *Context) Scene {
	if sharedBackdrop.ready() && t.rooms.asking == 0 {
		c.Shot("title") // with the board behind (it follows the first frame), and the rooms' turns heard
	}
	if c.Opt.Autoplay {
		// Autoplay walks through every scene a player would see.
		t.autoT++
		switch t.autoT {
		case 20:
			return NewRulesPage(c, t)
		case 21:
			return nil
		case 30:
			return NewSettingsPage(c, t)
		case 31:
			return nil
		case 35:
			if !c.run.watched && len(store.LoadReplays(c.Store)) > 0 {
				c.run.watched = true
				return NewReplayList(c, t)
			}
		}
		if t.autoT > 40 {
			return NewSetup(c)
		}
		return nil
	}
	if t.rooms.heard(c) {
		t.form.Refresh()
	}
	t.next = nil
	t.form.Update(&c.In)
	return t.next
}

func (t *Title) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	t.form.Draw(dst, th)
	pr := t.panel.Rect()
	cx, pw, ph := float64(c.W)/2, float64(pr.Dx()), float64(pr.Max.Y)-float64(c.H)*0.08
	if c.Notice != "" { // under the panel on a phone; beside it on a wider screen, above the version
		lh := th.Small.Size * 1.3
		x, w, align := cx, float64(c.W)-th.S(48), ui.Center // a phone's width less a margin: at 200 % a fifth of it left too few lines
		bottom, top := float64(c.H)-th.S(30), float64(c.H)*0.08+ph+th.S(6)
		if !th.Portrait && float64(c.W)-cx-pw/2 > th.S(240) { // not beside a sheet as wide as the rooms make it
			x, align = cx+pw/2+th.S(24), ui.Left
			w, bottom, top = float64(c.W)-x-th.S(24), float64(c.H)-th.S(56), float64(c.H)*0.08
		}
		lines := ui.Lines(ui.Wrap(nil, c.Notice, th.Small, w), max(3, int((bottom-top)/lh))) // over the sheet, when it fills the screen
		y := bottom - float64(len(lines))*lh
		left := x - w/2*b2f(align == ui.Center)
		ui.FillRect(dst, left-th.S(8), y-th.S(6), w+th.S(16), float64(len(lines))*lh+th.S(12), ui.Shade) // legible over the board
		for _, l := range lines {
			ui.Text(dst, l, th.Small, x, y, ui.Paper, align)
			y += lh
		}
	}
	if t.version != "" {
		ui.Text(dst, t.version, th.Small, float64(c.W)-th.S(16), float64(c.H)-th.S(28), ui.PaperDark, ui.Right)
	}
}

// Form is the title's controls.
func (t *Title) Form() *form.Form { return t.form }
