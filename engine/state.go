package engine

import (
	"errors"
	"fmt"
)

// Phase is where the game stands.
type Phase uint8

const (
	PhaseBegin  Phase = iota // waiting for Begin (antes, roll-off)
	PhasePlay                // waiting for the current seat's Roll
	PhaseChoose              // team variation: waiting for the current seat's Choose
	PhaseOver                // finished
)

var phaseNames = []string{"begin", "play", "choose", "over"}

func (p Phase) MarshalText() ([]byte, error) {
	if int(p) >= len(phaseNames) {
		return nil, fmt.Errorf("unknown phase %d", p)
	}
	return []byte(phaseNames[p]), nil
}

func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if n == string(b) {
			*p = Phase(i)
			return nil
		}
	}
	return fmt.Errorf("unknown phase %q", b)
}

// Piece is one goose on the board.
type Piece struct {
	Square   int  `json:"square"`
	Held     bool `json:"held,omitempty"`     // held until rescued (§4.4, §4.6)
	Owed     int  `json:"owed,omitempty"`     // turns this piece alone still loses (prison, team variation)
	Since    int  `json:"since"`              // the turn it came to rest: who was held longest (§4.7)
	Off      bool `json:"off,omitempty"`      // borne off, finished, or out
	Moved    bool `json:"moved,omitempty"`    // has thrown: the first-throw rule is spent (§2.3)
	Released bool `json:"released,omitempty"` // dutch: released by §4.7 though alone
}

// Stats are a seat's figures for the results screen.
type Stats struct {
	Turns     int `json:"turns"`
	Throws    int `json:"throws"`
	Geese     int `json:"geese"`
	Deaths    int `json:"deaths"`
	Swaps     int `json:"swaps"` // times this seat's piece displaced another
	Displaced int `json:"displaced"`
	TurnsLost int `json:"turnsLost"`
	Paid      int `json:"paid"`
}

// Seat is one player.
type Seat struct {
	Pieces []Piece `json:"pieces"`
	Owed   int     `json:"owed"`             // turns the whole seat still loses (§4.3, §4.4)
	OwedAt int     `json:"owedAt,omitempty"` // the square those turns are lost on
	Chips  int     `json:"chips"`
	Out    bool    `json:"out,omitempty"`   // broke and out (medici stakes)
	Place  int     `json:"place,omitempty"` // finishing place, 0 while racing
	Stats  Stats   `json:"stats"`
}

// Racing reports whether the seat still takes turns.
func (s *Seat) Racing() bool { return !s.Out && s.Place == 0 }

// State is everything that changes during a game. It round-trips through JSON.
type State struct {
	Phase    Phase   `json:"phase"`
	Seats    []Seat  `json:"seats"`
	Order    []int   `json:"order"` // seats in playing order
	At       int     `json:"at"`    // index into Order of the seat to play
	Turn     int     `json:"turn"`  // turns played
	Round    int     `json:"round"`
	Pending  [3]int8 `json:"pending"` // dice awaiting a choice (PhaseChoose)
	NPending int     `json:"nPending"`
	Pot      int     `json:"pot"`
	Winner   int     `json:"winner"` // -1 until someone finishes first
	Draw     bool    `json:"draw,omitempty"`
	Places   int     `json:"places"`   // places given so far
	Releases int     `json:"releases"` // deadlock releases (§4.7)
	// Lost marks the current seat's pieces that lost this turn (a bit a piece):
	// they may not move in it, though their debt is now paid.
	Lost uint32 `json:"lost,omitempty"`
	// Again: the current seat throws again in this turn (§4.9).
	Again bool `json:"again,omitempty"`
	// Rethrown: the current seat has thrown again in this turn; TurnFrom is
	// where its pieces (a piece an index) stood when the turn began, where an
	// exchange or a send-back goes: where the mover started this turn (§5, §4.8).
	Rethrown bool     `json:"rethrown,omitempty"`
	TurnFrom [4]int16 `json:"turnFrom,omitzero"`
}

// copyInto makes dst a deep copy of s, reusing dst's storage.
func (s *State) copyInto(dst *State) {
	seats, order := dst.Seats, dst.Order
	*dst = *s
	if cap(seats) < len(s.Seats) {
		seats = make([]Seat, len(s.Seats))
	}
	seats = seats[:len(s.Seats)]
	for i := range s.Seats {
		pieces := seats[i].Pieces
		seats[i] = s.Seats[i]
		seats[i].Pieces = append(pieces[:0], s.Seats[i].Pieces...)
	}
	dst.Seats = seats
	dst.Order = append(order[:0], s.Order...)
}

// check says what is inconsistent in a state loaded from a file, or nil.
func (s *State) check(r *Rules) error {
	n := len(s.Seats)
	if n < 1 || n > MaxSeats {
		return fmt.Errorf("state: %d seats; 1 to %d are allowed", n, MaxSeats)
	}
	if s.Phase > PhaseOver {
		return errors.New("state: unknown phase")
	}
	goal := r.Board.Goal()
	per := r.PiecesPerSeat(n)
	chips := s.Pot
	for i := range s.Seats {
		seat := &s.Seats[i]
		if len(seat.Pieces) != per {
			return fmt.Errorf("state: seat %d has %d pieces; these rules give %d", i+1, len(seat.Pieces), per)
		}
		if seat.Owed < 0 || seat.Owed > 9 || seat.Chips < 0 || seat.Place < 0 || seat.Place > n {
			return fmt.Errorf("state: seat %d has impossible counters", i+1)
		}
		if seat.OwedAt < 0 || seat.OwedAt > goal {
			return fmt.Errorf("state: seat %d owes turns on square %d, which is not on the board", i+1, seat.OwedAt)
		}
		if seat.Chips > n*r.Stakes.Purse || (!r.Stakes.On && seat.Chips != 0) {
			return fmt.Errorf("state: seat %d holds %d chips, more than the table has", i+1, seat.Chips)
		}
		chips += seat.Chips
		racing := 0
		for j, p := range seat.Pieces {
			if p.Square < 0 || p.Square > goal {
				return fmt.Errorf("state: seat %d piece %d stands on square %d, which is not on the board (0 to %d)", i+1, j+1, p.Square, goal)
			}
			if p.Owed < 0 || p.Owed > 9 {
				return fmt.Errorf("state: seat %d piece %d owes %d turns", i+1, j+1, p.Owed)
			}
			if !p.Off && p.Square == goal {
				return fmt.Errorf("state: seat %d piece %d stands on the goal %d but has not borne off", i+1, j+1, goal)
			}
			if !p.Off {
				racing++
			}
		}
		switch {
		case seat.Racing() && racing == 0:
			return fmt.Errorf("state: seat %d is racing with no goose on the board", i+1)
		case seat.Out && racing > 0: // (the last place, given when the others finish, keeps its geese)
			return fmt.Errorf("state: seat %d is out but has a goose on the board", i+1)
		}
	}
	if s.Pot > n*r.Stakes.Purse || (!r.Stakes.On && s.Pot != 0) {
		return fmt.Errorf("state: a pot of %d chips, more than the table has", s.Pot)
	}
	if r.Stakes.On && chips != n*r.Stakes.Purse {
		return fmt.Errorf("state: %d chips in purses and pot, but %d seats with purses of %d make %d", chips, n, r.Stakes.Purse, n*r.Stakes.Purse)
	}
	if s.Phase != PhaseBegin {
		if len(s.Order) != n {
			return errors.New("state: the playing order does not name every seat")
		}
		seen := make([]bool, n)
		for _, o := range s.Order {
			if o < 0 || o >= n || seen[o] {
				return errors.New("state: the playing order is not a list of the seats")
			}
			seen[o] = true
		}
		if s.At < 0 || s.At >= n {
			return errors.New("state: the seat to play is not in the order")
		}
	}
	for _, q := range s.TurnFrom {
		if q < 0 || int(q) > goal {
			return fmt.Errorf("state: a turn started on square %d, which is not on the board", q)
		}
	}
	if s.Again && s.Phase != PhasePlay {
		return errors.New("state: a throw again is due outside play")
	}
	if s.NPending < 0 || s.NPending > 3 || (s.Phase == PhaseChoose) != (s.NPending > 0) {
		return errors.New("state: pending dice do not match the phase")
	}
	for _, d := range s.Pending[:s.NPending] {
		if d < 1 || d > 6 {
			return errors.New("state: a pending die is not a face 1 to 6")
		}
	}
	if s.Winner < -1 || s.Winner >= n {
		return errors.New("state: the winner is not a seat")
	}
	if s.Turn < 0 || s.Turn > MaxTurns || s.Round < 0 || s.Round > s.Turn+1 || s.Places < 0 || s.Places > n || s.Pot < 0 || s.Releases < 0 || s.Releases > s.Turn {
		return errors.New("state: impossible counters")
	}
	return nil
}
