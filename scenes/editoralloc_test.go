package scenes

import (
	"testing"

	"goose/engine"
)

// The editor's tick allocates nothing while nothing changes (the labels and
// words are set again only after a change).
func TestEditorTickAllocatesNothing(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	for _, tab := range []int{tabSquare, tabRules, tabStakes, tabFile, tabMeter} {
		click(t, m, edTab(t, m, tab))
		clickSquare(t, m, e, 19)
		click(t, m, edTab(t, m, tab))
		if tab == tabMeter {
			meterSettled(t, m, e) // its figures, measured off the loop
		}
		step(t, m, 2)
		if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
			t.Errorf("page %d: %.1f allocations a tick", tab, n)
		}
	}
	// A fault said beside its square, placed again each tick as the board pans.
	e.r.Board.Squares[8] = engine.Square{Kind: engine.Jump, To: 10}
	e.r.Board.Squares[10] = engine.Square{Kind: engine.Jump, To: 8}
	e.hist.dirty = true
	step(t, m, 2)
	if e.labels.n != 1 {
		t.Fatalf("%d labels", e.labels.n)
	}
	if n := quietAllocs(50, func() { m.C.In.Reset(); e.view.panX--; m.Step() }); n != 0 {
		t.Errorf("a fault on the board: %.1f allocations a tick", n)
	}
}
