//go:build !js

// Package files asks the player for a file with the system's own dialog
// (zenity or kdialog on Linux and the BSDs, AppleScript's on macOS,
// Windows Forms' on Windows) and finds the folder a player keeps files in.
// A browser has its own: the page's upload input and its downloads.
package files

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

var (
	// ErrNoDialog: no dialog program here (or no display to show one on).
	ErrNoDialog = errors.New("no file dialog on this system")
	// ErrCancelled: the player closed the dialog without a file.
	ErrCancelled = errors.New("cancelled")
)

// Ask is what a dialog asks for.
type Ask struct {
	Title string
	Dir   string // the folder it opens in ("": the player's Folder)
	Name  string // a save dialog's file name
	// Kind names the files offered ("Goose boards"), Ext their ending
	// ("json"); All names every file. No Ext: every file, unnamed.
	Kind, Ext, All string
	// NoDialog asks as where no dialog is found (Write: to the Folder).
	NoDialog bool
}

// dialog is a program that asks for a file: the command line for an open
// or a save dialog.
type dialog struct {
	prog       string
	open, save func(a Ask) []string
}

// dialogs are this system's, the likeliest first.
func dialogs() []dialog {
	switch runtime.GOOS {
	case "windows":
		return []dialog{{"powershell", winOpen, winSave}}
	case "darwin":
		return []dialog{{"osascript", macOpen, macSave}}
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return nil // nowhere to show one: zenity would fail as if cancelled
	}
	return []dialog{{"zenity", zenityOpen, zenitySave}, {"kdialog", kdialogOpen, kdialogSave}}
}

// find is the first dialog program on PATH, with its path.
func find(a Ask) (dialog, string, bool) {
	if a.NoDialog {
		return dialog{}, "", false
	}
	for _, d := range dialogs() {
		if p, err := exec.LookPath(d.prog); err == nil {
			return d, p, true
		}
	}
	return dialog{}, "", false
}

// Available reports whether a dialog can be shown here.
func Available() bool {
	_, _, ok := find(Ask{})
	return ok
}

// Open asks for a file to open and is its path: ErrCancelled, ErrNoDialog,
// or why the dialog did not run. It waits for the player: call it off the
// game loop.
func Open(a Ask) (string, error) {
	d, p, ok := find(a)
	if !ok {
		return "", ErrNoDialog
	}
	a.Dir = dirOr(a.Dir)
	return run(p, d.open(a))
}

// Save asks where to write a file and is its path (the dialog asks before
// one there is replaced); errors as Open's.
func Save(a Ask) (string, error) {
	d, p, ok := find(a)
	if !ok {
		return "", ErrNoDialog
	}
	a.Dir = dirOr(a.Dir)
	argv := d.save(a)
	path, err := run(p, argv)
	if err != nil && strings.Contains(err.Error(), "option is not available") {
		// zenity 3.91 refuses --confirm-overwrite, which older ones need:
		// from 3.91 on it asks before replacing a file all the same.
		path, err = run(p, slices.DeleteFunc(argv, func(s string) bool { return s == "--confirm-overwrite" }))
	}
	return path, err
}

func dirOr(dir string) string {
	if dir == "" {
		return Folder()
	}
	return dir
}

// run runs a dialog and reads the path it prints. Every one of them ends
// with 1 when cancelled; zenity also does when it has no display, which it
// then says.
func run(prog string, argv []string) (string, error) {
	cmd := exec.Command(prog, argv...)
	quiet(cmd)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	why := strings.TrimSpace(errs.String())
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() == 1 && !strings.Contains(strings.ToLower(why), "display"):
		return "", ErrCancelled
	case err != nil && why != "":
		return "", fmt.Errorf("%s: %v: %s", filepath.Base(prog), err, lastLine(why))
	case err != nil:
		return "", fmt.Errorf("%s: %v", filepath.Base(prog), err)
	}
	path := strings.TrimRight(out.String(), "\r\n")
	if path == "" {
		return "", ErrCancelled
	}
	return path, nil
}

func lastLine(s string) string {
	return s[strings.LastIndexByte(s, '\n')+1:]
}

// Folder is where a player keeps files: the Documents folder (XDG's, as
// xdg-user-dir names it, on Linux), else Downloads, else home; never the
// hidden folder the game keeps its settings in.
func Folder() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "."
	}
	if p, err := exec.LookPath("xdg-user-dir"); err == nil && runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		cmd := exec.Command(p, "DOCUMENTS")
		if out, err := cmd.Output(); err == nil {
			// xdg-user-dir says home itself where no Documents folder is set.
			if d := strings.TrimSpace(string(out)); d != "" && filepath.Clean(d) != filepath.Clean(home) && isDir(d) {
				return d
			}
		}
	}
	for _, d := range []string{"Documents", "Downloads"} {
		if p := filepath.Join(home, d); isDir(p) {
			return p
		}
	}
	return home
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// Unused is a path in dir for name that no file has yet: name, or
// "name (2).ext" and on.
func Unused(dir, name string) string {
	p := filepath.Join(dir, name)
	base, ext := name, ""
	if i := strings.IndexByte(name, '.'); i > 0 {
		base, ext = name[:i], name[i:]
	}
	for n := 2; n < 1000; n++ {
		if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
			return p
		}
		p = filepath.Join(dir, base+" ("+strconv.Itoa(n)+")"+ext)
	}
	return p
}

// Write writes data where the player says (a save dialog), or where none
// can be shown, to a new file in their Folder; it is the full path written.
func Write(a Ask, data []byte) (string, error) {
	path, err := Save(a)
	if errors.Is(err, ErrNoDialog) {
		path, err = Unused(dirOr(a.Dir), a.Name), nil
	}
	if err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", err
	}
	return path, nil
}
