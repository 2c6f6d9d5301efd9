package ui

import (
	"testing"

	"golang.org/x/image/font/opentype"
)

// TestBoldFallsBackWhole: a bold text the bold subset cannot write is set,
// whole, in the regular face of the same size; one it can write stays bold.
func TestBoldFallsBackWhole(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	th := NewTheme(1280, 720)
	for s, inBold := range map[string]bool{"Who plays?": true, "Rules": true, "¿Quién juega?": false, "Правила": false, "Règles": false, "Einstellungen": true} {
		if BoldWrites(s) != inBold {
			t.Errorf("BoldWrites(%q) = %v", s, !inBold)
		}
		f := legible(s, th.Head)
		if want := map[bool]*opentype.Font{true: bold, false: regular}[inBold]; f.font != want || f.Size != th.Head.Size {
			t.Errorf("%q: face %p size %v, want %p size %v", s, f.font, f.Size, want, th.Head.Size)
		}
	}
	if legible("Правила", th.Body) != th.Body {
		t.Error("a regular face changed")
	}
}
