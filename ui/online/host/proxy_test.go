//go:build !js

package host

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"goose/ui/online/proto"
)

// The address joins are counted against: a proxy's header is believed only
// with --trust-proxy and only from this machine; one that names no address
// is refused.
func TestClientIP(t *testing.T) {
	for _, tc := range []struct {
		name   string
		remote string
		trust  bool
		header map[string][]string
		want   string // "" : refused
	}{
		{"direct", "198.51.100.4:5000", false, nil, "198.51.100.4"},
		{"header not trusted", "127.0.0.1:5000", false, map[string][]string{"X-Forwarded-For": {"203.0.113.7"}}, "127.0.0.1"},
		{"trusted proxy", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7"}}, "203.0.113.7"},
		{"the last address is the proxy's own view", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"10.9.9.9, 203.0.113.7"}}, "203.0.113.7"},
		{"several headers", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"10.9.9.9", "203.0.113.8"}}, "203.0.113.8"},
		{"IPv6 proxy and client", "[::1]:5000", true, map[string][]string{"X-Forwarded-For": {"2001:DB8::1"}}, "2001:db8::1"},
		{"with a port", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7:4711"}}, "203.0.113.7"},
		{"X-Real-IP", "127.0.0.1:5000", true, map[string][]string{"X-Real-Ip": {"203.0.113.9"}}, "203.0.113.9"},
		{"X-Forwarded-For first", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7"}, "X-Real-Ip": {"203.0.113.9"}}, "203.0.113.7"},
		{"no header: a player on this machine", "127.0.0.1:5000", true, nil, "127.0.0.1"},
		{"not from this machine: a spoofer", "198.51.100.4:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7"}}, "198.51.100.4"},
		{"not an address", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7, evil"}}, ""},
		{"empty last", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {"203.0.113.7,"}}, ""},
		{"empty", "127.0.0.1:5000", true, map[string][]string{"X-Forwarded-For": {""}}, ""},
		{"bad X-Real-IP", "127.0.0.1:5000", true, map[string][]string{"X-Real-Ip": {"a, b"}}, ""},
	} {
		r := httptest.NewRequest("GET", "/ws", nil)
		r.RemoteAddr = tc.remote
		for k, vs := range tc.header {
			for _, v := range vs {
				r.Header.Add(k, v)
			}
		}
		got, err := clientIP(r, tc.trust)
		switch {
		case tc.want == "" && (err == nil || !strings.Contains(err.Error(), "names no client address")):
			t.Errorf("%s: %q, %v; want refused", tc.name, got, err)
		case tc.want != "" && (err != nil || got != tc.want):
			t.Errorf("%s: %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

// Behind a proxy with --trust-proxy, each player's joins are limited on
// their own, not all together as the proxy's; without it they share one
// limit. A malformed header gets a clear 400.
func TestJoinLimitsBehindProxy(t *testing.T) {
	ctx := context.Background()
	guesses := func(h *Host, from string) (noRoom, tooFast int) {
		ws, _, err := websocket.Dial(ctx, h.URL(), &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {"10.0.0.1, " + from}}})
		if err != nil {
			t.Fatal(err)
		}
		defer ws.CloseNow()
		for range 3 {
			if err := ws.Write(ctx, websocket.MessageText, []byte(`{"type":"join","code":"0000000000","name":"Eve"}`)); err != nil {
				t.Fatal(err)
			}
			rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			_, data, err := ws.Read(rctx)
			cancel()
			var r proto.Reply
			if err != nil || json.Unmarshal(data, &r) != nil || r.Error == nil {
				t.Fatalf("a guess answered %s, %v", data, err)
			}
			switch r.Error.Code {
			case proto.ErrNoRoom:
				noRoom++
			case proto.ErrTooFast:
				tooFast++
			}
		}
		return
	}
	for _, trust := range []bool{true, false} {
		h, err := Start(Config{Addr: "127.0.0.1:0", Data: t.TempDir(), JoinsPerMinute: 2, TrustProxy: trust})
		if err != nil {
			t.Fatal(err)
		}
		a1, a2 := guesses(h, "203.0.113.7")
		b1, b2 := guesses(h, "203.0.113.8")
		want := [4]int{2, 1, 2, 1} // each player two guesses, then told to wait
		if !trust {
			want = [4]int{2, 1, 0, 3} // the second player is limited by the first's guesses
		}
		if got := [4]int{a1, a2, b1, b2}; got != want {
			t.Errorf("trust %v: no-room and too-fast for two players %v; want %v", trust, got, want)
		}
		if trust {
			// Two addresses of one IPv6 /64 are one network's: one budget.
			c1, c2 := guesses(h, "2001:db8:1:2::1")
			d1, d2 := guesses(h, "2001:db8:1:2:ffff::9")
			e1, _ := guesses(h, "2001:db8:1:3::1")
			if got := [5]int{c1, c2, d1, d2, e1}; got != [5]int{2, 1, 0, 3, 2} {
				t.Errorf("IPv6: no-room and too-fast for one /64's two addresses, then another /64's, %v; want [2 1 0 3 2]", got)
			}
			_, resp, err := websocket.Dial(ctx, h.URL(), &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {"not-an-address"}}})
			var body []byte
			if resp != nil {
				body, _ = io.ReadAll(resp.Body)
			}
			if err == nil || resp == nil || resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), `X-Forwarded-For header "not-an-address" names no client address`) {
				t.Errorf("a malformed header: %v, %s", err, body)
			}
		}
		h.Close()
	}
}
