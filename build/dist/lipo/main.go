// Command lipo joins thin Mach-O executables into one universal ("fat")
// binary, as Apple's lipo -create does, so that a Mac app can be built on
// Linux with Go alone.
//
//	go run ./build/dist/lipo -o OUT THIN...
//	go run ./build/dist/lipo -info FILE    one line a slice: cpu, and whether it is signed
package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	out := flag.String("o", "", "the universal binary to write")
	info := flag.String("info", "", "list the slices of this universal binary")
	flag.Parse()
	var err error
	if *info != "" {
		err = list(os.Stdout, *info)
	} else {
		err = run(*out, flag.Args())
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lipo: %v\n", err)
		os.Exit(1)
	}
}

type thin struct {
	name       string
	data       []byte
	cpu, sub   uint32
	alignShift uint32
}

func run(out string, ins []string) error {
	if out == "" || len(ins) < 1 {
		return fmt.Errorf("usage: lipo -o OUT THIN...")
	}
	var thins []thin
	seen := map[uint32]string{}
	for _, name := range ins {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		f, err := macho.NewFile(bytes.NewReader(data))
		if err != nil {
			return fmt.Errorf("%s: not a thin Mach-O file: %w", name, err)
		}
		if prev, dup := seen[uint32(f.Cpu)]; dup {
			return fmt.Errorf("%s and %s are both for %v", prev, name, f.Cpu)
		}
		seen[uint32(f.Cpu)] = name
		// The subtype is copied as the file has it (capability bits included):
		// the loader matches the slice against the thin header.
		t := thin{name: name, data: data, cpu: uint32(f.Cpu), sub: f.SubCpu, alignShift: 12}
		if f.Cpu == macho.CpuArm64 {
			t.alignShift = 14 // 16 KiB pages
		}
		thins = append(thins, t)
	}

	const fatMagic = 0xcafebabe
	var buf bytes.Buffer
	be := binary.BigEndian
	hdr := make([]byte, 8+20*len(thins))
	be.PutUint32(hdr[0:], fatMagic)
	be.PutUint32(hdr[4:], uint32(len(thins)))
	off := uint64(len(hdr))
	offsets := make([]uint64, len(thins))
	for i, t := range thins {
		a := uint64(1) << t.alignShift
		off = (off + a - 1) / a * a
		offsets[i] = off
		if off+uint64(len(t.data)) > 1<<32-1 {
			return fmt.Errorf("%s: too big for a 32-bit fat header", t.name)
		}
		e := hdr[8+20*i:]
		be.PutUint32(e[0:], t.cpu)
		be.PutUint32(e[4:], t.sub)
		be.PutUint32(e[8:], uint32(off))
		be.PutUint32(e[12:], uint32(len(t.data)))
		be.PutUint32(e[16:], t.alignShift)
		off += uint64(len(t.data))
	}
	buf.Write(hdr)
	for i, t := range thins {
		buf.Write(make([]byte, offsets[i]-uint64(buf.Len())))
		buf.Write(t.data)
	}
	// Check what was written reads back as the same slices.
	ff, err := macho.NewFatFile(bytes.NewReader(buf.Bytes()))
	if err != nil {
		return fmt.Errorf("the universal binary does not read back: %w", err)
	}
	if len(ff.Arches) != len(thins) {
		return fmt.Errorf("the universal binary reads back with %d slices, want %d", len(ff.Arches), len(thins))
	}
	return os.WriteFile(out, buf.Bytes(), 0o755)
}

// lcCodeSignature is the load command of a code signature: Apple silicon runs
// no arm64 code without one (Go's linker signs ad hoc).
const lcCodeSignature = 0x1d

// list prints each slice's cpu and whether it carries a code signature.
func list(w io.Writer, name string) error {
	f, err := macho.OpenFat(name)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	defer f.Close()
	for _, a := range f.Arches {
		signed := "unsigned"
		for _, l := range a.Loads {
			if raw := l.Raw(); len(raw) >= 4 && a.ByteOrder.Uint32(raw) == lcCodeSignature {
				signed = "signed"
			}
		}
		fmt.Fprintf(w, "%v %s\n", a.Cpu, signed)
	}
	return nil
}
