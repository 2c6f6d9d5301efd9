package ui

import (
	"bytes"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"goose/assets"
	"goose/ui/ink"
)

// The inks the interface draws with: the game's one palette (ui/ink).
var (
	Paper      = ink.Paper
	PaperDark  = ink.PaperDark
	PaperLit   = ink.PaperLit
	PaperWhite = ink.PaperWhite
	MadderLit  = ink.MadderLit
	Ink        = ink.Ink
	InkSoft    = ink.InkSoft
	Madder     = ink.Madder
	Indigo     = ink.Indigo
	Ochre      = ink.Ochre
	Verdigris  = ink.Verdigris
	Shade      = ink.Shade
	Table      = ink.Table // behind the board
)

// Theme is the fonts at the current scale. Scale is 1 at a 1280×720 screen
// (540×960 in portrait).
type Theme struct {
	Scale                         float64
	Portrait                      bool
	Title, Head, Body, Small, Big *text.GoTextFace
	Tiny                          *text.GoTextFace // the last resort of a label too long for its widget
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
		Tiny:     &text.GoTextFace{Source: regular, Size: 14 * s},
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
