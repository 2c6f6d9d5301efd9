//go:build !js

package scenes

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/online/client"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// startedRoom is a room of Ann (seat 0) and Bob, started on host h, and
// Ann's seat in it, and whose turn it is.
func startedRoom(t *testing.T, h string) (kept store.KeptRoom, turn int) {
	t.Helper()
	ctx := context.Background()
	ann, err := client.Dial(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	ann.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}})
	w := <-ann.Replies()
	bob, err := client.Dial(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	defer bob.Close()
	bob.Join(w.Code, "Bob", 1)
	if wb := <-bob.Replies(); wb.Type != proto.Welcome {
		t.Fatalf("Bob: %+v", wb)
	}
	ann.Start()
	end := time.Now().Add(10 * time.Second)
	for turn, _, _ = ann.Turn(); turn < 0; turn, _, _ = ann.Turn() {
		if time.Now().After(end) {
			t.Fatal("the game never began")
		}
		time.Sleep(time.Millisecond)
	}
	return store.KeptRoom{OnlineSeat: store.OnlineSeat{Host: h, Code: w.Code, Token: w.Token}, Seat: 0, Name: "Ann"}, turn
}

// turnOf is what the rooms list says of a room at turn, to Ann (seat 0).
func turnOf(turn int) string {
	if turn == 0 {
		return say("net.rooms.yourTurn", "Ann")
	}
	return say("net.rooms.turn", "Bob")
}

// The title lists the rooms Ann sat in with whose turn it is in each, as
// their host says (two rooms started on a real host); a room the host no
// longer has is said to be gone and taken off the list; one whose host
// cannot be reached is listed without its turn, past the title's three on
// the page of all of them. Choosing a room takes Ann's seat back in it.
func TestTitleListsRoomsWithTheirTurns(t *testing.T) {
	h := startHost(t)
	a, turnA := startedRoom(t, h.URL())
	b, turnB := startedRoom(t, h.URL())
	gone := store.KeptRoom{OnlineSeat: store.OnlineSeat{Host: h.URL(), Code: strings.Repeat("Z", proto.CodeLen), Token: "t"}, Name: "Ann"}
	away := store.KeptRoom{OnlineSeat: store.OnlineSeat{Host: "ws://127.0.0.1:1/ws", Code: strings.Repeat("Y", proto.CodeLen), Token: "t"}, Name: "Ann"}
	st := store.NewMem()
	for _, k := range []store.KeptRoom{away, gone, b, a} { // a seen last: first
		if err := store.KeepRoom(st, k); err != nil {
			t.Fatal(err)
		}
	}
	m := newManager(t, st)
	title := m.Current().(*Title)
	if title.rooms.line(0) != "…" {
		t.Errorf("before the host answers, room A says %q", title.rooms.line(0))
	}
	until(t, m, "the hosts' answers", func() bool { return title.rooms.asking == 0 })
	step(t, m, 2)
	f := title.Form()
	for _, want := range []string{say("net.rooms.room", a.Code), turnOf(turnA), say("net.rooms.room", b.Code), turnOf(turnB),
		say("net.rooms.room", gone.Code), say("net.rooms.gone"), say("net.rooms.all", 4)} {
		if _, ok := find(f, want); !ok {
			t.Errorf("the title does not say %q", want)
		}
	}
	if c := control(t, m, "net.rooms.room", gone.Code); c.Enabled {
		t.Error("the gone room can be chosen")
	}
	if list := store.LoadRooms(st); len(list) != 3 || list[2].Code != away.Code {
		t.Errorf("the list after the hosts answered: %+v", list)
	}
	click(t, m, control(t, m, "net.rooms.all", 4).Rect)
	if _, ok := m.Current().(*RoomsPage); !ok {
		t.Fatalf("All your rooms went to %s", m.Current().Name())
	}
	if title.rooms.line(3) != "" || control(t, m, "net.rooms.room", away.Code).Rect.Empty() {
		t.Errorf("the room whose host is away says %q", title.rooms.line(3))
	}
	click(t, m, control(t, m, "ui.back").Rect)
	click(t, m, control(t, m, "net.rooms.room", b.Code).Rect)
	until(t, m, "the game of room B again", func() bool { _, ok := m.Current().(*Play); return ok })
	if p := m.Current().(*Play); p.net.s.code != b.Code || p.net.s.seat != 0 {
		t.Errorf("took back seat %d of room %s", p.net.s.seat, p.net.s.code)
	}
}

// Take your time shows the chat's address to tell; an address that is not
// a web address is said on the form, and nothing is asked of the host; one
// the host refuses (into a private network: this machine) is said on the
// form in the player's words, and makes no room; with none, the room is made.
func TestOnlineTakeYourTime(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	if shown(o.form, "net.hook") != 0 {
		t.Error("the chat's address is asked of a room that does not take its time")
	}
	click(t, m, control(t, m, "net.slow").Rect)
	step(t, m, 1)
	if !o.slow || shown(o.form, "net.hook") != 1 {
		t.Fatalf("Take your time: %v, the chat's address asked %d times", o.slow, shown(o.form, "net.hook"))
	}
	typeInto(t, m, typed(t, m, "net.hook", &o.hook), "ntfy.sh/family")
	click(t, m, control(t, m, "net.create").Rect)
	if !o.bad || o.status != say("net.badHook", "ntfy.sh/family") || o.busy() {
		t.Fatalf("a chat's address without https://: %q (bad %v), busy %v", o.status, o.bad, o.busy())
	}
	typeInto(t, m, typed(t, m, "net.hook", &o.hook), "http://127.0.0.1/family")
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the host's refusal", func() bool { return o.bad && !o.busy() })
	if o.status != say("net.err.bad-hook") || m.Current() != o {
		t.Errorf("an address the host refuses: %q, on %s", o.status, m.Current().Name())
	}
	if shown(o.form, "net.hook") != 1 || o.hook != "http://127.0.0.1/family" {
		t.Errorf("the address refused is lost: %q", o.hook)
	}
	typeInto(t, m, typed(t, m, "net.hook", &o.hook), "")
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
}

// A person whose page is in the background is told once each turn of
// theirs that it is their turn (as many times as their seat's turns come
// in the game the host played, counted again from its actions), in their
// words with the room's code; never for Bob's. The finished game's room
// stays on the title's list, as finished, and choosing it shows how the
// game ended.
func TestTurnNoticeInTheBackground(t *testing.T) {
	var mu sync.Mutex
	var told []string
	saved := page
	t.Cleanup(func() { page = saved })
	page.allowed = func() bool { return true }
	page.hidden = func() bool { return true }
	page.show = func(text string) { mu.Lock(); told = append(told, text); mu.Unlock() }
	m := newManager(t, nil)
	l, bob := lobbyWithBob(t, m, startHost(t))
	p := startWithFriend(t, m, l, bob)
	playOnlineToEnd(t, m, p)
	rec := p.t.(*netTable).rec
	g, err := engine.New(p.g.Rules, 2, engine.NewPCG(rec.Seed))
	if err != nil {
		t.Fatal(err)
	}
	turns, ann := 0, false
	for _, a := range rec.Actions {
		g.Play(a)
		if now := g.Current() == 0; now != ann {
			ann = now
			turns += b2i(now)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(told) != turns || turns == 0 {
		t.Errorf("told %d times in a game of %d turns of Ann's", len(told), turns)
	}
	for _, text := range told {
		if text != say("net.notify.turn", l.s.code) {
			t.Errorf("told %q", text)
		}
	}
	title := NewTitle(m.C)
	m.cur = title
	title.Layout(m.C)
	until(t, m, "the host's answer", func() bool { title.rooms.heard(m.C); return title.rooms.asking == 0 })
	if title.rooms.line(0) != say("net.rooms.over") || title.rooms.kept[0].Code != l.s.code {
		t.Errorf("the finished game's room is listed as %q", title.rooms.line(0))
	}
	step(t, m, 1)
	click(t, m, control(t, m, "net.rooms.room", l.s.code).Rect) // how it ended, again
	until(t, m, "the finished game's results", func() bool { _, ok := m.Current().(*Results); return ok })
}

// The check's words name the days a take-your-time room waits, which
// proto.SlowDays owns (a label of a form takes no figure): in every
// language they must say that figure.
func TestTakeYourTimeSaysTheHostsDays(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	days := strconv.Itoa(proto.SlowDays)
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		if w := say("net.slow"); !strings.Contains(w, days) {
			t.Errorf("%s: %q does not say the %s days a room waits", l.Code, w, days)
		}
	}
}
