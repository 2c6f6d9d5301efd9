package proto

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"goose/engine"
	"goose/engine/room"
)

// ReadReply reads every reply as json.Unmarshal does: updates (written by
// encoding/json, or wrapped as a host forwards them), the others, replies
// shaped like an update's with more after it, and malformed ones refused.
func TestReadReplyAsJSON(t *testing.T) {
	seed := uint64(9)
	u := &room.Update{Seq: 4, Seat: 1, Action: &engine.Roll, Events: []room.Event{{Kind: 3, Seat: 1}},
		State: json.RawMessage(`{"phase":"play"}`), Seed: &seed}
	enc := func(r Reply) string {
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	upd, _ := json.Marshal(u)
	for _, data := range []string{
		enc(Reply{Type: Update, Update: u}),
		`{"type":"update","update":` + string(upd) + `}`,
		`{"type":"update","update":` + string(upd) + `,"re":"act"}`,
		`{"type":"update","update":{"seq":2},"error":{"code":"x","msg":"y"}}`,
		enc(Reply{Type: Welcome, Code: "AB", Seat: 2, Seq: 7, State: json.RawMessage(`{"at":1}`)}),
		enc(Reply{Type: Error, Re: Act, Error: &Problem{Code: "stale", Msg: "no"}}),
	} {
		var got, want Reply
		if err := json.Unmarshal([]byte(data), &want); err != nil {
			t.Fatal(err)
		}
		if err := ReadReply([]byte(data), &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s read as %+v, not %+v (%v)", data, got, want, err)
		}
	}
	for _, bad := range []string{`{"type":"update","update":{"seq":2}`, `{"type":"update","update":{"seq":}}`, `{"type":"update","update":}`, ``} {
		var r Reply
		if err := ReadReply([]byte(bad), &r); err == nil {
			t.Errorf("%s read as %+v", bad, r)
		}
	}
}

// A request is written as json.Marshal writes it, and a roll's is read as
// a strict decoder reads it; anything else a roll's reader leaves to JSON.
func TestRollRequestAsJSON(t *testing.T) {
	roll, choose := engine.Roll, engine.Choose(engine.Choice{First: 1, Second: -1, Sum: true})
	seat := 2
	for _, r := range []Request{
		{Type: Act, Action: &roll},
		{Type: Act, Action: &roll, At: 1},
		{Type: Act, Action: &roll, At: 1<<64 - 1},
		{Type: Act, Action: &choose, At: 7},
		{Type: Act, Action: &roll, At: 7, Seat: &seat},
		{Type: Join, Code: "ABC", Name: "Ann"},
	} {
		got, err := MarshalRequest(&r)
		want, _ := json.Marshal(&r)
		if err != nil || string(got) != string(want) {
			t.Errorf("%+v written %s, want %s", r, got, want)
		}
		var fast Request
		if ReadRoll(got, &fast) != (r.Type == Act && *r.Action == roll && r.Seat == nil) {
			t.Errorf("%s: read as a roll: %v", got, !(r.Type == Act && *r.Action == roll))
			continue
		}
		if r.Type == Act && *r.Action == roll && r.Seat == nil && !reflect.DeepEqual(fast, r) {
			t.Errorf("%s read as %+v", got, fast)
		}
	}
	bare, _ := MarshalRequest(&Request{Type: Act, Action: &roll, At: 5})
	for _, data := range []string{
		strings.Replace(string(bare), "5", "05", 1),                   // not JSON
		strings.Replace(string(bare), "5", "18446744073709551616", 1), // past uint64
		strings.Replace(string(bare), "5", "-5", 1),
		strings.Replace(string(bare), "5", "5.0", 1),
		strings.Replace(string(bare), "5", "", 1),
		strings.Replace(string(bare), "5", " 5", 1), // JSON, but not as written
		string(bare) + " ",
		`{"type":"act","at":5}`,
	} {
		var r Request
		if ReadRoll([]byte(data), &r) {
			t.Errorf("%s read as a roll: %+v", data, r)
		}
	}
}

// TestEndlessBoardRefused: a host reads a room's rules file through the same
// check as every loader: a board whose turn can throw again for ever (issue
// 24: it ate a host's memory) is refused, naming the square (RULES §7.3).
func TestEndlessBoardRefused(t *testing.T) {
	var sq []string
	for n := 21; n <= 26; n++ {
		sq = append(sq, fmt.Sprintf(`{"at":%d,"kind":"jump","to":20,"again":true}`, n))
	}
	file := `{"format":1,"name":"endless","dice":1,"order":"seat","start":"none","landing":"swap","goose":"again",
		"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":40,"squares":[{"at":15,"kind":"bridge","to":35},` + strings.Join(sq, ",") + `]}`
	r := Rules{File: file, Options: "teams"}
	if _, err := r.Engine(); err == nil || !strings.Contains(err.Error(), "square 20: a goose there can throw again for ever") {
		t.Errorf("an endless board: %v", err)
	}
}

// A roll's request with any other field set is not the fast path's: every
// field of Request, set in turn, is written as json.Marshal writes it (a
// field added to Request and not to MarshalRequest's check fails here).
func TestEveryRequestFieldLeavesTheFastPath(t *testing.T) {
	roll := engine.Roll
	rt := reflect.TypeOf(Request{})
	for i := range rt.NumField() {
		f := rt.Field(i)
		if f.Name == "Type" || f.Name == "Action" || f.Name == "At" {
			continue // what a roll's request is made of
		}
		r := Request{Type: Act, Action: &roll, At: 3}
		v := reflect.ValueOf(&r).Elem().Field(i)
		switch v.Kind() {
		case reflect.String:
			v.SetString("x")
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Uint64:
			v.SetUint(9)
		case reflect.Pointer:
			v.Set(reflect.New(f.Type.Elem()))
		case reflect.Slice:
			v.Set(reflect.MakeSlice(f.Type, 1, 1))
		default:
			t.Fatalf("field %s: a kind (%s) this test does not set", f.Name, v.Kind())
		}
		got, err := MarshalRequest(&r)
		want, _ := json.Marshal(&r)
		if err != nil || string(got) != string(want) {
			t.Errorf("with %s set: written %s, want %s", f.Name, got, want)
		}
	}
}

// The roll's request is nearly every request a client writes: its fast
// path's time and allocations, with and without the update it acts upon.
func BenchmarkMarshalRoll(b *testing.B) {
	roll := engine.Roll
	for _, r := range []Request{{Type: Act, Action: &roll, At: 1234}, {Type: Act, Action: &roll}} {
		b.Run("at="+strconv.FormatBool(r.At != 0), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := MarshalRequest(&r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
