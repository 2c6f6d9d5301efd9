package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/player"
	"goose/ui"
	"goose/ui/form"
)

// pauseMenu is the menu over a paused game: Resume, Restart, Rules,
// Settings, Quit, and in an online game its creator's buttons that give the
// seat of a person who has gone to a computer.
type pauseMenu struct {
	open     bool
	portrait bool // declared for a phone held upright: finger-tall buttons
	form     *form.Form
	card     *form.Node // the sheet under the title and the buttons
	next     Scene      // where a button leads, this tick
}

func (pm *pauseMenu) init(c *Context, p *Play) {
	pm.portrait = c.Th != nil && c.Th.Portrait
	pm.form = form.New(sayID, pm.declare(c, p))
}

// declare is the menu: a sheet, centred on the board, under the title and
// the buttons, so the board's numbers do not show between them; on a phone
// its buttons are a finger tall (ui.Touch: 44 CSS px).
func (pm *pauseMenu) declare(c *Context, p *Play) *form.Node {
	h := func(u float64) float64 {
		if pm.portrait {
			return max(u, ui.Touch)
		}
		return u
	}
	wide := func(n *form.Node) *form.Node { return n.W(320).H(h(52)) }
	buttons := form.Col(
		wide(form.Button("ui.resume", pm.hide).Primary()),
		// an online game is the room's, not this table's to deal again
		wide(form.Button("ui.restart", func() { pm.restart(c, p) })).When(func() bool { return p.net == nil }),
		wide(form.Button("ui.rules", func() { pm.next = NewRulesPage(c, p) })),
		wide(form.Button("ui.settings", func() { pm.next = NewSettingsPage(c, p) })),
		wide(form.Button("ui.quit", func() { pm.quit(c, p) })),
	).Gap(12).OneFace()
	var hand []*form.Node
	for i := range p.names {
		hand = append(hand, form.ButtonArgs("net.handSeat", func() []any { return []any{p.names[i]} }, func() { pm.hand(p, i) }).
			H(h(44)).WrapWords().When(func() bool { return p.net != nil && p.net.offers(i) }))
	}
	pm.card = form.Panel(form.Col(
		form.Heading("ui.paused").In(form.Title).Ink(ui.Madder).Center(),
		buttons,
		form.Col(hand...).Gap(8).When(func() bool { return p.net != nil }),
		reactButtons(c, p, pm),
	)).Pad(32)
	return form.Col(form.Fill(nil), form.Hug(pm.card), form.Fill(nil)).Gap(-1).When(func() bool { return pm.open })
}

func (pm *pauseMenu) restart(c *Context, p *Play) {
	if np, err := NewPlay(c, p.setup, nil); err == nil {
		pm.next = np
	}
}

func (pm *pauseMenu) quit(c *Context, p *Play) {
	p.save(c)
	if p.net != nil {
		p.net.s.leave(c, false) // the seat is kept: Play online takes it back
	}
	pm.next = NewTitle(c)
}

// hand gives seat i, whose person has gone, to a computer; the menu closes.
func (pm *pauseMenu) hand(p *Play, i int) {
	if err := p.net.s.cl.Hand(i, player.Normal.String()); err != nil {
		p.hud.setNote(say("net.offline"))
	}
	pm.hide()
}

// offers reports whether this client, the room's creator, may give seat i
// to a computer: another person's, not yet a computer's.
func (n *netPlay) offers(i int) bool {
	v := n.s.view
	return v != nil && i < len(v.Seats) && n.s.seat == v.Creator && !n.s.mine(i) && v.Seats[i].Level == ""
}

// show opens the menu; hide closes it and lets go of the keyboard's focus.
func (pm *pauseMenu) show() {
	pm.open = true
	pm.form.Refresh()
}

func (pm *pauseMenu) hide() {
	pm.open = false
	pm.form.Focus().Drop()
	pm.form.Refresh()
}

// words says the menu in the game's language (it changed).
func (pm *pauseMenu) words() { pm.form.Refresh() }

// layout places the menu, declared again if the screen turned.
func (pm *pauseMenu) layout(c *Context, p *Play) {
	if c.Th.Portrait != pm.portrait {
		pm.portrait = c.Th.Portrait
		pm.form.Set(pm.declare(c, p))
	}
	pm.form.Refresh()
	pm.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
}

func (pm *pauseMenu) update(c *Context) Scene {
	in := &c.In
	if in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyP) {
		pm.hide()
		return nil
	}
	pm.next = nil
	pm.form.Update(in)
	return pm.next
}

func (pm *pauseMenu) draw(dst *ebiten.Image, c *Context) {
	if !pm.open {
		return
	}
	ui.Dim(dst, 150)
	pm.form.Draw(dst, c.Th)
}

// Form is the play screen's controls: the menu's, while it is open.
func (p *Play) Form() *form.Form { return p.pause.form }
