package ui

import (
	"strings"
	"testing"
)

// A paste types its text as typed characters: control characters (line
// breaks, tabs, a NUL, a DEL, a bidirectional override) dropped, and no
// more than MaxPaste; a field with the focus takes them up to its Max.
func TestPaste(t *testing.T) {
	for _, tc := range []struct{ paste, typed string }{
		{"7K3M9QX2AB\n", "7K3M9QX2AB"},
		{"http://h:8080/?room=X\r\n", "http://h:8080/?room=X"},
		{"Ann\tMarie\x00\x7f\u202e", "AnnMarie"},
		{"Zoë 🪿", "Zoë 🪿"},
		{"\n\n", ""},
		{strings.Repeat("ab", MaxPaste), strings.Repeat("ab", MaxPaste/2)},
	} {
		var in Input
		in.Paste(tc.paste)
		if got := string(in.Chars()); got != tc.typed {
			t.Errorf("pasting %q typed %q; want %q", tc.paste, got, tc.typed)
		}
	}
	var in Input
	f := Field{Max: 14, Focused: true, Text: "Ann "}
	in.Paste("Maria Josephine\nZacharias")
	if !f.Update(&in) || f.Text != "Ann Maria Jose" {
		t.Errorf("a field took %q", f.Text)
	}
}
