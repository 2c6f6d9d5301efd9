//go:build linux

package sim

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReplayFIFORefused (issue 31): `goose sim --replay` of a FIFO is
// refused at once (exit 2), never waited on.
func TestReplayFIFORefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "game.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	done := make(chan string, 1)
	go func() {
		code, _, errs := run("--replay", fifo)
		if code != 2 {
			errs = "exit not 2: " + errs
		}
		done <- errs
	}()
	select {
	case errs := <-done:
		if !strings.Contains(errs, "not a replay (not a regular file") || !strings.Contains(errs, "usage") {
			t.Errorf("a FIFO: %q", errs)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("--replay of a FIFO still waits after 5 s")
	}
}

// TestRecordOnFullDisk (issue 31): `goose sim --record` over a replay kept
// before, on a disk that fills (a file-size limit stands in for it), fails
// and leaves the replay that was there whole; it is written aside and
// renamed over, as the store writes.
func TestRecordOnFullDisk(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	if code, _, errs := run("--seed", "4", "--record", file); code != 0 {
		t.Fatal(errs)
	}
	kept, _ := os.ReadFile(file)
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Skip(err)
	}
	limit := old
	limit.Cur = uint64(len(kept) / 2) // beyond it a write fails (EFBIG) as on a full disk: Go ignores SIGXFSZ
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &limit); err != nil {
		t.Skip(err)
	}
	code, _, errs := run("--seed", "5", "--record", file)
	syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old)
	if code == 0 {
		t.Fatal("--record on a full disk: exit 0")
	}
	if now, _ := os.ReadFile(file); !bytes.Equal(now, kept) {
		t.Errorf("the replay there is now %d bytes of %d: %s", len(now), len(kept), errs)
	}
	if entries, _ := os.ReadDir(filepath.Dir(file)); len(entries) != 1 {
		t.Errorf("%d files left beside the replay", len(entries)-1)
	}
}

// TestLenientFlagsRefused (issue 31): --games 0 or past MaxGames, and a
// --start that leaves a seat or a piece out, exit 2 with the usage.
func TestLenientFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--games", "0"}, "--games 0: 1 to 10000000"},
		{[]string{"--games", "999999999999"}, "--games 999999999999: 1 to 10000000"},
		{[]string{"--start", "30"}, "--start names 1 seats but there are 2: give each seat's square (0 for the start)"},
		{[]string{"--option", "teams", "--start", "30/0,0/0/0/0"}, "--start: seat 1 has 4 pieces, not 2"},
	} {
		code, out, errs := run(c.args...)
		if code != 2 || !strings.Contains(errs, c.says) || !strings.Contains(errs, "usage: goose sim") || out != "" {
			t.Errorf("goose sim %q: exit %d, stderr %q; want exit 2, %q and the usage", c.args, code, errs, c.says)
		}
	}
	if code, _, errs := run("--start", "30,0", "--turns", "2"); code != 0 {
		t.Errorf("a whole --start: %s", errs)
	}
}
