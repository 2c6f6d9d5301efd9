package room

import (
	"bytes"
	"encoding/json"
	"fmt"

	"goose/engine"
	"goose/engine/replay"
)

// LocalCode is the code of every game on one screen: nobody joins it.
const LocalCode = "local"

// NewLocal makes the room of a game on one screen, ready to play: its
// seats, named, and the seed its dice follow. Nobody holds a token: the
// screen plays every seat (Play).
func NewLocal(rules engine.Rules, seats []Seat, seed uint64, when string) (*Room, error) {
	if len(seats) < 1 || len(seats) > engine.MaxSeats {
		return nil, fail("bad-seats", "%d seats; a game has 1 to %d", len(seats), engine.MaxSeats)
	}
	r := &Room{Code: LocalCode, Phase: Playing, Rules: rules, Seats: seats, Seed: seed, When: when, Local: true}
	g, err := r.start()
	if err != nil {
		return nil, err
	}
	r.game = g
	return r, nil
}

// NewLocalFrom makes the room of a game on one screen from where g stands
// (a game saved before games were kept as rooms): it is kept from there.
func NewLocalFrom(g *engine.Game, seats []Seat, when string) (*Room, error) {
	if len(seats) != len(g.State.Seats) {
		return nil, fail("bad-seats", "%d seats for a game of %d", len(seats), len(g.State.Seats))
	}
	data, err := g.Save()
	if err != nil {
		return nil, err
	}
	r := &Room{Code: LocalCode, Phase: Playing, Rules: g.Rules, Seats: seats, When: when, From: data, Local: true, game: g}
	if g.Over() {
		r.Phase = Over
	}
	return r, nil
}

// First is the game as it stands before the room's first action (a game
// watched again is sought from there).
func (r *Room) First() (*engine.Game, error) { return r.start() }

// Play plays the action due in a game on one screen, whoever's seat it
// is: the screen makes its computers' actions as it takes its people's
// (the host plays an online room's computers itself: Act).
func (r *Room) Play(a engine.Action) ([]Update, error) {
	if !r.Local {
		return nil, fail("not-local", "room %s is played through its host", r.Code)
	}
	if r.Phase != Playing {
		return nil, fail("over", "the game is over")
	}
	g, err := r.Engine()
	if err != nil {
		return nil, err
	}
	ups, err := r.play(nil, g.Current(), a)
	if err != nil {
		return nil, err
	}
	return r.done(ups), nil
}

// Rebase keeps the game from where it stands (From) rather than from its
// seed: a game too long to keep whole goes on, kept from here.
func (r *Room) Rebase() error {
	g, err := r.Engine()
	if err != nil {
		return err
	}
	if g == nil {
		return fail("not-started", "the game has not started")
	}
	data, err := g.Save()
	if err != nil {
		return fail("damaged", "room %s: %v", r.Code, err)
	}
	r.From, r.Seed, r.Actions, r.actionsJSON, r.actionsN = data, 0, nil, nil, 0
	return nil
}

// FromReplay is the room of a game kept by a Goose before games were kept
// as rooms (a replay file), played through to where it ends.
func FromReplay(rec *replay.Replay) (*Room, error) {
	r := &Room{Code: LocalCode, Phase: Playing, Rules: rec.Rules, Seed: rec.Seed, When: rec.When, From: rec.Start, Actions: rec.Actions, Local: true}
	for _, s := range rec.Seats {
		r.Seats = append(r.Seats, Seat{Name: s.Name, Level: s.Level, Look: s.Look})
	}
	if len(r.Seats) < 1 || len(r.Seats) > engine.MaxSeats {
		return nil, fail("bad-seats", "%d seats; a game has 1 to %d", len(r.Seats), engine.MaxSeats)
	}
	g, err := r.start()
	if err != nil {
		return nil, fail("damaged", "%v", err)
	}
	for i, a := range r.Actions {
		if _, err := g.Play(a); err != nil {
			return nil, fail("damaged", "action %d: %v", i+1, err)
		}
	}
	if g.Over() {
		r.Phase = Over
	}
	r.game = g
	return r, nil
}

// Replay is the room's game as the replay package keeps one (the story
// of a game and `goose sim --replay` read it).
func (r *Room) Replay() *replay.Replay {
	seats := make([]replay.Seat, len(r.Seats))
	for i, s := range r.Seats {
		seats[i] = replay.Seat{Name: s.Name, Level: s.Level, Look: s.Look}
	}
	rec := replay.New(r.Rules, seats, r.Seed, r.When)
	if len(r.From) > 0 {
		rec.Format, rec.Start = replay.FormatStart, r.From
	}
	rec.Actions = r.Actions
	return rec
}

// Read reads a game kept: a room (Marshal), or a replay file as a Goose
// kept finished games before they were kept as rooms.
func Read(data []byte) (*Room, error) {
	if len(data) > replay.MaxFile {
		return nil, fmt.Errorf("room: larger than %d MB", replay.MaxFile>>20)
	}
	var probe struct {
		Format *int `json:"format"`
	}
	if json.Unmarshal(data, &probe) == nil && probe.Format != nil {
		rec, err := replay.Read(bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		return FromReplay(rec)
	}
	return Load(data)
}
