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

// fileAsk is one of the system's file dialogs under way (the desktop's:
// filedialog_other.go), run off the game loop: the screen keeps drawing
// meanwhile, and a second click opens no second dialog.
type fileAsk struct {
	busy bool
	got  chan fileAnswer
	done func(fileAnswer) // what the scene does with the answer
}

// fileAnswer is a dialog's path, or why there is none (errCancelled: the
// player closed it; errNoDialog: there is none to show here).
type fileAnswer struct {
	path string
	err  error
}

var (
	errCancelled = errors.New("cancelled")
	errNoDialog  = errors.New("no file dialog")
)

// start runs ask in a goroutine, unless a dialog is already open; poll
// hands its answer to done on the game loop.
func (a *fileAsk) start(ask func() (string, error), done func(fileAnswer)) {
	if a.busy {
		return
	}
	if a.got == nil {
		a.got = make(chan fileAnswer, 1)
	}
	a.busy, a.done = true, done
	go func() {
		path, err := ask()
		a.got <- fileAnswer{path, err}
	}()
}

// poll runs done with the answer once it has come, and reports so.
func (a *fileAsk) poll() bool {
	if !a.busy {
		return false
	}
	select {
	case r := <-a.got:
		a.busy = false
		a.done(r)
		return true
	default:
		return false
	}
}

func (a *fileAsk) idle() bool { return !a.busy }

// openBoard asks for a rules file with the system's dialog where there is
// one: take reads the path chosen; where there is no dialog, or it failed
// (said by fallback, with the problem), the path is typed instead. Cancel
// changes nothing.
func (a *fileAsk) openBoard(take func(path string), fallback func(problem string)) {
	if !dialogHere() {
		fallback("")
		return
	}
	a.start(askBoard, func(r fileAnswer) {
		switch {
		case r.err == nil:
			take(r.path)
		case errors.Is(r.err, errNoDialog):
			fallback("")
		case !errors.Is(r.err, errCancelled):
			fallback(narrate.M("ui.file.failed", r.err).String())
		}
	})
}

// export writes data, a file named name, where the player says (the save
// dialog), else to their folder; said hears the full path written, or why
// it was not (Cancel: nothing).
func (a *fileAsk) export(title narrate.ID, name, ext string, data []byte, said func(path string, err error)) {
	a.start(func() (string, error) { return writeFile(title, name, ext, data) }, func(r fileAnswer) {
		if !errors.Is(r.err, errCancelled) {
			said(r.path, r.err)
		}
	})
}

// openFile opens a rules file with the system's dialog, or shows the field
// for its path.
func (s *Setup) openFile(c *Context) {
	s.ask.openBoard(func(path string) { s.openPath(c, path) }, s.typePath)
}

// typePath shows the field for a rules file's path (no dialog here, or it
// failed: problem says why) and gives it the keys.
func (s *Setup) typePath(problem string) {
	if problem != "" {
		s.err = problem
	}
	s.path.shown = true
	s.form.Refresh()
	s.form.FocusOn(s.path.node)
}

// openFile opens a rules file in the editor with the system's dialog, or
// shows the field for its path.
func (e *Editor) openFile() {
	e.pan.files.openBoard(func(path string) {
		name, r, err := readPath(path)
		e.importRules(name, r, err)
	}, e.typePath)
}

// typePath shows the field for a file's path and gives it the keys (no
// dialog here, or it failed: problem says why).
func (e *Editor) typePath(problem string) {
	e.pan.pathShown = true
	e.form.Refresh()
	e.form.FocusOn(e.path)
	if problem != "" {
		e.say(narrate.M("ui.ed.notImported", problem), true)
		return
	}
	e.say(narrate.M("ui.ed.dropHere"), false)
}

// exportTo writes the board's file where the save dialog says, or to the
// player's folder, and shows the full path.
func (e *Editor) exportTo(name string, data []byte) {
	e.pan.files.export("ui.file.exportBoard", name, "json", data, func(path string, err error) {
		if err != nil {
			e.say(narrate.M("ui.ed.notExported", err), true)
			return
		}
		e.say(narrate.M("ui.ed.exported", path), false)
	})
}

// exportTo writes a kept game's events where the save dialog says, or to
// the player's folder, and notes the full path.
func (r *ReplayList) exportTo(name string, data []byte) {
	r.ask.export("ui.file.exportEvents", name, "", data, func(path string, err error) {
		r.note = narrate.M("ui.replays.exported", path).String()
		if err != nil {
			r.note = narrate.M("ui.replays.bad", err).String()
		}
	})
}
