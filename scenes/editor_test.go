package scenes

import (
	"image"
	"testing"

	"goose/engine"
	"goose/ui/store"
)

// clickSquare clicks square sq of the editor's board.
func clickSquare(t *testing.T, m *Manager, e *Editor, sq int) {
	t.Helper()
	c := e.layout.Cells[sq]
	click(t, m, image.Rect(int(c.X), int(c.Y), int(c.X)+1, int(c.Y)+1))
}

// TestEditorBuildsPlaysKeeps: a 30-square board is made in the editor with fake
// input (a bridge whose target is clicked, a death, a throw-again, one die),
// a fault is shown at its square and undone, the board is test-played to the
// end by computers, kept, and read back by a new start (RULES §7.3).
func TestEditorBuildsPlaysKeeps(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	click(t, m, m.Current().(*Title).newGame.Rect)
	click(t, m, m.Current().(*Setup).edit.Rect)
	e, ok := m.Current().(*Editor)
	if !ok {
		t.Fatalf("Make a board went to %s", m.Current().Name())
	}
	step(t, m, 1)
	for e.r.Board.Goal() > 30 {
		click(t, m, e.shorter.Rect)
	}
	if e.r.Board.Goal() != 30 {
		t.Fatalf("%d squares", e.r.Board.Goal())
	}
	for e.r.Dice != 1 {
		click(t, m, e.dice.Rect)
	}
	clickSquare(t, m, e, 10)
	click(t, m, e.kinds[2].Rect) // bridge: the next square clicked is its target
	if !e.picking {
		t.Fatal("a bridge does not ask for its target")
	}
	clickSquare(t, m, e, 16)
	if s := e.r.Board.Squares[10]; s.Kind != engine.Bridge || s.To != 16 {
		t.Fatalf("square 10: %+v", s)
	}
	clickSquare(t, m, e, 22)
	click(t, m, e.kinds[9].Rect) // death
	clickSquare(t, m, e, 25)
	click(t, m, e.kinds[11].Rect) // throw again
	// A bridge into a circle: a fault beside its square, then undone.
	clickSquare(t, m, e, 16)
	click(t, m, e.kinds[3].Rect) // jump
	clickSquare(t, m, e, 10)
	if _, bad := e.faults[10]; !bad || !e.play.Disabled {
		t.Fatalf("a circle of jumps: faults %v", e.faults)
	}
	click(t, m, e.undoBt.Rect)
	click(t, m, e.undoBt.Rect)
	if len(e.faults) != 0 || e.general != "" || e.r.Board.Squares[16].Kind != engine.Plain {
		t.Fatalf("after undo: %v %q, square 16 %+v", e.faults, e.general, e.r.Board.Squares[16])
	}
	click(t, m, e.redoBt.Rect)
	click(t, m, e.undoBt.Rect)
	e.name.Text = "thirty"
	step(t, m, 1)
	m.C.Settings.Speed = 3
	click(t, m, e.play.Rect)
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
