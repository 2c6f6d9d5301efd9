package main

import (
	"fmt"
	"os"
)

// runGame opens the window; until the scenes land it says so.
func runGame(args []string) int {
	fmt.Fprintln(os.Stderr, "goose: the window is not built yet; try `goose sim`")
	return 1
}
