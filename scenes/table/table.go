// Package table is a game as the play screen reads it, whoever plays it:
// a game on one screen (Local), an online room (the scenes' net table),
// a game kept and watched again (Replay), and later a spectator's. Each
// goes through the same authority, engine/room, which turns actions into
// numbered updates: the screen shows the updates' events as it is ready
// for them, and offers the seat whose turn it is its choices when that
// seat is played here. It knows nothing of drawing.
package table

import (
	"goose/engine"
	"goose/engine/room"
)

// Who plays a seat, as this screen sees it.
type Who uint8

const (
	Away     Who = iota // elsewhere: another screen, or the record of a game watched again
	Person              // a person at this screen: it throws and chooses here
	Computer            // a computer this screen plays (a game on one screen)
)

// Keep is what this screen keeps of its game.
type Keep uint8

const (
	KeepNothing  Keep = iota // a game watched again: kept already
	KeepFinished             // an online room's: kept once over; its host keeps it meanwhile
	KeepAll                  // a game on one screen: saved as it goes, kept once over
)

// Step is one change to show: what a seat did, and its events.
type Step struct {
	Seat   int            // who acted (-1: the table itself)
	Action *engine.Action // nil: no action (the seats changed)
	Events []engine.Event // to animate; valid until the next Next
	Lobby  *room.View     // the seats, when they changed (one handed to a computer)
}

// Table is a game behind the play screen.
type Table interface {
	// Game is the game as far as it has been shown: read it, never play
	// it. The same game all the table's life.
	Game() *engine.Game
	// Poll takes what came since the last tick, every tick: a refusal or a
	// failure to show the player, or "".
	Poll() string
	// Next takes the next change, when the screen is ready to show one:
	// Game then stands where it leaves it. false: nothing to show yet.
	Next() (Step, bool)
	// Waiting reports whether something on its way is not shown yet (a
	// change, or the answer to this screen's action): nobody here acts
	// meanwhile.
	Waiting() bool
	// Who says who plays seat s (-1: the table itself, which begins the
	// game).
	Who(s int) Who
	// Act plays the action of the seat whose turn it is (not Away): its
	// change comes through Next.
	Act(a engine.Action) error
	// Record is the game so far as a room (rules, seats, seed, actions):
	// nil while it is not known from its start (an online game joined
	// midway, or one whose seed the host reveals only at its end).
	Record() *room.Room
	// Keeps says what this screen keeps of its game.
	Keeps() Keep
	// Leave is the screen left before the game's end: an online seat is
	// kept, to be taken back.
	Leave()
}

// StepOf is the Step of an update, its events copied into *buf (reused:
// no allocation once it has grown).
func StepOf(u *room.Update, buf *[]engine.Event) Step {
	evs := (*buf)[:0]
	for i := range u.Events {
		evs = append(evs, engine.Event(u.Events[i]))
	}
	*buf = evs
	return Step{Seat: u.Seat, Action: u.Action, Events: evs, Lobby: u.Lobby}
}
