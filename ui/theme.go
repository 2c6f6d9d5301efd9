package ui

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

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

// UseContrast turns the high-contrast theme on or off (ui/ink): every ink
// is drawn in the one that stands for it from the next frame.
func UseContrast(on bool) { ink.UseContrast(on) }

// Theme is the fonts at the current scale. Scale is 1 at a 1280×720 screen
// (540×960 in portrait).
type Theme struct {
	Scale float64
	// Text is how much larger than designed the words are drawn (1: as
	// designed, 2: twice): the player's text size, times the page's zoom
	// in a browser. It grows the faces only; lengths (S) keep the screen's
	// scale, and a form grows each control with its words (Tall).
	Text                          float64
	Portrait                      bool
	Title, Head, Body, Small, Big *Face
	Tiny                          *Face // the last resort of a label too long for its widget
}

// Face is a typeface at a size in pixels. text/v2 draws it through x/image's
// OpenType reader (a GoXFace), not through its HarfBuzz shaper: the game's
// alphabets need no shaping beyond the fonts' kerning, which x/image applies,
// and leaving the shaper out takes about 1 MB (gzip) off the browser build.
type Face struct {
	Size float64
	font *opentype.Font
	x    *text.GoXFace
}

// newFace makes f's face at size pixels.
func newFace(f *opentype.Font, size float64) *Face {
	xf, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil { // only for a size opentype refuses (none of the theme's)
		panic(fmt.Sprintf("font face at %v px: %v", size, err))
	}
	return &Face{Size: size, font: f, x: text.NewGoXFace(xf)}
}

var regular, bold, italic *opentype.Font

// LoadFonts parses the embedded fonts once.
func LoadFonts() error {
	var err error
	if regular, err = opentype.Parse(assets.SerifRegular); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	if bold, err = opentype.Parse(assets.SerifBold); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	if italic, err = opentype.Parse(assets.SerifItalic); err != nil {
		return fmt.Errorf("font: %w", err)
	}
	return nil
}

// NewTheme makes the faces for a screen of w×h pixels, words as designed.
func NewTheme(w, h int) *Theme { return NewThemeText(w, h, 1) }

// NewThemeText makes the faces for a screen of w×h pixels with words text
// times their designed size. This is the one place the faces' sizes come
// from: text sizes the words and nothing else.
func NewThemeText(w, h int, text float64) *Theme {
	s := math.Min(float64(w)/1280, float64(h)/720)
	if h > w { // portrait (phones): sized for a 540×960 screen, so text stays readable
		s = math.Min(float64(w)/540, float64(h)/960)
	}
	if s < 0.3 {
		s = 0.3
	}
	// Round the scale so small resizes reuse glyph caches.
	s = math.Round(s*20) / 20
	text = max(text, 1)
	f := s * text
	// The display faces (a screen's title, a banner) are two to three times
	// the body's size already: they grow to 125 % at most, where larger they
	// would not fit a screen's width ("Ganzenbord" at 200 % is 659 px).
	display := s * min(text, maxDisplayText)
	return &Theme{
		Scale:    s,
		Text:     text,
		Portrait: h > w,
		Title:    newFace(bold, 64*display),
		Big:      newFace(italic, 36*display),
		Head:     newFace(bold, 28*f),
		Body:     newFace(regular, 21*f),
		Small:    newFace(regular, 17*f),
		Tiny:     newFace(regular, 14*f),
	}
}

// maxDisplayText is the most the display faces grow with the text size.
const maxDisplayText = 1.25

// Italic returns an italic face of the given size (scaled, text and all).
func (t *Theme) Italic(size float64) *Face {
	return newFace(italic, size*t.Scale*t.Text)
}

// Tall is a height given in theme units for words in face, grown by as
// much as the words are taller than designed (the text size): unchanged
// at 100 %.
func (t *Theme) Tall(units float64, face *Face) float64 {
	return t.S(units) + lineOf(face)*(1-1/t.Text)
}

// lineOf is the height a line of face takes.
func lineOf(f *Face) float64 { return math.Ceil(f.Size * 1.3) }

// S scales a length given for 1280×720.
func (t *Theme) S(v float64) float64 { return v * t.Scale }

// Touch is the least height of a control on a phone held upright (theme
// units): 44 CSS px, the platforms' finger target, at the portrait scale of
// a phone 390 CSS px wide (0.7 at a device pixel a CSS px, 2.15 at three).
const Touch = 63

// Tap scales the height of a control given for 1280×720, at least Touch
// on a phone held upright.
func (t *Theme) Tap(h float64) float64 {
	if t.Portrait {
		h = max(h, Touch)
	}
	return t.S(h)
}

// I scales a length and rounds it to whole pixels.
func (t *Theme) I(v float64) int { return int(math.Round(v * t.Scale)) }
