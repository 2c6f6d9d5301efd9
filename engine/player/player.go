// Package player holds the computer players: given a game whose choice is due
// (the team variation's use of the dice, RULES §7.2), each level picks one.
package player

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"goose/engine"
)

// Level is how well a computer plays.
type Level uint8

const (
	Easy   Level = iota // any legal choice
	Normal              // one-ply: the best-looking position after the move
	Hard                // looks ahead over the next throws
)

var levelNames = []string{"easy", "normal", "hard"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", l)
}

// ParseLevel reads "easy", "normal" or "hard".
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(n, s) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want easy, normal or hard)", s)
}

// Player picks one of the legal choices. It is only asked when a choice is due.
type Player interface {
	Choose(g *engine.Game) engine.Choice
}

// New makes a computer player of a level; seed makes its own random choices repeatable.
func New(l Level, seed uint64) Player {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	switch l {
	case Easy:
		return &easy{rng: rng}
	case Hard:
		return newHard(rng)
	}
	return &normal{}
}

type easy struct{ rng *rand.Rand }

func (p *easy) Choose(g *engine.Game) engine.Choice {
	legal := g.Legal()
	return legal[p.rng.IntN(len(legal))]
}

type normal struct{}

func (p *normal) Choose(g *engine.Game) engine.Choice {
	s := g.Current()
	legal := g.Legal()
	best, bestScore := legal[0], -1e18
	for i := range legal {
		c := legal[i]
		st := g.PreviewState(c)
		if st == nil {
			continue
		}
		if v := Value(&g.Rules, st, s); v > bestScore {
			best, bestScore = c, v
		}
	}
	return best
}

// Value scores a position for seat s: its progress less its rivals' best, with
// holds, debts and distance costed in squares.
func Value(r *engine.Rules, st *engine.State, s int) float64 {
	if st.Winner == s {
		return 1e9
	}
	own := seatValue(r, st, s)
	rival := -1e18
	for i := range st.Seats {
		if i != s && st.Seats[i].Racing() {
			if v := seatValue(r, st, i); v > rival {
				rival = v
			}
		}
	}
	if rival < -1e17 {
		rival = 0
	}
	return own - 0.5*rival
}

func seatValue(r *engine.Rules, st *engine.State, s int) float64 {
	seat := &st.Seats[s]
	if seat.Out {
		return -1e6
	}
	goal := r.Board.Goal()
	v := -float64(seat.Owed) * 7
	for i := range seat.Pieces {
		p := &seat.Pieces[i]
		if p.Off {
			v += float64(goal) + 12
			continue
		}
		v += float64(p.Square)
		sq := r.Board.Squares[p.Square]
		if p.Held {
			v -= 25
		}
		if sq.Hold == engine.HoldAlone {
			v -= 12
		}
		v -= float64(p.Owed) * 7
		if p.Square > goal-12 {
			v -= float64(p.Square-(goal-12)) * 0.3 // near the end a bounce can throw it back
		}
	}
	if r.Stakes.On {
		v += float64(seat.Chips) * 0.5
	}
	return v
}
