package engine

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	rulesfiles "goose/assets/rules"
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
	LandSwap  Landing = iota // the other goes to the mover's starting square (§5)
	LandBack                 // the mover goes back to where it started (dutch, §4.8)
	LandShare                // no exchange: any number share any square (spanish, §4.9)
)

// GooseMove is where a goose sends a piece (§4.1, §4.9).
type GooseMove uint8

const (
	GooseAgain GooseMove = iota // on by the same count, in the current direction (§4.1)
	GooseNext                   // to the next goose in the current direction, the goal past the last (§4.9)
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
	Summary     string       `json:"summary,omitempty"` // one line for menus: how the rules differ
	Board       Board        `json:"board"`
	Dice        int          `json:"dice"` // dice thrown each turn
	Start       Start        `json:"start"`
	StartThrows []StartThrow `json:"startThrows,omitempty"`
	EitherDie   bool         `json:"eitherDie"`  // §3: one die alone reaching the goal wins
	OneDieFrom  int          `json:"oneDieFrom"` // §3: from this square on, throw one die (0: never)
	Landing     Landing      `json:"landing"`
	Goose       GooseMove    `json:"goose,omitempty"`
	Order       Order        `json:"order"`
	Deadlock    Deadlock     `json:"deadlock"`
	Stakes      Stakes       `json:"stakes"`
	Teams       bool         `json:"teams"`    // §7.2
	Placings    bool         `json:"placings"` // §6
	Drink61     bool         `json:"drink61"`
}

// Presets are the rule sets Goose ships, in the order menus show them: each
// is a rules file in assets/rules (RULES §7.3, §8).
var Presets = []string{"classic", "french", "medici", "ancient", "dutch", "spanish"}

// PresetSummary is one line on how each preset differs, from its file.
var PresetSummary = map[string]string{}

var presets = map[string]Rules{}

func init() {
	for _, name := range Presets {
		data, err := rulesfiles.Files.ReadFile(name + ".json")
		if err == nil {
			var r Rules
			if r, err = ParseRules(name+".json", data); err == nil {
				presets[name] = r
				PresetSummary[name] = r.Summary
				continue
			}
		}
		panic("the embedded rules file of preset " + name + " does not load: " + err.Error()) // a build defect, caught by every test
	}
}

// Preset returns a fresh copy of a named rule set (RULES §8).
func Preset(name string) (Rules, error) {
	p, ok := presets[name]
	if !ok {
		return Rules{}, fmt.Errorf("unknown rules %q (want one of %s)", name, strings.Join(Presets, ", "))
	}
	r := p
	r.Board.Squares = slices.Clone(p.Board.Squares)
	r.StartThrows = slices.Clone(p.StartThrows)
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
	if r.Start > StartEveryThrow || r.Landing > LandShare || r.Goose > GooseNext || r.Order > OrderRoll || r.Deadlock > DeadlockDraw || r.Stakes.Swap > PayMover {
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
