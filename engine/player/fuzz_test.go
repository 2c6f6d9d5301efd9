package player

import (
	"testing"

	"goose/engine"
)

// FuzzLoadedSaves: the computer players, at every level, play on from any save
// that Load accepts, damaged ones included, without a panic (issue 11.2: a goose
// on the goal without its "off" flag crashed hard, inside a goroutine).
func FuzzLoadedSaves(f *testing.F) {
	for i, name := range engine.Presets {
		for _, opts := range []string{"teams", "teams,stakes", "teams,placings", "stakes"} {
			r, _ := engine.Preset(name)
			r.Apply(opts)
			g, _ := engine.New(r, 2+i%4, engine.NewPCG(uint64(i)))
			g.Play(engine.Begin)
			easy := New(Easy, 1)
			for k := 0; k < 40*(i+1) && !g.Over(); k++ {
				if g.Due() == engine.ActChoose {
					g.Play(engine.Choose(easy.Choose(g)))
				} else {
					g.Play(engine.Roll)
				}
			}
			b, err := g.Save()
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, l := range []Level{Easy, Normal, Hard} {
			g, err := engine.Load(data)
			if err != nil {
				return
			}
			p := New(l, 7)
			for k := 0; k < 60 && !g.Over(); k++ {
				a := engine.Roll
				if g.Due() == engine.ActChoose {
					a = engine.Choose(p.Choose(g))
				}
				if _, err := g.Play(a); err != nil {
					if a.Kind == engine.ActChoose {
						t.Fatalf("%s chose %v, refused: %v", l, a.Choice, err)
					}
					break // the dice ran out (a script), or the turn limit
				}
			}
		}
	})
}
