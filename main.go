// Command goose is the Game of the Goose: a window to play in, and `goose sim`
// to play without one.
package main

import (
	"os"

	"goose/engine/sim"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "sim" {
		os.Exit(sim.Main(os.Args[2:], os.Stdout, os.Stderr))
	}
	os.Exit(runGame(os.Args[1:]))
}
