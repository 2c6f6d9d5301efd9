package table

import (
	"goose/engine"
	"goose/engine/room"
)

// Local is a game on one screen: its room is the authority, as a host's
// is online, and the screen plays every seat, its computers' too, at a
// pace a person can follow.
type Local struct {
	r   *room.Room
	g   *engine.Game
	who []Who
	ups []room.Update // changes not yet shown
	evs []engine.Event
}

// NewLocal puts room r (room.NewLocal, or one saved and read back) on the
// table, who saying which of its seats are people at this screen and
// which computers.
func NewLocal(r *room.Room, who []Who) (*Local, error) {
	g, err := r.Engine()
	if err != nil {
		return nil, err
	}
	return &Local{r: r, g: g, who: who}, nil
}

func (t *Local) Game() *engine.Game { return t.g }
func (t *Local) Poll() string       { return "" }
func (t *Local) Waiting() bool      { return len(t.ups) > 0 }
func (t *Local) Record() *room.Room { return t.r }
func (t *Local) Keeps() Keep        { return KeepAll }
func (t *Local) Leave()             {}

func (t *Local) Next() (Step, bool) {
	if len(t.ups) == 0 {
		return Step{}, false
	}
	st := StepOf(&t.ups[0], &t.evs)
	t.ups = t.ups[1:]
	if len(t.ups) == 0 {
		t.ups = nil
	}
	return st, true
}

func (t *Local) Who(s int) Who {
	if s < 0 || s >= len(t.who) {
		return Computer // the table deals: the antes and the order of play
	}
	return t.who[s]
}

func (t *Local) Act(a engine.Action) error {
	ups, err := t.r.Play(a)
	if err != nil {
		return err
	}
	t.ups = append(t.ups, ups...)
	return nil
}
