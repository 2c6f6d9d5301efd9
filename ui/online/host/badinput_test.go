//go:build !js

package host

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// Every kind of bad request gets an error reply with its own code and
// changes nothing stored: not the room, not the set of rooms.
func TestBadInput(t *testing.T) {
	longGame(t, 40)
	h := startHost(t, "")
	ann, bob, stranger := dial(t, h.URL()), dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, ann, bob)
	code := view.Code
	for ann.Game() == nil || bob.Last() < ann.Last() || bob.Last() < 4 {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	for _, c := range []*client.Client{ann, bob, stranger} {
		drain(c) // the updates so far: what follows are the answers
	}
	g := ann.Game()
	mover, waiter := ann, bob
	if g.Current() == 1 {
		mover, waiter = bob, ann
	}
	ctx := context.Background()
	stored := func() []byte {
		e, err := h.st.of(code).kv.Get(ctx, code)
		if err != nil {
			t.Fatal(err)
		}
		keys, _ := h.st.of(code).kv.Keys(ctx)
		var logged uint64 // where the room's log stands
		if m, err := h.st.of(code).st.GetLastMsgForSubject(ctx, subject+code); err == nil {
			logged = m.Sequence
		}
		return fmt.Appendf(append(e.Value(), strings.Join(keys, ",")...), " log %d", logged)
	}
	huge := `{"type":"join","name":"` + strings.Repeat("x", proto.MaxMessage) + `"}`
	cases := []struct {
		name string
		c    *client.Client
		msg  string
		want string
	}{
		{"not JSON", stranger, `hello`, proto.ErrBadJSON},
		{"empty", stranger, ``, proto.ErrBadJSON},
		{"an array", stranger, `[]`, proto.ErrBadJSON},
		{"a string", stranger, `"join"`, proto.ErrBadJSON},
		{"two requests", ann, `{"type":"start"}{"type":"start"}`, proto.ErrBadJSON},
		{"unknown field", mover, `{"type":"act","action":{"kind":"roll"},"cheat":true}`, proto.ErrBadJSON},
		{"type not a string", stranger, `{"type":5}`, proto.ErrBadJSON},
		{"unknown action kind", mover, `{"type":"act","action":{"kind":"teleport"}}`, proto.ErrBadJSON},
		{"seat not a number", ann, `{"type":"hand","seat":"two","level":"easy"}`, proto.ErrBadJSON},
		{"truncated", stranger, `{"type":"join","code":`, proto.ErrBadJSON},
		{"oversized", stranger, huge, proto.ErrTooLarge},
		{"no type", stranger, `{}`, proto.ErrUnknownType},
		{"unknown type", stranger, `{"type":"win"}`, proto.ErrUnknownType},
		{"act unseated", stranger, `{"type":"act","action":{"kind":"roll"}}`, proto.ErrNotSeated},
		{"start unseated", stranger, `{"type":"start"}`, proto.ErrNotSeated},
		{"hand unseated", stranger, `{"type":"hand","seat":1,"level":"easy"}`, proto.ErrNotSeated},
		{"unknown room", stranger, `{"type":"join","code":"0000000000","name":"Eve"}`, proto.ErrNoRoom},
		{"short code", stranger, `{"type":"join","code":"ABC","name":"Eve"}`, proto.ErrNoRoom},
		{"code of other letters", stranger, `{"type":"join","code":"!!!!!!!!!!","name":"Eve"}`, proto.ErrNoRoom},
		{"resume unknown room", stranger, `{"type":"resume","code":"0000000000","token":"x"}`, proto.ErrNoRoom},
		{"wrong token", stranger, `{"type":"resume","code":"` + code + `","token":"0123456789abcdef0123456789abcdef"}`, proto.ErrBadToken},
		{"no token", stranger, `{"type":"resume","code":"` + code + `"}`, proto.ErrBadToken},
		{"join a started game", stranger, `{"type":"join","code":"` + code + `","name":"Eve"}`, "started"},
		{"unknown preset", stranger, `{"type":"create","name":"Eve","rules":{"preset":"chess"},"seats":[{}]}`, "bad-rules"},
		{"unknown option", stranger, `{"type":"create","name":"Eve","rules":{"options":"cheats"},"seats":[{}]}`, "bad-rules"},
		{"bad rules file", stranger, `{"type":"create","name":"Eve","rules":{"file":"{\"format\":1}"},"seats":[{}]}`, "bad-rules"},
		{"no seats", stranger, `{"type":"create","name":"Eve"}`, "bad-seats"},
		{"nine seats", stranger, `{"type":"create","name":"Eve","seats":[{},{},{},{},{},{},{},{},{}]}`, "bad-seats"},
		{"computers only", stranger, `{"type":"create","name":"Eve","seats":[{"level":"easy"}]}`, "bad-seats"},
		{"unknown level", stranger, `{"type":"create","name":"Eve","seats":[{},{"level":"god"}]}`, "bad-seats"},
		{"no name", stranger, `{"type":"create","seats":[{}]}`, "bad-name"},
		{"long name", stranger, `{"type":"create","name":"` + strings.Repeat("é", room.MaxName+1) + `","seats":[{}]}`, "bad-name"},
		{"control in name", stranger, `{"type":"create","name":"Eve\u0007","seats":[{}]}`, "bad-name"},
		{"join when seated", ann, `{"type":"join","code":"` + code + `","name":"Ann"}`, proto.ErrSeated},
		{"create when seated", ann, `{"type":"create","name":"Ann","seats":[{}]}`, proto.ErrSeated},
		{"out of turn", waiter, `{"type":"act","action":{"kind":"roll"}}`, "not-your-turn"},
		{"act without action", mover, `{"type":"act"}`, proto.ErrBadRequest},
		{"begin again", mover, `{"type":"act","action":{"kind":"begin"}}`, "bad-action"},
		{"choose when a roll is due", mover, `{"type":"act","action":{"kind":"choose","choice":{"first":0,"second":-1,"sum":true}}}`, "bad-action"},
		{"act upon an old update", mover, `{"type":"act","action":{"kind":"roll"},"at":1}`, proto.ErrStale},
		{"start by another", bob, `{"type":"start"}`, "not-creator"},
		{"start again", ann, `{"type":"start"}`, "started"},
		{"hand by another", bob, `{"type":"hand","seat":0,"level":"easy"}`, "not-creator"},
		{"hand to an unknown level", ann, `{"type":"hand","seat":1,"level":"god"}`, "bad-level"},
		{"hand a seat not there", ann, `{"type":"hand","seat":7,"level":"easy"}`, "bad-seat"},
		{"hand one's own seat", ann, `{"type":"hand","seat":0,"level":"easy"}`, "bad-seat"},
		{"hand without a seat", ann, `{"type":"hand","level":"easy"}`, proto.ErrBadRequest},
	}
	kinds := map[string]bool{}
	first := stored()
	for _, tc := range cases {
		before := stored()
		if err := tc.c.SendRaw(websocket.MessageText, []byte(tc.msg)); err != nil {
			t.Fatal(err)
		}
		r := next(t, tc.c, proto.Error, proto.Update, proto.Welcome)
		switch {
		case r.Type != proto.Error:
			t.Errorf("%s: answered %s", tc.name, r.Type)
		case r.Error.Code != tc.want || len(r.Error.Msg) < 10:
			t.Errorf("%s: error %s %q, want %s", tc.name, r.Error.Code, r.Error.Msg, tc.want)
		}
		if !bytes.Equal(stored(), before) {
			t.Errorf("%s changed what is stored", tc.name)
		}
		kinds[tc.name] = true
	}

	// Binary frames are not requests.
	if err := stranger.SendRaw(websocket.MessageBinary, []byte(`{"type":"start"}`)); err != nil {
		t.Fatal(err)
	}
	if r := next(t, stranger, proto.Error); r.Error.Code != proto.ErrBadJSON {
		t.Errorf("binary: %s", r.Error.Code)
	}
	kinds["binary"] = true

	// Too many requests at once: the excess is refused.
	for range proto.Burst + 10 {
		stranger.SendRaw(websocket.MessageText, []byte(`{}`))
	}
	fast := 0
	for range proto.Burst + 10 {
		if r := next(t, stranger, proto.Error); r.Error.Code == proto.ErrTooFast {
			fast++
		}
	}
	if fast == 0 {
		t.Error("a burst of requests was not limited")
	}
	kinds["too fast"] = true

	// Far past the limit, the connection is closed as "message too big".
	ws, _, err := websocket.Dial(ctx, h.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.Write(ctx, websocket.MessageText, make([]byte, 4*proto.MaxMessage+1))
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	_, _, err = ws.Read(rctx)
	cancel()
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Errorf("a huge message: %v", err)
	}
	kinds["huge"] = true

	// A page from another site may not connect.
	_, resp, err := websocket.Dial(ctx, h.URL(), &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a foreign page connected: %v", err)
	}
	kinds["foreign origin"] = true

	if !bytes.Equal(stored(), first) || ann.Game().Current() != g.Current() {
		t.Error("the game moved")
	}
	if len(kinds) < 30 {
		t.Errorf("%d kinds of bad input; want at least 30", len(kinds))
	}
	t.Logf("%d kinds of bad input, each refused with a clear error, nothing stored changed", len(kinds))
}

// Room codes cannot be guessed by trying: an address that tries too many
// rooms is told to wait.
func TestJoinAttemptsLimited(t *testing.T) {
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), JoinsPerMinute: 5})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	c := dial(t, h.URL())
	codes := map[string]int{}
	for i := range 8 {
		// Sent as it is: Join would wait as the host says and try again.
		req := &proto.Request{Type: proto.Join, Code: "0000000000", Name: "Eve"}
		if i%2 == 1 { // a resume refused counts as much
			req = &proto.Request{Type: proto.Resume, Code: "0000000000", Token: "x"}
		}
		c.Send(req)
		p := next(t, c, proto.Error).Error
		codes[p.Code]++
		// The budget of 5 a minute fills again at one every 12 s.
		if p.Code == proto.ErrTooFast && (p.Retry < 1 || p.Retry > 12_000) {
			t.Errorf("too-fast names a wait of %d ms; want up to 12 s", p.Retry)
		}
	}
	if codes[proto.ErrNoRoom] != 5 || codes[proto.ErrTooFast] != 3 {
		t.Errorf("8 guesses answered %v; want 5 %s and 3 %s", codes, proto.ErrNoRoom, proto.ErrTooFast)
	}
}
