// Package player holds the computer players: given a game whose choice is due
// (the team variation's use of the dice, RULES §7.2), each level picks one of
// the legal choices.
package player

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"goose/engine"
)

// Level is how well a computer plays.
type Level uint8

const (
	Easy   Level = iota // any legal choice, at random
	Normal              // one-ply: the position after the move that counts best in squares
	Hard                // turns still needed, worked out over the dice, and the next seat's reply
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

// Player picks one of the legal choices. It is only asked when a choice is
// due, and does not change the game. A player keeps storage between calls, so
// one player must not be asked from two goroutines at once.
type Player interface {
	Choose(g *engine.Game) engine.Choice
}

// New makes a computer player of a level; seed makes its own random choices repeatable.
func New(l Level, seed uint64) Player { return NewUntil(l, seed, nil) }

// NewUntil is New for a game that may be left: once done is closed, a hard
// player still waiting for its board's tables stops waiting and chooses as
// normal does, and the build stops unless another game waits for it.
func NewUntil(l Level, seed uint64, done <-chan struct{}) Player {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	switch l {
	case Easy:
		return &easy{rng: rng}
	case Hard:
		h := newHard()
		h.done = done
		return h
	}
	return &normal{}
}

// none is what a player returns when asked with nothing legal (Choose is only
// for a due choice): the engine refuses it with an error rather than a panic.
var none = engine.Choice{First: 0, Second: -1, Sum: true}

type easy struct{ rng *rand.Rand }

func (p *easy) Choose(g *engine.Game) engine.Choice {
	legal := g.Legal()
	if len(legal) == 0 {
		return none
	}
	return legal[p.rng.IntN(len(legal))]
}

// normal looks one move ahead: the legal choice whose resulting position
// scores best by a plain count of squares (value), so it takes geese, keeps
// out of the well, the prison, the maze and death where it can, and sends
// rivals back.
type normal struct{ legal []engine.Choice }

func (p *normal) Choose(g *engine.Game) engine.Choice {
	s := g.Current()
	p.legal = append(p.legal[:0], g.Legal()...) // PreviewState calls Legal again
	if len(p.legal) == 0 {
		return none
	}
	best, bestScore := p.legal[0], math.Inf(-1)
	for _, c := range p.legal {
		st := g.PreviewState(c)
		if st == nil {
			continue
		}
		if v := value(&g.Rules, st, s); v > bestScore {
			best, bestScore = c, v
		}
	}
	return best
}

// value scores a position for seat s: its progress less half its leading
// rival's, with holds, debts and distance costed in squares.
func value(r *engine.Rules, st *engine.State, s int) float64 {
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
