//go:build !js

package scenes

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/scenes/table"
	"goose/ui/online/client"
	"goose/ui/online/host"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// deeAndComputer is a game begun on a host of its own: Dee (a client)
// and a computer.
func deeAndComputer(t *testing.T) (*host.Host, *client.Client, string) {
	t.Helper()
	h := startHost(t)
	dee, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dee.Close)
	dee.Create("Dee", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {Level: "normal"}})
	code := (<-dee.Replies()).Code
	dee.Start()
	return h, dee, code
}

// A watch link (--watch, ?watch=) opens Play online with Watch the primary;
// Enter watches the game Dee and a computer play: the play screen shows
// it, every seat another's, with nothing to throw at any turn and no
// turn called its own ("Dee to play (your turn)" was): Dee's is told as a
// person's elsewhere ("Dee to play", not a computer's "(automatic)"). It
// says that this screen watches, and the game goes on to its end without
// it. The seat kept from another game stays kept.
func TestOnlineWatcherOnlyWatches(t *testing.T) {
	h, dee, code := deeAndComputer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	// The game under way, then waiting for Dee (stopping a bot from outside
	// raced it: a game over by then was waited on for ever).
	botHolding(ctx, dee, func() bool { return dee.Last() >= 6 })
	if turn, _, over := dee.Turn(); over || turn != 0 {
		t.Fatalf("the game did not wait at Dee's turn (turn %d, over %v, update %d)", turn, over, dee.Last())
	}
	m := newManager(t, nil)
	kept := store.OnlineSeat{Host: "ws://elsewhere/ws", Code: "0000000000", Token: "ab"}
	store.SaveOnlineSeat(m.C.Store, kept)
	m.C.Opt.Room, m.C.Opt.Watch = "http://"+h.Addr()+"/?watch="+code, true
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	if !o.watch || o.code != code || !control(t, m, "net.watch").Enabled {
		t.Fatalf("a watch link: code %q, watch %v", o.code, o.watch)
	}
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the game watched", func() bool { _, ok := m.Current().(*Play); return ok })
	p := m.Current().(*Play)
	for i := range p.g.State.Seats {
		if p.t.Who(i) != table.Away {
			t.Errorf("seat %d is %v at the watcher's screen", i, p.t.Who(i))
		}
	}
	if p.g.State.Phase == engine.PhaseBegin {
		t.Errorf("the watcher's game starts from its beginning, not where it stands")
	}
	step(t, m, 2)
	if want := narrate.Awaited("Dee").String(); p.hud.prompt != want {
		t.Errorf("Dee's turn at the watcher's screen is told %q, not %q", p.hud.prompt, want)
	}
	dee.Act(engine.Roll)
	go bot(ctx, dee)
	m.C.Settings.Speed = 3
	step(t, m, 1)
	until(t, m, "the end of the game", func() bool {
		if !p.hud.roll.Hidden {
			t.Fatalf("a throw offered to the watcher at update %d", p.net.s.cl.Last())
		}
		for i, name := range p.names {
			if p.hud.prompt == narrate.ToPlay(name, true).String() {
				t.Fatalf("the watcher is told %q at update %d: seat %d is not its", p.hud.prompt, p.net.s.cl.Last(), i)
			}
		}
		_, ok := m.Current().(*Results)
		return ok
	})
	if p.net.watch.text != say("net.youWatch", 1) {
		t.Errorf("the watcher's screen says %q", p.net.watch.text)
	}
	if k, ok := store.LoadOnlineSeat(m.C.Store); !ok || k.Code != kept.Code || k.Token != kept.Token {
		t.Errorf("the seat kept: %+v", k)
	}
}
