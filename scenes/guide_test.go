package scenes

import (
	"fmt"
	"github.com/hajimehoshi/ebiten/v2"
	"slices"

	"image"
	"testing"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/access"
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
	card, target := g.card.Rect(), g.keepOut(p, m.C.Th)
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
	if _, _, said := access.Shown(); !slices.Contains(said, line) { // the live region, and Read aloud (Context.Narrate)
		t.Errorf("the guide's line %q was not told: %q", line, said)
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

// TestGuideSkippedAtEachStep: Skip the guide (or Escape) at each step
// leaves the guided game going, a normal game from then on; the guide never
// comes back, the settings remember it, and a new game is not offered it.
func TestGuideSkippedAtEachStep(t *testing.T) {
	for _, s := range []guideStep{guideDice, guideGoose, guideSquare} {
		for _, byKey := range []bool{true, false} {
			m, p := firstGame(t, 1280, 720)
			guideTo(t, m, p, s)
			if byKey {
				key(t, m, ebiten.KeyEscape)
			} else {
				click(t, m, guideButton(t, p, "guide.skip"))
			}
			if p.guide.on() || p.pause.open || m.Current() != p {
				t.Fatalf("step %d, by key %v: skipped, the guide is on %v, the game paused %v, on %s", s, byKey, p.guide.on(), p.pause.open, m.Current().Name())
			}
			if saved, _ := store.LoadSettings(m.C.Store); m.C.Settings.Guide != store.GuideSkipped || saved.Guide != store.GuideSkipped {
				t.Errorf("step %d: the settings say %q, the file %q", s, m.C.Settings.Guide, saved.Guide)
			}
			turn := p.g.State.Turn
			for i := 0; i < 3000 && p.g.State.Turn < turn+6 && !p.g.Over(); i++ {
				if !p.hud.roll.Hidden {
					click(t, m, p.hud.roll.Rect)
				}
				step(t, m, 1)
				if p.guide.on() {
					t.Fatalf("step %d: the guide came back", s)
				}
			}
			if p.g.State.Turn < turn+6 && !p.g.Over() {
				t.Errorf("step %d: the game stopped after the skip, at turn %d", s, p.g.State.Turn)
			}
			key(t, m, ebiten.KeyEscape) // Escape pauses again, once the guide is gone
			if !p.pause.open {
				t.Errorf("step %d: Escape after the guide does not pause", s)
			}
			if guideDue(m.C, store.DefaultSetup()) {
				t.Errorf("step %d: the guide is offered again", s)
			}
		}
	}
}

// TestGuideOfferedOnlyToANewPlayer: Start goes straight to the game for a
// player who finished the guide, or whose settings (from before the guide)
// say nothing of it but who has a finished game kept or a game saved; the
// offer's Play my game plays the game set up and is not offered again.
func TestGuideOfferedOnlyToANewPlayer(t *testing.T) {
	start := func(st store.Store) *Manager {
		m := newManager(t, st)
		click(t, m, control(t, m, "ui.newGame").Rect)
		click(t, m, control(t, m, "ui.start").Rect)
		return m
	}
	done := store.NewMem()
	set := store.DefaultSettings()
	set.Guide = store.GuideDone
	if err := store.SaveSettings(done, &set); err != nil {
		t.Fatal(err)
	}
	older := func() *store.Mem { // a settings file from before the guide: no "guide"
		st := store.NewMem()
		st.Save(store.SettingsName, []byte(`{"speed":1,"volume":0.5,"music":false,"setup":{"rules":"classic","seats":[{"name":"Ann","color":0},{"name":"Ben","color":1}]}}`))
		return st
	}
	kept := older()
	if err := store.KeepReplay(kept, store.ReplayEntry{Rules: "classic", Seats: []string{"Ann", "Ben"}, Turns: 40}, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	saved := older()
	saved.Save(store.GameName, []byte("{}"))
	for name, st := range map[string]*store.Mem{"finished the guide": done, "a game kept": kept, "a game saved": saved} {
		if m := start(st); m.Current().Name() != "play" {
			t.Errorf("%s: Start went to %s", name, m.Current().Name())
		} else if p := m.Current().(*Play); p.guide != nil || len(p.setup.Seats) != len(m.C.Settings.Setup.Seats) {
			t.Errorf("%s: Start played a guided game", name)
		}
	}
	m := start(older()) // an older settings file, and no game played
	if _, ok := m.Current().(*GuideOffer); !ok {
		t.Fatalf("a new player's Start went to %s", m.Current().Name())
	}
	click(t, m, control(t, m, "guide.decline").Rect)
	p, ok := m.Current().(*Play)
	if !ok || p.guide != nil || len(p.setup.Seats) != 2 || p.setup.Seats[1].Name != "Ben" {
		t.Fatalf("Play my game went to %s", m.Current().Name())
	}
	if s, _ := store.LoadSettings(m.C.Store); s.Guide != store.GuideSkipped {
		t.Errorf("declined, the settings say %q", s.Guide)
	}
}

// TestGuideFromTheRulesPage: the rules page offers a guided game at any
// time, on the board it shows, to a player who finished the guide too; from
// a game's menu, on that game's board, the game left kept to continue.
func TestGuideFromTheRulesPage(t *testing.T) {
	st := store.NewMem()
	set := store.DefaultSettings()
	set.Guide = store.GuideDone
	if err := store.SaveSettings(st, &set); err != nil {
		t.Fatal(err)
	}
	m := newManager(t, st)
	key(t, m, ebiten.KeyR)
	key(t, m, ebiten.KeyRight) // the next preset's rules
	rp := m.Current().(*RulesPage)
	shown := engine.Presets[rp.preset]
	click(t, m, control(t, m, "guide.play").Rect)
	p, ok := m.Current().(*Play)
	if !ok || p.guide == nil || p.g.Rules.Name != shown || p.g.Rules.Options() != "" {
		t.Fatalf("the rules page's guided game: %s", m.Current().Name())
	}
	m.C.Settings.Speed = 2
	guideTo(t, m, p, guideDice)
	checkCard(t, m, p, say("guide.dice"))
	guideTo(t, m, p, guideGoose) // a game with a turn or two to keep
	key(t, m, ebiten.KeyEscape)  // skips the guide
	key(t, m, ebiten.KeyEscape)  // the menu
	click(t, m, control(t, m, "ui.rules").Rect)
	click(t, m, control(t, m, "guide.play").Rect)
	q, ok := m.Current().(*Play)
	if !ok || q == p || q.guide == nil || q.g.Rules.Name != shown {
		t.Fatalf("the game's rules page's guided game: %s", m.Current().Name())
	}
	if _, err := st.Load(store.GameName); err != nil {
		t.Errorf("the game left is not kept: %v", err)
	}
}

// guideScenes are the guide's screens for the fit test (lang_test.go), in
// the language spoken: the offer, and each step of a guided game with its
// longest line.
func guideScenes(t *testing.T, c *Context) map[string]Scene {
	t.Helper()
	r, _ := engine.Preset("classic")
	var squares []narrate.Message
	for _, e := range []engine.Event{
		{Kind: engine.EvMove, Cause: engine.CauseGoose, From: 9, To: 18},
		{Kind: engine.EvJump, Cause: engine.CauseMaze, From: 42, To: 30},
		{Kind: engine.EvJump, Cause: engine.CauseDeath, From: 58},
		{Kind: engine.EvLoseTurns, Cause: engine.CauseInn, Square: 19, Turns: 2},
		{Kind: engine.EvHeld, Cause: engine.CauseWell, Square: 31},
		{Kind: engine.EvJump, Cause: engine.CauseFirst, To: 53},
	} {
		m, _, _ := narrate.GuideSquare(&r, &e)
		squares = append(squares, m)
	}
	longestOf := func(ms []narrate.Message) narrate.Message {
		texts := make([]string, len(ms))
		for i, m := range ms {
			texts[i] = m.String()
		}
		w := longest(texts...)
		for _, m := range ms {
			if m.String() == w {
				return m
			}
		}
		return ms[0]
	}
	scenes := map[string]Scene{"guide offer": newGuideOffer(c, store.DefaultSetup())}
	for _, k := range []guideCard{
		{step: guideDice, line: narrate.M("guide.dice")},
		{step: guideGoose, line: narrate.M("guide.goose", narrate.Dice([]int8{6, 6}), 12)},
		{step: guideSquare, line: longestOf(squares), sq: 31},
	} {
		p, err := guidedGame(c, store.DefaultSetup())
		if err != nil {
			t.Fatal(err)
		}
		p.guide.shown, p.guide.said, p.guide.due, p.guide.seen = k, "-", false, true // Next shown with the goose's step
		p.hud.roll.Hidden = false
		scenes[fmt.Sprintf("play (guide, step %d)", k.step)] = p
	}
	return scenes
}

// TestGuidedPlayAllocatesNothing: the median tick of a guided game, its
// card up, allocates nothing (the steps' words are made when a step comes,
// not each tick). Its frames' drawing is measured by --stats (under a test,
// Ebitengine's every draw allocates).
func TestGuidedPlayAllocatesNothing(t *testing.T) {
	m, p := firstGame(t, 1280, 720)
	m.C.Settings.Speed = 1
	var per []uint64
	shown := 0
	for i := 0; i < 900 && !p.g.Over() && m.Current() == p; i++ {
		if !p.hud.roll.Hidden && i%50 == 0 { // the player throws now and then
			click(t, m, p.hud.roll.Rect)
			continue
		}
		per = append(per, tickMallocs(t, m))
		if p.guide.on() {
			shown++
		}
	}
	slices.Sort(per)
	if n := per[len(per)/2]; n != 0 || shown < len(per)/2 {
		t.Errorf("the median tick of a guided game allocates %d times (the guide shown %d ticks of %d)", n, shown, len(per))
	}
}
