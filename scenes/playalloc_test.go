package scenes

import (
	"slices"
	"testing"

	"goose/ui/store"
)

// The median tick of play allocates nothing, whichever table is behind
// it: a game on one screen (its room answering each action) and the same
// game watched again. Ticks that play an action allocate (its events, its
// save); the ticks between, which show them, do not.
func TestPlayTicksAllocateNothing(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	p := startPlay(t, m, store.Setup{Rules: "classic", Options: "stakes", Seats: cpuSeats(3)})
	m.C.Settings.Speed = 1 // a person's pace: most ticks show what an action did
	median := func(p *Play, ticks int) uint64 {
		var per []uint64
		for i := 0; i < ticks && !p.g.Over() && m.Current() == p; i++ {
			per = append(per, tickMallocs(t, m))
		}
		slices.Sort(per)
		return per[len(per)/2]
	}
	if n := median(p, 600); n != 0 {
		t.Errorf("on one screen: the median tick allocates %d times", n)
	}
	toEnd(t, m, p)
	rec, err := loadReplay(m.C, 0)
	if err != nil {
		t.Fatal(err)
	}
	w, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatal(err)
	}
	m.cur = w
	w.Layout(m.C)
	m.C.Settings.Speed = 1
	if n := median(w, 600); n != 0 {
		t.Errorf("watched again: the median tick allocates %d times", n)
	}
}
