//go:build unix

package scenes

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenPathNotAFile (issue 31): a FIFO's path (or a folder's) typed in
// "Open a file…" or the editor's Import is said to be no file at once,
// never opened: opening a FIFO would wait for a writer, the window frozen.
func TestOpenPathNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "board.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	for _, path := range []string{fifo, dir} {
		done := make(chan error, 1)
		go func() {
			_, _, err := readPath(path)
			done <- err
		}()
		select {
		case err := <-done:
			if want := say("ui.notAFile", path); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want %q", path, err, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: still waiting after 5 s: the window would be frozen", path)
		}
	}
}
