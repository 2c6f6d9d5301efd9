//go:build !js

package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// fakeHost answers each connection with script(n, conn) for the n-th connection.
func fakeHost(t *testing.T, script func(n int, ws *websocket.Conn)) string {
	t.Helper()
	var mu sync.Mutex
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		mu.Lock()
		n++
		k := n
		mu.Unlock()
		script(k, ws)
	}))
	t.Cleanup(srv.Close)
	return "ws" + srv.URL[len("http"):]
}

func write(ws *websocket.Conn, r proto.Reply) {
	data, _ := json.Marshal(r)
	ws.Write(context.Background(), websocket.MessageText, data)
}

func read(ws *websocket.Conn) proto.Request {
	var req proto.Request
	_, data, err := ws.Read(context.Background())
	if err == nil {
		json.Unmarshal(data, &req)
	}
	return req
}

// The client passes updates on once each, in order; when the connection
// drops it reconnects and resumes its seat with its token from the last
// update it has; Poll never waits.
func TestClientResumesAfterDrop(t *testing.T) {
	rules, _ := engine.Preset("classic")
	view := &room.View{Code: "ABCDEFGHJK", Phase: room.Lobby, Rules: rules, Seats: make([]room.ViewSeat, 2)}
	resumed := make(chan proto.Request, 1)
	url := fakeHost(t, func(n int, ws *websocket.Conn) {
		if n == 1 {
			if req := read(ws); req.Type != proto.Create {
				t.Errorf("first request %q", req.Type)
			}
			write(ws, proto.Reply{Type: proto.Welcome, Code: view.Code, Token: "secret", Seat: 0, Room: view, Seq: 1})
			for _, seq := range []uint64{2, 3, 3, 4} {
				write(ws, proto.Reply{Type: proto.Update, Update: &room.Update{Seq: seq, Seat: -1}})
			}
			ws.CloseNow() // the host dies
			return
		}
		resumed <- read(ws)
		write(ws, proto.Reply{Type: proto.Welcome, Code: view.Code, Token: "secret", Seat: 0, Room: view, Seq: 4})
		ws.Read(context.Background())
	})
	c, err := Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := c.Poll(nil); len(got) != 0 {
		t.Fatalf("Poll before anything: %v", got)
	}
	c.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}})
	var req proto.Request
	select {
	case req = <-resumed:
	case <-time.After(10 * time.Second):
		t.Fatal("the client did not come back")
	}
	if req.Type != proto.Resume || req.Token != "secret" || req.Code != view.Code || req.Since != 4 {
		t.Errorf("resume request %+v", req)
	}
	var kinds []string
	var seqs []uint64
	for end := time.Now().Add(10 * time.Second); len(kinds) < 7 && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		for _, r := range c.Poll(nil) {
			kinds = append(kinds, r.Type)
			if r.Update != nil {
				seqs = append(seqs, r.Update.Seq)
			}
		}
	}
	want := []string{proto.Welcome, proto.Update, proto.Update, proto.Update, Offline, Online, proto.Welcome}
	if len(kinds) != len(want) {
		t.Fatalf("replies %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("replies %v, want %v", kinds, want)
		}
	}
	if len(seqs) != 3 || seqs[0] != 2 || seqs[2] != 4 || c.Duplicates() != 1 {
		t.Errorf("updates %v, %d duplicates; want 2 3 4 and 1", seqs, c.Duplicates())
	}
	if code, seat, token := c.Seat(); code != view.Code || seat != 0 || token != "secret" {
		t.Errorf("seat %s %d %s", code, seat, token)
	}
}

func TestDialNowhere(t *testing.T) {
	if _, err := Dial(context.Background()); err == nil {
		t.Error("no host: no error")
	}
	if _, err := Dial(context.Background(), "ws://127.0.0.1:1/ws"); err == nil {
		t.Error("a closed port: no error")
	}
}

// The turn read by hand from a state is the turn encoding/json reads, over
// whole games (the team variation's choices too), and a state that is not
// JSON leaves no seat to move.
func TestTurnReadsStates(t *testing.T) {
	for _, opts := range []string{"", "teams"} {
		rules, _ := engine.Preset("classic")
		rules.Apply(opts)
		g, _ := engine.New(rules, 4, engine.NewPCG(5))
		for a := engine.Begin; ; a = engine.Roll {
			state, _ := json.Marshal(&g.State)
			var got, want turn
			json.Unmarshal(state, &want)
			got.read(state)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: turn %+v, want %+v", state, got, want)
			}
			if g.Over() {
				break
			}
			if g.Due() == engine.ActChoose {
				a = engine.Choose(g.Legal()[0])
			}
			if _, err := g.Play(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, state := range []string{`{"phase":"over","order":null,"at":0}`, `{"order":[ 2 , 0 ],"phase":"\u0070lay","at":1}`, `{"order":[]}`} {
		var got, want turn
		json.Unmarshal([]byte(state), &want)
		got.read([]byte(state))
		if got.seat() != want.seat() || got.Phase != want.Phase || len(got.Order) != len(want.Order) {
			t.Errorf("%s: turn %+v, want %+v", state, got, want)
		}
	}
	var bad turn
	bad.read([]byte(`{"phase":"play","order":[0,1],"at":0`))
	if bad.seat() != -1 {
		t.Errorf("a cut state gives seat %d to move", bad.seat())
	}
}

// Replies passes every reply on in order, more than the inbox holds at once
// (the reader waits while it is full), and its channel closes once the
// client is closed; Poll then finds nothing and returns.
func TestRepliesPastTheInbox(t *testing.T) {
	n := inbox + 500
	url := fakeHost(t, func(_ int, ws *websocket.Conn) {
		for seq := 1; seq <= n; seq++ {
			write(ws, proto.Reply{Type: proto.Update, Update: &room.Update{Seq: uint64(seq), Seat: -1}})
		}
		ws.Read(context.Background())
	})
	c, err := Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(10 * time.Second); c.Last() < uint64(inbox) && time.Now().Before(end); {
		time.Sleep(5 * time.Millisecond) // the inbox fills before anything is taken
	}
	want := uint64(1)
	timeout := time.After(10 * time.Second)
	for want <= uint64(n) {
		select {
		case r := <-c.Replies():
			if r.Update == nil || r.Update.Seq != want {
				t.Fatalf("reply %d: %+v", want, r)
			}
			want++
		case <-timeout:
			t.Fatalf("%d replies of %d", want-1, n)
		}
	}
	c.Close()
	for r := range c.Replies() {
		if r.Type != Offline { // the connection's end, said as it ends
			t.Errorf("after close: %+v", r)
		}
	}
	if got := c.Poll(nil); len(got) != 0 {
		t.Errorf("Poll after close: %d replies", len(got))
	}
}

// A join the host refuses as too fast, naming a wait, is sent again after
// that wait, unasked and unseen; one whose wait is past maxWait is the
// person's to see. A ping the host does not know (an older host) is not
// passed on either.
func TestClientWaitsAsTold(t *testing.T) {
	rules, _ := engine.Preset("classic")
	view := &room.View{Code: "ABCDEFGHJK", Phase: room.Lobby, Rules: rules, Seats: make([]room.ViewSeat, 2)}
	asked := make(chan time.Time, 4)
	var pings atomic.Int32
	url := fakeHost(t, func(n int, ws *websocket.Conn) {
		for i := 0; ; i++ {
			req := read(ws)
			switch {
			case req.Type == "":
				return
			case req.Type == proto.Ping:
				pings.Add(1)
				write(ws, proto.Reply{Type: proto.Error, Re: proto.Ping, Error: &proto.Problem{Code: proto.ErrUnknownType, Msg: "unknown request"}})
			case req.Code == "LONGWAIT00":
				write(ws, proto.Reply{Type: proto.Error, Re: proto.Join, Error: &proto.Problem{Code: proto.ErrTooFast, Msg: "wait", Retry: 3_600_000}})
			case len(asked) == 0:
				asked <- time.Now()
				write(ws, proto.Reply{Type: proto.Error, Re: proto.Join, Error: &proto.Problem{Code: proto.ErrTooFast, Msg: "wait", Retry: 300}})
			default:
				asked <- time.Now()
				write(ws, proto.Reply{Type: proto.Welcome, Code: view.Code, Token: "secret", Seat: 1, Room: view, Seq: 2, Idle: 600})
			}
		}
	})
	c, err := Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Join(view.Code, "Bob", -1)
	r := <-c.Replies()
	if r.Type != proto.Welcome {
		t.Fatalf("the first reply passed on: %s %+v", r.Type, r.Error)
	}
	first, again := <-asked, <-asked
	if d := again.Sub(first); d < 300*time.Millisecond {
		t.Errorf("asked again after %v, before the 300 ms named", d)
	}
	// The welcome names 600 ms: the client pings every 100 ms, and the
	// host's refusals of its pings are not passed on.
	time.Sleep(400 * time.Millisecond)
	if n := pings.Load(); n < 2 {
		t.Errorf("%d pings in 400 ms of silence, with 600 ms to spare", n)
	}
	c.Join("LONGWAIT00", "Bob", -1)
	if r := <-c.Replies(); r.Type != proto.Error || r.Error.Code != proto.ErrTooFast || r.Re != proto.Join {
		t.Errorf("an hour's wait: %s %+v", r.Type, r.Error)
	}
}
