package room

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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
	n := 160 + len(r.Code) + len(seats) + len(r.actionsJSON) + len(r.Game) + len(r.rulesJSON) + len(r.When) + len(r.From) + len(r.Salt) + len(r.Hook)
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
	if r.Pos != 0 {
		out = append(out, `,"pos":`...)
		out = strconv.AppendUint(out, r.Pos, 10)
	}
	if r.Logged != 0 {
		out = append(out, `,"logged":`...)
		out = strconv.AppendUint(out, r.Logged, 10)
	}
	if r.Local {
		out = append(out, `,"local":true`...)
	}
	if r.When != "" {
		out = append(out, `,"when":`...)
		out = appendString(out, r.When)
	}
	if len(r.From) > 0 {
		out = append(out, `,"from":`...)
		out = append(out, r.From...)
	}
	if r.Salt != "" {
		out = append(out, `,"salt":`...)
		out = appendString(out, r.Salt)
	}
	if r.Games != 0 {
		out = append(out, `,"games":`...)
		out = strconv.AppendInt(out, int64(r.Games), 10)
	}
	if len(r.Again) > 0 {
		data, err := json.Marshal(r.Again)
		if err != nil {
			return nil, err
		}
		out = append(append(out, `,"again":`...), data...)
	}
	if r.Slow {
		out = append(out, `,"slow":true`...)
	}
	if r.Hook != "" {
		out = append(out, `,"hook":`...)
		out = appendString(out, r.Hook)
	}
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
	if u.Salt != "" {
		b = appendString(append(b, `,"salt":`...), u.Salt)
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

// UnmarshalJSON reads an update without reflection, as every client reads
// every update of its room: encoding/json took most of a client's time.
// It reads what encoding/json reads for its fields (names in the case
// written), refusing JSON that is not well formed.
func (u *Update) UnmarshalJSON(data []byte) error {
	var v Update
	rd := reader{data: data}
	err := rd.object(func(k []byte) error {
		key := string(k)     // not kept: no copy made
		if key == "events" { // read in one pass: most of an update
			v.Events = v.Events[:0]
			if rd.null() {
				return nil
			}
			err := rd.elements(func() error {
				var e Event
				err := e.read(&rd)
				v.Events = append(v.Events, e)
				return err
			})
			if err == nil && v.Events == nil {
				v.Events = []Event{}
			}
			return err
		}
		val, err := rd.value()
		if err != nil || string(val) == "null" && key != "state" {
			return err // null leaves a field as it is, as with encoding/json
		}
		switch key {
		case "seq":
			v.Seq, err = strconv.ParseUint(string(val), 10, 64)
		case "seat":
			var n int64
			n, err = strconv.ParseInt(string(val), 10, 0)
			v.Seat = int(n)
		case "seed":
			var n uint64
			n, err = strconv.ParseUint(string(val), 10, 64)
			v.Seed = &n
		case "salt":
			err = json.Unmarshal(val, &v.Salt)
		case "lobby":
			v.Lobby = new(View)
			err = json.Unmarshal(val, v.Lobby)
		case "action":
			v.Action = new(engine.Action)
			if string(val) == string(rollJSON) {
				*v.Action = engine.Roll
			} else {
				err = json.Unmarshal(val, v.Action)
			}
		case "state":
			v.State = append(json.RawMessage(nil), val...)
		}
		if err != nil {
			return fmt.Errorf("update: %q: %w", key, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// ReadObject reads a JSON object by hand, giving fn each member's name and
// value as written: for a client reading a few members of a large object
// (who is to move, from a state) without encoding/json's reflection.
func ReadObject(data []byte, fn func(key string, val []byte) error) error {
	rd := reader{data: data}
	return rd.object(func(key []byte) error {
		val, err := rd.value()
		if err != nil {
			return err
		}
		return fn(string(key), val)
	})
}

// reader reads JSON by hand, for the few shapes read often enough for
// encoding/json's reflection to count.
type reader struct {
	data []byte
	i    int
}

var errJSON = errors.New("not well-formed JSON")

func (r *reader) space() {
	for r.i < len(r.data) {
		switch r.data[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// null reads a null, if one is next.
func (r *reader) null() bool {
	r.space()
	if bytes.HasPrefix(r.data[r.i:], []byte("null")) {
		r.i += 4
		return true
	}
	return false
}

// object reads a whole JSON object, fn reading each member's value.
func (r *reader) object(fn func(key []byte) error) error {
	if err := r.members(fn); err != nil {
		return err
	}
	r.space()
	if r.i != len(r.data) {
		return errJSON
	}
	return nil
}

// members reads an object from its '{' to its '}', fn (or, if nil,
// value) reading each member's value.
func (r *reader) members(fn func(key []byte) error) error {
	if !r.open('{', '}') {
		return r.err()
	}
	for {
		r.space()
		k, err := r.value()
		if err != nil || len(k) < 2 || k[0] != '"' {
			return errJSON
		}
		r.space()
		if r.i >= len(r.data) || r.data[r.i] != ':' {
			return errJSON
		}
		r.i++
		r.space()
		if fn != nil {
			key := k[1 : len(k)-1]
			if bytes.IndexByte(k, '\\') >= 0 {
				var s string
				if err := json.Unmarshal(k, &s); err != nil {
					return err
				}
				key = []byte(s)
			}
			err = fn(key)
		} else {
			_, err = r.value()
		}
		if err != nil {
			return err
		}
		if done, err := r.next('}'); done || err != nil {
			return err
		}
	}
}

// elements reads an array from its '[' to its ']', fn (or, if nil, value)
// reading each element.
func (r *reader) elements(fn func() error) error {
	if !r.open('[', ']') {
		return r.err()
	}
	for {
		r.space()
		var err error
		if fn != nil {
			err = fn()
		} else {
			_, err = r.value()
		}
		if err != nil {
			return err
		}
		if done, err := r.next(']'); done || err != nil {
			return err
		}
	}
}

// open reads an opening bracket, reporting false if there is none or if
// the closing one follows at once (both read).
func (r *reader) open(open, close byte) bool {
	r.space()
	if r.i >= len(r.data) || r.data[r.i] != open {
		r.i = -1 // err reports it
		return false
	}
	r.i++
	r.space()
	if r.i < len(r.data) && r.data[r.i] == close {
		r.i++
		return false
	}
	return true
}

// err is what open's false means: nil for an empty object or array.
func (r *reader) err() error {
	if r.i < 0 {
		return errJSON
	}
	return nil
}

// next reads the ',' between members or elements, or the closing bracket.
func (r *reader) next(close byte) (done bool, err error) {
	r.space()
	if r.i < len(r.data) {
		switch r.data[r.i] {
		case ',':
			r.i++
			return false, nil
		case close:
			r.i++
			return true, nil
		}
	}
	return true, errJSON
}

// number tells the bytes a JSON number may hold.
var number = [256]bool{'+': true, '-': true, '.': true, 'e': true, 'E': true,
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true}

// value reads one value, checking its form, and returns it as written.
func (r *reader) value() ([]byte, error) {
	if r.i >= len(r.data) {
		return nil, errJSON
	}
	start := r.i
	switch c := r.data[r.i]; {
	case c == '{':
		if err := r.members(nil); err != nil {
			return nil, err
		}
	case c == '[':
		if err := r.elements(nil); err != nil {
			return nil, err
		}
	case c == '"':
		for r.i++; ; r.i++ {
			if r.i >= len(r.data) || r.data[r.i] < 0x20 {
				return nil, errJSON
			}
			if r.data[r.i] == '\\' {
				r.i++
			} else if r.data[r.i] == '"' {
				r.i++
				break
			}
		}
	case c == '-' || c >= '0' && c <= '9':
		for r.i < len(r.data) && number[r.data[r.i]] {
			r.i++
		}
	default:
		for _, lit := range [...]string{"true", "false", "null"} {
			if bytes.HasPrefix(r.data[r.i:], []byte(lit)) {
				r.i += len(lit)
				return r.data[start:r.i], nil
			}
		}
		return nil, errJSON
	}
	return r.data[start:r.i], nil
}
