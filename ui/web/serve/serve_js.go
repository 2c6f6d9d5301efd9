//go:build js

package serve

import (
	"fmt"
	"io"
)

// Main has no meaning inside a page; main never reaches it there.
func Main(_ []string, _, stderr io.Writer) int {
	fmt.Fprintln(stderr, "goose serve runs on a computer, not in a browser")
	return 2
}
