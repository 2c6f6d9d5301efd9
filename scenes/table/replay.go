package table

import (
	"errors"
	"fmt"

	"goose/engine"
	"goose/engine/room"
)

// Replay is a game kept, watched again: its recorded actions take the
// place of the players, one a change, unless paused.
type Replay struct {
	r      *room.Room
	g      *engine.Game
	At     int  // the next action to play
	Paused bool // no change comes while paused
	err    string
}

// NewReplay watches r from g, the game after its first at actions.
func NewReplay(r *room.Room, g *engine.Game, at int) *Replay {
	return &Replay{r: r, g: g, At: max(0, min(at, len(r.Actions)))}
}

// Len is how many actions the game has.
func (t *Replay) Len() int { return len(t.r.Actions) }

func (t *Replay) Game() *engine.Game { return t.g }
func (t *Replay) Waiting() bool      { return t.At < len(t.r.Actions) }
func (t *Replay) Who(int) Who        { return Away }
func (t *Replay) Record() *room.Room { return t.r }
func (t *Replay) Keeps() Keep        { return KeepNothing }
func (t *Replay) Leave()             {}

func (t *Replay) Poll() string {
	e := t.err
	t.err = ""
	return e
}

func (t *Replay) Next() (Step, bool) {
	if t.Paused || t.At >= len(t.r.Actions) {
		return Step{}, false
	}
	seat, a := t.g.Current(), &t.r.Actions[t.At]
	evs, err := t.g.Play(*a)
	if err != nil {
		t.err, t.At = fmt.Sprintf("replay: action %d: %v", t.At+1, err), len(t.r.Actions) // it stops there
		return Step{}, false
	}
	t.At++
	return Step{Seat: seat, Action: a, Events: evs}, true
}

func (t *Replay) Act(engine.Action) error {
	return errors.New("a game watched again is not played")
}
