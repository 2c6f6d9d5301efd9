//go:build !js

package app

import (
	"context"
	"strings"
	"testing"

	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// Host on this computer: a host starts in this process, keeps its rooms in
// the config folder, and takes rooms at the address it gives (loopback
// here: tests listen on 127.0.0.1 only).
func TestHostHere(t *testing.T) {
	dir := t.TempDir()
	url, _, err := hostHere(dir, "127.0.0.1:99999", "127.0.0.1:0") // a port that cannot be, then any
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "ws://127.0.0.1:") || !strings.HasSuffix(url, proto.Path) {
		t.Fatalf("url %q", url)
	}
	cl, err := client.Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	cl.Create("Ann", proto.Rules{Preset: "classic"}, nil)
	if r := <-cl.Replies(); r.Type != proto.Error || r.Error.Code != "bad-seats" {
		t.Errorf("a room of no seats: %+v", r)
	}
}
