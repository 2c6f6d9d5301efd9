package scenes

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/store"
)

// FuzzResume feeds any bytes to Continue, end to end: the bytes of a save →
// engine.Load → the play scene resumed → a few turns with every seat a
// computer. Nothing may panic (issue 11.1); a save that cannot be resumed is
// set aside. The seed corpus (testdata/fuzz/FuzzResume) holds real saves of
// every preset, teams and stakes among them, and damaged copies of them.
func FuzzResume(f *testing.F) {
	if err := ui.LoadFonts(); err != nil {
		f.Fatal(err)
	}
	catchPanics = false // a panic must fail the test, not become a message
	f.Cleanup(func() { catchPanics = true })
	f.Fuzz(func(t *testing.T, data []byte) {
		st := store.NewMem()
		st.Save(store.GameName, data)
		c := &Context{Store: st, Opt: Options{Seed: 1, SeedSet: true, Autoplay: true}, Settings: store.DefaultSettings()}
		m := NewManager(c, NewTitle(c))
		m.Resize(1280, 720)
		p, err := ResumePlay(c)
		if err != nil {
			if _, lerr := st.Load(store.GameName); !errors.Is(lerr, store.ErrMissing) {
				t.Fatalf("refused (%v) but still the game in progress", err)
			}
			return
		}
		m.cur = p
		p.Layout(c)
		for i := 0; i < 300 && m.Current() == p; i++ {
			c.In.Reset()
			if err := m.Step(); err != nil {
				return
			}
		}
	})
}

// FuzzEditor drives the board editor with any run of clicks, drags, wheel
// turns and keys on a 1280×720 or a phone's screen: nothing may panic, and
// whenever the editor offers Keep, the board it would keep reads back whole
// (RULES §7.3).
func FuzzEditor(f *testing.F) {
	if err := ui.LoadFonts(); err != nil {
		f.Fatal(err)
	}
	catchPanics = false
	f.Cleanup(func() { catchPanics = true })
	f.Add([]byte{0, 100, 40, 3, 200, 30, 0, 10, 200, 1, 1, 1, 5, 128, 128, 4, 90, 90})
	f.Add([]byte{1, 200, 10, 0, 50, 50, 2, 250, 250, 2, 250, 250, 0, 220, 120, 0, 60, 70})
	keys := []ebiten.Key{ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyUp, ebiten.KeyDown, ebiten.KeyEqual, ebiten.KeyMinus,
		ebiten.Key0, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyBackspace}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 || len(data) > 600 {
			return
		}
		c := &Context{Store: store.NewMem(), Opt: Options{Seed: 1, SeedSet: true}, Settings: store.DefaultSettings()}
		r, _ := engine.Preset("classic")
		e := NewEditor(c, r)
		m := NewManager(c, e)
		w, h := 1280, 720
		if data[0]%2 == 1 {
			w, h = 390, 844
		}
		m.Resize(w, h)
		for i := 1; i+2 < len(data) && m.Current() == e; i += 3 {
			in := &c.In
			in.Reset()
			x, y := int(data[i+1])*w/256, int(data[i+2])*h/256
			switch data[i] % 5 {
			case 0: // a click
				in.Click(x, y)
			case 1: // a key
				in.PressKey(keys[int(data[i+1])%len(keys)])
			case 2: // the wheel
				in.X, in.Y, in.Wheel = x, y, float64(int(data[i+2])%3-1)
			case 3: // a drag, from here to the next point
				in.X, in.Y, in.Pressed, in.Down = x, y, true, true
				m.Step()
				in.Pressed, in.X, in.Y = false, x+int(data[i+2])-128, y
				m.Step()
				in.Down, in.Released = false, true
			case 4: // a letter typed
				in.Type(rune('a' + data[i+1]%26))
			}
			if err := m.Step(); err != nil {
				return
			}
			if e.ok() {
				if _, err := engine.ParseRules("kept", e.r.File()); err != nil {
					t.Fatalf("Keep is offered for a board that does not read: %v", err)
				}
			}
		}
	})
}
