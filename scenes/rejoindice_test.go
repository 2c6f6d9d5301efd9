//go:build !js

package scenes

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// A player who takes their seat back mid-game, on a screen that saw none
// of the game (closed and opened again), gets the room's promise and every
// throw before it with the seat (issue 27): the results check the dice
// fair, as for a screen that saw the game whole. Before, only the room's
// first message carried the promise, and such a screen could check
// nothing.
func TestOnlineSeatTakenBackChecksTheDice(t *testing.T) {
	h := startHost(t)
	st := store.NewMem()
	ann, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	ann.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {Level: "easy"}})
	w := <-ann.Replies()
	ann.Start()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	go bot(ctx, ann)
	for ann.Last() < 8 { // the game under way
		time.Sleep(time.Millisecond)
	}
	cancel()
	ann.Close()
	m, p := takeBack(t, st, store.OnlineSeat{Host: h.URL(), Code: w.Code, Token: w.Token})
	if p.g.State.Phase == engine.PhaseBegin || len(p.net.s.ups) > 2 {
		t.Fatalf("taken back at phase %v with %d updates to show: not where the game stands", p.g.State.Phase, len(p.net.s.ups))
	}
	m.C.Settings.Speed = 3
	until(t, m, "the end of the game", func() bool {
		if !p.hud.roll.Hidden && m.Current() == p {
			key(t, m, ebiten.KeySpace)
		}
		_, ok := m.Current().(*Results)
		return ok
	})
	if x := m.Current().(*Results).extra; x.dice != say("ui.dice.fair") || !x.fair {
		t.Fatalf("the results of a seat taken back say %q of the dice", x.dice)
	}
	if p.t.Record() == nil {
		t.Error("the game of a seat taken back is not kept whole to share")
	}
}

// A watcher who comes in mid-game checks the dice too.
func TestOnlineLateWatcherChecksTheDice(t *testing.T) {
	h, dee, code := deeAndComputer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	go bot(ctx, dee)
	for dee.Last() < 6 {
		time.Sleep(5 * time.Millisecond)
	}
	m := newManager(t, nil)
	m.C.Opt.Room, m.C.Opt.Watch = "http://"+h.Addr()+"/?watch="+code, true
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the game watched", func() bool { _, ok := m.Current().(*Play); return ok })
	m.C.Settings.Speed = 3
	until(t, m, "the end of the game", func() bool { _, ok := m.Current().(*Results); return ok })
	if x := m.Current().(*Results).extra; x.dice != say("ui.dice.fair") || !x.fair {
		t.Fatalf("a late watcher's results say %q of the dice", x.dice)
	}
}
