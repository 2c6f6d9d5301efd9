package files

import (
	"os/exec"
	"syscall"
)

// quiet shows the dialog without a console window behind it (CREATE_NO_WINDOW).
func quiet(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{HideWindow: true, CreationFlags: 0x08000000}
}
