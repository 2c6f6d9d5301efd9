//go:build !js

package room

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"goose/engine"
)

// plainUpdate and plainRoom are Update and Room without their methods:
// what encoding/json writes for their fields.
type (
	plainUpdate Update
	plainRoom   Room
)

// The updates and rooms written by hand are the JSON encoding/json writes
// for them, over whole games in every rule set (the lobby, team choices,
// the seed at the end), and a room read back writes the same again.
func TestJSONAsEncodingJSONWritesIt(t *testing.T) {
	for _, name := range engine.Presets {
		for _, opts := range []string{"", "teams,stakes"} {
			rules, _ := engine.Preset(name)
			rules.Apply(opts)
			r, err := New("ABCDEFGH", rules, []SeatSpec{{}, {Level: "normal"}, {}, {}}, `Ann "<&>"`, HashToken("ann"), 3)
			if err != nil {
				t.Fatal(err)
			}
			r.Join("Bob", -1, HashToken("bob"))
			r.Join("Cy", -1, HashToken("cy"))
			var ups []Update
			ups = append(ups, r.Pending...)
			if _, err := r.Start(0); err != nil {
				t.Fatal(err)
			}
			ups = append(ups, r.Pending...)
			for moves := 0; r.Phase == Playing; moves++ {
				g, _ := r.Engine()
				a := engine.Roll
				if g.Due() == engine.ActChoose {
					a = engine.Choose(g.Legal()[0])
				}
				if _, err := r.Act(g.Current(), a); err != nil {
					t.Fatal(err)
				}
				ups = append(ups, r.Pending...)
				if moves%7 == 0 {
					r.Pos, r.Logged = uint64(moves), uint64(moves)*1000
					r.Slow, r.Hook = moves%2 == 0, `https://ntfy.example/goose "<&>"`
					checkRoomJSON(t, r)
				}
			}
			checkRoomJSON(t, r)
			for i := range ups {
				got, err := json.Marshal(ups[i])
				want, _ := json.Marshal((*plainUpdate)(&ups[i]))
				if err != nil || !bytes.Equal(got, want) {
					t.Fatalf("%s %s: update %d written\n%s\nnot\n%s (%v)", name, opts, i, got, want, err)
				}
				var back Update
				var plain plainUpdate
				json.Unmarshal(got, &plain)
				if err := json.Unmarshal(got, &back); err != nil || !reflect.DeepEqual(back, Update(plain)) {
					t.Fatalf("%s read back as\n%+v\nnot\n%+v (%v)", got, back, plain, err)
				}
			}
		}
	}
}

// checkRoomJSON checks r's Marshal against encoding/json's writing of its
// fields, read back.
func checkRoomJSON(t *testing.T, r *Room) {
	t.Helper()
	got, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal((*plainRoom)(r))
	var a, b map[string]json.RawMessage
	if err := json.Unmarshal(got, &a); err != nil {
		t.Fatalf("%s: %v", got, err)
	}
	json.Unmarshal(want, &b)
	if len(a) != len(b) {
		t.Errorf("room fields %d, want %d", len(a), len(b))
	}
	for k, v := range b {
		if !bytes.Equal(a[k], v) {
			t.Errorf("room %q written %s, want %s", k, a[k], v)
		}
	}
	back, err := Load(got)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := back.Marshal()
	if !bytes.Equal(again, got) {
		t.Errorf("a room read back writes\n%s\nnot\n%s", again, got)
	}
}

// An update is read as encoding/json reads it: spaces, members in any
// order, unknown members and nulls; malformed JSON is refused.
func TestUpdateReadsJSON(t *testing.T) {
	ev := "[3,0,-1" + strings.Repeat(",0", eventFields-3) + "]"
	for _, good := range []string{
		`{"seq":3,"seat":-1}`,
		` { "seat" : 2 , "seq":7, "new":{"a":[1,"}",{"b":null}]}, "events":[` + ev + `,` + ev + `], "state":{"phase":"play"} } `,
		`{"seq":9,"lobby":{"code":"AB","phase":"lobby","seats":[{"name":"A\"nn","taken":true}],"creator":0},"seat":0}`,
		`{"seq":1,"action":{"kind":"choose","choice":{"first":1,"second":0,"sum":true}},"seed":12,"lobby":null,"events":[]}`,
		`{"seq":1,"state":null,"\u0073eat":4}`,
	} {
		var got Update
		var want plainUpdate
		if err := json.Unmarshal([]byte(good), &want); err != nil {
			t.Fatalf("%s: %v", good, err)
		}
		if err := got.UnmarshalJSON([]byte(good)); err != nil || !reflect.DeepEqual(got, Update(want)) {
			t.Errorf("%s read as\n%+v\nnot\n%+v (%v)", good, got, want, err)
		}
	}
	for _, bad := range []string{``, `[]`, `{`, `{"seq":1,}`, `{"seq" 1}`, `{"seq":1}x`, `{"seq":-1}`, `{"seq":"1"}`,
		`{"seat":1.5}`, `{"events":[[1]]}`, `{"events":{}}`, `{"state":{"a":}}`, `{"state":[1,]}`, `{"x":tru}`,
		`{"x":"a` + "\n" + `"}`, `{"action":{"kind":"fly"}}`, `{"lobby":[]}`, `{"seq":1,"seq"}`} {
		var u Update
		if err := u.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%s read as an update: %+v", bad, u)
		}
	}
}
