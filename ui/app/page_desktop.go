//go:build !js

package app

import "os"

// Args is the command line; the browser build reads its URL instead.
func Args() []string { return os.Args[1:] }

// sceneHook is for the browser build (page_js.go); the desktop needs none.
var sceneHook func(name string)

// download is for the browser build (page_js.go): the desktop keeps an
// export beside the settings.
var download func(name string, data []byte) error

// upload is for the browser build (page_js.go): the desktop opens a file
// dropped on the window.
var upload func(got func(name string, data []byte, err error))
