//go:build !js

package scenes

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/online/client"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// joined is a client of h seated in room code as name.
func joined(t *testing.T, h interface{ URL() string }, code, name string) *client.Client {
	t.Helper()
	cl, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	cl.Join(code, name, -1)
	if r := <-cl.Replies(); r.Type != proto.Welcome {
		t.Fatalf("%s: %+v", name, r)
	}
	return cl
}

// Play again on the results of an online game (issue 27): Ann at this
// screen, Bob and Cal elsewhere, and a watcher come after the game on a
// screen of its own. Once Bob has said yes the results show who has; Ann
// taps Play again and waits for Cal, her button gone; the watcher sees who
// has said yes, with nothing to tap; Cal says yes and both screens go on
// into the room's next game, whose dice Ann's checks fair at its end.
func TestOnlineResultsPlayAgain(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}, {Name: "Cal", Color: 2}}}
	click(t, m, control(t, m, "ui.newGame").Rect)
	click(t, m, control(t, m, "net.playOnline").Rect)
	o := m.Current().(*Online)
	o.addr = h.Addr()
	click(t, m, control(t, m, "net.seatHere", "Bob").Rect)
	click(t, m, control(t, m, "net.seatHere", "Cal").Rect)
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	bob, cal := joined(t, h, l.s.code, "Bob"), joined(t, h, l.s.code, "Cal")
	until(t, m, "Bob and Cal seated", func() bool { return control(t, m, "net.startGame").Enabled })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	go bot(ctx, cal)
	p := startWithFriend(t, m, l, bob)
	first := p.net.s.view.Promise
	playOnlineToEnd(t, m, p)
	res := m.Current().(*Results)
	step(t, m, resultsSettle)
	if !offered(t, m, "ui.playAgain") || res.net.text != "" {
		t.Fatalf("after the game: Play again offered %v, words %q", offered(t, m, "ui.playAgain"), res.net.text)
	}

	// A watcher come after the game, on a screen of its own, sees its
	// results, and no Play again to tap.
	mw := newManager(t, nil)
	mw.C.Opt.Room, mw.C.Opt.Watch = "http://"+h.Addr()+"/?watch="+l.s.code, true
	ow := NewOnline(mw.C)
	mw.cur = ow
	ow.Layout(mw.C)
	key(t, mw, ebiten.KeyEnter)
	until(t, mw, "the watcher's results", func() bool { _, ok := mw.Current().(*Results); return ok })
	wres := mw.Current().(*Results)
	step(t, mw, resultsSettle)
	if offered(t, mw, "ui.playAgain") {
		t.Error("Play again is offered to a watcher")
	}

	bob.Again()
	who := func(ann, bob, cal answer) string {
		return say("net.again.who", ann("Ann")+" · "+bob("Bob")+" · "+cal("Cal"))
	}
	until(t, m, "Bob's yes shown", func() bool { return res.net.text == who(waiting, yes, waiting) })
	if !offered(t, m, "ui.playAgain") {
		t.Fatal("Play again is not offered to Ann once Bob said yes")
	}
	click(t, m, control(t, m, "ui.playAgain").Rect)
	until(t, m, "Ann's yes shown", func() bool { return res.net.text == who(yes, yes, waiting) })
	if offered(t, m, "ui.playAgain") || m.Current() != res {
		t.Fatalf("after Ann's yes: Play again still offered %v, scene %s", offered(t, m, "ui.playAgain"), m.Current().Name())
	}

	until(t, mw, "the yeses shown to the watcher", func() bool { return wres.net.text == who(yes, yes, waiting) })
	if offered(t, mw, "ui.playAgain") {
		t.Error("Play again is offered to a watcher")
	}

	for _, _, over := cal.Turn(); over; _, _, over = cal.Turn() {
		cal.Again() // once: the host refuses it again as unchanged
		time.Sleep(20 * time.Millisecond)
		step(t, m, 1)
	}
	until(t, m, "the next game", func() bool { np, ok := m.Current().(*Play); return ok && np != p })
	np := m.Current().(*Play)
	nt := np.t.(*netTable)
	until(t, mw, "the watcher in the next game", func() bool { wp, ok := mw.Current().(*Play); return ok && wp.net.s.view.Game == 1 })

	if np.net.s.view.Game != 1 || np.net.s.view.Promise == first || nt.dice == nil || nt.rec == nil {
		t.Fatalf("the next game: game %d, promise the first's %v, dice kept %v", np.net.s.view.Game, np.net.s.view.Promise == first, nt.dice != nil)
	}
	if kept, ok := store.LoadOnlineSeat(m.C.Store); !ok || kept.Code != l.s.code {
		t.Error("the next game's seat is not kept to take back")
	}
	go bot(ctx, bob)
	go bot(ctx, cal)
	playOnlineToEnd(t, m, np)
	if x := m.Current().(*Results).extra; x.dice != say("ui.dice.fair") || !x.fair {
		t.Fatalf("the next game's results say %q of the dice", x.dice)
	}
	if nt.rec.Seed == p.t.(*netTable).rec.Seed {
		t.Error("the next game was dealt with the first's seed")
	}
}

// answer words a seat's answer to Play again.
type answer func(name string) string

func yes(name string) string     { return say("net.again.yes", name) }
func waiting(name string) string { return say("net.again.wait", name) }

// A game at one screen already has Play again (issue 27 asked): one tap
// deals the same seats and rules again, with new dice unless a seed was
// asked for (--seed).
func TestLocalPlayAgainDealsNewDice(t *testing.T) {
	m := newManager(t, nil)
	m.C.Opt.SeedSet = false
	setup := store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann", Computer: true, Level: "easy"}, {Name: "Bob", Color: 1, Computer: true, Level: "easy"}}}
	p := startPlay(t, m, setup)
	playToEnd(t, m)
	first := p.t.Record()
	click(t, m, control(t, m, "ui.playAgain").Rect)
	again, ok := m.Current().(*Play)
	if !ok || again == p || len(again.names) != 2 || again.names[0] != "Ann" || again.g.Rules.Name != "classic" {
		t.Fatalf("Play again went to %s", m.Current().Name())
	}
	if first == nil || again.t.Record().Seed == first.Seed {
		t.Error("Play again dealt the first game's dice again")
	}
}
