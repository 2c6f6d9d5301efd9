//go:build !js

package access

// Outside a browser the account is kept for tests; nothing else reads it yet.
func show(*mirror)     {}
func say(string, bool) {}
func take()            {}
