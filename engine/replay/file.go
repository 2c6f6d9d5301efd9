package replay

import (
	"errors"
	"os"
	"path/filepath"
)

// WriteFile writes the replay to path as a store writes a blob: aside
// first, synced, then renamed over, so that a full disk or a crash leaves
// the replay that was there whole, never truncated.
func (r *Replay) WriteFile(path string) error {
	data, err := r.Marshal()
	if err != nil {
		return err
	}
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target // a link is written through, as the store does: its target replaced, the link kept
	}
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	if err := errors.Join(werr, f.Chmod(0o644), f.Sync(), f.Close()); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}
