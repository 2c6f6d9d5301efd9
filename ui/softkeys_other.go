//go:build !js

package ui

// A desktop's keys bring the characters (Input.Chars): see softkeys_js.go.
func softType(*Field) ([]rune, bool) { return nil, false }
func softPress(*Field)               {}
func softLeave(*Field, bool) bool    { return false }
func softTick()                      {}
