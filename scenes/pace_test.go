package scenes

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// heardSounds records the sounds a scene plays.
type heardSounds struct {
	Silent
	names []string
}

func (h *heardSounds) Play(name string) { h.names = append(h.names, name) }

func (h *heardSounds) count(name string) int {
	n := 0
	for _, s := range h.names {
		if s == name {
			n++
		}
	}
	return n
}

// onePad is a gamepad whose one button is down this tick.
type onePad struct{ b ebiten.StandardGamepadButton }

func (p onePad) JustPressed(b ebiten.StandardGamepadButton) bool { return b == p.b }
func (onePad) Axis(ebiten.StandardGamepadAxis) float64           { return 0 }

// With Wait for me (issue 29) the table plays no turn by itself: a game of
// computers stands still, the throw's place saying whose turn waits (and
// the mirror listing it), until a key, a click on the board or any pad
// button lets exactly one turn go; the screen's own keys (a speed) do not.
func TestWaitForMeHoldsTheComputerUntilAnInput(t *testing.T) {
	m := newManager(t, nil)
	m.C.Settings.Pace.WaitForMe = true
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: cpuSeats(2)})
	turnsAfter := func(ticks int) int {
		step(t, m, ticks)
		return p.g.State.Turn
	}
	was := turnsAfter(600)
	if p.g.State.Phase == engine.PhaseBegin || !p.await.on {
		t.Fatalf("after 600 ticks the table is not waiting (phase %v, waiting %v)", p.g.State.Phase, p.await.on)
	}
	if n := turnsAfter(600); n != was {
		t.Fatalf("the computers played %d turns with nobody pressing anything", n-was)
	}
	want := say("ui.waitForMe", p.names[p.g.Current()])
	if p.hud.roll.Hidden || p.hud.roll.Label != want {
		t.Errorf("the throw's place shows %q (hidden %v), want %q", p.hud.roll.Label, p.hud.roll.Hidden, want)
	}
	if !slices.ContainsFunc(p.Controls(), func(i form.Info) bool { return i.Label == want }) {
		t.Errorf("the mirror does not list %q: %+v", want, p.Controls())
	}
	for end := time.Now().Add(10 * time.Second); !p.Resting(m.C) && time.Now().Before(end); time.Sleep(time.Millisecond) {
		step(t, m, 1) // the live odds are worked out off the loop
	}
	if !p.Resting(m.C) {
		t.Errorf("the screen is not at rest while it waits (odds busy %v waiting %v, drained %v)", p.odds.busy, p.odds.waiting, p.show.Drained())
	}
	key(t, m, ebiten.Key2) // a speed: the screen's own key
	if n := turnsAfter(300); n != was {
		t.Fatal("the speed's key also let the computer's turn go")
	}
	m.C.Settings.Speed = 3
	presses := []struct {
		name  string
		press func()
	}{
		{"a key", func() { key(t, m, ebiten.KeyZ) }},
		{"a click on the board", func() {
			click(t, m, image.Rect(0, 0, p.view.bw, p.view.bh))
		}},
		{"a pad's X button", func() {
			was := ui.Pads
			ui.Pads = onePad{ebiten.StandardGamepadButtonRightLeft}
			step(t, m, 1)
			ui.Pads = was
		}},
	}
	for _, pr := range presses {
		before := p.g.State.Turn
		pr.press()
		if n := turnsAfter(600); n != before+1 && !p.g.Over() {
			t.Errorf("%s let %d turns go, want one", pr.name, n-before)
		}
	}
}

// A person's throw comes with the "your turn" sound, once a turn; a
// computer's never does.
func TestYourTurnSoundForAPersonOnly(t *testing.T) {
	m := newManager(t, nil)
	snd := &heardSounds{}
	m.C.Sound = snd
	s := store.Setup{Rules: "classic", Seats: cpuSeats(2)}
	s.Seats[0].Computer = false
	p := startPlay(t, m, s)
	offered := 0
	for tick := 0; tick < 20000 && !p.g.Over() && offered < 6; tick++ {
		step(t, m, 1)
		if !p.hud.roll.Hidden && p.g.Current() == 0 {
			offered++
			if got := snd.count("yourturn"); got != offered {
				t.Fatalf("the person's throw offered %d times, the chime heard %d", offered, got)
			}
			key(t, m, ebiten.KeySpace)
		}
	}
	if offered < 6 {
		t.Fatalf("the person was offered %d throws", offered)
	}
	m2 := newManager(t, nil)
	snd2 := &heardSounds{}
	m2.C.Sound = snd2
	p2 := startPlay(t, m2, store.Setup{Rules: "classic", Seats: cpuSeats(3)})
	for tick := 0; tick < 3000 && !p2.g.Over(); tick++ {
		step(t, m2, 1)
	}
	if n := snd2.count("yourturn"); n != 0 || len(snd2.names) == 0 {
		t.Errorf("a game of computers played the chime %d times (of %d sounds)", n, len(snd2.names))
	}
}

// The log scrolls back through the whole game (issue 29: it showed its
// last lines only): in a long game PageUp, the wheel over the card and a
// drag on the log reach the game's first line; lines coming meanwhile do
// not move what is read; Newest goes back to the foot.
func TestLogScrollsBackToTheFirstLine(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Options: "placings", Seats: cpuSeats(6)}) // about 270 lines
	first := ""
	for tick := 0; tick < 60000 && len(p.show.Log.Lines) < 230 && !p.g.Over(); tick++ {
		step(t, m, 1)
		if first == "" && len(p.show.Log.Lines) > 0 {
			first = p.show.Log.Lines[0]
		}
	}
	if len(p.show.Log.Lines) < 230 {
		t.Fatalf("the game told %d lines: too short to scroll past the old 200", len(p.show.Log.Lines))
	}
	m.C.Settings.Speed = 0
	shows := func(s string) bool {
		return strings.Contains(strings.Join(p.hud.logWrap, " "), strings.Join(strings.Fields(s)[:3], " "))
	}
	top := func() string { return p.hud.logWrap[0] }
	for range 400 {
		key(t, m, ebiten.KeyPageUp)
	}
	if !p.hud.scroll.top || !strings.HasPrefix(first, p.hud.logWrap[0]) {
		t.Fatalf("PageUp stopped %d lines back of %d, showing %q, not the first line %q on top", p.hud.scroll.back, len(p.show.Log.Lines), p.hud.logWrap, first)
	}
	key(t, m, ebiten.KeyPageDown) // part way: neither the first line nor the newest
	key(t, m, ebiten.KeyPageDown)
	if p.hud.scroll.top || p.hud.scroll.back == 0 {
		t.Fatalf("PageDown from the first line: at the top %v, %d back", p.hud.scroll.top, p.hud.scroll.back)
	}
	newest := p.hud.scroll.newest
	if !slices.ContainsFunc(p.Controls(), func(i form.Info) bool { return i.Label == say("ui.log.newest") }) {
		t.Error("the mirror does not list Newest while the log is scrolled back")
	}
	reading, lines := top(), len(p.show.Log.Lines)
	for tick := 0; tick < 5000 && len(p.show.Log.Lines) < lines+3; tick++ {
		step(t, m, 1)
	}
	if len(p.show.Log.Lines) < lines+3 || top() != reading {
		t.Errorf("new lines (%d to %d) moved what was read: %q, then %q", lines, len(p.show.Log.Lines), reading, top())
	}
	click(t, m, newest.Rect)
	step(t, m, 1)
	if p.hud.scroll.back != 0 || !shows(p.show.Log.Lines[len(p.show.Log.Lines)-1]) {
		t.Errorf("Newest left the log %d lines back", p.hud.scroll.back)
	}
	// The wheel over the card, and a finger pulling the log down.
	card := p.view.hud
	m.C.In.Reset()
	m.C.In.X, m.C.In.Y = card.Min.X+10, card.Min.Y+10
	m.C.In.Wheel = 3
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if p.hud.scroll.back != 3 {
		t.Errorf("three notches of the wheel scrolled %d lines", p.hud.scroll.back)
	}
	r := p.hud.logRect()
	m.C.In.Reset()
	m.C.In.X, m.C.In.Y, m.C.In.Pressed, m.C.In.Down = r.Min.X+5, r.Min.Y+2, true, true
	step1(t, m)
	m.C.In.Pressed = false
	m.C.In.Y += int(8 * c1(m).Small.Size * 1.25)
	step1(t, m)
	m.C.In.Down, m.C.In.Released = false, true
	step1(t, m)
	if p.hud.scroll.back != 3+8 {
		t.Errorf("a drag of eight lines scrolled to %d back, want 11", p.hud.scroll.back)
	}
}

func step1(t *testing.T, m *Manager) {
	t.Helper()
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	m.C.In.Wheel = 0
}

func c1(m *Manager) *ui.Theme { return m.C.Th }

// With reduced motion the play screen throws no confetti at the win and
// no goose bobs; without it, both.
func TestReducedMotionNoConfettiNoBob(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		m := newManager(t, nil)
		m.C.Settings.Pace.ReduceMotion = reduced
		p := startPlay(t, m, store.Setup{Rules: "classic", Seats: cpuSeats(2)})
		var pv pieceView
		bobs := false
		for tick := 0; tick < 60000 && m.Current() == p && p.show.End.Celebrate < 30; tick++ {
			step(t, m, 1)
			if tick == 50 { // a goose at rest, half a bob apart
				bobs = p.view.frame(0, 0, &pv) != framePrev(p, &pv)
			}
		}
		if p.show.End.Celebrate < 30 {
			t.Fatal("the game did not reach its celebration")
		}
		if p.view.thrown == reduced {
			t.Errorf("reduced %v: confetti thrown %v", reduced, p.view.thrown)
		}
		if bobs == reduced {
			t.Errorf("reduced %v: a resting goose bobs %v", reduced, bobs)
		}
	}
}

// framePrev is the frame goose (0, 0) showed 24 ticks ago (half a bob).
func framePrev(p *Play, pv *pieceView) int {
	p.show.Ticks -= 24
	defer func() { p.show.Ticks += 24 }()
	return p.view.frame(0, 0, pv)
}
