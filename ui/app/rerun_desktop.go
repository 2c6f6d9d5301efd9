//go:build !js

package app

import (
	"fmt"
	"os"
	"os/exec"
)

// rerunMuted runs this program again with --mute and returns its status.
func rerunMuted() int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "goose: no sound device; run again with --mute (%v)\n", err)
		return 1
	}
	cmd := exec.Command(exe, append([]string{"--mute"}, os.Args[1:]...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		fmt.Fprintf(os.Stderr, "goose: %v\n", err)
		return 1
	}
	return 0
}
