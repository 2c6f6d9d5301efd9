//go:build !js

package host

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/ui/online/proto"
	"goose/ui/web/serve"
)

// Config is how a host runs.
type Config struct {
	Addr     string   // where clients connect (host:port; port 0 picks one)
	NATS     string   // a NATS cluster's URL; "" runs one inside the host
	Data     string   // the embedded NATS server's store (with NATS "")
	NATSAddr string   // where the embedded NATS server listens (default 127.0.0.1, a free port)
	NATSAuth NATSAuth // the key, credentials and TLS of NATS (the embedded server's, or NATS's)
	Site     string   // the web build to serve at /, or ""
	Origins  []string // page origins allowed besides the host's own (coder/websocket patterns)
	Replicas int      // copies JetStream keeps of rooms and updates (a cluster: 3; default 1)
	// JoinsPerMinute limits create and join requests and refused resumes
	// per address (default proto.JoinRate).
	JoinsPerMinute int
	// RoomsPerHour limits the rooms one address makes (default 100).
	RoomsPerHour int
	// ConnsPerAddr limits one address's connections at once (default 256).
	ConnsPerAddr int
	// TrustProxy counts joins and connections against the address a proxy
	// on this machine names (X-Forwarded-For, X-Real-IP), not the proxy's own.
	TrustProxy bool
	Timing     Timing     // how long the host waits for connections and the other hosts
	Hooks      HookConfig // the posts to a room's web address when it is a person's turn (hook.go)
}

// Timing is how long a host waits; a zero field takes its default.
type Timing struct {
	// Idle is how long a connection may send nothing before it is cut
	// (default proto.Idle; the welcome tells the client).
	Idle time.Duration
	// WatchSay is how often the host says again how many watch its rooms
	// to the other hosts (default 20 s).
	WatchSay time.Duration
	// AgainGrace is how long a person gone from a finished game may come
	// back before the room plays again without them (default AgainGrace).
	AgainGrace time.Duration
}

// HookConfig is the host's settings for the posts to rooms' web addresses.
type HookConfig struct {
	// PublicURL is where people open the host's pages (http or https),
	// for the link in a room's posts; "" when not known.
	PublicURL string
	// Private lets rooms' web addresses lead into private networks.
	Private bool
	// Off has the host post to no web address: a room given one is
	// refused (proto.ErrNoHooks).
	Off bool
}

// Limits on one address, past any honest table or family behind one
// router (rooms a person makes are games played; a connection is a seat).
const (
	RoomsPerHour = 100
	ConnsPerAddr = 256
)

// Host is a running game server.
type Host struct {
	cfg   Config
	ns    *server.Server // the embedded NATS server, or nil
	st    *store
	ln    net.Listener
	srv   *http.Server
	site  io.Closer
	lim   limits
	hooks *hooks

	mu     sync.Mutex
	rooms  map[string]*live
	conns  map[*conn]bool
	byAddr map[string]int // connections by address (addrKey)

	conflicts atomic.Int64 // compare-and-set retries, for the load figures
	histories atomic.Int64 // reads of a room's updates from the stream
	closing   atomic.Bool
}

// limits are the host's budgets.
type limits struct {
	joins  *limiter // creates, joins, watches and refused resumes, by address
	made   *limiter // rooms made, by address
	reacts *limiter // reactions, by connection
}

// Start runs a host until Close.
func Start(cfg Config) (*Host, error) {
	if cfg.JoinsPerMinute <= 0 {
		cfg.JoinsPerMinute = proto.JoinRate
	}
	if cfg.RoomsPerHour <= 0 {
		cfg.RoomsPerHour = RoomsPerHour
	}
	if cfg.ConnsPerAddr <= 0 {
		cfg.ConnsPerAddr = ConnsPerAddr
	}
	if cfg.Timing.Idle <= 0 {
		cfg.Timing.Idle = proto.Idle
	}
	if cfg.Timing.WatchSay <= 0 {
		cfg.Timing.WatchSay = 20 * time.Second
	}
	if cfg.Timing.AgainGrace <= 0 {
		cfg.Timing.AgainGrace = AgainGrace
	}
	h := &Host{cfg: cfg, rooms: map[string]*live{}, conns: map[*conn]bool{}, byAddr: map[string]int{}}
	h.lim = limits{
		joins:  newLimiter(float64(cfg.JoinsPerMinute)/60, float64(cfg.JoinsPerMinute)),
		made:   newLimiter(float64(cfg.RoomsPerHour)/3600, float64(cfg.RoomsPerHour)),
		reacts: newLimiter(1/proto.ReactEvery.Seconds(), 1),
	}
	url, key := cfg.NATS, cfg.NATSAuth.NKey
	if url == "" {
		addr := cfg.NATSAddr
		if addr == "" {
			addr = "127.0.0.1:0"
		}
		ns, err := StartNATS(cfg.Data, addr, cfg.NATSAuth)
		if err != nil {
			return nil, fmt.Errorf("embedded NATS: %w", err)
		}
		h.ns, url, key = ns, ns.ClientURL(), NATSKeyFile(cfg.Data, cfg.NATSAuth)
	}
	opts, err := natsOptions(h.ns, key, cfg.NATSAuth)
	if err != nil {
		h.stopNATS()
		return nil, err
	}
	// A minute: a NATS starting beside the host, or a busy machine's, is waited for.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	st, err := openStore(ctx, url, max(1, cfg.Replicas), opts)
	if err != nil {
		h.stopNATS()
		return nil, err
	}
	h.st = st
	h.hooks = newHooks(cfg.Hooks.PublicURL, cfg.Hooks.Private, cfg.Hooks.Off)
	mux := http.NewServeMux()
	mux.HandleFunc(proto.Path, h.serveWS)
	if cfg.Site != "" {
		site, closer, err := serve.Site(cfg.Site)
		if err != nil {
			h.Close()
			return nil, fmt.Errorf("site: %w", err)
		}
		h.site = closer
		mux.Handle("/", site)
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		h.Close()
		return nil, err
	}
	h.ln = ln
	h.srv = &http.Server{Handler: h.checkHost(mux), MaxHeaderBytes: 16 << 10,
		// A connection that says nothing, or is kept alive between page
		// requests, is let go; WebSockets have their own idle time (write).
		ReadHeaderTimeout: min(10*time.Second, cfg.Timing.Idle), IdleTimeout: min(time.Minute, cfg.Timing.Idle)}
	go h.srv.Serve(capListener(ln, cfg.ConnsPerAddr+pageConns, cfg.TrustProxy))
	go h.resay()
	go h.againLoop()
	return h, nil
}

// Addr is where the host listens.
func (h *Host) Addr() string { return h.ln.Addr().String() }

// URL is the WebSocket address clients dial.
func (h *Host) URL() string { return "ws://" + h.Addr() + proto.Path }

// NATSURL is the NATS server the host uses (without a password it names).
func (h *Host) NATSURL() string {
	if h.ns != nil {
		return h.ns.ClientURL()
	}
	return h.st.conns[0].nc.ConnectedUrlRedacted()
}

// Conflicts counts the changes that lost a compare-and-set and were made again.
func (h *Host) Conflicts() int64 { return h.conflicts.Load() }

// Close stops the host at once, as a crash would: connections are cut,
// nothing is handed over. The rooms live on in NATS.
func (h *Host) Close() {
	if !h.closing.CompareAndSwap(false, true) {
		return
	}
	if h.srv != nil {
		h.srv.Close()
	}
	h.mu.Lock()
	for c := range h.conns {
		c.ws.CloseNow()
	}
	h.mu.Unlock()
	if h.st != nil {
		h.st.close()
	}
	if h.hooks != nil {
		h.hooks.close()
	}
	if h.site != nil {
		h.site.Close()
	}
	h.stopNATS()
}

func (h *Host) stopNATS() {
	if h.ns != nil {
		h.ns.Shutdown()
		h.ns.WaitForShutdown()
	}
}

// serveWS takes one client connection and serves its requests in turn.
func (h *Host) serveWS(w http.ResponseWriter, r *http.Request) {
	ip, err := clientIP(r, h.cfg.TrustProxy)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	addr := addrKey(ip)
	h.mu.Lock()
	if h.byAddr[addr] >= h.cfg.ConnsPerAddr {
		h.mu.Unlock()
		http.Error(w, fmt.Sprintf("%d connections at once from your address: close one first", h.cfg.ConnsPerAddr), http.StatusTooManyRequests)
		return
	}
	h.byAddr[addr]++
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		if h.byAddr[addr]--; h.byAddr[addr] <= 0 {
			delete(h.byAddr, addr)
		}
		h.mu.Unlock()
	}()
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: h.cfg.Origins})
	if err != nil {
		return // Accept has answered: a foreign page, or not a WebSocket
	}
	// Past the hard limit coder/websocket closes the connection with
	// "message too big"; up to it a large request gets an error reply.
	ws.SetReadLimit(4 * proto.MaxMessage)
	c := &conn{ws: ws, ip: addr, seat: -1, out: make(chan []byte, outQueue), rate: newLimiter(proto.Rate, proto.Burst)}
	c.heard.Store(time.Now().UnixNano())
	h.mu.Lock()
	if h.closing.Load() {
		h.mu.Unlock()
		ws.CloseNow()
		return
	}
	h.conns[c] = true
	h.mu.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	go c.write(ctx, h.cfg.Timing.Idle)
	defer func() {
		cancel()
		h.mu.Lock()
		delete(h.conns, c)
		h.mu.Unlock()
		if c.lv != nil {
			h.leave(c.lv, c)
		}
		ws.CloseNow()
	}()
	for {
		// Without a context to end it (the read ends when the connection is
		// cut), as coder/websocket then arms no timer for each message.
		typ, data, err := ws.Read(context.Background())
		if err != nil {
			return
		}
		if c.dead.Load() {
			return
		}
		c.heard.Store(time.Now().UnixNano())
		h.handle(c, typ, data)
	}
}

// live returns the room this host serves under code, subscribed to its
// updates, with one more user; leave gives it back.
func (h *Host) live(code string) *live {
	h.mu.Lock()
	defer h.mu.Unlock()
	lv := h.rooms[code]
	if lv == nil {
		lv = &live{code: code, conns: map[*conn]bool{}, here: presence{since: time.Now()}}
		sub, err := h.st.of(code).nc.Subscribe(logged+code, func(m *nats.Msg) { h.forward(lv, m) })
		if err == nil {
			lv.sub = sub
		}
		h.hear(lv)
		h.rooms[code] = lv
	}
	lv.users++
	return lv
}

// leave gives back a use of lv, and c's place in it when c is not nil.
func (h *Host) leave(lv *live, c *conn) {
	if c != nil {
		lv.mu.Lock()
		if lv.conns[c] && c.watching() {
			h.watched(lv, -1)
		}
		if lv.conns[c] {
			delete(lv.conns, c)
			h.leftSeat(lv, c)
		}
		lv.mu.Unlock()
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	lv.users--
	if lv.users == 0 {
		if lv.sub != nil {
			lv.sub.Unsubscribe()
		}
		if lv.watch.sub != nil {
			lv.watch.sub.Unsubscribe()
		}
		delete(h.rooms, lv.code)
	}
}

func newCode() string {
	var b [proto.CodeLen]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = proto.CodeAlphabet[b[i]&31]
	}
	return string(b[:])
}

func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// newSalt hides a room's seed in its promise (room.Promise): 256 bits.
func newSalt() string {
	var b [32]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// newSeed seeds a room's dice (tests fix it).
var newSeed = randomSeed

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// create stores a new room under a fresh code.
func (h *Host) create(r func(code string) (*room.Room, error)) (*room.Room, error) {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	for range 4 {
		rm, err := r(newCode())
		if err != nil {
			return nil, err
		}
		data, err := rm.Marshal()
		if err != nil {
			return nil, err
		}
		if _, err = h.st.of(rm.Code).kv.Create(ctx, rm.Code, data, jetstream.KeyTTL(life(rm))); errors.Is(err, jetstream.ErrKeyExists) {
			continue
		} else if err != nil {
			return nil, refused(rm.Code, err) // the bucket full, or away
		}
		return rm, nil
	}
	return nil, unavailable
}
