//go:build !js

package host

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// A host with its embedded NATS; two people on their own clients and a
// computer run by the host play a whole game, which is the game goose sim
// replays from the seed and actions.
func TestEndToEndGame(t *testing.T) {
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ba, bb := newBot(a, nil), newBot(b, nil)
	go ba.play(ctx)
	go bb.play(ctx)
	<-ba.done
	<-bb.done
	checkGame(t, view, ba, bb)
}

// Every rule set plays online, with options, and a board of one's own sent
// as a rules file; the team variation's choices go over the wire too.
func TestEveryRuleSetOnline(t *testing.T) {
	h := startHost(t, "")
	own, _ := engine.Preset("french")
	specs := []proto.Rules{{File: string(own.File()), Options: "teams"}}
	for i, name := range engine.Presets {
		specs = append(specs, proto.Rules{Preset: name, Options: []string{"stakes", "teams", "placings,drink61", "deadlock=draw"}[i%4]})
	}
	for _, spec := range specs {
		name := spec.Preset
		if name == "" {
			name = "own board"
		}
		t.Run(name+" "+spec.Options, func(t *testing.T) {
			a, b := dial(t, h.URL()), dial(t, h.URL())
			if err := a.Create("Ann", spec, []room.SeatSpec{{}, {Level: "hard"}, {}}); err != nil {
				t.Fatal(err)
			}
			w := next(t, a, proto.Welcome)
			b.Join(w.Code, "Bob", -1)
			next(t, b, proto.Welcome)
			next(t, a, proto.Update)
			a.Start()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			ba, bb := newBot(a, nil), newBot(b, nil)
			go ba.play(ctx)
			go bb.play(ctx)
			<-ba.done
			<-bb.done
			checkGame(t, a.Room(), ba, bb)
		})
	}
}

// Bob goes mid-game; the creator hands his seat to a computer and the game
// finishes. Bob's token no longer moves the seat: coming back, he is told
// it went to a computer.
func TestHandGoneSeatToComputer(t *testing.T) {
	longGame(t, 40)
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	_, _, token := b.Seat()
	b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var hold atomic.Bool
	hold.Store(true)
	ba := newBot(a, &hold)
	go ba.play(ctx)
	for a.Game() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	if err := a.Hand(1, "easy"); err != nil {
		t.Fatal(err)
	}
	hold.Store(false)
	<-ba.done
	checkGame(t, view, ba)
	if s := a.Room().Seats[1]; s.Level != "easy" {
		t.Errorf("seat 2 is %+v after the hand-over", s)
	}
	bob := dial(t, h.URL())
	bob.Resume(view.Code, token)
	if r := next(t, bob, proto.Error, proto.Welcome); r.Type != proto.Error || r.Error.Code != proto.ErrSeatGiven {
		t.Errorf("Bob's old token: %+v", r.Error)
	}
}
