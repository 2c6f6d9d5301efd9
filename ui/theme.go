package ui

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"goose/assets"
)

// Inks of a printed board: the UI uses the same palette as the art.
var (
	Paper     = color.RGBA{0xf1, 0xe4, 0xc6, 0xff}
	PaperDark = color.RGBA{0xe0, 0xcc, 0xa2, 0xff}
	Ink       = color.RGBA{0x3b, 0x2a, 0x1c, 0xff}
	InkSoft   = color.RGBA{0x6d, 0x55, 0x3d, 0xff}
	Madder    = color.RGBA{0x9c, 0x2f, 0x24, 0xff}
	Indigo    = color.RGBA{0x2f, 0x40, 0x6b, 0xff}
	Ochre     = color.RGBA{0xc0, 0x8a, 0x2e, 0xff}
	Verdigris = color.RGBA{0x3e, 0x7a, 0x6a, 0xff}
	Shade     = color.RGBA{0x1c, 0x12, 0x0a, 0xb0}
	Table     = color.RGBA{0x2a, 0x22, 0x1b, 0xff} // behind the board
)

// Theme is the fonts at the current scale. Scale is 1 at a 1280×720 screen
// (540×960 in portrait).
type Theme struct {
	Scale                         float64
	Portrait                      bool
	Title, Head, Body, Small, Big *text.GoTextFace
}

var regular, bold, italic *text.GoTextFaceSource

// LoadFonts parses the embedded fonts once.
func LoadFonts() error {
	var err error
	if regular, err = text.NewGoTextFaceSource(bytes.NewReader(assets.SerifRegular)); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	if bold, err = text.NewGoTextFaceSource(bytes.NewReader(assets.SerifBold)); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	if italic, err = text.NewGoTextFaceSource(bytes.NewReader(assets.SerifItalic)); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	return nil
}

// NewTheme makes the faces for a screen of w×h pixels.
func NewTheme(w, h int) *Theme {
	s := math.Min(float64(w)/1280, float64(h)/720)
	if h > w { // portrait (phones): sized for a 540×960 screen, so text stays readable
		s = math.Min(float64(w)/540, float64(h)/960)
	}
	if s < 0.3 {
		s = 0.3
	}
	// Round the scale so small resizes reuse glyph caches.
	s = math.Round(s*20) / 20
	return &Theme{
		Scale:    s,
		Portrait: h > w,
		Title:    &text.GoTextFace{Source: bold, Size: 64 * s},
		Big:      &text.GoTextFace{Source: italic, Size: 36 * s},
		Head:     &text.GoTextFace{Source: bold, Size: 28 * s},
		Body:     &text.GoTextFace{Source: regular, Size: 21 * s},
		Small:    &text.GoTextFace{Source: regular, Size: 17 * s},
	}
}

// Italic returns an italic face of the given size (scaled).
func (t *Theme) Italic(size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: italic, Size: size * t.Scale}
}

// S scales a length given for 1280×720.
func (t *Theme) S(v float64) float64 { return v * t.Scale }

// I scales a length and rounds it to whole pixels.
func (t *Theme) I(v float64) int { return int(math.Round(v * t.Scale)) }
