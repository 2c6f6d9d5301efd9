//go:build js

package scenes

import "time"

// In a page every goroutine shares the one thread: an estimate pauses every
// few hundred rollouts so that the page draws meanwhile, and plays a quarter
// of the rollouts (the bars are rougher: about ±1% rather than ±0.5%).
const rolloutShare = 4

func offLoopPause() { time.Sleep(time.Millisecond) }
