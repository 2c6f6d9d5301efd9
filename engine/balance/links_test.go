//go:build !js

package balance

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildLinksNoSim: the editor and the rules page call the meter
// in the browser too, whose build must not link goose sim (engine/sim: see
// ui/commands TestBrowserLinksNoServer); the meter plays its games with the
// engine and the computer players alone.
func TestBrowserBuildLinksNoSim(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(goBin, "list", "-deps", "goose/engine/balance")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "goose/engine/odds\n") {
		t.Fatalf("go list named not the meter's packages:\n%s", out)
	}
	for _, d := range strings.Fields(string(out)) {
		if d == "goose/engine/sim" || d == "goose/engine/boards" || strings.HasPrefix(d, "github.com/nats-io/") {
			t.Errorf("the meter links %s", d)
		}
	}
}
