//go:build !js

package host

import (
	"context"
	"encoding/json"
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
	ws   *websocket.Conn
	ip   string
	out  chan []byte
	rate *limiter
	dead atomic.Bool

	// Once seated: the room, the seat and its token (the handler's own).
	lv    *live
	code  string
	seat  int
	token string

	// Under lv.mu: whether the welcome has been sent, and the last update sent.
	ready bool
	last  uint64
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
	p := &proto.Problem{Code: "error", Msg: err.Error()}
	if e, ok := err.(*room.Error); ok {
		p.Code = e.Code
	}
	c.send(&proto.Reply{Type: proto.Error, Re: re, Error: p})
}

// write sends queued replies and pings the client now and then: a client
// that stops answering is dropped.
func (c *conn) write(ctx context.Context) {
	ping := time.NewTicker(proto.Idle / 2)
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
			pctx, cancel := context.WithTimeout(ctx, proto.Idle/2)
			err := c.ws.Ping(pctx)
			cancel()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		}
	}
}

// limiter is a token bucket: rate a second, up to burst at once.
type limiter struct {
	mu          sync.Mutex
	rate, burst float64
	buckets     map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: burst, buckets: map[string]*bucket{}}
}

// allow takes a token for key, reporting false when there is none.
func (l *limiter) allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) > 100_000 {
			clear(l.buckets) // forget everyone rather than grow without end
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
