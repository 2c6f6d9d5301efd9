//go:build !unix

package balance

import "time"

// cpuTime is not measured here: the benchmark reports the wall clock alone.
func cpuTime() time.Duration { return 0 }
