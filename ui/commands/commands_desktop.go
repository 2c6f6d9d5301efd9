//go:build !js

package commands

import (
	"io"

	"goose/engine/boards"
	"goose/engine/sim"
	"goose/ui/online/host"
	"goose/ui/web/serve"
)

var mains = map[string]func(args []string, stdout, stderr io.Writer) int{
	"sim":   sim.Main,
	"board": boards.Main,
	"host":  host.Main,
	"serve": serve.Main,
}

// Run runs the command args names, if it names one, and says so.
func Run(args []string, stdout, stderr io.Writer) (code int, ran bool) {
	if len(args) == 0 || mains[args[0]] == nil {
		return 0, false
	}
	return mains[args[0]](args[1:], stdout, stderr), true
}
