//go:build !unix

// Package cputime is the CPU time a process has used, for the benchmarks
// that print it: on a shared machine it says more than the wall clock.
package cputime

import "time"

// Used is not measured here: the benchmarks report the wall clock alone.
func Used() time.Duration { return 0 }
