package scenes

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"goose/engine"
	"goose/scenes/narrate"
)

// readPath reads the rules file at path as a dropped one is read; the
// quotes, file:// and ~/ that a copied path may come with are undone, a
// path not from the root is in the player's folder (their Documents), and
// no file there is said so.
func readPath(path string) (name string, r engine.Rules, err error) {
	path = strings.Trim(strings.TrimSpace(path), `"'`)
	path = strings.TrimPrefix(path, "file://")
	if rest, ok := strings.CutPrefix(path, "~"+string(filepath.Separator)); ok {
		if home, err := os.UserHomeDir(); err == nil {
			path = filepath.Join(home, rest)
		}
	}
	path = fromFolder(path)
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
