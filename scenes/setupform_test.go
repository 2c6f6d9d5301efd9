package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/form"
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
	for _, c := range m.Current().(formed).Form().Controls() {
		if c.Label == label {
			return true
		}
	}
	return false
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
