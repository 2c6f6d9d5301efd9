// Command wasmsize reports where a Go WebAssembly module's bytes go: the
// size of each section, and the code of each package, read from the
// module's name section (so build it without -s -w for this report; the
// sizes of the code are the same as in the stripped build). go tool nm
// cannot read wasm, hence this.
//
//	usage: go run ./build/measure/wasmsize [-top N] goose.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 30, "how many packages and functions to list")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] FILE.wasm")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := parse(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", flag.Arg(0), err)
		os.Exit(1)
	}
	m.report(os.Stdout, *top)
}

type module struct {
	sections []section
	imports  int      // imported functions come first in the index space
	bodies   [][]byte // the code of each defined function
	names    map[int]string
	segments [][]byte // the data segments
}

type section struct {
	id   byte
	name string
	size int
}

var sectionNames = map[byte]string{0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

type reader struct {
	b   []byte
	off int
}

func (r *reader) uleb() (uint64, error) {
	v, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 {
		return 0, errors.New("bad LEB128")
	}
	r.off += n
	return v, nil
}

func (r *reader) bytes(n uint64) ([]byte, error) {
	if n > uint64(len(r.b)-r.off) {
		return nil, errors.New("truncated")
	}
	b := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return b, nil
}

func parse(data []byte) (*module, error) {
	if len(data) < 8 || !bytes.Equal(data[:4], []byte("\x00asm")) {
		return nil, errors.New("not a wasm module")
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: data, off: 8}
	for r.off < len(data) {
		id := data[r.off]
		r.off++
		n, err := r.uleb()
		if err != nil {
			return nil, err
		}
		body, err := r.bytes(n)
		if err != nil {
			return nil, err
		}
		s := section{id: id, name: sectionNames[id], size: len(body)}
		br := &reader{b: body}
		switch id {
		case 0:
			l, _ := br.uleb()
			nm, _ := br.bytes(l)
			s.name = "custom " + string(nm)
			if string(nm) == "name" {
				m.readNames(br)
			}
		case 2:
			m.imports = countFuncImports(br)
		case 10:
			count, _ := br.uleb()
			for i := uint64(0); i < count; i++ {
				l, err := br.uleb()
				if err != nil {
					return nil, err
				}
				b, err := br.bytes(l)
				if err != nil {
					return nil, err
				}
				m.bodies = append(m.bodies, b)
			}
		case 11:
			m.segments = readSegments(br)
		}
		m.sections = append(m.sections, s)
	}
	return m, nil
}

func countFuncImports(r *reader) int {
	count, _ := r.uleb()
	funcs := 0
	for i := uint64(0); i < count; i++ {
		for j := 0; j < 2; j++ { // module and field names
			l, _ := r.uleb()
			r.bytes(l)
		}
		kind := r.b[r.off]
		r.off++
		switch kind {
		case 0:
			r.uleb()
			funcs++
		case 1: // table: elemtype, limits
			r.off++
			skipLimits(r)
		case 2:
			skipLimits(r)
		case 3:
			r.off += 2
		}
	}
	return funcs
}

func skipLimits(r *reader) {
	flags, _ := r.uleb()
	r.uleb()
	if flags&1 != 0 {
		r.uleb()
	}
}

func readSegments(r *reader) [][]byte {
	count, _ := r.uleb()
	var segs [][]byte
	for i := uint64(0); i < count; i++ {
		flags, err := r.uleb()
		if err != nil {
			break
		}
		if flags == 0 || flags == 2 {
			if flags == 2 {
				r.uleb()
			}
			// an init expression: skip to its end opcode
			for r.off < len(r.b) && r.b[r.off] != 0x0b {
				r.off++
			}
			r.off++
		}
		l, _ := r.uleb()
		b, err := r.bytes(l)
		if err != nil {
			break
		}
		segs = append(segs, b)
	}
	return segs
}

func (m *module) readNames(r *reader) {
	for r.off < len(r.b) {
		id := r.b[r.off]
		r.off++
		n, err := r.uleb()
		if err != nil {
			return
		}
		body, err := r.bytes(n)
		if err != nil || id != 1 {
			continue
		}
		br := &reader{b: body}
		count, _ := br.uleb()
		for i := uint64(0); i < count; i++ {
			idx, _ := br.uleb()
			l, _ := br.uleb()
			nm, err := br.bytes(l)
			if err != nil {
				return
			}
			m.names[int(idx)] = string(nm)
		}
	}
}

// pkg is the package of a Go symbol name: what comes before the last dot
// that follows the last slash (methods' receivers included).
func pkg(name string) string {
	// The wasm linker writes "github.com/x/y.F" as "github.com_x_y.F".
	skip := 0
	if i := strings.Index(name, "_"); i > 0 && strings.Contains(name[:i], ".") {
		skip = i
	}
	if dot := strings.Index(name[skip:], "."); dot >= 0 {
		return name[:skip+dot]
	}
	return name
}

func gz(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, 9)
	w.Write(b)
	w.Close()
	return buf.Len()
}

type entry struct {
	name      string
	size, gzs int
}

func (m *module) report(w io.Writer, top int) {
	fmt.Fprintln(w, "sections:")
	for _, s := range m.sections {
		fmt.Fprintf(w, "  %10d  %s\n", s.size, s.name)
	}
	byPkg := map[string]int{}
	code := map[string][]byte{}
	var funcs []entry
	for i, b := range m.bodies {
		name := m.names[m.imports+i]
		if name == "" {
			name = fmt.Sprintf("func%d", m.imports+i)
		}
		p := pkg(name)
		byPkg[p] += len(b)
		code[p] = append(code[p], b...)
		funcs = append(funcs, entry{name: name, size: len(b)})
	}
	var pkgs []entry
	for p, n := range byPkg {
		pkgs = append(pkgs, entry{name: p, size: n})
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].size > pkgs[j].size })
	if len(pkgs) > top {
		pkgs = pkgs[:top]
	}
	fmt.Fprintf(w, "\ncode by package (raw, gzip -9 of that package alone), top %d:\n", top)
	for _, e := range pkgs {
		fmt.Fprintf(w, "  %10d %9d  %s\n", e.size, gz(code[e.name]), e.name)
	}
	sort.Slice(funcs, func(i, j int) bool { return funcs[i].size > funcs[j].size })
	if len(funcs) > top {
		funcs = funcs[:top]
	}
	fmt.Fprintf(w, "\nlargest functions, top %d:\n", top)
	for _, e := range funcs {
		fmt.Fprintf(w, "  %10d  %s\n", e.size, e.name)
	}
	var segs []entry
	for i, s := range m.segments {
		segs = append(segs, entry{name: fmt.Sprintf("segment %d", i), size: len(s), gzs: gz(s)})
	}
	sort.Slice(segs, func(i, j int) bool { return segs[i].size > segs[j].size })
	if len(segs) > 8 {
		segs = segs[:8]
	}
	fmt.Fprintln(w, "\nlargest data segments (raw, gzip -9):")
	for _, e := range segs {
		fmt.Fprintf(w, "  %10d %9d  %s\n", e.size, e.gzs, e.name)
	}
}
