package room

import (
	"encoding/json"
	"strconv"

	"goose/engine"
	"goose/engine/replay"
)

// A host writes a room and its updates after every action, and encoding/json's
// reflection over them was most of its own work on an action: they are
// written here by hand, in the JSON encoding/json reads back (json_test.go
// checks that it is the very JSON encoding/json writes).

// Marshal writes the room whole, as cheaply as it can: the game is its
// seed and actions (Engine makes it again), and the parts that seldom
// change are written once: the rules, which never change, the actions,
// only those played since the last Marshal, and the updates pending, which
// a host also publishes (PendingJSON).
func (r *Room) Marshal() ([]byte, error) {
	if r.rulesJSON == nil {
		data, err := json.Marshal(&r.Rules)
		if err != nil {
			return nil, err
		}
		r.rulesJSON = data
	}
	if err := r.writeActions(); err != nil {
		return nil, err
	}
	pending, err := r.PendingJSON()
	if err != nil {
		return nil, err
	}
	seats, err := json.Marshal(r.Seats) // a few names: cheap, and they change
	if err != nil {
		return nil, err
	}
	n := 128 + len(r.Code) + len(seats) + len(r.actionsJSON) + len(r.Game) + len(r.rulesJSON)
	for _, p := range pending {
		n += len(p) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, `{"code":`...)
	out = appendString(out, r.Code)
	out = append(out, `,"phase":`...)
	out = appendString(out, string(r.Phase))
	out = append(out, `,"seats":`...)
	out = append(out, seats...)
	out = append(out, `,"creator":`...)
	out = strconv.AppendInt(out, int64(r.Creator), 10)
	out = append(out, `,"seed":`...)
	out = strconv.AppendUint(out, r.Seed, 10)
	out = append(out, `,"actions":`...)
	out = append(out, r.actionsJSON...)
	out = append(out, `,"seq":`...)
	out = strconv.AppendUint(out, r.Seq, 10)
	if len(r.Game) > 0 {
		out = append(out, `,"game":`...)
		out = append(out, r.Game...)
	}
	out = append(out, `,"rules":`...)
	out = append(out, r.rulesJSON...)
	if len(pending) > 0 {
		out = append(out, `,"pending":[`...)
		for i, p := range pending {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, p...)
		}
		out = append(out, ']')
	}
	return append(out, '}'), nil
}

// writeActions brings actionsJSON up to every action played, writing only
// those it lacks.
func (r *Room) writeActions() error {
	if r.actionsJSON != nil && r.actionsN == len(r.Actions) {
		return nil
	}
	if r.actionsJSON == nil || r.actionsN > len(r.Actions) || r.actionsN == 0 {
		data, err := replay.Actions(r.Actions).MarshalJSON()
		if err != nil {
			return err
		}
		r.actionsJSON, r.actionsN = data, len(r.Actions)
		return nil
	}
	more, err := replay.Actions(r.Actions[r.actionsN:]).MarshalJSON()
	if err != nil {
		return err
	}
	// [a,b] and [c] make [a,b,c].
	r.actionsJSON = append(append(r.actionsJSON[:len(r.actionsJSON)-1], ','), more[1:]...)
	r.actionsN = len(r.Actions)
	return nil
}

// rollJSON is the action played most, written once.
var rollJSON, _ = json.Marshal(engine.Roll)

// MarshalJSON writes the update as AppendJSON does.
func (u Update) MarshalJSON() ([]byte, error) { return u.AppendJSON(nil) }

// AppendJSON appends the update in JSON to b: what encoding/json would
// write for its fields, without the reflection.
func (u *Update) AppendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"seq":`...)
	b = strconv.AppendUint(b, u.Seq, 10)
	if u.Lobby != nil {
		data, err := json.Marshal(u.Lobby)
		if err != nil {
			return nil, err
		}
		b = append(append(b, `,"lobby":`...), data...)
	}
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(u.Seat), 10)
	if u.Action != nil {
		data := rollJSON
		if *u.Action != engine.Roll {
			var err error
			if data, err = json.Marshal(u.Action); err != nil {
				return nil, err
			}
		}
		b = append(append(b, `,"action":`...), data...)
	}
	if len(u.Events) > 0 {
		b = append(b, `,"events":[`...)
		for i := range u.Events {
			if i > 0 {
				b = append(b, ',')
			}
			b = u.Events[i].appendJSON(b)
		}
		b = append(b, ']')
	}
	if len(u.State) > 0 { // encoding/json's own writing, or read by it: valid JSON
		b = append(append(b, `,"state":`...), u.State...)
	}
	if u.Seed != nil {
		b = append(b, `,"seed":`...)
		b = strconv.AppendUint(b, *u.Seed, 10)
	}
	return append(b, '}'), nil
}

// appendString appends s as a JSON string.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			data, _ := json.Marshal(s) // escapes as encoding/json does
			return append(b, data...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}
