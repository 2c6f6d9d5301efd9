package scenes

import (
	"errors"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/store"
)

// canQuit: a page has nothing to quit (its program ended leaves a dead page), so
// the browser's title offers no Quit. A variable so that a test can be the browser.
var canQuit = runtime.GOOS != "js"

// Title is the first screen: New game, Continue, Rules, Settings, Quit (not in a page).
type Title struct {
	newGame, cont, rules, settings, quit ui.Button
	replays                              ui.Button
	focus                                ui.Focus // Tab through the buttons, Enter or Space to use
	hasSave                              bool
	name, sub, version                   string // the words, set by Layout
	saveErr                              string
	autoT                                int
}

func NewTitle(c *Context) *Title {
	t := &Title{}
	t.newGame = ui.Button{Primary: true, Key: ebiten.KeyEnter}
	t.cont = ui.Button{Key: ebiten.KeyC}
	t.rules = ui.Button{Key: ebiten.KeyR}
	t.settings = ui.Button{Key: ebiten.KeyS}
	t.replays = ui.Button{Key: ebiten.KeyW}
	t.quit = ui.Button{Key: ebiten.KeyEscape, Hidden: !canQuit}
	t.focus.Set(&t.newGame, &t.cont, &t.rules, &t.replays, &t.settings, &t.quit)
	// A damaged or unreadable save is offered too: Continue then says why.
	_, err := c.Store.Load(store.GameName)
	t.hasSave = !errors.Is(err, store.ErrMissing)
	return t
}

func (t *Title) Name() string { return "title" }

func (t *Title) Layout(c *Context) {
	t.newGame.Label, t.cont.Label, t.rules.Label = say("ui.newGame"), say("ui.continue"), say("ui.rules")
	t.settings.Label, t.quit.Label, t.replays.Label = say("ui.settings"), say("ui.quitGame"), say("ui.replays")
	t.name, t.sub, t.version = say("title.name"), say("title.sub"), ""
	if c.Opt.Version != "" {
		t.version = say("ui.version", c.Opt.Version)
	}
	th := c.Th
	w, h := th.S(300), th.S(52)
	x := float64(c.W)/2 - w/2
	y := float64(c.H)*0.08 + th.S(245) // inside the panel that Draw puts at 0.08·H
	for _, b := range []*ui.Button{&t.newGame, &t.cont, &t.rules, &t.settings, &t.quit} {
		b.Rect = ui.Rect(x, y, w, h)
		y += h + th.S(14)
	}
	t.cont.Disabled = !t.hasSave
	// Replays sit beside Rules, sharing its row (the panel keeps its height):
	// half each, or what the longer word needs ("Wiederholungen", "Parties
	// enregistrées") if the other's word leaves it room.
	half := (w - th.S(10)) / 2
	rulesW := half
	if need := ui.TextWidth(t.replays.Label, th.Body) + th.S(20); need > half {
		rulesW = max(w-th.S(10)-need, ui.TextWidth(t.rules.Label, th.Body)+th.S(20))
	}
	t.replays.Rect = ui.Rect(x+rulesW+th.S(10), float64(t.rules.Rect.Min.Y), w-th.S(10)-rulesW, h)
	t.rules.Rect.Max.X = t.rules.Rect.Min.X + int(rulesW)
}

func (t *Title) Update(c *Context) Scene {
	if sharedBackdrop.ready() {
		c.Shot("title") // with the board behind, which follows the first frame
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
			if !c.autoWatched && len(store.LoadReplays(c.Store)) > 0 {
				c.autoWatched = true
				return NewReplayList(c, t)
			}
		}
		if t.autoT > 40 {
			return NewSetup(c)
		}
		return nil
	}
	held := t.focus.Held() // Enter and Escape are the focused button's
	t.focus.Update(&c.In)
	t.newGame.Key, t.quit.Key = ebiten.KeyEnter, ebiten.KeyEscape
	if held {
		t.newGame.Key, t.quit.Key = 0, 0
	}
	switch {
	case t.newGame.Update(&c.In):
		return NewSetup(c)
	case t.cont.Update(&c.In) && t.hasSave:
		p, err := ResumePlay(c)
		if err != nil {
			c.Notice = err.Error()
			t.hasSave = false
			t.cont.Disabled = true
			return nil
		}
		return p
	case t.rules.Update(&c.In):
		return NewRulesPage(c, t)
	case t.replays.Update(&c.In):
		return NewReplayList(c, t)
	case t.settings.Update(&c.In):
		return NewSettingsPage(c, t)
	case t.quit.Update(&c.In):
		c.Quit = true
	}
	return nil
}

func (t *Title) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	cx := float64(c.W) / 2
	pw, ph := th.S(520), th.S(610)
	if !canQuit { // the panel ends under Settings
		ph -= th.S(52 + 14)
	}
	ui.Panel(dst, ui.Rect(cx-pw/2, float64(c.H)*0.08, pw, ph), th, ui.Paper)
	ui.Text(dst, t.name, th.Title, cx, float64(c.H)*0.08+th.S(30), ui.Madder, ui.Center)
	ui.Text(dst, t.sub, th.Big, cx, float64(c.H)*0.08+th.S(112), ui.Ink, ui.Center)
	ui.Rule(dst, cx-th.S(180), cx+th.S(180), float64(c.H)*0.08+th.S(170), th)
	for _, b := range []*ui.Button{&t.newGame, &t.cont, &t.rules, &t.replays, &t.settings, &t.quit} {
		b.Draw(dst, th)
	}
	if c.Notice != "" { // under the panel on a phone; beside it on a wider screen, above the version
		lh := th.Small.Size * 1.3
		x, w, align := cx, float64(c.W)*0.8, ui.Center
		bottom, top := float64(c.H)-th.S(30), float64(c.H)*0.08+ph+th.S(6)
		if !th.Portrait {
			x, align = cx+pw/2+th.S(24), ui.Left
			w, bottom, top = float64(c.W)-x-th.S(24), float64(c.H)-th.S(56), float64(c.H)*0.08
		}
		lines := ui.Lines(ui.Wrap(nil, c.Notice, th.Small, w), int((bottom-top)/lh))
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
