package engine

import (
	"encoding/json"
	"errors"
	"fmt"
)

// SaveVersion is written into every save; a save from a newer version is refused.
const SaveVersion = 1

type savedDice struct {
	PCG    *PCG    `json:"pcg,omitempty"`
	Script *Script `json:"script,omitempty"`
}

type saved struct {
	Version int       `json:"version"`
	Rules   Rules     `json:"rules"`
	State   State     `json:"state"`
	Dice    savedDice `json:"dice"`
}

// Save writes the whole game (rules, state and the dice's exact position) as JSON.
func (g *Game) Save() ([]byte, error) {
	s := saved{Version: SaveVersion, Rules: g.Rules, State: g.State}
	switch d := g.dice.(type) {
	case *PCG:
		s.Dice.PCG = d
	case *Script:
		s.Dice.Script = d
	default:
		return nil, fmt.Errorf("dice of type %T cannot be saved", g.dice)
	}
	return json.Marshal(s)
}

// Load reads a game written by Save. A damaged or inconsistent file gives an
// error that says what is wrong.
func Load(data []byte) (*Game, error) {
	var s saved
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	if s.Version < 1 || s.Version > SaveVersion {
		return nil, fmt.Errorf("saved game: version %d; this Goose reads version %d", s.Version, SaveVersion)
	}
	if err := s.Rules.Validate(); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	if err := s.State.check(&s.Rules); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	var d Dice
	switch {
	case s.Dice.PCG != nil && s.Dice.PCG.src != nil:
		d = s.Dice.PCG
	case s.Dice.Script != nil:
		if _, err := NewScript(s.Dice.Script.Values...); err != nil {
			return nil, fmt.Errorf("saved game: %w", err)
		}
		if s.Dice.Script.Next < 0 || s.Dice.Script.Next > len(s.Dice.Script.Values) {
			return nil, errors.New("saved game: the dice script position is out of range")
		}
		d = s.Dice.Script
	default:
		return nil, errors.New("saved game: no dice state")
	}
	g := &Game{Rules: s.Rules, State: s.State, dice: d, events: make([]Event, 0, 64)}
	if err := g.checkPlay(); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	return g, nil
}

// MarshalJSON writes the state alone (rules and dice are saved by Game.Save).
func (s *State) JSON() ([]byte, error) { return json.Marshal(s) }

// CheckPosition says what makes the position not one play could reach (pieces
// placed by Place, or a state edited by hand), or nil.
func (g *Game) CheckPosition() error {
	if err := g.State.check(&g.Rules); err != nil {
		return err
	}
	return g.checkPlay()
}

// checkPlay finds what only the rules can tell is wrong with a loaded state:
// pieces of different seats sharing a square, or a choice due that cannot be made.
func (g *Game) checkPlay() error {
	st := &g.State
	if st.Phase == PhasePlay || st.Phase == PhaseChoose {
		if !st.Seats[st.Order[st.At]].Racing() {
			return errors.New("state: the seat to play has finished or is out")
		}
	}
	owner := map[int]int{}
	for i := range st.Seats {
		for _, p := range st.Seats[i].Pieces {
			if p.Off || p.Square == 0 {
				continue
			}
			o, taken := owner[p.Square]
			switch {
			case taken && o == i: // §7.2: a position with them is not a legal position
				return fmt.Errorf("state: seat %d has two geese on square %d; a player's own geese never share a square but the start", i+1, p.Square)
			case taken && g.Rules.Board.Squares[p.Square].Hold != HoldAlone && g.Rules.Landing != LandShare: // §5, §4.8, §4.9
				return fmt.Errorf("state: two pieces stand on square %d", p.Square)
			}
			owner[p.Square] = i
		}
	}
	if st.Phase == PhaseChoose && len(g.Legal()) == 0 {
		return errors.New("state: a choice is due but no use of the dice is legal")
	}
	return nil
}
