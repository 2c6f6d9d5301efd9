// Package assets embeds the game's fonts and art so that the binary needs no
// files at run time.
package assets

import _ "embed"

// EB Garamond, SIL Open Font License 1.1 (fonts/OFL.txt): Georg Duffner's
// regular and italic, the EB Garamond Project's bold, each cut to the
// alphabets of the game's languages by build/fonts.sh.
var (
	//go:embed fonts/EBGaramond12-Regular.otf
	SerifRegular []byte
	//go:embed fonts/EBGaramond-Bold.ttf
	SerifBold []byte
	//go:embed fonts/EBGaramond12-Italic.otf
	SerifItalic []byte
)
