package scenes

import (
	"image"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/store"
)

func newManager(t *testing.T, st store.Store) *Manager {
	t.Helper()
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	if st == nil {
		st = store.NewMem()
	}
	c := &Context{Store: st, Opt: Options{Seed: 3, SeedSet: true}}
	var notice store.Notice
	c.Settings, notice = store.LoadSettings(st)
	if notice.ID != "" {
		c.Notice = say(narrate.ID(notice.ID), notice.Args...)
	}
	m := NewManager(c, NewTitle(c))
	m.Resize(1280, 720)
	return m
}

// startPlay puts a new game of setup s on screen at the fastest speed.
func startPlay(t *testing.T, m *Manager, s store.Setup) *Play {
	t.Helper()
	p, err := NewPlay(m.C, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.cur = p
	p.Layout(m.C)
	m.C.Settings.Speed = 3
	return p
}

// step runs n ticks with no input.
func step(t *testing.T, m *Manager, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		m.C.In.Reset()
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// click presses and releases at the centre of r.
func click(t *testing.T, m *Manager, r image.Rectangle) {
	t.Helper()
	c := r.Min.Add(r.Max).Div(2)
	m.C.In.Reset()
	m.C.In.Click(c.X, c.Y)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	m.C.In.Reset()
}

// key presses k for a tick, as Input.Read would: a key it does not watch
// is a key no player can press.
func key(t *testing.T, m *Manager, k ebiten.Key) {
	t.Helper()
	if !ui.Watches(k) {
		t.Fatalf("%s is pressed in a test but never read from the keyboard", k)
	}
	m.C.In.Reset()
	m.C.In.PressKey(k)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
}

// playToEnd steps until the game is over and the results are shown, and
// have settled to take a choice.
func playToEnd(t *testing.T, m *Manager) *Results {
	t.Helper()
	r := playToResults(t, m)
	step(t, m, resultsSettle)
	return r
}

// playToResults steps until the game is over and the results are shown.
func playToResults(t *testing.T, m *Manager) *Results {
	t.Helper()
	for i := 0; i < 200000; i++ {
		if r, ok := m.Current().(*Results); ok {
			return r
		}
		if p, ok := m.Current().(*Play); ok && !p.hud.roll.Hidden {
			click(t, m, p.hud.roll.Rect) // a person's turn: throw
			continue
		}
		if p, ok := m.Current().(*Play); ok && len(p.picker.buttons) > 0 {
			key(t, m, ebiten.KeyEnter)
			continue
		}
		step(t, m, 1)
	}
	t.Fatalf("no results after 200000 ticks; scene %s", m.Current().Name())
	return nil
}

func TestTitleSetupPlayResultsTitle(t *testing.T) {
	m := newManager(t, nil)
	if control(t, m, "ui.continue").Enabled {
		t.Error("Continue is offered with no saved game")
	}
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup, ok := m.Current().(*Setup)
	if !ok {
		t.Fatalf("New game went to %s", m.Current().Name())
	}
	// Two computers, french, with stakes.
	for len(setup.s.Seats) > 2 {
		click(t, m, labelled(t, m, "×", 0).Rect)
	}
	for i := 0; i < 2; i++ {
		if !setup.s.Seats[i].Computer {
			click(t, m, seatControl(t, m, i, 2).Rect)
		}
	}
	click(t, m, control(t, m, "rules.french").Rect)
	click(t, m, control(t, m, "opt.stakes").Rect)
	if setup.s.Rules != "french" || setup.s.Options != "stakes" {
		t.Fatalf("setup = %+v", setup.s)
	}
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "ui.start").Rect)
	play, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Start went to %s", m.Current().Name())
	}
	if play.g.Rules.Name != "french" || !play.g.Rules.Stakes.On {
		t.Errorf("play rules %s %s", play.g.Rules.Name, play.g.Rules.Options())
	}
	res := playToEnd(t, m)
	g := res.play.g
	if !g.Over() {
		t.Fatal("results before the end")
	}
	if w := g.State.Winner; w >= 0 && !strings.Contains(res.headline, play.names[w]) {
		t.Errorf("headline %q does not name the winner %s", res.headline, play.names[w])
	}
	if len(res.rows) != 3 || res.rows[0][len(res.rows[0])-1] != "Chips" {
		t.Errorf("results table %v", res.rows)
	}
	// The view ended where the engine did: every goose shown on its square.
	for i := range g.State.Seats {
		for j, p := range g.State.Seats[i].Pieces {
			if pv := play.show.Seats[i].Geese[j]; !p.Off && pv.Square != p.Square {
				t.Errorf("seat %d piece %d shown on %d, engine says %d", i, j, pv.Square, p.Square)
			}
		}
	}
	if _, err := m.C.Store.Load(store.GameName); err == nil {
		t.Error("a finished game is still saved")
	}
	click(t, m, control(t, m, "ui.backToTitle").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("Back to title went to %s", m.Current().Name())
	}
	// The setup is remembered.
	if m.C.Settings.Setup.Rules != "french" {
		t.Errorf("setup not remembered: %+v", m.C.Settings.Setup)
	}
}

func TestPersonThrowsPauseSaveContinue(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}}}
	p := startPlay(t, m, m.C.Settings.Setup)
	// Nothing happens until a person throws.
	step(t, m, 30)
	if p.g.State.Turn != 0 || p.hud.roll.Hidden {
		t.Fatalf("turn %d, roll hidden %v: the game did not wait for a person", p.g.State.Turn, p.hud.roll.Hidden)
	}
	key(t, m, ebiten.KeySpace)
	step(t, m, 5)
	if p.g.State.Turn != 1 {
		t.Fatalf("Space did not throw: turn %d", p.g.State.Turn)
	}
	click(t, m, p.hud.roll.Rect)
	step(t, m, 5)
	if p.g.State.Turn != 2 {
		t.Fatalf("a click did not throw: turn %d", p.g.State.Turn)
	}
	if len(p.show.Log.Lines) == 0 || !strings.Contains(strings.Join(p.show.Log.Lines, "\n"), "Ann") {
		t.Errorf("log: %q", p.show.Log.Lines)
	}
	// Pause, quit to title: the game is saved and Continue resumes it.
	key(t, m, ebiten.KeyEscape)
	if !p.pause.open {
		t.Fatal("Escape did not pause")
	}
	click(t, m, control(t, m, "ui.quit").Rect)
	_, ok := m.Current().(*Title)
	if !ok {
		t.Fatalf("Quit to title went to %s", m.Current().Name())
	}
	if !control(t, m, "ui.continue").Enabled {
		t.Fatal("Continue is not offered after quitting a game")
	}
	click(t, m, control(t, m, "ui.continue").Rect)
	q, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Continue went to %s (%s)", m.Current().Name(), m.C.Notice)
	}
	a, _ := p.g.Save()
	b, _ := q.g.Save()
	if string(a) != string(b) {
		t.Error("the resumed game differs from the one left")
	}
}

func TestDamagedSaveIsSetAside(t *testing.T) {
	st := store.NewMem()
	st.Save(store.GameName, []byte(`{"setup": 12, "game": "no"}`))
	st.Save(store.SettingsName, []byte(`{{{`))
	m := newManager(t, st)
	if !strings.Contains(m.C.Notice, "settings could not be read") {
		t.Errorf("notice %q", m.C.Notice)
	}
	_ = m.Current().(*Title)
	click(t, m, control(t, m, "ui.continue").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("a damaged save opened %s", m.Current().Name())
	}
	if !strings.Contains(m.C.Notice, "saved game could not be read") {
		t.Errorf("notice %q", m.C.Notice)
	}
	if _, err := st.Load(store.GameName + ".damaged"); err != nil {
		t.Error("the damaged save was not kept aside")
	}
	if control(t, m, "ui.continue").Enabled {
		t.Error("Continue still offered")
	}
}

func TestRulesAndSettingsPages(t *testing.T) {
	m := newManager(t, nil)
	_ = m.Current().(*Title)
	click(t, m, control(t, m, "ui.rules").Rect)
	rp, ok := m.Current().(*RulesPage)
	if !ok {
		t.Fatalf("Rules went to %s", m.Current().Name())
	}
	click(t, m, control(t, m, "ui.nextPreset").Rect)
	if !strings.Contains(rp.title, "French") {
		t.Errorf("next preset shows %q", rp.title)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	click(t, m, control(t, m, "ui.settings").Rect)
	if _, ok := m.Current().(*SettingsPage); !ok {
		t.Fatalf("Settings went to %s", m.Current().Name())
	}
	speed, _ := labelledAny(t, m, present.Speed(2).Label())
	click(t, m, speed.Rect)
	if m.C.Settings.Speed != 2 {
		t.Errorf("speed %d", m.C.Settings.Speed)
	}
	if b, err := m.C.Store.Load(store.SettingsName); err != nil || !strings.Contains(string(b), `"speed": 2`) {
		t.Errorf("settings not saved: %s %v", b, err)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("Back went to %s", m.Current().Name())
	}
}

// A person in the team variation chooses with the keyboard; the preview shows the
// choice under the cursor (RULES §7.2).
func TestTeamsPersonChooses(t *testing.T) {
	m := newManager(t, nil)
	s := store.Setup{Rules: "classic", Options: "teams", Seats: []store.Seat{{Name: "Ann"}, {Name: "Cpu", Color: 1, Computer: true, Level: "easy"}}}
	p := startPlay(t, m, s)
	chose := false
	for i := 0; i < 3000 && !chose; i++ {
		switch {
		case !p.hud.roll.Hidden:
			key(t, m, ebiten.KeySpace)
		case len(p.picker.buttons) > 1:
			if len(p.preview()) == 0 {
				t.Fatal("no preview of the highlighted choice")
			}
			want := p.picker.choices[1]
			key(t, m, ebiten.KeyDown)
			key(t, m, ebiten.KeyEnter)
			// The choice made is the second one offered.
			if got := lastChoice(p); got != want {
				t.Fatalf("chose %v, want %v", got, want)
			}
			chose = true
		default:
			step(t, m, 1)
		}
	}
	if !chose {
		t.Fatal("never offered a choice")
	}
	// The log says the move in words (issue 7): "... and moves the first goose 8 with both dice".
	step(t, m, 30)
	log := strings.Join(p.show.Log.Lines, "\n") + p.show.Log.Current()
	if !strings.Contains(log, "Ann throws") || !(strings.Contains(log, "with both dice") || strings.Contains(log, "with one die")) {
		t.Errorf("the log does not say how Ann used the dice:\n%s", log)
	}
}

func lastChoice(p *Play) engine.Choice { return p.picker.made }

// Autoplay walks through every scene and quits after the results.
func TestAutoplayExits(t *testing.T) {
	m := newManager(t, nil)
	m.C.Opt.Autoplay, m.C.Opt.ExitAfterGame = true, true
	m.C.Settings.Speed = 3
	seen := map[string]bool{}
	for i := 0; i < 100000; i++ {
		seen[m.Current().Name()] = true
		m.C.In.Reset()
		if err := m.Step(); err == ebiten.Termination {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{"title", "rules", "settings", "setup", "play", "results"} {
		if !seen[n] {
			t.Errorf("autoplay never showed %s", n)
		}
	}
	if !m.C.Quit {
		t.Error("autoplay did not quit after the game")
	}
}

// The remaining transitions: setup Back, the pause menu's every entry, and
// Play again from the results.
func TestPauseMenuAndReturns(t *testing.T) {
	m := newManager(t, nil)
	_ = m.Current().(*Title)
	click(t, m, control(t, m, "ui.newGame").Rect)
	click(t, m, control(t, m, "ui.back").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("setup Back went to %s", m.Current().Name())
	}
	s := store.Setup{Rules: "dutch", Seats: []store.Seat{{Name: "A", Computer: true, Level: "easy"}, {Name: "B", Color: 1, Computer: true, Level: "hard"}}}
	p := startPlay(t, m, s)
	step(t, m, 20)
	pause := func() {
		t.Helper()
		click(t, m, p.hud.menu.Rect)
		if !p.pause.open {
			t.Fatal("Menu did not pause")
		}
	}
	// Resume: the game goes on.
	pause()
	turn := p.g.State.Turn
	step(t, m, 20)
	if p.g.State.Turn != turn {
		t.Fatal("the game went on while paused")
	}
	click(t, m, control(t, m, "ui.resume").Rect)
	step(t, m, 20)
	if p.pause.open || p.g.State.Turn == turn {
		t.Fatal("Resume did not resume")
	}
	// Rules shows the rules of this game and comes back to it.
	pause()
	click(t, m, control(t, m, "ui.rules").Rect)
	rp, ok := m.Current().(*RulesPage)
	if !ok || !strings.Contains(rp.title, "Dutch") {
		t.Fatalf("Rules went to %s", m.Current().Name())
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if m.Current() != Scene(p) {
		t.Fatalf("back from the rules went to %s", m.Current().Name())
	}
	// Settings, and back to the same game.
	click(t, m, control(t, m, "ui.settings").Rect)
	_, ok = m.Current().(*SettingsPage)
	if !ok {
		t.Fatalf("Settings went to %s", m.Current().Name())
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if m.Current() != Scene(p) {
		t.Fatalf("back from the settings went to %s", m.Current().Name())
	}
	// Restart: a new game with the same seats and rules.
	click(t, m, control(t, m, "ui.restart").Rect)
	q, ok := m.Current().(*Play)
	if !ok || q == p || q.g.State.Turn != 0 || q.g.Rules.Name != "dutch" || q.names[1] != "B" {
		t.Fatalf("Restart went to %s", m.Current().Name())
	}
	// Play again from the results: the same table again.
	playToEnd(t, m)
	click(t, m, control(t, m, "ui.playAgain").Rect)
	again, ok := m.Current().(*Play)
	if !ok || again.g.State.Turn != 0 || again.g.Rules.Name != "dutch" || len(again.names) != 2 {
		t.Fatalf("Play again went to %s", m.Current().Name())
	}
}

// The rules page scrolls by dragging, as on a touch screen, and by the keys.
func TestRulesPageScrolls(t *testing.T) {
	m := newManager(t, nil)
	m.Resize(640, 360) // small: the rules do not fit
	_ = m.Current().(*Title)
	click(t, m, control(t, m, "ui.rules").Rect)
	rp := m.Current().(*RulesPage)
	screen := ebiten.NewImage(640, 360)
	rp.Draw(screen, m.C) // wraps the text and measures it
	if rp.maxScr <= 0 {
		t.Fatal("the rules fit a small screen: nothing to scroll")
	}
	in := &m.C.In
	in.Reset()
	in.X, in.Y, in.Down, in.Pressed = 300, 300, true, true
	m.Step()
	in.Reset()
	in.Y, in.Down = 200, true
	m.Step()
	if rp.scroll != 100 {
		t.Errorf("dragging up 100 px scrolled %v", rp.scroll)
	}
	in.Down = false
	key(t, m, ebiten.KeyUp)
	if rp.scroll >= 100 {
		t.Errorf("the up key did not scroll back: %v", rp.scroll)
	}
}

// quietAllocs is testing.AllocsPerRun's count, the least of three: the
// count is the whole process's, and an earlier test's work still winding
// down off the loop (a measure, a rollout) allocates in bursts, while a
// tick that allocates does so in every one of the three.
func quietAllocs(runs int, f func()) float64 {
	least := testing.AllocsPerRun(runs, f)
	for i := 0; i < 2 && least > 0; i++ {
		least = min(least, testing.AllocsPerRun(runs, f))
	}
	return least
}

// tickMallocs runs one tick with no input and counts what it allocated.
func tickMallocs(t *testing.T, m *Manager) uint64 {
	t.Helper()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.Mallocs
	m.C.In.Reset()
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&ms)
	return ms.Mallocs - before
}
