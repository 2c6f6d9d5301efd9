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
	click(t, m, setup.presets[at].Rect)
	click(t, m, setup.edit.Rect)
	e := m.Current().(*Editor)
	step(t, m, 1)
	if e.r.Summary != "" {
		t.Fatalf("a board made from %s starts with its summary %q", engine.Presets[at], e.r.Summary)
	}
	click(t, m, e.p.tabs[tabRules].Rect)
	click(t, m, e.p.blank.Rect)
	e.p.name.Text = "thirty"
	step(t, m, 1)
	click(t, m, e.p.keep.Rect)
	setup, ok := m.Current().(*Setup)
	if !ok {
		t.Fatalf("Keep went to %s (%s)", m.Current().Name(), e.general)
	}
	step(t, m, 1)
	if own := narrate.M("ui.ownBoardPlain").String(); setup.summary != own {
		t.Fatalf("the setup describes the new board as %q; want %q", setup.summary, own)
	}

	// A board kept with a preset's words (before this was mended): Blank
	// board takes them off, and undo puts them back.
	r, err := setup.s.BaseRules()
	if err != nil {
		t.Fatal(err)
	}
	r.Summary = preset
	setup.s.Board = r.File()
	click(t, m, setup.edit.Rect)
	e = m.Current().(*Editor)
	step(t, m, 1)
	if e.r.Summary != preset {
		t.Fatalf("a board of one's own opened with the summary %q; want its own %q", e.r.Summary, preset)
	}
	click(t, m, e.p.tabs[tabRules].Rect)
	click(t, m, e.p.blank.Rect)
	if e.r.Summary != "" {
		t.Fatalf("Blank board kept the preset's summary %q", e.r.Summary)
	}
	click(t, m, e.p.undo.Rect)
	if e.r.Summary != preset {
		t.Fatalf("undo of Blank board: summary %q", e.r.Summary)
	}
}
