package player

import (
	"math/rand/v2"

	"goose/engine"
)

// hard looks one throw further than normal: for each legal choice it averages,
// over the 21 throws of two dice (weighted), how well the seat could use its
// next throw from the position the choice leaves, as if rivals stood still.
type hard struct {
	rng   *rand.Rand
	probe *engine.Game
}

func newHard(rng *rand.Rand) *hard { return &hard{rng: rng} }

func (p *hard) Choose(g *engine.Game) engine.Choice {
	s := g.Current()
	legal := append([]engine.Choice(nil), g.Legal()...)
	if len(legal) == 1 {
		return legal[0]
	}
	best, bestScore := legal[0], -1e18
	for _, c := range legal {
		st := g.PreviewState(c)
		if st == nil {
			continue
		}
		if st.Winner == s {
			return c
		}
		score := 0.5*Value(&g.Rules, st, s) + 0.5*p.lookAhead(g, st, s)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// lookAhead is the expected value of seat s's best use of its next throw from st.
func (p *hard) lookAhead(g *engine.Game, st *engine.State, s int) float64 {
	if p.probe == nil {
		p.probe, _ = engine.New(g.Rules, len(st.Seats), engine.NewPCG(0))
	}
	pr := p.probe
	pr.Rules = g.Rules
	total := 0.0
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			w := 2.0
			if a == b {
				w = 1
			}
			if !pr.LoadPosition(st, s, a, b) {
				total += w * Value(&g.Rules, st, s)
				continue
			}
			bestV := -1e18
			legal := pr.Legal()
			if len(legal) == 0 {
				bestV = Value(&g.Rules, st, s)
			}
			for _, c := range legal {
				if ns := pr.PreviewState(c); ns != nil {
					if v := Value(&g.Rules, ns, s); v > bestV {
						bestV = v
					}
				}
			}
			total += w * bestV
		}
	}
	return total / 36
}
