//go:build linux && !android

package sound

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// probeDevice looks for what Ebitengine's audio (oto) will try to open, in
// its order: a PulseAudio (or PipeWire) server, then an ALSA playback
// device. Without either, creating the audio context would make RunGame
// fail a few ticks in, so the player stays silent instead.
func probeDevice() error {
	if pulseReachable() {
		return nil
	}
	if pcms, _ := filepath.Glob("/dev/snd/pcmC*D*p"); len(pcms) > 0 {
		return nil
	}
	return errors.New("no PulseAudio server and no ALSA playback device")
}

// pulseReachable connects to the server the way the PulseAudio client
// library finds it: $PULSE_SERVER, else $XDG_RUNTIME_DIR/pulse/native.
func pulseReachable() bool {
	var addrs [][2]string
	if s, ok := os.LookupEnv("PULSE_SERVER"); ok {
		for _, f := range strings.Fields(s) {
			if i := strings.IndexByte(f, '}'); strings.HasPrefix(f, "{") && i > 0 {
				f = f[i+1:] // {hostname} prefixes are for other machines' clients
			}
			switch {
			case strings.HasPrefix(f, "unix:"):
				addrs = append(addrs, [2]string{"unix", f[5:]})
			case strings.HasPrefix(f, "/"):
				addrs = append(addrs, [2]string{"unix", f})
			case f != "":
				host := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(f, "tcp:"), "tcp4:"), "tcp6:")
				if _, _, err := net.SplitHostPort(host); err != nil {
					host = net.JoinHostPort(host, "4713")
				}
				addrs = append(addrs, [2]string{"tcp", host})
			}
		}
	} else {
		addrs = append(addrs, [2]string{"unix", filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), "pulse", "native")})
	}
	for _, a := range addrs {
		if c, err := net.DialTimeout(a[0], a[1], 300*time.Millisecond); err == nil {
			c.Close()
			return true
		}
	}
	return false
}
