//go:build js

package main

// rerunMuted cannot restart a page; the browser's audio starts on the first click anyway.
func rerunMuted() int { return 1 }
