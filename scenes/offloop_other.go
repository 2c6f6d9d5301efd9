//go:build !js

package scenes

// On the desktop an estimate runs on a core of its own, whole.
const rolloutShare = 1

func offLoopPause() {}
