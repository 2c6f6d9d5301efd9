//go:build !js

package host

import (
	"context"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// post is one post a receiver took.
type post struct {
	path string
	hdr  http.Header
	body string
}

// receiver is a web address in the test (on 127.0.0.1) taking rooms'
// posts; answer says each post's status (n from 0 for each path).
type receiver struct {
	mu     sync.Mutex
	posts  []post
	byPath map[string]int
	answer func(path string, n int, r *http.Request) int
	srv    *httptest.Server
}

func newReceiver(t *testing.T, answer func(path string, n int, r *http.Request) int) *receiver {
	rc := &receiver{byPath: map[string]int{}, answer: answer}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		n := rc.byPath[r.URL.Path]
		rc.byPath[r.URL.Path]++
		rc.posts = append(rc.posts, post{r.URL.Path, r.Header.Clone(), string(body)})
		rc.mu.Unlock()
		code := http.StatusOK
		if rc.answer != nil {
			code = rc.answer(r.URL.Path, n, r)
		}
		w.WriteHeader(code)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

// took is the posts taken so far to path.
func (rc *receiver) took(path string) []post {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var ps []post
	for _, p := range rc.posts {
		if p.path == path {
			ps = append(ps, p)
		}
	}
	return ps
}

// settle waits until path has taken n posts, and a while more for any
// more (there should be none).
func (rc *receiver) settle(t *testing.T, path string, n int) []post {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); len(rc.took(path)) < n && time.Now().Before(end); {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(400 * time.Millisecond)
	return rc.took(path)
}

// fastRetries has posts tried again after 50 to 100 ms, not minutes.
func fastRetries(t *testing.T) {
	old := hookWaits
	hookWaits = []time.Duration{50 * time.Millisecond, 100 * time.Millisecond, 100 * time.Millisecond, 100 * time.Millisecond}
	t.Cleanup(func() { hookWaits = old })
}

// hooked lets a host post to the test's receivers, on 127.0.0.1.
func hooked(c *Config) {
	c.Hooks.Private, c.Hooks.PublicURL = true, "https://goose.example/"
}

// createHooked has c make a room of seats, posting to hook.
func createHooked(t *testing.T, c *client.Client, hook string, seats ...room.SeatSpec) proto.Reply {
	t.Helper()
	if err := c.Send(&proto.Request{Type: proto.Create, Name: "Ann", Rules: &proto.Rules{Preset: hookRules}, Seats: seats, Slow: true, Hook: hook}); err != nil {
		t.Fatal(err)
	}
	return next(t, c, proto.Welcome, proto.Error)
}

// hookRules are the rules of the rooms of these tests: the Spanish game's
// ocas throw again (RULES §4.9), where the turn stays with its seat.
const hookRules = "spanish"

// againGame fixes the seed of the rooms the test makes to one whose game
// of two people runs at least 30 actions, one of them a throw again: a
// turn's post must tell turns apart.
func againGame(t *testing.T) {
	t.Helper()
	rules, _ := engine.Preset(hookRules)
	for seed := uint64(1); ; seed++ {
		if seed > 1000 {
			t.Fatal("no game with a throw again in 1,000 seeds")
		}
		g, _ := engine.New(rules, 2, engine.NewPCG(seed))
		g.Play(engine.Begin)
		actions, again := 1, false
		for ; !g.Over() && actions < 5000; actions++ {
			cur := g.Current()
			a := engine.Roll
			if g.Due() == engine.ActChoose {
				a = engine.Choose(g.Legal()[0])
			}
			g.Play(a)
			again = again || !g.Over() && g.Current() == cur
		}
		if again && actions >= 30 {
			old := newSeed
			newSeed = func() uint64 { return seed }
			t.Cleanup(func() { newSeed = old })
			return
		}
	}
}

// A whole game of two people, each on a host of their own on one NATS:
// one post for each turn, from one host, saying whose and where, and none
// for a throw again. The turns are those of goose sim's replay of the
// game: each time the game passes to another seat.
func TestHookOncePerTurn(t *testing.T) {
	againGame(t)
	rc := newReceiver(t, nil)
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL(), hooked), startHost(t, ns.ClientURL(), hooked)
	ann, bob := dial(t, hA.URL()), dial(t, hB.URL())
	w := createHooked(t, ann, rc.srv.URL+"/turns", room.SeatSpec{}, room.SeatSpec{})
	if w.Type != proto.Welcome {
		t.Fatalf("create: %s %s", w.Error.Code, w.Error.Msg)
	}
	code := w.Code
	bob.Join(code, "Bob", -1)
	next(t, bob, proto.Welcome)
	next(t, ann, proto.Update)
	ann.Start()
	view := ann.Room()
	ba := playOut(60*time.Second, ann, bob)[0]

	// The turns, from the game replayed: update seq → the seat due.
	rules := view.Rules
	var g *engine.Game
	turns, actions := map[uint64]int{}, 0
	for _, u := range ba.updates {
		if u.Action == nil {
			continue
		}
		actions++
		if g == nil {
			seed := *ba.updates[len(ba.updates)-1].Seed
			g, _ = engine.New(rules, 2, engine.NewPCG(seed))
		}
		if _, err := g.Play(*u.Action); err != nil {
			t.Fatal(err)
		}
		if cur := g.Current(); !g.Over() && cur != u.Seat {
			turns[u.Seq] = cur
		}
	}
	names := []string{"Ann", "Bob"}
	posts := rc.settle(t, "/turns", len(turns))
	seen := map[uint64]int{}
	for _, p := range posts {
		turn, _ := strconv.ParseUint(p.hdr.Get("X-Goose-Turn"), 10, 64)
		seat, ok := turns[turn]
		seen[turn]++
		link := "https://goose.example/?room=" + code
		name, _ := new(mime.WordDecoder).DecodeHeader(p.hdr.Get("X-Goose-Name"))
		switch {
		case !ok:
			t.Errorf("a post for update %d, where no turn began", turn)
		case p.hdr.Get("X-Goose-Room") != code || p.hdr.Get("X-Goose-Seat") != strconv.Itoa(seat+1) || name != names[seat]:
			t.Errorf("turn %d of seat %d: posted %v", turn, seat+1, p.hdr)
		case p.hdr.Get("X-Goose-Link") != link || p.hdr.Get("Click") != link || p.body != "🎲 "+names[seat]+" · "+code+"\n"+link:
			t.Errorf("turn %d: posted %q, %v", turn, p.body, p.hdr)
		}
	}
	for turn := range turns {
		if seen[turn] != 1 {
			t.Errorf("turn %d (seat %d): %d posts", turn, turns[turn]+1, seen[turn])
		}
	}
	if len(posts) != len(turns) || len(turns) >= actions-1 {
		t.Errorf("%d posts for %d turns", len(posts), len(turns))
	}
	t.Logf("%d actions, %d turns, %d posts", actions, len(turns), len(posts))
}

// A receiver that fails (500) has the post again, a little later; one that
// always fails has it 5 times and no more; one that refuses (404) once.
func TestHookRetriesAfterFailure(t *testing.T) {
	fastRetries(t)
	rc := newReceiver(t, func(path string, n int, _ *http.Request) int {
		switch {
		case path == "/once" && n == 0, path == "/always":
			return http.StatusInternalServerError
		case path == "/gone":
			return http.StatusNotFound
		}
		return http.StatusOK
	})
	h := startHost(t, "", hooked)
	for _, tc := range []struct {
		path  string
		posts int
	}{{"/once", 2}, {"/always", 1 + len(hookWaits)}, {"/gone", 1}} {
		c := dial(t, h.URL())
		if w := createHooked(t, c, rc.srv.URL+tc.path, room.SeatSpec{}, room.SeatSpec{Level: "easy"}); w.Type != proto.Welcome {
			t.Fatalf("create: %s", w.Error.Msg)
		}
		c.Start() // the computer, then Ann; or Ann: one turn of hers
		posts := rc.settle(t, tc.path, tc.posts)
		if len(posts) != tc.posts {
			t.Errorf("%s: %d posts, want %d", tc.path, len(posts), tc.posts)
		}
		for _, p := range posts {
			if p.hdr.Get("X-Goose-Turn") != posts[0].hdr.Get("X-Goose-Turn") || p.hdr.Get("X-Goose-Seat") != "1" {
				t.Errorf("%s: tried again as another turn: %v", tc.path, p.hdr)
			}
		}
	}
}

// A receiver that never answers does not hold the game up: two people
// play a whole game while it holds every post it takes, answering none
// (a post in the game's way would have to end, given up, for the game to
// go on).
func TestSlowHookDoesNotSlowTheGame(t *testing.T) {
	againGame(t)
	release := make(chan struct{})
	var answered atomic.Int64
	rc := newReceiver(t, func(_ string, _ int, r *http.Request) int {
		select {
		case <-release:
		case <-r.Context().Done():
		}
		answered.Add(1)
		return http.StatusOK
	})
	defer close(release) // before the receiver closes, which waits for its posts
	h := startHost(t, "", hooked)
	ann, bob := dial(t, h.URL()), dial(t, h.URL())
	code := createHooked(t, ann, rc.srv.URL+"/slow", room.SeatSpec{}, room.SeatSpec{}).Code
	bob.Join(code, "Bob", -1)
	next(t, bob, proto.Welcome)
	next(t, ann, proto.Update)
	ann.Start()
	start := time.Now()
	bots := playOut(30*time.Second, ann, bob)
	ba, bb := bots[0], bots[1]
	if !ba.over || !bb.over || answered.Load() != 0 {
		t.Fatalf("the game went on only as its posts ended (%d ended; over %v)", answered.Load(), ba.over && bb.over)
	}
	took := time.Since(start)
	held := rc.settle(t, "/slow", 1)
	if len(held) == 0 {
		t.Fatal("the receiver took no post: the test shows nothing")
	}
	t.Logf("%d updates in %v; the receiver holds %d posts", len(ba.updates), took, len(held))
}

// roomsStored is how many rooms the host's store holds.
func roomsStored(t *testing.T, h *Host) uint64 {
	t.Helper()
	st, err := h.st.conns[0].kv.Status(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.Values()
}

// A host posts into no private network unless told: an address there (by
// number or by name) is refused when the room is made, and no room is
// made; and a post is refused on the address it connects to (a name that
// changed its address since, or a redirect, leads nowhere private).
func TestHookPrivateRefused(t *testing.T) {
	rc := newReceiver(t, nil)
	h := startHost(t, "")
	for _, hook := range []string{rc.srv.URL + "/x", "http://localhost:9/x", "http://[::1]/", "http://10.1.2.3/", "http://169.254.169.254/latest"} {
		c := dial(t, h.URL())
		r := createHooked(t, c, hook, room.SeatSpec{})
		if r.Type != proto.Error || r.Error.Code != proto.ErrBadHook || !strings.Contains(r.Error.Msg, "private network") {
			t.Errorf("%s: %+v", hook, r)
		}
	}
	if n := roomsStored(t, h); n != 0 {
		t.Errorf("%d rooms made with a refused address", n)
	}
	hk := newHooks("", false, false)
	defer hk.close()
	if again, err := hk.post(&hookJob{url: rc.srv.URL + "/x", post: hookPost{Code: "ABC", Name: "Ann"}}); err == nil || again {
		t.Errorf("a post to %s: %v (again %v)", rc.srv.URL, err, again)
	}
	if n := len(rc.took("/x")); n != 0 {
		t.Errorf("the private receiver took %d posts", n)
	}
}

// A room's web address that is not one is refused when the room is made,
// saying why, and no room is made.
func TestBadHookRefused(t *testing.T) {
	h := startHost(t, "", hooked)
	for _, tc := range []struct{ hook, say string }{
		{"ftp://example.org/x", "not an http or https"},
		{"example.org/x", "not an http or https"},
		{"http://", "not an http or https"},
		{"javascript:alert(1)", "not an http or https"},
		{"http://exa mple.org/", "not an http or https"},
		{"https://example.org/" + strings.Repeat("a", proto.MaxHook), fmt.Sprintf("at most %d", proto.MaxHook)},
		{"https://no-such-host.invalid/goose", "cannot be found"},
	} {
		c := dial(t, h.URL())
		r := createHooked(t, c, tc.hook, room.SeatSpec{})
		if r.Type != proto.Error || r.Error.Code != proto.ErrBadHook || !strings.Contains(r.Error.Msg, tc.say) {
			t.Errorf("%.40s: %+v, want %q", tc.hook, r.Error, tc.say)
		}
	}
	if n := roomsStored(t, h); n != 0 {
		t.Errorf("%d rooms made with a bad address", n)
	}
}
