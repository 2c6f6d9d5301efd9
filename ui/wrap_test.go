package ui

import (
	"strings"
	"testing"
)

// TestWrapTyped (issue 31): a player's one-word text is broken where the
// line ends, every line fits, nothing is lost but what n lines cannot hold
// (an ellipsis says so), and Overflow hears of none of it.
func TestWrapTyped(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	th := NewTheme(1280, 720)
	Overflow = func(s string, need, have float64) { t.Errorf("Overflow heard of %.20q", s) }
	defer func() { Overflow = nil }()
	word := strings.Repeat("W", 200)
	lines := WrapTyped(nil, word, th.Small, 300, 100)
	if len(lines) < 2 || strings.Join(lines, "") != word {
		t.Fatalf("%d lines, %q", len(lines), lines)
	}
	for _, l := range lines {
		if w := TextWidth(l, th.Small); w > 300 {
			t.Errorf("%q is %.0f px wide", l, w)
		}
	}
	cut := WrapTyped(nil, "a few words and "+word, th.Small, 300, 2)
	if len(cut) != 2 || cut[0] != "a few words and" || !strings.HasSuffix(cut[1], "…") || TextWidth(cut[1], th.Small) > 300 {
		t.Errorf("two lines of it: %q", cut)
	}
}
