//go:build !js && !windows

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The desktop reads the clipboard with the first of the system's commands
// it finds (here stand-ins for xclip and xsel on the PATH): what it printed,
// whole, line break and all (Paste drops it); of a huge clipboard its start;
// nothing from a command that fails or hangs, and no wait past its timeout.
func TestReadClipboard(t *testing.T) {
	if !strings.Contains(strings.Join(clipboardCommands()[0], " "), "clip") {
		t.Skip("not the Linux commands") // macOS: pbpaste
	}
	dir := t.TempDir()
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")
	fake := func(name, script string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if got, ok := readClipboard(); ok || got != "" {
		t.Errorf("no clipboard command: %q %v", got, ok)
	}
	fake("xsel", `[ "$*" = "--clipboard --output" ] && printf 'Zoë'`)
	if got, ok := readClipboard(); !ok || got != "Zoë" {
		t.Errorf("xsel alone: %q %v", got, ok)
	}
	for _, tc := range []struct {
		script, want string
		ok           bool
	}{
		{`[ "$*" = "-selection clipboard -out" ] && printf 'http://192.168.1.5:8080/?room=7K3M9QX2AB\n'`, "http://192.168.1.5:8080/?room=7K3M9QX2AB\n", true},
		{`/usr/bin/head -c 1000000 /dev/zero | /usr/bin/tr '\0' 'a'`, strings.Repeat("a", MaxClipboard), true},
		{`echo "Error: target STRING not available" >&2; exit 1`, "", false},
		{`printf 'half'; exec /bin/sleep 30`, "half", false},
		{`/bin/sleep 3 & printf 'gone'`, "gone", true}, // a child left holding the output (a while)
	} {
		fake("xclip", tc.script)
		start := time.Now()
		got, ok := readClipboard()
		if ok != tc.ok || got != tc.want {
			t.Errorf("%s: %.40q %v; want %.40q %v", tc.script, got, ok, tc.want, tc.ok)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s: read for %v", tc.script, d)
		}
	}
}
