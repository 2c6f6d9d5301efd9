//go:build !js

package host

import (
	"fmt"
	"strings"

	"goose/ui/online/proto"
)

// doReact passes c's reaction to everyone in its room, on every host: said
// on the room's subject, not logged (it is of the moment, and a person
// coming back has no need of it). One a connection every
// proto.ReactEvery.
func (h *Host) doReact(c *conn, req *proto.Request) error {
	if !proto.IsReaction(req.React) {
		return problem(proto.ErrBadReaction, "%q is not a reaction (want one of %s)", echo(req.React), strings.Join(proto.Reactions[:], ", "))
	}
	if after, ok := h.lim.reacts.take(fmt.Sprintf("%p", c)); !ok {
		return tooFast(after, "one reaction every %s: wait %s", proto.ReactEvery, wait(after))
	}
	lv := c.lv
	lv.mu.Lock()
	defer lv.mu.Unlock()
	h.say(lv, &said{React: req.React, Seat: c.seat})
	h.tellReaction(lv, c.seat, req.React)
	return nil
}

// tellReaction sends lv's connections on this host a reaction of seat
// (-1: a watcher).
func (h *Host) tellReaction(lv *live, seat int, react string) {
	tellAll(lv, &proto.Reply{Type: proto.Reaction, Seat: seat, React: react})
}
