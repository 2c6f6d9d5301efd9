//go:build !js

package scenes

import (
	"context"
	"fmt"
	"image"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/access"
	"goose/ui/form"
	"goose/ui/online/client"
	"goose/ui/online/host"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// startHost runs goose host, with its embedded NATS, on loopback.
func startHost(t *testing.T) *host.Host {
	t.Helper()
	h, err := host.Start(host.Config{Addr: "127.0.0.1:0", Data: t.TempDir(), JoinsPerMinute: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

// until steps the manager (a millisecond between ticks, for the host to
// answer) until ok, for at most 20 s of the clock.
func until(t *testing.T, m *Manager, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); !ok(); {
		if time.Now().After(end) {
			t.Fatalf("%s: not after 20 s; scene %s", what, m.Current().Name())
		}
		step(t, m, 1)
		time.Sleep(time.Millisecond)
	}
}

// typeInto clicks a field, empties it and types s, a key a tick.
func typeInto(t *testing.T, m *Manager, f *fieldRef, s string) {
	t.Helper()
	click(t, m, f.rect())
	for range len([]rune(f.text())) {
		key(t, m, ebiten.KeyBackspace)
	}
	typeChars(t, m, s)
}

// typeChars types s into whatever has the focus, a character a tick.
func typeChars(t *testing.T, m *Manager, s string) {
	t.Helper()
	for _, r := range s {
		m.C.In.Reset()
		m.C.In.Type(r)
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	m.C.In.Reset()
}

type fieldRef struct {
	rect func() image.Rectangle
	text func() string
}

// typed is the field beside the words of message label, whose text is *text.
func typed(t *testing.T, m *Manager, label narrate.ID, text *string) *fieldRef {
	return &fieldRef{func() image.Rectangle { return fieldBy(t, m, label).Rect }, func() string { return *text }}
}

// fieldBy is the current screen's field beside (after) the words of
// message label, as a player finds it: "Your name", then its field.
func fieldBy(t *testing.T, m *Manager, label narrate.ID) form.Info {
	t.Helper()
	after := false
	for _, c := range m.Current().(formed).Form().Controls() {
		if after && c.Role == form.RoleField {
			return c
		}
		after = after || c.Label == say(label)
	}
	t.Fatalf("%s shows no field after %q", m.Current().Name(), say(label))
	return form.Info{}
}

// onlyField is the current screen's one field (a dialog's).
func onlyField(t *testing.T, m *Manager) form.Info {
	t.Helper()
	for _, c := range m.Current().(formed).Form().Controls() {
		if c.Role == form.RoleField {
			return c
		}
	}
	t.Fatalf("%s shows no field", m.Current().Name())
	return form.Info{}
}

// shown counts the controls of f that say message id.
func shown(f *form.Form, id narrate.ID, args ...any) int {
	n, want := 0, say(id, args...)
	for _, c := range f.Controls() {
		if c.Label == want {
			n++
		}
	}
	return n
}

// infoIn is the control of f that says message id.
func infoIn(t *testing.T, f *form.Form, id narrate.ID, args ...any) form.Info {
	t.Helper()
	c, ok := find(f, say(id, args...))
	if !ok {
		t.Fatalf("no control %q", say(id, args...))
	}
	return c
}

// focused is the control of the current screen the keyboard's focus is on.
func focused(m *Manager) form.Info {
	for _, c := range m.Current().(formed).Form().Controls() {
		if c.Focused {
			return c
		}
	}
	return form.Info{}
}

// tabUntil presses Tab until the focus is on the control that says label.
func tabUntil(t *testing.T, m *Manager, label string) {
	t.Helper()
	for range 80 {
		if focused(m).Label == label {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to %q on %s", label, m.Current().Name())
}

// startWithFriend has the friend's client play as a bot (for at most a
// minute) and starts the lobby's game at full speed: the play scene.
func startWithFriend(t *testing.T, m *Manager, l *Lobby, friend *client.Client) *Play {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	go bot(ctx, friend)
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "net.startGame").Rect)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
	return m.Current().(*Play)
}

// bot plays seat of a room from a client of its own, as another person
// at another computer would: it throws (or takes the first choice) when
// the host says it is its turn, until the game ends.
func bot(ctx context.Context, cl *client.Client) { botHolding(ctx, cl, nil) }

// botHolding is bot that stops at its own turn once hold says so (nil:
// never), the game then waiting for it.
func botHolding(ctx context.Context, cl *client.Client, hold func() bool) {
	for {
		select {
		case <-ctx.Done():
			return
		case r, ok := <-cl.Replies():
			if !ok {
				return
			}
			switch r.Type {
			case proto.Update, proto.Welcome:
			case proto.Error: // refused (a game at instant speed can pass the host's rate): act again
				time.Sleep(60 * time.Millisecond)
			default:
				continue
			}
		}
		_, seat, _ := cl.Seat()
		turn, choose, over := cl.Turn()
		if over {
			return
		}
		if turn != seat {
			continue
		}
		if hold != nil && hold() {
			return
		}
		a := engine.Roll
		if choose {
			a = engine.Choose(cl.Game().Legal()[0])
		}
		cl.Act(a)
	}
}

// The whole way a player goes: setup, Play online, a room made on a host,
// a friend joins from another client, the lobby, start, and a game played
// to its end with a computer seat, through the same play scene as at home;
// the events shown are those goose sim replays from the seed and actions.
func TestOnlineSetupLobbyPlayToEnd(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Ann"}, {Name: "Bob", Color: 1}, {Name: "Robot", Color: 2, Computer: true, Level: "hard"},
	}}
	click(t, m, control(t, m, "ui.newGame").Rect)
	click(t, m, control(t, m, "net.playOnline").Rect)
	o, ok := m.Current().(*Online)
	if !ok {
		t.Fatalf("Play online went to %s", m.Current().Name())
	}
	if o.name != "Ann" || fieldBy(t, m, "net.name").Value != "Ann" {
		t.Errorf("the name offered is %q, not the table's first person", o.name)
	}
	// Bob's seat is played at this screen unless marked for a friend elsewhere.
	if ann, bob, robot := shown(o.form, "net.seatHere", "Ann"), shown(o.form, "net.seatHere", "Bob"), shown(o.form, "net.seatHere", "Robot"); ann+robot != 0 || bob != 1 {
		t.Fatalf("the seats' buttons: Ann's %d, Bob's %d, Robot's %d", ann, bob, robot)
	}
	click(t, m, control(t, m, "net.seatHere", "Bob").Rect)
	if !o.away[1] || shown(o.form, "net.seatAway", "Bob") != 1 {
		t.Fatalf("Bob not marked for a friend: %v", o.away)
	}
	// A bad address is said, and nothing is dialled.
	typeInto(t, m, typed(t, m, "net.host", &o.addr), "no host here")
	click(t, m, control(t, m, "net.create").Rect)
	if !o.bad || !strings.Contains(o.status, "no host here") || o.s != nil {
		t.Fatalf("a bad address: status %q (bad %v), session %v", o.status, o.bad, o.s)
	}
	// A host that does not answer is said, and the buttons work again.
	o.addr = "127.0.0.1:1"
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "no host", func() bool { return o.bad })
	step(t, m, 1)
	if !strings.Contains(o.status, "127.0.0.1:1") || !control(t, m, "net.create").Enabled || !control(t, m, "net.join").Enabled {
		t.Fatalf("no host: %q; Create enabled %v", o.status, control(t, m, "net.create").Enabled)
	}
	typeInto(t, m, typed(t, m, "net.host", &o.addr), h.Addr())
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	code := l.s.code
	if shown(l.form, "net.roomCode", code) != 1 || !strings.Contains(fmt.Sprint(l.form.Controls()), "?room="+code) {
		t.Errorf("the lobby shows %+v for room %s", l.form.Controls(), code)
	}
	if kept, ok := store.LoadOnlineSeat(m.C.Store); !ok || kept.Code != code {
		t.Errorf("the seat is not kept: %+v", kept)
	}
	if control(t, m, "net.startGame").Enabled {
		t.Error("Start is offered with Bob's seat open")
	}

	// A stranger with a wrong code is told so; Bob joins.
	bob, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer bob.Close()
	bob.Join(code, "Bob", -1)
	if r := <-bob.Replies(); r.Type != proto.Welcome {
		t.Fatalf("Bob: %+v", r)
	}
	until(t, m, "Bob seated", func() bool { return control(t, m, "net.startGame").Enabled })
	if !strings.Contains(strings.Join(l.lines, "|"), "Bob") {
		t.Errorf("the lobby's seats: %q", l.lines)
	}
	p := startWithFriend(t, m, l, bob)
	if p.names[0] != "Ann" || p.names[1] != "Bob" || p.cpu.person(2) {
		t.Errorf("seats shown: %q", p.names)
	}
	if throws := playOnlineToEnd(t, m, p); throws[0] == 0 {
		t.Error("Ann never threw")
	}
	if _, ok := store.LoadOnlineSeat(m.C.Store); ok {
		t.Error("the seat of a finished game is still kept")
	}
	if len(store.LoadReplays(m.C.Store)) != 1 {
		t.Error("the game played online was not kept to watch again")
	} else if rm, err := loadReplay(m.C, 0); err != nil || rm.Phase != room.Over {
		t.Errorf("the game kept does not read back as its room: %v", err)
	} else if g, _ := rm.Engine(); !reflect.DeepEqual(g.State, p.g.State) {
		t.Error("the game kept ends elsewhere than the one played")
	}
	if _, ok := m.Current().(*Results); !ok || !offered(t, m, "ui.playAgain") {
		t.Error("Play again (the room's next game) is not offered for a room's game")
	}
}

// A room code from a link that is no code is said, and joins nothing; a
// good one is ready to join; a host's refusal is said in the player's words.
func TestOnlineLinkAndRefusals(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Opt.Room = "not-a-code!"
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	if !o.bad || !strings.Contains(o.status, "not-a-code!") {
		t.Errorf("a bad link: %q", o.status)
	}
	m.C.Opt.Room = "http://example.org/?room=0000000000"
	o = NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	if o.bad || !o.joinFirst || o.code != "0000000000" || o.addr != "example.org" {
		t.Fatalf("a good link: %q, join primary %v", o.status, o.joinFirst)
	}
	o.addr = h.Addr()
	key(t, m, ebiten.KeyEnter) // Enter joins the room of the link
	until(t, m, "a refusal", func() bool { return o.bad && o.s == nil })
	if o.status != say("net.err.no-room") {
		t.Errorf("an unknown room: %q", o.status)
	}
	if m.Current() != o {
		t.Errorf("went to %s", m.Current().Name())
	}
}

// A player who closed the game mid-game takes the seat back, at the game
// as it stands, from the seat kept in the store; and the seat of another
// person at the same screen, on a connection of its own.
func TestOnlineSeatTakenBack(t *testing.T) {
	h := startHost(t)
	st := store.NewMem()
	ann, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	ann.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}, {Level: "easy"}})
	w := <-ann.Replies()
	bob, err := client.Dial(context.Background(), h.URL()) // Bob sat at the same screen
	if err != nil {
		t.Fatal(err)
	}
	bob.Join(w.Code, "Bob", 1)
	wb := <-bob.Replies()
	if wb.Type != proto.Welcome {
		t.Fatalf("Bob: %+v", wb)
	}
	ann.Start()
	for ann.Last() < 4 {
		time.Sleep(time.Millisecond)
	}
	ann.Close()
	bob.Close()
	m, p := takeBack(t, st, store.OnlineSeat{Host: h.URL(), Code: w.Code, Token: w.Token, More: []string{wb.Token}})
	if p.g.State.Phase == engine.PhaseBegin || p.net.s.seat != 0 {
		t.Errorf("taken back at phase %v, seat %d", p.g.State.Phase, p.net.s.seat)
	}
	until(t, m, "Bob's seat taken back too", func() bool { return p.net.s.mine(1) })
	if p.net.s.mine(2) || p.net.s.problem != "" {
		t.Errorf("the computer's seat played here %v; problem %q", p.net.s.mine(2), p.net.s.problem)
	}
}

// takeBack opens Play online on a screen whose store keeps seat, and takes
// the seat back from there, to the game as it stands.
func takeBack(t *testing.T, st store.Store, seat store.OnlineSeat) (*Manager, *Play) {
	t.Helper()
	store.SaveOnlineSeat(st, seat)
	m := newManager(t, st)
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	click(t, m, control(t, m, "net.rejoin", seat.Code).Rect)
	until(t, m, "the game again", func() bool { _, ok := m.Current().(*Play); return ok })
	return m, m.Current().(*Play)
}

// lobbyWithBob is Ann's room made on h from the online screen, Bob (on a
// client of his own, closed with the test) seated in it: its lobby.
func lobbyWithBob(t *testing.T, m *Manager, h *host.Host) (*Lobby, *client.Client) {
	t.Helper()
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}}}
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	click(t, m, control(t, m, "net.seatHere", "Bob").Rect) // Bob plays elsewhere
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	bob, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(bob.Close)
	bob.Join(l.s.code, "Bob", -1)
	until(t, m, "Bob seated", func() bool { return control(t, m, "net.startGame").Enabled })
	return l, bob
}

// The creator gives the seat of a friend who has gone to a computer, from
// the paused game's menu, and the game goes on to its end.
func TestOnlineGoneSeatToComputer(t *testing.T) {
	m := newManager(t, nil)
	_, bob := lobbyWithBob(t, m, startHost(t))
	bob.Close() // Bob has gone
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "net.startGame").Rect)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
	p := m.Current().(*Play)
	until(t, m, "Bob's turn", func() bool {
		if !p.hud.roll.Hidden {
			key(t, m, ebiten.KeySpace)
		}
		return p.show.Due() && p.g.Current() == 1 && len(p.net.s.ups) == 0
	})
	key(t, m, ebiten.KeyEscape)
	bobs, ann, restart := offered(t, m, "net.handSeat", p.names[1]), offered(t, m, "net.handSeat", p.names[0]), offered(t, m, "ui.restart")
	if !p.pause.open || !bobs || ann || restart {
		t.Fatalf("the menu: open %v, Bob's button shown %v, Ann's %v, Restart %v", p.pause.open, bobs, ann, restart)
	}
	click(t, m, control(t, m, "net.handSeat", p.names[1]).Rect)
	until(t, m, "the results", func() bool {
		if !p.hud.roll.Hidden && m.Current() == p {
			key(t, m, ebiten.KeySpace)
		}
		_, ok := m.Current().(*Results)
		return ok
	})
	if p.net.offers(1) || p.cpu.person(1) {
		t.Error("Bob's seat is still shown as a person's")
	}
}

// The keyboard alone: Tab to the name, then on to the code, a code typed, Enter joins.
func TestOnlineKeyboard(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	key(t, m, ebiten.KeyTab)
	if !fieldBy(t, m, "net.name").Focused {
		t.Fatal("Tab did not come to the name first")
	}
	for !fieldBy(t, m, "net.code").Focused {
		key(t, m, ebiten.KeyTab)
	}
	if fieldBy(t, m, "net.name").Focused || fieldBy(t, m, "net.host").Focused {
		t.Fatalf("Tab: focus on the name %v, the host %v", fieldBy(t, m, "net.name").Focused, fieldBy(t, m, "net.host").Focused)
	}
	for _, r := range "00000-00000" {
		m.C.In.Reset()
		m.C.In.Type(r)
		m.Step()
	}
	key(t, m, ebiten.KeyEnter)
	until(t, m, "a refusal", func() bool { return o.bad && o.s == nil })
	if o.status != say("net.err.no-room") {
		t.Errorf("Enter in the code: %q", o.status)
	}
}

// playOnlineToEnd throws for the seats played at this screen until the results,
// and checks that the events shown are those goose sim replays from the
// host's seed and actions; it counts the throws of each seat.
func playOnlineToEnd(t *testing.T, m *Manager, p *Play) map[int]int {
	t.Helper()
	throws := map[int]int{}
	for end := time.Now().Add(60 * time.Second); ; {
		if _, ok := m.Current().(*Results); ok {
			break
		}
		if time.Now().After(end) {
			// What each side waits for, so that a stall says where it is.
			s := p.net.s
			lasts := fmt.Sprint(s.cl.Last())
			for _, ls := range s.more {
				if ls.cl != nil {
					lasts += fmt.Sprintf(", seat %d %d", ls.seat, ls.cl.Last())
				}
			}
			t.Fatalf("no results after 60 s; scene %s; to move %d (due %v, shown due %v); action sent %v; updates queued %d; "+
				"last update heard: %s; offline %v; roll button hidden %v; note %q",
				m.Current().Name(), p.g.Current(), p.g.Due(), p.show.Due(), p.t.(*netTable).sent, len(s.ups), lasts, s.offline, p.hud.roll.Hidden, p.hud.note)
		}
		if !p.hud.roll.Hidden && m.Current() == p {
			throws[p.g.Current()]++
			key(t, m, ebiten.KeySpace)
			continue
		}
		step(t, m, 1)
		time.Sleep(200 * time.Microsecond)
	}
	rec := p.t.(*netTable).rec
	g, err := engine.New(p.g.Rules, len(p.names), engine.NewPCG(rec.Seed))
	if err != nil {
		t.Fatal(err)
	}
	var want []engine.Event
	for _, a := range rec.Actions {
		evs, err := g.Play(a)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, evs...)
	}
	if !g.Over() || !reflect.DeepEqual(p.t.(*netTable).shown, want) {
		t.Errorf("shown %d events, the replay %d (over %v)", len(p.t.(*netTable).shown), len(want), g.Over())
	}
	if !reflect.DeepEqual(g.State, p.g.State) {
		t.Error("the game shown ended elsewhere than the replay")
	}
	return throws
}

// Two people at one screen, a friend at another and a computer: Ann and
// Bob sit at this client, each on a connection and a token of its own, Cy
// joins from elsewhere; the HUD marks the seats played here, each throws
// in turn at the same keyboard, and the game shown is the replay's.
func TestOnlineTwoSeatsAtOneScreen(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Ann"}, {Name: "Bob", Color: 1}, {Name: "Cy", Color: 2}, {Name: "Robot", Color: 3, Computer: true, Level: "easy"},
	}}
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	click(t, m, control(t, m, "net.seatHere", "Cy").Rect) // Cy plays elsewhere
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	until(t, m, "Bob seated here", func() bool { return l.s.seated() == 1 })
	if !l.s.mine(0) || !l.s.mine(1) || l.s.mine(2) || l.s.mine(3) {
		t.Fatalf("seats here: %v %v %v %v", l.s.mine(0), l.s.mine(1), l.s.mine(2), l.s.mine(3))
	}
	if l.lines[1] != say("net.seatYou", "Bob") || l.lines[2] != say("net.seatOpen") {
		t.Errorf("the lobby's seats: %q", l.lines)
	}
	if n := shown(l.form, "net.sitHere"); n != 1 { // Cy's open seat, not Bob's
		t.Errorf("Play here: offered for %d seats", n)
	}
	kept, ok := store.LoadOnlineSeat(m.C.Store)
	if !ok || len(kept.More) != 1 || kept.More[0] == kept.Token {
		t.Fatalf("the seats kept: %+v", kept)
	}
	cy, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	cy.Join(l.s.code, "Cy", -1)
	until(t, m, "Cy seated", func() bool { return control(t, m, "net.startGame").Enabled })
	p := startWithFriend(t, m, l, cy)
	step(t, m, 2)
	for i, want := range []bool{true, true, false, false} {
		if got := strings.Contains(p.hud.status[i], say("net.seatYou", p.names[i])); got != want {
			t.Errorf("HUD line %q: marked as played here %v", p.hud.status[i], got)
		}
	}
	throws := playOnlineToEnd(t, m, p)
	if throws[0] == 0 || throws[1] == 0 || throws[2] != 0 || throws[3] != 0 {
		t.Errorf("throws at this screen by seat: %v", throws)
	}
	if _, ok := store.LoadOnlineSeat(m.C.Store); ok {
		t.Error("the seats of a finished game are still kept")
	}
}

// deesRoom is a room of three open seats that Dee made on a host of its
// own, and a window at Play online with its code and host, ready to join.
func deesRoom(t *testing.T) (*Manager, *Online, *host.Host, string) {
	h := startHost(t)
	dee, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dee.Close)
	dee.Create("Dee", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}, {}})
	code := (<-dee.Replies()).Code
	m := newManager(t, nil)
	m.C.Opt.Room = code
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	return m, o, h, code
}

// One who joins a friend's room takes a second open seat at the same
// screen from the lobby (Play here); both are marked as played here, and
// both tokens are kept.
func TestOnlineJoinerTakesTwoSeats(t *testing.T) {
	m, o, _, _ := deesRoom(t)
	for i := range m.C.Settings.Setup.Seats {
		if shown(o.form, "net.seatHere", seatName(m.C, i))+shown(o.form, "net.seatAway", seatName(m.C, i)) != 0 {
			t.Errorf("seat %d's button shown to one joining a room", i)
		}
	}
	click(t, m, control(t, m, "net.join").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	if l.s.seat != 1 || shown(l.form, "net.sitHere") != 1 { // seat 2's, the one open
		t.Fatalf("seat %d; Play here for %d seats", l.s.seat, shown(l.form, "net.sitHere"))
	}
	// Play here asks the name; Escape leaves the seat open, and the lobby with it.
	click(t, m, control(t, m, "net.sitHere").Rect)
	if !l.namer.shown() || l.namer.seat != 2 || onlyField(t, m).Label != say("net.player", 3) {
		t.Fatalf("Play here: the name asked %v, for seat %d, hint %q", l.namer.shown(), l.namer.seat, onlyField(t, m).Label)
	}
	typeChars(t, m, "Zed")
	key(t, m, ebiten.KeyEscape)
	if l.namer.shown() || m.Current() != l || len(l.s.more) != 0 || shown(l.form, "net.sitHere") != 1 {
		t.Fatalf("Escape: the name asked %v, scene %s, seats taken here %d", l.namer.shown(), m.Current().Name(), len(l.s.more))
	}
	// The name typed, Enter takes the seat under it.
	click(t, m, control(t, m, "net.sitHere").Rect)
	typeChars(t, m, "Cy")
	key(t, m, ebiten.KeyEnter)
	if l.namer.shown() || m.Current() != l {
		t.Fatalf("Enter: the name still asked %v, scene %s", l.namer.shown(), m.Current().Name())
	}
	until(t, m, "the second seat", func() bool { return l.s.seated() == 1 })
	until(t, m, "the lobby says so", func() bool { return l.lines[2] == say("net.seatYou", "Cy") })
	if l.lines[1] != say("net.seatYou", o.name) || shown(l.form, "net.sitHere") != 0 {
		t.Errorf("the lobby's seats: %q; Play here still offered %d", l.lines, shown(l.form, "net.sitHere"))
	}
	if kept, ok := store.LoadOnlineSeat(m.C.Store); !ok || len(kept.More) != 1 {
		t.Errorf("the seats kept: %+v", kept)
	}
}

// A seat's line never runs under its buttons: on a phone, or in a long
// language, the buttons go under the line (TestEverySceneFitsInEveryLanguage
// does not see text under a widget).
func TestLobbyLinesClearTheirButtons(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		for _, size := range screens {
			m := newManager(t, nil)
			m.Resize(size[0], size[1])
			lb := NewLobby(m.C, lobbySession())
			lb.Layout(m.C)
			controls := lb.Form().Controls()
			for i, line := range lb.lines {
				text := image.Rectangle{}
				for _, c := range controls {
					if c.Label == line {
						text = c.Rect
						text.Max.X = min(text.Max.X, text.Min.X+int(ui.TextWidth(line, m.C.Th.Body)))
					}
				}
				if text.Empty() {
					t.Fatalf("%s %dx%d: seat %d's line %q is not shown", l.Code, size[0], size[1], i, line)
				}
				for _, b := range controls {
					if b.Role == form.RoleButton && b.Rect.Overlaps(text) {
						t.Errorf("%s %dx%d: seat %d's line %q runs under %q", l.Code, size[0], size[1], i, line, b.Label)
					}
				}
			}
		}
	}
}

// A paste goes where typing goes: into the field with the focus, without
// its line breaks; a link to a room pasted as the code fills the code and
// the host's address; a paste with no field focused types nothing.
func TestOnlinePaste(t *testing.T) {
	m := newManager(t, nil)
	m.Resize(390, 844)
	o := NewOnline(m.C)
	m.C.Net.HostHere = func() (string, []string, error) { return "", nil, nil }
	m.cur = o
	o.Layout(m.C)
	paste := func(text string) {
		m.C.In.Reset()
		m.C.In.Paste(text)
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		m.C.In.Reset()
	}
	name := o.name
	paste("nowhere")
	if o.name != name || o.addr != "127.0.0.1:8080" || o.code != "" {
		t.Errorf("a paste with no field focused typed %q %q %q", o.name, o.addr, o.code)
	}
	click(t, m, fieldBy(t, m, "net.code").Rect)
	o.problem(say("net.badCode", "nowhere"))
	paste("  https://goose.example.org/?room=7k3m-9qx2-ab\r\n")
	if o.code != "7K3M9QX2AB" || o.addr != "wss://goose.example.org" || !fieldBy(t, m, "net.code").Focused || !o.joinFirst || o.bad {
		t.Errorf("a link pasted: code %q, host %q, join primary %v, a problem still said %v", o.code, o.addr, o.joinFirst, o.bad)
	}
	if v := fieldBy(t, m, "net.code").Value; v != "7K3M9QX2AB" {
		t.Errorf("the code's field shows %q", v)
	}
	typeInto(t, m, typed(t, m, "net.code", &o.code), "")
	paste("7K3M 9QX2 AB")
	if o.code != "7K3M 9QX2 AB" {
		t.Errorf("a code pasted: %q (a code is left as pasted, read when joining)", o.code)
	}
	typeInto(t, m, typed(t, m, "net.host", &o.addr), "")
	paste("192.168.1.5:8080\n")
	if o.addr != "192.168.1.5:8080" {
		t.Errorf("an address pasted: %q", o.addr)
	}
	typeInto(t, m, typed(t, m, "net.name", &o.name), "")
	paste("Anna\nMaria\tJosephine Zacharias")
	if want := string([]rune("AnnaMariaJosephine Zacharias")[:store.MaxName]); o.name != want {
		t.Errorf("a name pasted: %q; want %q, capped as typed", o.name, want)
	}
}

// hostedLobby shows the lobby of lobbySession, on a connection to h (a
// seat taken here dials nowhere).
func hostedLobby(t *testing.T, m *Manager, h *host.Host) *Lobby {
	t.Helper()
	s := lobbySession()
	s.url = "ws://127.0.0.1:1/ws"
	cl, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	s.cl = cl
	l := NewLobby(m.C, s)
	m.cur = l
	return l
}

// Play here's name, by mouse or touch, on a laptop and a phone: the dialog
// lies on the screen with its field and buttons apart; Cancel leaves the
// seat open; a name is capped as the setup's; an empty one (or blanks) is
// the seat's own; whatever the lobby's buttons under the dialog, only its
// own work while it shows.
func TestLobbySeatName(t *testing.T) {
	h := startHost(t)
	for _, size := range screens {
		m := newManager(t, nil)
		m.Resize(size[0], size[1])
		l := hostedLobby(t, m, h)
		s := l.s
		step(t, m, 1)
		n := &l.namer
		leave := infoIn(t, l.form, "net.leave").Rect
		click(t, m, control(t, m, "net.sitHere").Rect)
		if !n.shown() || l.Resting(m.C) {
			t.Fatalf("%v: Play here asked no name (%v), or the window would sleep with its caret", size, n.shown())
		}
		field, cancel, ok := onlyField(t, m).Rect, control(t, m, "ui.cancel").Rect, control(t, m, "net.sitHere").Rect
		parts := []image.Rectangle{field, cancel, ok}
		for i, r := range parts {
			if !r.In(image.Rect(0, 0, size[0], size[1])) {
				t.Errorf("%v: part %d %v outside the screen", size, i, r)
			}
			for _, o := range parts[:i] {
				if r.Overlaps(o) {
					t.Errorf("%v: %v overlaps %v", size, r, o)
				}
			}
		}
		if w := ui.TextWidth(strings.Repeat("W", store.MaxName), m.C.Th.Body) + m.C.Th.S(16); w > float64(field.Dx()) {
			t.Errorf("%v: the longest name needs %.0f px, the field has %d", size, w, field.Dx())
		}
		click(t, m, leave) // under the dialog: not the lobby's Leave
		if m.Current() != l {
			t.Fatalf("%v: a click under the dialog left the lobby", size)
		}
		click(t, m, cancel)
		if n.shown() || len(s.more) != 0 || !l.Resting(m.C) {
			t.Fatalf("%v: Cancel: the name asked %v, seats taken here %d, resting %v", size, n.shown(), len(s.more), l.Resting(m.C))
		}
		click(t, m, control(t, m, "net.sitHere").Rect)
		typeChars(t, m, "Maria Josephine Zacharias")
		if n.name != "Maria Josephin" {
			t.Errorf("%v: a long name typed: %q", size, n.name)
		}
		for range len(n.name) {
			key(t, m, ebiten.KeyBackspace)
		}
		typeChars(t, m, "   ")
		click(t, m, control(t, m, "net.sitHere").Rect)
		if n.shown() || len(s.more) != 1 || s.more[0].wish != (seatWish{seat: 2, name: say("net.player", 3)}) {
			t.Fatalf("%v: an empty name: the name asked %v, seats taken here %+v", size, n.shown(), s.more)
		}
	}
}

// A still lobby is not drawn again, but what the host says is: a friend
// taking a seat shows on the very tick it comes, without input to wake it.
func TestLobbyDrawsTheHostsNews(t *testing.T) {
	m, _, h, code := deesRoom(t)
	click(t, m, control(t, m, "net.join").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	m.Rest = true
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	frame := func() bool { // one tick and one frame: was it drawn?
		step(t, m, 1)
		drawn := m.Drawn()
		m.Draw(screen)
		return drawn
	}
	for i := 0; frame(); i++ {
		if i == 600 {
			t.Fatal("the lobby never kept still")
		}
	}
	open := l.lines[2]
	eve, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer eve.Close()
	eve.Join(code, "Eve", 2)
	for end := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		drawn := frame()
		if l.lines[2] != open {
			if !drawn || l.lines[2] != say("net.seatPerson", "Eve") {
				t.Errorf("Eve's seat %q came, drawn %v", l.lines[2], drawn)
			}
			break
		}
		if time.Now().After(end) {
			t.Fatal("Eve's seat never came")
		}
	}
}

// The lobby's name dialog is what assistive technology is told of while it
// shows, whatever its form's count of changes (a dialog's form counts its
// own), and its controls are used from there; the lobby's again once it goes.
func TestLobbyNameDialogIsMirrored(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	l := hostedLobby(t, m, h)
	step(t, m, 2)
	l.namer.open(2)
	l.namer.layout(m.C)
	l.namer.close()
	for l.form.Version() < l.namer.form.Version() { // the lobby told at the very count of the dialog's
		l.form.Refresh()
	}
	if l.namer.form.Version() != l.form.Version() {
		t.Fatalf("the lobby's count %d passed the dialog's %d", l.form.Version(), l.namer.form.Version())
	}
	m.mirror()       // as a tick ends
	l.namer.seat = 2 // the dialog again, as it was
	m.mirror()
	_, cs, _ := access.Shown()
	cancel := -1
	for i, c := range cs {
		if c.Label == say("ui.cancel") {
			cancel = i
		}
	}
	if cancel < 0 {
		t.Fatalf("the dialog is not told: %+v", cs)
	}
	access.Activate(cancel)
	step(t, m, 2)
	if l.namer.shown() {
		t.Fatal("Cancel used from the mirror left the dialog open")
	}
	if _, cs, _ = access.Shown(); !strings.Contains(fmt.Sprint(cs), say("net.leave")) {
		t.Fatalf("the lobby is not told again: %+v", cs)
	}
}

// A take-your-time room's lobby says it waits days for each move (issue
// 27), from the room's view; a room of a day says nothing of it.
func TestLobbySaysSlowRoom(t *testing.T) {
	m := newManager(t, nil)
	for _, slow := range []bool{true, false} {
		s := lobbySession()
		s.view.Slow = slow
		lb := NewLobby(m.C, s)
		lb.Layout(m.C)
		if n := shown(lb.Form(), "net.slowRoom", proto.SlowDays); n != map[bool]int{true: 1, false: 0}[slow] {
			t.Errorf("slow %v: the lobby says %q %d times", slow, say("net.slowRoom", proto.SlowDays), n)
		}
	}
}

// A person whose seat the creator gave to a computer while they were away
// takes it back from the seat kept: the screen says where it went (in
// their language), forgets the seat, and offers Watch first: Enter
// watches the room, from its lobby.
func TestOnlineSeatGivenOffersWatch(t *testing.T) {
	h := startHost(t)
	ann, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ann.Close)
	ann.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}})
	w := <-ann.Replies()
	bob, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	bob.Join(w.Code, "Bob", 1)
	wb := <-bob.Replies()
	bob.Close()
	ann.Hand(1, "normal")
	for r := range ann.Replies() {
		if r.Type == proto.Update && r.Update.Lobby != nil && r.Update.Lobby.Seats[1].Level != "" {
			break
		}
	}

	st := store.NewMem()
	store.SaveOnlineSeat(st, store.OnlineSeat{Host: h.URL(), Code: w.Code, Token: wb.Token})
	m := newManager(t, st)
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	click(t, m, control(t, m, "net.rejoin", w.Code).Rect)
	until(t, m, "the host's answer", func() bool { return o.bad && o.s == nil })
	if o.status != say("net.err.seat-given") {
		t.Fatalf("Bob back: %q", o.status)
	}
	if _, ok := store.LoadOnlineSeat(st); ok || o.kept != nil || shown(o.Form(), "net.rejoin", w.Code) != 0 {
		t.Error("the seat that went to a computer is still kept")
	}
	control(t, m, "net.watch")
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the room, watched", func() bool { l, ok := m.Current().(*Lobby); return ok && l.s.watching() })
}

// The title's list says which rooms take their time, beside whose turn.
func TestRoomsListSaysSlow(t *testing.T) {
	l := roomsList{kept: []store.KeptRoom{{Seat: 1}, {Seat: 1}}, turns: []proto.RoomTurn{{Code: "A", Seat: 0, Name: "Ann", Slow: true}, {Code: "B", Seat: 0, Name: "Ann"}}}
	l.words()
	if want := say("net.rooms.slow", say("net.rooms.turn", "Ann")); l.lines[0] != want || l.lines[1] != say("net.rooms.turn", "Ann") {
		t.Errorf("the lines %q; want %q first", l.lines, want)
	}
}
