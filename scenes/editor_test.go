package scenes

import (
	"image"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/form"
	"goose/ui/store"
)

// clickSquare clicks square sq of the editor's board where it is on screen.
func clickSquare(t *testing.T, m *Manager, e *Editor, sq int) {
	t.Helper()
	c := e.view.cell(sq)
	if !image.Pt(int(c.X), int(c.Y)).In(e.view.area) {
		t.Fatalf("square %d is off the board's area (%.0f, %.0f)", sq, c.X, c.Y)
	}
	click(t, m, image.Rect(int(c.X), int(c.Y), int(c.X)+1, int(c.Y)+1))
}

// edNth is the editor's control that says words, the nth (from 0) of
// those that do, as a player finds it.
func edNth(t *testing.T, m *Manager, words string, nth int) form.Info {
	t.Helper()
	for _, c := range m.Current().(*Editor).Form().Controls() {
		if c.Label == words {
			if nth == 0 {
				return c
			}
			nth--
		}
	}
	t.Fatalf("the editor shows no %q", words)
	return form.Info{}
}

// edRect is where the editor's first control that says words is.
func edRect(t *testing.T, m *Manager, words string) image.Rectangle {
	t.Helper()
	return edNth(t, m, words, 0).Rect
}

// edShows reports whether the editor shows a control that says words.
func edShows(m *Manager, words string) bool {
	_, ok := find(m.Current().(*Editor).Form(), words)
	return ok
}

// edTab is where the editor's tab for page tab is.
func edTab(t *testing.T, m *Manager, tab int) image.Rectangle {
	t.Helper()
	return control(t, m, narrate.ID(tabWords[tab])).Rect
}

// edDie is what the chosen start throw's die d shows, between its − and +.
func edDie(t *testing.T, m *Manager, d int) string {
	t.Helper()
	cs := m.Current().(*Editor).Form().Controls()
	for i, c := range cs {
		if c.Label == "−" && i+1 < len(cs) {
			if d == 0 {
				return cs[i+1].Label
			}
			d--
		}
	}
	t.Fatal("no die shown")
	return ""
}

// openEditor goes from the title to the setup's "Make a board".
func openEditor(t *testing.T, m *Manager) *Editor {
	t.Helper()
	click(t, m, control(t, m, "ui.newGame").Rect)
	if !shows(m, say("ui.ed.new")) { // a phone's setup has it on the rules' page
		click(t, m, control(t, m, "ui.rules").Rect)
	}
	click(t, m, control(t, m, "ui.ed.new").Rect)
	e, ok := m.Current().(*Editor)
	if !ok {
		t.Fatalf("Make a board went to %s", m.Current().Name())
	}
	step(t, m, 1)
	return e
}

// TestEditorBuildsPlaysKeeps: a 30-square board is made in the editor with fake
// input (a bridge whose target is clicked, a death, a throw-again, one die),
// a fault is shown at its square and undone, the board is test-played to the
// end by computers, kept, and read back by a new start (RULES §7.3).
func TestEditorBuildsPlaysKeeps(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabRules))
	for e.r.Board.Goal() > 30 {
		click(t, m, edRect(t, m, "−10"))
	}
	click(t, m, edRect(t, m, "+1"))
	click(t, m, edRect(t, m, "+1"))
	click(t, m, edRect(t, m, "−1"))
	if e.r.Board.Goal() != 31 {
		t.Fatalf("30 +1 +1 −1 is %d squares", e.r.Board.Goal())
	}
	click(t, m, edRect(t, m, "−1"))
	if e.r.Board.Goal() != 30 {
		t.Fatalf("%d squares", e.r.Board.Goal())
	}
	for e.r.Dice != 1 {
		click(t, m, edRect(t, m, e.diceWord()))
	}
	clickSquare(t, m, e, 10)
	if e.tab != tabSquare {
		t.Fatal("choosing a square does not show its page")
	}
	click(t, m, edRect(t, m, kindWord(editKinds[2]))) // bridge: the next square clicked is its target
	if e.at.pick != pickTo {
		t.Fatal("a bridge does not ask for its target")
	}
	clickSquare(t, m, e, 16)
	if s := e.r.Board.Squares[10]; s.Kind != engine.Bridge || s.To != 16 {
		t.Fatalf("square 10: %+v", s)
	}
	// A jump onto the goal is a jump like another (issue 32), and undone.
	clickSquare(t, m, e, 28)
	click(t, m, edRect(t, m, kindWord(editKinds[3]))) // jump
	clickSquare(t, m, e, 30)
	if s := e.r.Board.Squares[28]; s.Kind != engine.Jump || s.To != 30 || len(e.faults) != 0 {
		t.Fatalf("square 28: %+v, faults %v", s, e.faults)
	}
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	clickSquare(t, m, e, 22)
	click(t, m, edRect(t, m, kindWord(editKinds[9]))) // death
	clickSquare(t, m, e, 25)
	click(t, m, edRect(t, m, kindWord(editKinds[11]))) // throw again
	// A bridge into a circle: a fault beside its square, then undone.
	clickSquare(t, m, e, 16)
	click(t, m, edRect(t, m, kindWord(editKinds[3]))) // jump
	clickSquare(t, m, e, 10)
	if _, bad := e.faults[10]; !bad || control(t, m, "ui.ed.testPlay").Enabled {
		t.Fatalf("a circle of jumps: faults %v", e.faults)
	}
	labelBeside(t, m, e, 16) // said on the board beside the square being edited
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	if len(e.faults) != 0 || e.general != "" || e.r.Board.Squares[16].Kind != engine.Plain {
		t.Fatalf("after undo: %v %q, square 16 %+v", e.faults, e.general, e.r.Board.Squares[16])
	}
	click(t, m, control(t, m, "ui.ed.redo").Rect)
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	e.pan.name = "thirty"
	step(t, m, 1)
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "ui.ed.testPlay").Rect)
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Test-play went to %s (%s)", m.Current().Name(), e.general)
	}
	if p.g.Rules.Name != "thirty" || p.g.Rules.Board.Goal() != 30 || p.g.Rules.Dice != 1 {
		t.Fatalf("playing %q with %d squares", p.g.Rules.Name, p.g.Rules.Board.Goal())
	}
	playToEnd(t, m)
	// A new start reads the kept board back from the store.
	m2 := newManager(t, st)
	r, err := m2.C.Settings.Setup.BaseRules()
	if err != nil || r.Name != "thirty" || r.Board.Squares[10].To != 16 || r.Board.Squares[22].Kind != engine.Death || r.Board.Squares[25].Kind != engine.Again {
		t.Fatalf("the kept board: %v, %+v", err, r.Name)
	}
}

// TestEditorSetsEveryOption: each thing a rules file can say is set with the
// editor's own controls (RULES §7.3): a square's turns, hold, rescuer, team
// piece, chips and throw-again; one die from a square, the start throws'
// squares, either die, the order, landing and geese; the purse, ante, who
// pays on a swap and broke-is-out; and the file written says them all.
func TestEditorSetsEveryOption(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabRules))
	click(t, m, control(t, m, "ui.ed.blank").Rect)
	// An inn that takes two turns, frees its guest when another comes, costs a chip a turn.
	clickSquare(t, m, e, 19)
	click(t, m, edRect(t, m, kindWord(editKinds[4])))
	if !edShows(m, "+") || edShows(m, say("ui.ed.to", e.sq().To)) || edShows(m, say("ui.ed.again")) {
		t.Fatal("an inn's page shows a target or throw-again, or no turns")
	}
	click(t, m, edRect(t, m, "+"))
	click(t, m, control(t, m, "ui.ed.rescue").Rect)
	click(t, m, control(t, m, "ui.ed.perTurn").Rect)
	// A prison that holds until rescued, and only one goose of a team; no chip.
	clickSquare(t, m, e, 52)
	click(t, m, edRect(t, m, kindWord(editKinds[7])))
	if e.r.Board.Squares[52].Hold != engine.HoldRescue || !e.r.Board.Squares[52].Piece {
		t.Fatalf("a prison: %+v", e.r.Board.Squares[52])
	}
	click(t, m, edRect(t, m, e.holdWord())) // until rescued → while alone
	click(t, m, control(t, m, "ui.ed.pays").Rect)
	// A goose and a bridge that throw again; the bridge leads to 12.
	clickSquare(t, m, e, 5)
	click(t, m, edRect(t, m, kindWord(editKinds[1])))
	click(t, m, control(t, m, "ui.ed.again").Rect)
	clickSquare(t, m, e, 6)
	click(t, m, edRect(t, m, kindWord(editKinds[2])))
	clickSquare(t, m, e, 12)
	click(t, m, control(t, m, "ui.ed.again").Rect)
	// The rules page: two dice, first throws, one die from 60, either die, a roll-off, share, next goose.
	click(t, m, edTab(t, m, tabRules))
	for e.r.Dice != 2 {
		click(t, m, edRect(t, m, e.diceWord()))
	}
	click(t, m, edRect(t, m, e.startWord()))
	if !edShows(m, e.throwWord(0)) || e.r.StartThrows[0].To != 26 {
		t.Fatalf("first throws: %+v", e.r.StartThrows)
	}
	click(t, m, edRect(t, m, e.throwWord(1)))
	clickSquare(t, m, e, 50)
	click(t, m, edRect(t, m, e.oneDieWord()))
	clickSquare(t, m, e, 60)
	click(t, m, control(t, m, "ui.ed.eitherDie").Rect)
	for e.r.Order != engine.OrderRoll {
		click(t, m, edRect(t, m, e.orderWord()))
	}
	for e.r.Landing != engine.LandShare {
		click(t, m, edRect(t, m, e.landingWord()))
	}
	for e.r.Goose != engine.GooseNext {
		click(t, m, edRect(t, m, e.gooseWord()))
	}
	// The stakes page.
	click(t, m, edTab(t, m, tabStakes))
	for e.r.Stakes.Purse < 30 {
		click(t, m, edNth(t, m, "+", 0).Rect)
	}
	click(t, m, edNth(t, m, "+", 1).Rect)
	for e.r.Stakes.Swap != engine.PayMover {
		click(t, m, edRect(t, m, e.swapWord()))
	}
	click(t, m, control(t, m, "ui.ed.brokeOut").Rect)
	if !e.ok() {
		t.Fatalf("faults: %v %s", e.faults, e.general)
	}
	r, err := engine.ParseRules("edited", e.r.File())
	if err != nil {
		t.Fatal(err)
	}
	sq := r.Board.Squares
	want := []bool{sq[19].Turns == 2, sq[19].Rescue, sq[19].PaysPerTurn, sq[19].Pays,
		sq[52].Hold == engine.HoldAlone, sq[52].Piece, !sq[52].Pays,
		sq[5].Again, sq[6].Again, sq[6].To == 12,
		r.Dice == 2, r.Start == engine.StartFirstThrow, r.StartThrows[1].To == 50, r.OneDieFrom == 60, r.EitherDie,
		r.Order == engine.OrderRoll, r.Landing == engine.LandShare, r.Goose == engine.GooseNext,
		r.Stakes.Purse == 30, r.Stakes.Ante == 2, r.Stakes.Swap == engine.PayMover, r.Stakes.BrokeOut}
	for i, ok := range want {
		if !ok {
			t.Errorf("option %d not set; the file:\n%s", i, e.r.File())
		}
	}
}

// TestEditorFolderExportImport: boards saved under their names make a folder
// the setup lists; one is opened in the editor again, one deleted after a
// confirmation; the board exported is imported back by a drop, and a bad
// file dropped is named with its fault and changes nothing (RULES §7.3).
func TestEditorFolderExportImport(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	e := openEditor(t, m)
	for _, name := range []string{"alpha", "beta", "gamma", "delta"} {
		e.pan.name = name
		click(t, m, edTab(t, m, tabFile))
		click(t, m, edTab(t, m, tabRules)) // a change to the name is read on the next tick
		click(t, m, edRect(t, m, "+10"))
		click(t, m, edTab(t, m, tabFile))
		click(t, m, control(t, m, "ui.ed.save").Rect)
		if !strings.Contains(e.pan.note, name) {
			t.Fatalf("saving %s: %q", name, e.pan.note)
		}
	}
	if l := store.LoadBoards(st); len(l) != 4 || l[3].Name != "delta" {
		t.Fatalf("the folder: %v", l)
	}
	// Export: the file is written to the player's folder under the board's name.
	ownHome(t)
	click(t, m, control(t, m, "ui.ed.export").Rect)
	answered(t, m, &e.pan.files)
	data := exported(t, "delta.goose.json")
	if !strings.Contains(e.pan.note, "delta.goose.json") {
		t.Fatalf("export: note %q", e.pan.note)
	}
	// A bad file dropped changes nothing and says where it is wrong.
	before := string(e.r.File())
	drop(t, m, fstest.MapFS{"broken.json": {Data: []byte(`{"format":1,"name":"x",`)}})
	if !e.pan.noteBad || !strings.Contains(e.pan.note, "broken.json") || string(e.r.File()) != before {
		t.Fatalf("a bad drop: %q", e.pan.note)
	}
	// The exported file dropped back is the same board.
	click(t, m, edTab(t, m, tabRules))
	click(t, m, control(t, m, "ui.ed.blank").Rect)
	click(t, m, edRect(t, m, "−10"))
	drop(t, m, fstest.MapFS{"delta.goose.json": {Data: data}})
	if e.pan.noteBad || string(e.r.File()) != string(data) {
		t.Fatalf("import: %q", e.pan.note)
	}
	// An upload (the browser's dialog) arrives outside the loop and is read on the next tick.
	e.pan.uploads <- upload{name: "little.json", data: []byte(littleRace)}
	step(t, m, 1)
	if e.r.Name != "little race" || e.pan.name != "little race" {
		t.Fatalf("upload: %q %q", e.r.Name, e.pan.note)
	}
	click(t, m, control(t, m, "ui.ed.back").Rect)
	s, ok := m.Current().(*Setup)
	if !ok {
		t.Fatalf("back went to %s", m.Current().Name())
	}
	step(t, m, 1)
	sh := s.shelf
	if first := labelled(t, m, say("ui.boards", 4), 3); first.Label != "alpha" || !shows(m, "›") {
		t.Fatalf("the shelf: %q", first.Label)
	}
	click(t, m, labelled(t, m, "›", 0).Rect)
	if first := labelled(t, m, say("ui.boards", 4), 3); first.Label != "delta" {
		t.Fatalf("page 2: %q", first.Label)
	}
	click(t, m, labelled(t, m, "‹", 0).Rect)
	click(t, m, labelled(t, m, "beta", 0).Rect) // beta, to play
	step(t, m, 1)
	if !s.s.OwnBoard || s.playing() != "beta" || !labelled(t, m, "beta", 0).Selected {
		t.Fatalf("choosing beta: %q", s.playing())
	}
	// Delete gamma: the first click asks, "No" keeps it, the second time it goes.
	click(t, m, labelled(t, m, "gamma", 2).Rect)
	if !shows(m, "Delete “gamma”?") || shows(m, "gamma") {
		t.Fatal("no confirmation")
	}
	click(t, m, labelled(t, m, "Delete “gamma”?", 1).Rect)
	if len(sh.list) != 4 || !shows(m, "gamma") {
		t.Fatal("No did not keep gamma")
	}
	click(t, m, labelled(t, m, "gamma", 2).Rect)
	click(t, m, labelled(t, m, "Delete “gamma”?", 0).Rect)
	if l := store.LoadBoards(st); len(l) != 3 || !shows(m, say("ui.boards", 3)) {
		t.Fatalf("after delete: %v", l)
	}
	// A board's file damaged since it was saved is named and changes nothing.
	st.Save(store.BoardName(3), []byte("{damaged"))
	click(t, m, labelled(t, m, "delta", 0).Rect) // delta
	if !strings.Contains(s.err, "line 1") || s.playing() != "beta" {
		t.Fatalf("a damaged board: %q, playing %q", s.err, s.playing())
	}
	// Open alpha in the editor again.
	click(t, m, labelled(t, m, "alpha", 1).Rect)
	e2, ok := m.Current().(*Editor)
	if !ok || e2.r.Name != "alpha" {
		t.Fatalf("edit went to %s", m.Current().Name())
	}
}

// TestEditorZoomsLongBoard: on a 500-square board the view zooms (+ key,
// wheel, button) so that one square is large enough to tap, pans by a drag
// without selecting, and a single square is chosen by a click at 3×.
func TestEditorZoomsLongBoard(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		m := newManager(t, nil)
		m.Resize(size[0], size[1])
		e := openEditor(t, m)
		click(t, m, edTab(t, m, tabRules))
		for e.r.Board.Goal() < 500 {
			click(t, m, edRect(t, m, "+10"))
		}
		r0 := e.view.layout.Cells[250].R
		key(t, m, ebiten.KeyEqual)
		m.C.In.Reset()
		c := e.view.area.Min.Add(e.view.area.Max).Div(2)
		m.C.In.X, m.C.In.Y, m.C.In.Wheel = c.X, c.Y, 1
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		click(t, m, control(t, m, "ui.ed.zoomIn").Rect)
		if e.view.level != len(zoomLevels)-1 || e.view.layout.Cells[250].R < 2.5*r0 {
			t.Fatalf("%v: zoom level %d, square 250's radius %.1f from %.1f", size, e.view.level, e.view.layout.Cells[250].R, r0)
		}
		// A drag pans and selects nothing.
		sel, pan := e.at.sel, e.view.panX
		m.C.In.Reset()
		m.C.In.X, m.C.In.Y, m.C.In.Pressed, m.C.In.Down = c.X, c.Y, true, true
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		m.C.In.X, m.C.In.Down = c.X+80, true
		m.C.In.Pressed = false
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		m.C.In.Down, m.C.In.Released = false, true
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		m.C.In.Reset()
		if e.view.panX == pan || e.at.sel != sel {
			t.Fatalf("%v: a drag: pan %.0f → %.0f, selected %d → %d", size, pan, e.view.panX, sel, e.at.sel)
		}
		// The arrow keys walk to square 321, which the view shows; a click on it selects it.
		for e.at.sel < 321 {
			key(t, m, ebiten.KeyUp)
		}
		for e.at.sel > 321 {
			key(t, m, ebiten.KeyLeft)
		}
		e.at.sel = 0
		clickSquare(t, m, e, 321)
		if e.at.sel != 321 {
			t.Fatalf("%v: clicking square 321 chose %d", size, e.at.sel)
		}
		if r := e.view.cell(321).R; r < 16 {
			t.Errorf("%v: a square at full zoom is %.0f px across", size, 2*r)
		}
	}
}

// The square page's help names no place for the kind buttons: they sit
// above it on one screen and beside it on another (issue 30, defect 5: it
// said "below" under them).
func TestEditorSquareHelpSaysNoBelow(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	below := []string{"below", "unten", "abajo", "dessous", "sotto", "hieronder", "abaixo", "ниже"}
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		help := say("ui.ed.square", 6, "x")
		for _, w := range below {
			if strings.Contains(help, w) {
				t.Errorf("%s: %q says %q", l.Code, help, w)
			}
		}
	}
}
