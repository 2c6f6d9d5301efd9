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
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
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

	game        *engine.Game
	rulesJSON   []byte   // Rules as Marshal writes them, made once
	actionsJSON []byte   // the first actionsN Actions as Marshal writes them
	actionsN    int      // (grown by the actions played since, not made again)
	pendingJSON [][]byte // Pending's updates in JSON (PendingJSON), when pendingOK
	pendingOK   bool
	stuck       bool // the engine refused a computer's move: Due no more
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

// HashToken is what a room keeps of a seat's secret token.
func HashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
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
	for i, s := range r.Seats {
		v.Seats[i] = ViewSeat{Name: s.Name, Level: s.Level, Taken: s.Level != "" || s.Token != "", Auto: s.Level != "" && s.Name == ComputerName(i)}
	}
	return v
}

// SeatOf is the seat a token holds, or -1.
func (r *Room) SeatOf(token string) int {
	h := HashToken(token)
	for i, s := range r.Seats {
		if s.Token != "" && subtle.ConstantTimeCompare([]byte(s.Token), []byte(h)) == 1 {
			return i
		}
	}
	return -1
}

// Join gives a person the seat asked for (-1: the first open one).
func (r *Room) Join(name string, seat int, tokenHash string) (int, []Update, error) {
	if r.Phase != Lobby {
		return -1, nil, fail("started", "the game in room %s has started: only its players can come back", r.Code)
	}
	n, err := CleanName(name)
	if err != nil {
		return -1, nil, err
	}
	if seat == -1 {
		for i, s := range r.Seats {
			if s.Level == "" && s.Token == "" {
				seat = i
				break
			}
		}
		if seat == -1 {
			return -1, nil, fail("full", "room %s has no open seat", r.Code)
		}
	}
	if seat < 0 || seat >= len(r.Seats) {
		return -1, nil, fail("bad-seat", "seat %d: room %s has seats 1 to %d", seat+1, r.Code, len(r.Seats))
	}
	if s := r.Seats[seat]; s.Level != "" || s.Token != "" {
		return -1, nil, fail("seat-taken", "seat %d is taken", seat+1)
	}
	r.Seats[seat] = Seat{Name: n, Token: tokenHash}
	return seat, r.done(r.change(nil, Update{Seat: seat, Lobby: r.View()})), nil
}

// Start begins the game: the creator only, every seat taken.
func (r *Room) Start(by int) ([]Update, error) {
	if by != r.Creator {
		return nil, fail("not-creator", "only the room's creator starts the game")
	}
	if r.Phase != Lobby {
		return nil, fail("started", "the game has already started")
	}
	for i, s := range r.Seats {
		if s.Level == "" && s.Token == "" {
			return nil, fail("seat-open", "seat %d is still open: wait for someone, or hand it to a computer", i+1)
		}
	}
	g, err := engine.New(r.Rules, len(r.Seats), engine.NewPCG(r.Seed))
	if err != nil {
		return nil, fail("bad-rules", "%v", err)
	}
	r.game, r.Phase = g, Playing
	ups := r.change(nil, Update{Seat: -1, Lobby: r.View()})
	// The host pays the antes and rolls the order: nobody's choice.
	ups, err = r.play(ups, -1, engine.Begin)
	if err != nil {
		r.game, r.Phase = nil, Lobby
		return nil, err
	}
	return r.done(r.computers(ups)), nil
}

// Hand gives a seat to a computer of the level: the creator's remedy for a
// person who has gone. In the lobby it also fills an open seat.
func (r *Room) Hand(by, seat int, level string) ([]Update, error) {
	if by != r.Creator {
		return nil, fail("not-creator", "only the room's creator hands a seat to a computer")
	}
	if r.Phase == Over {
		return nil, fail("over", "the game is over")
	}
	if seat < 0 || seat >= len(r.Seats) {
		return nil, fail("bad-seat", "seat %d: room %s has seats 1 to %d", seat+1, r.Code, len(r.Seats))
	}
	if seat == r.Creator {
		return nil, fail("bad-seat", "the creator keeps a seat")
	}
	l, err := player.ParseLevel(level)
	if err != nil {
		return nil, fail("bad-level", "%v", err)
	}
	if r.Seats[seat].Level == l.String() {
		// Nothing would change, yet the whole lobby would be logged again.
		return nil, fail("unchanged", "seat %d is already played by a computer of that level", seat+1)
	}
	r.Seats[seat].Level, r.Seats[seat].Token = l.String(), ""
	if r.Seats[seat].Name == "" {
		r.Seats[seat].Name = ComputerName(seat)
	}
	ups := r.change(nil, Update{Seat: -1, Lobby: r.View()})
	if r.Phase == Playing {
		if _, err := r.Engine(); err != nil {
			return nil, err
		}
		ups = r.computers(ups)
	}
	return r.done(ups), nil
}

// Act plays a person's action: only the seat whose turn it is.
func (r *Room) Act(seat int, a engine.Action) ([]Update, error) {
	switch r.Phase {
	case Lobby:
		return nil, fail("not-started", "the game has not started")
	case Over:
		return nil, fail("over", "the game is over")
	}
	g, err := r.Engine()
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= len(r.Seats) || r.Seats[seat].Level != "" {
		return nil, fail("bad-seat", "that seat is not a person's")
	}
	if cur := g.Current(); cur != seat {
		return nil, fail("not-your-turn", "it is seat %d's turn, not seat %d's", cur+1, seat+1)
	}
	if a.Kind != g.Due() {
		return nil, fail("bad-action", "a %s is due, not a %s", kindName(g.Due()), kindName(a.Kind))
	}
	ups, err := r.play(nil, seat, a)
	if err != nil {
		return nil, err
	}
	return r.done(r.computers(ups)), nil
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
		u.Seed = &seed
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

// Computers plays on a computers' run (Due), within the same bounds as the
// change that began it.
func (r *Room) Computers() ([]Update, error) {
	if !r.Due() {
		return nil, fail("not-due", "no computer is to play in room %s", r.Code)
	}
	return r.done(r.computers(nil)), nil
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
	r.Pending, r.pendingOK = ups, false
	return ups
}

// Follow brings the room up to a change made elsewhere (by another host,
// read from the log): its updates, in order, and the seats as they stand
// after it (nil: unchanged, as they hold tokens that updates never show).
// Updates the room already has are passed over. An update that does not
// follow on, or an action the game refuses or plays otherwise than the
// update says, is an error: the room is then to be read again.
func (r *Room) Follow(ups []Update, seats []Seat) error {
	for i := range ups {
		u := &ups[i]
		if u.Seq <= r.Seq {
			continue
		}
		if u.Seq != r.Seq+1 {
			return fail("damaged", "room %s: update %d after %d", r.Code, u.Seq, r.Seq)
		}
		if u.Action != nil {
			g, err := r.Engine()
			if err != nil {
				return err
			}
			if g == nil {
				return fail("damaged", "room %s: an action in the lobby", r.Code)
			}
			evs, err := g.Play(*u.Action)
			if err != nil {
				return fail("damaged", "room %s: update %d: %v", r.Code, u.Seq, err)
			}
			if len(evs) != len(u.Events) {
				return fail("damaged", "room %s: update %d is not what its action does", r.Code, u.Seq)
			}
			for j := range evs {
				if Event(evs[j]) != u.Events[j] {
					return fail("damaged", "room %s: update %d is not what its action does", r.Code, u.Seq)
				}
			}
			r.Actions = append(r.Actions, *u.Action)
		}
		if u.Lobby != nil {
			r.Phase, r.Creator = u.Lobby.Phase, u.Lobby.Creator
		}
		r.Seq = u.Seq
	}
	if seats != nil {
		r.Seats = seats
	}
	r.Pending, r.pendingOK = ups, false
	return nil
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
