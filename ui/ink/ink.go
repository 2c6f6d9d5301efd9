// Package ink is the game's one palette: the inks of a printed board, as if
// hand-coloured over an engraving. The board art (ui/art), the interface
// (ui) and the app icon (ui/appicon) all draw with these, each ink named once.
package ink

import "image/color"

// The inks, opaque unless said.
var (
	Paper      = color.RGBA{0xf1, 0xe4, 0xc6, 0xff} // cards, buttons, the icon's paper
	PaperDark  = color.RGBA{0xe0, 0xcc, 0xa2, 0xff}
	PaperLit   = color.RGBA{0xf8, 0xee, 0xd6, 0xff} // a control under the pointer
	PaperWhite = color.RGBA{0xfb, 0xf5, 0xe6, 0xff} // a field being typed in
	BoardPaper = color.RGBA{0xea, 0xdc, 0xba, 0xff} // the board's paper, under its wash
	Ink        = color.RGBA{0x3b, 0x2a, 0x1c, 0xff} // text
	InkSoft    = color.RGBA{0x68, 0x50, 0x39, 0xff} // 4.5:1 on PaperDark (WCAG AA: a disabled button's words)
	Sepia      = color.RGBA{0x48, 0x2e, 0x1c, 0xff} // the engraving's lines
	Brown      = color.RGBA{0x6e, 0x48, 0x28, 0xff}
	Madder     = color.RGBA{0xa0, 0x34, 0x28, 0xff}
	MadderLit  = color.RGBA{0xb3, 0x3a, 0x2c, 0xff} // the main button under the pointer
	Indigo     = color.RGBA{0x30, 0x40, 0x70, 0xff}
	Ochre      = color.RGBA{0xc8, 0x96, 0x3c, 0xff}
	Verdigris  = color.RGBA{0x46, 0x80, 0x6a, 0xff}
	Plum       = color.RGBA{0x68, 0x38, 0x60, 0xff}
	Gold       = color.RGBA{0xd4, 0xa5, 0x3c, 0xff} // coins
	GoldEdge   = color.RGBA{0x7a, 0x55, 0x1a, 0xff}
	Shade      = color.RGBA{0x1c, 0x12, 0x0a, 0xb0} // premultiplied: a dark veil
	Table      = color.RGBA{0x2a, 0x22, 0x1b, 0xff} // behind the board

	// The goose: the board's white goose, and every seat's goose's line and beak.
	GooseWhite = color.RGBA{0xfa, 0xf6, 0xea, 0xff}
	GooseWing  = color.RGBA{0xdc, 0xd0, 0xb8, 0xff}
	GooseLine  = color.RGBA{0x2e, 0x1e, 0x14, 0xff}
	Beak       = color.RGBA{0xe8, 0x84, 0x28, 0xff}
)

// N is an opaque ink as the art's non-premultiplied colour.
func N(c color.RGBA) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, 0xff} }
