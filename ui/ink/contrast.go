package ink

import "image/color"

// The high-contrast theme (issue 29): the interface's inks as drawn then,
// each beside the printed ink it stands for. Paper turns black and ink
// white; what is drawn in madder (the main button, a warning) turns
// yellow, indigo (a chosen button) light blue: each pair that reads on the
// printed paper reads, inverted, on the black. The board's art keeps its
// print (dark lines on light paper, already strong).
var contrast = [...][2]color.RGBA{
	{Selection, {0x1c, 0x3c, 0x8c, 0xff}},
	{Paper, {0x00, 0x00, 0x00, 0xff}},
	{PaperDark, {0x1e, 0x1e, 0x1e, 0xff}},
	{PaperLit, {0x38, 0x38, 0x38, 0xff}},
	{PaperWhite, {0x00, 0x00, 0x00, 0xff}},
	{Ink, {0xff, 0xff, 0xff, 0xff}},
	{InkSoft, {0xe6, 0xe6, 0xe6, 0xff}},
	{Madder, {0xff, 0xe0, 0x3d, 0xff}},
	{MadderLit, {0xff, 0xf0, 0x8a, 0xff}},
	{Indigo, {0x8c, 0xd2, 0xff, 0xff}},
	{Ochre, {0xff, 0xc8, 0x57, 0xff}},
	{Verdigris, {0x6e, 0xf0, 0xb4, 0xff}},
	{Table, {0x14, 0x14, 0x14, 0xff}},
}

// Selection is a field's selected words' highlight: its paper with a
// wash of indigo, which the text's ink reads on.
var Selection = func() color.RGBA {
	wash := func(p, i uint8) uint8 { return uint8((int(p)*7 + int(i)*3) / 10) }
	return color.RGBA{wash(PaperWhite.R, Indigo.R), wash(PaperWhite.G, Indigo.G), wash(PaperWhite.B, Indigo.B), 0xff}
}()

// high is whether the high-contrast theme is in use.
var high bool

// UseContrast turns the high-contrast theme on or off.
func UseContrast(on bool) { high = on }

// Contrasting reports whether the high-contrast theme is in use.
func Contrasting() bool { return high }

// Shown is the ink c is drawn in now: itself, or in the high-contrast
// theme the ink that stands for it (colours of no ink here, a seat's,
// are left alone).
func Shown(c color.RGBA) color.RGBA {
	if !high {
		return c
	}
	for _, p := range contrast {
		if p[0] == c {
			return p[1]
		}
	}
	return c
}
