//go:build !js

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/store"
)

// TestOnlineButtonsByKeyboard: past the fields, Tab comes to the buttons:
// Enter marks a seat for a friend; Escape lets go of the button, and only
// then leaves the screen.
func TestOnlineButtonsByKeyboard(t *testing.T) {
	m := newManager(t, nil)
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	seat := -1
	for i := range o.seats {
		if !o.seats[i].Hidden {
			seat = i
			break
		}
	}
	if seat < 0 {
		t.Fatal("the default table has no seat to mark for a friend")
	}
	focusTo(t, m, &o.focus, &o.seats[seat])
	key(t, m, ebiten.KeyEnter)
	if !o.away[seat] || o.s != nil || o.dialing != nil {
		t.Fatalf("Enter on seat %d: away %v, connecting %v", seat, o.away[seat], o.dialing != nil)
	}
	key(t, m, ebiten.KeyEscape)
	if m.Current() != o || o.focus.Held() {
		t.Fatalf("Escape on a button: scene %s, focus held %v", m.Current().Name(), o.focus.Held())
	}
	key(t, m, ebiten.KeyEscape)
	if _, ok := m.Current().(*Setup); !ok {
		t.Fatalf("a second Escape went to %s", m.Current().Name())
	}
}

// TestOnlineRoomByKeyboard: a room made and started with keys alone: a
// seat marked for a friend, Enter makes the room; in the lobby Tab comes
// to that open seat's "computer" button, Enter gives it to a computer,
// and Enter (the focus let go) starts the game.
func TestOnlineRoomByKeyboard(t *testing.T) {
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Ann"}, {Name: "Bob", Color: 1}, {Name: "Robot", Color: 2, Computer: true, Level: "easy"},
	}}
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr.Text = h.Addr()
	focusTo(t, m, &o.focus, &o.seats[1])
	key(t, m, ebiten.KeySpace)
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	until(t, m, "Bob's seat open", func() bool { return len(l.hand) == 3 && !l.hand[1].Hidden })
	focusTo(t, m, &l.focus, &l.hand[1])
	key(t, m, ebiten.KeyEnter)
	until(t, m, "Bob's seat a computer's", func() bool { return !l.start.Disabled })
	key(t, m, ebiten.KeyEscape)
	if m.Current() != l {
		t.Fatalf("Escape on a lobby button left for %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
}
