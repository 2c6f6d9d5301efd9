package scenes

import "testing"

// The editor's tick allocates nothing while nothing changes (the labels and
// words are set again only after a change).
func TestEditorTickAllocatesNothing(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	for _, tab := range []int{tabSquare, tabRules, tabStakes, tabFile} {
		click(t, m, e.p.tabs[tab].Rect)
		clickSquare(t, m, e, 19)
		click(t, m, e.p.tabs[tab].Rect)
		step(t, m, 2)
		if n := testing.AllocsPerRun(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
			t.Errorf("page %d: %.1f allocations a tick", tab, n)
		}
	}
}
