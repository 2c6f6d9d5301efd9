//go:build !js

package scenes

import (
	"errors"
	"path/filepath"

	"goose/scenes/narrate"
	"goose/ui/files"
)

// systemDialogs: the desktop asks with the system's file dialogs where it
// has one (the scene tests turn them off, unless a test fakes one).
var systemDialogs = true

// dialogHere reports whether the system has a file dialog to show.
func dialogHere() bool { return systemDialogs && files.Available() }

// askBoard asks for a rules file to open with the system's dialog.
func askBoard() (string, error) {
	if !systemDialogs {
		return "", errNoDialog
	}
	path, err := files.Open(files.Ask{Title: say("ui.file.openBoard"), Kind: say("ui.file.boards"), Ext: "json", All: say("ui.file.all")})
	return path, plainErr(err)
}

// writeFile asks where to write data with the system's save dialog, or
// where none is, writes it to a new file in the player's folder (their
// Documents): it is the full path written. A board (ext json) is offered
// among boards.
func writeFile(title narrate.ID, name, ext string, data []byte) (string, error) {
	a := files.Ask{Title: say(title), Name: name, NoDialog: !systemDialogs}
	if ext != "" {
		a.Kind, a.Ext, a.All = say("ui.file.boards"), ext, say("ui.file.all")
	}
	path, err := files.Write(a, data)
	return path, plainErr(err)
}

// fromFolder is a path typed in the field: one not from the root is in the
// player's folder, where the dialog would have opened.
func fromFolder(path string) string {
	if path == "" || filepath.IsAbs(path) || path[0] == '~' {
		return path
	}
	return filepath.Join(files.Folder(), path)
}

func plainErr(err error) error {
	switch {
	case errors.Is(err, files.ErrCancelled):
		return errCancelled
	case errors.Is(err, files.ErrNoDialog):
		return errNoDialog
	}
	return err
}
