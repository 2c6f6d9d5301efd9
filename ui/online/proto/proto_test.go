package proto

import (
	"encoding/json"
	"reflect"
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
