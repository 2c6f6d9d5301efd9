//go:build !js

package ui

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// copyCommands take text on their input into the clipboard, by system, the
// likeliest first (those paste_other.go reads it back with).
func copyCommands() [][]string {
	switch runtime.GOOS {
	case "windows":
		return [][]string{{"clip"}}
	case "darwin":
		return [][]string{{"pbcopy"}}
	}
	x := [][]string{{"xclip", "-selection", "clipboard", "-in"}, {"xsel", "--clipboard", "--input"}}
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		return append([][]string{{"wl-copy"}}, x...)
	}
	return x
}

// ErrNoClipboard: the system has no command that takes text to the clipboard.
var ErrNoClipboard = errors.New("no clipboard command (xclip, xsel or wl-copy) on this system")

// Copy puts text on the clipboard with the system's own command, waiting a
// second at most: xclip stays on to serve the clipboard, in the background.
func Copy(text string) error {
	for _, argv := range copyCommands() {
		path, err := exec.LookPath(argv[0])
		if err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, argv[1:]...)
		quiet(cmd)
		cmd.Stdin = strings.NewReader(text)
		cmd.WaitDelay = 100 * time.Millisecond
		if err := cmd.Run(); err != nil && !errors.Is(err, exec.ErrWaitDelay) {
			return err
		}
		return nil
	}
	return ErrNoClipboard
}

// PageURL is the address of the page the game runs in: "" on the desktop.
func PageURL() string { return "" }
