//go:build !js

package scenes

import (
	"errors"
	"testing"

	"goose/engine/room"
	"goose/ui/store"
)

// An online game seen whole says its dice were checked fair; a seed
// revealed otherwise than promised says they do not match.
func TestOnlineResultsCheckTheDice(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Robot", Color: 2, Computer: true, Level: "easy"}}}
	click(t, m, control(t, m, "ui.newGame").Rect)
	click(t, m, control(t, m, "net.playOnline").Rect)
	o := m.Current().(*Online)
	o.addr = h.Addr()
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "net.startGame").Rect)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
	p := m.Current().(*Play)
	playOnlineToEnd(t, m, p)
	res := m.Current().(*Results)
	if res.extra.dice != say("ui.dice.fair") || !res.extra.fair {
		t.Fatalf("the results say %q of the dice", res.extra.dice)
	}
	nt := p.t.(*netTable)
	seed := nt.rec.Seed + 1
	nt.check(&room.Update{Seed: &seed, Salt: nt.dice.Salt}) // a host revealing another seed
	nt.rec.Seed = seed
	if x := NewResults(m.C, p).extra; x.dice != say("ui.dice.broken") || x.fair || !errors.Is(nt.fair, room.ErrPromiseBroken) {
		t.Fatalf("a seed not promised: %q (%v)", x.dice, nt.fair)
	}
}
