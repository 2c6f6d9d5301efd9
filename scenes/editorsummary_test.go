package scenes

import (
	"testing"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// TestNewBoardHasItsOwnSummary (issue 30, the players' trial's row 9): a
// board made from a preset is the player's own, named as such and with no
// summary (the preset's words describe the preset), so once kept the setup
// says it is a board of one's own, not the preset's race; and Blank board
// takes a preset's words off a board kept with them before.
func TestNewBoardHasItsOwnSummary(t *testing.T) {
	m := newManager(t, store.NewMem())
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup := m.Current().(*Setup)
	at := -1
	for i, p := range engine.Presets {
		if engine.PresetSummary[p] != "" {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("no preset has a summary")
	}
	preset := engine.PresetSummary[engine.Presets[at]]
	pickPresetAndEdit := func() *Editor {
		if !shows(m, say("ui.ed.new")) { // a phone's setup has the rules on a page of their own
			click(t, m, control(t, m, "ui.rules").Rect)
		}
		click(t, m, control(t, m, narrate.RulesName(engine.Presets[at]).ID).Rect)
		click(t, m, control(t, m, "ui.ed.new").Rect)
		e, ok := m.Current().(*Editor)
		if !ok {
			t.Fatalf("Make a board went to %s", m.Current().Name())
		}
		step(t, m, 1)
		return e
	}
	e := pickPresetAndEdit()
	if e.r.Summary != "" {
		t.Fatalf("a board made from %s starts with its summary %q", engine.Presets[at], e.r.Summary)
	}
	click(t, m, edTab(t, m, tabRules))
	click(t, m, control(t, m, "ui.ed.blank").Rect)
	e.pan.name = "thirty"
	e.form.Refresh()
	step(t, m, 1)
	click(t, m, control(t, m, "ui.ed.keep").Rect)
	setup, ok := m.Current().(*Setup)
	if !ok {
		t.Fatalf("Keep went to %s (%s)", m.Current().Name(), e.general)
	}
	step(t, m, 1)
	if own := narrate.M("ui.ownBoardPlain").String(); setup.summary() != own {
		t.Fatalf("the setup describes the new board as %q; want %q", setup.summary(), own)
	}

	// A board kept with a preset's words (before this was mended): Blank
	// board takes them off, and undo puts them back.
	r, err := setup.s.BaseRules()
	if err != nil {
		t.Fatal(err)
	}
	r.Summary = preset
	setup.s.Board = r.File()
	if !shows(m, say("ui.ed.new")) {
		click(t, m, control(t, m, "ui.rules").Rect)
	}
	click(t, m, control(t, m, "ui.ed.new").Rect)
	e = m.Current().(*Editor)
	step(t, m, 1)
	if e.r.Summary != preset {
		t.Fatalf("a board of one's own opened with the summary %q; want its own %q", e.r.Summary, preset)
	}
	click(t, m, edTab(t, m, tabRules))
	click(t, m, control(t, m, "ui.ed.blank").Rect)
	step(t, m, 1)
	if e.r.Summary != "" {
		t.Fatalf("Blank board kept the preset's summary %q", e.r.Summary)
	}
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	step(t, m, 1)
	if e.r.Summary != preset {
		t.Fatalf("undo of Blank board: summary %q", e.r.Summary)
	}
}
