//go:build !js

package host

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bad flags print the usage and exit 2; --help prints it and exits 0.
func TestMainFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		say  string
	}{
		{[]string{"--help"}, 0, "usage: goose host"},
		{[]string{"--help"}, 0, "--trust-proxy"},
		{[]string{"--addr", "nowhere"}, 2, "missing port"},
		{[]string{"--nats-addr", "x"}, 2, "missing port"},
		{[]string{"--nats-only", "--nats", "nats://127.0.0.1:4222"}, 2, "--nats-only"},
		{[]string{"--joins", "0"}, 2, "--joins 0"},
		{[]string{"--replicas", "9"}, 2, "--replicas 9"},
		{[]string{"--rooms", "0"}, 2, "--rooms 0"},
		{[]string{"--conns", "0"}, 2, "--conns 0"},
		{[]string{"--help"}, 0, "--nats-nkey"},
		{[]string{"--nats-creds", "x.creds"}, 2, "--nats-creds connects to --nats"},
		{[]string{"--nats", "nats://127.0.0.1:4222", "--nats-creds", "x", "--nats-nkey", "y"}, 2, "not both"},
		{[]string{"--nats-tls-cert", "cert.pem"}, 2, "go together"},
		{[]string{"--nats", "nats://127.0.0.1:4222", "--nats-nkey", filepath.Join(t.TempDir(), "none.nk")}, 2, "none.nk"},
		{[]string{"--store-mb", "1"}, 2, "--store-mb 1"},
		{[]string{"--colour", "red"}, 2, "flag provided but not defined"},
		{[]string{"extra"}, 2, "unexpected argument"},
		{[]string{"--public-url", "goose.example.org"}, 2, "--public-url"},
		{[]string{"--public-url", "https://goose.example.org/?room=x"}, 2, "--public-url"},
		{[]string{"--help"}, 0, "--hooks-private"},
		{[]string{"--site", t.TempDir()}, 1, "no index.html"},
		{[]string{"--cpuprofile", filepath.Join(t.TempDir(), "no", "such", "cpu.prof")}, 1, "--cpuprofile"},
	} {
		var out, errb bytes.Buffer
		code := Main(tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(out.String()+errb.String(), tc.say) {
			t.Errorf("%v: %d %q%q; want %d and %q", tc.args, code, out.String(), errb.String(), tc.code, tc.say)
		}
	}
}

// The host serves the web build beside the rooms.
func TestServesSite(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>Goose</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), Site: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	resp, err := http.Get("http://" + h.Addr() + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "<title>Goose</title>" {
		t.Errorf("GET /: %d %q", resp.StatusCode, body)
	}
	if resp, err := http.Get("http://" + h.Addr() + "/.git/config"); err != nil || resp.StatusCode != 404 {
		t.Errorf("a hidden file is served: %v", err)
	}
}
