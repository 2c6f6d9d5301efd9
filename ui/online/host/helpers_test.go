//go:build !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/engine/sim"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// natsKeys are the keys of the NATS servers natsAlone runs, by URL: the
// hosts on them connect with it.
var natsKeys sync.Map

// natsAlone runs the embedded NATS server by itself, storing in dir, on
// addr ("127.0.0.1:0" the first time; its own address to restart it).
func natsAlone(t testing.TB, dir, addr string) *server.Server {
	t.Helper()
	ns, err := StartNATS(dir, addr, NATSAuth{})
	if err != nil {
		t.Fatal(err)
	}
	natsKeys.Store(ns.ClientURL(), NATSKeyFile(dir, NATSAuth{}))
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	return ns
}

// startHost runs a host on loopback; natsURL "" embeds NATS in a temp dir.
// with changes its Config.
func startHost(t testing.TB, natsURL string, with ...func(*Config)) *Host {
	t.Helper()
	cfg := Config{Addr: "127.0.0.1:0", NATS: natsURL, Data: t.TempDir(), JoinsPerMinute: 1 << 20, RoomsPerHour: 1 << 20, ConnsPerAddr: 1 << 20}
	if key, ok := natsKeys.Load(natsURL); ok {
		cfg.NATSAuth.NKey = key.(string)
	}
	for _, w := range with {
		w(&cfg)
	}
	h, err := Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

func dial(t testing.TB, urls ...string) *client.Client {
	t.Helper()
	c, err := client.Dial(context.Background(), urls...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// drain takes the replies that have come, until none comes for a while.
func drain(c *client.Client) {
	for {
		select {
		case <-c.Replies():
		case <-time.After(50 * time.Millisecond):
			return
		}
	}
}

// next waits for a reply of one of the kinds.
func next(t testing.TB, c *client.Client, kinds ...string) proto.Reply {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case r, ok := <-c.Replies():
			if !ok {
				t.Fatal("client closed")
			}
			for _, k := range kinds {
				if r.Type == k {
					return r
				}
			}
			if r.Type == proto.Error {
				t.Fatalf("waiting for %v: error %s: %s", kinds, r.Error.Code, r.Error.Msg)
			}
		case <-timeout:
			t.Fatalf("no %v in 10 s", kinds)
		}
	}
}

// bot plays a person's seat as fast as it may: it rolls, or takes the first
// legal choice, whenever its seat is due, and keeps everything it receives.
type bot struct {
	c    *client.Client
	hold *atomic.Bool // while set, the bot does not act (the test is breaking something)
	// think is how long the bot waits before acting once its seat is due
	// (0: at once, full speed).
	think time.Duration

	mu      sync.Mutex
	updates []room.Update
	over    bool
	errs    map[string]int // errors by code
	kinds   map[string]int // replies by kind
	sent    time.Time      // when the action awaiting its update was sent
	lat     []time.Duration
	done    chan struct{}
}

func newBot(c *client.Client, hold *atomic.Bool) *bot {
	return &bot{c: c, hold: hold, errs: map[string]int{}, kinds: map[string]int{}, done: make(chan struct{})}
}

// play runs until the game is over or ctx ends.
func (b *bot) play(ctx context.Context) {
	defer close(b.done)
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	acted := uint64(0) // the update the bot last acted upon
	var actedAt time.Time
	var dueSeq uint64 // the update upon which the bot's seat became due, at dueAt
	var dueAt time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case r, ok := <-b.c.Replies():
			if !ok {
				return
			}
			b.mu.Lock()
			b.kinds[r.Type]++
			switch r.Type {
			case proto.Update:
				b.updates = append(b.updates, *r.Update)
				if _, seat, _ := b.c.Seat(); !b.sent.IsZero() && r.Update.Action != nil && r.Update.Seat == seat {
					b.lat = append(b.lat, time.Since(b.sent))
					b.sent = time.Time{}
				}
				b.over = b.over || r.Update.Seed != nil
			case proto.Error:
				b.errs[r.Error.Code]++ // refused (the store away, a stale view): the tick tries again
			case proto.Welcome:
				acted = 0
			}
			over := b.over
			b.mu.Unlock()
			if over {
				return
			}
		case <-tick.C:
			if time.Since(actedAt) > time.Second {
				acted = 0 // an action lost or refused is sent again; At makes it safe
			}
		}
		if b.hold != nil && b.hold.Load() {
			continue
		}
		if last := b.c.Last(); last != acted && b.due() {
			if b.think > 0 {
				// Think without ceasing to read replies (the ticks come back).
				if dueAt.IsZero() || dueSeq != last {
					dueSeq, dueAt = last, time.Now()
				}
				if time.Since(dueAt) < b.think {
					continue
				}
			}
			acted, actedAt = last, time.Now()
			a := engine.Roll
			if _, choose, _ := b.c.Turn(); choose {
				a = engine.Choose(b.c.Game().Legal()[0])
			}
			b.mu.Lock()
			if b.sent.IsZero() {
				b.sent = time.Now()
			}
			b.mu.Unlock()
			b.c.Act(a)
		}
	}
}

// playOut has a bot play each client's seat (or watch) until the game is
// over or d has passed, and returns them.
func playOut(d time.Duration, cs ...*client.Client) []*bot {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	bots := make([]*bot, len(cs))
	for i, c := range cs {
		bots[i] = newBot(c, nil)
		go bots[i].play(ctx)
	}
	for _, b := range bots {
		<-b.done
	}
	return bots
}

// due reports whether the bot's seat is to move.
func (b *bot) due() bool {
	cur, _, _ := b.c.Turn()
	_, seat, _ := b.c.Seat()
	return cur == seat && seat >= 0
}

// events are the engine events the bot received, one JSON line each (the
// form of goose sim --events), and the replay that the updates describe.
func (b *bot) events(t testing.TB, view *room.View) ([]byte, *replay.Replay) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out bytes.Buffer
	var seats []replay.Seat
	for _, s := range view.Seats {
		seats = append(seats, replay.Seat{Name: s.Name, Level: s.Level})
	}
	rp := replay.New(view.Rules, seats, 0, "")
	want := uint64(0)
	for _, u := range b.updates {
		if want != 0 && u.Seq != want {
			t.Errorf("updates out of order: %d after %d", u.Seq, want-1)
		}
		want = u.Seq + 1
		if u.Action != nil {
			rp.Record(*u.Action)
		}
		if u.Seed != nil {
			rp.Seed = *u.Seed
		}
		for _, e := range u.Events {
			line, _ := json.Marshal(engine.Event(e))
			out.Write(line)
			out.WriteByte('\n')
		}
	}
	return out.Bytes(), rp
}

// simEvents is what `goose sim --replay FILE --events` prints for rp.
func simEvents(t testing.TB, rp *replay.Replay) []byte {
	t.Helper()
	data, err := rp.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := sim.Main([]string{"--replay", file, "--events"}, &out, &errb); code != 0 {
		t.Fatalf("goose sim --replay: %d %s", code, errb.String())
	}
	return out.Bytes()
}

// checkGame checks that every bot saw the whole game, the same, and that
// it is the game goose sim replays from its seed and actions.
func checkGame(t *testing.T, view *room.View, bots ...*bot) {
	t.Helper()
	first, rp := bots[0].events(t, view)
	if !bots[0].over {
		t.Fatal("the game did not finish")
	}
	for i, b := range bots[1:] {
		if got, _ := b.events(t, view); !bytes.Equal(got, first) {
			t.Errorf("client %d saw other events than client 0 (%d bytes, %d)", i+1, len(got), len(first))
		}
	}
	if want := simEvents(t, rp); !bytes.Equal(first, want) || len(want) == 0 {
		t.Errorf("the clients' events (%d bytes) differ from goose sim's replay (%d bytes)", len(first), len(want))
	}
	t.Logf("%d actions, %d events bytes", len(rp.Actions), len(first))
}

// room3 makes a room of two people and a computer on a, joined by b.
func room3(t *testing.T, a, b *client.Client) *room.View {
	t.Helper()
	if err := a.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}, {Level: "normal"}}); err != nil {
		t.Fatal(err)
	}
	w := next(t, a, proto.Welcome)
	if err := b.Join(w.Code, "Bob", -1); err != nil {
		t.Fatal(err)
	}
	if wb := next(t, b, proto.Welcome); wb.Seat != 1 || wb.Token == w.Token || wb.Token == "" {
		t.Fatalf("Bob got seat %d", wb.Seat)
	}
	if u := next(t, a, proto.Update); u.Update.Lobby == nil || !u.Update.Lobby.Seats[1].Taken {
		t.Fatal("the creator's lobby does not show Bob")
	}
	if err := a.Start(); err != nil {
		t.Fatal(err)
	}
	return a.Room()
}

// longGame fixes the seed of the rooms the test makes to one whose classic
// game of three seats, all rolling, runs at least n actions: a test that
// breaks things mid-game needs a middle.
func longGame(t *testing.T, n int) {
	t.Helper()
	rules, _ := engine.Preset("classic")
	for seed := uint64(1); ; seed++ {
		g, _ := engine.New(rules, 3, engine.NewPCG(seed))
		g.Play(engine.Begin)
		actions := 1
		for ; !g.Over(); actions++ {
			g.Play(engine.Roll)
		}
		if actions >= n {
			old := newSeed
			newSeed = func() uint64 { return seed }
			t.Cleanup(func() { newSeed = old })
			return
		}
	}
}
