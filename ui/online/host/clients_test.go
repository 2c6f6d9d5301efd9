//go:build !js

package host

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// closedWithin reports whether the host closes conn within d, reading
// (and dropping) whatever it sends meanwhile.
func closedWithin(conn net.Conn, d time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, conn)
	return err == nil // EOF: closed by the host, not the deadline
}

// A connection that sends nothing is cut after the host's idle time: a
// WebSocket that answers the host's pings but asks nothing, a connection
// that never sends a request, and one kept alive after a page. A person
// who thinks long keeps the seat's connection: the client pings as the
// welcome says, and plays on after four idle times.
func TestIdleConnectionsCut(t *testing.T) {
	idle := 1200 * time.Millisecond
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), Timing: Timing{Idle: idle}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()

	ann := dial(t, h.URL())
	if err := ann.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {Level: "easy"}}); err != nil {
		t.Fatal(err)
	}
	if w := next(t, ann, proto.Welcome); w.Idle != idle.Milliseconds() {
		t.Errorf("the welcome names an idle time of %d ms, want %d", w.Idle, idle.Milliseconds())
	}

	ws, _, err := websocket.Dial(ctx, h.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	cut := make(chan time.Duration, 1)
	began := time.Now()
	go func() {
		ws.Read(ctx) // answers pings; ends when the host cuts it
		cut <- time.Since(began)
	}()
	select {
	case d := <-cut:
		if d < idle {
			t.Errorf("a silent WebSocket was cut after %v, before the idle time %v", d, idle)
		}
	case <-time.After(4 * idle):
		t.Error("a silent WebSocket was not cut")
	}

	raw, err := net.Dial("tcp", h.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if !closedWithin(raw, 4*idle) {
		t.Error("a connection that sends no request was kept")
	}
	page, err := net.Dial("tcp", h.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer page.Close()
	fmt.Fprintf(page, "GET /nothing HTTP/1.1\r\nHost: %s\r\n\r\n", h.Addr())
	if !closedWithin(page, 4*idle) {
		t.Error("a connection kept alive after a request was kept")
	}

	// Ann has thought all this while (4 idle times and more), and plays,
	// never cut.
	time.Sleep(idle)
	if err := ann.Start(); err != nil {
		t.Fatal(err)
	}
	for r := range ann.Replies() {
		if r.Type == client.Offline || r.Type == proto.Error {
			t.Fatalf("Ann, thinking, got %s %+v", r.Type, r.Error)
		}
		if r.Type == proto.Update && r.Update.State != nil {
			break // the game began
		}
	}
}

// One address holds at most ConnsPerAddr WebSockets (the next is told
// why, with a 429), and a few connections more for pages; a connection
// closed gives its place back.
func TestConnectionsPerAddress(t *testing.T) {
	const n = 3
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), ConnsPerAddr: n})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()
	var held []*websocket.Conn
	for range n {
		ws, _, err := websocket.Dial(ctx, h.URL(), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.CloseNow()
		go ws.Read(ctx)
		held = append(held, ws)
	}
	_, resp, err := websocket.Dial(ctx, h.URL(), nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("connection %d from one address: %v", n+1, err)
	}
	body, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(body), "3 connections at once") {
		t.Errorf("the refusal says %q", body)
	}
	held[0].CloseNow()
	var ws *websocket.Conn
	for try := 0; ; try++ { // the host sees the close a moment later
		if ws, _, err = websocket.Dial(ctx, h.URL(), nil); err == nil {
			break
		}
		if try == 100 {
			t.Fatalf("a place given back is not taken: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	ws.CloseNow()

	// Raw connections: past n and the pages' few more, closed at once.
	var raws []net.Conn
	defer func() {
		for _, c := range raws {
			c.Close()
		}
	}()
	refused := 0
	for range n + pageConns + 5 {
		c, err := net.Dial("tcp", h.Addr())
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, c)
		if closedWithin(c, 300*time.Millisecond) {
			refused++
		}
	}
	// The n-1 WebSockets still held count too.
	if want := n + pageConns + 5 - (n + pageConns - (n - 1)); refused != want {
		t.Errorf("%d raw connections closed at once, want %d", refused, want)
	}
}

// After a restart, 40 people behind one address (the default budget of
// 30 joins a minute) all take their seats back: a resume with a good
// token is not counted, and a client told to wait tries again after the
// wait the host names.
func TestResumeStormAfterRestart(t *testing.T) {
	data := t.TempDir()
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: data, JoinsPerMinute: 1 << 20, RoomsPerHour: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	addr := h.Addr()
	var people []*client.Client
	for range 10 {
		ann := dial(t, h.URL())
		ann.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}, {}, {}})
		code := next(t, ann, proto.Welcome).Code
		people = append(people, ann)
		for range 3 {
			c := dial(t, h.URL())
			c.Join(code, "Bob", -1)
			next(t, c, proto.Welcome)
			people = append(people, c)
		}
	}
	h.Close()
	h, err = Start(Config{Addr: addr, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var wg sync.WaitGroup
	var mu sync.Mutex
	seated, refused := 0, map[string]int{}
	for _, c := range people {
		wg.Add(1)
		go func() {
			defer wg.Done()
			end := time.After(30 * time.Second)
			for {
				select {
				case r := <-c.Replies():
					mu.Lock()
					switch r.Type {
					case proto.Welcome:
						seated++
					case proto.Error:
						refused[r.Error.Code]++
					}
					mu.Unlock()
					if r.Type == proto.Welcome || r.Type == proto.Error {
						return
					}
				case <-end:
					return
				}
			}
		}()
	}
	wg.Wait()
	if seated != len(people) {
		t.Errorf("%d of %d people seated again after the restart; refused: %v", seated, len(people), refused)
	}
}

// A page under a name pointed at the host (DNS rebinding) is refused, its
// WebSocket too, though its Origin matches its Host; the host's address,
// localhost and a name given with --origin are served.
func TestRebindingHostRefused(t *testing.T) {
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), Origins: []string{"goose.example.org"}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	_, port, _ := net.SplitHostPort(h.Addr())
	for _, tc := range []struct {
		host string
		ok   bool
	}{
		{"evil.example:" + port, false},
		{"evil.example", false},
		{"127.0.0.1:" + port, true},
		{"localhost:" + port, true},
		{"goose.example.org", true},
	} {
		_, resp, err := websocket.Dial(context.Background(), h.URL(), &websocket.DialOptions{
			Host: tc.host, HTTPHeader: http.Header{"Origin": {"http://" + tc.host}}})
		if tc.ok != (err == nil) {
			t.Errorf("a page at %s: %v", tc.host, err)
		}
		if !tc.ok && (resp == nil || resp.StatusCode != http.StatusMisdirectedRequest) {
			t.Errorf("a page at %s: answered %v, want 421", tc.host, resp)
		}
		req, _ := http.NewRequest("GET", "http://"+h.Addr()+"/", nil)
		req.Host = tc.host
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if refused := resp.StatusCode == http.StatusMisdirectedRequest; refused == tc.ok {
			t.Errorf("GET / at %s: %d %q", tc.host, resp.StatusCode, body)
		}
	}
}

// An error reply quotes at most a few bytes of the request: a request of
// many kilobytes (escapes six times their size) is answered in a few
// hundred bytes.
func TestErrorEchoBounded(t *testing.T) {
	h := startHost(t, "")
	ctx := context.Background()
	ws, _, err := websocket.Dial(ctx, h.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	junk := strings.Repeat(`\u0001`, 8000)
	for _, msg := range []string{
		`{"type":"` + junk + `"}`,
		`{"type":"join","code":"` + junk + `"}`,
		`{"type":"resume","code":"` + junk + `"}`,
		`{"type":"join","` + junk + `":1}`,
		`{"type":"create","name":"Eve","rules":{"preset":"` + junk + `"},"seats":[{}]}`,
		`{"type":"join","code":"ABCDEFGHJK","name":"` + junk + `"}`,
	} {
		if err := ws.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
			t.Fatal(err)
		}
		_, reply, err := ws.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(reply) > 512 {
			t.Errorf("a request of %d bytes answered in %d: %.200s…", len(msg), len(reply), reply)
		}
	}
}

// The creator hands the seat of a person still connected to a computer:
// that person's connection is told it went to a computer (seat-given: they
// may watch), and hears no more of the room.
func TestHandedSeatHearsNoMore(t *testing.T) {
	h := startHost(t, "")
	ann, bob := dial(t, h.URL()), dial(t, h.URL())
	room3(t, ann, bob)
	for bob.Game() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	drain(bob)
	if err := ann.Hand(1, "easy"); err != nil {
		t.Fatal(err)
	}
	if r := next(t, bob, proto.Error); r.Error.Code != proto.ErrSeatGiven {
		t.Fatalf("Bob was told %+v", r.Error)
	}
	last, annAt := bob.Last(), ann.Last()
	// Ann plays on (the computers with her); Bob hears none of it.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	ba := newBot(ann, nil)
	go ba.play(ctx)
	<-ba.done
	if ann.Last() < annAt+3 {
		t.Fatalf("the game did not go on (update %d to %d)", annAt, ann.Last())
	}
	time.Sleep(200 * time.Millisecond)
	if bob.Last() != last {
		t.Errorf("Bob heard updates %d to %d after his seat went to a computer", last+1, bob.Last())
	}
}

// Addresses count by IPv4 address and by IPv6 /64.
func TestAddrKey(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff"},
		{"::ffff:203.0.113.7", "203.0.113.7"},
		{"fe80::1%eth0", "fe80::2"},
	} {
		if addrKey(tc.a) != addrKey(tc.b) {
			t.Errorf("%s and %s count apart (%s, %s)", tc.a, tc.b, addrKey(tc.a), addrKey(tc.b))
		}
	}
	for _, tc := range []struct{ a, b string }{
		{"2001:db8:1:2::1", "2001:db8:1:3::1"},
		{"203.0.113.7", "203.0.113.8"},
	} {
		if addrKey(tc.a) == addrKey(tc.b) {
			t.Errorf("%s and %s count as one (%s)", tc.a, tc.b, addrKey(tc.a))
		}
	}
}

// The limiter's memory is bounded, and a flood of new addresses forgets
// only those it has not seen for a generation: an address that used its
// budget a moment ago is still held to it (it used to be forgotten with
// everyone's past 100,000 addresses).
func TestLimiterBoundedMemory(t *testing.T) {
	l := newLimiter(1.0/60, 2)
	l.keep = 1000
	for range 2 {
		l.allow("spent")
	}
	for i := range 5 * l.keep {
		if i%100 == 0 && l.allow("spent") {
			t.Fatalf("the spent address got a join back after %d others", i)
		}
		l.allow(fmt.Sprint("flood", i))
		if n := len(l.cur) + len(l.old); n > l.keep {
			t.Fatalf("%d addresses held, want at most %d", n, l.keep)
		}
	}
}

// One address makes at most RoomsPerHour rooms an hour: the next create is
// told to wait (for half an hour here, too long for the client to wait
// unasked: the person is told).
func TestRoomsPerAddress(t *testing.T) {
	h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), RoomsPerHour: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for i := range 3 {
		c := dial(t, h.URL())
		c.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}})
		r := next(t, c, proto.Welcome, proto.Error)
		if i < 2 && r.Type != proto.Welcome {
			t.Fatalf("room %d: %+v", i+1, r.Error)
		}
		if i == 2 && (r.Type != proto.Error || r.Error.Code != proto.ErrTooFast || r.Error.Retry < 29*60_000) {
			t.Errorf("a third room in an hour: %s %+v", r.Type, r.Error)
		}
	}
}
