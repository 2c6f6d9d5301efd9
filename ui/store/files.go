//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Dir keeps blobs as files in a folder.
type Dir struct{ Path string }

// Open is the folder dir, or the user's config folder when dir is "".
func Open(dir string) (Store, error) {
	if dir != "" {
		return &Dir{Path: dir}, nil
	}
	d, err := UserDir()
	if err != nil {
		return nil, err
	}
	return d, nil
}

// UserDir is the folder in the user's config directory (e.g. ~/.config/goose).
func UserDir() (*Dir, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("no config directory: %w", err)
	}
	return &Dir{Path: filepath.Join(base, "goose")}, nil
}

func (d *Dir) Load(name string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrMissing
	}
	return b, err
}

// Save writes a temporary file beside the target, syncs it and renames it over.
func (d *Dir) Save(name string, data []byte) error {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.Path, name+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, filepath.Join(d.Path, name)); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

func (d *Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

func (d *Dir) Aside(name string) (string, error) {
	to := filepath.Join(d.Path, fmt.Sprintf("%s.damaged-%s", name, time.Now().Format("20060102-150405")))
	if err := os.Rename(filepath.Join(d.Path, name), to); err != nil {
		return "", err
	}
	return to, nil
}
