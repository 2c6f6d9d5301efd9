//go:build !js

package files

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// fake puts a program named prog first (and alone) on PATH: it writes its
// arguments, one a line, to the file args beside it, prints out and ends
// with code.
func fake(t *testing.T, prog, out string, code int) (args string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake dialogs are shell scripts")
	}
	dir := t.TempDir()
	args = filepath.Join(dir, "args")
	script := "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '" + args + "'\nprintf '%s' '" + out + "'\nexit " + string(rune('0'+code)) + "\n"
	if err := os.WriteFile(filepath.Join(dir, prog), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("DISPLAY", ":99")
	t.Setenv("HOME", t.TempDir())
	return args
}

func linuxOnly(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("zenity and kdialog are the dialogs of Linux and the BSDs")
	}
}

func TestZenityOpensAJSONBoard(t *testing.T) {
	linuxOnly(t)
	args := fake(t, "zenity", "/boards/my race.json\n", 0)
	got, err := Open(Ask{Title: "Open a board", Dir: "/boards", Kind: "Goose boards", Ext: "json", All: "All files"})
	if err != nil || got != "/boards/my race.json" {
		t.Fatalf("Open: %q, %v", got, err)
	}
	b, _ := os.ReadFile(args)
	want := "--file-selection\n--title=Open a board\n--filename=/boards/\n--file-filter=Goose boards | *.json\n--file-filter=All files | *\n"
	if string(b) != want {
		t.Errorf("zenity was asked\n%s\nwant\n%s", b, want)
	}
}

func TestZenitySaveAsksBeforeReplacing(t *testing.T) {
	linuxOnly(t)
	dir := t.TempDir()
	args := fake(t, "zenity", filepath.Join(dir, "race.goose.json"), 0)
	path, err := Write(Ask{Title: "Export", Dir: dir, Name: "race.goose.json", Kind: "Goose boards", Ext: "json", All: "All"}, []byte("{}"))
	if b, _ := os.ReadFile(path); err != nil || string(b) != "{}" || path != filepath.Join(dir, "race.goose.json") {
		t.Fatalf("Write: %q (%q), %v", path, b, err)
	}
	if b, _ := os.ReadFile(args); !strings.Contains(string(b), "--save\n--confirm-overwrite\n") || !strings.Contains(string(b), "--filename="+filepath.Join(dir, "race.goose.json")+"\n") {
		t.Errorf("zenity was asked %s", b)
	}
}

func TestCancelIsCancelled(t *testing.T) {
	linuxOnly(t)
	fake(t, "zenity", "", 1)
	if _, err := Open(Ask{}); !errors.Is(err, ErrCancelled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, err := Write(Ask{Name: "x.json"}, []byte("{}")); !errors.Is(err, ErrCancelled) {
		t.Errorf("a save cancelled: %v", err)
	}
}

// A dialog that fails says why, not that it was cancelled.
func TestAFailingDialogSaysWhy(t *testing.T) {
	linuxOnly(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "zenity"), []byte("#!/bin/sh\necho 'cannot open display: :99' >&2\nexit 1\n"), 0o755)
	t.Setenv("PATH", dir)
	t.Setenv("DISPLAY", ":99")
	if _, err := Open(Ask{Dir: dir}); err == nil || errors.Is(err, ErrCancelled) || !strings.Contains(err.Error(), "cannot open display") {
		t.Errorf("a dialog without a display: %v", err)
	}
}

func TestKDialogWhereNoZenity(t *testing.T) {
	linuxOnly(t)
	args := fake(t, "kdialog", "/b/x.json\n", 0)
	if got, err := Open(Ask{Title: "T", Dir: "/b", Kind: "Boards", Ext: "json", All: "All"}); err != nil || got != "/b/x.json" {
		t.Fatalf("Open: %q, %v", got, err)
	}
	if b, _ := os.ReadFile(args); string(b) != "--title\nT\n--getopenfilename\n/b\n*.json|Boards\n*|All\n" {
		t.Errorf("kdialog was asked %q", b)
	}
}

// No dialog program, or no display: ErrNoDialog, and a save goes to a new
// file in Documents, never over one there.
func TestNoDialogWritesToDocuments(t *testing.T) {
	linuxOnly(t)
	fake(t, "zenity", "/never", 0)
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	if Available() {
		t.Fatal("a dialog with no display")
	}
	if _, err := Open(Ask{}); !errors.Is(err, ErrNoDialog) {
		t.Fatalf("Open: %v", err)
	}
	home, _ := os.UserHomeDir()
	if Folder() != home {
		t.Errorf("no Documents, no Downloads: %s, want home %s", Folder(), home)
	}
	docs := filepath.Join(home, "Documents")
	os.Mkdir(docs, 0o755)
	os.WriteFile(filepath.Join(docs, "race.goose.json"), []byte("mine"), 0o644)
	path, err := Write(Ask{Name: "race.goose.json"}, []byte("{}"))
	if err != nil || path != filepath.Join(docs, "race (2).goose.json") {
		t.Fatalf("Write: %q, %v", path, err)
	}
	if b, _ := os.ReadFile(filepath.Join(docs, "race.goose.json")); string(b) != "mine" {
		t.Errorf("the player's file was replaced: %q", b)
	}
}

// xdg-user-dir names the Documents folder (it says home where none is set).
func TestFolderIsXDGDocuments(t *testing.T) {
	linuxOnly(t)
	docs := t.TempDir()
	fake(t, "xdg-user-dir", docs+"\n", 0)
	if got := Folder(); got != docs {
		t.Errorf("Folder: %s, want %s", got, docs)
	}
	home := t.TempDir()
	fake(t, "xdg-user-dir", home+"\n", 0)
	t.Setenv("HOME", home)
	os.Mkdir(filepath.Join(home, "Downloads"), 0o755)
	if got := Folder(); got != filepath.Join(home, "Downloads") {
		t.Errorf("Folder: %s, want Downloads", got)
	}
}

func TestCommandLinesQuote(t *testing.T) {
	a := Ask{Title: `Ann's "board"`, Dir: `C:\Users\Ann`, Name: "x.json", Kind: "Boards", Ext: "json", All: "All"}
	if got := macOpen(a)[1]; !strings.Contains(got, `prompt "Ann's \"board\""`) || !strings.Contains(got, `POSIX file "C:\\Users\\Ann"`) {
		t.Errorf("AppleScript: %s", got)
	}
	if got := winSave(a)[4]; !strings.Contains(got, `$d.Title = 'Ann''s "board"'`) || !strings.Contains(got, `Boards (*.json)|*.json|All (*.*)|*.*`) {
		t.Errorf("PowerShell: %s", got)
	}
}

// zenity 3.91 and later refuse --confirm-overwrite (and ask before
// replacing a file anyway): the save dialog is asked again without it.
func TestZenityWithoutConfirmOverwrite(t *testing.T) {
	linuxOnly(t)
	dir := t.TempDir()
	script := "#!/bin/sh\necho \"$*\" >> '" + filepath.Join(dir, "runs") + "'\n" +
		"for a in \"$@\"; do [ \"$a\" = --confirm-overwrite ] && { echo 'This option is not available. Please see --help for all possible usages.' >&2; exit 255; }; done\n" +
		"echo '" + filepath.Join(dir, "out.json") + "'\n"
	os.WriteFile(filepath.Join(dir, "zenity"), []byte(script), 0o755)
	t.Setenv("PATH", dir)
	t.Setenv("DISPLAY", ":99")
	path, err := Write(Ask{Dir: dir, Name: "out.json"}, []byte("{}"))
	if err != nil || path != filepath.Join(dir, "out.json") {
		t.Fatalf("Write: %q, %v", path, err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "runs")); strings.Count(string(b), "\n") != 2 || strings.Contains(strings.Split(string(b), "\n")[1], "confirm") {
		t.Errorf("zenity was run as %q", b)
	}
}
