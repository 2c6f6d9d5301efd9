package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"goose/engine"
	"goose/ui"
)

// labelBeside returns the fault label placed beside square sq, failing
// unless there is one: inside the board's area, clear of the square's art,
// near it, and saying the square's fault in lines as wide as the label.
func labelBeside(t *testing.T, m *Manager, e *Editor, sq int) faultLabel {
	t.Helper()
	for _, l := range e.labels.at[:e.labels.n] {
		if l.sq != sq {
			continue
		}
		where := fmt.Sprintf("%dx%d zoom %d, square %d, label at (%.0f, %.0f) %.0f×%.0f", m.C.W, m.C.H, e.view.level, sq, l.x, l.y, l.w, l.h)
		a := e.view.area
		if l.x < float64(a.Min.X) || l.y < float64(a.Min.Y) || l.x+l.w > float64(a.Max.X) || l.y+l.h > float64(a.Max.Y) {
			t.Errorf("%s: outside the board's area %v", where, a)
		}
		cl := e.view.cell(sq)
		nx, ny := math.Max(l.x, math.Min(cl.X, l.x+l.w)), math.Max(l.y, math.Min(cl.Y, l.y+l.h)) // the box's point nearest the square
		if d := math.Hypot(nx-cl.X, ny-cl.Y); d <= cl.R || d > 1.2*cl.R+m.C.Th.S(40) {
			t.Errorf("%s: %.0f px from the square's centre (its radius %.0f): on it or far from it", where, d, cl.R)
		}
		text := e.labels.notes[l.note].text
		if strings.ReplaceAll(text, "\n", " ") != e.faults[sq] {
			t.Errorf("%s: says %q, the fault is %q", where, text, e.faults[sq])
		}
		for _, line := range strings.Split(text, "\n") {
			if w := ui.TextWidth(line, m.C.Th.Small); w > l.w {
				t.Errorf("%s: %q is %.0f px wide", where, line, w)
			}
		}
		return l
	}
	t.Fatalf("%dx%d zoom %d: no label beside square %d; labels %+v", m.C.W, m.C.H, e.view.level, sq, e.labels.at[:e.labels.n])
	return faultLabel{}
}

// TestEditorSaysFaultsBesideSquares: each fault's words show on a label
// beside its square, inside the board, at every zoom level and screen size
// (RULES §7.3); of many faults a few show, nearest the selected square first,
// never over one another; the panel names the selected square's fault, or
// the first of them.
func TestEditorSaysFaultsBesideSquares(t *testing.T) {
	for _, size := range screens {
		m := newManager(t, nil)
		m.Resize(size[0], size[1])
		e := openEditor(t, m)
		// A jump from 16 to 10 and back: a circle, said beside the square nearer the selection.
		for _, j := range [][2]int{{10, 16}, {16, 10}} {
			clickSquare(t, m, e, j[0])
			click(t, m, edRect(t, m, kindWord(editKinds[3]))) // jump: the next square clicked is its target
			clickSquare(t, m, e, j[1])
		}
		if e.at.sel != 16 || e.faults[10] == "" || e.faults[16] == "" {
			t.Fatalf("%v: selected %d, faults %v", size, e.at.sel, e.faults)
		}
		if e.labels.n != 1 || labelBeside(t, m, e, 16).note != 0 {
			t.Fatalf("%v: %d labels for one fault: %+v", size, e.labels.n, e.labels.notes)
		}
		for level := range zoomLevels {
			for e.view.level < level {
				click(t, m, control(t, m, "ui.ed.zoomIn").Rect)
			}
			labelBeside(t, m, e, 16)
		}
		click(t, m, control(t, m, "ui.ed.undo").Rect) // the circle undone: no label
		if e.labels.n != 0 || len(e.faults) != 0 {
			t.Fatalf("%v: after undo %d labels, faults %v", size, e.labels.n, e.faults)
		}
		for e.view.level > 0 {
			click(t, m, control(t, m, "ui.ed.zoomOut").Rect)
		}
		// Five circles: three said at most, nearest the selected square 40 first.
		for _, c := range [][2]int{{20, 22}, {30, 32}, {36, 38}, {44, 46}, {50, 52}} {
			for _, j := range [][2]int{{c[0], c[1]}, {c[1], c[0]}} {
				clickSquare(t, m, e, j[0])
				click(t, m, edRect(t, m, kindWord(editKinds[3])))
				clickSquare(t, m, e, j[1])
			}
		}
		clickSquare(t, m, e, 40)
		if len(e.labels.notes) != 5 || e.labels.n < 2 || e.labels.n > maxLabels {
			t.Fatalf("%v: %d faults, %d labels", size, len(e.labels.notes), e.labels.n)
		}
		if l := e.labels.at[0]; l.sq != 38 || e.labels.at[1].sq != 44 {
			t.Errorf("%v: the labels are beside %d, %d; want 38, then 44", size, l.sq, e.labels.at[1].sq)
		}
		for i, l := range e.labels.at[:e.labels.n] {
			labelBeside(t, m, e, l.sq)
			for _, k := range e.labels.at[:i] {
				if l.x < k.x+k.w && k.x < l.x+l.w && l.y < k.y+k.h && k.y < l.y+l.h {
					t.Errorf("%v: the labels beside %d and %d overlap", size, k.sq, l.sq)
				}
			}
		}
		var panel []string // the panel's fault: the first listed, the circle at 20
		for _, l := range e.pan.lines {
			if l.ink == ui.Madder {
				panel = append(panel, l.text)
			}
		}
		if strings.Join(panel, " ") != e.faults[20] {
			t.Errorf("%v: the panel says %q; the first fault is %q", size, panel, e.faults[20])
		}
		clickSquare(t, m, e, 50)
		if e.labels.at[0].sq != 50 {
			t.Errorf("%v: selecting 50 labels %d first", size, e.labels.at[0].sq)
		}
	}
}

// TestEditorStartThrows: the rules page adds a start throw, sets its dice
// with − and + and its square by a click on the board, names a throw listed
// twice beside its square, and removes one; the file says them all (RULES §7.3).
func TestEditorStartThrows(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabRules))
	click(t, m, control(t, m, "ui.ed.blank").Rect)
	for e.r.Dice != 2 {
		click(t, m, edRect(t, m, e.diceWord()))
	}
	if edShows(m, say("ui.ed.throwAdd")) || edShows(m, "›") || edShows(m, say("ui.ed.throw", 6, 3, 26)) {
		t.Fatal("start throws are offered with no start rule")
	}
	click(t, m, edRect(t, m, e.startWord()))
	if len(e.r.StartThrows) != 2 || !edShows(m, e.throwWord(1)) || e.throwWord(2) != "" {
		t.Fatalf("the first throws: %+v", e.r.StartThrows)
	}
	click(t, m, control(t, m, "ui.ed.throwAdd").Rect) // 1+1, whose square is the next one clicked
	if len(e.r.StartThrows) != 3 || e.at.pick != pickThrow || e.at.throw != 2 {
		t.Fatalf("added: %+v, picking %d", e.r.StartThrows, e.at.pick)
	}
	clickSquare(t, m, e, 40)
	for i := 0; i < 4; i++ {
		click(t, m, edNth(t, m, "+", 0).Rect)
	}
	for i := 0; i < 2; i++ {
		click(t, m, edNth(t, m, "+", 1).Rect)
	}
	if got := e.r.StartThrows[2]; got != (engine.StartThrow{A: 5, B: 3, To: 40}) || edDie(t, m, 0) != "5" {
		t.Fatalf("the new throw: %+v, shown %q", got, edDie(t, m, 0))
	}
	click(t, m, edNth(t, m, "+", 0).Rect) // 6+3 again: the second would never be played
	if e.faults[40] == "" || control(t, m, "ui.ed.testPlay").Enabled {
		t.Fatalf("6+3 twice: faults %v", e.faults)
	}
	labelBeside(t, m, e, 40)
	click(t, m, edNth(t, m, "−", 1).Rect) // 6+2
	click(t, m, edRect(t, m, e.throwWord(1)))
	if e.at.throw != 1 || e.at.pick != pickThrow || edDie(t, m, 0) != "4" {
		t.Fatalf("choosing 4+5: throw %d, pick %d, die %q", e.at.throw, e.at.pick, edDie(t, m, 0))
	}
	clickSquare(t, m, e, 33)
	click(t, m, edRect(t, m, e.throwWord(0)))
	click(t, m, control(t, m, "ui.ed.throwDrop").Rect)
	if !e.ok() {
		t.Fatalf("faults: %v %s", e.faults, e.general)
	}
	r, err := engine.ParseRules("throws", e.r.File())
	want := []engine.StartThrow{{A: 4, B: 5, To: 33}, {A: 6, B: 2, To: 40}}
	if err != nil || fmt.Sprint(r.StartThrows) != fmt.Sprint(want) {
		t.Fatalf("the file's throws: %v %v; want %v", r.StartThrows, err, want)
	}
	for len(e.r.StartThrows) > 0 { // none left: the start rule has nothing to play
		click(t, m, edRect(t, m, e.throwWord(0)))
		click(t, m, control(t, m, "ui.ed.throwDrop").Rect)
	}
	if e.general == "" || control(t, m, "ui.ed.testPlay").Enabled {
		t.Fatal("a start rule with no throws is not named")
	}
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	// Six throws: the row shows three a page, its last place turning the page.
	for len(e.r.StartThrows) < 6 {
		click(t, m, control(t, m, "ui.ed.throwAdd").Rect)
	}
	label := func(i int) string {
		th := e.r.StartThrows[i]
		return say("ui.ed.throw", th.A, th.B, th.To)
	}
	if e.at.throw != 5 || e.throwWord(0) != label(3) ||
		!edNth(t, m, e.throwWord(2), 0).Selected || e.throwWord(3) != "›" {
		t.Fatalf("six throws: chose %d, the row %q %q %q %q", e.at.throw, e.throwWord(0), e.throwWord(1), e.throwWord(2), e.throwWord(3))
	}
	click(t, m, edRect(t, m, e.throwWord(3))) // back to the first page
	if e.at.throw != 0 || !edNth(t, m, e.throwWord(0), 0).Selected || e.throwWord(0) != label(0) {
		t.Fatalf("the first page: chose %d, %q", e.at.throw, e.throwWord(0))
	}
	click(t, m, edRect(t, m, e.throwWord(3)))
	click(t, m, edRect(t, m, e.throwWord(1))) // the fifth throw, to square 12
	clickSquare(t, m, e, 12)
	if e.r.StartThrows[4].To != 12 {
		t.Fatalf("the fifth throw: %+v", e.r.StartThrows[4])
	}
	for len(e.r.StartThrows) < maxStartThrows {
		click(t, m, control(t, m, "ui.ed.throwAdd").Rect)
	}
	if control(t, m, "ui.ed.throwAdd").Enabled || !e.ok() {
		t.Fatalf("%d throws: add offered %v, faults %v %s", len(e.r.StartThrows), control(t, m, "ui.ed.throwAdd").Enabled, e.faults, e.general)
	}
	if r, err := engine.ParseRules("throws", e.r.File()); err != nil || len(r.StartThrows) != maxStartThrows {
		t.Fatalf("every pair: %v", err)
	}
}
