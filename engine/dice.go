package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
)

// Dice gives die values from 1 to 6. Play uses a seeded PCG; tests use a Script.
type Dice interface {
	Roll() int
}

// PCG is the seeded dice of real play. Its state saves to JSON with the game.
type PCG struct {
	src  *rand.PCG
	bits uint64 // unused half of the last draw
	left int
}

// NewPCG seeds dice: the same seed gives the same throws.
func NewPCG(seed uint64) *PCG {
	return &PCG{src: rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Seed restarts the dice as NewPCG(seed) would, without allocating.
func (d *PCG) Seed(seed uint64) {
	d.src.Seed(seed, seed^0x9e3779b97f4a7c15)
	d.bits, d.left = 0, 0
}

// Roll is an unbiased value from 1 to 6: Lemire's multiply-and-reject on
// 32-bit halves, so one 64-bit draw usually gives two dice.
func (d *PCG) Roll() int {
	for {
		if d.left == 0 {
			d.bits, d.left = d.src.Uint64(), 2
		}
		x := uint32(d.bits)
		d.bits >>= 32
		d.left--
		m := uint64(x) * 6
		if uint32(m) < 4 { // 2^32 mod 6 = 4: the biased sliver, draw again
			continue
		}
		return int(m>>32) + 1
	}
}

// MarshalJSON saves the generator's exact state.
func (d *PCG) MarshalJSON() ([]byte, error) {
	b, err := d.src.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(pcgState{b, d.bits, d.left})
}

type pcgState struct {
	State []byte `json:"state"`
	Bits  uint64 `json:"bits"`
	Left  int    `json:"left"`
}

// UnmarshalJSON restores a saved state.
func (d *PCG) UnmarshalJSON(data []byte) error {
	var ps pcgState
	if err := json.Unmarshal(data, &ps); err != nil {
		return fmt.Errorf("dice: %w", err)
	}
	src := &rand.PCG{}
	if err := src.UnmarshalBinary(ps.State); err != nil {
		return fmt.Errorf("dice: %w", err)
	}
	if ps.Left < 0 || ps.Left > 2 {
		return fmt.Errorf("dice: bad saved state")
	}
	d.src, d.bits, d.left = src, ps.Bits, ps.Left
	return nil
}

// Script gives die values in the order written, for tests and `sim --dice`.
// When it runs out it returns 0, and the game stops with ErrDiceRanOut.
type Script struct {
	Values []int `json:"values"`
	Next   int   `json:"next"`
}

// NewScript checks the values are die faces.
func NewScript(values ...int) (*Script, error) {
	for i, v := range values {
		if v < 1 || v > 6 {
			return nil, fmt.Errorf("dice script: value %d (position %d) is not a die face 1 to 6", v, i+1)
		}
	}
	return &Script{Values: values}, nil
}

func (s *Script) Roll() int {
	if s.Next >= len(s.Values) {
		return 0
	}
	s.Next++
	return s.Values[s.Next-1]
}

// Left is how many values remain.
func (s *Script) Left() int { return len(s.Values) - s.Next }

// ErrDiceRanOut is returned when scripted dice have no value left for a throw.
var ErrDiceRanOut = errors.New("the dice script ran out")
