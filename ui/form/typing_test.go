package form

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

// Enter in a field that has the typing does what the field submits (a code
// typed, Enter joins); the Enter that Tab's focus pushes into the field
// does not; a field's hint may be made words (a seat's own name).
func TestFieldSubmits(t *testing.T) {
	th := theme(t)
	code, submitted := "", 0
	f := New(sayAs, Col(
		FieldOf(func() string { return "Player 3" }, &code, 10, nil).Submit(func() { submitted++ }),
		Button("other", nil),
	))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	if c := f.Controls()[0]; c.Label != "Player 3" || c.Role != RoleField {
		t.Fatalf("the field: %+v", c)
	}
	in := &ui.Input{}
	in.PressKey(ebiten.KeyTab) // to the field, which takes the typing
	tick(f, in)
	if !f.Typing() {
		t.Fatal("Tab to the field: no typing")
	}
	in.Type('7')
	tick(f, in)
	in.PressKey(ebiten.KeyEnter)
	tick(f, in)
	if submitted != 1 || code != "7" || f.Typing() {
		t.Fatalf("Enter in the field: submitted %d times, code %q, typing %v", submitted, code, f.Typing())
	}
	in.PressKey(ebiten.KeyEnter) // the focus, still on the field, gives it the typing again
	tick(f, in)
	if submitted != 1 || !f.Typing() {
		t.Fatalf("Enter on the focused field: submitted %d times, typing %v", submitted, f.Typing())
	}
}

// A dialog's one field takes the typing, and has it back when Enter let it
// go; Tab takes the focus on to the button (a keyboard's, or a switch's
// scan), where it stays until Escape lets it go.
func TestTypeInFirst(t *testing.T) {
	th := theme(t)
	name, ok := "", 0
	f := New(sayAs, Col(Text("who"), Field("name", &name, 10, nil), Button("ok", func() { ok++ })))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	for _, k := range []ebiten.Key{0, 0, ebiten.KeyEnter, 0, ebiten.KeyTab, 0, ebiten.KeyEnter, ebiten.KeyEscape, 0} {
		f.TypeInFirst()
		if k == 0 {
			in.Type('a' + rune(len(name)))
		} else {
			in.PressKey(k)
		}
		tick(f, in)
	}
	if name != "abcd" || ok != 1 || !f.Typing() {
		t.Fatalf("typed %q, OK pressed %d times, typing %v", name, ok, f.Typing())
	}
}

// Of two buttons, the one PrimaryWhen says is drawn as the primary, as the
// form is refreshed.
func TestPrimaryWhen(t *testing.T) {
	th := theme(t)
	joinFirst := false
	f := New(sayAs, Col(Button("create", nil).PrimaryWhen(func() bool { return !joinFirst }),
		Button("join", nil).PrimaryWhen(func() bool { return joinFirst })))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	primary := func(i int) bool { return f.leaves[i].ctl.(*button).b.Primary }
	if !primary(0) || primary(1) {
		t.Fatal("create is not the primary")
	}
	joinFirst = true
	f.Refresh()
	if primary(0) || !primary(1) {
		t.Fatal("join is not the primary once a link came")
	}
}
