package scenes

import (
	"errors"
	"testing"

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
