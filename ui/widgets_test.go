package ui

import (
	"image/color"
	"strings"
	"testing"
)

// A long address typed or pasted drew past the field's edge: while typing
// the field shows the part around the caret (the end, at first), otherwise
// the start, and either way stays inside the field.
func TestFieldShowsWhatFits(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	th := NewTheme(1280, 720)
	long := "wss://goose.example.org/?room=" + strings.Repeat("ABCD", 20) + "END"
	f := Field{Text: long, Max: MaxPaste}
	w := 200.0
	shown := func() string { f.ed.sync(f.Text); return f.lay(th.Body, 0, w).shown }
	if s := shown(); !strings.HasPrefix(s, "wss://") || !strings.HasSuffix(s, "…") || TextWidth(s, th.Body) > w {
		t.Errorf("unfocused: %q (%.0f px in %.0f)", s, TextWidth(s, th.Body), w)
	}
	f.Focused = true
	s := shown()
	if !strings.HasSuffix(s, "END") || TextWidth(s, th.Body) > w {
		t.Errorf("typing: %q (%.0f px in %.0f)", s, TextWidth(s, th.Body), w)
	}
	if TextWidth(s, th.Body) < w*0.8 {
		t.Errorf("typing: %q leaves the field half empty", s)
	}
	f.Text, f.Hint = "", strings.Repeat("Player ", 20)
	if s := shown(); !strings.HasPrefix(s, "Player") || TextWidth(s, th.Body) > w {
		t.Errorf("the hint: %q (%.0f px in %.0f)", s, TextWidth(s, th.Body), w)
	}
	f.Text = "Ann"
	if s := shown(); s != "Ann" {
		t.Errorf("a short name is shown as %q", s)
	}
}

// The focus frame stood out on a paper button but read as the shadow of a
// madder one: beside every fill a focusable button has, its ink is far
// from that fill.
func TestFocusFrameStandsApartFromEveryButton(t *testing.T) {
	for _, b := range []Button{{}, {hot: true}, {Primary: true}, {Primary: true, hot: true}, {Selected: true}, {Selected: true, hot: true}} {
		fill, _ := b.inks()
		ring := focusInk(fill)
		d := absDiff(fill.R, ring.R) + absDiff(fill.G, ring.G) + absDiff(fill.B, ring.B)
		if d < 120 {
			t.Errorf("button %+v: focus frame %v beside fill %v (distance %d)", b, ring, fill, d)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// The selection's highlight is a light wash the text's ink reads on, and
// stands apart from the field's paper (it was once black: its mix
// overflowed a byte).
func TestSelectionInkReads(t *testing.T) {
	d := func(a, b color.RGBA) int { return absDiff(a.R, b.R) + absDiff(a.G, b.G) + absDiff(a.B, b.B) }
	if d(selectionInk, Ink) < 300 || d(selectionInk, PaperWhite) < 60 {
		t.Errorf("highlight %v: %d from the ink, %d from the paper", selectionInk, d(selectionInk, Ink), d(selectionInk, PaperWhite))
	}
}
