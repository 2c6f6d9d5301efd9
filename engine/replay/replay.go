// Package replay keeps a finished game as its rules, seats, seed and actions
// (a few kilobytes), and plays it again to the identical event stream: the
// engine is deterministic, so nothing else needs keeping. It is the file
// `goose sim --record` writes, and the one the Goose kept finished games in
// before it kept them as their rooms (engine/room reads it back).
package replay

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"goose/engine"
)

// Format is the version of the replay file this package writes for a game
// kept from its seed; FormatStart for one kept from a saved position (Start).
// Read reads both.
const (
	Format      = 1
	FormatStart = 2
)

// Limits on what a replay file may hold: far past any real game.
const (
	MaxFile    = 4 << 20
	MaxActions = 200_000
)

// Seat is who played a seat: a name, a computer level or "" for a person,
// and the look the player chose (the goose's colour and mark, as the
// setup numbers them); a replay kept before looks were has none (nil).
type Seat struct {
	Name  string `json:"name"`
	Level string `json:"level,omitempty"`
	Look  *int   `json:"look,omitempty"`
}

// Replay is one game, enough to play it again exactly.
type Replay struct {
	Format int          `json:"format"`
	When   string       `json:"when,omitempty"` // when it was played (RFC 3339), for lists
	Rules  engine.Rules `json:"rules,omitzero"` // left out by older saves (ReadBare)
	Seats  []Seat       `json:"seats"`
	Seed   uint64       `json:"seed"`
	// Start, when set, is the saved game (engine.Game.Save) the actions start
	// from instead of the seed: a game resumed from a save made before games
	// were recorded is kept from where it was resumed.
	Start   json.RawMessage `json:"start,omitempty"`
	Actions Actions         `json:"actions"`
}

// Actions are written compactly, one short string each: "B" begin, "R" roll,
// "C<first>,<second>,<sum 0|1>,<die>" a team choice.
type Actions []engine.Action

func (as Actions) MarshalJSON() ([]byte, error) {
	out := make([]string, len(as))
	for i, a := range as {
		switch a.Kind {
		case engine.ActBegin:
			out[i] = "B"
		case engine.ActRoll:
			out[i] = "R"
		default:
			c := a.Choice
			sum := 0
			if c.Sum {
				sum = 1
			}
			out[i] = fmt.Sprintf("C%d,%d,%d,%d", c.First, c.Second, sum, c.Die)
		}
	}
	return json.Marshal(out)
}

func (as *Actions) UnmarshalJSON(b []byte) error {
	var in []string
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	if len(in) > MaxActions {
		return fmt.Errorf("%d actions; a replay holds at most %d", len(in), MaxActions)
	}
	out := make(Actions, len(in))
	for i, s := range in {
		switch {
		case s == "B":
			out[i] = engine.Begin
		case s == "R":
			out[i] = engine.Roll
		case strings.HasPrefix(s, "C"):
			f := strings.Split(s[1:], ",")
			var n [4]int
			ok := len(f) == 4
			for j := 0; ok && j < 4; j++ {
				v, err := strconv.Atoi(f[j])
				n[j], ok = v, err == nil && v >= -1 && v < 16
			}
			if !ok || n[2] > 1 || n[2] < 0 {
				return fmt.Errorf("action %d: %q is not a choice", i+1, s)
			}
			out[i] = engine.Choose(engine.Choice{First: int8(n[0]), Second: int8(n[1]), Sum: n[2] == 1, Die: int8(n[3])})
		default:
			return fmt.Errorf("action %d: %q is not an action (B, R or C…)", i+1, s)
		}
	}
	*as = out
	return nil
}

// New starts a replay of a game about to be played with these rules, seats and seed.
func New(r engine.Rules, seats []Seat, seed uint64, when string) *Replay {
	return &Replay{Format: Format, When: when, Rules: r, Seats: seats, Seed: seed}
}

// Record adds an action the game accepted.
func (r *Replay) Record(a engine.Action) { r.Actions = append(r.Actions, a) }

// Marshal writes the replay as JSON.
func (r *Replay) Marshal() ([]byte, error) { return json.Marshal(r) }

// ReadBare reads a replay written without its rules (as a game in progress
// kept it beside them, before games so far were kept as rooms), whose
// rules are rules; a replay that holds its own keeps them.
func ReadBare(rd io.Reader, rules engine.Rules) (*Replay, error) { return read(rd, &rules) }

// Read reads a replay file (at most MaxFile bytes, refused larger without
// reading it whole) and checks it, without playing it.
func Read(rd io.Reader) (*Replay, error) { return read(rd, nil) }

func read(rd io.Reader, rules *engine.Rules) (*Replay, error) {
	data, err := io.ReadAll(io.LimitReader(rd, MaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if len(data) > MaxFile {
		return nil, fmt.Errorf("replay: larger than %d MB", MaxFile>>20)
	}
	var r Replay
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if rules != nil && r.Rules.Board.Squares == nil {
		r.Rules = *rules
	}
	if err := r.check(); err != nil {
		return nil, err
	}
	return &r, nil
}

// check checks a replay read, without playing it: its format, rules and seats.
func (r *Replay) check() error {
	if r.Format != Format && r.Format != FormatStart {
		return fmt.Errorf("replay: format %d; this Goose reads formats %d and %d", r.Format, Format, FormatStart)
	}
	if (r.Format == FormatStart) != (len(r.Start) > 0) {
		return fmt.Errorf("replay: format %d with a start position %t", r.Format, len(r.Start) > 0)
	}
	if err := r.Rules.Validate(); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if len(r.Seats) < 1 || len(r.Seats) > engine.MaxSeats {
		return fmt.Errorf("replay: %d seats; 1 to %d", len(r.Seats), engine.MaxSeats)
	}
	if len(r.Start) > 0 {
		g, err := r.Game()
		if err != nil {
			return err
		}
		if len(g.State.Seats) != len(r.Seats) {
			return fmt.Errorf("replay: the start position has %d seats, the replay names %d", len(g.State.Seats), len(r.Seats))
		}
	}
	return nil
}

// Game sets up the game the replay starts from: its seed's, or its start position.
func (r *Replay) Game() (*engine.Game, error) {
	if len(r.Start) > 0 {
		g, err := engine.Load(r.Start)
		if err != nil {
			return nil, fmt.Errorf("replay: start: %w", err)
		}
		return g, nil
	}
	return engine.New(r.Rules, len(r.Seats), engine.NewPCG(r.Seed))
}

// Play plays the replay through, calling each with every action's events
// (the slice is reused: copy what you keep). An action the game refuses
// stops it with an error naming the action.
func (r *Replay) Play(each func(i int, evs []engine.Event) error) error {
	g, err := r.Game()
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	for i, a := range r.Actions {
		evs, err := g.Play(a)
		if err != nil {
			return fmt.Errorf("replay: action %d: %w", i+1, err)
		}
		if err := each(i, evs); err != nil {
			return err
		}
	}
	return nil
}

// WriteEvents writes every event of the replay as JSON Lines, as `goose sim --events` does.
func (r *Replay) WriteEvents(w io.Writer) error {
	bw := bufio.NewWriter(w)
	err := r.Play(func(_ int, evs []engine.Event) error {
		for i := range evs {
			b, _ := json.Marshal(&evs[i])
			bw.Write(b)
			bw.WriteByte('\n')
		}
		return nil
	})
	if ferr := bw.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	return err
}
