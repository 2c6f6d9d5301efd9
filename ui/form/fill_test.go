package form

import (
	"image"
	"testing"
)

// A fill takes the height the area leaves over: a button under it sits at
// the bottom; two fills share it, centring what is between them.
func TestFillTakesWhatIsLeft(t *testing.T) {
	th := theme(t)
	var room image.Rectangle
	back := Button("back", nil)
	f := New(sayAs, Col(Button("top", nil), Fill(func(r image.Rectangle) { room = r }), back))
	f.Layout(th, image.Rect(0, 0, 300, 600))
	if back.Rect().Max.Y != 600 || room.Max.Y >= back.Rect().Min.Y || room.Dy() < 400 {
		t.Fatalf("the fill %v, the button under it %v, in 600 px", room, back.Rect())
	}
	mid := Button("mid", nil)
	f = New(sayAs, Col(Fill(nil), mid, Fill(nil)).Gap(-1))
	f.Layout(th, image.Rect(0, 0, 300, 600))
	if top, bottom := mid.Rect().Min.Y, 600-mid.Rect().Max.Y; top-bottom > 1 || bottom-top > 1 {
		t.Fatalf("between two fills: %v, not centred in 600 px", mid.Rect())
	}
}

// Hug makes a sheet as wide as its widest words, centred; Margin leaves
// room round a sheet.
func TestHugAndMargin(t *testing.T) {
	th := theme(t)
	b := Button("b", nil)
	sheet := Panel(Col(b)).Pad(10)
	f := New(sayAs, Hug(sheet))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	if r := sheet.Rect(); r.Dx() > 100 || r.Min.X+r.Max.X < 598 || r.Min.X+r.Max.X > 602 {
		t.Fatalf("a hugging sheet %v in 600 px (its button %v)", sheet.Rect(), b.Rect())
	}
	sheet = Panel(Col(Fill(nil)))
	f = New(sayAs, Margin(30, 20, sheet))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	if want := image.Rect(30, 20, 570, 380); sheet.Rect() != want {
		t.Fatalf("a sheet with margins at %v, want %v", sheet.Rect(), want)
	}
}

// A heading made of words that change is listed as the screen's heading.
func TestHeadingOf(t *testing.T) {
	title := "The rules: Classic"
	f := New(sayAs, Col(HeadingOf(func() string { return title }), Button("b", nil)))
	title = "The rules: French"
	f.Refresh()
	if c := f.Controls()[0]; c.Role != RoleHeading || c.Label != title {
		t.Fatalf("the first control is %+v", c)
	}
}
