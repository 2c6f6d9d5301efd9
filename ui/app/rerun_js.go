//go:build js

package app

// rerunMuted cannot restart a page; the browser's audio starts on the first click anyway.
func rerunMuted() int { return 1 }
