package form

import (
	"image"
	"strings"
	"testing"

	"goose/ui"
)

// A path longer than its line is broken where the line ends, and every
// line fits (Text left it to run off, 900 px into 300).
func TestTextLongBreaksAPath(t *testing.T) {
	th := theme(t)
	path := "Saved as /home/" + strings.Repeat("a-long-folder/", 8) + "x.jsonl (JSON Lines)."
	n := TextLong(func() string { return path })
	f := New(sayAs, Col(n))
	f.Refresh()
	f.Layout(th, image.Rect(0, 0, 300, 400))
	lines := n.ctl.(*words).lines
	if len(lines) < 3 || strings.ReplaceAll(strings.Join(lines, ""), " ", "") != strings.ReplaceAll(path, " ", "") {
		t.Fatalf("lines %q", lines)
	}
	for _, l := range lines {
		if w := ui.TextWidth(l, th.Body); w > 300 {
			t.Errorf("%q is %.0f px wide, in 300", l, w)
		}
	}
}
