//go:build unix

package boards

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestFIFORefused: a FIFO is not read (it would block for ever).
func TestFIFORefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if _, err := ReadFile(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a FIFO: %v", err)
	}
}
