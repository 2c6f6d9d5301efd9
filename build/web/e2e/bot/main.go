// Command bot is the desktop client of the browser end-to-end test: a
// headless client from the same client package as the game's window. It
// makes a room on a goose host (itself, the browser's seat, a computer),
// prints its code, starts the game once the browser has joined, plays its
// seat, and at the end checks the updates it received against the game
// replayed from the seed the host reveals and the actions it played.
//
// With --watched the room is itself and a computer, started once someone
// watches it (the browser, from the room's watch link); the bot says each
// reaction it hears, answers a watcher's with one of its own, and can
// write the game as the log tells it in English (--said), for the watcher's
// live region to be compared with.
//
// With --games 2 the bot says yes to Play again after the first game
// (before the browser does, so its results show the button and who has
// said yes), plays the next game the room deals, and checks its dice
// against their new promise too.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"reflect"
	"strings"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// options are the bot's flags.
type options struct {
	url     string
	limit   time.Duration
	wait    time.Duration // with every seat taken, before starting
	watched bool          // a room of the bot and a computer, started when watched
	pace    time.Duration // before each of its own actions
	answer  string        // the reaction that answers a watcher's ("" none)
	said    string        // where to write the game's narration at the end
	stay    time.Duration // in the room after the game, hearing reactions
	games   int           // games to play in the room (Play again between them)
}

func main() {
	var o options
	flag.StringVar(&o.url, "url", "", "the host's WebSocket address (ws://127.0.0.1:PORT/ws)")
	flag.DurationVar(&o.limit, "timeout", 3*time.Minute, "give up after this long")
	flag.DurationVar(&o.wait, "start-after", 0, "wait this long with every seat taken before starting (to see the lobby)")
	flag.BoolVar(&o.watched, "watched", false, "a room of this client and a computer, started once someone watches it")
	flag.DurationVar(&o.pace, "pace", 0, "wait this long before each of its own actions")
	flag.StringVar(&o.answer, "answer", "well", "the reaction that answers a watcher's (one of "+strings.Join(proto.Reactions[:], ", ")+"; empty: none)")
	flag.StringVar(&o.said, "said", "", "write the game as its log tells it in English to this file")
	flag.DurationVar(&o.stay, "stay", 0, "stay in the room this long after the game, hearing reactions")
	flag.IntVar(&o.games, "games", 1, "play this many games in the room, saying yes to Play again after each but the last")
	flag.Parse()
	if err := run(&o); err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

// game is what the bot keeps of one game, to check it at the end.
type game struct {
	rules   engine.Rules
	names   []string
	seed    uint64
	actions []engine.Action
	events  []engine.Event
	dice    *room.Dice // from the game's first update: its promise, throws, seed
	number  int        // the room's View.Game
}

func run(o *options) error {
	ctx, cancel := context.WithTimeout(context.Background(), o.limit)
	defer cancel()
	cl, err := client.Dial(ctx, o.url)
	if err != nil {
		return err
	}
	defer cl.Close()
	seats := []room.SeatSpec{{}, {}, {Level: "normal", Name: "Robot"}}
	if o.watched {
		seats = []room.SeatSpec{{}, {Level: "normal", Name: "Robot"}}
	}
	if err := cl.Create("Desk", proto.Rules{Preset: "classic"}, seats); err != nil {
		return err
	}
	var g game
	var ended <-chan time.Time // the last game checked: the stay's end
	started := false
	played := 0    // games checked
	promised := "" // the last game's promise: the next must promise another seed
	dealt := -1    // the View.Game of the game recorded
	answered := false
	actedAt := ^uint64(0) // the update last acted upon: once each, though replies queue up behind it
	for {
		var r proto.Reply
		select {
		case <-ctx.Done():
			return fmt.Errorf("no end of the game in %v", o.limit)
		case <-ended:
			return nil
		case r = <-cl.Replies():
		}
		switch r.Type {
		case proto.Error:
			return fmt.Errorf("the host refused a %s: %s", r.Re, r.Error.Msg)
		case proto.Welcome:
			g.rules = r.Room.Rules
			fmt.Printf("room %s\n", r.Code)
		case proto.Watchers:
			fmt.Printf("watchers %d\n", r.Watching)
		case proto.Reaction:
			who := fmt.Sprintf("seat %d", r.Seat+1)
			if r.Seat < 0 {
				who = "a watcher"
			}
			fmt.Printf("reaction %s from %s\n", r.React, who)
			if r.Seat < 0 && o.answer != "" && !answered {
				answered = true
				if err := cl.React(o.answer); err != nil {
					return err
				}
				fmt.Printf("answered %s\n", o.answer)
			}
		case proto.Update:
			u := r.Update
			if v := u.Lobby; v != nil && v.Phase == room.Playing && v.Game != dealt {
				// A game dealt (begun, or dealt again): recorded afresh.
				dealt = v.Game
				g = game{rules: v.Rules, dice: &room.Dice{Rules: v.Rules, Seats: len(v.Seats)}, number: v.Game}
				for _, s := range v.Seats {
					g.names = append(g.names, s.Name)
				}
				if v.Game > 0 {
					fmt.Printf("game %d dealt, promise %.12s\n", v.Game+1, v.Promise)
					if v.Promise == "" || v.Promise == promised {
						return fmt.Errorf("game %d dealt without a new promise (%q)", v.Game+1, v.Promise)
					}
				}
			}
			if g.dice != nil {
				g.dice.Add(u)
			}
			if u.Action != nil {
				g.actions = append(g.actions, *u.Action)
			}
			for _, e := range u.Events {
				g.events = append(g.events, engine.Event(e))
			}
			if u.Seed != nil {
				g.seed = *u.Seed
			}
		}
		view := cl.Room()
		if !started && view != nil && allTaken(view) && (!o.watched || watched(cl)) {
			started = true
			fmt.Println("everyone is seated: start")
			time.AfterFunc(o.wait, func() { cl.Start() })
		}
		_, mine, _ := cl.Seat()
		turn, choose, over := cl.Turn()
		if over && g.seed != 0 && g.number == dealt && played == dealt && ended == nil {
			if err := g.check(cl.Duplicates(), o.said); err != nil {
				return err
			}
			played++
			promised = g.dice.Promise
			if played < o.games {
				if err := cl.Again(); err != nil {
					return err
				}
				fmt.Printf("game %d checked: play again\n", played)
				continue
			}
			if o.stay <= 0 {
				return nil
			}
			ended = time.After(o.stay)
		}
		if turn == mine && mine >= 0 && cl.Last() != actedAt {
			actedAt = cl.Last()
			a := engine.Roll
			if choose {
				a = engine.Choose(cl.Game().Legal()[0])
			}
			if o.pace > 0 {
				time.Sleep(o.pace) // replies queue meanwhile
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

func watched(cl *client.Client) bool {
	n, _ := cl.Watching()
	return n > 0
}

// check replays the game from the seed and actions, as goose sim does,
// and writes what its log says (said, unless "").
func (g *game) check(dupes int, said string) error {
	e, err := engine.New(g.rules, len(g.names), engine.NewPCG(g.seed))
	if err != nil {
		return err
	}
	log := narrate.NewLog(g.names, &e.Rules, &e.State)
	var want []engine.Event
	var told strings.Builder
	for _, a := range g.actions {
		evs, err := e.Play(a)
		if err != nil {
			return fmt.Errorf("the replay refused action %d: %v", len(want), err)
		}
		want = append(want, evs...)
		for i := range evs {
			log.Add(&evs[i])
			if s := log.Fresh(); s != "" {
				told.WriteString(s + "\n")
			}
		}
	}
	same := reflect.DeepEqual(g.events, want)
	fmt.Printf("game over after %d actions, %d events, %d duplicates; identical to the replay: %v\n", len(g.actions), len(g.events), dupes, same)
	if !same || dupes != 0 {
		return fmt.Errorf("the stream differs from the replay")
	}
	if g.dice != nil {
		if err := room.CheckDice(g.dice); err != nil {
			return fmt.Errorf("game %d: %v", g.number+1, err)
		}
		fmt.Printf("game %d: dice checked: fair\n", g.number+1)
	}
	if said != "" {
		return os.WriteFile(said, []byte(told.String()), 0o644)
	}
	return nil
}
