//go:build linux && !android

package sound

import (
	"net"
	"os"
	"path/filepath"
	"testing"
)

// pulseReachable must find a server where the PulseAudio client would.
func TestPulseReachable(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "pulse", "native")
	if err := os.MkdirAll(filepath.Dir(sock), 0o700); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix sockets here: %v", err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	for _, c := range []struct {
		name        string
		server, xdg string
		unsetServer bool
		want        bool
	}{
		{"default path", "", dir, true, true},
		{"default path, nothing there", "", t.TempDir(), true, false},
		{"PULSE_SERVER unix:", "unix:" + sock, "", false, true},
		{"PULSE_SERVER path", sock, "", false, true},
		{"PULSE_SERVER elsewhere", "unix:" + filepath.Join(dir, "none"), dir, false, false},
		{"PULSE_SERVER list", "unix:/nonexistent " + sock, "", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("XDG_RUNTIME_DIR", c.xdg)
			t.Setenv("PULSE_SERVER", c.server) // restored after the test
			if c.unsetServer {
				os.Unsetenv("PULSE_SERVER")
			}
			if got := pulseReachable(); got != c.want {
				t.Errorf("pulseReachable() = %v, want %v", got, c.want)
			}
		})
	}
}
