package scenes

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode/utf16"

	"goose/engine"
	"goose/engine/boards"
	"goose/engine/replay"
	"goose/ui/store"
)

// TestLargestBoardReadsBack (issue 31): the largest rules file Goose
// accepts, spread out to the most bytes it reads, goes through the setup
// (the settings), a game (its save, once with a record too long to keep),
// Continue and the editor's export, and each file written reads back: what
// Goose writes, Goose reads (RULES §7.3).
func TestLargestBoardReadsBack(t *testing.T) {
	largest := boards.Largest()
	want, err := engine.ParseRules("largest", largest)
	if err != nil {
		t.Fatal(err)
	}
	spread := append(bytes.Clone(largest), bytes.Repeat([]byte(" "), engine.MaxRulesFile-len(largest))...)
	st := store.NewMem()
	m := newManager(t, st)
	m.C.Settings.Language = "nl"
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup := m.Current().(*Setup)
	drop(t, m, fstest.MapFS{"largest.json": {Data: spread}})
	if setup.err != "" || !setup.s.OwnBoard {
		t.Fatalf("the largest board in setup: %q", setup.err)
	}
	setup.s.Seats = []store.Seat{{Name: strings.Repeat("W", store.MaxName)}, {Name: "Bo", Color: 1, Computer: true, Level: "hard"}}
	setup.rebuildRows()
	setup.Layout(m.C)
	click(t, m, control(t, m, "ui.back").Rect) // the settings are written
	settings, notice := store.LoadSettings(st)
	if data, err := st.Load(store.SettingsName); err == nil {
		t.Logf("the settings with the largest board: %d KB", len(data)>>10)
	}
	if notice.ID != "" || settings.Language != "nl" || settings.Setup.Seats[0].Name != strings.Repeat("W", store.MaxName) {
		t.Fatalf("the settings read back: %v, %+v", notice, settings.Setup.Seats)
	}
	if r, err := settings.Setup.BaseRules(); err != nil || !bytes.Equal(r.File(), largest) {
		t.Fatalf("the settings' board: %v", err)
	}

	p := startPlay(t, m, settings.Setup)
	for p.g.State.Turn < 6 {
		if !p.hud.roll.Hidden {
			click(t, m, p.hud.roll.Rect)
		}
		step(t, m, 1)
	}
	p.save(m.C)
	data, err := st.Load(store.GameName)
	if err != nil {
		t.Fatalf("the game's save reads back: %v", err)
	}
	if n := bytes.Count(data, []byte(`\u0026\u0026\u0026`)) / (engine.MaxSummary / 3); n != 1 {
		t.Errorf("the summary is in the save %d times, want once", n)
	}
	t.Logf("the largest board's save: %d KB", len(data)>>10)
	continued := func() *Play {
		t.Helper()
		m.cur = NewTitle(m.C)
		m.cur.Layout(m.C)
		click(t, m, control(t, m, "ui.continue").Rect)
		q, ok := m.Current().(*Play)
		if !ok {
			t.Fatalf("Continue went to %s (%s)", m.Current().Name(), m.C.Notice)
		}
		return q
	}
	q := continued()
	if !bytes.Equal(q.g.Rules.File(), largest) || q.g.State.Turn != p.g.State.Turn || q.t.Record().Rules.Name != want.Name {
		t.Fatal("Continue: another game")
	}
	if r, err := q.setup.BaseRules(); err != nil || !bytes.Equal(r.File(), largest) {
		t.Fatalf("Continue: the setup's board: %v", err)
	}
	// A game whose record outgrows the store is kept from where it stands.
	for rm := q.t.Record(); len(rm.Actions) < replay.MaxActions; {
		rm.Actions = append(rm.Actions, engine.Choose(engine.Choice{First: 1, Second: 2, Die: 3}))
	}
	q.save(m.C)
	if data, err = st.Load(store.GameName); err != nil {
		t.Fatalf("a long game's save reads back: %v", err)
	}
	if r := continued(); r.g.State.Turn != q.g.State.Turn || r.t.Record() == nil || len(r.t.Record().From) == 0 || len(r.t.Record().Actions) != 0 {
		t.Fatal("Continue after a long game: another game, or not recorded from where it resumed")
	}

	ownHome(t)
	ed := NewEditor(m.C, want)
	ed.exportFile(m.C)
	for range 1000 { // the editor is not on screen: its answer is asked here
		if ed.pan.files.poll() {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	name := exportName(want.Name)
	out := exported(t, name)
	if r, err := engine.ParseRules(name, out); err != nil || !bytes.Equal(r.File(), largest) {
		t.Fatalf("the export reads back: %v", err)
	}
}

// TestFolderBoardKeptAsGooseWrites: a board of the folder in UTF-16 (put
// there by hand) is chosen, and the settings keep it as Goose writes it,
// so that they are written at all and read back.
func TestFolderBoardKeptAsGooseWrites(t *testing.T) {
	st := store.NewMem()
	units := append([]uint16{0xFEFF}, utf16.Encode([]rune(littleRace))...)
	data := make([]byte, 2*len(units))
	for i, u := range units {
		binary.LittleEndian.PutUint16(data[2*i:], u)
	}
	st.Save(store.BoardName(0), data)
	list, _ := json.Marshal([]store.BoardEntry{{Slot: 0, Name: "little race"}})
	st.Save(store.BoardsName, list)
	m := newManager(t, st)
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup := m.Current().(*Setup)
	click(t, m, labelled(t, m, "little race", 0).Rect)
	if setup.err != "" || !setup.s.OwnBoard {
		t.Fatalf("the folder's board: %q", setup.err)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	settings, notice := store.LoadSettings(st)
	if r, err := settings.Setup.BaseRules(); notice.ID != "" || err != nil || r.Name != "little race" {
		t.Fatalf("settings read back: %v, %v", notice, err)
	}
}

// TestOlderSaveStillLoads: a game saved before the rules were kept once
// (in the setup's board, the game and its record) continues, its record
// and its board kept.
func TestOlderSaveStillLoads(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Seats: []store.Seat{{Name: "Ann", Computer: true}, {Name: "Bo", Color: 1, Computer: true}}, Board: []byte(littleRace), OwnBoard: true}
	p := startPlay(t, m, s)
	for p.g.State.Turn < 4 {
		step(t, m, 1)
	}
	gb, _ := p.g.Save()
	rb, _ := p.t.Record().Replay().Marshal()
	old, _ := json.Marshal(savedGame{Setup: s, Game: gb, Replay: rb})
	st.Save(store.GameName, old)
	q, err := ResumePlay(m.C)
	if err != nil {
		t.Fatal(err)
	}
	if rm := q.t.Record(); len(rm.From) != 0 || len(rm.Actions) != len(p.t.Record().Actions) || q.g.Rules.Name != "little race" {
		t.Fatal("an older save: its record or its rules are lost")
	}
	if r, err := q.setup.BaseRules(); err != nil || r.Name != "little race" {
		t.Fatalf("an older save's board: %v", err)
	}
}

// TestFolderBoardNamedAsPreset: a board kept in the folder under a
// preset's name (as the editor kept a board made from one, before such a
// name was the preset's alone) is not lost: chosen, it is played under a
// name of its own, and the settings keep it so.
func TestFolderBoardNamedAsPreset(t *testing.T) {
	st := store.NewMem()
	r, _ := engine.Preset("classic")
	r.Board.Squares[20] = engine.Square{Kind: engine.Again}
	store.SaveBoard(st, r.Name, r.File())
	m := newManager(t, st)
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup := m.Current().(*Setup)
	click(t, m, labelled(t, m, say("ui.boards", 1), 1).Rect)
	if setup.err != "" || !setup.s.OwnBoard || setup.board.Name != "Classic, my board" {
		t.Fatalf("the folder's board named classic: %q, %+v", setup.err, setup.board)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	settings, _ := store.LoadSettings(st)
	if got, err := settings.Setup.BaseRules(); err != nil || got.Name != "Classic, my board" || got.Board.Squares[20].Kind != engine.Again {
		t.Fatalf("the settings' board: %v", err)
	}
}
