//go:build unix

// Package cputime is the CPU time a process has used, for the benchmarks
// that print it: on a shared machine it says more than the wall clock.
package cputime

import (
	"syscall"
	"time"
)

// Used is the CPU time this process has used (user and system).
func Used() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
