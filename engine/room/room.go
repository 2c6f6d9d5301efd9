// Package room is one game as data: its rules, seats, seed and actions,
// and every change numbered in order. It is the one authority every game
// goes through, and the one format a game so far is kept in: a host's
// online room (with its seats' secret tokens, kept as hashes, and its
// lobby), a game on one screen (Local) as it is saved to be resumed, and a
// finished game kept to be watched again. It has no network: a host loads
// a room, applies one request and stores it again, so any host can serve
// any room.
package room

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"goose/engine"
	"goose/engine/player"
	"goose/engine/replay"
)

// Phase is where a room stands.
type Phase string

const (
	Lobby   Phase = "lobby" // seats being taken; the creator starts
	Playing Phase = "play"
	Over    Phase = "over"
)

// MaxName is the longest seat name, in characters.
const MaxName = 24

// MaxRules is the most bytes a room's rules take in JSON: they go out with
// every change of the lobby, and whatever a rules file's loader allows, a
// room's changes stay far below what the store takes in one message.
const MaxRules = 64 << 10

// Seat is one seat: a person (Token set once taken) or a computer (Level).
type Seat struct {
	Name  string `json:"name"`
	Level string `json:"level,omitempty"` // a computer's level; "" for a person
	Token string `json:"token,omitempty"` // HashToken of the seat's secret; "" while open
	// Look is the goose's look chosen at a table (its colour and mark, as
	// the setup numbers them); nil: the looks in seat order (online rooms).
	Look *int `json:"look,omitempty"`
}

// Room is one room, stored whole after every change.
type Room struct {
	Code    string         `json:"code"`
	Phase   Phase          `json:"phase"`
	Rules   engine.Rules   `json:"rules"`
	Seats   []Seat         `json:"seats"`
	Creator int            `json:"creator"` // the seat that may start and hand seats to computers
	Seed    uint64         `json:"seed"`
	Actions replay.Actions `json:"actions"`
	Seq     uint64         `json:"seq"` // changes so far: the Seq of the last update
	// Game is an engine save, as hosts before this one stored the game; the
	// game is now made again from Rules, Seed and Actions (Engine).
	Game json.RawMessage `json:"game,omitempty"`
	// Pending are the updates of the last change. Hosts that stored the
	// room whole after every change (Pos 0) kept them so that whichever host
	// stored the next change could publish them again if the host that made
	// them died before it did.
	Pending []Update `json:"pending,omitempty"`
	// Pos is where a host's log of the room's changes stood when it stored
	// this copy (a snapshot): the changes after it are in the log (Follow).
	// 0: the copy is the room itself, as older hosts stored it.
	Pos uint64 `json:"pos,omitempty"`
	// Logged is how many bytes the room's log held up to Pos: a host keeps
	// each room's log within its limit.
	Logged uint64 `json:"logged,omitempty"`
	// Local is a game on one screen (NewLocal): the screen plays its
	// computers itself, at a pace a person can follow, so their actions
	// come in through Play, and nobody reads its updates' states.
	Local bool `json:"local,omitempty"`
	// When is when the game began (RFC 3339), for the list of games kept.
	When string `json:"when,omitempty"`
	// From, when set, is the position (an engine save) the actions start
	// from instead of the seed's: a game resumed from a save made before
	// games were recorded, or one too long to keep whole (Rebase), is kept
	// from there.
	From json.RawMessage `json:"from,omitempty"`
	// Salt hides the seed in the room's promise (Promise): secret, like
	// the seed, until the game ends.
	Salt string `json:"salt,omitempty"`
	// Games is how many games the room played before this one (Play
	// again), and Again, after a game, the seats whose people said yes to
	// the next (Accept).
	Games int    `json:"games,omitempty"`
	Again []bool `json:"again,omitempty"`
	// Slow is a take-your-time room, which its host keeps for days since
	// its last move rather than a day; Hook is a web address the host posts
	// to when it becomes a person's turn. The host's own: not in View.
	Slow bool   `json:"slow,omitempty"`
	Hook string `json:"hook,omitempty"`

	game        *engine.Game
	rulesJSON   []byte   // Rules as Marshal writes them, made once
	actionsJSON []byte   // the first actionsN Actions as Marshal writes them
	actionsN    int      // (grown by the actions played since, not made again)
	pendingJSON [][]byte // Pending's updates in JSON (PendingJSON), when pendingOK
	pendingOK   bool
	stuck       bool  // the engine refused a computer's move: Due no more
	dealt       *Deal // the seed and salt of the game the pending change began (Rematch, or Follow's next)
}

// Update is one change, as every client of the room receives it.
type Update struct {
	Seq    uint64          `json:"seq"`
	Lobby  *View           `json:"lobby,omitempty"`  // the seats, when they changed
	Seat   int             `json:"seat"`             // who acted (-1: the room itself)
	Action *engine.Action  `json:"action,omitempty"` // what was played
	Events []Event         `json:"events,omitempty"`
	State  json.RawMessage `json:"state,omitempty"` // engine.State after the action
	Seed   *uint64         `json:"seed,omitempty"`  // revealed at the end, so anyone can replay the game
	Salt   string          `json:"salt,omitempty"`  // revealed with the seed: what the promise hid it with (Promise)
}

// Event is engine.Event with a compact JSON form (event.go) that reads back
// to the identical event; engine.Event's own JSON is the sim's text, which
// is written only.
type Event engine.Event

// View is what everyone may see of a room: no tokens, no seed.
type View struct {
	Code    string       `json:"code"`
	Phase   Phase        `json:"phase"`
	Rules   engine.Rules `json:"rules"`
	Seats   []ViewSeat   `json:"seats"`
	Creator int          `json:"creator"`
	// Promise is the host's commitment to the seed (Commitment), made
	// before anyone throws and kept to the end: "" for a room without one.
	Promise string `json:"promise,omitempty"`
	// Game is how many games the room played before this one (Play again),
	// and Again, after a game, the seats whose people said yes to the next.
	Game  int    `json:"game,omitempty"`
	Again []bool `json:"again,omitempty"`
}

// ViewSeat is a seat as the lobby shows it.
type ViewSeat struct {
	Name  string `json:"name"`
	Level string `json:"level,omitempty"`
	Taken bool   `json:"taken"` // a person holds it, or a computer plays it
	// Auto: Name is the room's own for a computer nobody named (ComputerName),
	// which a client words in its player's language ("Ordenador 3"); clients
	// that do not know it show Name.
	Auto bool `json:"auto,omitempty"`
}

// ComputerName is the name a room gives a computer's seat nobody named:
// words for logs and for clients too old to word the seat themselves
// (ViewSeat.Auto).
func ComputerName(seat int) string { return fmt.Sprintf("Computer %d", seat+1) }

// Error is a refused request: Code is stable for programs, Msg for people.
type Error struct{ Code, Msg string }

func (e *Error) Error() string { return e.Msg }

func fail(code, format string, a ...any) error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, a...)}
}

// SeatSpec is a seat asked for when a room is made: a computer level, or
// "" for a person.
type SeatSpec struct {
	Level string `json:"level,omitempty"`
	Name  string `json:"name,omitempty"`
}

// New makes a room in its lobby. The creator takes the first person seat
// (there must be one) under name, holding the token whose hash is given.
func New(code string, rules engine.Rules, seats []SeatSpec, name, tokenHash string, seed uint64) (*Room, error) {
	if err := rules.Validate(); err != nil {
		return nil, fail("bad-rules", "%v", err)
	}
	if len(seats) < 1 || len(seats) > engine.MaxSeats {
		return nil, fail("bad-seats", "%d seats; a room has 1 to %d", len(seats), engine.MaxSeats)
	}
	if _, err := engine.New(rules, len(seats), engine.NewPCG(seed)); err != nil {
		return nil, fail("bad-rules", "%v", err)
	}
	rulesJSON, err := json.Marshal(&rules)
	if err != nil || len(rulesJSON) > MaxRules {
		return nil, fail("bad-rules", "the rules take %d bytes; a room takes at most %d", len(rulesJSON), MaxRules)
	}
	r := &Room{Code: code, Phase: Lobby, Rules: rules, Seed: seed, Creator: -1, rulesJSON: rulesJSON}
	for i, s := range seats {
		seat := Seat{}
		if s.Level != "" {
			l, err := player.ParseLevel(s.Level)
			if err != nil {
				return nil, fail("bad-seats", "seat %d: %v", i+1, err)
			}
			seat.Level = l.String()
			seat.Name = ComputerName(i)
			if s.Name != "" {
				n, err := CleanName(s.Name)
				if err != nil {
					return nil, err
				}
				seat.Name = n
			}
		} else if r.Creator < 0 {
			n, err := CleanName(name)
			if err != nil {
				return nil, err
			}
			seat.Name, seat.Token = n, tokenHash
			r.Creator = i
		}
		r.Seats = append(r.Seats, seat)
	}
	if r.Creator < 0 {
		return nil, fail("bad-seats", "no seat for a person: the creator needs one")
	}
	r.done(r.change(nil, Update{Seat: -1, Lobby: r.View()}))
	return r, nil
}

// CleanName checks a seat name: 1 to MaxName printable characters.
func CleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	n := utf8.RuneCountInString(name)
	if !utf8.ValidString(name) || n == 0 || n > MaxName {
		return "", fail("bad-name", "a name is 1 to %d characters", MaxName)
	}
	for _, c := range name {
		if !unicode.IsPrint(c) {
			return "", fail("bad-name", "a name holds printable characters only")
		}
	}
	return name, nil
}

// View is what everyone may see of the room.
func (r *Room) View() *View {
	v := &View{Code: r.Code, Phase: r.Phase, Rules: r.Rules, Creator: r.Creator, Seats: make([]ViewSeat, len(r.Seats))}
	if r.Salt != "" {
		v.Promise = Commitment(r.Seed, r.Salt)
	}
	v.Game, v.Again = r.Games, append([]bool(nil), r.Again...)
	for i, s := range r.Seats {
		v.Seats[i] = ViewSeat{Name: s.Name, Level: s.Level, Taken: s.Level != "" || s.Token != "", Auto: s.Level != "" && s.Name == ComputerName(i)}
	}
	return v
}

func kindName(k engine.ActionKind) string {
	b, err := k.MarshalText()
	if err != nil {
		return "unknown action"
	}
	return string(b)
}

// play applies one action, its updates appended to ups.
func (r *Room) play(ups []Update, seat int, a engine.Action) ([]Update, error) {
	g := r.game
	evs, err := g.Play(a)
	if err != nil {
		return ups, fail("bad-action", "%v", err)
	}
	r.Actions = append(r.Actions, a)
	u := Update{Seat: seat, Action: &a, Events: make([]Event, len(evs))}
	for i, e := range evs {
		u.Events[i] = Event(e)
	}
	if !r.Local {
		u.State, _ = json.Marshal(&g.State)
	}
	if g.Over() {
		r.Phase = Over
		seed := r.Seed
		u.Seed, u.Salt = &seed, r.Salt
		u.Lobby = r.View()
	}
	return r.change(ups, u), nil
}

// Bounds on one change's computer moves: a run of the computers longer
// than either (the rest of a game once the last person has finished, a
// board of many throws again) is played in several changes (Computers), so
// that no change outgrows what a store takes in one message, and no request
// keeps the room for long.
const (
	MaxRun    = 64        // computer actions
	MaxChange = 128 << 10 // bytes of updates, about (updateSize)
)

// computers plays the computers' turns until a person is due, the game
// ends, or the change reaches MaxRun actions or MaxChange bytes: Due then
// says that more is to come.
func (r *Room) computers(ups []Update) []Update {
	g := r.game
	size := 0
	for _, u := range ups {
		size += updateSize(&u)
	}
	for run := 0; run < MaxRun && size < MaxChange && r.Due(); run++ {
		cur := g.Current()
		a := engine.Roll
		if g.Due() == engine.ActChoose {
			l, _ := player.ParseLevel(r.Seats[cur].Level)
			a = engine.Choose(player.New(l, r.Seed+uint64(len(r.Actions))).Choose(g))
		}
		var err error
		if ups, err = r.play(ups, cur, a); err != nil {
			r.stuck = true // the engine refused a computer's move: leave the game where it stands rather than loop
			break
		}
		size += updateSize(&ups[len(ups)-1])
	}
	return ups
}

// updateSize is about the bytes of an update in JSON (AppendJSON), without
// writing it.
func updateSize(u *Update) int {
	return 64 + len(u.State) + (4*eventFields+1)*len(u.Events)
}

// Due reports whether a computer is to play: the rest of a run cut short
// by its bounds, for Computers.
func (r *Room) Due() bool {
	if r.Phase != Playing || r.stuck {
		return false
	}
	g, err := r.Engine()
	if err != nil || g.Over() {
		return false
	}
	cur := g.Current()
	return cur >= 0 && r.Seats[cur].Level != ""
}

// change numbers an update and adds it to ups.
func (r *Room) change(ups []Update, u Update) []Update {
	r.Seq++
	u.Seq = r.Seq
	return append(ups, u)
}

// done keeps the updates of a request as the room's Pending and returns them.
func (r *Room) done(ups []Update) []Update {
	if r.Local {
		return ups // no other host takes a game on one screen over
	}
	r.Pending, r.pendingOK, r.dealt = ups, false, nil
	return ups
}

// PendingJSON is each of Pending's updates in JSON, made once: the room's
// store (Marshal) and a host publishing them share it.
func (r *Room) PendingJSON() ([][]byte, error) {
	if r.pendingOK {
		return r.pendingJSON, nil
	}
	r.pendingJSON = r.pendingJSON[:0]
	for i := range r.Pending {
		u := &r.Pending[i]
		data, err := u.AppendJSON(make([]byte, 0, 64+len(u.State)+(4*eventFields+1)*len(u.Events)))
		if err != nil {
			return nil, err
		}
		r.pendingJSON = append(r.pendingJSON, data)
	}
	r.pendingOK = true
	return r.pendingJSON, nil
}

// Engine is the room's game (nil in the lobby), made on first use: played
// again from the seed and every action (the engine is deterministic), which
// is far cheaper than a save written after every action; or read from the
// save of a room stored by an older host.
func (r *Room) Engine() (*engine.Game, error) {
	if r.game != nil || r.Phase == Lobby {
		return r.game, nil
	}
	if len(r.Game) > 0 {
		g, err := engine.Load(r.Game)
		if err != nil {
			return nil, fail("damaged", "room %s: %v", r.Code, err)
		}
		r.game, r.Game = g, nil
		return g, nil
	}
	g, err := r.start()
	if err != nil {
		return nil, fail("damaged", "room %s: %v", r.Code, err)
	}
	for i, a := range r.Actions {
		if _, err := g.Play(a); err != nil {
			return nil, fail("damaged", "room %s: action %d: %v", r.Code, i+1, err)
		}
	}
	if g.Over() != (r.Phase == Over) {
		return nil, fail("damaged", "room %s: its actions do not end where it stands", r.Code)
	}
	r.game = g
	return g, nil
}

// start is the game as it stands before the first action: the seed's, or
// the position From.
func (r *Room) start() (*engine.Game, error) {
	if len(r.From) == 0 {
		return engine.New(r.Rules, len(r.Seats), engine.NewPCG(r.Seed))
	}
	g, err := engine.Load(r.From)
	if err != nil {
		return nil, err
	}
	if len(g.State.Seats) != len(r.Seats) {
		return nil, fmt.Errorf("the start position has %d seats, the room %d", len(g.State.Seats), len(r.Seats))
	}
	return g, nil
}

// Load reads a room written by Marshal.
func Load(data []byte) (*Room, error) {
	var r Room
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("room: %w", err)
	}
	if r.Code == "" || len(r.Seats) == 0 || r.Creator < 0 || r.Creator >= len(r.Seats) {
		return nil, errors.New("room: damaged")
	}
	g, err := r.Engine()
	if err != nil {
		return nil, err
	}
	if g != nil { // an older host's save holds the rules
		r.Rules = g.Rules
	}
	return &r, nil
}
