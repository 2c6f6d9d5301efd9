package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
)

// tabTo presses Tab until c has the editor's keyboard focus.
func tabTo(t *testing.T, m *Manager, e *Editor, c ui.Focusable) {
	t.Helper()
	for i := 0; i < 80; i++ {
		if e.focus.On(c) {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatal("Tab never came to the control")
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
	p := e.p
	enter := func(c ui.Focusable) {
		t.Helper()
		tabTo(t, m, e, c)
		key(t, m, ebiten.KeyEnter)
	}
	enter(&p.tabs[tabRules])
	if e.tab != tabRules {
		t.Fatalf("Enter on the rules tab: page %d", e.tab)
	}
	enter(&p.blank)
	for e.r.Dice != 2 {
		key(t, m, ebiten.KeyUp) // back from the blank board to the dice: Up is Tab's way back
		for !e.focus.On(&p.dice) {
			key(t, m, ebiten.KeyUp)
		}
		key(t, m, ebiten.KeySpace)
	}
	enter(&p.start)
	if len(e.r.StartThrows) != 2 {
		t.Fatalf("first throws: %+v", e.r.StartThrows)
	}
	enter(&p.throwAdd) // 1+1, leading to 2: the arrows aim from there
	if e.pick != pickThrow || e.throw != 2 || e.aim != 2 {
		t.Fatalf("added: pick %d, throw %d, aim %d", e.pick, e.throw, e.aim)
	}
	var panel []string
	for _, l := range e.lines {
		panel = append(panel, l.text)
	}
	if !strings.Contains(strings.Join(panel, " "), say("ui.ed.aimKeys")) {
		t.Fatalf("the panel does not say how to aim by keys: %q", panel)
	}
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyRight)
	if e.sel != 0 || e.tab != tabRules {
		t.Fatalf("aiming moved the selection to %d, page %d", e.sel, e.tab)
	}
	key(t, m, ebiten.KeyEnter)
	if e.pick != pickNone || e.r.StartThrows[2].To != 23 {
		t.Fatalf("aimed at 23: pick %d, throws %+v", e.pick, e.r.StartThrows)
	}
	enter(&p.dieUp[0])
	for i := 0; i < 3; i++ {
		key(t, m, ebiten.KeyEnter)
	}
	enter(&p.dieUp[1])
	if got := e.r.StartThrows[2]; got != (engine.StartThrow{A: 5, B: 2, To: 23}) {
		t.Fatalf("the dice set by keys: %+v", got)
	}
	enter(&p.dieDn[0])
	if got := e.r.StartThrows[2]; got.A != 4 {
		t.Fatalf("− by keys: %+v", got)
	}
	enter(&p.throws[1]) // 4+5: picking its square, given up
	if e.throw != 1 || e.pick != pickThrow || e.aim != 53 {
		t.Fatalf("choosing 4+5: throw %d, pick %d, aim %d", e.throw, e.pick, e.aim)
	}
	key(t, m, ebiten.KeyLeft)
	key(t, m, ebiten.KeyEscape)
	if _, ok := m.Current().(*Editor); !ok || e.pick != pickNone || e.r.StartThrows[1].To != 53 {
		t.Fatalf("Escape while aiming: scene %s, pick %d, throws %+v", m.Current().Name(), e.pick, e.r.StartThrows)
	}
	enter(&p.throwDrop)
	if len(e.r.StartThrows) != 2 || e.r.StartThrows[1].A != 4 || e.r.StartThrows[1].B != 2 {
		t.Fatalf("4+5 dropped: %+v", e.r.StartThrows)
	}
	for len(e.r.StartThrows) < 6 { // each added throw asks for its square: Escape keeps where it leads
		enter(&p.throwAdd)
		key(t, m, ebiten.KeyEscape)
	}
	if p.throws[maxThrows-1].Label != "›" {
		t.Fatalf("six throws: the row's last place is %q", p.throws[maxThrows-1].Label)
	}
	enter(&p.throws[maxThrows-1]) // from the last throw's page round to the first
	if e.throw != 0 {
		t.Fatalf("the page turned round: throw %d", e.throw)
	}
	key(t, m, ebiten.KeyEnter)
	if e.throw != maxThrows-1 || p.throws[0].Label != say("ui.ed.throw", e.r.StartThrows[3].A, e.r.StartThrows[3].B, e.r.StartThrows[3].To) {
		t.Fatalf("the page turned: throw %d, row starts %q", e.throw, p.throws[0].Label)
	}
	key(t, m, ebiten.KeyEscape) // lets go of the panel
	if e.focus.Held() {
		t.Fatal("Escape kept the panel's focus")
	}
	key(t, m, ebiten.KeyRight)
	if e.sel != 1 || e.tab != tabSquare {
		t.Fatalf("the arrows after Escape: square %d, page %d", e.sel, e.tab)
	}
	key(t, m, ebiten.KeyEscape)
	if _, ok := m.Current().(*Setup); !ok {
		t.Fatalf("Escape with no focus went to %s", m.Current().Name())
	}
}
