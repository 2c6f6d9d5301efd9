package scenes

import (
	"bytes"
	"fmt"
	"image"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/room"
	"goose/ui/store"
)

// A finished game is kept; the title's Replays lists it; Watch plays it again
// to the same end; End, Home and the scrubber move through it; Export writes
// its events as goose sim --replay FILE --events does.
func TestReplayListWatchExport(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann", Computer: true, Level: "easy"}, {Name: "Cy", Color: 1, Computer: true, Level: "hard"}}}
	startPlay(t, m, s)
	res := playToEnd(t, m)
	played := res.play.g
	click(t, m, control(t, m, "ui.backToTitle").Rect)
	click(t, m, control(t, m, "ui.replays").Rect)
	list, ok := m.Current().(*ReplayList)
	if !ok {
		t.Fatalf("Replays went to %s", m.Current().Name())
	}
	if len(list.list) != 1 || list.list[0].Turns != played.State.Turn || list.list[0].Winner != res.play.names[played.State.Winner] {
		t.Fatalf("kept games %+v; the game had %d turns", list.list, played.State.Turn)
	}
	ownHome(t)
	click(t, m, control(t, m, "ui.replays.export").Rect)
	answered(t, m, &list.ask)
	rec, err := loadReplay(m.C, list.list[0].Slot)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := rec.Replay().WriteEvents(&want); err != nil {
		t.Fatal(err)
	}
	if got := exported(t, "replay-01.events.jsonl"); !bytes.Equal(got, want.Bytes()) || len(got) == 0 {
		t.Errorf("export wrote %d bytes, want %d (note %q)", len(got), want.Len(), list.note)
	}
	// In a browser the export is a download.
	var got []byte
	m.C.Download = func(name string, data []byte) error { got = data; return nil }
	click(t, m, control(t, m, "ui.replays.export").Rect)
	if !bytes.Equal(got, want.Bytes()) || !strings.Contains(list.note, "browser") {
		t.Errorf("the download got %d bytes, want %d (note %q)", len(got), want.Len(), list.note)
	}
	click(t, m, control(t, m, "ui.replays.watch").Rect)
	w, ok := m.Current().(*Play)
	if !ok || w.watch == nil {
		t.Fatalf("Watch went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEnd)
	w = m.Current().(*Play)
	if w.watch.t.At != len(rec.Actions) || !reflect.DeepEqual(w.g.State, played.State) {
		t.Fatalf("at the end of the replay (action %d of %d) the game differs from the one played", w.watch.t.At, len(rec.Actions))
	}
	key(t, m, ebiten.KeyHome)
	w = m.Current().(*Play)
	if w.watch.t.At != 0 || w.g.State.Turn != 0 {
		t.Fatalf("Home: action %d, turn %d", w.watch.t.At, w.g.State.Turn)
	}
	// A tap in the middle of the scrubber goes to the middle of the game.
	tr := w.watch.track
	click(t, m, image.Rect(tr.Min.X, tr.Min.Y, tr.Max.X, tr.Max.Y))
	w = m.Current().(*Play)
	if half := len(rec.Actions) / 2; w.watch.t.At < half-1 || w.watch.t.At > half+1 {
		t.Fatalf("a tap mid-scrubber went to action %d of %d", w.watch.t.At, len(rec.Actions))
	}
	if len(w.show.Log.Lines) < 3 {
		t.Fatalf("mid-game the log tells %d lines of what came before", len(w.show.Log.Lines))
	}
	// Played on from there, it ends as the game did, and nothing is saved.
	for i := 0; i < 20000 && !w.g.Over(); i++ {
		step(t, m, 1)
		if p, ok := m.Current().(*Play); ok {
			w = p
		}
	}
	if !reflect.DeepEqual(w.g.State, played.State) {
		t.Error("played on from the middle, the replay ends elsewhere")
	}
	if _, err := st.Load(store.GameName); err == nil {
		t.Error("watching a game saved it as a game in progress")
	}
	if n := len(store.LoadReplays(st)); n != 1 {
		t.Errorf("watching a game kept it again: %d kept", n)
	}
}

// A game quit and continued is still kept whole: its record rides in the save.
func TestResumedGameIsKept(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Cy", Color: 1, Computer: true, Level: "normal"}}}
	playAndQuit(t, m, s, 6)
	click(t, m, control(t, m, "ui.continue").Rect)
	res := playToEnd(t, m)
	list := store.LoadReplays(st)
	if len(list) != 1 {
		t.Fatalf("%d games kept", len(list))
	}
	rec, err := loadReplay(m.C, list[0].Slot)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rec.First()
	for _, a := range rec.Actions {
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() || !reflect.DeepEqual(g.State, res.play.g.State) {
		t.Errorf("the kept game does not end as the one played (over %v)", g.Over())
	}
}

// playAndQuit plays setup s until its turn, Ann throwing, then leaves to
// the title from the pause menu (which saves the game).
func playAndQuit(t *testing.T, m *Manager, s store.Setup, turn int) {
	t.Helper()
	p := startPlay(t, m, s)
	for p.g.State.Turn < turn {
		if !p.hud.roll.Hidden {
			key(t, m, ebiten.KeySpace)
		}
		step(t, m, 1)
	}
	key(t, m, ebiten.KeyEscape)
	click(t, m, control(t, m, "ui.quit").Rect)
}

// watchedGame plays a game of two computers in looks a and b to its end and
// opens its replay.
func watchedGame(t *testing.T, a, b int) (*Manager, *room.Room, *Play) {
	t.Helper()
	st := store.NewMem()
	m := newManager(t, st)
	startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann", Color: a, Computer: true, Level: "easy"}, {Name: "Cy", Color: b, Computer: true, Level: "hard"}}})
	playToEnd(t, m)
	rec, err := loadReplay(m.C, store.LoadReplays(st)[0].Slot)
	if err != nil {
		t.Fatal(err)
	}
	w, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatal(err)
	}
	return m, rec, w
}

// A kept game is watched in the looks its players chose, not the seats'
// defaults; one kept before looks were shows the defaults (issue 30, defect 3).
func TestReplayKeepsThePlayersLooks(t *testing.T) {
	m, rec, w := watchedGame(t, 3, 6)
	for i, want := range []int{3, 6} {
		if got := w.setup.Seats[i].Color; got != want {
			t.Errorf("seat %d is watched in look %d, played in %d", i, got, want)
		}
	}
	for i := range rec.Seats { // as kept before looks were
		rec.Seats[i].Look = nil
	}
	old, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatalf("a replay with no looks: %v", err)
	}
	if old.setup.Seats[0].Color != 0 || old.setup.Seats[1].Color != 1 {
		t.Errorf("a replay with no looks is watched in %d and %d, not the seats' own", old.setup.Seats[0].Color, old.setup.Seats[1].Color)
	}
}

// The replay viewer pauses (Space, or its button), steps a move at a time
// while paused (Left, Right) and plays on (issue 30, #23: it had no pause,
// and after [ it played on at once).
func TestReplayPausesAndSteps(t *testing.T) {
	m, _, w := watchedGame(t, 0, 1)
	m.cur = w
	w.Layout(m.C)
	m.C.Settings.Speed = 2 // 4×
	step(t, m, 30)
	key(t, m, ebiten.KeySpace)
	w = m.Current().(*Play)
	at := w.watch.t.At
	step(t, m, 120)
	if w = m.Current().(*Play); w.watch.t.At != at {
		t.Fatalf("paused at action %d, the replay went on to %d", at, w.watch.t.At)
	}
	key(t, m, ebiten.KeyRight)
	step(t, m, 60)
	if w = m.Current().(*Play); w.watch.t.At != at+1 || !w.watch.pause.Selected {
		t.Fatalf("Right while paused: action %d (paused %v), want %d, still paused", w.watch.t.At, w.watch.pause.Selected, at+1)
	}
	key(t, m, ebiten.KeyBracketLeft)
	step(t, m, 60)
	back := m.Current().(*Play).watch.t.At
	if back >= at+1 {
		t.Fatalf("[ while paused went to %d from %d", back, at+1)
	}
	if m.Current().(*Play).watch.t.At != back {
		t.Fatal("after [ the paused replay played on")
	}
	click(t, m, m.Current().(*Play).watch.pause.Rect) // Play
	step(t, m, 120)
	if w, ok := m.Current().(*Play); ok && w.watch.t.At <= back {
		t.Fatalf("after Play the replay stayed at %d", w.watch.t.At)
	}
}

// The list counts a kept game in rounds, as the play screen does (issue 30,
// #10: “won in 35 turns” of a game of 9 rounds); a game that cannot be read
// is listed without a count.
func TestReplayListCountsRounds(t *testing.T) {
	m, rec, _ := watchedGame(t, 0, 1)
	g, _ := rec.First()
	for _, a := range rec.Actions {
		g.Play(a)
	}
	list := NewReplayList(m.C, nil)
	if want := fmt.Sprintf("in %d rounds", g.State.Round); len(list.rows) != 1 || !strings.HasSuffix(list.rows[0], want) {
		t.Fatalf("the list says %q, want it to end %q", list.rows, want)
	}
	m.C.Store.Save(store.ReplayName(store.LoadReplays(m.C.Store)[0].Slot), []byte("{"))
	if list := NewReplayList(m.C, nil); strings.Contains(list.rows[0], " in ") {
		t.Errorf("a damaged kept game is counted: %q", list.rows[0])
	}
}

// The list shows seven kept games a page: PageDown and PageUp (Older,
// Newer) turn it, the arrows choose a row, Enter watches the row chosen (a
// damaged one says why, and stays), Escape goes back.
func TestReplayListPagesAndKeys(t *testing.T) {
	m := newManager(t, nil)
	for i := range 9 {
		e := store.ReplayEntry{When: "2026-11-26T03:00:00Z", Rules: "classic", Seats: []string{"Ann", fmt.Sprint("Bob ", i)}, Winner: "Ann"}
		if err := store.KeepReplay(m.C.Store, e, []byte("{")); err != nil {
			t.Fatal(err)
		}
	}
	title := m.Current()
	click(t, m, control(t, m, "ui.replays").Rect)
	watches := func() (n, chosen int) {
		for _, c := range m.Current().(*ReplayList).Form().Controls() {
			if c.Label == say("ui.replays.watch") {
				if n++; c.Selected {
					chosen = n
				}
			}
		}
		return n, chosen
	}
	if n, chosen := watches(); n != replaysPerPage || chosen != 1 || control(t, m, "ui.replays.prev").Enabled {
		t.Fatalf("the first page: %d rows, row %d chosen, Newer offered %v", n, chosen, control(t, m, "ui.replays.prev").Enabled)
	}
	key(t, m, ebiten.KeyDown)
	key(t, m, ebiten.KeyDown)
	if _, chosen := watches(); chosen != 3 {
		t.Errorf("Down twice chose row %d", chosen)
	}
	key(t, m, ebiten.KeyPageDown)
	if n, chosen := watches(); n != 2 || chosen != 2 || control(t, m, "ui.replays.next").Enabled {
		t.Errorf("the second page: %d rows, row %d chosen, Older offered %v", n, chosen, control(t, m, "ui.replays.next").Enabled)
	}
	key(t, m, ebiten.KeyEnter)
	if list, ok := m.Current().(*ReplayList); !ok || list.note == "" {
		t.Fatalf("Enter on a damaged game went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyPageUp)
	if n, _ := watches(); n != replaysPerPage {
		t.Errorf("PageUp: %d rows", n)
	}
	key(t, m, ebiten.KeyEscape)
	if m.Current() != title {
		t.Fatalf("Escape went to %s", m.Current().Name())
	}
}
