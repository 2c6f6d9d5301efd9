package engine

import "testing"

func TestSmoke(t *testing.T) {
	for _, name := range Presets {
		for _, opt := range []string{"", "stakes", "teams", "placings,stakes", "teams,stakes,placings,drink61", "deadlock=draw"} {
			r, _ := Preset(name)
			if err := r.Apply(opt); err != nil {
				t.Fatal(err)
			}
			for seed := uint64(0); seed < 50; seed++ {
				g, err := New(r, 2+int(seed%5), NewPCG(seed))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := g.Play(Begin); err != nil {
					t.Fatal(err)
				}
				for i := 0; i < 100000 && !g.Over(); i++ {
					var err error
					if g.Due() == ActChoose {
						_, err = g.Play(Choose(g.Legal()[0]))
					} else {
						_, err = g.Play(Roll)
					}
					if err != nil {
						t.Fatal(name, opt, seed, err)
					}
				}
				if !g.Over() {
					t.Fatal(name, opt, seed, "not over")
				}
			}
		}
	}
}
