//go:build !js

package scenes

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"goose/ui"
)

// TestMain keeps the system's file dialogs out of the scene tests (a test
// fakes one where it needs it), and any file a test exports out of the
// home of whoever runs them.
func TestMain(m *testing.M) {
	systemDialogs = false
	home, err := os.MkdirTemp("", "goose-home")
	if err == nil {
		os.Setenv("HOME", home)
		os.Setenv("USERPROFILE", home)
	}
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}

// fakeDialog puts a dialog program named prog alone on PATH, with a
// display to show it on and an empty home: each run appends its arguments
// to a log, waits for the file "go" beside it when wait, then prints out
// and ends with code (1: Cancel). It is the log's path.
func fakeDialog(t *testing.T, prog, out string, code int, wait bool) (log string) {
	t.Helper()
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("zenity and kdialog are Linux's dialogs")
	}
	dir := t.TempDir()
	log = filepath.Join(dir, "runs")
	script := "#!/bin/sh\necho \"$*\" >> '" + log + "'\n"
	if wait {
		script += "while [ ! -e '" + filepath.Join(dir, "go") + "' ]; do sleep 0.01; done\n"
	}
	script += "printf '%s\\n' '" + out + "'\n"
	if code == 2 {
		script += "echo 'GLib: no portal answered' >&2\n"
	}
	script += "exit " + string(rune('0'+code)) + "\n"
	if err := os.WriteFile(filepath.Join(dir, prog), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	systemDialogs = true
	t.Cleanup(func() { systemDialogs = false })
	t.Setenv("PATH", dir)
	t.Setenv("DISPLAY", ":99")
	t.Setenv("HOME", t.TempDir())
	return log
}

func runs(t *testing.T, log string) []string {
	b, _ := os.ReadFile(log)
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// On the desktop "Open a file…" opens the system's file dialog, for .json
// boards, off the game loop: the screen runs on while it is open, and a
// second click opens no second one; the board chosen is played (RULES
// §7.3). Before, the button only showed a field for a typed path.
func TestSetupOpensABoardWithTheSystemDialog(t *testing.T) {
	good := filepath.Join(t.TempDir(), "little.json")
	os.WriteFile(good, []byte(littleRace), 0o600)
	log := fakeDialog(t, "zenity", good, 0, true)
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	s := m.Current().(*Setup)
	click(t, m, control(t, m, "ui.openFile").Rect)
	step(t, m, 10) // the game goes on while the dialog is open
	click(t, m, control(t, m, "ui.openFile").Rect)
	os.WriteFile(filepath.Join(filepath.Dir(log), "go"), nil, 0o600)
	answered(t, m, &s.ask)
	if s.err != "" || !s.s.OwnBoard || s.board == nil || s.board.Name != "little race" || s.path.shown {
		t.Fatalf("the board chosen: err %q, own %v, field %v", s.err, s.s.OwnBoard, s.path.shown)
	}
	if r := runs(t, log); len(r) != 1 || !strings.Contains(r[0], "--file-selection") || !strings.Contains(r[0], "--file-filter="+say("ui.file.boards")+" | *.json") {
		t.Errorf("zenity ran %d times: %q", len(r), r)
	}
}

// Cancel changes nothing; a dialog that fails says why and offers the
// typed path; no dialog program: the typed path at once.
func TestSetupDialogCancelFailNone(t *testing.T) {
	for _, c := range []struct {
		name      string
		prog      string
		code      int
		err       string
		fieldShow bool
	}{{"cancel", "zenity", 1, "", false}, {"failing", "kdialog", 2, "no portal answered", true}, {"none", "xmessage", 0, "", true}} {
		fakeDialog(t, c.prog, "/nowhere.json", c.code, false)
		m := newManager(t, nil)
		click(t, m, control(t, m, "ui.newGame").Rect)
		s := m.Current().(*Setup)
		before := s.s
		click(t, m, control(t, m, "ui.openFile").Rect)
		answered(t, m, &s.ask)
		if !strings.Contains(s.err, c.err) || (c.err == "") != (s.err == "") || s.path.shown != c.fieldShow || s.s.OwnBoard != before.OwnBoard || s.s.Rules != before.Rules {
			t.Errorf("%s: err %q, path field %v, own %v", c.name, s.err, s.path.shown, s.s.OwnBoard)
		}
		if c.fieldShow && !control(t, m, "ui.filePath").Focused {
			t.Errorf("%s: the path's field has not the keys", c.name)
		}
	}
}

// A path typed without its folder is in the player's Documents, where the
// dialog would have opened (before: the game's working folder).
func TestTypedPathFromDocuments(t *testing.T) {
	fakeDialog(t, "nothing", "", 0, false)
	home, _ := os.UserHomeDir()
	os.Mkdir(filepath.Join(home, "Documents"), 0o755)
	os.WriteFile(filepath.Join(home, "Documents", "little.json"), []byte(littleRace), 0o600)
	if _, r, err := readPath("little.json"); err != nil || r.Name != "little race" {
		t.Errorf("little.json: %v", err)
	}
}

// The editor's Import file opens the dialog too, and Export writes where
// the save dialog says, the full path shown; without a dialog it goes to
// Documents, never over a file there (before: the hidden settings folder).
func TestEditorExportImportWithTheSystemDialog(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "little.json")
	os.WriteFile(good, []byte(littleRace), 0o600)
	fakeDialog(t, "zenity", good, 0, false)
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabFile))
	click(t, m, control(t, m, "ui.ed.import").Rect)
	answered(t, m, &e.pan.files)
	if e.r.Name != "little race" || e.pan.noteBad || e.pan.pathShown {
		t.Fatalf("import: %q, board %q", e.pan.note, e.r.Name)
	}
	out := filepath.Join(dir, "mine.goose.json")
	log := fakeDialog(t, "zenity", out, 0, false)
	click(t, m, control(t, m, "ui.ed.export").Rect)
	answered(t, m, &e.pan.files)
	if b, err := os.ReadFile(out); err != nil || string(b) != string(e.r.File()) || e.pan.note != say("ui.ed.exported", out) {
		t.Fatalf("export: %v, note %q", err, e.pan.note)
	}
	if r := runs(t, log); len(r) != 1 || !strings.Contains(r[0], "--save --confirm-overwrite") || !strings.Contains(r[0], "little-race.goose.json") {
		t.Errorf("zenity was asked %q", r)
	}

	fakeDialog(t, "nothing", "", 0, false)
	home, _ := os.UserHomeDir()
	docs := filepath.Join(home, "Documents")
	os.Mkdir(docs, 0o755)
	os.WriteFile(filepath.Join(docs, "little-race.goose.json"), []byte("the player's"), 0o600)
	click(t, m, control(t, m, "ui.ed.export").Rect)
	answered(t, m, &e.pan.files)
	want := filepath.Join(docs, "little-race (2).goose.json")
	if b, err := os.ReadFile(want); err != nil || string(b) != string(e.r.File()) || e.pan.note != say("ui.ed.exported", want) {
		t.Fatalf("export without a dialog: %v, note %q", err, e.pan.note)
	}
	if b, _ := os.ReadFile(filepath.Join(docs, "little-race.goose.json")); string(b) != "the player's" {
		t.Error("a file of the player's was written over")
	}
	if _, err := m.C.Store.Load("little-race.goose.json"); err == nil {
		t.Error("the export went to the settings folder")
	}
	// A long path is broken where the panel's line ends, on a phone too.
	deep := filepath.Join(dir, strings.Repeat("a-long-folder-name-", 4))
	os.Mkdir(deep, 0o755)
	fakeDialog(t, "zenity", filepath.Join(deep, "x.goose.json"), 0, false)
	click(t, m, control(t, m, "ui.ed.export").Rect)
	answered(t, m, &e.pan.files)
	m.Resize(390, 844)
	e.Layout(m.C)
	e.refresh(m.C)
	for _, l := range e.pan.lines {
		if w := ui.TextWidth(l.text, m.C.Th.Small); w > float64(e.pan.words.Dx()) {
			t.Errorf("%q is %.0f px wide, the panel's words %d", l.text, w, e.pan.words.Dx())
		}
	}
}
