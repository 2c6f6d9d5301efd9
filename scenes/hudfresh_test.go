package scenes

import (
	"image"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// hudChange is one thing the play card shows, changed as the game would
// change it (do), seen on the next tick.
type hudChange struct {
	what string
	do   func()
}

// annToThrow starts a game of three people with stakes, and plays until
// Ann may throw, the odds of that position shown: then nothing moves.
func annToThrow(t *testing.T) (*Manager, *Play) {
	t.Helper()
	m := newManager(t, nil)
	s := store.Setup{Rules: "classic", Options: "stakes", Seats: []store.Seat{{Name: "Ann"}, {Name: "Ben", Color: 1}, {Name: "Cy", Color: 2}}}
	p := startPlay(t, m, s)
	for deadline := time.Now().Add(20 * time.Second); p.hud.roll.Hidden || p.odds.busy || p.odds.waiting || !p.odds.has; step(t, m, 1) {
		if time.Now().After(deadline) {
			t.Fatal("no throw offered to Ann, or no odds")
		}
		time.Sleep(time.Millisecond)
	}
	return m, p
}

// TestHUDRedrawsWhatChanges changes each thing the play card shows, one at a
// time, and checks the card's layer is drawn again on the next tick, and not
// again while nothing changes (issue 25: the card stayed fresh through two
// hand-made hashes, and a thing shown but not folded into them, such as a
// seat's name or its chips between two of the model's versions, was never
// drawn again). A layer drawn shows its menu button: ui.Placed counts them.
func TestHUDRedrawsWhatChanges(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	m, p := annToThrow(t)
	cur := &p.hud
	draws := 0
	ui.Placed = func(r image.Rectangle, label string) {
		if r == cur.menu.Rect && label == cur.menu.Label {
			draws++
		}
	}
	defer func() { ui.Placed = nil }()
	point := func(b *ui.Button) func() {
		return func() { c := b.Rect.Min.Add(b.Rect.Max).Div(2); m.C.In.X, m.C.In.Y = c.X, c.Y }
	}
	press := func(k ebiten.Key) func() { return func() { m.C.In.PressKey(k) } }
	seen := func(changes []hudChange) {
		t.Helper()
		for _, ch := range changes {
			before := draws
			ch.do()
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if draws == before {
				t.Errorf("%s: the card was not drawn again", ch.what)
			}
			step(t, m, 2) // (a speed chosen is marked on the next tick)
			still := draws
			if step(t, m, 3); draws != still {
				t.Errorf("%s: the card was drawn %d times more while nothing changed", ch.what, draws-still)
			}
		}
	}
	pk := &p.picker
	seen([]hudChange{
		{"a seat's chips", func() { p.show.Seats[1].Chips += 3 }},
		{"the pot", func() { p.show.Pot += 2 }},
		{"the round", func() { p.show.Round += 2 }},
		{"a goose's square", func() { p.show.Seats[1].Geese[0].Square = 9 }},
		{"a seat's turns lost", func() { p.show.Seats[1].Owed, p.show.Seats[1].OwedAt = 2, 9 }},
		{"a seat out", func() { p.show.Seats[2].Out, p.show.Seats[2].Place = true, 3 }},
		{"a seat's name", func() { p.names[1] = "Bea" }},
		{"a seat's chance", func() { p.odds.shown.est.Win[0] += 0.25 }},
		{"the odds hidden (O)", press(ebiten.KeyO)},
		{"the odds shown (O)", press(ebiten.KeyO)},
		{"the pointer on the throw", point(&p.hud.roll)},
		{"the pointer on a speed", point(&p.hud.speedBtn[2])},
		{"the speed chosen (2)", press(ebiten.Key2)},
		{"the pointer on the menu", point(&p.hud.menu)},
		{"a line in the log", func() { lg := p.show.Log; lg.Lines, lg.Ver = append(lg.Lines, "Ann has a line of her own."), lg.Ver+1 }},
		{"a choice offered", func() {
			pk.choices, pk.buttons = append(pk.choices, engine.Choice{Sum: true, Second: -1}), append(pk.buttons, ui.Button{Label: "9"})
			p.layoutChoices(m.C)
		}},
		{"a choice's chance", func() { pk.buttons[0].Label = "9 (40%)" }},
		{"a choice picked out", func() { pk.buttons[0].Selected = true }},
		{"the choices gone", func() { pk.choices, pk.buttons = pk.choices[:0], pk.buttons[:0] }},
		{"the language", func() { narrate.Speak(narrate.Languages[1]) }},
		{"the screen's size", func() { m.Resize(1920, 1080) }},
	})
	if p.hud.status[1] == narrate.Seat(&narrate.SeatStatus{Name: "Ben", Pieces: []int{9}}) || p.hud.status[2] == "" {
		t.Errorf("the seats' lines were not made again: %q", p.hud.status)
	}

	// A game watched again: its scrubber and its pause.
	r, _ := engine.Preset("classic")
	rec := replay.New(r, []replay.Seat{{Name: "Ann"}, {Name: "Ben"}}, 5, "")
	g, _ := rec.Game()
	rng := rand.New(rand.NewPCG(5, 2))
	for range 40 {
		if g.Over() {
			break
		}
		a := g.NextAction(rng.IntN)
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		rec.Record(a)
	}
	rm, err := room.FromReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	w, err := WatchReplay(m.C, rm)
	if err != nil {
		t.Fatal(err)
	}
	m.cur = w
	w.Layout(m.C)
	cur = &w.hud
	seen([]hudChange{
		{"the watched game paused (Space)", press(ebiten.KeySpace)},
		{"the scrubber's point", func() { w.watch.t.At += 10 }},
	})
}

// A tick of play while a person is to throw, the odds and the stakes shown,
// allocates nothing: the card's facts and what it shows are built into the
// HUD's own values and compared, and the throw button is worded once a turn
// (it was worded every tick: 3 allocations). A frame is measured in a real
// window (TestE2EPlayFramesAllocateNothing): before the game loop runs,
// Ebitengine keeps each draw for later, which allocates.
func TestPlayTickAllocatesNothing(t *testing.T) {
	m, _ := annToThrow(t)
	if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
		t.Errorf("%.1f allocations a tick", n)
	}
}
