//go:build !js

package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/form"
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
	for i, st := range m.C.Settings.Setup.Seats {
		if !st.Computer && i != creatorSeat(m.C) {
			seat = i
			break
		}
	}
	if seat < 0 {
		t.Fatal("the default table has no seat to mark for a friend")
	}
	tabUntil(t, m, o.seatLabel(m.C, seat))
	key(t, m, ebiten.KeyEnter)
	if !o.away[seat] || o.s != nil || o.wait.dialing != nil {
		t.Fatalf("Enter on seat %d: away %v, connecting %v", seat, o.away[seat], o.wait.dialing != nil)
	}
	key(t, m, ebiten.KeyEscape)
	if m.Current() != o || o.form.Focus().Held() {
		t.Fatalf("Escape on a button: scene %s, focus held %v", m.Current().Name(), o.form.Focus().Held())
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
	o.addr = h.Addr()
	tabUntil(t, m, say("net.seatHere", "Bob"))
	key(t, m, ebiten.KeySpace)
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	until(t, m, "Bob's seat open", func() bool { return len(l.lines) == 3 && shown(l.form, "net.toComputer") == 1 })
	tabUntil(t, m, say("net.toComputer"))
	key(t, m, ebiten.KeyEnter)
	until(t, m, "Bob's seat a computer's", func() bool { return control(t, m, "net.startGame").Enabled })
	key(t, m, ebiten.KeyEscape)
	if m.Current() != l {
		t.Fatalf("Escape on a lobby button left for %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEnter)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
}

// TestOnlineTabReadsTheScreen: Tab went through the fields before the
// buttons, so it jumped about the screen; it reads it now, top to bottom
// and left to right, on the desktop (the host's field and its button) and
// in a browser (no host's field), once round.
func TestOnlineTabReadsTheScreen(t *testing.T) {
	for _, page := range []string{"", "http://127.0.0.1:8080/"} {
		m := newManager(t, nil)
		m.C.Net.Page = page
		if page == "" {
			m.C.Net.HostHere = func() (string, []string, error) { return "", nil, nil } // its button shows
		}
		o := NewOnline(m.C)
		m.cur = o
		o.Layout(m.C)
		shown := map[image.Rectangle]bool{}
		for _, c := range o.form.Controls() {
			if c.Role == form.RoleButton || c.Role == form.RoleField || c.Role == form.RoleCheck {
				shown[c.Rect] = true
			}
		}
		if want := 10 - 2*b2i(page != ""); len(shown) != want { // the name, (the host, Host here,) a seat, Take your time, Create, the code, Join, Watch, Back
			t.Fatalf("page %q: %d controls, not %d", page, len(shown), want)
		}
		var seen []image.Rectangle
		for range shown {
			key(t, m, ebiten.KeyTab)
			if r := focused(m).Rect; shown[r] {
				seen = append(seen, r)
			}
		}
		if len(seen) != len(shown) {
			t.Fatalf("page %q: Tab came to %d of the %d controls shown", page, len(seen), len(shown))
		}
		for i := 1; i < len(seen); i++ {
			a, b := seen[i-1], seen[i]
			sameRow := a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
			if b.Max.Y <= a.Min.Y || sameRow && b.Min.X < a.Min.X {
				t.Errorf("page %q: Tab went from %v back to %v", page, a, b)
			}
		}
	}
}
