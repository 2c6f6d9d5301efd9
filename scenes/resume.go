package scenes

import (
	"errors"
	"strings"
	"unicode/utf8"

	"goose/ui/store"
)

// catchPanics lets ResumePlay and the manager turn a panic into a message;
// the fuzz test turns it off to see the panic.
var catchPanics = true

// setGameAside keeps the damaged game file under another name and says so.
func setGameAside(c *Context, why error) error {
	where, err := c.Store.Aside(store.GameName)
	if err != nil {
		return errors.New(say("ui.gameUnread", why))
	}
	return errors.New(say("ui.gameSetAside", why, where))
}

// Bounds on a saved game's log: the play scene saves its last lines.
const maxLogLines, maxLogLine = 50, 400

// tidyLog keeps the last lines of a saved log, each valid and of a sane length.
func tidyLog(lines []string) []string {
	if len(lines) > maxLogLines {
		lines = lines[len(lines)-maxLogLines:]
	}
	out := make([]string, 0, len(lines)+1)
	for _, l := range lines {
		l = strings.ToValidUTF8(l, "\uFFFD")
		if utf8.RuneCountInString(l) > maxLogLine {
			l = string([]rune(l)[:maxLogLine]) + "…"
		}
		out = append(out, l)
	}
	return out
}

// capitalized is s with its first letter in capitals ("" stays "").
func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return strings.ToUpper(string(r)) + s[n:]
}
