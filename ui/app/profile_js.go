//go:build js

package app

import "log"

// writeMemProfile has no file to write in a page; runtime/pprof stays out of
// the browser build (about 30 KB gzip).
func writeMemProfile(string) { log.Print("memprofile: not in a browser") }
