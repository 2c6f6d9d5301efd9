package ui

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// fieldTest is a field being typed in, laid out as it is drawn, driven by
// a fake input.
type fieldTest struct {
	t  *testing.T
	f  *Field
	in Input
	th *Theme
}

func newFieldTest(t *testing.T, text string) *fieldTest {
	t.Helper()
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	ft := &fieldTest{t: t, th: NewTheme(1280, 720),
		f: &Field{Text: text, Max: 120, Focused: true, Rect: image.Rect(0, 0, 400, 40)}}
	ft.step()
	return ft
}

// step runs a tick of the input set up, and reports a change of the text.
func (ft *fieldTest) step() bool {
	changed := ft.f.Update(&ft.in)
	ft.f.lay(ft.th.Body, 8, 384)
	ft.in.Reset()
	return changed
}

// key presses keys in a tick, holding mods.
func (ft *fieldTest) key(mods Mod, keys ...ebiten.Key) bool {
	ft.in.Hold(mods)
	for _, k := range keys {
		ft.in.PressKey(k)
	}
	defer ft.in.Hold(0)
	return ft.step()
}

// typ types s in a tick.
func (ft *fieldTest) typ(s string) bool {
	for _, r := range s {
		ft.in.Type(r)
	}
	return ft.step()
}

// x is where byte i of the text is drawn on the screen.
func (ft *fieldTest) x(i int) int {
	v := &ft.f.view
	return int(v.x + TextWidth(ft.f.Text[v.first:i], v.face) + 0.5)
}

// want checks the text and the selection (caret at at, from anchor).
func (ft *fieldTest) want(what, text string, anchor, at int) {
	ft.t.Helper()
	if ft.f.Text != text || ft.f.ed.anchor != anchor || ft.f.ed.at != at {
		ft.t.Fatalf("%s: %q selected %d..%d; want %q %d..%d", what, ft.f.Text, ft.f.ed.anchor, ft.f.ed.at, text, anchor, at)
	}
}

// The caret goes anywhere: the arrows by a character (a letter of two
// bytes whole), Ctrl+arrows by a word, Home and End; what is typed goes in
// at the caret.
func TestFieldCaretMoves(t *testing.T) {
	ft := newFieldTest(t, "Zoë and Ann")
	n := len(ft.f.Text)
	ft.want("a text set from outside", "Zoë and Ann", n, n)
	ft.key(0, ebiten.KeyLeft)
	ft.typ("e")
	ft.want("Left, e", "Zoë and Anen", n, n)
	ft.key(0, ebiten.KeyHome)
	ft.typ("¡")
	ft.want("Home, ¡", "¡Zoë and Anen", 2, 2)
	ft.key(0, ebiten.KeyRight)
	ft.key(0, ebiten.KeyRight)
	ft.key(0, ebiten.KeyRight)
	ft.want("Right over Z, o and ë", "¡Zoë and Anen", 6, 6)
	ft.key(0, ebiten.KeyEnd)
	ft.want("End", "¡Zoë and Anen", 15, 15)
	ft.key(ModCtrl, ebiten.KeyLeft)
	ft.want("Ctrl+Left", "¡Zoë and Anen", 11, 11)
	ft.key(ModCtrl, ebiten.KeyLeft)
	ft.key(ModCtrl, ebiten.KeyLeft)
	ft.want("Ctrl+Left past two more words, and the ¡", "¡Zoë and Anen", 2, 2)
	ft.key(ModCtrl, ebiten.KeyRight)
	ft.want("Ctrl+Right to the word's end", "¡Zoë and Anen", 6, 6)
	ft.key(0, ebiten.KeyHome)
	ft.key(0, ebiten.KeyLeft)
	ft.want("Left at the start", "¡Zoë and Anen", 0, 0)
	ft.key(0, ebiten.KeyEnd)
	ft.key(0, ebiten.KeyRight)
	ft.want("Right at the end", "¡Zoë and Anen", 15, 15)
}

// A Mac's keys: Option+arrows by word, Cmd+arrows to the ends, Cmd+A all,
// Ctrl+A and Ctrl+E the line's start and end.
func TestFieldMacKeys(t *testing.T) {
	defer func(was bool) { macKeys = was }(macKeys)
	macKeys = true
	ft := newFieldTest(t, "one two three")
	ft.key(ModAlt, ebiten.KeyLeft)
	ft.want("Option+Left", "one two three", 8, 8)
	ft.key(ModMeta, ebiten.KeyLeft)
	ft.want("Cmd+Left", "one two three", 0, 0)
	ft.key(ModMeta|ModShift, ebiten.KeyRight)
	ft.want("Cmd+Shift+Right", "one two three", 0, 13)
	ft.key(ModCtrl, ebiten.KeyA)
	ft.want("Ctrl+A", "one two three", 0, 0)
	ft.key(ModCtrl, ebiten.KeyE)
	ft.want("Ctrl+E", "one two three", 13, 13)
	ft.key(ModCtrl, ebiten.KeyA) // not all, on a Mac
	ft.in.Hold(ModMeta)
	ft.in.PressKey(ebiten.KeyA)
	ft.in.Type('a') // a browser reports Cmd+A's a
	ft.step()
	ft.in.Hold(0)
	ft.want("Cmd+A", "one two three", 0, 13)
	ft.key(ModAlt, ebiten.KeyBackspace)
	ft.want("Option+Backspace with all selected", "", 0, 0)
}

// The trial's summary: Ctrl+A selects all, and what is typed then (or
// pasted) replaces it, not appended to it; the a of Ctrl+A, which a browser
// reports as typed, is not typed.
func TestFieldSelectAllThenType(t *testing.T) {
	ft := newFieldTest(t, "The Italian race: maze back to 39, held in the well and prison until rescued.")
	ft.in.Hold(ModCtrl)
	ft.in.PressKey(ebiten.KeyA)
	ft.in.Type('a')
	if ft.step() {
		t.Fatal("Ctrl+A changed the text")
	}
	ft.in.Hold(0)
	ft.want("Ctrl+A", ft.f.Text, 0, len(ft.f.Text))
	ft.typ("A short test race")
	ft.want("typed over all", "A short test race", 17, 17)
	ft.key(ModCtrl, ebiten.KeyA)
	ft.in.Paste("A long race\n")
	ft.step()
	ft.want("pasted over all", "A long race", 11, 11)
}

// Shift with the arrows, Home and End selects from where the caret was;
// typing replaces the selection, Backspace and Delete delete it, an arrow
// alone leaves it at its end that way.
func TestFieldShiftSelects(t *testing.T) {
	ft := newFieldTest(t, "Ann Marie")
	ft.key(ModShift, ebiten.KeyLeft)
	ft.key(ModShift, ebiten.KeyLeft)
	ft.want("Shift+Left twice", "Ann Marie", 9, 7)
	ft.typ("o")
	ft.want("typed over it", "Ann Maro", 8, 8)
	ft.key(ModShift|ModCtrl, ebiten.KeyLeft)
	ft.want("Shift+Ctrl+Left", "Ann Maro", 8, 4)
	ft.key(0, ebiten.KeyLeft)
	ft.want("Left with a selection", "Ann Maro", 4, 4)
	ft.key(ModShift, ebiten.KeyEnd)
	ft.key(0, ebiten.KeyRight)
	ft.want("Right with a selection", "Ann Maro", 8, 8)
	ft.key(ModShift, ebiten.KeyHome)
	ft.want("Shift+Home", "Ann Maro", 8, 0)
	ft.key(ModShift, ebiten.KeyRight)
	if !ft.key(0, ebiten.KeyDelete) {
		t.Fatal("Delete with a selection changed nothing")
	}
	ft.want("Delete with a selection", "A", 1, 1)
	ft.typ("nn Marie")
	ft.key(ModShift|ModCtrl, ebiten.KeyLeft)
	ft.key(0, ebiten.KeyBackspace)
	ft.want("Backspace with a selection", "Ann ", 4, 4)
}

// Backspace deletes the character before the caret, Delete the one after
// (two bytes of a ë whole), Ctrl with them a word; at the ends they change
// nothing.
func TestFieldDeletes(t *testing.T) {
	ft := newFieldTest(t, "Zoë the goose")
	ft.key(0, ebiten.KeyHome)
	if ft.key(0, ebiten.KeyBackspace) {
		t.Fatal("Backspace at the start changed the text")
	}
	ft.key(0, ebiten.KeyRight)
	ft.key(0, ebiten.KeyRight)
	ft.key(0, ebiten.KeyDelete)
	ft.want("Delete", "Zo the goose", 2, 2)
	ft.key(0, ebiten.KeyBackspace)
	ft.want("Backspace", "Z the goose", 1, 1)
	ft.key(ModCtrl, ebiten.KeyDelete)
	ft.want("Ctrl+Delete", "Z goose", 1, 1)
	ft.key(0, ebiten.KeyEnd)
	ft.key(ModCtrl, ebiten.KeyBackspace)
	ft.want("Ctrl+Backspace", "Z ", 2, 2)
	if ft.key(0, ebiten.KeyDelete) {
		t.Fatal("Delete at the end changed the text")
	}
}

// A full field takes nothing more at the caret, but typing over a
// selection replaces it.
func TestFieldMaxWithSelection(t *testing.T) {
	ft := newFieldTest(t, "abcdef")
	ft.f.Max = 6
	if ft.typ("g") {
		t.Fatal("a full field took a letter")
	}
	ft.key(ModShift, ebiten.KeyLeft)
	ft.key(ModShift, ebiten.KeyLeft)
	ft.typ("XYZ")
	ft.want("three letters over two in a full field", "abcdXY", 6, 6)
}

// A click places the caret at the character nearest it, on the field
// being typed in and on one that is not (which it focuses); a double click
// selects a word, a triple all; Shift+click and a drag select, the drag
// wherever it ends.
func TestFieldPointer(t *testing.T) {
	ft := newFieldTest(t, "The Italian race")
	f := ft.f
	f.Focused = false
	ft.step()
	click := func(x int) {
		ft.in.Click(x, 20)
		ft.step()
	}
	click(ft.x(4) + 1)
	ft.want("a click on the field not focused", "The Italian race", 4, 4)
	if !f.Focused {
		t.Fatal("a click did not focus the field")
	}
	for range doubleClick + 1 { // not a double click
		ft.step()
	}
	click(ft.x(12) - 1)
	ft.typ("big ")
	ft.want("a click, and typing", "The Italian big race", 16, 16)
	for range doubleClick + 1 {
		ft.step()
	}
	click(ft.x(6))
	click(ft.x(6))
	ft.want("a double click", "The Italian big race", 4, 11)
	click(ft.x(6))
	ft.want("a triple click", "The Italian big race", 0, 20)
	for range doubleClick + 1 {
		ft.step()
	}
	click(ft.x(4))
	ft.in.Hold(ModShift)
	for range doubleClick + 1 {
		ft.step()
	}
	click(ft.x(11))
	ft.in.Hold(0)
	ft.want("Shift+click", "The Italian big race", 4, 11)
	for range doubleClick + 1 {
		ft.step()
	}
	// A drag from "big" to past the field's right edge.
	ft.in.X, ft.in.Y, ft.in.Pressed, ft.in.Down = ft.x(12), 20, true, true
	ft.step()
	ft.in.X, ft.in.Down = ft.x(14), true
	ft.step()
	ft.want("a drag under way", "The Italian big race", 12, 14)
	ft.in.X, ft.in.Down, ft.in.Released = 900, false, true
	ft.step()
	ft.want("a drag ended outside", "The Italian big race", 12, 20)
	if !f.Focused {
		t.Fatal("a drag that ended outside the field left it")
	}
	ft.in.Click(900, 20)
	ft.step()
	if f.Focused {
		t.Fatal("a click outside kept the field")
	}
}

// A long text scrolls so the caret shows: at the end the end, at Home the
// start, the caret inside the field each time.
func TestFieldScrollsToCaret(t *testing.T) {
	ft := newFieldTest(t, "Begin "+strings.Repeat("goose ", 30)+"Finish")
	v := &ft.f.view
	inside := func(what string) {
		t.Helper()
		if v.caretX < 0 || v.caretX > v.w || TextWidth(v.shown, v.face) > v.w {
			t.Fatalf("%s: caret at %.0f, %q %.0f px wide, in %.0f", what, v.caretX, v.shown, TextWidth(v.shown, v.face), v.w)
		}
	}
	if !strings.HasSuffix(v.shown, "Finish") || v.caretX < v.w*0.9 {
		t.Fatalf("at the end: %q, caret at %.0f", v.shown, v.caretX)
	}
	inside("at the end")
	ft.key(0, ebiten.KeyHome)
	if !strings.HasPrefix(v.shown, "Begin") || v.caretX != 0 || TextWidth(v.shown, v.face) < v.w*0.8 {
		t.Fatalf("at Home: %q, caret at %.0f", v.shown, v.caretX)
	}
	inside("at Home")
	for range 20 {
		ft.key(ModCtrl, ebiten.KeyRight)
		inside("stepping by words")
	}
	ft.key(0, ebiten.KeyEnd)
	if !strings.HasSuffix(v.shown, "Finish") {
		t.Fatalf("at End: %q", v.shown)
	}
	// The selection is drawn over what it covers.
	ft.key(ModShift|ModCtrl, ebiten.KeyLeft)
	if w := TextWidth("Finish", v.face); v.selX[1]-v.selX[0] < w-1 || v.selX[1]-v.selX[0] > w+1 || v.selX[1] != v.caretX+(v.selX[1]-v.selX[0]) {
		t.Fatalf("the word Finish selected: highlight %.0f..%.0f, caret at %.0f", v.selX[0], v.selX[1], v.caretX)
	}
}

// Tab (the Focus) coming to a field selects its text, as on every system,
// so typing replaces it; the focus kept on a field declared again does not.
func TestFieldFocusSelectsAll(t *testing.T) {
	var a Button
	f := Field{Text: "Ann", Max: 20}
	var fo Focus
	fo.Set(&a, &f)
	var in Input
	in.PressKey(ebiten.KeyTab)
	fo.Update(&in)
	in.Reset()
	in.PressKey(ebiten.KeyTab)
	fo.Update(&in)
	f.Update(&in)
	in.Reset()
	in.Type('B')
	fo.Update(&in)
	f.Update(&in)
	if f.Text != "B" {
		t.Fatalf("Tab to the field and B: %q", f.Text)
	}
	// A form declared again (a seat added while a name is typed) gives the
	// focus to the field in the same place: typing goes on at its end.
	g := Field{Text: "Ann", Max: 20}
	fo.Set(&a, &g)
	fo.To(&g)
	in.Reset()
	in.Type('e')
	fo.Update(&in)
	g.Update(&in)
	if g.Text != "Anne" {
		t.Fatalf("the focus given again to a field, and e: %q", g.Text)
	}
}

// A field being typed in, at rest, allocates nothing a tick: its Update and
// its layout as drawn (the scenes' frames allocate nothing).
func TestFieldAtRestAllocatesNothing(t *testing.T) {
	ft := newFieldTest(t, "Zoë and Ann")
	ft.key(ModShift, ebiten.KeyLeft)
	if n := testing.AllocsPerRun(20, func() { ft.f.Update(&ft.in); ft.f.lay(ft.th.Body, 8, 384) }); n != 0 {
		t.Errorf("a tick at rest allocates %v times", n)
	}
}
