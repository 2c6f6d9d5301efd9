package assets

import (
	"bytes"
	"testing"
)

func TestFontsEmbedded(t *testing.T) {
	for name, b := range map[string][]byte{"regular": SerifRegular, "bold": SerifBold, "italic": SerifItalic} {
		// OpenType with CFF outlines starts with "OTTO".
		if len(b) < 1000 || !bytes.HasPrefix(b, []byte("OTTO")) {
			t.Errorf("%s: %d bytes, not an OpenType font", name, len(b))
		}
	}
}
