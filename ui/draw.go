package ui

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"goose/ui/ink"
)

// Align says where x is relative to the text.
type Align = text.Align

const (
	Left   = text.AlignStart
	Center = text.AlignCenter
	Right  = text.AlignEnd
)

// Text draws s with its top at y.
func Text(dst *ebiten.Image, s string, face *Face, x, y float64, c color.RGBA, align Align) {
	drawText(dst, s, face, x, y, Scale(c), align, false)
}

// TextMid draws s centred vertically on y.
func TextMid(dst *ebiten.Image, s string, face *Face, x, y float64, c color.RGBA, align Align) {
	drawText(dst, s, face, x, y, Scale(c), align, true)
}

// Scale turns a colour into a ColorScale (premultiplied), in the theme's
// inks (ink.Shown): every ink the interface draws passes here.
func Scale(c color.RGBA) ebiten.ColorScale {
	c = ink.Shown(c)
	var cs ebiten.ColorScale
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	return cs
}

// TextWidth measures one line.
func TextWidth(s string, face *Face) float64 {
	w, _ := text.Measure(s, face.x, 0)
	return w
}

// Wrap breaks s into lines no wider than w, appending to lines. A word wider
// than w is left whole on its line (and Overflow hears of it).
func Wrap(lines []string, s string, face *Face, w float64) []string {
	start, lastSpace := 0, -1
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ' ' && s[i] != '\n' {
			continue
		}
		if TextWidth(s[start:i], face) > w && lastSpace > start {
			lines = append(lines, s[start:lastSpace])
			start = lastSpace + 1
		}
		if Overflow != nil {
			if need := TextWidth(s[start:i], face); need > w {
				Overflow(s[start:i], need, w) // one word wider than the line
			}
		}
		if i < len(s) && s[i] == '\n' {
			lines = append(lines, s[start:i])
			start, lastSpace = i+1, -1
			continue
		}
		lastSpace = i
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// Panel draws an engraved plate: paper, a shadow and a double ink rule.
func Panel(dst *ebiten.Image, r image.Rectangle, th *Theme, fill color.RGBA) {
	x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	sh := th.S(4)
	FillRect(dst, x+sh, y+sh, w, h, Shade)
	FillRect(dst, x, y, w, h, fill)
	lw := math.Max(1, math.Round(th.S(2)))
	StrokeRect(dst, x+lw, y+lw, w-2*lw, h-2*lw, lw, Ink)
	in := math.Round(th.S(6))
	StrokeRect(dst, x+in, y+in, w-2*in, h-2*in, math.Max(1, math.Round(th.S(1))), InkSoft)
}

// Rule draws a horizontal ink line.
func Rule(dst *ebiten.Image, x0, x1, y float64, th *Theme) {
	lw := math.Max(1, math.Round(th.S(1.5)))
	FillRect(dst, x0, math.Round(y-lw/2), x1-x0, lw, InkSoft)
}

// Dim darkens the whole screen behind a dialog.
func Dim(dst *ebiten.Image, alpha uint8) {
	b := dst.Bounds()
	FillRect(dst, 0, 0, float64(b.Dx()), float64(b.Dy()), color.RGBA{0x10 * alpha / 255, 0x0a * alpha / 255, 0x05 * alpha / 255, alpha})
}

// Rect is a rectangle from floats.
func Rect(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(x), int(y), int(x+w), int(y+h))
}

// ClipTyped is text the player typed (a board's name or summary) cut, with an
// ellipsis, to at most w pixels wide. Overflow does not hear of it: no
// translation could make a player's own long words fit.
func ClipTyped(s string, face *Face, w float64) string { return clipText(s, face, 0, w) }

// Clip is s cut, with an ellipsis, to at most w pixels wide: the last resort
// for a text that cannot wrap (Overflow hears of every cut).
func Clip(s string, face *Face, w float64) string {
	c := clipText(s, face, 0, w)
	if Overflow != nil && c != s {
		Overflow(s, TextWidth(s, face), w)
	}
	return c
}

// WrapTyped is Wrap for text the player typed (a board's summary): a word
// wider than w is broken where the line ends rather than left to run off,
// and at most n lines are kept, the last ending in an ellipsis if text is
// left out. Overflow does not hear of it: no translation is at fault.
func WrapTyped(lines []string, s string, face *Face, w float64, n int) []string {
	start := len(lines)
	line := ""
	for _, word := range strings.Fields(s) {
		if line == "" {
			line = word
		} else if TextWidth(line+" "+word, face) <= w {
			line += " " + word
		} else {
			lines = append(lines, line)
			line = word
		}
		for TextWidth(line, face) > w { // a word longer than the line: broken where it ends
			r := []rune(line)
			k := 1
			for k < len(r) && TextWidth(string(r[:k+1]), face) <= w {
				k++
			}
			lines = append(lines, string(r[:k]))
			line = string(r[k:])
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if n = max(n, 1); len(lines)-start > n {
		lines = lines[:start+n]
		lines[start+n-1] = clipText(lines[start+n-1]+"…", face, 0, w)
	}
	return lines
}
