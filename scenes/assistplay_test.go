package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/access"
	"goose/ui/form"
	"goose/ui/store"
)

// focusedControl is the control assistive technology is told has the
// focus, as a switch user sees the scan's highlight (ok false: none).
func focusedControl() (form.Info, bool) {
	_, cs, _ := access.Shown()
	for _, c := range cs {
		if c.Focused {
			return c, true
		}
	}
	return form.Info{}, false
}

// assistedGame plays a team game (Ann against a computer) from the play
// screen to the title, through press: each tick it is given the control
// the tree says has the focus and does what a player would with it. It
// reports how many of Ann's throws and choices were made.
func assistedGame(t *testing.T, m *Manager, press func(f form.Info, focused bool)) (throws, choices int) {
	t.Helper()
	p := startPlay(t, m, store.Setup{Rules: "classic", Options: "teams,deadlock=release", Seats: []store.Seat{
		{Name: "Ann"}, {Name: "Yorick", Color: 1, Computer: true, Level: "easy"}}})
	for tick := 0; tick < 60000; tick++ {
		if _, ok := m.Current().(*Title); ok {
			return throws, choices
		}
		f, ok := focusedControl()
		m.C.In.Reset()
		press(f, ok)
		wasChoice, wasThrow := p.picker.open(), !p.hud.roll.Hidden
		beforeMade, beforeRound := p.picker.made, p.g.State.Round
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		if p.g.Current() == 1 {
			time.Sleep(100 * time.Microsecond) // the computer thinks off the loop
		}
		if wasChoice && p.picker.made != beforeMade {
			choices++
		}
		if wasThrow && p.hud.roll.Hidden && (p.g.State.Round != beforeRound || p.show.Due() == false) {
			throws++
		}
	}
	f, _ := focusedControl()
	t.Fatalf("the game did not reach the title in 60,000 ticks (screen %s; %d throws, %d choices; round %d, seat %d due %v, picker %v, focus %+v, seats %+v)", m.Current().Name(), throws, choices, p.g.State.Round, p.g.Current(), p.g.Due(), p.picker.open(), f, p.g.State.Seats)
	return
}

// One switch plays a whole team game (issue 29): scanning every half
// second, the player presses Space only when the highlight is on what they
// want (their throw, a use of the dice, then Back to title on the results),
// and the game is played to its end, its team choices included.
func TestOneSwitchPlaysATeamGame(t *testing.T) {
	defer func() { form.Assisting = form.Assist{} }()
	m := newManager(t, nil)
	access.Forget()
	m.C.Settings.Access.Scan = 0.5
	menu, back := say("ui.menu"), say("ui.backToTitle")
	throws, choices := assistedGame(t, m, func(f form.Info, ok bool) {
		if !ok || f.Role != form.RoleButton || !f.Enabled || f.Label == menu {
			return
		}
		if _, results := m.Current().(*Results); results && f.Label != back {
			return
		}
		m.C.In.PressKey(ebiten.KeySpace)
	})
	if choices == 0 {
		t.Errorf("no team choice was made by the switch (%d throws)", throws)
	}
	t.Logf("one switch: %d choices", choices)
}

// A pointer that only moves (a head mouse, an eye tracker) plays a whole
// game by dwell (issue 29): resting on Ann's throw, on a use of the dice,
// then on Back to title; no click is ever made.
func TestDwellPlaysAGame(t *testing.T) {
	defer func() { form.Assisting = form.Assist{} }()
	m := newManager(t, nil)
	access.Forget()
	m.C.Settings.Access.Dwell = 0.5
	back, menu := say("ui.backToTitle"), say("ui.menu")
	_, choices := assistedGame(t, m, func(form.Info, bool) {
		_, cs, _ := access.Shown()
		_, results := m.Current().(*Results)
		for _, c := range cs {
			want := c.Role == form.RoleButton && c.Enabled && c.Label != menu
			if results {
				want = c.Label == back
			}
			if want {
				at := c.Rect.Min.Add(c.Rect.Max).Div(2)
				m.C.In.X, m.C.In.Y = at.X, at.Y
				return
			}
		}
		m.C.In.X, m.C.In.Y = 2, 2 // away from every control: the next rest starts afresh
	})
	if choices == 0 {
		t.Error("no team choice was made by dwell")
	}
}

// A gamepad alone plays a whole game (issue 29): its D-pad moves the
// focus, A uses it; the pad is faked where the game reads it (ui.Pads).
func TestGamepadPlaysAGame(t *testing.T) {
	was := ui.Pads
	defer func() { ui.Pads = was }()
	pad := &fakePad{}
	ui.Pads = pad
	m := newManager(t, nil)
	access.Forget()
	back, menu := say("ui.backToTitle"), say("ui.menu")
	n := 0
	_, choices := assistedGame(t, m, func(f form.Info, ok bool) {
		n++
		pad.on = n%2 == 1
		if !pad.on { // a press, then a tick with the button up
			m.C.In.ReadPads()
			return
		}
		_, results := m.Current().(*Results)
		switch {
		case results && ok && f.Label == back:
			pad.down = ebiten.StandardGamepadButtonRightBottom // A
		case results:
			pad.down = ebiten.StandardGamepadButtonLeftBottom // the D-pad's down
		case ok && f.Label == menu:
			pad.down = ebiten.StandardGamepadButtonLeftBottom
		default:
			pad.down = ebiten.StandardGamepadButtonRightBottom // A: throw, or take the choice shown
		}
		m.C.In.ReadPads()
	})
	if choices == 0 {
		t.Error("no team choice was made with the pad")
	}
}

// fakePad presses one button a tick.
type fakePad struct {
	down ebiten.StandardGamepadButton
	on   bool
}

func (p *fakePad) JustPressed(b ebiten.StandardGamepadButton) bool { return p.on && b == p.down }
func (p *fakePad) Axis(ebiten.StandardGamepadAxis) float64         { return 0 }

// A window at rest sleeps and runs four ticks a second; scanning counts
// ticks, so while it is on the window stays awake, and a dwell's filling
// ring is drawn every tick (issue 29).
func TestScanningKeepsTheWindowAwake(t *testing.T) {
	defer func() { form.Assisting = form.Assist{} }()
	m := newManager(t, nil)
	m.Rest = true
	asleep := false
	m.OnRest = func(a bool) { asleep = a }
	screen := ebiten.NewImage(1280, 720)
	frames := func(n int, in func()) {
		for range n {
			m.C.In.Reset()
			if in != nil {
				in()
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			m.Draw(screen)
		}
	}
	frames(120, nil)
	if !asleep {
		t.Fatal("the title at rest did not sleep")
	}
	m.C.Settings.Access.Scan = 1
	frames(120, nil)
	if asleep {
		t.Fatal("the window sleeps while scanning")
	}
	m.C.Settings.Access.Scan, m.C.Settings.Access.Dwell = 0, 2
	frames(120, nil)
	b := control(t, m, "ui.settings").Rect
	drawn := 0
	frames(60, func() {
		m.C.In.X, m.C.In.Y = (b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2
		if m.Drawn() {
			drawn++
		}
	})
	if drawn < 55 {
		t.Fatalf("a dwell's ring filling was drawn in %d of 60 frames", drawn)
	}
}
