package assets

import (
	"bytes"
	"testing"
)

func TestFontsEmbedded(t *testing.T) {
	for name, b := range map[string][]byte{"regular": SerifRegular, "bold": SerifBold, "italic": SerifItalic} {
		// OpenType starts with "OTTO" (CFF outlines) or 0x00010000 (TrueType outlines).
		if len(b) < 1000 || !bytes.HasPrefix(b, []byte("OTTO")) && !bytes.HasPrefix(b, []byte{0, 1, 0, 0}) {
			t.Errorf("%s: %d bytes, not an OpenType font", name, len(b))
		}
	}
}
