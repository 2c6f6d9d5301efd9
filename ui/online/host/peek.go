//go:build !js

package host

import (
	"context"
	"errors"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// doPeek answers where each of the rooms asked after stands (whose turn,
// finished, or gone), for a player's list of rooms: no token is asked, as
// anyone with a room's code may watch it and see as much. A peek counts
// as a join against its address's budget, and so does every code that
// names no room (as a refused resume does): codes are not found by peeking
// either.
func (h *Host) doPeek(c *conn, req *proto.Request) error {
	if len(req.Codes) == 0 || len(req.Codes) > proto.MaxPeek {
		return problem(proto.ErrBadRequest, "a peek asks after 1 to %d rooms, not %d", proto.MaxPeek, len(req.Codes))
	}
	if err := h.admit(c.ip, false); err != nil {
		return err
	}
	rooms := make([]proto.RoomTurn, len(req.Codes))
	for i, asked := range req.Codes {
		code := proto.CleanCode(asked)
		t := proto.RoomTurn{Code: code, Seat: -1, Gone: true}
		var err error
		if code == "" {
			t.Code = echo(asked)
		} else if t, err = h.peek(code); err != nil {
			return err
		}
		if t.Gone {
			if err := h.admit(c.ip, false); err != nil {
				return err
			}
		}
		rooms[i] = t
	}
	c.send(&proto.Reply{Type: proto.Peeked, Rooms: rooms})
	return nil
}

// peek is where the room with code stands: read as this host holds it (a
// room it serves), or from the store, without serving it.
func (h *Host) peek(code string) (proto.RoomTurn, error) {
	t := proto.RoomTurn{Code: code, Seat: -1}
	h.mu.Lock()
	lv := h.rooms[code]
	if lv != nil {
		lv.users++
	}
	h.mu.Unlock()
	if lv != nil {
		defer h.leave(lv, nil)
	} else {
		lv = &live{code: code} // read once, and let go: nobody here plays it
	}
	lv.mu.Lock()
	defer lv.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	if err := h.load(ctx, lv); err != nil {
		var re *room.Error
		if errors.As(err, &re) && re.Code == proto.ErrNoRoom {
			t.Gone = true
			return t, nil
		}
		return t, err
	}
	r := lv.room
	switch r.Phase {
	case room.Lobby:
		t.Lobby = true
	case room.Over:
		t.Over = true
	default:
		g, err := r.Engine()
		if err != nil {
			return t, err
		}
		if s := g.Current(); s >= 0 && s < len(r.Seats) {
			v := r.View().Seats[s]
			t.Seat, t.Name, t.Auto = s, v.Name, v.Auto
		}
	}
	return t, nil
}
