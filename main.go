// Command goose is the Game of the Goose: a window to play in, `goose sim`
// to play without one, and `goose serve` to hand the web build to a browser.
package main

import (
	"os"

	"goose/engine/boards"
	"goose/engine/sim"
)

func main() {
	args := cmdArgs()
	if len(args) > 0 && args[0] == "sim" {
		os.Exit(sim.Main(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "board" {
		os.Exit(boards.Main(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "serve" {
		os.Exit(serveMain(args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(runGame(args))
}
