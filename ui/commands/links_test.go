//go:build !js

package commands

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The browser build links none of the commands: not the NATS server, not
// the host, not the static server (goose serve), whose packages stay out of
// the page's download (go list -deps of the game for js/wasm).
func TestBrowserLinksNoServer(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(goBin, "list", "-deps", "goose")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 || !strings.Contains(string(out), "goose/ui/app\n") {
		t.Fatalf("go list named %d packages, not the game's", len(deps))
	}
	for _, d := range deps {
		for _, server := range []string{"github.com/nats-io/nats-server", "goose/ui/online/host", "goose/ui/web/serve", "goose/engine/sim"} {
			if d == server || strings.HasPrefix(d, server+"/") {
				t.Errorf("the browser build links %s", d)
			}
		}
	}
}
