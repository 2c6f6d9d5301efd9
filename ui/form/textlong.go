package form

import (
	"math"
	"strings"

	"goose/ui"
)

// TextLong is words that text makes which may hold a word longer than a
// line, a file's path: it is broken where the line ends rather than left
// to run off the screen.
func TextLong(text func() string) *Node {
	return leaf(&words{wording: wording{text: text}, role: RoleText, long: true})
}

// wrapLong wraps each of s's paragraphs to w, a word longer than w broken.
func wrapLong(lines []string, s string, face *ui.Face, w float64) []string {
	for para := range strings.SplitSeq(s, "\n") {
		lines = ui.WrapTyped(lines, para, face, w, math.MaxInt)
	}
	return lines
}
