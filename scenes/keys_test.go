package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/store"
)

// focusTo presses Tab until c has f's focus.
func focusTo(t *testing.T, m *Manager, f *ui.Focus, c ui.Focusable) {
	t.Helper()
	for i := 0; i < 80; i++ {
		if f.On(c) {
			return
		}
		key(t, m, ebiten.KeyTab)
	}
	t.Fatalf("Tab never came to the control on %s", m.Current().Name())
}

// TestScreensByKeyboard: a player without a mouse sets the volume and the
// music, looks at another preset's rules, makes a seat a person, turns
// teams on, opens the editor and comes back, starts, sets the speed with
// its number, and uses the pause menu: every step by keys that Input reads.
func TestScreensByKeyboard(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyS)
	st := m.Current().(*SettingsPage)
	focusTo(t, m, &st.focus, &st.vol[0])
	key(t, m, ebiten.KeyEnter)
	focusTo(t, m, &st.focus, &st.music)
	key(t, m, ebiten.KeySpace)
	if m.C.Settings.Volume != 0 || m.C.Settings.Music {
		t.Fatalf("settings by keys: volume %.1f, music %v", m.C.Settings.Volume, m.C.Settings.Music)
	}
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyR)
	rp := m.Current().(*RulesPage)
	if last := rp.sections[len(rp.sections)-1]; last.Title != say("ui.keys") || len(last.Paragraphs) < 5 {
		t.Fatalf("the rules end with %q, not the keys", last.Title)
	}
	was := rp.title
	key(t, m, ebiten.KeyRight)
	if rp.title == was {
		t.Fatalf("→ on the rules kept %q", was)
	}
	key(t, m, ebiten.KeyEscape)
	key(t, m, ebiten.KeyEnter)
	s := m.Current().(*Setup)
	focusTo(t, m, &s.focus, &s.rows[0].name) // Tab into a name: typed, and Tab goes on
	m.C.In.Reset()
	m.C.In.Type('x')
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	key(t, m, ebiten.KeyTab)
	if !strings.HasSuffix(s.s.Seats[0].Name, "x") || !s.focus.On(&s.rows[0].color) {
		t.Fatalf("typed into the first name: %q; Tab went on to its mark: %v", s.s.Seats[0].Name, s.focus.On(&s.rows[0].color))
	}
	computer := s.s.Seats[2].Computer
	focusTo(t, m, &s.focus, &s.rows[2].kind)
	key(t, m, ebiten.KeyEnter)
	if s.s.Seats[2].Computer == computer {
		t.Fatal("Enter on a seat's kind did not change it")
	}
	if _, ok := m.Current().(*Setup); !ok {
		t.Fatal("Enter on a focused control started the game")
	}
	focusTo(t, m, &s.focus, &s.opts[1])
	key(t, m, ebiten.KeySpace)
	if s.s.Options != "teams" {
		t.Fatalf("Space on Teams: options %q", s.s.Options)
	}
	focusTo(t, m, &s.focus, &s.edit)
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*Editor); !ok {
		t.Fatalf("Enter on Make a board went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEscape)
	s = m.Current().(*Setup)
	key(t, m, ebiten.KeyEnter)
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Enter on the setup went to %s", m.Current().Name())
	}
	key(t, m, ebiten.Key4)
	if m.C.Settings.Speed != 3 {
		t.Fatalf("4 in play: speed %d", m.C.Settings.Speed)
	}
	key(t, m, ebiten.KeyEscape)
	if !p.pause.open {
		t.Fatal("Escape did not pause")
	}
	focusTo(t, m, &p.pause.focus, &p.pause.buttons[2])
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*RulesPage); !ok {
		t.Fatalf("Enter on the menu's Rules went to %s", m.Current().Name())
	}
	key(t, m, ebiten.KeyEscape)
	if !p.pause.focus.On(&p.pause.buttons[2]) {
		t.Fatal("back from the rules, the menu's focus is not on Rules")
	}
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp)
	key(t, m, ebiten.KeyUp) // round to the last: Quit
	key(t, m, ebiten.KeyEnter)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("Enter on the menu's Quit went to %s", m.Current().Name())
	}
}

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
