//go:build !js

package ui

import (
	"context"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// reading is set while a clipboard command runs: a paste at a time.
var reading atomic.Bool

// askPaste reads the clipboard on Ctrl+V (Cmd+V, Shift+Insert) with the
// system's own command, off the game loop; where there is none, a paste
// does nothing.
func askPaste() {
	v := inpututil.IsKeyJustPressed(ebiten.KeyV) && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta))
	ins := inpututil.IsKeyJustPressed(ebiten.KeyInsert) && ebiten.IsKeyPressed(ebiten.KeyShift)
	if (v || ins) && reading.CompareAndSwap(false, true) {
		go func() {
			defer reading.Store(false)
			if text, ok := readClipboard(); ok {
				deliver(text)
			}
		}()
	}
}

// clipboardCommands print the clipboard's text, by system, the likeliest first.
func clipboardCommands() [][]string {
	switch runtime.GOOS {
	case "windows":
		return [][]string{{"powershell", "-NoProfile", "-NonInteractive", "-Command", "Get-Clipboard -Raw"}}
	case "darwin":
		return [][]string{{"pbpaste"}}
	}
	x := [][]string{{"xclip", "-selection", "clipboard", "-out"}, {"xsel", "--clipboard", "--output"}}
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		return append([][]string{{"wl-paste", "--no-newline", "--type", "text/plain"}}, x...)
	}
	return x
}

// readClipboard runs the first clipboard command there is, for two seconds
// at most, and keeps the start of what it prints.
func readClipboard() (string, bool) {
	for _, argv := range clipboardCommands() {
		path, err := exec.LookPath(argv[0])
		if err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		cmd := exec.CommandContext(ctx, path, argv[1:]...)
		out, err := cmd.StdoutPipe()
		if err == nil {
			err = cmd.Start()
		}
		if err != nil {
			cancel()
			continue
		}
		// Of a huge clipboard, its start: then the command is stopped.
		text, err := io.ReadAll(io.LimitReader(out, 4*MaxPaste))
		cancel()
		cmd.Wait()
		return string(text), err == nil
	}
	return "", false
}
