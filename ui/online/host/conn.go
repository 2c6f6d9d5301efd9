//go:build !js

package host

import (
	"context"
	"encoding/json"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// outQueue is how many replies may wait for a slow client before the host
// drops it (it will resume and get what it missed).
const outQueue = 512

// writeTimeout is how long a reply may take to go out before the host drops
// the client.
const writeTimeout = 10 * time.Second

// conn is one client connection.
type conn struct {
	ws    *websocket.Conn
	ip    string
	out   chan []byte
	rate  *limiter
	dead  atomic.Bool
	heard atomic.Int64 // when the last request came (Unix nanoseconds)

	// Once seated: the room, the seat and its token (the handler's own).
	lv    *live
	code  string
	seat  int
	token string
	hash  string // the token's, as the room's seats hold it
	// When a refusal was last checked against the log (seated).
	checked time.Time

	// Under lv.mu: whether the welcome has been sent, the update it stood
	// at, and the last update sent.
	ready    bool
	welcomed uint64
	last     uint64
}

// send queues a reply; a client too slow to take it is dropped.
func (c *conn) send(r *proto.Reply) {
	data, err := json.Marshal(r)
	if err != nil {
		return
	}
	c.sendJSON(data)
}

// sendJSON queues a reply already in JSON.
func (c *conn) sendJSON(data []byte) {
	if c.dead.Load() {
		return
	}
	select {
	case c.out <- data:
	default:
		c.dead.Store(true)
		c.ws.CloseNow()
	}
}

func (c *conn) fail(re string, err error) {
	p := &proto.Problem{Code: "error", Msg: clip(err.Error(), maxErrMsg)}
	switch e := err.(type) {
	case *room.Error:
		p.Code = e.Code
	case *waitErr:
		p.Code, p.Retry = proto.ErrTooFast, max(1, e.after.Milliseconds())
	}
	c.send(&proto.Reply{Type: proto.Error, Re: re, Error: p})
}

// write sends queued replies and pings the client now and then: a client
// that stops answering is dropped, and one that has sent nothing for idle
// (not even a ping request) is cut.
func (c *conn) write(ctx context.Context, idle time.Duration) {
	ping := time.NewTicker(min(proto.Idle, idle) / 4)
	defer ping.Stop()
	// A write that stalls cuts the connection. One timer, reset for each
	// write, rather than a context with a deadline each (the writes have no
	// context to end them: that cost a loaded host a twentieth of its time).
	stall := time.AfterFunc(time.Hour, func() { c.ws.CloseNow() })
	stall.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case data := <-c.out:
			stall.Reset(writeTimeout)
			err := c.ws.Write(context.Background(), websocket.MessageText, data)
			stall.Stop()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		case <-ping.C:
			if time.Since(time.Unix(0, c.heard.Load())) > idle {
				c.ws.Close(websocket.StatusPolicyViolation, "idle: nothing sent for "+idle.String())
				c.ws.CloseNow()
				return
			}
			pctx, cancel := context.WithTimeout(ctx, min(proto.Idle, idle)/4)
			err := c.ws.Ping(pctx)
			cancel()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		}
	}
}

// limiter is a token bucket for each key: rate a second, up to burst at
// once. It holds at most keep keys, in two generations: a key unused for a
// whole generation is forgotten (its bucket starts full again), so a flood
// of addresses bounds its memory without wiping every other address's
// budget at once.
type limiter struct {
	mu          sync.Mutex
	rate, burst float64
	keep        int
	cur, old    map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

// limiterKeys is how many addresses a limiter remembers.
const limiterKeys = 100_000

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: burst, keep: limiterKeys, cur: map[string]*bucket{}}
}

// allow takes a token for key, reporting false when there is none.
func (l *limiter) allow(key string) bool {
	_, ok := l.take(key)
	return ok
}

// take takes a token for key; without one, it says how long until there is.
func (l *limiter) take(key string) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	b := l.cur[key]
	if b == nil {
		if b = l.old[key]; b != nil {
			delete(l.old, key)
		} else {
			b = &bucket{tokens: l.burst, at: now}
		}
		if len(l.cur) >= l.keep/2 {
			l.old, l.cur = l.cur, make(map[string]*bucket, len(l.cur))
		}
		l.cur[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return time.Duration((1 - b.tokens) / l.rate * float64(time.Second)), false
	}
	b.tokens--
	return 0, true
}

// addrKey is what an address's limits are counted against: an IPv4
// address, or an IPv6 address's /64, one network's (a single subscriber
// holds 2^64 addresses).
func addrKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	if a = a.Unmap(); a.Is4() {
		return a.String()
	}
	p, err := a.WithZone("").Prefix(64)
	if err != nil {
		return ip
	}
	return p.String()
}
