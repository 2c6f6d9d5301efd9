package scenes

import (
	"strings"
	"testing"
	"testing/fstest"
)

// littleRace is a 30-square board of one's own for one die (RULES §7.3).
const littleRace = `{"format":1,"name":"little race","dice":1,"order":"seat","start":"none","landing":"share","goose":"again",
"stakes":{"purse":10,"ante":1,"swap":"both"},"goal":30,"squares":[{"at":4,"kind":"bridge","to":9},{"at":7,"kind":"goose"},
{"at":13,"kind":"inn","turns":1},{"at":20,"kind":"again"},{"at":24,"kind":"well","hold":"rescue"},{"at":27,"kind":"death","to":0}]}`

// drop drops files on the window for one tick.
func drop(t *testing.T, m *Manager, files fstest.MapFS) {
	t.Helper()
	m.C.In.Reset()
	m.C.In.Dropped = files
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	m.C.In.Reset()
}

// TestDropOwnBoard: a rules file dropped on the setup becomes the board in
// play, is kept in the folder of boards listed beside the presets, and is played to the end by the
// computers; a bad file is named with its fault and changes nothing.
func TestDropOwnBoard(t *testing.T) {
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	setup := m.Current().(*Setup)
	if shows(m, say("ui.ownBoard", "little race")) || shows(m, "little race") {
		t.Fatal("an own-board button with no board")
	}
	bad := strings.Replace(littleRace, `"to":0`, `"to":70`, 1)
	drop(t, m, fstest.MapFS{"bad.json": {Data: []byte(bad)}})
	if !strings.Contains(setup.err, "bad.json") || !strings.Contains(setup.err, "square 27: the Death jumps to 70, past the goal 30") || setup.s.OwnBoard {
		t.Fatalf("a bad file: err %q, setup %+v", setup.err, setup.s)
	}
	drop(t, m, fstest.MapFS{"little.json": {Data: []byte(littleRace)}})
	step(t, m, 1)
	row := labelled(t, m, say("ui.boards", 1), 1) // a dropped board is kept in the folder of boards
	if setup.err != "" || !setup.s.OwnBoard || !row.Selected || row.Label != "little race" {
		t.Fatalf("a good file: err %q, button %+v", setup.err, row)
	}
	click(t, m, control(t, m, "rules.classic").Rect)
	if setup.s.OwnBoard || !shows(m, "little race") || setup.s.Rules != "classic" {
		t.Fatal("choosing a preset lost the board, or did not choose the preset")
	}
	click(t, m, row.Rect)
	for i := range setup.s.Seats {
		setup.s.Seats[i].Computer = true
	}
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "ui.start").Rect)
	play, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Start went to %s (%s)", m.Current().Name(), setup.err)
	}
	if g := play.g; g.Rules.Name != "little race" || g.Rules.Board.Goal() != 30 || g.Rules.Dice != 1 {
		t.Fatalf("playing %q, %d squares", g.Rules.Name, g.Rules.Board.Goal())
	}
	playToEnd(t, m)
	if !play.g.Over() || play.g.State.Winner < 0 && !play.g.State.Draw {
		t.Error("the game did not end")
	}
	if r, err := m.C.Settings.Setup.BaseRules(); err != nil || r.Name != "little race" {
		t.Errorf("the board is not remembered: %v %v", r.Name, err)
	}
}
