//go:build load && !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// person is a simulated person for the load test: a WebSocket that reads of
// each update only what acting needs (its number, who acted, whose turn it
// is) and keeps it as it came. Every update is read whole once the game is
// over, and each person's are compared with the first's: what a full
// client reads, checked no less, but not on the clock. (The real client,
// which reads every update whole as it comes, took more CPU than the host:
// on one machine it was the load test that ran out of processor.)
type person struct {
	ws    *websocket.Conn
	think time.Duration

	mu      sync.Mutex
	seat    int
	code    string
	welcome chan struct{} // closed at the welcome
	last    uint64        // the last update's number
	ups     [][]byte      // the updates as they came
	dupes   int
	lat     []time.Duration // from its own action to the action's update
	seen    []time.Duration // from another's action to the update here
	sent    time.Time       // when the action awaiting its update was sent
	table   *table
	errs    map[string]int
	over    bool
	live    bool          // welcomed: what comes now comes as it happens (a watcher's catching up is not timed)
	done    chan struct{} // closed when the game is over or the connection ends
	buf     []byte

	watching string // the room a watcher watches (asked again when the host cannot yet)
}

func dialSim(ctx context.Context, url string) (*person, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(16 << 20)
	p := &person{ws: ws, seat: -1, welcome: make(chan struct{}), errs: map[string]int{}, done: make(chan struct{}), buf: make([]byte, 0, 4096)}
	go p.read(ctx)
	return p, nil
}

func (p *person) send(req *proto.Request) error {
	data, err := proto.MarshalRequest(req)
	if err != nil {
		return err
	}
	return p.ws.Write(context.Background(), websocket.MessageText, data)
}

// updateReply is how a host writes an update's reply, up to the update.
var updateReply = []byte(`{"type":"` + proto.Update + `","update":`)

// read takes the host's replies, and acts when its seat is due.
func (p *person) read(ctx context.Context) {
	defer close(p.done)
	for {
		data, err := p.next(ctx)
		if err != nil {
			return
		}
		if !bytes.HasPrefix(data, updateReply) {
			var r proto.Reply
			if err := json.Unmarshal(data, &r); err != nil {
				p.count("unreadable")
				continue
			}
			switch r.Type {
			case proto.Welcome:
				p.mu.Lock()
				p.seat, p.code, p.live = r.Seat, r.Code, true
				p.last = max(p.last, r.Seq)
				p.mu.Unlock()
				select {
				case <-p.welcome: // a second welcome (a resume) says nothing new here
				default:
					close(p.welcome)
				}
			case proto.Error:
				p.count(r.Error.Code)
				if r.Re == proto.Start && r.Error.Code == proto.ErrUnavailable {
					time.Sleep(20 * time.Millisecond)
					p.send(&proto.Request{Type: proto.Start})
				}
				if r.Re == proto.Watch && r.Error.Code == proto.ErrUnavailable {
					time.Sleep(20 * time.Millisecond) // as the client does, rather than miss updates
					p.send(&proto.Request{Type: proto.Watch, Code: p.watching})
				}
				if r.Re == proto.Act || r.Error.Code == proto.ErrTooFast {
					// Refused (too fast, stale): act again on the last update seen.
					time.Sleep(20 * time.Millisecond)
					p.mu.Lock()
					p.sent = time.Time{}
					p.mu.Unlock()
					p.act(nil)
				}
			}
			continue
		}
		u := data[len(updateReply) : len(data)-1]
		seq, seat := intAfter(u, `"seq":`), intAfter(u, `"seat":`)
		p.mu.Lock()
		if seq <= int64(p.last) {
			p.dupes++
			p.mu.Unlock()
			continue
		}
		p.last = uint64(seq)
		p.ups = append(p.ups, bytes.Clone(u))
		if acted := bytes.Contains(u, []byte(`"action":`)); acted && seat == int64(p.seat) && !p.sent.IsZero() {
			p.lat = append(p.lat, time.Since(p.sent))
			p.sent = time.Time{}
		} else if at, ok := p.table.sentFor(uint64(seq)); acted && seat != int64(p.seat) && ok && p.live {
			p.seen = append(p.seen, time.Since(at))
		}
		over := bytes.Contains(u, []byte(`"seed":`))
		p.over = over
		p.mu.Unlock()
		if over {
			return
		}
		p.act(u)
	}
}

// lastSeq is the person's last update's number, and whether the game is over.
func (p *person) lastSeq() (uint64, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last, p.over
}

// next reads a message into the person's buffer (valid until the next).
func (p *person) next(ctx context.Context) ([]byte, error) {
	_, r, err := p.ws.Reader(ctx)
	if err != nil {
		return nil, err
	}
	b := p.buf[:0]
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if errors.Is(err, io.EOF) {
			p.buf = b
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

func (p *person) count(code string) {
	p.mu.Lock()
	p.errs[code]++
	p.mu.Unlock()
}

// act plays for the person's seat if the update u (nil: the last one) says it
// is due: a roll, or in a choice the first legal use of the dice.
func (p *person) act(u []byte) {
	p.mu.Lock()
	if u == nil && len(p.ups) > 0 {
		u = p.ups[len(p.ups)-1]
	}
	seat, at := p.seat, p.last
	p.mu.Unlock()
	cur, choose := turnOf(u)
	if cur < 0 || cur != seat {
		return
	}
	a := engine.Roll
	if choose {
		var st engine.State
		if json.Unmarshal(u[bytes.Index(u, []byte(`"state":`))+len(`"state":`):len(u)-1], &st) != nil {
			return
		}
		p.mu.Lock()
		g := p.game(&st)
		p.mu.Unlock()
		if g == nil || len(g.Legal()) == 0 {
			return
		}
		a = engine.Choose(g.Legal()[0])
	}
	if p.think > 0 {
		time.Sleep(p.think)
	}
	p.mu.Lock()
	if p.sent.IsZero() {
		p.sent = time.Now()
		p.table.send(at+1, p.sent)
	}
	p.mu.Unlock()
	p.send(&proto.Request{Type: proto.Act, Action: &a, At: at})
}

// table is what a room's people share: when the action that makes each
// update was sent, so that every person times it as it reaches them, as
// a person at another computer waits for it.
type table struct {
	mu   sync.Mutex
	sent [64]struct {
		seq uint64
		at  time.Time
	}
}

// send notes the time of the action that makes update seq (its first send).
func (t *table) send(seq uint64, at time.Time) {
	t.mu.Lock()
	if s := &t.sent[seq%uint64(len(t.sent))]; s.seq != seq {
		s.seq, s.at = seq, at
	}
	t.mu.Unlock()
}

// sentFor is when the action that made update seq was sent.
func (t *table) sentFor(seq uint64) (time.Time, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.sent[seq%uint64(len(t.sent))]
	return s.at, s.seq == seq
}

// turnOf reads the seat to move from an update's state, and whether it is
// to choose (-1: none, or an update unlike what a host writes).
func turnOf(u []byte) (seat int, choose bool) {
	// Forward searches: the state follows the events, which are numbers.
	i := bytes.Index(u, []byte(`"state":{"phase":"`))
	if i < 0 {
		return -1, false
	}
	state := u[i+len(`"state":{"phase":"`):]
	choose = bytes.HasPrefix(state, []byte(`choose"`))
	if !choose && !bytes.HasPrefix(state, []byte(`play"`)) {
		return -1, false
	}
	o := bytes.Index(state, []byte(`"order":[`))
	if o < 0 {
		return -1, false
	}
	a := bytes.Index(state[o:], []byte(`],"at":`)) + o
	if a < o {
		return -1, false
	}
	order := state[o+len(`"order":[`) : a]
	at := intAfter(state[a:], `],"at":`)
	if at < 0 {
		return -1, false
	}
	for ; at > 0; at-- {
		i := bytes.IndexByte(order, ',')
		if i < 0 {
			return -1, false
		}
		order = order[i+1:]
	}
	if i := bytes.IndexByte(order, ','); i >= 0 {
		order = order[:i]
	}
	seat, err := strconv.Atoi(string(order))
	if err != nil {
		return -1, false
	}
	return seat, choose
}

// game is an engine game at st under the room's rules.
func (p *person) game(st *engine.State) *engine.Game {
	g, err := engine.New(p.rules(), len(st.Seats), engine.NewPCG(1))
	if err != nil {
		return nil
	}
	g.State = *st
	return g
}

// intAfter is the number that follows key in data (-1 if none does).
func intAfter(data []byte, key string) int64 {
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return -1
	}
	n, j := int64(0), i+len(key)
	if j >= len(data) || data[j] < '0' || data[j] > '9' {
		return -1
	}
	for ; j < len(data) && data[j] >= '0' && data[j] <= '9'; j++ {
		n = n*10 + int64(data[j]-'0')
	}
	return n
}

// waitWelcome waits for the person's welcome, or says why there was none.
func (p *person) waitWelcome(ctx context.Context) error {
	select {
	case <-p.welcome:
		return nil
	case <-p.done:
		p.mu.Lock()
		defer p.mu.Unlock()
		return fmt.Errorf("no welcome: %v", p.errs)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// rules are the room's, from the first update that shows its lobby.
func (p *person) rules() engine.Rules {
	for _, data := range p.ups {
		var u room.Update
		if u.UnmarshalJSON(data) == nil && u.Lobby != nil {
			return u.Lobby.Rules
		}
	}
	return engine.Rules{}
}

// events reads updates whole: their events, and the replay of their actions.
func (p *person) events(ups [][]byte) ([]room.Event, *replay.Replay, error) {
	var evs []room.Event
	var rp *replay.Replay
	for _, data := range ups {
		var u room.Update
		if err := u.UnmarshalJSON(data); err != nil {
			return nil, nil, err
		}
		if u.Lobby != nil && rp == nil {
			rp = replay.New(u.Lobby.Rules, make([]replay.Seat, len(u.Lobby.Seats)), 0, "")
		}
		if u.Action != nil && rp != nil {
			rp.Record(*u.Action)
		}
		if u.Seed != nil && rp != nil {
			rp.Seed = *u.Seed
		}
		evs = append(evs, u.Events...)
	}
	return evs, rp, nil
}

// stalled says where a person stands, for a game that did not finish.
func (p *person) stalled() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	due := -1
	if len(p.ups) > 0 {
		due, _ = turnOf(p.ups[len(p.ups)-1])
	}
	return fmt.Sprintf("seat %d: update %d (the game over: %v), %s due, waiting for its action's update since %v, refusals %v", p.seat, p.last, p.over, fmt.Sprint(due), !p.sent.IsZero(), p.errs)
}
