// Package proto is what goose clients and hosts say to each other over a
// WebSocket: one JSON object a message, a Request from the client and a
// Reply from the host. The limits on messages live here, for both sides.
package proto

import (
	"bytes"
	"encoding/json"
	"strconv"
	"time"

	"goose/engine"
	"goose/engine/room"
)

// Path is where a host takes WebSocket connections.
const Path = "/ws"

// Limits on what a client may send: far past any honest client.
const (
	MaxMessage = 64 << 10 // bytes in one request (a rules file of one's own board fits)
	Rate       = 20       // requests a second, on average
	Burst      = 40       // requests at once
	// JoinRate is how many create, join and resume requests one address may
	// make a minute: room codes cannot be guessed by trying.
	JoinRate = 30
)

// Idle is how long a connection may send nothing before the host cuts it
// (a host may name a shorter time in its welcome). A client with nothing
// to say pings after Heartbeat: a page in a hidden tab, whose timers the
// browser may hold back to one a minute, still pings in time.
const (
	Idle      = 3 * time.Minute
	Heartbeat = 30 * time.Second
)

// Request kinds.
const (
	Create = "create" // make a room: Name, Rules, Seats, Slow, Hook
	Join   = "join"   // take a seat: Code, Name, Seat (-1 or absent: any)
	Resume = "resume" // come back: Code, Token, Since
	Start  = "start"  // the creator starts the game
	Act    = "act"    // play Action for one's seat
	Hand   = "hand"   // the creator hands Seat to a computer of Level
	Ping   = "ping"   // nothing to do: the client is still there (no reply)
	Watch  = "watch"  // watch a room, holding no seat: Code, Since (a watcher back after a drop)
	React  = "react"  // say one of Reactions to everyone in one's room (a seat or a watcher): React
	Again  = "again"  // after a game, say yes to the next in the same room and seats (Play again)
	Peek   = "peek"   // whose turn it is in rooms, without joining them: Codes (no token: watchers see as much)
)

// MaxPeek is how many rooms one peek asks after: a player's rooms, as a
// client keeps them.
const MaxPeek = 20

// MaxWatchers is how many connections may watch one room at once, over
// all its hosts; watchers take no seat.
const MaxWatchers = 50

// Request is one message from a client.
type Request struct {
	Type   string          `json:"type"`
	Code   string          `json:"code,omitempty"`
	Name   string          `json:"name,omitempty"`
	Token  string          `json:"token,omitempty"`
	Seat   *int            `json:"seat,omitempty"`
	Since  uint64          `json:"since,omitempty"` // resume: the last update the client has
	At     uint64          `json:"at,omitempty"`    // act: the update the client acts upon; refused if the room has moved on
	Rules  *Rules          `json:"rules,omitempty"`
	Seats  []room.SeatSpec `json:"seats,omitempty"`
	Codes  []string        `json:"codes,omitempty"` // peek: the rooms asked after
	Action *engine.Action  `json:"action,omitempty"`
	Level  string          `json:"level,omitempty"`
	React  string          `json:"react,omitempty"`
	// Create: a take-your-time room, kept for days since its last move
	// (SlowDays) rather than a day; and a web address the host posts to
	// when it becomes a person's turn (at most MaxHook bytes, http or https).
	Slow bool   `json:"slow,omitempty"`
	Hook string `json:"hook,omitempty"`
}

// How long a host keeps a room with no move: a take-your-time room
// (Request.Slow) and any other. One place for both: the host's store
// expires rooms by them and a client may say them.
const (
	SlowDays = 30
	RoomDays = 1
)

// MaxHook is the longest web address a room's creator may give (Request.Hook).
const MaxHook = 512

// A roll's request, nearly every request a host reads, is written and read
// without reflection: exactly as encoding/json writes it, with or without
// the update it acts upon (rollAt, the number, rollTail; or rollBare).
var rollAt, rollTail, rollBare = func() ([]byte, []byte, []byte) {
	a := engine.Roll
	at, _ := json.Marshal(&Request{Type: Act, At: 1, Action: &a})
	bare, _ := json.Marshal(&Request{Type: Act, Action: &a})
	i := bytes.Index(at, []byte(`"at":1,`)) + len(`"at":`)
	return at[:i], at[i+1:], bare
}()

// MarshalRequest writes a request as json.Marshal does.
func MarshalRequest(r *Request) ([]byte, error) {
	if !r.roll() {
		return json.Marshal(r)
	}
	if r.At == 0 {
		return append([]byte(nil), rollBare...), nil
	}
	b := make([]byte, 0, len(rollAt)+20+len(rollTail))
	b = strconv.AppendUint(append(b, rollAt...), r.At, 10)
	return append(b, rollTail...), nil
}

// roll reports whether r is a roll's request, the update it acts upon
// aside: what the fast path writes.
func (r *Request) roll() bool {
	return r.Type == Act && r.Action != nil && *r.Action == engine.Roll && r.onlyRoll()
}

// onlyRoll reports whether every field but a roll's own (Type, Action,
// At) is empty. A field added to Request goes here, or its request would
// be written as a roll's: TestEveryRequestFieldLeavesTheFastPath fails.
func (r *Request) onlyRoll() bool {
	return r.Code == "" && r.Name == "" && r.Token == "" && r.Level == "" && r.React == "" && r.Hook == "" &&
		r.Seat == nil && r.Rules == nil && r.Seats == nil && r.Codes == nil && r.Since == 0 && !r.Slow
}

// ReadRoll reads a roll's request written as MarshalRequest writes it,
// reporting false for anything else (read that as JSON).
func ReadRoll(data []byte, r *Request) bool {
	at := uint64(0)
	if !bytes.Equal(data, rollBare) {
		if len(data) <= len(rollAt)+len(rollTail) || !bytes.HasPrefix(data, rollAt) || !bytes.HasSuffix(data, rollTail) {
			return false
		}
		num := data[len(rollAt) : len(data)-len(rollTail)]
		if num[0] < '1' || num[0] > '9' { // JSON has no leading zeros; 0 is written bare
			return false
		}
		var err error
		if at, err = strconv.ParseUint(string(num), 10, 64); err != nil {
			return false
		}
	}
	a := engine.Roll
	*r = Request{Type: Act, At: at, Action: &a}
	return true
}

// Rules name a rule set: a preset and options, or a rules file of one's own.
type Rules struct {
	Preset  string `json:"preset,omitempty"`
	Options string `json:"options,omitempty"`
	File    string `json:"file,omitempty"` // a rules file (engine.ParseRules), instead of Preset
}

// Engine reads the rules named.
func (r *Rules) Engine() (engine.Rules, error) {
	var rules engine.Rules
	var err error
	if r.File != "" {
		rules, err = engine.ParseRules("rules", []byte(r.File))
	} else {
		name := r.Preset
		if name == "" {
			name = "classic"
		}
		rules, err = engine.Preset(name)
	}
	if err != nil {
		return rules, err
	}
	return rules, rules.Apply(r.Options)
}

// Reply kinds.
const (
	Welcome = "welcome" // a seat is yours (after create, join or resume): Code, Token, Seat, Room, State, Seq, Watching;
	// after watch: Seat -1, no Token, and first every update from the room's first (or after Since)
	Watchers = "watchers" // how many watch the room changed: Watching
	Reaction = "reaction" // someone in the room reacted: React, Seat (-1: a watcher); not logged
	Update   = "update"   // something happened in the room: Update
	Error    = "error"    // a request was refused and changed nothing: Error, Re
	Peeked   = "peeked"   // a peek's answer: Rooms, one for each code asked, in order
)

// RoomTurn is where a room stands, as a peek tells it: gone (no such room,
// or expired), in its lobby, finished, or whose turn (Seat, Name) it is.
type RoomTurn struct {
	Code  string `json:"code"`
	Gone  bool   `json:"gone,omitempty"`
	Lobby bool   `json:"lobby,omitempty"`
	Over  bool   `json:"over,omitempty"`
	Seat  int    `json:"seat"` // whose turn: -1 for none
	Name  string `json:"name,omitempty"`
	Auto  bool   `json:"auto,omitempty"` // Name is the room's own for a computer (room.ViewSeat.Auto)
	Slow  bool   `json:"slow,omitempty"` // a take-your-time room (room.View.Slow)
}

// Reply is one message from a host.
type Reply struct {
	Type   string          `json:"type"`
	Code   string          `json:"code,omitempty"`
	Token  string          `json:"token,omitempty"`
	Seat   int             `json:"seat,omitempty"`
	Room   *room.View      `json:"room,omitempty"`
	State  json.RawMessage `json:"state,omitempty"` // engine.State, once the game has begun
	Seq    uint64          `json:"seq,omitempty"`   // the update the welcome's room and state stand at
	Update *room.Update    `json:"update,omitempty"`
	Error  *Problem        `json:"error,omitempty"`
	Re     string          `json:"re,omitempty"`   // the request kind an error answers
	Idle   int64           `json:"idle,omitempty"` // welcome: milliseconds the host lets a connection send nothing
	// Watching is how many watch the room (welcome, watchers), counted by
	// each host and summed over the hosts.
	Watching int        `json:"watching,omitempty"`
	React    string     `json:"react,omitempty"` // reaction: which
	Rooms    []RoomTurn `json:"rooms,omitempty"` // peeked
}

// updateReply is how a host writes an update's reply (Reply, encoded).
var updateReply = []byte(`{"type":"` + Update + `","update":`)

// ReadReply reads a reply as json.Unmarshal does, an update's (nearly all
// of them) without reflection: every client reads every update of its room.
func ReadReply(data []byte, r *Reply) error {
	if len(data) > len(updateReply) && bytes.HasPrefix(data, updateReply) && data[len(data)-1] == '}' {
		u := new(room.Update)
		if u.UnmarshalJSON(data[len(updateReply):len(data)-1]) == nil {
			*r = Reply{Type: Update, Update: u}
			return nil
		}
	}
	return json.Unmarshal(data, r)
}

// Problem is why a request was refused: Code for programs, Msg for people.
type Problem struct {
	Code string `json:"code"`
	Msg  string `json:"msg"`
	// Retry is, for too-fast, the milliseconds after which the request
	// would be taken.
	Retry int64 `json:"retry,omitempty"`
}

// Error codes the host adds to room.Error's.
const (
	ErrBadJSON     = "bad-json"
	ErrTooLarge    = "too-large"
	ErrTooFast     = "too-fast"
	ErrUnknownType = "unknown-type"
	ErrNoRoom      = "no-room"
	ErrBadToken    = "bad-token"
	ErrNotSeated   = "not-seated"
	ErrSeated      = "seated"
	ErrBadRequest  = "bad-request"
	ErrUnavailable = "unavailable"  // the store is unreachable for now: try again
	ErrStale       = "stale"        // an act upon an update the room has moved past
	ErrStoreFull   = "store-full"   // the store has no room for changes until old rooms expire
	ErrRoomFull    = "room-full"    // the room's log has reached its limit
	ErrWatching    = "watching"     // a watcher may only watch
	ErrWatchFull   = "watch-full"   // MaxWatchers watch the room already
	ErrBadReaction = "bad-reaction" // not one of Reactions
	ErrBadHook     = "bad-hook"     // a room's web address (Request.Hook) the host will not post to
	ErrNoHooks     = "no-hooks"     // the host posts to no web address (goose host --no-hooks)
	ErrSeatGiven   = "seat-given"   // the token's seat went to a computer while its person was away
)

// Reactions are what people in a room may say to each other, by ID (each
// client words them in its reader's language): a fixed few, and no free
// text, so that nothing needs watching over and children may play.
var Reactions = [...]string{"luck", "ohno", "well", "hurry", "honk"}

// ReactEvery is how often one connection may react.
const ReactEvery = 3 * time.Second

// IsReaction reports whether id is one of Reactions.
func IsReaction(id string) bool {
	for _, r := range Reactions {
		if r == id {
			return true
		}
	}
	return false
}
