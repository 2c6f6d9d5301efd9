//go:build !js

package host

import (
	"context"
	"errors"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// Dice nobody can doubt (issue 27): the real host promises a room's seed in
// its first message, reveals it with the last update, and a client that
// kept the game checks it fair; a seed or a throw changed fails the check.
func TestDiceCheckedOnline(t *testing.T) {
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	if err := a.Create("Ann", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}, {Level: "normal"}}); err != nil {
		t.Fatal(err)
	}
	w := next(t, a, proto.Welcome)
	if w.Room == nil || len(w.Room.Promise) != 64 {
		t.Fatalf("the room's first message promises no seed: %+v", w.Room)
	}
	d := room.Dice{Rules: w.Room.Rules, Seats: len(w.Room.Seats)}
	d.See(w.Room)
	if err := b.Join(w.Code, "Bob", -1); err != nil {
		t.Fatal(err)
	}
	next(t, b, proto.Welcome)
	next(t, a, proto.Update)
	if err := a.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ba, bb := newBot(a, nil), newBot(b, nil)
	go ba.play(ctx)
	go bb.play(ctx)
	<-ba.done
	<-bb.done
	ba.mu.Lock()
	for i := range ba.updates {
		d.Add(&ba.updates[i])
	}
	ba.mu.Unlock()
	if len(d.Salt) < room.MinSalt || d.Promise != w.Room.Promise {
		t.Fatalf("the end revealed no salt (%q), or the promise changed", d.Salt)
	}
	if err := room.CheckDice(&d); err != nil {
		t.Fatalf("a fair game fails the check: %v", err)
	}

	seed := d
	seed.Seed++
	if err := room.CheckDice(&seed); !errors.Is(err, room.ErrPromiseBroken) {
		t.Errorf("another seed revealed: %v", err)
	}

	throw := d
	throw.Shown = append([]engine.Event(nil), d.Shown...)
	for i := range throw.Shown {
		if e := &throw.Shown[i]; e.Kind == engine.EvThrow {
			e.Dice[0] = e.Dice[0]%6 + 1 // one die shown otherwise than the seed threw it
			break
		}
	}
	if err := room.CheckDice(&throw); !errors.Is(err, room.ErrThrowsDiffer) {
		t.Errorf("a throw changed: %v", err)
	}

	promise := room.Dice{Rules: d.Rules, Seats: d.Seats, Actions: d.Actions, Shown: d.Shown}
	promise.See(w.Room)
	promise.See(&room.View{Promise: room.Commitment(d.Seed+1, d.Salt)}) // the host promising anew mid-game
	promise.Seed, promise.Salt = d.Seed, d.Salt
	if err := room.CheckDice(&promise); !errors.Is(err, room.ErrPromiseBroken) {
		t.Errorf("a promise changed: %v", err)
	}
}
