//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// issue 11.9: a FIFO or a link to /dev/zero under a blob's name is refused
// at once, neither waited on nor read forever.
func TestLoadRefusesFIFOsAndDevices(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	fifo := filepath.Join(d.Path, GameName)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Load(GameName); !Unreadable(err) {
		t.Errorf("FIFO: %v, want unreadable (and no wait)", err)
	}
	os.Remove(fifo)
	if err := os.Symlink("/dev/zero", fifo); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Load(GameName); !Unreadable(err) {
		t.Errorf("link to /dev/zero: %v, want unreadable", err)
	}
}
