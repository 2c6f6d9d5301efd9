package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui/form"
)

// tabTo presses Tab until the editor's nth control that says words has
// the keyboard's focus.
func tabTo(t *testing.T, m *Manager, words string, nth int) {
	t.Helper()
	for i := 0; i < 80; i++ {
		if edNth(t, m, words, nth).Focused {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to %q", words)
}

// TestEditorStartThrowsByKeyboard: without a mouse, Tab goes through the
// panel and Enter uses what it is on: the rules page, two dice, first
// throws; a throw added is aimed at its square with the arrow keys and
// Enter, its dice set with − and +, another chosen and its pick given up
// with Escape, one dropped, the row's page turned (RULES §7.3). Escape
// then lets go of the panel, the arrows walk the board again, and a second
// Escape leaves the editor.
func TestEditorStartThrowsByKeyboard(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	enter := func(words string, nth int) {
		t.Helper()
		tabTo(t, m, words, nth)
		key(t, m, ebiten.KeyEnter)
	}
	enter(say("ui.ed.tab.rules"), 0)
	if e.tab != tabRules {
		t.Fatalf("Enter on the rules tab: page %d", e.tab)
	}
	enter(say("ui.ed.blank"), 0)
	for e.r.Dice != 2 {
		key(t, m, ebiten.KeyUp) // back from the blank board to the dice: Up is Tab's way back
		for !edNth(t, m, e.diceWord(), 0).Focused {
			key(t, m, ebiten.KeyUp)
		}
		key(t, m, ebiten.KeySpace)
	}
	enter(e.startWord(), 0)
	if len(e.r.StartThrows) != 2 {
		t.Fatalf("first throws: %+v", e.r.StartThrows)
	}
	enter(say("ui.ed.throwAdd"), 0) // 1+1, leading to 2: the arrows aim from there
	if e.at.pick != pickThrow || e.at.throw != 2 || e.at.aim != 2 {
		t.Fatalf("added: pick %d, throw %d, aim %d", e.at.pick, e.at.throw, e.at.aim)
	}
	var panel []string
	for _, l := range e.pan.lines {
		panel = append(panel, l.text)
	}
	if !strings.Contains(strings.Join(panel, " "), say("ui.ed.aimKeys")) {
		t.Fatalf("the panel does not say how to aim by keys: %q", panel)
	}
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyRight)
	if e.at.sel != 0 || e.tab != tabRules {
		t.Fatalf("aiming moved the selection to %d, page %d", e.at.sel, e.tab)
	}
	key(t, m, ebiten.KeyEnter)
	if e.at.pick != pickNone || e.r.StartThrows[2].To != 23 {
		t.Fatalf("aimed at 23: pick %d, throws %+v", e.at.pick, e.r.StartThrows)
	}
	enter("+", 0)
	for i := 0; i < 3; i++ {
		key(t, m, ebiten.KeyEnter)
	}
	enter("+", 1)
	if got := e.r.StartThrows[2]; got != (engine.StartThrow{A: 5, B: 2, To: 23}) {
		t.Fatalf("the dice set by keys: %+v", got)
	}
	enter("−", 0)
	if got := e.r.StartThrows[2]; got.A != 4 {
		t.Fatalf("− by keys: %+v", got)
	}
	enter(e.throwWord(1), 0) // 4+5: picking its square, given up
	if e.at.throw != 1 || e.at.pick != pickThrow || e.at.aim != 53 {
		t.Fatalf("choosing 4+5: throw %d, pick %d, aim %d", e.at.throw, e.at.pick, e.at.aim)
	}
	key(t, m, ebiten.KeyLeft)
	key(t, m, ebiten.KeyEscape)
	if _, ok := m.Current().(*Editor); !ok || e.at.pick != pickNone || e.r.StartThrows[1].To != 53 {
		t.Fatalf("Escape while aiming: scene %s, pick %d, throws %+v", m.Current().Name(), e.at.pick, e.r.StartThrows)
	}
	enter(say("ui.ed.throwDrop"), 0)
	if len(e.r.StartThrows) != 2 || e.r.StartThrows[1].A != 4 || e.r.StartThrows[1].B != 2 {
		t.Fatalf("4+5 dropped: %+v", e.r.StartThrows)
	}
	for len(e.r.StartThrows) < 6 { // each added throw asks for its square: Escape keeps where it leads
		enter(say("ui.ed.throwAdd"), 0)
		key(t, m, ebiten.KeyEscape)
	}
	if e.throwWord(maxThrows-1) != "›" {
		t.Fatalf("six throws: the row's last place is %q", e.throwWord(maxThrows-1))
	}
	enter("›", 0) // from the last throw's page round to the first
	if e.at.throw != 0 {
		t.Fatalf("the page turned round: throw %d", e.at.throw)
	}
	key(t, m, ebiten.KeyEnter)
	if e.at.throw != maxThrows-1 || e.throwWord(0) != say("ui.ed.throw", e.r.StartThrows[3].A, e.r.StartThrows[3].B, e.r.StartThrows[3].To) {
		t.Fatalf("the page turned: throw %d, row starts %q", e.at.throw, e.throwWord(0))
	}
	key(t, m, ebiten.KeyEscape) // lets go of the panel
	if e.form.Focus().Held() {
		t.Fatal("Escape kept the panel's focus")
	}
	key(t, m, ebiten.KeyRight)
	if e.at.sel != 1 || e.tab != tabSquare {
		t.Fatalf("the arrows after Escape: square %d, page %d", e.at.sel, e.tab)
	}
	key(t, m, ebiten.KeyEscape)
	if _, ok := m.Current().(*Setup); !ok {
		t.Fatalf("Escape with no focus went to %s", m.Current().Name())
	}
}

// TestEditorUndoWhileAiming: Z undoes, Y redoes while a square is being
// picked, as at any other time: a jump given while its target is asked
// for is taken back by Z and given again by Y.
func TestEditorUndoWhileAiming(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	clickSquare(t, m, e, 10)
	click(t, m, edRect(t, m, kindWord(engine.Jump)))
	if e.at.pick != pickTo {
		t.Fatal("a jump does not ask for its target")
	}
	key(t, m, ebiten.KeyZ)
	if k := e.r.Board.Squares[10].Kind; k != engine.Plain {
		t.Fatalf("Z while aiming: square 10 is a %v", k)
	}
	key(t, m, ebiten.KeyY)
	if k := e.r.Board.Squares[10].Kind; k != engine.Jump {
		t.Fatalf("Y while aiming: square 10 is a %v", k)
	}
}

// TestEditorSummaryLetsGoOnAnotherPage: the summary, typed into on the
// rules page, lets go of the keys when another page is chosen, so that a
// letter typed on the way back is not put in it.
func TestEditorSummaryLetsGoOnAnotherPage(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabRules))
	for _, c := range e.Form().Controls() {
		if c.Role == form.RoleField && c.Value == e.pan.summary {
			click(t, m, c.Rect)
		}
	}
	step(t, m, 1)
	if !e.form.Typing() {
		t.Fatal("a click in the summary did not give it the keys")
	}
	click(t, m, edTab(t, m, tabStakes))
	click(t, m, edTab(t, m, tabRules))
	before := e.pan.summary
	m.C.In.Reset()
	m.C.In.Type('x')
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if e.pan.summary != before || e.form.Typing() {
		t.Fatalf("the summary took a letter after another page: %q", e.pan.summary)
	}
}
