package app

import (
	"strings"

	"goose/scenes"
)

// pageReplay reads a page's ?replay=, in the player's language: a damaged
// link is said on the title, and the game starts as ever.
func (f *gameFlags) pageReplay(c *scenes.Context) {
	if f.replayPage == nil {
		return
	}
	rm, err := scenes.ReadShared(f.replayPage)
	if err != nil {
		c.Notice = strings.TrimSpace(c.Notice + " " + err.Error())
		return
	}
	f.replay = rm
}
