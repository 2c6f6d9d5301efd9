//go:build !js

package room

import (
	"encoding/hex"

	"goose/engine"
)

// Play again: after a game, the room's people each say yes (Accept); once
// everyone still there has, the room deals the next game (Rematch) in the
// same seats, with a new seed promised as the first game's was. The
// room's numbering of updates runs on, so its log keeps every game.

// AgainLevel is the computer that takes the seat of a person gone when the
// room plays again: a family's game goes on without waiting for them.
const AgainLevel = "normal"

// Accept has seat's person say yes to playing again after the game.
func (r *Room) Accept(seat int) ([]Update, error) {
	if r.Phase != Over {
		return nil, fail("not-over", "the game in room %s is not over yet", r.Code)
	}
	if seat < 0 || seat >= len(r.Seats) || r.Seats[seat].Level != "" {
		return nil, fail("bad-seat", "that seat is not a person's")
	}
	if len(r.Again) != len(r.Seats) {
		r.Again = make([]bool, len(r.Seats))
	}
	if r.Again[seat] {
		return nil, fail("unchanged", "seat %d has said yes already", seat+1)
	}
	r.Again[seat] = true
	return r.done(r.change(nil, Update{Seat: seat, Lobby: r.View()})), nil
}

// Ready reports whether the room may play again: its game is over, someone
// said yes, and every other person's seat is gone (gone(seat)).
func (r *Room) Ready(gone func(seat int) bool) bool {
	if r.Phase != Over || len(r.Again) != len(r.Seats) {
		return false
	}
	yes := false
	for i, s := range r.Seats {
		switch {
		case s.Level != "":
		case r.Again[i]:
			yes = true
		case !gone(i):
			return false
		}
	}
	return yes
}

// Rematch deals the next game once the room is Ready: the seats of the
// people who did not say yes go to computers (AgainLevel), and the new
// seed is promised, hidden by salt, in the change's first update.
func (r *Room) Rematch(seed uint64, salt string, gone func(seat int) bool) ([]Update, error) {
	if !r.Ready(gone) {
		return nil, fail("not-ready", "room %s is not ready to play again", r.Code)
	}
	if _, err := hex.DecodeString(salt); err != nil || len(salt) < MinSalt {
		return nil, fail("bad-salt", "a salt is at least %d hex digits", MinSalt)
	}
	for i := range r.Seats {
		if s := &r.Seats[i]; s.Level == "" && !r.Again[i] {
			*s = Seat{Name: ComputerName(i), Level: AgainLevel, Look: s.Look}
		}
	}
	r.deal(seed, salt)
	g, err := engine.New(r.Rules, len(r.Seats), engine.NewPCG(r.Seed))
	if err != nil {
		return nil, fail("bad-rules", "%v", err)
	}
	r.game = g
	ups := r.change(nil, Update{Seat: -1, Lobby: r.View()})
	if ups, err = r.play(ups, -1, engine.Begin); err != nil {
		return nil, err
	}
	ups = r.done(r.computers(ups))
	r.dealt = &Deal{Seed: seed, Salt: salt}
	return ups, nil
}

// deal sets the room for its next game from seed and salt.
func (r *Room) deal(seed uint64, salt string) {
	r.Games++
	r.Seed, r.Salt, r.Phase = seed, salt, Playing
	r.Actions, r.actionsJSON, r.actionsN = nil, nil, 0
	r.Again, r.game, r.From, r.Game, r.stuck = nil, nil, nil, nil, false
}

// Dealt is the seed and salt of the game the room's pending change began
// (nil: it began none), for a host to log out of the clients' sight.
func (r *Room) Dealt() *Deal { return r.dealt }

// Next has the room, following a log (Follow), deal the next game from d
// when an update begins it.
func (r *Room) Next(d *Deal) { r.dealt = d }
