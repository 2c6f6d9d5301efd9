package main

import (
	"debug/macho"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// thinFile writes the smallest Mach-O file debug/macho accepts: a 64-bit
// header with no load commands but a code signature's when signed, then a
// tail to tell the slices apart.
func thinFile(t *testing.T, dir string, cpu macho.Cpu, sub uint32, signed bool, tail string) string {
	t.Helper()
	h := make([]byte, 32)
	le := binary.LittleEndian
	le.PutUint32(h[0:], macho.Magic64)
	le.PutUint32(h[4:], uint32(cpu))
	le.PutUint32(h[8:], sub)
	le.PutUint32(h[12:], uint32(macho.TypeExec))
	if signed {
		le.PutUint32(h[16:], 1)  // ncmds
		le.PutUint32(h[20:], 16) // sizeofcmds
		h = le.AppendUint32(h, lcCodeSignature)
		h = le.AppendUint32(h, 16)
		h = le.AppendUint32(h, 0) // dataoff
		h = le.AppendUint32(h, 0) // datasize
	}
	name := filepath.Join(dir, cpu.String())
	if err := os.WriteFile(name, append(h, tail...), 0o755); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestJoin(t *testing.T) {
	dir := t.TempDir()
	amd := thinFile(t, dir, macho.CpuAmd64, 3|0x80000000, false, "x86 slice")
	arm := thinFile(t, dir, macho.CpuArm64, 0, true, "arm slice")
	out := filepath.Join(dir, "fat")
	if err := run(out, []string{amd, arm}); err != nil {
		t.Fatal(err)
	}
	f, err := macho.OpenFat(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if len(f.Arches) != 2 {
		t.Fatalf("%d slices, want 2", len(f.Arches))
	}
	data, _ := os.ReadFile(out)
	for i, want := range []struct {
		cpu   macho.Cpu
		sub   uint32
		align uint32
		tail  string
		hdr   int
	}{{macho.CpuAmd64, 3 | 0x80000000, 12, "x86 slice", 32}, {macho.CpuArm64, 0, 14, "arm slice", 48}} {
		a := f.Arches[i]
		if a.Cpu != want.cpu || a.SubCpu != want.sub || a.Align != want.align {
			t.Errorf("slice %d: cpu %v sub %#x align %d, want %v %#x %d", i, a.Cpu, a.SubCpu, a.Align, want.cpu, want.sub, want.align)
		}
		if a.Offset%(1<<a.Align) != 0 {
			t.Errorf("slice %d: offset %d not aligned to 2^%d", i, a.Offset, a.Align)
		}
		if got := string(data[a.Offset+uint32(want.hdr) : a.Offset+a.Size]); got != want.tail {
			t.Errorf("slice %d holds %q, want %q", i, got, want.tail)
		}
	}
}

func TestListSignatures(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "fat")
	ins := []string{
		thinFile(t, dir, macho.CpuAmd64, 3, false, ""),
		thinFile(t, dir, macho.CpuArm64, 0, true, ""),
	}
	if err := run(out, ins); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := list(&b, out); err != nil {
		t.Fatal(err)
	}
	if want := "CpuAmd64 unsigned\nCpuArm64 signed\n"; b.String() != want {
		t.Errorf("list says %q, want %q", b.String(), want)
	}
	if err := list(&b, ins[0]); err == nil {
		t.Error("list of a thin file: no error")
	}
}

func TestRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	arm := thinFile(t, dir, macho.CpuArm64, 0, false, "")
	notMacho := filepath.Join(dir, "text")
	os.WriteFile(notMacho, []byte("hello, world: not an executable"), 0o644)
	for name, ins := range map[string][]string{
		"two slices for one cpu": {arm, arm},
		"not Mach-O":             {notMacho},
		"missing file":           {filepath.Join(dir, "nope")},
		"no input":               nil,
	} {
		if err := run(filepath.Join(dir, "out"), ins); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
