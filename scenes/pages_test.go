package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui/form"
)

// offered reports whether the current screen shows a control that says
// message id, as a player would look for it.
func offered(t *testing.T, m *Manager, id narrate.ID, args ...any) bool {
	t.Helper()
	_, ok := labelledAny(t, m, say(id, args...))
	return ok
}

// labelled finds the current screen's control that says label (a figure,
// a language's own name: words that are no message), or reports none.
func labelledAny(t *testing.T, m *Manager, label string) (form.Info, bool) {
	t.Helper()
	f, ok := m.Current().(formed)
	if !ok {
		t.Fatalf("%s has no form", m.Current().Name())
	}
	return find(f.Form(), label)
}

// tabToControl presses Tab until the control that says message id has the focus.
func tabToControl(t *testing.T, m *Manager, id narrate.ID, args ...any) {
	t.Helper()
	for range 80 {
		if control(t, m, id, args...).Focused {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to %q on %s", say(id, args...), m.Current().Name())
}

// noDevice is a sound player that found no device (as ui/sound's says).
type noDevice struct{ Sounds }

func (noDevice) Silent() (bool, string) {
	return true, "no PulseAudio server and no ALSA playback device"
}

// With no sound device, Settings says so in the volume's place and offers
// no volume or music that would change nothing (issue 30, defect 13).
func TestSettingsSayThereIsNoSoundDevice(t *testing.T) {
	m := newManager(t, nil)
	m.C.Sound = noDevice{Silent{}}
	click(t, m, control(t, m, "ui.settings").Rect)
	sp := m.Current().(*SettingsPage)
	if offered(t, m, "ui.music") {
		t.Error("music is offered with no device")
	}
	click(t, m, control(t, m, "ui.pace").Rect) // the volumes' page
	if !offered(t, m, "ui.noSound") {
		t.Error("Settings do not say there is no sound device")
	}
	if offered(t, m, "ui.effects") || offered(t, m, "ui.musicVolume") {
		t.Error("a volume of effects or music is offered with no device")
	}
	vol := m.C.Settings.Volumes.Effects
	m.C.Sound = Silent{} // a device (tests play silently, but not for want of one)
	sp.Layout(m.C)
	zero, ok := labelledAny(t, m, "0%")
	if offered(t, m, "ui.noSound") || !ok || !offered(t, m, "ui.musicVolume") {
		t.Fatal("with a device, Settings still say there is none")
	}
	m.C.Sound = noDevice{Silent{}}
	sp.Layout(m.C)
	click(t, m, zero.Rect)
	if m.C.Settings.Volumes.Effects != vol {
		t.Error("a click where the volume was changed it")
	}
}

// On the rules page ← and → turn the presets, until Tab takes the focus to
// its buttons: then they move the focus, and change no preset.
func TestRulesArrowsAfterTab(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyR)
	rp := m.Current().(*RulesPage)
	was := rp.title
	key(t, m, ebiten.KeyRight)
	if rp.title == was {
		t.Fatal("→ kept the preset")
	}
	key(t, m, ebiten.KeyLeft)
	if rp.title != was {
		t.Fatalf("← did not come back to %q: %q", was, rp.title)
	}
	tabToControl(t, m, "ui.prevPreset")
	key(t, m, ebiten.KeyRight)
	if rp.title != was || !control(t, m, "ui.nextPreset").Focused {
		t.Fatalf("→ on a focused button: %q (was %q), the focus on Preset › %v", rp.title, was, control(t, m, "ui.nextPreset").Focused)
	}
}
