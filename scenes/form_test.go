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
	for _, c := range f.Form().Controls() {
		if c.Label == want {
			return c
		}
	}
	t.Fatalf("%s shows no control %q (%s)", m.Current().Name(), want, id)
	return form.Info{}
}
