//go:build !js

package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestOpenFileByPath: on the desktop a rules file opened only when dropped
// on the window; "Open a file…" in the setup and the editor's Import show a
// field for its path, typed (or pasted, quoted) with the keys alone, and
// Enter opens it as a dropped one: no file there and a bad file are said
// so and change nothing (RULES §7.3).
func TestOpenFileByPath(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "little.json"), filepath.Join(dir, "bad.json")
	if err := os.WriteFile(good, []byte(littleRace), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(strings.Replace(littleRace, `"to":0`, `"to":70`, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	m := newManager(t, nil)
	key(t, m, ebiten.KeyEnter)
	s := m.Current().(*Setup)
	if !shows(m, say("ui.openFile")) {
		t.Fatal("no way to open a file on the desktop")
	}
	focusOn(t, m, is(say("ui.openFile")))
	key(t, m, ebiten.KeyEnter)
	if f := control(t, m, "ui.filePath"); !f.Focused || shows(m, say("ui.openFile")) {
		t.Fatal("Enter on Open a file did not give its path's field the keys")
	}
	for _, c := range []struct{ path, want string }{
		{filepath.Join(dir, "none.json"), say("ui.noFile", filepath.Join(dir, "none.json"))},
		{bad, "square 27: the Death jumps to 70, past the goal 30"},
	} {
		s.path.text = ""
		s.form.Refresh()
		typeChars(t, m, c.path)
		key(t, m, ebiten.KeyEnter)
		if m.Current() != s || !strings.Contains(s.err, c.want) || s.s.OwnBoard {
			t.Fatalf("%s: scene %s, err %q", c.path, m.Current().Name(), s.err)
		}
		click(t, m, control(t, m, "ui.filePath").Rect) // into it again
	}
	s.path.text = ""
	s.form.Refresh()
	typeChars(t, m, `"`+good+`"`)
	key(t, m, ebiten.KeyEnter)
	step(t, m, 1)
	if row := labelled(t, m, say("ui.boards", 1), 1); s.err != "" || !s.s.OwnBoard || row.Label != "little race" || m.Current() != s {
		t.Fatalf("a good file: err %q, own %v, first of the folder %q", s.err, s.s.OwnBoard, row.Label)
	}

	click(t, m, control(t, m, "rules.classic").Rect)
	click(t, m, control(t, m, "ui.ed.new").Rect)
	e := m.Current().(*Editor)
	step(t, m, 1)
	click(t, m, edTab(t, m, tabFile))
	tabTo(t, m, say("ui.ed.import"), 0)
	key(t, m, ebiten.KeyEnter)
	if !e.pan.pathShown || !control(t, m, "ui.filePath").Focused {
		t.Fatal("Import on the desktop did not give a path's field the keys")
	}
	typeChars(t, m, good)
	key(t, m, ebiten.KeyEnter)
	if e.pan.noteBad || e.r.Name != "little race" || m.Current() != e {
		t.Fatalf("import by path: %q, board %q", e.pan.note, e.r.Name)
	}
}
