package scenes

import (
	"testing"

	"goose/scenes/narrate"
	"goose/ui/form"
)

// control finds the current screen's control that says message id, in the
// language shown, as a player finds it by its words.
func control(t *testing.T, m *Manager, id narrate.ID, args ...any) form.Info {
	t.Helper()
	f, ok := m.Current().(formed)
	if !ok {
		t.Fatalf("%s has no form", m.Current().Name())
	}
	want := say(id, args...)
	c, found := find(f.Form(), want)
	if !found {
		t.Fatalf("%s shows no control %q (%s)", m.Current().Name(), want, id)
	}
	return c
}

// find is the first control of f that says label: the one way the tests
// find a control by its words.
func find(f *form.Form, label string) (form.Info, bool) {
	for _, c := range f.Controls() {
		if c.Label == label && label != "" {
			return c, true
		}
	}
	return form.Info{}, false
}
