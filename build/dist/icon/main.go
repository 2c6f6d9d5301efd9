// Command icon writes Goose's application icon (goose/ui/appicon) as
// PNGs, one a size: DIR/goose-16.png … DIR/goose-1024.png.
//
//	go run ./build/dist/icon -out DIR [-sizes 16,32,...]
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"goose/ui/appicon"
)

func main() {
	out := flag.String("out", "", "folder to write goose-SIZE.png into (made if missing)")
	sizes := flag.String("sizes", "", "comma-separated sizes in pixels (default: every size the packages use)")
	flag.Parse()
	if err := run(*out, *sizes); err != nil {
		fmt.Fprintf(os.Stderr, "icon: %v\n", err)
		os.Exit(1)
	}
}

func run(out, sizes string) error {
	if out == "" {
		return fmt.Errorf("-out is required")
	}
	list := appicon.Sizes
	if sizes != "" {
		list = nil
		for _, f := range strings.Split(sizes, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 || n > 4096 {
				return fmt.Errorf("bad size %q: want a whole number of pixels from 1 to 4096", f)
			}
			list = append(list, n)
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for _, n := range list {
		name := filepath.Join(out, fmt.Sprintf("goose-%d.png", n))
		f, err := os.Create(name)
		if err != nil {
			return err
		}
		err = png.Encode(f, appicon.Render(n))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}
