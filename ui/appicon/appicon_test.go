package appicon

import (
	"image/color"
	"testing"
)

func TestRenderEverySize(t *testing.T) {
	for _, n := range append([]int{0, 1, 2, 7}, Sizes...) {
		img := Render(n)
		want := max(n, 1)
		if b := img.Bounds(); b.Dx() != want || b.Dy() != want {
			t.Fatalf("Render(%d) is %v, want %d×%d", n, b, want, want)
		}
	}
}

func TestIconShape(t *testing.T) {
	for _, n := range []int{16, 32, 256, 1024} {
		img := Render(n)
		// the corners are outside the rounded tile: transparent
		for _, p := range [][2]int{{0, 0}, {n - 1, 0}, {0, n - 1}, {n - 1, n - 1}} {
			if a := img.RGBAAt(p[0], p[1]).A; a != 0 {
				t.Errorf("size %d: corner %v has alpha %d, want 0", n, p, a)
			}
		}
		// the tile's top edge, beside the goose's head, is opaque indigo
		if c := img.RGBAAt(n/5, n/4); c.A != 255 || c.B <= c.R {
			t.Errorf("size %d: the tile at (%d,%d) is %v, want opaque blue", n, n/5, n/4, c)
		}
		// the goose's neck is white
		x, y := int(float64(n)*(0.115+0.7*0.74)), int(float64(n)*(0.15+0.4*0.74))
		if c := img.RGBAAt(x, y); !whiteish(c) {
			t.Errorf("size %d: the goose at (%d,%d) is %v, want white", n, x, y, c)
		}
		// and the bill orange (at 16 px it is mostly outline)
		if n < 32 {
			continue
		}
		x, y = int(float64(n)*(0.115+0.86*0.74)), int(float64(n)*(0.15+0.205*0.74))
		if c := img.RGBAAt(x, y); !(c.R > 200 && c.G > 90 && c.G < 170 && c.B < 90) {
			t.Errorf("size %d: the bill at (%d,%d) is %v, want orange", n, x, y, c)
		}
	}
}

func whiteish(c color.RGBA) bool { return c.R > 220 && c.G > 210 && c.B > 190 && c.A == 255 }

func BenchmarkWindowIcons(b *testing.B) {
	for b.Loop() {
		for _, n := range []int{16, 32, 48, 64} {
			Render(n)
		}
	}
}
