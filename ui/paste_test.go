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

// A paste is told apart from the keys of the same tick (Pasted): on a
// phone the keyboard brings the letters itself, and only a paste is taken
// from the characters.
func TestPastedApartFromKeys(t *testing.T) {
	var in Input
	in.Type('a')
	in.Paste("7K3\n")
	if got, all := string(in.Pasted()), string(in.Chars()); got != "7K3" || all != "a7K3" {
		t.Errorf("pasted %q of %q; want 7K3 of a7K3", got, all)
	}
	in.Reset()
	in.Type('b')
	if got := string(in.Pasted()); got != "" {
		t.Errorf("a tick of keys alone pasted %q", got)
	}
}
