package form

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
)

func theme(t *testing.T) *ui.Theme {
	t.Helper()
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	return ui.NewTheme(1280, 720)
}

// sayAs says a message by its id, so that tests read the ids back.
func sayAs(id string, args ...any) string { return id }

func tick(f *Form, in *ui.Input) bool {
	used := f.Update(in)
	in.Reset()
	return used
}

// A row shares its width by need: equal halves for short words, more for
// the longer word when a half is too narrow; where the words cannot sit
// side by side, the row stacks.
func TestRowSharesAndStacks(t *testing.T) {
	th := theme(t)
	a, b := Button("a", nil), Button("b", nil)
	f := New(sayAs, Col(Row(a, b)))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	if a.Rect().Dx() != b.Rect().Dx() || a.Rect().Min.Y != b.Rect().Min.Y {
		t.Fatalf("short words: %v and %v, not halves of one row", a.Rect(), b.Rect())
	}
	long := Button("a rather longer label", nil)
	f = New(sayAs, Col(Row(long, Button("b", nil))))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	if w := ui.TextWidth("a rather longer label", th.Body); float64(long.Rect().Dx()) < w {
		t.Fatalf("the longer word has %d px, needs %.0f", long.Rect().Dx(), w)
	}
	c, d := Button("a rather longer label", nil), Button("another long label too", nil)
	f = New(sayAs, Col(Row(c, d)))
	f.Layout(th, image.Rect(0, 0, 200, 400))
	if c.Rect().Min.Y == d.Rect().Min.Y || c.Rect().Dx() != 200 {
		t.Fatalf("too narrow for a row, yet %v and %v", c.Rect(), d.Rect())
	}
}

// A node shown only sometimes takes no room while hidden, and the form
// notices the change by itself.
func TestHiddenTakesNoRoom(t *testing.T) {
	th := theme(t)
	shown := true
	top, below := Button("top", nil).When(func() bool { return shown }), Button("below", nil)
	f := New(sayAs, Col(top, below))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	y := below.Rect().Min.Y
	shown = false
	tick(f, &ui.Input{})
	if below.Rect().Min.Y >= y || below.Rect().Min.Y != 0 {
		t.Fatalf("below stayed at %d (was %d) with top hidden", below.Rect().Min.Y, y)
	}
	for _, c := range f.Controls() {
		if c.Label == "top" {
			t.Fatal("a hidden control is listed")
		}
	}
}

// Enter is the primary button's until the keyboard's focus is on a control:
// then it uses that one. A key never fires while a field takes the typing.
func TestKeysAndFocus(t *testing.T) {
	th := theme(t)
	var did []string
	name := ""
	f := New(sayAs, Col(
		Field("name", &name, 10, nil),
		Button("go", func() { did = append(did, "go") }).Primary().Key(ebiten.KeyEnter),
		Button("other", func() { did = append(did, "other") }).Key(ebiten.KeyO),
	))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	in.PressKey(ebiten.KeyEnter)
	tick(f, in)
	if len(did) != 1 || did[0] != "go" {
		t.Fatalf("Enter did %v", did)
	}
	for range 3 { // the field, go, other
		in.PressKey(ebiten.KeyTab)
		tick(f, in)
	}
	in.PressKey(ebiten.KeyEnter)
	tick(f, in)
	if len(did) != 2 || did[1] != "other" {
		t.Fatalf("Enter on the focused Other did %v", did)
	}
	in.PressKey(ebiten.KeyTab) // round to the field
	tick(f, in)
	in.Type('o')
	in.PressKey(ebiten.KeyO)
	tick(f, in)
	if name != "o" || len(did) != 2 {
		t.Fatalf("typing o: name %q, did %v", name, did)
	}
	got := f.Controls()
	if len(got) != 3 || got[0].Role != RoleField || !got[0].Focused || got[0].Value != "o" || got[1].Role != RoleButton {
		t.Fatalf("controls: %+v", got)
	}
}

// A click uses a control where the form placed it; a disabled one does nothing.
func TestClickWhereDrawn(t *testing.T) {
	th := theme(t)
	n, ok := 0, false
	on := false
	b := Button("b", func() { n++ }).Enabled(func() bool { return ok })
	chk := Check("c", &on, nil)
	f := New(sayAs, Panel(Col(b, chk)).MaxW(200))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	in := &ui.Input{}
	r := b.Rect()
	in.Click(r.Min.X+2, r.Min.Y+2)
	tick(f, in)
	ok = true
	tick(f, in)
	in.Click(r.Min.X+2, r.Min.Y+2)
	tick(f, in)
	if n != 1 {
		t.Fatalf("pressed %d times (once while enabled)", n)
	}
	if r.Min.X < 200 || r.Max.X > 400 {
		t.Fatalf("the panel's column is not centred: %v", r)
	}
	c := chk.Rect()
	in.Click(c.Min.X+2, c.Min.Y+c.Dy()/2)
	tick(f, in)
	if !on || !f.Controls()[1].Selected {
		t.Fatal("the check did not turn on")
	}
}

// A field with no hint of its own is named by the words beside it, as a
// screen reader must name it.
func TestFieldNamedByItsLabel(t *testing.T) {
	th := theme(t)
	name, code := "", ""
	f := New(sayAs, Col(Row(Text("Your name"), Field("", &name, 10, nil)), Rule(), Row(Text("Room code"), Field("", &code, 10, nil))))
	f.Layout(th, image.Rect(0, 0, 600, 400))
	var got []string
	for _, c := range f.Controls() {
		if c.Role == RoleField {
			got = append(got, c.Label)
		}
	}
	if len(got) != 2 || got[0] != "Your name" || got[1] != "Room code" {
		t.Fatalf("the fields are named %q", got)
	}
}

// Every control hears each tick, even after one was used: a field clicked
// in the tick another control is used still takes the typing (on a phone,
// a field that commits its word as it lets go is such a use, and the next
// field must still take the keyboard).
func TestEveryControlHearsTheTick(t *testing.T) {
	th := theme(t)
	b, used := "", 0
	fb := Field("b", &b, 10, nil)
	f := New(sayAs, Col(Button("x", func() { used++ }).Key(ebiten.KeyX), fb))
	f.Layout(th, image.Rect(0, 0, 300, 400))
	in := &ui.Input{}
	r := fb.Rect()
	in.PressKey(ebiten.KeyX)
	in.Click(r.Min.X+3, r.Min.Y+3)
	tick(f, in)
	in.Type('z')
	tick(f, in)
	if used != 1 || b != "z" {
		t.Fatalf("X used the button %d times; the field clicked in the same tick has %q", used, b)
	}
}
