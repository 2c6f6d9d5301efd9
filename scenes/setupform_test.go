package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui/form"
	"goose/ui/store"
)

// labelled finds the current screen's control whose words are label, and
// the k-th after it (0: itself), as a player reads along a row.
func labelled(t *testing.T, m *Manager, label string, k int) form.Info {
	t.Helper()
	f, ok := m.Current().(formed)
	if !ok {
		t.Fatalf("%s has no form", m.Current().Name())
	}
	cs := f.Form().Controls()
	for i, c := range cs {
		if c.Label == label && i+k < len(cs) {
			return cs[i+k]
		}
	}
	t.Fatalf("%s shows no control %q", m.Current().Name(), label)
	return form.Info{}
}

// shows reports whether the current screen shows a control saying label.
func shows(m *Manager, label string) bool {
	_, ok := find(m.Current().(formed).Form(), label)
	return ok
}

// seatControl is seat i's k-th control: 0 its name, 1 its mark, 2 person or
// computer, 3 the level (a computer's) or ×.
func seatControl(t *testing.T, m *Manager, i, k int) form.Info {
	t.Helper()
	n := 0
	for _, c := range m.Current().(formed).Form().Controls() {
		if c.Role == form.RoleField && c.Label == "" { // a seat's name has no hint
			if n == i {
				return labelledAfter(t, m, c, k)
			}
			n++
		}
	}
	t.Fatalf("no seat %d", i)
	return form.Info{}
}

func labelledAfter(t *testing.T, m *Manager, at form.Info, k int) form.Info {
	t.Helper()
	cs := m.Current().(formed).Form().Controls()
	for i, c := range cs {
		if c.Rect == at.Rect && c.Role == at.Role && i+k < len(cs) {
			return cs[i+k]
		}
	}
	t.Fatal("no such control")
	return form.Info{}
}

// focusOn presses Tab until the focus is on the control that is wanted.
func focusOn(t *testing.T, m *Manager, want func(form.Info) bool) {
	t.Helper()
	for range 80 {
		for _, c := range m.Current().(formed).Form().Controls() {
			if c.Focused && want(c) {
				return
			}
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to the control on %s", m.Current().Name())
}

// is matches a control by its words.
func is(label string) func(form.Info) bool { return func(c form.Info) bool { return c.Label == label } }

// TestSetupPhoneTargets: on a phone (390x844) every control of the setup,
// six seats and a page of boards, is at least 44 px high (a finger's
// target) and on the screen: its seats, its rules and its options are
// pages under three tabs.
func TestSetupPhoneTargets(t *testing.T) {
	m := newManager(t, nil)
	for _, name := range []string{"alpha", "beta", "gamma", "delta"} {
		store.SaveBoard(m.C.Store, name, []byte(littleRace))
	}
	m.Resize(390, 844)
	m.C.Settings.Setup = store.DefaultSetup()
	for len(m.C.Settings.Setup.Seats) < store.MaxSeats {
		m.C.Settings.Setup.Seats = append(m.C.Settings.Setup.Seats, store.Seat{Name: "Zoë", Computer: true, Level: "hard"})
	}
	click(t, m, control(t, m, "ui.newGame").Rect)
	screen := image.Rect(0, 0, 390, 844)
	seen := map[string]bool{}
	for _, tab := range []narrate.ID{"ui.whoPlays", "ui.rules", "ui.options"} {
		click(t, m, control(t, m, tab).Rect)
		for _, c := range m.Current().(formed).Form().Controls() {
			if c.Role == form.RoleText || c.Role == form.RoleHeading {
				continue
			}
			seen[c.Label] = true
			if c.Rect.Dy() < 44 || !c.Rect.In(screen) {
				t.Errorf("on the %s page, %v %q is %v", tab, c.Role, c.Label, c.Rect)
			}
		}
	}
	for _, id := range []narrate.ID{"ui.addSeat", "rules.dutch", "ui.openFile", "ui.ed.new", "opt.drink61", "ui.start", "ui.back", "net.playOnline"} {
		if !seen[say(id)] {
			t.Errorf("%s is on no page", id)
		}
	}
	if !seen["alpha"] || !seen["›"] {
		t.Error("the folder of boards is on no page")
	}
}

// TestSetupTabOrder: Tab goes through the seats, then the options, then the
// rules, then the foot, Start last.
func TestSetupTabOrder(t *testing.T) {
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	first := map[string]int{} // a kind of control: when Tab first came to one
	for i := range 40 {
		key(t, m, ebiten.KeyTab)
		for _, c := range m.Current().(formed).Form().Controls() {
			kind := c.Role.String()
			if c.Label == say("ui.start") || c.Label == say("ui.openFile") {
				kind = c.Label
			}
			if _, ok := first[kind]; c.Focused && !ok {
				first[kind] = i
			}
		}
	}
	order := []string{"textbox", "checkbox", "radio", say("ui.openFile"), say("ui.start")}
	for k := 1; k < len(order); k++ {
		a, okA := first[order[k-1]]
		b, okB := first[order[k]]
		if !okA || !okB || a >= b {
			t.Fatalf("Tab came to %v", first)
		}
	}
}

// TestSetupSeatsComeAndGo: a seat added is a computer, at normal level, in
// a colour no other seat has; its mark cycles through the colours no other
// seat has; × removes it; and on a wide screen the options stay where they
// were meanwhile.
func TestSetupSeatsComeAndGo(t *testing.T) {
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	s := m.Current().(*Setup)
	opts := control(t, m, "opt.stakes").Rect
	click(t, m, control(t, m, "ui.addSeat").Rect)
	if n := len(s.s.Seats); n != 4 || !s.s.Seats[3].Computer || s.s.Seats[3].Level != "normal" || seatControl(t, m, 3, 3).Label != say("level.normal") {
		t.Fatalf("the seat added: %+v", s.s.Seats)
	}
	for range 8 {
		click(t, m, seatControl(t, m, 3, 1).Rect)
		for i := range 3 {
			if s.s.Seats[i].Color == s.s.Seats[3].Color {
				t.Fatalf("seat 4's mark cycled to seat %d's colour %d", i+1, s.s.Seats[i].Color)
			}
		}
	}
	if got := control(t, m, "opt.stakes").Rect; got != opts {
		t.Fatalf("the options moved from %v to %v as a seat came", opts, got)
	}
	click(t, m, seatControl(t, m, 3, 4).Rect) // its ×
	if len(s.s.Seats) != 3 || control(t, m, "opt.stakes").Rect != opts {
		t.Fatalf("× left %d seats", len(s.s.Seats))
	}
}

// TestSetupTickAllocatesNothing: a tick of the setup, a board of the folder
// on its shelf, allocates nothing (its drawing is ebiten's to measure: before
// the game runs, ebiten keeps each draw command as it comes).
func TestSetupTickAllocatesNothing(t *testing.T) {
	m := newManager(t, nil)
	store.SaveBoard(m.C.Store, "little race", []byte(littleRace))
	click(t, m, control(t, m, "ui.newGame").Rect)
	s := m.Current().(*Setup)
	screen := ebiten.NewImage(1280, 720)
	for range 30 { // the backdrop and the words' glyphs drawn once
		m.C.In.Reset()
		m.Step()
		s.Draw(screen, m.C)
	}
	if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
		t.Errorf("%.1f allocations a tick", n)
	}

}
