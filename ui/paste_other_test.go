//go:build !js

package ui

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The desktop reads the clipboard with the system's command (here xclip,
// under Xvfb as build/test.sh runs): what was copied, whole, line break and
// all (Paste drops it), and an empty clipboard is nothing.
func TestReadClipboard(t *testing.T) {
	if os.Getenv("DISPLAY") == "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		t.Skip("needs an X display (build/test.sh runs the tests under Xvfb)")
	}
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("no xclip (build/deps.sh test installs it)")
	}
	for _, copied := range []string{"http://192.168.1.5:8080/?room=7K3M9QX2AB\n", "Zoë", ""} {
		// xclip keeps the clipboard from the background, for one paste.
		cp := exec.Command("xclip", "-selection", "clipboard", "-in", "-loops", "1")
		cp.Stdin = strings.NewReader(copied)
		if err := cp.Run(); err != nil {
			t.Fatal(err)
		}
		got, ok := readClipboard()
		if !ok || got != copied {
			t.Errorf("copied %q, the clipboard read %q (%v)", copied, got, ok)
		}
	}
}
