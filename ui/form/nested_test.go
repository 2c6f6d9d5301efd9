package form

import (
	"image"
	"testing"
)

// A row in a row keeps to one line where its parts fit (a label beside a
// field and its button): it needs what its parts need, not all it is given.
func TestRowInARow(t *testing.T) {
	th := theme(t)
	text := ""
	label, field, button := Text("host").W(200), Field("", &text, 80, nil), Button("here", nil).W(280)
	f := New(sayAs, Col(Row(label, Row(field, button))))
	f.Layout(th, image.Rect(0, 0, 760, 400))
	if l, fr, b := label.Rect(), field.Rect(), button.Rect(); fr.Min.X < l.Max.X || b.Min.X < fr.Max.X || b.Min.Y > fr.Max.Y {
		t.Fatalf("not one line: label %v, field %v, button %v", l, fr, b)
	}
}

// Where the row must stack (a phone), a label of fixed width keeps to the
// left above its field, as words do, rather than floating in the middle.
func TestStackedLabelKeepsLeft(t *testing.T) {
	th := theme(t)
	text := ""
	label, field := Text("host").W(200), Field("", &text, 80, nil).W(280)
	f := New(sayAs, Col(Row(label, field)))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	if l, fr := label.Rect(), field.Rect(); l.Min.X != 0 || fr.Min.Y < l.Max.Y {
		t.Fatalf("label %v, field %v: not the label on the left above its field", l, fr)
	}
}

// Words beside a field are drawn level with it (on their lines' middles);
// a paragraph, and the same words stacked above it, from the top.
func TestWordsBesideAreLevel(t *testing.T) {
	th := theme(t)
	text := ""
	label, para := Text("host").W(200), Text("para")
	f := New(sayAs, Col(para, Row(label, Field("", &text, 80, nil))))
	f.Layout(th, image.Rect(0, 0, 760, 400))
	if !label.ctl.(*words).mid || para.ctl.(*words).mid {
		t.Fatal("the label beside its field is not level with it, or the paragraph is")
	}
	f.Layout(th, image.Rect(0, 0, 250, 400)) // stacked
	if label.ctl.(*words).mid {
		t.Fatal("the label stacked above its field is drawn as beside it")
	}
}
