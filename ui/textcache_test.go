package ui

import (
	"strings"
	"testing"
)

// issue 11.4: a 2,000-character name made a text image too big for the
// atlas (a panic); text is cut to the largest image every GPU takes, and
// to the screen's width where it is drawn.
func TestLongTextIsCut(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	th := NewTheme(1920, 1080)
	long := strings.Repeat("W", 2000)
	ti := renderText(long, th.Title, maxTextSide)
	if b := ti.img.Bounds(); b.Dx() > maxTextSide || b.Dy() > maxTextSide {
		t.Errorf("a text image of %v", b)
	}
	if ti.w < maxTextSide/2 {
		t.Errorf("cut too short: %.0f px", ti.w)
	}
	if n := renderText(long, th.Small, 640); n.img.Bounds().Dx() > 640 {
		t.Errorf("cut to 640 px: %v", n.img.Bounds())
	}
	tall := strings.Repeat("line\n", 2000)
	if ti := renderText(tall, th.Small, maxTextSide); ti.img.Bounds().Dy() > maxTextSide {
		t.Errorf("a text image of %v", ti.img.Bounds())
	}
	if s := clipText("Ann", th.Small, th.Small.Size*1.25, 500); s != "Ann" {
		t.Errorf("a short text was cut: %q", s)
	}
}
