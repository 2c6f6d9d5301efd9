// Command goose is the Game of the Goose: a window to play in, `goose sim`
// to play without one, `goose board` for rules files, `goose serve` to
// hand the web build to a browser, and `goose host` to play over the network.
package main

import (
	_ "embed"
	"os"
	"strings"

	"goose/build/web/serve"
	"goose/engine/boards"
	"goose/engine/sim"
	"goose/ui/app"
	"goose/ui/online/host"
)

//go:embed VERSION
var versionFile string

// version is VERSION, or what the build stamps with -ldflags "-X main.version=...".
var version = ""

func Version() string {
	if version != "" {
		return version
	}
	return strings.TrimSpace(versionFile)
}

func main() {
	args := app.Args() // the command line, or in a browser the page's URL
	if len(args) > 0 && args[0] == "sim" {
		os.Exit(sim.Main(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "board" {
		os.Exit(boards.Main(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "host" {
		os.Exit(host.Main(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "serve" {
		os.Exit(serve.Main(args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(app.Main(args, Version()))
}
