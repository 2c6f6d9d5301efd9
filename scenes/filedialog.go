package scenes

import (
	"errors"

	"goose/scenes/narrate"
)

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
