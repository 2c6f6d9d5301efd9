package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"time"

	"goose/engine"
	"goose/engine/replay"
	"goose/engine/room"
	"goose/ui/store"
)

// roomSeats are a setup's seats as its room keeps them: names, the
// computers' levels and the looks chosen.
func roomSeats(s store.Setup) []room.Seat {
	seats := make([]room.Seat, len(s.Seats))
	for i, st := range s.Seats {
		look := st.Color
		seats[i] = room.Seat{Name: st.Name, Look: &look}
		if st.Computer {
			seats[i].Level = st.Level
		}
	}
	return seats
}

func recordTime() string { return time.Now().UTC().Format(time.RFC3339) }

// marshalSave writes the game file. A game too long for the store to read
// back (store.MaxBlob) is kept from where it stands (room.Rebase): the
// game goes on, and is recorded from there.
func marshalSave(s store.Setup, rm *room.Room, lines []string) ([]byte, error) {
	s.Board = nil // kept once, in the room's rules
	for try := 0; ; try++ {
		rb, err := rm.Marshal()
		if err != nil {
			return nil, err
		}
		data, err := json.Marshal(&savedGame{Setup: s, Room: rb, Log: lines})
		if err != nil || len(data) <= store.MaxBlob || try > 0 || len(rm.Actions) == 0 {
			return data, err
		}
		log.Printf("save: the game's record (%d KB) is kept from here, to keep the game within %d KB", len(rb)>>10, store.MaxBlob>>10)
		if err := rm.Rebase(); err != nil {
			return nil, err
		}
	}
}

// fromOlderSave is the room of a game saved before games were kept as
// rooms: its record, when it holds a sound one that plays to the game
// saved; otherwise (a save made before games were recorded, or a damaged
// record) the game saved, kept from where it stands.
func fromOlderSave(sg *savedGame) (*room.Room, error) {
	g, err := engine.Load(sg.Game)
	if err != nil {
		return nil, err
	}
	if len(sg.Replay) > 0 {
		rm, err := olderRecord(sg.Replay, g, len(sg.Setup.Seats))
		if err == nil {
			return rm, nil
		}
		log.Printf("resume: the game's record is lost (%v); it is kept from here", err)
	}
	return room.NewLocalFrom(g, roomSeats(sg.Setup), recordTime())
}

// olderRecord reads an older save's record of g and plays it to g.
func olderRecord(data []byte, g *engine.Game, seats int) (*room.Room, error) {
	rec, err := replay.ReadBare(bytes.NewReader(data), g.Rules)
	if err != nil {
		return nil, err
	}
	if len(rec.Seats) != seats {
		return nil, fmt.Errorf("%d seats, the game %d", len(rec.Seats), seats)
	}
	rm, err := room.FromReplay(rec)
	if err != nil {
		return nil, err
	}
	if err := samePosition(rm, g); err != nil {
		return nil, fmt.Errorf("it does not play to the game saved (%v)", err)
	}
	return rm, nil
}

// samePosition reports, as an error, whether rm's game stands elsewhere
// than g (its dice too).
func samePosition(rm *room.Room, g *engine.Game) error {
	rg, err := rm.Engine()
	if err != nil {
		return err
	}
	a, err := rg.Save()
	if err != nil {
		return err
	}
	b, err := g.Save()
	if err != nil {
		return err
	}
	if !bytes.Equal(a, b) {
		return errors.New("another position")
	}
	return nil
}

// keep stores the finished game in the list of replays, once.
func (p *Play) keep(c *Context, rm *room.Room) {
	g := p.g
	if rm == nil || p.kept || !g.Over() {
		return
	}
	p.kept = true
	data, err := rm.Marshal()
	if err == nil {
		e := store.ReplayEntry{When: rm.When, Rules: g.Rules.Name, Seats: p.names, Turns: g.State.Turn}
		if w := g.State.Winner; w >= 0 {
			e.Winner = p.names[w]
		}
		err = store.KeepReplay(c.Store, e, data)
	}
	if err != nil {
		log.Printf("replay: %v", err)
	}
}
