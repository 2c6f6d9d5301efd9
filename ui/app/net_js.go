//go:build js

package app

import (
	"syscall/js"

	"goose/scenes"
	"goose/ui/online/proto"
)

// netPlatform is online play in a browser: rooms are made on the host that
// served the page (goose host serves the web build beside its rooms).
func netPlatform(string) scenes.Net {
	loc := js.Global().Get("location")
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scenes.Net{Page: scheme + loc.Get("host").String() + proto.Path}
}
