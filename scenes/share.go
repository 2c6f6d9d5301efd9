package scenes

import (
	"bytes"
	"errors"

	"goose/engine/replay"
	"goose/engine/room"
	"goose/ui"
	"goose/ui/store"
)

// Sharing a finished game: its link (replay.Link) on the clipboard, or a
// file when the link would be too long for an address; and the way back
// in: a link or a file, pasted, dropped, uploaded or named on the command
// line, watched as a kept game is.

// ReadShared reads a shared game: a link (a whole address with ?replay=,
// or its data) or a game's file (a replay or a kept room, JSON). The error
// says, in the player's words, that the link is damaged and why.
func ReadShared(data []byte) (*room.Room, error) {
	var rm *room.Room
	var err error
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		rm, err = room.Read(t)
	} else {
		var rec *replay.Replay
		if rec, err = replay.ReadLink(string(t)); err == nil {
			rm, err = room.FromReplay(rec)
		}
	}
	if err != nil {
		return nil, errors.New(say("ui.share.damaged", err))
	}
	if rm.Phase != room.Over {
		return nil, errors.New(say("ui.share.damaged", say("ui.share.unfinished")))
	}
	if rm.When == "" {
		rm.When = recordTime()
	}
	return rm, nil
}

// shareFile is the name a shared game's file takes: its time, in letters a
// file name takes everywhere.
func shareFile(rm *room.Room) string {
	name := []byte("goose-game-")
	for _, c := range []byte(rm.When) {
		switch {
		case c >= '0' && c <= '9':
			name = append(name, c)
		case c == ':' || c == 'T' || c == '-':
			name = append(name, '-')
		}
	}
	return string(name) + ".json"
}

// copyText puts text on the clipboard (tests have none).
var copyText = ui.Copy

// shareGame copies the game's link, or, when the link would be too long for
// an address (or no clipboard takes it), keeps the game as a file to send:
// the note says which.
func shareGame(c *Context, rm *room.Room) string {
	rec := rm.Replay()
	link, err := rec.Link()
	if err == nil && len(link) <= replay.MaxLink {
		url := ui.PageURL() + "?" + replay.LinkParam + "=" + link
		if copyText(url) == nil {
			return say("ui.share.copied")
		}
	}
	data, err := rec.Marshal()
	name := shareFile(rm)
	said := say("ui.share.saved", name)
	switch {
	case err != nil:
	case c.Download != nil:
		err = c.Download(name, data)
	default:
		err = c.Store.Save(name, data)
	}
	if err != nil {
		return say("ui.replays.bad", err)
	}
	return said
}

// importShared keeps a shared game among the replays, so that it is not
// lost, and opens it to watch.
func importShared(c *Context, data []byte) (Scene, error) {
	rm, err := ReadShared(data)
	if err != nil {
		return nil, err
	}
	p, err := WatchReplay(c, rm)
	if err != nil {
		return nil, errors.New(say("ui.share.damaged", err))
	}
	g, err := rm.Engine() // played to its end as it was read
	kept, merr := rm.Marshal()
	if err = errors.Join(err, merr); err == nil {
		e := store.ReplayEntry{When: rm.When, Rules: g.Rules.Name, Seats: p.names, Turns: g.State.Turn}
		if w := g.State.Winner; w >= 0 {
			e.Winner = p.names[w]
		}
		err = store.KeepReplay(c.Store, e, kept)
	}
	if err != nil {
		return nil, errors.New(say("ui.replays.bad", err))
	}
	return p, nil
}

// Watching reports whether the play screen shows a kept game again (the
// replay viewer) rather than a game being played.
func (p *Play) Watching() bool { return p.watch != nil }
