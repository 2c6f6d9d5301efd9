// Command bot is the desktop client of the browser end-to-end test: a
// headless client from the same client package as the game's window. It
// makes a room on a goose host (itself, the browser's seat, a computer),
// prints its code, starts the game once the browser has joined, plays its
// seat, and at the end checks the updates it received against the game
// replayed from the seed the host reveals and the actions it played.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"reflect"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

func main() {
	url := flag.String("url", "", "the host's WebSocket address (ws://127.0.0.1:PORT/ws)")
	limit := flag.Duration("timeout", 3*time.Minute, "give up after this long")
	wait := flag.Duration("start-after", 0, "wait this long with every seat taken before starting (to see the lobby)")
	flag.Parse()
	if err := run(*url, *limit, *wait); err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

func run(url string, limit, wait time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cl, err := client.Dial(ctx, url)
	if err != nil {
		return err
	}
	defer cl.Close()
	if err := cl.Create("Desk", proto.Rules{Preset: "classic"}, []room.SeatSpec{{}, {}, {Level: "normal", Name: "Robot"}}); err != nil {
		return err
	}
	var rules engine.Rules
	var seed uint64
	var actions []engine.Action
	var events []engine.Event
	started := false
	actedAt := ^uint64(0) // the update last acted upon: once each, though replies queue up behind it
	for {
		var r proto.Reply
		select {
		case <-ctx.Done():
			return fmt.Errorf("no end of the game in %v", limit)
		case r = <-cl.Replies():
		}
		switch r.Type {
		case proto.Error:
			return fmt.Errorf("the host refused a %s: %s", r.Re, r.Error.Msg)
		case proto.Welcome:
			rules = r.Room.Rules
			fmt.Printf("room %s\n", r.Code)
		case proto.Update:
			u := r.Update
			if u.Action != nil {
				actions = append(actions, *u.Action)
			}
			for _, e := range u.Events {
				events = append(events, engine.Event(e))
			}
			if u.Seed != nil {
				seed = *u.Seed
			}
		}
		view := cl.Room()
		if !started && view != nil && allTaken(view) {
			started = true
			fmt.Println("everyone is seated: start")
			time.AfterFunc(wait, func() { cl.Start() })
		}
		_, mine, _ := cl.Seat()
		turn, choose, over := cl.Turn()
		if over && seed != 0 {
			return check(rules, seed, actions, events, cl.Duplicates())
		}
		if turn == mine && mine >= 0 && cl.Last() != actedAt {
			actedAt = cl.Last()
			a := engine.Roll
			if choose {
				a = engine.Choose(cl.Game().Legal()[0])
			}
			cl.Act(a)
		}
	}
}

func allTaken(v *room.View) bool {
	for _, s := range v.Seats {
		if !s.Taken {
			return false
		}
	}
	return true
}

// check replays the game from the seed and actions, as goose sim does.
func check(rules engine.Rules, seed uint64, actions []engine.Action, events []engine.Event, dupes int) error {
	g, err := engine.New(rules, 3, engine.NewPCG(seed))
	if err != nil {
		return err
	}
	var want []engine.Event
	for _, a := range actions {
		evs, err := g.Play(a)
		if err != nil {
			return fmt.Errorf("the replay refused action %d: %v", len(want), err)
		}
		want = append(want, evs...)
	}
	same := reflect.DeepEqual(events, want)
	fmt.Printf("game over after %d actions, %d events, %d duplicates; identical to the replay: %v\n", len(actions), len(events), dupes, same)
	if !same || dupes != 0 {
		return fmt.Errorf("the stream differs from the replay")
	}
	return nil
}
