package art

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"goose/engine"
)

// TestPreview writes pictures to look at when ART_PREVIEW names a folder:
// boards at two sizes, close-ups of the special squares, geese and dice.
func TestPreview(t *testing.T) {
	dir := os.Getenv("ART_PREVIEW")
	if dir == "" {
		t.Skip("set ART_PREVIEW=folder to write preview pictures")
	}
	save := func(name string, img image.Image) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	preset := os.Getenv("ART_PRESET")
	if preset == "" {
		preset = "classic"
	}
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if preset == "ancient" {
		r.SetDrink61(true)
	}
	if n := os.Getenv("ART_SQUARES"); n != "" {
		var k int
		fmt.Sscanf(n, "%d", &k)
		sq := make([]engine.Square, k+1)
		for i := 5; i < k; i += 9 {
			sq[i] = engine.Square{Kind: engine.Goose}
		}
		sq[k/3] = engine.Square{Kind: engine.Jump, To: k / 2}
		sq[2*k/3] = engine.Square{Kind: engine.Skip, Turns: 1}
		sq[k] = engine.Square{Kind: engine.Goal}
		r = engine.Rules{Board: engine.Board{Squares: sq}}
		preset = "n" + n
	}
	sizes := [][2]int{{1280, 720}}
	if os.Getenv("ART_BIG") != "" {
		sizes = append(sizes, [2]int{3840, 2160})
	}
	if s := os.Getenv("ART_SIZE"); s != "" {
		var w, h int
		fmt.Sscanf(s, "%dx%d", &w, &h)
		sizes = [][2]int{{w, h}}
	}
	for _, sz := range sizes {
		start := time.Now()
		l := NewLayout(len(r.Board.Squares), float64(sz[0]), float64(sz[1]))
		img := Board(&r, l, sz[0], sz[1])
		t.Logf("board %dx%d: %v", sz[0], sz[1], time.Since(start))
		save(fmt.Sprintf("board_%s_%dx%d.png", preset, sz[0], sz[1]), img)
		if cr := os.Getenv("ART_CROP"); cr != "" {
			var x, y, w, h int
			fmt.Sscanf(cr, "%d,%d,%d,%d", &x, &y, &w, &h)
			save("crop.png", img.SubImage(image.Rect(x, y, x+w, y+h)))
		}
		if sz[0] == 1280 || os.Getenv("ART_SIZE") != "" {
			// close-ups of the special squares, in one strip
			var crops []*image.RGBA
			for i, c := range l.Cells {
				if i != 0 && i != len(l.Cells)-1 && r.Board.Squares[i].Kind == engine.Plain && i != 1 && i != 10 {
					continue
				}
				h := int(c.HalfLen*1.25) + 4
				rect := image.Rect(int(c.X)-h, int(c.Y)-h, int(c.X)+h, int(c.Y)+h).Intersect(img.Rect)
				sub := image.NewRGBA(image.Rect(0, 0, rect.Dx(), rect.Dy()))
				draw.Draw(sub, sub.Rect, img, rect.Min, draw.Src)
				crops = append(crops, sub)
			}
			save("squares.png", strip(crops, 1200))
		}
	}
	sheet := image.NewRGBA(image.Rect(0, 0, 8*128, 4*128+128))
	draw.Draw(sheet, sheet.Rect, image.NewUniform(paperBase), image.Point{}, draw.Src)
	for s := 0; s < 8; s++ {
		for f := 0; f < 4; f++ {
			g := Goose(s, 128, f)
			draw.Draw(sheet, image.Rect(s*128, f*128, s*128+128, f*128+128), g, image.Point{}, draw.Over)
		}
	}
	for f := 1; f <= 6; f++ {
		d := Die(f, 128, float64(f-1)*0.25)
		draw.Draw(sheet, image.Rect((f-1)*128, 512, (f-1)*128+128, 640), d, image.Point{}, draw.Over)
	}
	save("pieces.png", sheet)
	small := image.NewRGBA(image.Rect(0, 0, 8*40, 40))
	draw.Draw(small, small.Rect, image.NewUniform(paperBase), image.Point{}, draw.Src)
	for s := 0; s < 8; s++ {
		draw.Draw(small, image.Rect(s*40, 0, s*40+40, 40), Goose(s, 40, 0), image.Point{}, draw.Over)
	}
	save("geese40.png", small)
}

// strip lays pictures out in rows at most width wide.
func strip(imgs []*image.RGBA, width int) *image.RGBA {
	x, y, rowH, maxW := 0, 0, 0, 0
	type at struct{ x, y int }
	var pos []at
	for _, m := range imgs {
		if x+m.Rect.Dx() > width && x > 0 {
			x, y, rowH = 0, y+rowH+4, 0
		}
		pos = append(pos, at{x, y})
		x += m.Rect.Dx() + 4
		rowH = max(rowH, m.Rect.Dy())
		maxW = max(maxW, x)
	}
	out := image.NewRGBA(image.Rect(0, 0, maxW, y+rowH))
	for i, m := range imgs {
		draw.Draw(out, m.Rect.Add(image.Point{pos[i].x, pos[i].y}), m, image.Point{}, draw.Src)
	}
	return out
}
