package scenes

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/ui"
	"goose/ui/store"
)

// luckCounted counts each seat's pips and dice from the kept game's events,
// the slow way: every die of every throw to move.
func luckCounted(t *testing.T, rm *room.Room, seats int) (pips, dice []int) {
	t.Helper()
	pips, dice = make([]int, seats), make([]int, seats)
	err := rm.Replay().Play(func(_ int, evs []engine.Event) error {
		for _, e := range evs {
			if e.Kind == engine.EvThrow {
				for d := range int(e.NDice) {
					pips[e.Seat] += int(e.Dice[d])
					dice[e.Seat]++
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pips, dice
}

// The results of a seeded game say whose dice were the luckiest, by how
// much (the pips thrown against 3.5 a die), with each seat's figure in the
// table; Share keeps the game as a file where no clipboard takes its link
// (this test's machine); Replays imports the link pasted, and a file
// dropped, opening each to watch to the same end, kept; a damaged link is
// said and changes nothing.
func TestLuckShareAndImport(t *testing.T) {
	copyText = func(string) error { return errors.New("no clipboard") }
	t.Cleanup(func() { copyText = ui.Copy })
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann", Color: 3, Computer: true, Level: "easy"}, {Name: "Ben", Color: 5, Computer: true, Level: "hard"}}}
	startPlay(t, m, s)
	res := playToEnd(t, m)
	played, rm := res.play.g, res.play.t.Record()
	pips, dice := luckCounted(t, rm, 2)
	best, pct := 0, []int{}
	for i := range pips {
		pct = append(pct, int(float64(pips[i])/(3.5*float64(dice[i]))*100+1000.5)-1100)
		if pct[i] > pct[best] {
			best = i
		}
	}
	sign := map[bool]string{true: "+", false: "−"}
	want := say("ui.luck.best", res.play.names[best], say("ui.luck.percent", sign[pct[best] >= 0]+strconv.Itoa(max(pct[best], -pct[best]))))
	if pct[best] == 0 {
		want = say("ui.luck.best", res.play.names[best], say("ui.luck.percent", "0"))
	}
	if res.extra.luck != want || !offered(t, m, "ui.share") {
		t.Fatalf("the luck line says %q, want %q (seed 3: %v %% of %v dice); Share offered %v", res.extra.luck, want, pct, dice, offered(t, m, "ui.share"))
	}
	if head := res.rows[0]; head[len(resultCols)] != say("ui.col.luck") {
		t.Fatalf("the table's columns %q", head)
	}
	t.Logf("%s; the table %q", res.extra.luck, res.rows)

	click(t, m, control(t, m, "ui.share").Rect)
	name := shareFile(rm)
	file := st.M[name]
	if res.extra.note != say("ui.share.saved", name) || len(file) == 0 {
		t.Fatalf("Share: %q; the file %s holds %d bytes", res.extra.note, name, len(file))
	}

	click(t, m, control(t, m, "ui.backToTitle").Rect)
	click(t, m, control(t, m, "ui.replays").Rect)
	list := m.Current().(*ReplayList)
	link, err := rm.Replay().Link()
	if err != nil {
		t.Fatal(err)
	}
	// A damaged link: said, nothing kept, the list stays.
	paste(t, m, "https://goose.example/?replay="+link[:len(link)/2])
	if m.Current() != list || !strings.HasPrefix(list.note, say("ui.share.damaged", "")) || len(store.LoadReplays(st)) != 1 {
		t.Fatalf("a damaged link: %s, note %q, %d kept", m.Current().Name(), list.note, len(store.LoadReplays(st)))
	}
	watchedToEnd := func(how string) {
		t.Helper()
		w, ok := m.Current().(*Play)
		if !ok || w.watch == nil {
			t.Fatalf("%s: %s, note %q", how, m.Current().Name(), list.note)
		}
		g, err := w.t.Record().Engine()
		if err != nil || !reflect.DeepEqual(g.State, played.State) || !reflect.DeepEqual(w.t.Record().Seats, rm.Seats) {
			t.Fatalf("%s: the game watched ends elsewhere, or its seats (looks) differ: %v", how, err)
		}
	}
	paste(t, m, "https://goose.example/?replay="+link)
	watchedToEnd("a link pasted")
	if n := len(store.LoadReplays(st)); n != 2 {
		t.Fatalf("the link's game is not kept: %d kept", n)
	}

	list = NewReplayList(m.C, NewTitle(m.C))
	m.cur = list
	list.Layout(m.C)
	m.C.In.Reset()
	m.C.In.Dropped = fstest.MapFS{name: {Data: file}}
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	watchedToEnd("a file dropped")
	if n := len(store.LoadReplays(st)); n != 3 {
		t.Fatalf("the file's game is not kept: %d kept", n)
	}
}

// paste pastes text for a tick, as Ctrl+V (or Import) brings it.
func paste(t *testing.T, m *Manager, text string) {
	t.Helper()
	m.C.In.Reset()
	m.C.In.Paste(text)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
}

// ReadShared refuses what is no finished game, with the link's words.
func TestReadSharedRefuses(t *testing.T) {
	r, _ := engine.Preset("classic")
	unfinished := replay.New(r, []replay.Seat{{Name: "A"}, {Name: "B"}}, 1, "")
	unfinished.Record(engine.Begin)
	link, _ := unfinished.Link()
	for _, in := range []string{"", "hello", link, "2" + link[1:], `{"format":1}`} {
		if rm, err := ReadShared([]byte(in)); err == nil || rm != nil || !strings.HasPrefix(err.Error(), say("ui.share.damaged", "")) {
			t.Errorf("%.20q: %v", in, err)
		}
	}
}
