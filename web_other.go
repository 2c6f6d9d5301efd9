//go:build !js

package main

import "os"

// cmdArgs is the command line; the browser build reads its URL instead.
func cmdArgs() []string { return os.Args[1:] }

// sceneHook is for the browser build (web_js.go); the desktop needs none.
var sceneHook func(name string)
