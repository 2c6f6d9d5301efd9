//go:build !js && !windows

package ui

import "os/exec"

// quiet: a command run from the game shows no window of its own here.
func quiet(*exec.Cmd) {}
