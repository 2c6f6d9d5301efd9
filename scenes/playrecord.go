package scenes

import (
	"bytes"
	"log"
	"time"

	"goose/engine"
	"goose/engine/replay"
	"goose/ui/store"
)

// record keeps the actions of the game being played, from its seed, so that
// a finished game is kept (a few kilobytes) to be watched again.
type record struct {
	rec  *replay.Replay // nil: the game is not recorded (resumed from an older save)
	kept bool
}

// newRecord starts the record of a new game.
func newRecord(g *engine.Game, s store.Setup, seed uint64) *replay.Replay {
	return replay.New(g.Rules, replaySeats(s), seed, recordTime())
}

func replaySeats(s store.Setup) []replay.Seat {
	seats := make([]replay.Seat, len(s.Seats))
	for i, st := range s.Seats {
		look := st.Color
		seats[i] = replay.Seat{Name: st.Name, Look: &look}
		if st.Computer {
			seats[i].Level = st.Level
		}
	}
	return seats
}

func recordTime() string { return time.Now().UTC().Format(time.RFC3339) }

// resume takes up the record of a saved game g, if it holds a sound one for
// its seats; otherwise (a save made before games were recorded, or a
// damaged record) the game is recorded from the position it resumes from.
func (r *record) resume(data []byte, g *engine.Game, s store.Setup) {
	if len(data) > 0 {
		rec, err := replay.ReadBare(bytes.NewReader(data), g.Rules)
		if err == nil && len(rec.Seats) == len(s.Seats) {
			r.rec = rec
			return
		}
		log.Printf("resume: the game's record is lost (%v); it is kept from here", err)
	}
	rec, err := replay.FromPosition(g, replaySeats(s), recordTime())
	if err != nil {
		log.Printf("resume: the game cannot be recorded: %v", err)
		return
	}
	r.rec = rec
}

// played notes an action the engine accepted.
func (r *record) played(a engine.Action) {
	if r.rec != nil {
		r.rec.Record(a)
	}
}

// keep stores the finished game in the list of replays, once.
func (r *record) keep(c *Context, g *engine.Game, names []string) {
	if r.rec == nil || r.kept || !g.Over() {
		return
	}
	r.kept = true
	data, err := r.rec.Marshal()
	if err == nil {
		e := store.ReplayEntry{When: r.rec.When, Rules: g.Rules.Name, Seats: names, Turns: g.State.Turn}
		if w := g.State.Winner; w >= 0 {
			e.Winner = names[w]
		}
		err = store.KeepReplay(c.Store, e, data)
	}
	if err != nil {
		log.Printf("replay: %v", err)
	}
}
