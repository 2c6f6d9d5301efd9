package app

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"goose/engine/replay"
	"goose/scenes"
)

// readReplay reads --replay: a file's path, or a link (a page's ?replay=
// comes here too). A damaged one stops the desktop with a message before
// any window opens; in a page, the title says it instead (a page cannot
// print: pageReplay), and the game starts as ever.
func (f *gameFlags) readReplay(g givenFlags) error {
	if g.replay == "" {
		return nil
	}
	data := []byte(g.replay)
	if st, err := os.Stat(g.replay); err == nil && st.Mode().IsRegular() {
		file, err := os.Open(g.replay)
		if err != nil {
			return fmt.Errorf("--replay %s: %w", g.replay, err)
		}
		defer file.Close()
		if data, err = io.ReadAll(io.LimitReader(file, replay.MaxFile+1)); err != nil {
			return fmt.Errorf("--replay %s: %w", g.replay, err)
		}
	}
	if runtime.GOOS == "js" {
		f.replayPage = data
		return nil
	}
	rm, err := scenes.ReadShared(data)
	if err != nil {
		return fmt.Errorf("--replay: %w", err)
	}
	f.replay = rm
	return nil
}

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
