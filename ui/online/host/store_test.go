//go:build !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// roomLog reads a room's log as stored: its messages, the largest, and
// the bytes of them all.
func roomLog(t testing.TB, h *Host, code string) (n, biggest, total int) {
	t.Helper()
	l := h.st.of(code)
	for seq := uint64(1); ; {
		m, err := l.st.GetMsg(context.Background(), seq, jetstream.WithGetMsgSubject(subject+code))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return n, biggest, total
		}
		if err != nil {
			t.Fatal(err)
		}
		n, biggest, total = n+1, max(biggest, len(m.Data)), total+len(m.Data)
		seq = m.Sequence + 1
	}
}

// fixSeed makes the rooms the test makes roll with seed.
func fixSeed(t testing.TB, seed uint64) {
	old := newSeed
	newSeed = func() uint64 { return seed }
	t.Cleanup(func() { newSeed = old })
}

// setVar sets a host setting for the test.
func setVar[T any](t testing.TB, v *T, to T) {
	old := *v
	*v = to
	t.Cleanup(func() { *v = old })
}

// againBoard is a board of 1,000 squares, each but the goal a throw again
// (RULES §4.9): a turn goes on until the goose reaches the goal.
func againBoard() string {
	var sq []string
	for i := 1; i < 1000; i++ {
		sq = append(sq, fmt.Sprintf(`{"at":%d,"kind":"again"}`, i))
	}
	return `{"format":1,"name":"again and again","dice":1,"order":"seat","start":"none","landing":"share",` +
		`"goose":"again","stakes":{"purse":10,"ante":1,"swap":"both"},"goal":1000,"squares":[` + strings.Join(sq, ",") + `]}`
}

// againSeats are seven computers and, last, a person: the computers'
// first turns on againBoard run until each reaches the goal.
func againSeats() []room.SeatSpec {
	seats := make([]room.SeatSpec, 8)
	for i := range 7 {
		seats[i].Level = "easy"
	}
	return seats
}

// againLobby makes a room of againBoard and two people, and leaves it in
// its lobby.
func againLobby(t *testing.T, h *Host) (*client.Client, proto.Reply) {
	t.Helper()
	a := dial(t, h.URL())
	if err := a.Create("Ann", proto.Rules{File: againBoard()}, []room.SeatSpec{{}, {}}); err != nil {
		t.Fatal(err)
	}
	return a, next(t, a, proto.Welcome)
}

// playAlone plays the person's seat of a room of one person and computers,
// from its start to its end, and checks the game and the room's log: every
// change well within what the store takes in a message.
func playAlone(t *testing.T, h *Host, a *proto.Rules, seats []room.SeatSpec) {
	t.Helper()
	c := dial(t, h.URL())
	if err := c.Create("Ann", *a, seats); err != nil {
		t.Fatal(err)
	}
	w := next(t, c, proto.Welcome)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b := newBot(c, nil)
	go b.play(ctx)
	c.Start()
	<-b.done
	checkGame(t, c.Room(), b)
	if len(b.errs) > 0 {
		t.Errorf("refusals: %v", b.errs)
	}
	n, biggest, total := roomLog(t, h, w.Code)
	if biggest > storeMessage/4 {
		t.Errorf("a change of %d bytes; the store takes %d", biggest, storeMessage)
	}
	t.Logf("the log: %d changes, %d bytes, the largest %d", n, total, biggest)
}

// With placings, once the last person has finished the computers play the
// rest of the game (RULES §6): with seed 259, classic with one person and
// seven hard computers, that was one change of 1.3 MB, which the store
// refused for ever (every roll after it answered unavailable). The host now
// plays such a run in bounded changes and the game ends.
func TestLongComputerRunIsStored(t *testing.T) {
	fixSeed(t, 259)
	seats := []room.SeatSpec{{}}
	for range 7 {
		seats = append(seats, room.SeatSpec{Level: "hard"})
	}
	playAlone(t, startHost(t, ""), &proto.Rules{Preset: "classic", Options: "placings"}, seats)
}

// A board of one's own where every square throws again: each computer's
// turn runs until it reaches the goal, and the computers' first turns were
// one change of 4 MB. They are played in bounded changes, and the game ends.
func TestThrowsAgainBoardIsStored(t *testing.T) {
	fixSeed(t, 1)
	playAlone(t, startHost(t, ""), &proto.Rules{File: againBoard(), Options: "placings"}, againSeats())
}

// The lobby's changes are bounded: a hand that changes nothing is refused
// and not logged, and a room whose log reaches RoomBytes (here lowered, a
// board whose rules take 17 KB going out with every change of the lobby)
// takes no more changes, and says so.
func TestLobbySpamIsBounded(t *testing.T) {
	setVar(t, &RoomBytes, 256<<10)
	h := startHost(t, "")
	a, w := againLobby(t, h)
	a.Hand(1, "easy")
	next(t, a, proto.Update)
	n, _, _ := roomLog(t, h, w.Code)
	a.Hand(1, "easy")
	if r := next(t, a, proto.Error, proto.Update); r.Type != proto.Error || r.Error.Code != "unchanged" {
		t.Fatalf("a hand that changes nothing: %+v", r)
	}
	if m, _, _ := roomLog(t, h, w.Code); m != n {
		t.Errorf("it was logged: %d changes, then %d", n, m)
	}
	hands := 0
	for ; ; hands++ {
		if hands > 100 {
			t.Fatal("100 hands, and the room still takes them")
		}
		a.Hand(1, []string{"hard", "easy"}[hands%2])
		r := next(t, a, proto.Error, proto.Update)
		if r.Type == proto.Error {
			if r.Error.Code != proto.ErrRoomFull {
				t.Fatalf("hand %d: %+v", hands+1, r.Error)
			}
			break
		}
	}
	_, _, total := roomLog(t, h, w.Code)
	if uint64(total) > RoomBytes {
		t.Errorf("the room's log holds %d bytes; at most %d", total, RoomBytes)
	}
	t.Logf("%d hands taken, the log %d bytes", hands, total)
}

// A resume from the room's first update reads the room's log a few changes
// at a time, sending them as the connection takes them, rather than the log
// whole (+92 MB for a 26 MB log of this kind; +100–140 MB for a 45 MB log). The
// figure is the peak growth of the heap during the resume: the host, the
// test's client, which keeps nothing, and the embedded NATS, whose file
// store caches the blocks it reads (most of what is left: the host's own
// share, in a heap profile, was 2–3 MB).
func TestResumeLargeRoomInBoundedMemory(t *testing.T) {
	setVar(t, &RoomBytes, 64<<20)
	h := startHost(t, "")
	a, w := againLobby(t, h)
	a.Close()
	// 3,000 changes of the lobby, each with the board's 17 KB of rules,
	// made here: through the wire they would take 20 requests a second.
	const changes = 3000
	lv := h.live(w.Code)
	for i := range changes {
		lv.mu.Lock()
		_, err := h.change(lv, func(r *room.Room) ([]room.Update, error) {
			return r.Hand(r.Creator, 1, []string{"easy", "hard"}[i%2])
		})
		lv.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
	}
	h.leave(lv, nil)
	_, _, logBytes := roomLog(t, h, w.Code)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, h.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	defer debug.SetGCPercent(debug.SetGCPercent(25)) // garbage counts little
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
	stop := make(chan struct{})
	var sampled sync.WaitGroup
	sampled.Go(func() {
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	})
	req, _ := json.Marshal(&proto.Request{Type: proto.Resume, Code: w.Code, Token: w.Token, Since: 1})
	if err := ws.Write(ctx, websocket.MessageText, req); err != nil {
		t.Fatal(err)
	}
	updates, want := 0, uint64(2)
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		// Only the update's number is read: the client keeps nothing, and
		// spends little.
		if bytes.HasPrefix(data, []byte(`{"type":"welcome"`)) {
			break
		}
		if !bytes.HasPrefix(data, fmt.Appendf(nil, `{"type":"update","update":{"seq":%d,`, want)) {
			t.Fatalf("after update %d: %.200s", want-1, data)
		}
		updates, want = updates+1, want+1
	}
	close(stop)
	sampled.Wait()

	if updates != changes {
		t.Errorf("%d updates resumed; the room made %d", updates, changes)
	}
	growth := int64(peak.Load()) - int64(before.HeapAlloc)
	t.Logf("a resume of a %d-byte log: the heap grew by %.1f MB at most", logBytes, float64(growth)/(1<<20))
	// The log read whole took 3.5 times its size. Read 8 messages at a time
	// it takes 0.4–0.5 times alone, and up to 0.7 with both cores busy (the
	// collector falls behind): its size is the bound that tells them apart.
	if growth > int64(logBytes) {
		t.Errorf("the heap grew by %d bytes for a log of %d", growth, logBytes)
	}
}

// syncBuffer is a log's output the test reads while the host writes it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A full store (here a small one, filled by the test) refuses changes, and
// the host logs it, tells the players in words (store-full, which the game
// says in every language) and plays on by itself once there is room again.
func TestFullStoreIsSaidAndRecovers(t *testing.T) {
	setVar(t, &StoreBytes, 512<<10)
	var logged syncBuffer
	log.SetOutput(&logged)
	t.Cleanup(func() { log.SetOutput(os.Stderr) })
	longGame(t, 40)
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	var hold atomic.Bool
	hold.Store(true)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ba, bb := newBot(a, &hold), newBot(b, &hold)
	go ba.play(ctx)
	go bb.play(ctx)
	for a.Game() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	// Fill the store: another room's subject, as if many rooms were played.
	const filler = "FILLER0000"
	l := h.st.of(filler)
	for i := 0; ; i++ {
		if i*(16<<10) > 2*int(StoreBytes) {
			t.Fatal("the store never filled")
		}
		_, err := l.js.Publish(ctx, subject+filler, make([]byte, 16<<10))
		var api *jetstream.APIError
		if errors.As(err, &api) && api.ErrorCode == jsStoreFailed {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	hold.Store(false)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		ba.mu.Lock()
		full := ba.errs[proto.ErrStoreFull] + bb.errs[proto.ErrStoreFull]
		ba.mu.Unlock()
		if full > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no one was told the store is full: %v %v", ba.errs, bb.errs)
		}
	}
	if !strings.Contains(logged.String(), "the store is full") {
		t.Errorf("the host logged %q", logged.String())
	}
	for _, code := range []string{proto.ErrStoreFull, proto.ErrRoomFull, "unchanged"} {
		if _, ok := narrate.English[narrate.ID("net.err."+code)]; !ok {
			t.Errorf("the game has no words for %s", code)
		}
	}
	// Room again (old rooms expired): the game goes on by itself.
	if err := l.st.Purge(ctx, jetstream.WithPurgeSubject(subject+filler)); err != nil {
		t.Fatal(err)
	}
	<-ba.done
	<-bb.done
	checkGame(t, view, ba, bb)
}

// A computers' run whose host went away before it ended (here the game
// started on host A without its run, as if A died after the first change)
// is taken up by the host the person comes back to, and the game ends.
func TestRunGoesOnWhenItsHostDies(t *testing.T) {
	fixSeed(t, 1)
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
	ann := dial(t, hA.URL(), hB.URL())
	if err := ann.Create("Ann", proto.Rules{File: againBoard(), Options: "placings"}, againSeats()); err != nil {
		t.Fatal(err)
	}
	w := next(t, ann, proto.Welcome)
	lv := hA.live(w.Code)
	lv.mu.Lock()
	ups, err := hA.change(lv, func(r *room.Room) ([]room.Update, error) { return r.Start(r.Creator) })
	due := lv.room != nil && lv.room.Due()
	lv.mu.Unlock()
	hA.leave(lv, nil)
	if err != nil || !due {
		t.Fatalf("the start: %d updates, %v; a computer due: %v", len(ups), err, due)
	}
	hA.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b := newBot(ann, nil)
	go b.play(ctx)
	<-b.done
	checkGame(t, ann.Room(), b)
}

// A run that reaches the room's limit (here lowered below the 4 MB this
// game logs) stops there, and the room's people are told.
func TestRunPastRoomLimitIsSaid(t *testing.T) {
	fixSeed(t, 1)
	setVar(t, &RoomBytes, 1<<20)
	h := startHost(t, "")
	c := dial(t, h.URL())
	if err := c.Create("Ann", proto.Rules{File: againBoard(), Options: "placings"}, againSeats()); err != nil {
		t.Fatal(err)
	}
	w := next(t, c, proto.Welcome)
	c.Start()
	for {
		r := next(t, c, proto.Error, proto.Update)
		if r.Type == proto.Error {
			if r.Error.Code != proto.ErrRoomFull {
				t.Fatalf("%+v", r.Error)
			}
			break
		}
	}
	if _, _, total := roomLog(t, h, w.Code); uint64(total) > RoomBytes {
		t.Errorf("the log holds %d bytes; at most %d", total, RoomBytes)
	}
}
