package ui

import (
	"golang.org/x/image/font/sfnt"

	"goose/assets"
)

// The embedded bold font is a subset: Latin without accents, no Cyrillic. A
// text in bold with a character it lacks ("¿Quién juega?", "Правила") is set
// in the regular face of the same size instead, whole, so no glyph is missing
// and no word mixes weights.

// boldCovers holds, for each character below boldRange, whether the bold font has it.
var boldCovers = func() (has [boldRange]bool) {
	f, err := sfnt.Parse(assets.SerifBold)
	if err != nil {
		return has
	}
	var buf sfnt.Buffer
	for r := range has {
		if g, err := f.GlyphIndex(&buf, rune(r)); err == nil && g != 0 {
			has[r] = true
		}
	}
	return has
}()

const boldRange = 0x3000

// BoldWrites says whether the bold font has every character of s.
func BoldWrites(s string) bool {
	for _, r := range s {
		if r >= boldRange || !boldCovers[r] {
			return false
		}
	}
	return true
}

// regularTwins are the regular faces standing in for bold ones.
var regularTwins = map[*Face]*Face{}

// legible is face, or for a bold face that cannot write s, its regular twin.
func legible(s string, face *Face) *Face {
	if face.font != bold || bold == nil || BoldWrites(s) {
		return face
	}
	tw, ok := regularTwins[face]
	if !ok || tw.Size != face.Size {
		tw = newFace(regular, face.Size)
		regularTwins[face] = tw
	}
	return tw
}
