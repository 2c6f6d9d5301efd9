// Package assets embeds the game's fonts and art so that the binary needs no
// files at run time.
package assets

import _ "embed"

// EB Garamond 12 by Georg Duffner, SIL Open Font License 1.1 (fonts/OFL.txt).
var (
	//go:embed fonts/EBGaramond12-Regular.otf
	SerifRegular []byte
	//go:embed fonts/EBGaramond12-Bold.otf
	SerifBold []byte
	//go:embed fonts/EBGaramond12-Italic.otf
	SerifItalic []byte
)
