//go:build !js

package host

import (
	"testing"
	"time"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// quickGrace has a host deal the next game soon after a person has gone.
func quickGrace(c *Config) { c.Timing.AgainGrace = 300 * time.Millisecond }

// playDice has the bots play the room's game to its end, and returns the
// game's dice as the first bot saw them, from the promise in view.
func playDice(t *testing.T, view *room.View, cs ...*client.Client) room.Dice {
	t.Helper()
	b := playOut(30*time.Second, cs...)[0]
	d := room.Dice{Rules: view.Rules, Seats: len(view.Seats)}
	d.See(view)
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.over {
		t.Fatal("the game did not finish")
	}
	for i := range b.updates {
		d.Add(&b.updates[i])
	}
	return d
}

// refusedAs waits for c's refusal of a request, and checks its code.
func refusedAs(t *testing.T, c *client.Client, code string) {
	t.Helper()
	if r := next(t, c, proto.Error); r.Error.Code != code || r.Re != proto.Again {
		t.Errorf("refused with %s (%s) for %q, want %s", r.Error.Code, r.Error.Msg, r.Re, code)
	}
}

// dealt waits for the update that deals c's room its next game.
func dealt(t *testing.T, c *client.Client, game int) *room.View {
	t.Helper()
	for {
		u := next(t, c, proto.Update).Update
		if u.Lobby != nil && u.Lobby.Game == game {
			return u.Lobby
		}
	}
}

// Play again (issue 27): after a finished game Ann says yes; Bob has gone,
// and once the grace has passed the room deals the next game in the same
// seats, Bob's to a computer, with a new seed promised that the game's end
// shows kept; a watcher follows into it. Saying yes before the end, as a
// watcher, with a token that holds no seat or from no room at all is
// refused and changes nothing.
func TestPlayAgain(t *testing.T) {
	h := startHost(t, "", quickGrace)
	ann, bob := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, ann, bob)
	bob.Again()
	refusedAs(t, bob, "not-over")
	first := playDice(t, view, ann, bob)
	if err := room.CheckDice(&first); err != nil {
		t.Fatalf("the first game's dice: %v", err)
	}

	w := dial(t, h.URL())
	w.Watch(view.Code)
	next(t, w, proto.Welcome)
	drain(ann)
	at := ann.Last()
	w.Again()
	refusedAs(t, w, proto.ErrWatching)
	stranger := dial(t, h.URL())
	stranger.Again()
	refusedAs(t, stranger, proto.ErrNotSeated)
	stranger.Resume(view.Code, "not a token of this room")
	refusedAs2 := next(t, stranger, proto.Error)
	if refusedAs2.Error.Code != proto.ErrBadToken {
		t.Errorf("a wrong token resumed: %+v", refusedAs2.Error)
	}
	stranger.Again()
	refusedAs(t, stranger, proto.ErrNotSeated)
	time.Sleep(100 * time.Millisecond)
	if ann.Last() != at {
		t.Fatalf("a refused yes changed the room (update %d, then %d)", at, ann.Last())
	}

	bob.Close()
	if err := ann.Again(); err != nil {
		t.Fatal(err)
	}
	u := next(t, ann, proto.Update).Update
	if u.Lobby == nil || u.Lobby.Phase != room.Over || len(u.Lobby.Again) != 3 || !u.Lobby.Again[0] || u.Lobby.Again[1] {
		t.Fatalf("Ann's yes is not shown: %+v", u.Lobby)
	}
	ann.Again()
	refusedAs(t, ann, "unchanged")
	began := time.Now()
	nv := dealt(t, ann, 1)
	if waited := time.Since(began); waited < 200*time.Millisecond {
		t.Errorf("the next game was dealt %v after Ann's yes: Bob's grace not waited for", waited)
	}
	if nv.Phase != room.Playing || nv.Seats[0].Name != "Ann" || nv.Seats[1].Level != room.AgainLevel || nv.Seats[2].Level != "normal" {
		t.Fatalf("the next game's seats: %+v", nv.Seats)
	}
	if nv.Promise == "" || nv.Promise == view.Promise || len(nv.Again) != 0 {
		t.Fatalf("the next game promises %q (the first %q), again %v", nv.Promise, view.Promise, nv.Again)
	}
	if wv := dealt(t, w, 1); wv.Promise != nv.Promise {
		t.Errorf("the watcher did not follow into the next game")
	}
	second := playDice(t, nv, ann)
	if err := room.CheckDice(&second); err != nil {
		t.Fatalf("the second game's dice: %v", err)
	}
	if second.Seed == first.Seed {
		t.Errorf("the second game has the first's seed %d", first.Seed)
	}
	if len(second.Actions) == 0 || second.Actions[0] != first.Actions[0] {
		t.Errorf("the second game's actions do not start at its beginning: %v", second.Actions[:1])
	}

	// The room's log keeps both games: a watcher come now gets each whole,
	// and checks each one's dice.
	late := dial(t, h.URL())
	late.Watch(view.Code)
	var games []room.Dice
	for r := next(t, late, proto.Update, proto.Welcome); r.Type == proto.Update; r = next(t, late, proto.Update, proto.Welcome) {
		if v := r.Update.Lobby; v != nil && v.Phase == room.Playing && (len(games) == 0 || v.Game != len(games)-1) {
			games = append(games, room.Dice{Rules: v.Rules, Seats: len(v.Seats)})
		}
		if len(games) > 0 {
			games[len(games)-1].Add(r.Update)
		}
	}
	if len(games) != 2 {
		t.Fatalf("a late watcher got %d games", len(games))
	}
	for i := range games {
		if err := room.CheckDice(&games[i]); err != nil {
			t.Errorf("game %d as a late watcher got it: %v", i+1, err)
		}
	}
	if games[0].Seed != first.Seed || games[1].Seed != second.Seed {
		t.Error("the late watcher's games are not the ones played")
	}
}

// A rematch across two hosts, and across a failover: Ann on host A, Bob
// on B. Bob's yes, last, has B deal the next game, which A follows from
// the deal logged beside it (Ann plays it through A). After it Ann says
// yes on A, which dies; she comes back on B, where Bob says yes, and the
// third game starts there at once: her yes was logged, not kept by A.
func TestPlayAgainFailover(t *testing.T) {
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL(), quickGrace), startHost(t, ns.ClientURL(), quickGrace)
	ann, bob := dial(t, hA.URL(), hB.URL()), dial(t, hB.URL(), hA.URL())
	view := room3(t, ann, bob)
	seeds := map[uint64]bool{}
	for game := 1; game <= 2; game++ {
		d := playDice(t, view, ann, bob)
		if err := room.CheckDice(&d); err != nil || seeds[d.Seed] {
			t.Fatalf("game %d: its dice %v, its seed seen before %v", game, err, seeds[d.Seed])
		}
		seeds[d.Seed] = true
		drain(ann)
		drain(bob)
		ann.Again()
		if u := next(t, bob, proto.Update).Update; u.Lobby == nil || len(u.Lobby.Again) == 0 || !u.Lobby.Again[0] {
			t.Fatalf("Bob does not see Ann's yes: %+v", u.Lobby)
		}
		if game == 2 {
			hA.Close()
			next(t, ann, proto.Welcome) // back, on host B
		}
		bob.Again()
		view = dealt(t, bob, game)
		if view.Seats[0].Level != "" || view.Seats[1].Level != "" {
			t.Fatalf("a person's seat went to a computer: %+v", view.Seats)
		}
		if av := dealt(t, ann, game); av.Promise != view.Promise {
			t.Fatalf("Ann did not follow into game %d", game+1)
		}
	}
	d := playDice(t, view, ann, bob)
	if err := room.CheckDice(&d); err != nil || seeds[d.Seed] {
		t.Fatalf("the third game after failover: its dice %v, its seed seen before %v", err, seeds[d.Seed])
	}
}
