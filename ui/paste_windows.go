package ui

import (
	"os/exec"
	"syscall"
)

// quiet runs the clipboard's command without a console window flashing up
// over the game (CREATE_NO_WINDOW).
func quiet(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{HideWindow: true, CreationFlags: 0x08000000}
}
