// Command shotdiff compares two folders of screenshots (shots.sh's) file by
// file and prints, for each PNG, the fraction of its pixels that differ, then
// a count of identical, differing and missing files. It is a report: it
// exits 0 whatever it finds (2 on bad usage).
//
//	usage: go run ./build/measure/shotdiff [-tol N] BEFORE AFTER
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	tol := flag.Int("tol", 0, "a pixel differs when a channel differs by more than this (0 to 255)")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: shotdiff [-tol N] BEFORE AFTER")
		os.Exit(2)
	}
	a, b := flag.Arg(0), flag.Arg(1)
	names := map[string]bool{}
	for _, dir := range []string{a, b} {
		for _, n := range pngs(dir) {
			names[n] = true
		}
	}
	list := make([]string, 0, len(names))
	for n := range names {
		list = append(list, n)
	}
	sort.Strings(list)
	var same, differ, missing int
	for _, n := range list {
		res := compare(a, b, n, uint32(*tol))
		switch {
		case res.note != "":
			missing++
			fmt.Printf("%-40s %s\n", n, res.note)
		case res.frac == 0:
			same++
			fmt.Printf("%-40s identical\n", n)
		default:
			differ++
			fmt.Printf("%-40s %.4f of pixels differ (%d)\n", n, res.frac, res.count)
		}
	}
	fmt.Printf("%d files: %d identical, %d differ, %d missing or unreadable\n", len(list), same, differ, missing)
}

// pngs lists dir's PNG files, as paths relative to it.
func pngs(dir string) []string {
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".png") {
			rel, _ := filepath.Rel(dir, path)
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "shotdiff:", err)
	}
	return out
}

type result struct {
	frac  float64
	count int
	note  string // why there is no fraction: missing, unreadable, another size
}

func compare(a, b, name string, tol uint32) result {
	ia, err := load(a, name)
	if err != nil {
		return result{note: err.Error()}
	}
	ib, err := load(b, name)
	if err != nil {
		return result{note: err.Error()}
	}
	ba, bb := ia.Bounds(), ib.Bounds()
	if ba.Size() != bb.Size() {
		return result{note: fmt.Sprintf("size %dx%d, then %dx%d", ba.Dx(), ba.Dy(), bb.Dx(), bb.Dy())}
	}
	n := 0
	for y := 0; y < ba.Dy(); y++ {
		for x := 0; x < ba.Dx(); x++ {
			if differs(ia.At(ba.Min.X+x, ba.Min.Y+y), ib.At(bb.Min.X+x, bb.Min.Y+y), tol) {
				n++
			}
		}
	}
	return result{frac: float64(n) / float64(ba.Dx()*ba.Dy()), count: n}
}

// differs compares two colours channel by channel, at 8 bits.
func differs(a, b interface{ RGBA() (r, g, b, a uint32) }, tol uint32) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	d := func(x, y uint32) bool {
		x, y = x>>8, y>>8
		if x > y {
			return x-y > tol
		}
		return y-x > tol
	}
	return d(r1, r2) || d(g1, g2) || d(b1, b2) || d(a1, a2)
}

func load(dir, name string) (image.Image, error) {
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("missing in %s", dir)
		}
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, name), err)
	}
	return img, nil
}
