package engine

import (
	"errors"
	"fmt"
)

// Hold says how a square keeps a piece that rests on it.
type Hold uint8

const (
	HoldNone   Hold = iota
	HoldRescue      // held until another player comes to rest here (§4.4, §4.6)
	HoldAlone       // dutch: loses every turn while alone here; shared by any number (§4.8)
)

var holdNames = []string{"", "rescue", "alone"}

func (h Hold) MarshalText() ([]byte, error) {
	if int(h) >= len(holdNames) {
		return nil, fmt.Errorf("unknown hold %d", h)
	}
	return []byte(holdNames[h]), nil
}

func (h *Hold) UnmarshalText(b []byte) error {
	for i, n := range holdNames {
		if n == string(b) {
			*h = Hold(i)
			return nil
		}
	}
	return fmt.Errorf("unknown hold %q (want rescue or alone)", b)
}

// Square is what one square of the board does: its kind (kinds.go says what
// each does) and the data its rule reads. Game.move and Game.rest act on it.
type Square struct {
	Kind  Kind `json:"kind"`
	To    int  `json:"to,omitempty"`    // jump target
	Turns int  `json:"turns,omitempty"` // turns lost on resting here
	Hold  Hold `json:"hold,omitempty"`
	// Rescue: another player resting here frees the one who lost turns here (french inn, well; ancient prison).
	Rescue bool `json:"rescue,omitempty"`
	// Piece: in the team variation the hold stops only this piece, not the whole seat (prison, §7.2).
	Piece bool `json:"piece,omitempty"`
	// Pays: with stakes, resting here costs one chip (§7.1); PaysPerTurn: each turn lost here does.
	Pays        bool `json:"pays,omitempty"`
	PaysPerTurn bool `json:"paysPerTurn,omitempty"`
	// Again: once the square has acted the player throws again, and the square it
	// led to does not act (spanish geese, bridges and dice, §4.9; the again kind).
	Again bool `json:"again,omitempty"`
}

// Holds reports whether resting on the square takes turns away.
func (s Square) Holds() bool { return s.Hold != HoldNone || s.Turns > 0 }

// Board is the race: square 0 is the start, the last square is the goal.
type Board struct {
	Name    string   `json:"name"`
	Squares []Square `json:"squares"`
}

// Goal is the number of the last square.
func (b *Board) Goal() int { return len(b.Squares) - 1 }

// MaxBoard bounds a player's own board (§7.3 speaks of 500 squares for three dice).
const MaxBoard = 1000

// Validate says what is wrong with a board, or nil.
func (b *Board) Validate() error {
	n := len(b.Squares)
	if n < 3 {
		return errors.New("board: a board needs a start, at least one square and a goal")
	}
	if n-1 > MaxBoard {
		return fmt.Errorf("board: %d squares is more than %d", n-1, MaxBoard)
	}
	if b.Squares[0].Kind != Plain {
		return errors.New("board: square 0 is the start and must be plain")
	}
	if b.Squares[n-1].Kind != Goal {
		return fmt.Errorf("board: the last square (%d) must be the goal", n-1)
	}
	for i, s := range b.Squares {
		if s.Kind >= kindCount {
			return fmt.Errorf("board: square %d has an unknown kind", i)
		}
		if s.Kind == Goal && i != n-1 {
			return fmt.Errorf("board: square %d is a goal but only the last square may be", i)
		}
		if s.Kind.jumps() {
			if s.To < 0 || s.To > n-1 || s.To == i { // (a jump may lead to the goal: nothing forbids it)
				return fmt.Errorf("board: square %d (%s) jumps to %d, which is not another square of the board", i, s.Kind, s.To)
			}
		} else if s.To != 0 {
			return fmt.Errorf("board: square %d (%s) has a jump target but does not jump", i, s.Kind)
		}
		if s.Turns < 0 || s.Turns > 9 {
			return fmt.Errorf("board: square %d loses %d turns; 0 to 9 are allowed", i, s.Turns)
		}
		if s.Hold > HoldAlone {
			return fmt.Errorf("board: square %d has an unknown hold", i)
		}
		if s.Hold != HoldNone && s.Turns > 0 {
			return fmt.Errorf("board: square %d both holds and loses turns; choose one", i)
		}
		if d := s.Kind.Does(); (d == DoesFly || d == DoesJump || d == DoesWin) && s.Holds() {
			return fmt.Errorf("board: square %d (%s) cannot also hold a piece", i, s.Kind)
		}
		if i == 0 && s != (Square{}) {
			return errors.New("board: square 0 does nothing")
		}
	}
	// Jumps must not loop for ever: follow every chain of plain jumps (dice jumps act once).
	for i := range b.Squares {
		seen := 0
		for j := i; b.Squares[j].Kind.jumps() && !b.Squares[j].Kind.OncePerMove() && !b.Squares[j].Again; j = b.Squares[j].To {
			if seen++; seen > n {
				return fmt.Errorf("board: the jumps from square %d go round in a circle", i)
			}
		}
	}
	return nil
}
