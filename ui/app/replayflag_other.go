//go:build !js

package app

import (
	"fmt"
	"io"
	"os"

	"goose/engine/replay"
	"goose/scenes"
)

// readReplay reads --replay: a file's path, or a link. A damaged one stops
// the game with a message before any window opens.
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
	rm, err := scenes.ReadShared(data)
	if err != nil {
		return fmt.Errorf("--replay: %w", err)
	}
	f.replay = rm
	return nil
}
