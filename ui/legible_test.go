package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
		if want := map[bool]*text.GoTextFaceSource{true: bold, false: regular}[inBold]; f.Source != want || f.Size != th.Head.Size {
			t.Errorf("%q: face %p size %v, want %p size %v", s, f.Source, f.Size, want, th.Head.Size)
		}
	}
	if legible("Правила", th.Body) != th.Body {
		t.Error("a regular face changed")
	}
}
