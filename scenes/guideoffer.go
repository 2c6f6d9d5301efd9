package scenes

import (
	"errors"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// guideDue reports whether a person starting setup s is offered the
// first-game guide: not once it was finished or skipped (the settings say
// so), not at a table of computers alone, and not to a player who has
// played already. A settings file from before the guide does not say: a
// player with a finished game kept, or a game saved, has played.
func guideDue(c *Context, s store.Setup) bool {
	if c.Settings.Guide != "" || c.Opt.Autoplay || firstPerson(s) < 0 {
		return false
	}
	if len(store.LoadReplays(c.Store)) > 0 {
		return false
	}
	_, err := c.Store.Load(store.GameName)
	return errors.Is(err, store.ErrMissing)
}

// firstPerson is the first seat of s a person plays, or -1.
func firstPerson(s store.Setup) int {
	for i := range s.Seats {
		if !s.Seats[i].Computer {
			return i
		}
	}
	return -1
}

// guidedSetup is the guided game's table for a player whose setup is s:
// its first person against the easy computer, on s's board, without the
// options (stakes, teams...), so that the guide shows the dice, one goose
// and the squares.
func guidedSetup(s store.Setup) store.Setup {
	g := store.Setup{Rules: s.Rules, OwnBoard: s.OwnBoard, Board: s.Board, Seats: make([]store.Seat, 2)}
	g.Seats[0] = store.Seat{Name: say("ui.playerN", 1)}
	if i := firstPerson(s); i >= 0 {
		g.Seats[0] = s.Seats[i]
	}
	g.Seats[1] = store.Seat{Name: say("ui.computer"), Computer: true, Level: "easy", Color: (g.Seats[0].Color + 1) % 8}
	return g
}

// guidedGame starts a guided game on setup s's board (guidedSetup).
func guidedGame(c *Context, s store.Setup) (*Play, error) {
	p, err := NewPlay(c, guidedSetup(s), nil)
	if err != nil {
		return nil, err
	}
	p.guide = newGuide(0)
	return p, nil
}

// GuideOffer asks a player starting a first game whether to play a guided
// game first, or the game set up.
type GuideOffer struct {
	form  *form.Form
	setup store.Setup // the game set up
	next  Scene
}

func newGuideOffer(c *Context, s store.Setup) *GuideOffer {
	o := &GuideOffer{setup: s}
	o.form = form.New(sayID, form.Col(form.Fill(nil), form.Hug(form.Panel(form.Col(
		form.Heading("guide.offerTitle").Ink(ui.Madder),
		form.Text("guide.offer"),
		form.Row(
			form.Button("guide.play", func() { o.start(c, true) }).Primary().Key(ebiten.KeyEnter),
			form.Button("guide.decline", func() { o.start(c, false) }).Key(ebiten.KeyEscape),
		).Gap(12),
	).Gap(14)).MaxW(560)), form.Fill(nil)).Gap(-1))
	return o
}

// start plays the guided game, or the game set up (and the guide is not
// offered again: declining it is skipping it).
func (o *GuideOffer) start(c *Context, guided bool) {
	var p *Play
	var err error
	if guided {
		p, err = guidedGame(c, o.setup)
	} else {
		c.Settings.Guide = store.GuideSkipped
		c.SaveSettings()
		p, err = NewPlay(c, o.setup, nil)
	}
	if err != nil {
		c.Notice = err.Error()
		o.next = NewSetup(c)
		return
	}
	o.next = p
}

func (o *GuideOffer) Name() string { return "guideOffer" }

// Form is the offer's controls.
func (o *GuideOffer) Form() *form.Form { return o.form }

func (o *GuideOffer) Layout(c *Context) {
	o.form.Refresh()
	o.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
}

func (o *GuideOffer) Update(c *Context) Scene {
	c.Shot("guide-offer")
	o.next = nil
	o.form.Update(&c.In)
	return o.next
}

func (o *GuideOffer) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	o.form.Draw(dst, c.Th)
}

// guided is the rules page's guided game, on the board it shows: the
// game's being played, or the preset shown (the page stays if it cannot).
func (p *RulesPage) guided(c *Context) Scene {
	s := c.Settings.Setup
	s.Rules, s.OwnBoard, s.Board = engine.Presets[p.preset], false, nil
	if pl, ok := p.back.(*Play); ok {
		s.Rules, s.OwnBoard, s.Board = pl.setup.Rules, pl.setup.OwnBoard, pl.setup.Board
		pl.save(c) // the game left is kept, as the menu's Quit keeps it
		pl.leave()
	}
	g, err := guidedGame(c, s)
	if err != nil {
		c.Notice = err.Error()
		return nil
	}
	return g
}

// guidable reports whether the page offers a guided game: not over an
// online room's game, which is the room's to leave.
func (p *RulesPage) guidable() bool {
	pl, ok := p.back.(*Play)
	return !ok || pl.net == nil
}
