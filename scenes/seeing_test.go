package scenes

import (
	"strings"
	"testing"

	"goose/ui"
	"goose/ui/ink"
	"goose/ui/store"
)

// Choosing 200 % in Settings › Accessibility lays the screen out again with
// words twice as large at once, and keeps it; High contrast turns the inks
// over at once, and keeps it (issue 29, seeing).
func TestTextSizeAndContrastTakeEffectAtOnce(t *testing.T) {
	defer ui.UseContrast(false)
	m := newManager(t, nil)
	body := m.C.Th.Body.Size
	click(t, m, control(t, m, "ui.settings").Rect)
	click(t, m, control(t, m, "ui.access").Rect)
	click(t, m, control(t, m, "ui.percent", 200).Rect)
	step(t, m, 1)
	if got := m.C.Th.Body.Size; got != 2*body {
		t.Errorf("at 200 %% the body face is %v px, was %v", got, body)
	}
	if b := control(t, m, "ui.percent", 200); b.Rect.Dy() <= control(t, m, "ui.back").Rect.Dy()/2 || !b.Selected {
		t.Errorf("the 200 %% button: %+v", b)
	}
	click(t, m, control(t, m, "ui.themeContrast").Rect)
	if !ink.Contrasting() || ink.Shown(ui.Paper) == ui.Paper {
		t.Error("high contrast chosen, yet the paper is drawn as before")
	}
	saved, _ := m.C.Store.Load(store.SettingsName)
	if !strings.Contains(string(saved), `"text": 200`) || !strings.Contains(string(saved), `"highContrast": true`) {
		t.Errorf("not kept: %s", saved)
	}
	click(t, m, control(t, m, "ui.percent", 100).Rect)
	step(t, m, 1)
	if got := m.C.Th.Body.Size; got != body {
		t.Errorf("back at 100 %% the body face is %v px, not %v", got, body)
	}
}
