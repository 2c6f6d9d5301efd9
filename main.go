// Command goose is the Game of the Goose: a window to play in, `goose sim`
// to play without one, `goose board` for rules files, `goose serve` to
// hand the web build to a browser, and `goose host` to play over the network.
package main

import (
	_ "embed"
	"os"
	"strings"

	"goose/ui/app"
	"goose/ui/commands"
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
	if code, ran := commands.Run(args, os.Stdout, os.Stderr); ran {
		os.Exit(code)
	}
	os.Exit(app.Main(args, Version()))
}
