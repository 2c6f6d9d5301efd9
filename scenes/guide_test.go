package scenes

import (
	"image"
	"testing"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// firstGame starts a first-time player's game from the setup (Ann and Ben,
// people, and a computer: store.DefaultSetup) and takes the guided game
// the offer gives (issue 28), at w×h.
func firstGame(t *testing.T, w, h int) (*Manager, *Play) {
	t.Helper()
	m := newManager(t, nil)
	m.Resize(w, h)
	click(t, m, control(t, m, "ui.newGame").Rect)
	click(t, m, control(t, m, "ui.start").Rect)
	if _, ok := m.Current().(*GuideOffer); !ok {
		t.Fatalf("a first game's Start went to %s, not the guide's offer", m.Current().Name())
	}
	click(t, m, control(t, m, "guide.play").Rect)
	p, ok := m.Current().(*Play)
	if !ok || p.guide == nil {
		t.Fatalf("the offer's guided game went to %s", m.Current().Name())
	}
	if n := len(p.setup.Seats); n != 2 || p.setup.Seats[0].Name != say("ui.seat1") || !p.setup.Seats[1].Computer || p.setup.Seats[1].Level != "easy" {
		t.Fatalf("the guided game's seats: %+v", p.setup.Seats)
	}
	m.C.Settings.Speed = 2
	return m, p
}

// guideTo plays the guided game, the person throwing whenever the throw is
// theirs, until the guide shows step s (or is over).
func guideTo(t *testing.T, m *Manager, p *Play, s guideStep) {
	t.Helper()
	for i := 0; i < 20000 && m.Current() == p; i++ {
		if p.guide.shown.step == s && (s == guideOver || p.guide.on()) {
			return
		}
		if !p.hud.roll.Hidden {
			click(t, m, p.hud.roll.Rect)
			continue
		}
		step(t, m, 1)
	}
	t.Fatalf("the guide never came to step %d (at %d)", s, p.guide.shown.step)
}

// checkCard: the guide shows the step's card on the screen, beside what it
// points at and never over it, and its line in the accessibility tree.
func checkCard(t *testing.T, m *Manager, p *Play, line string) {
	t.Helper()
	g := p.guide
	if !g.on() || g.said != line {
		t.Fatalf("the guide says %q, want %q", g.said, line)
	}
	card, target := g.card.Rect(), g.target(p)
	if card.Overlaps(target) || !card.In(image.Rect(0, 0, m.C.W, m.C.H)) || target.Empty() {
		t.Errorf("%dx%d: the card %v covers what it points at %v, or is off the screen", m.C.W, m.C.H, card, target)
	}
	if _, ok := find(g.form, line); !ok {
		t.Errorf("the line %q is not in the card's controls", line)
	}
	found := false
	for _, c := range p.Controls() {
		found = found || c.Label == line
	}
	if !found {
		t.Errorf("the accessibility tree does not have the guide's line %q", line)
	}
}

// guideButton is the guide's card's button that says message id.
func guideButton(t *testing.T, p *Play, id narrate.ID) image.Rectangle {
	t.Helper()
	c, ok := find(p.guide.form, say(id))
	if !ok {
		t.Fatalf("the guide's card has no %q", say(id))
	}
	return c.Rect
}

// TestGuidePlaysThrough: the guided game of a first-time player points at
// the throw, then at the goose once it has moved, then at the first square
// that did something to it, saying what and why in the game's words; Got it
// ends it, the game goes on, and the settings remember it (issue 28).
func TestGuidePlaysThrough(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		m, p := firstGame(t, size[0], size[1])
		guideTo(t, m, p, guideDice)
		checkCard(t, m, p, say("guide.dice"))
		if g := p.guide; g.target(p) != p.hud.roll.Rect {
			t.Errorf("the first step points at %v, not the throw %v", g.target(p), p.hud.roll.Rect)
		}
		guideTo(t, m, p, guideGoose)
		checkCard(t, m, p, p.guide.said)
		if l := p.guide.shown.line; l.ID != "guide.goose" {
			t.Errorf("the goose's step says %s", l.ID)
		}
		guideTo(t, m, p, guideSquare)
		sq := p.guide.shown.sq
		t.Logf("%dx%d: %q at %v, card %v", size[0], size[1], p.guide.said, p.guide.target(p), p.guide.card.Rect())
		if k, id := p.g.Rules.Board.Squares[sq].Kind, p.guide.shown.line.ID; k == engine.Plain && id != "guide.first" || id != "guide.landed" && id != "guide.landed.n" && id != "guide.first" {
			t.Errorf("the square step points at square %d (%v), saying %s", sq, k, id)
		}
		checkCard(t, m, p, p.guide.said)
		click(t, m, guideButton(t, p, "guide.done"))
		if p.guide.on() || m.C.Settings.Guide != store.GuideDone || p.pause.open {
			t.Fatalf("Got it: guide on %v, settings %q, paused %v", p.guide.on(), m.C.Settings.Guide, p.pause.open)
		}
		if s, _ := store.LoadSettings(m.C.Store); s.Guide != store.GuideDone {
			t.Errorf("the settings file says the guide is %q", s.Guide)
		}
		turn := p.g.State.Turn
		guideTo(t, m, p, guideOver)
		step(t, m, 200)
		for i := 0; i < 400 && p.g.State.Turn < turn+4; i++ {
			if !p.hud.roll.Hidden {
				click(t, m, p.hud.roll.Rect)
			}
			step(t, m, 1)
			if p.guide.on() {
				t.Fatal("the guide came back")
			}
		}
		if p.g.State.Turn < turn+4 && !p.g.Over() {
			t.Errorf("the game stopped after the guide: turn %d", p.g.State.Turn)
		}
	}
}
