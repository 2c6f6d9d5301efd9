//go:build !js

package app

import (
	"log"
	"os"
	"runtime/pprof"
)

func writeMemProfile(path string) {
	f, err := os.Create(path)
	if err != nil {
		log.Printf("memprofile: %v", err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		log.Printf("memprofile: %v", err)
	}
}
