package engine

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Start says what happens on a throw from the start (RULES §2.3, §4.8).
type Start uint8

const (
	StartPlain      Start = iota // no special rule
	StartFirstThrow              // a seat's very first throw: 6+3 → 26, 4+5 → 53 (§2.3)
	StartEveryThrow              // dutch: every throw from 0; blocked if the square is taken (§4.8)
)

// Landing says what happens when a move ends on a square another seat holds.
type Landing uint8

const (
	LandSwap Landing = iota // the other goes to the mover's starting square (§5)
	LandBack                // the mover goes back to where it started (dutch, §4.8)
)

// Order is how the first player is chosen (§1).
type Order uint8

const (
	OrderSeat Order = iota // seat 1 first
	OrderRoll              // roll-off: highest total first, ties roll again
)

// Deadlock is what happens when every seat still racing is held (§4.7).
type Deadlock uint8

const (
	DeadlockRelease Deadlock = iota // the seat held longest is released
	DeadlockDraw                    // the game ends, drawn
)

// SwapPays says who pays a chip when §5 (or the dutch collision) moves a piece.
type SwapPays uint8

const (
	PayBoth      SwapPays = iota // mover and displaced
	PayDisplaced                 // medici
	PayMover                     // dutch: the mover sent back
)

// StartThrow is one first-throw (or start-rule) combination: dice A and B, in either order, go to To.
type StartThrow struct {
	A, B, To int
}

// MaxPurse is the largest purse a seat may start with: enough for any table, and
// small enough that no count of chips can overflow.
const MaxPurse = 10000

// Stakes is the gambling game (RULES §7.1). Which squares cost a chip is board data (Square.Pays).
type Stakes struct {
	On    bool     `json:"on"`
	Purse int      `json:"purse"` // chips each seat starts with
	Ante  int      `json:"ante"`  // paid into the pot at the start
	Swap  SwapPays `json:"swap"`
	// BrokeOut: a seat that owes a chip it does not have is out of the game (medici).
	// Otherwise it plays on, owing nothing more.
	BrokeOut bool `json:"brokeOut"`
}

// Rules is a whole rule set: a preset is one such value, copied and changed by options.
type Rules struct {
	Name        string       `json:"name"`
	Board       Board        `json:"board"`
	Dice        int          `json:"dice"` // dice thrown each turn
	Start       Start        `json:"start"`
	StartThrows []StartThrow `json:"startThrows,omitempty"`
	EitherDie   bool         `json:"eitherDie"`  // §3: one die alone reaching the goal wins
	OneDieFrom  int          `json:"oneDieFrom"` // §3: from this square on, throw one die (0: never)
	Landing     Landing      `json:"landing"`
	Order       Order        `json:"order"`
	Deadlock    Deadlock     `json:"deadlock"`
	Stakes      Stakes       `json:"stakes"`
	Teams       bool         `json:"teams"`    // §7.2
	Placings    bool         `json:"placings"` // §6
	Drink61     bool         `json:"drink61"`
}

// Preset names, in the order menus show them.
var Presets = []string{"classic", "french", "medici", "ancient", "dutch"}

// PresetSummary is one line on how a preset differs from classic.
var PresetSummary = map[string]string{
	"classic": "The Italian race: maze back to 39, held in the well and prison until rescued.",
	"french":  "Jeu de l'oie: one die may win alone; well costs two turns; a newcomer frees the inn; maze to 30.",
	"medici":  "Medici court: inn costs two turns; broke players are out when playing for stakes; maze to 30.",
	"ancient": "The older game: dice squares 26↔53, one die from 61, prison costs three turns; maze to 30.",
	"dutch":   "Ganzenbord: no swaps (a mover that lands on someone goes back); well and prison hold while alone.",
}

// Preset returns a fresh copy of a named rule set (RULES §8).
func Preset(name string) (Rules, error) {
	r := Rules{Name: name, Dice: 2, Start: StartFirstThrow, Order: OrderRoll,
		StartThrows: []StartThrow{{6, 3, 26}, {4, 5, 53}},
		Stakes:      Stakes{Purse: 20, Ante: 1}}
	b := baseBoard(name)
	sq := b.Squares
	// Squares that cost a chip under classic, french and dutch stakes.
	for _, i := range []int{6, 19, 31, 42, 52, 58} {
		sq[i].Pays = true
	}
	switch name {
	case "classic":
	case "french":
		r.EitherDie = true
		sq[19].Rescue = true
		sq[31] = Square{Kind: Well, Turns: 2, Rescue: true, Pays: true}
		sq[42].To = 30
		r.Stakes.Ante = 4
	case "medici":
		sq[19].Turns = 2
		sq[42].To = 30
		r.Stakes.Swap = PayDisplaced
		r.Stakes.BrokeOut = true
	case "ancient":
		r.OneDieFrom = 61
		sq[26] = Square{Kind: DiceSquare, To: 53}
		sq[53] = Square{Kind: DiceSquare, To: 26}
		sq[42].To = 30
		sq[52] = Square{Kind: Prison, Turns: 3, Rescue: true, Piece: true, PaysPerTurn: true}
		for _, i := range []int{31, 42, 58} {
			sq[i].Pays = false
		}
	case "dutch":
		r.Start = StartEveryThrow
		r.Landing = LandBack
		r.Order = OrderSeat
		sq[42].To = 30
		sq[31].Hold = HoldAlone
		sq[52].Hold = HoldAlone
		r.Stakes.Swap = PayMover
	default:
		return Rules{}, fmt.Errorf("unknown rules %q (want one of %s)", name, strings.Join(Presets, ", "))
	}
	if name == "medici" {
		// Medici: every special square but a goose costs a chip.
		for i := range sq {
			if k := sq[i].Kind; k != Plain && k != Goose && k != Goal && k != Drink {
				sq[i].Pays = true
			}
		}
	}
	r.Board = b
	return r, nil
}

// Apply sets options from a comma-separated list: stakes, stakes=N (purse),
// teams, placings, drink61, deadlock=release|draw, order=seat|roll.
func (r *Rules) Apply(options string) error {
	for _, o := range strings.Split(options, ",") {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		key, val, hasVal := strings.Cut(o, "=")
		switch key {
		case "stakes":
			r.Stakes.On = true
			if hasVal {
				n, err := strconv.Atoi(val)
				if err != nil || n < 1 || n > MaxPurse {
					return fmt.Errorf("option stakes=%s: the purse must be a whole number from 1 to %d", val, MaxPurse)
				}
				r.Stakes.Purse = n
			}
			continue
		case "teams":
			r.Teams = true
		case "placings":
			r.Placings = true
		case "drink61":
			r.SetDrink61(true)
		case "deadlock":
			switch val {
			case "release":
				r.Deadlock = DeadlockRelease
			case "draw":
				r.Deadlock = DeadlockDraw
			default:
				return fmt.Errorf("option deadlock=%s: want deadlock=release or deadlock=draw", val)
			}
			continue
		case "order":
			switch val {
			case "seat":
				r.Order = OrderSeat
			case "roll":
				r.Order = OrderRoll
			default:
				return fmt.Errorf("option order=%s: want order=seat or order=roll", val)
			}
			continue
		default:
			return fmt.Errorf("unknown option %q (want stakes, teams, placings, drink61, deadlock=release|draw)", o)
		}
		if hasVal {
			return fmt.Errorf("option %s takes no value", key)
		}
	}
	return nil
}

// SetDrink61 puts the German glass on square 61, or takes it away.
func (r *Rules) SetDrink61(on bool) {
	r.Drink61 = on
	if len(r.Board.Squares) < 63 {
		return
	}
	s := &r.Board.Squares[61]
	if on && s.Kind == Plain {
		*s = Square{Kind: Drink}
	} else if !on && s.Kind == Drink {
		*s = Square{}
	}
}

// Options lists the options set, in the form Apply reads.
func (r *Rules) Options() string {
	var o []string
	if r.Stakes.On {
		o = append(o, "stakes")
	}
	if r.Teams {
		o = append(o, "teams")
	}
	if r.Placings {
		o = append(o, "placings")
	}
	if r.Drink61 {
		o = append(o, "drink61")
	}
	if r.Deadlock == DeadlockDraw {
		o = append(o, "deadlock=draw")
	}
	return strings.Join(o, ",")
}

// Validate says what is wrong with a rule set, or nil.
func (r *Rules) Validate() error {
	if err := r.Board.Validate(); err != nil {
		return err
	}
	if r.Dice < 1 || r.Dice > 3 {
		return fmt.Errorf("rules: %d dice; 1 to 3 are allowed", r.Dice)
	}
	if r.Teams && r.Dice != 2 {
		return errors.New("rules: the team variation needs two dice")
	}
	if r.Start > StartEveryThrow || r.Landing > LandBack || r.Order > OrderRoll || r.Deadlock > DeadlockDraw || r.Stakes.Swap > PayMover {
		return errors.New("rules: an option has an unknown value")
	}
	goal := r.Board.Goal()
	for _, t := range r.StartThrows {
		if t.A < 1 || t.A > 6 || t.B < 1 || t.B > 6 || t.To <= 0 || t.To >= goal {
			return fmt.Errorf("rules: start throw %d+%d → %d is not possible on this board", t.A, t.B, t.To)
		}
	}
	if r.OneDieFrom < 0 || r.OneDieFrom >= goal {
		return fmt.Errorf("rules: one die from square %d is not on the board", r.OneDieFrom)
	}
	if r.Stakes.On && (r.Stakes.Purse < 1 || r.Stakes.Purse > MaxPurse || r.Stakes.Ante < 0 || r.Stakes.Ante > r.Stakes.Purse) {
		return fmt.Errorf("rules: stakes need a purse of 1 to %d chips and an ante no larger than the purse", MaxPurse)
	}
	return nil
}

// PiecesPerSeat is how many pieces each seat races (§7.2: 4 for up to 4 seats, 2 for more).
func (r *Rules) PiecesPerSeat(seats int) int {
	if !r.Teams {
		return 1
	}
	if seats <= 4 {
		return 4
	}
	return 2
}

// Specials lists the squares that do something, for the rules page and the board legend.
func (r *Rules) Specials() []int {
	var s []int
	for i, q := range r.Board.Squares {
		if q.Kind != Plain {
			s = append(s, i)
		}
	}
	sort.Ints(s)
	return s
}
