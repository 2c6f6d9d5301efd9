package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/access"
	"goose/ui/form"
)

// focusedLabel is the label of the control the mirror marks focused, or "".
func focusedLabel(cs []form.Info) string {
	for _, c := range cs {
		if c.Focused {
			return c.Label
		}
	}
	return ""
}

// What assistive technology is told (issue 29): the screen by its title, its
// controls with their roles, labels and states, the game's focus as it
// moves, and a control used from there does what a click does.
func TestMirrorFollowsTheScreen(t *testing.T) {
	m := newManager(t, nil)
	step(t, m, 1)
	screen, cs, _ := access.Shown()
	if screen != say("title.name") {
		t.Fatalf("the mirror names the screen %q", screen)
	}
	roles := map[string]form.Role{}
	for _, c := range cs {
		roles[c.Label] = c.Role
	}
	if roles[say("ui.newGame")] != form.RoleButton || roles[say("ui.settings")] != form.RoleButton {
		t.Fatalf("the mirror's controls: %+v", cs)
	}
	for _, c := range cs {
		if c.Label == say("ui.continue") && c.Enabled {
			t.Fatal("Continue, with no game saved, is told as usable")
		}
	}
	if got := focusedLabel(cs); got != "" {
		t.Fatalf("%q is told focused before any key", got)
	}
	key(t, m, ebiten.KeyTab)
	if _, cs, _ = access.Shown(); focusedLabel(cs) != say("ui.newGame") {
		t.Fatalf("after Tab the mirror's focus is on %q", focusedLabel(cs))
	}
	for i, c := range cs {
		if c.Label == say("ui.settings") {
			access.Activate(i)
		}
	}
	step(t, m, 1)
	step(t, m, 1)
	if m.Current().Name() != "settings" {
		t.Fatalf("Settings used from the mirror went to %s", m.Current().Name())
	}
}
