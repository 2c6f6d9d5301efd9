//go:build !js

package scenes

// A window has no notifications of the browser's: the person is told
// nothing, and asked nothing.
func notifyRead() string       { return "" }
func notifyPermission() string { return "" }
func notifyAllowed() bool      { return false }
func notifyAsk()               {}
func pageHidden() bool         { return false }
func notifyShow(string)        {}
