//go:build js

package commands

import "io"

// Run runs no command in a page: its arguments come from the URL and all
// mean the game.
func Run([]string, io.Writer, io.Writer) (code int, ran bool) { return 0, false }
