package scenes

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
)

// pathEntry is the desktop's keyboard way to a rules file, beside dropping
// it on the window: a field for its path, typed or pasted, that a button
// shows; Enter in it opens the file. A browser has no paths: its upload
// dialog does this.
type pathEntry struct {
	ui.Field
	shown bool
}

// show shows the field and gives it the keys (the Focus takes it up).
func (p *pathEntry) show() {
	p.shown, p.Focused, p.Max = true, true, ui.MaxPaste
	p.Hint = say("ui.filePath")
}

// update types into the field; it reports the path when Enter ends it.
func (p *pathEntry) update(in *ui.Input) (string, bool) {
	if !p.shown {
		return "", false
	}
	typing := p.Focused
	p.Field.Update(in)
	enter := in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)
	if typing && enter && strings.TrimSpace(p.Text) != "" {
		return p.Text, true
	}
	return "", false
}

// readPath reads the rules file at path as a dropped one is read; the
// quotes, file:// and ~/ that a copied path may come with are undone, and
// no file there is said so.
func readPath(path string) (name string, r engine.Rules, err error) {
	path = strings.Trim(strings.TrimSpace(path), `"'`)
	path = strings.TrimPrefix(path, "file://")
	if rest, ok := strings.CutPrefix(path, "~"+string(filepath.Separator)); ok {
		if home, err := os.UserHomeDir(); err == nil {
			path = filepath.Join(home, rest)
		}
	}
	// Look before opening: opening a FIFO would wait for a writer, the window frozen.
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return filepath.Base(path), r, errors.New(narrate.M("ui.notAFile", path).String())
	}
	dir, name := filepath.Split(filepath.Clean(path))
	if dir == "" {
		dir = "."
	}
	r, err = readRulesIn(os.DirFS(dir), name)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrInvalid) {
		err = errors.New(narrate.M("ui.noFile", path).String())
	}
	return name, r, err
}
