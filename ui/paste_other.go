//go:build !js

package ui

import (
	"context"
	"errors"
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
	if v || ins {
		AskPaste()
	}
}

// AskPaste reads the clipboard off the game loop, as Ctrl+V does: its text
// comes to a later tick (Input.PastedText), if it holds any.
func AskPaste() {
	if reading.CompareAndSwap(false, true) {
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
		// UTF-8, not the console's code page, or names lose their accents.
		return [][]string{{"powershell", "-NoProfile", "-NonInteractive", "-Command",
			"[Console]::OutputEncoding = [Text.Encoding]::UTF8; Get-Clipboard -Raw"}}
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
		defer cancel()
		cmd := exec.CommandContext(ctx, path, argv[1:]...)
		quiet(cmd)
		out := &kept{max: MaxClipboard}
		cmd.Stdout = out
		cmd.WaitDelay = 100 * time.Millisecond // past the timeout, whatever holds its output open
		err = cmd.Run()
		// A command that printed all and ended is read, though a child of its keeps its output open.
		return string(out.b), err == nil || errors.Is(err, exec.ErrWaitDelay)
	}
	return "", false
}

// kept is the start of a command's output: a huge clipboard's first
// characters, the rest read and dropped.
type kept struct {
	b   []byte
	max int
}

func (k *kept) Write(p []byte) (int, error) {
	if room := k.max - len(k.b); room > 0 {
		k.b = append(k.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}
