package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/store"
)

// A still scene is not drawn again until input comes, and the window sleeps
// after sleepTicks; a scene that moves is drawn every frame (issue 17).
func TestStillScenesRestAndWake(t *testing.T) {
	sharedBackdrop = backdrop{} // as at start-up: the board not yet drawn
	m := newManager(t, nil)
	m.Rest = true
	var heard []bool
	m.OnRest = func(asleep bool) { heard = append(heard, asleep) }
	screen := ebiten.NewImage(1280, 720)
	frame := func() bool { // one tick and one frame: was it drawn?
		step(t, m, 1)
		drawn := m.Drawn()
		m.Draw(screen)
		return drawn
	}
	// The title's first frames: the menu, then the board behind it.
	for i := 0; i < 3; i++ {
		if !frame() {
			t.Fatalf("frame %d of the title not drawn", i)
		}
	}
	if !sharedBackdrop.ready() {
		t.Fatal("the board behind the title was never drawn")
	}
	drawn := 0
	for i := 0; i < sleepTicks+10; i++ {
		if frame() {
			drawn++
		}
	}
	if drawn > redrawFrames {
		t.Errorf("a still title was drawn %d times in %d frames", drawn, sleepTicks+10)
	}
	if len(heard) != 1 || !heard[0] {
		t.Fatalf("the window did not fall asleep once: %v", heard)
	}
	// A pointer moving wakes it: drawn at once, awake again.
	m.C.In.Reset()
	m.C.In.X, m.C.In.Y = 10, 10 // as Read sees a move
	m.C.In.Click(10, 10)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if !m.Drawn() || len(heard) != 2 || heard[1] {
		t.Fatalf("input did not wake the title: drawn %v, heard %v", m.Drawn(), heard)
	}

	// Play: drawn every frame while the computers play, still while a person is to throw.
	s := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Cpu", Color: 1, Computer: true, Level: "easy"}}}
	p := startPlay(t, m, s)
	m.C.Settings.Speed = 0
	for i := 0; i < 5000 && !p.Resting(m.C); i++ {
		step(t, m, 1)
		time.Sleep(time.Millisecond) // the odds are worked out off the loop
	}
	if !p.Resting(m.C) || p.g.Current() != 0 {
		t.Fatalf("play never rested for Ann's throw (seat %d to play)", p.g.Current())
	}
	key(t, m, ebiten.KeySpace) // Ann throws: the goose moves
	moving := 0
	for i := 0; i < 20; i++ {
		if !p.Resting(m.C) {
			moving++
		}
		step(t, m, 1)
	}
	if moving != 20 {
		t.Errorf("play rested during %d of the 20 ticks after a throw", 20-moving)
	}
}
