//go:build !js

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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

// Load reads at most MaxBlob bytes of a regular file (through a link): a
// FIFO, a device or a folder under the name is unreadable, never read.
func (d *Dir) Load(name string) ([]byte, error) {
	path := filepath.Join(d.Path, name)
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrMissing
	}
	if err != nil {
		return nil, &UnreadableError{err}
	}
	if !st.Mode().IsRegular() {
		return nil, &UnreadableError{fmt.Errorf("%s is not a file (%v)", path, st.Mode().Type())}
	}
	if st.Size() > MaxBlob {
		return nil, ErrTooBig
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &UnreadableError{err}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxBlob+1))
	if err != nil {
		return nil, &UnreadableError{err}
	}
	if len(b) > MaxBlob {
		return nil, ErrTooBig
	}
	return b, nil
}

// Save writes a temporary file beside the target, syncs it, renames it over
// and syncs the folder, so that a crash leaves the old or the new file. A
// link is written through: its target is replaced, the link stays.
func (d *Dir) Save(name string, data []byte) error {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	target := linkTarget(filepath.Join(d.Path, name))
	dir := filepath.Dir(target)
	f, err := os.CreateTemp(dir, filepath.Base(target)+tmpMark+"*")
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
	if err := os.Rename(tmp, target); err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(dir)
	return nil
}

// tmpMark is in the name of every temporary file Save writes.
const tmpMark = ".tmp-"

// linkTarget follows path if it is a symbolic link (a dotfile manager's),
// so that Save replaces the file the link names. A dangling link names the
// file to create.
func linkTarget(path string) string {
	st, err := os.Lstat(path)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 {
		return path
	}
	if t, err := filepath.EvalSymlinks(path); err == nil {
		return t
	}
	to, err := os.Readlink(path)
	if err != nil {
		return path
	}
	if !filepath.IsAbs(to) {
		to = filepath.Join(filepath.Dir(path), to)
	}
	return to
}

// syncDir makes a rename in dir durable. Some systems cannot sync a
// folder (Windows); the rename is then as durable as they make it.
func syncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}

func (d *Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Aside renames a damaged file to a name no other file has, so that two
// files set aside in the same second are both kept.
func (d *Dir) Aside(name string) (string, error) {
	base := filepath.Join(d.Path, fmt.Sprintf("%s.damaged-%s", name, time.Now().Format("20060102-150405")))
	for i := 1; i < 1000; i++ {
		to := base
		if i > 1 {
			to = fmt.Sprintf("%s-%d", base, i)
		}
		if _, err := os.Lstat(to); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(filepath.Join(d.Path, name), to); err != nil {
			return "", err
		}
		return to, nil
	}
	return "", fmt.Errorf("too many damaged copies of %s in %s", name, d.Path)
}

// Lock takes the folder for this process until unlock (or the process's
// end, even by a crash): a second Goose on the same folder gets ErrBusy.
// Holding it, Lock removes the temporary files an interrupted save left.
func (d *Dir) Lock() (unlock func(), err error) {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return nil, err
	}
	unlock, err = lockFile(filepath.Join(d.Path, LockName))
	if err != nil {
		return nil, err
	}
	entries, _ := os.ReadDir(d.Path)
	for _, e := range entries {
		if strings.Contains(e.Name(), tmpMark) && e.Type().IsRegular() {
			os.Remove(filepath.Join(d.Path, e.Name()))
		}
	}
	return unlock, nil
}

// LockName is the file Lock holds.
const LockName = "goose.lock"

// Where is the path of the file a blob named name is saved to.
func (d *Dir) Where(name string) string { return filepath.Join(d.Path, name) }
