package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/ink"
)

// TestEveryTextMeetsContrast draws every scene (as the fit test shows them)
// in both themes, at a laptop's and a phone's size, and measures each text
// drawn on the screen against what lies behind it: the fills drawn before
// it under its middle, laid one over another (a veil over a card). Words
// on a picture (the board, a goose) are counted and left out. Every text must reach WCAG 2.2 AA (issue 29):
// 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold, at the 1280×720
// design). The lowest ratio of each theme is logged.
func TestEveryTextMeetsContrast(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	defer func() { ui.Wrote = nil; ui.UseContrast(false) }()
	m, scenes, _, _ := everyScene(t, meterReport(t))
	for _, high := range []bool{false, true} {
		ui.UseContrast(high)
		worst, n, unknown := measured{ratio: math.Inf(1)}, 0, 0
		for _, size := range [][2]int{{1280, 720}, {390, 844}} {
			m.Resize(size[0], size[1])
			th := m.C.Th
			screen := ebiten.NewImage(size[0], size[1])
			for name, sc := range scenes {
				var texts []shownText
				var fills []shownFill
				ui.Filled = func(dst *ebiten.Image, r image.Rectangle, ink color.RGBA) {
					if ink == ink0(ui.Table) && boarded[name] {
						return // the table, under the board's picture or the card's layer, which hide it
					}
					if dst == screen || dst.Bounds().In(screen.Bounds()) {
						fills = append(fills, shownFill{r, ink, len(texts), dst})
					}
				}
				ui.Wrote = func(dst *ebiten.Image, words string, r image.Rectangle, ink ebiten.ColorScale, face *ui.Face) bool {
					if dst != screen && !dst.Bounds().In(screen.Bounds()) {
						return false // an image of its own (the board's art)
					}
					bold := face == th.Head || face == th.Title
					css := face.Size / th.Scale
					texts = append(texts, shownText{dst, words, r, ink, css >= 24 || bold && css >= 18.66})
					return false
				}
				sc.Layout(m.C)
				sc.Draw(screen, m.C)
				ui.Wrote, ui.Filled = nil, nil
				for i, tx := range texts {
					fill, ok := behind(fills, i, tx, screen)
					if !ok {
						unknown++
						continue
					}
					ink := over(tx.ink, fill)
					ratio := contrast(ink, fill)
					least := 4.5
					if tx.large {
						least = 3
					}
					at := fmt.Sprintf("%s %dx%d %q", name, size[0], size[1], tx.s)
					if ratio < worst.ratio {
						worst = measured{ratio, at, fill, ink}
					}
					if ratio < least {
						t.Errorf("high contrast %v: %s: %.2f:1 (ink %v on %v), under %.1f:1", high, at, ratio, ink, fill, least)
					}
					n++
				}
			}
			screen.Deallocate()
		}
		t.Logf("high contrast %v: %d texts measured (%d on a picture, not), the lowest ratio %.2f:1, %s (ink %v on %v)", high, n, unknown, worst.ratio, worst.at, worst.ink, worst.fill)
	}
}

// boarded are the scenes that draw the board's picture over the table:
// words on the picture are not measured (no fill is known under them).
var boarded = map[string]bool{"play": true, "results": true, "editor (a fault)": true, "editor (square)": true,
	"editor (rules)": true, "editor (stakes)": true, "editor (file)": true, "editor (balance)": true}

// ink0 is c as the theme draws it.
func ink0(c color.RGBA) color.RGBA { return ink.Shown(c) }

type measured struct {
	ratio     float64
	at        string
	fill, ink color.RGBA
}

type shownText struct {
	dst   *ebiten.Image // the screen, or a layer in the screen's coordinates (the play card's)
	s     string
	r     image.Rectangle
	ink   ebiten.ColorScale // premultiplied
	large bool
}

type shownFill struct {
	r      image.Rectangle
	ink    color.RGBA // premultiplied
	before int        // the texts drawn before it
	dst    *ebiten.Image
}

// behind is the colour under text i's middle: the fills drawn before it
// there, from the last opaque one up: on its layer, or on the screen and
// then the layers over it (a layer is drawn over the screen's backdrop).
// It is not known (false) where no opaque fill lies under it.
func behind(fills []shownFill, i int, tx shownText, screen *ebiten.Image) (color.RGBA, bool) {
	mid := image.Pt((tx.r.Min.X+tx.r.Max.X)/2, (tx.r.Min.Y+tx.r.Max.Y)/2)
	var under []shownFill
	ground := func(f shownFill) bool { // not a rule or a bar through the words
		return mid.In(f.r) && f.r.Dy() >= tx.r.Dy()/2 && f.r.Dx() >= tx.r.Dy()/2
	}
	for _, f := range fills {
		if f.dst == tx.dst && f.before <= i && ground(f) {
			under = append(under, f)
		}
	}
	if tx.dst == screen {
		for _, f := range fills {
			if f.dst != screen && ground(f) {
				under = append(under, f)
			}
		}
	}
	from := -1
	for k, f := range under {
		if f.ink.A == 0xff {
			from = k
		}
	}
	if from < 0 {
		return color.RGBA{}, false
	}
	c := under[from].ink
	for _, f := range under[from+1:] {
		{
			var cs ebiten.ColorScale
			cs.Scale(float32(f.ink.R)/255, float32(f.ink.G)/255, float32(f.ink.B)/255, float32(f.ink.A)/255)
			c = over(cs, c)
		}
	}
	return c, true
}

// over is ink (premultiplied) laid over fill.
func over(ink ebiten.ColorScale, fill color.RGBA) color.RGBA {
	a := float64(ink.A())
	mix := func(i float32, f uint8) uint8 { return uint8(math.Round(float64(i)*255 + float64(f)*(1-a))) }
	return color.RGBA{mix(ink.R(), fill.R), mix(ink.G(), fill.G), mix(ink.B(), fill.B), 0xff}
}

// contrast is WCAG's contrast ratio of two colours.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}
