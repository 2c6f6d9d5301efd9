//go:build !js

package ui

// ReducedMotion reports whether the system asks for less motion (a
// browser's prefers-reduced-motion). The desktop asks nothing: there the
// setting alone says.
func ReducedMotion() bool { return false }
