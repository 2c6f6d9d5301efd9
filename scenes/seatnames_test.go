//go:build !js

package scenes

import (
	"image"
	"slices"
	"strings"
	"testing"

	"goose/scenes/narrate"
	"goose/ui/store"
)

// TestSeatNamesFollowTheLanguage: the seats the game named (Ann, Ben,
// Computer, an added seat's "Player 4") are worded in the language chosen
// in Settings, on the setup screen and in the settings kept, from English
// and from one language to another; a name a player typed stays, even one
// that is another language's default (issue 30: "Computer" and "Player 4"
// stayed English in Spanish and Russian).
func TestSeatNamesFollowTheLanguage(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	s := m.Current().(*Setup)
	click(t, m, control(t, m, "ui.addSeat").Rect)
	typeInto(t, m, &fieldRef{
		rect: func() image.Rectangle { return seatControl(t, m, 0, 0).Rect },
		text: func() string { return seatControl(t, m, 0, 0).Value },
	}, "Anna") // the German, Italian and Dutch first seat's name, typed
	if got := seatNames(s.s); got != "Anna,Ben,Computer,Player 4" {
		t.Fatalf("the English table: %s", got)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	for _, c := range []struct{ code, want string }{
		{"ru", "Anna,Боря,Компьютер,Игрок 4"},
		{"es", "Anna,Benito,Ordenador,Jugador 4"},
	} {
		click(t, m, control(t, m, "ui.settings").Rect)
		l, _ := narrate.Lookup(c.code)
		lang, _ := labelledAny(t, m, l.Name)
		click(t, m, lang.Rect)
		if got := seatNames(m.C.Settings.Setup); got != c.want {
			t.Errorf("%s settings: %s, want %s", c.code, got, c.want)
		}
		kept, _ := store.LoadSettings(m.C.Store)
		if got := seatNames(kept.Setup); got != c.want {
			t.Errorf("%s settings kept: %s, want %s", c.code, got, c.want)
		}
		click(t, m, control(t, m, "ui.back").Rect)
		click(t, m, control(t, m, "ui.newGame").Rect)
		s = m.Current().(*Setup)
		if got := seatNames(s.s); got != c.want {
			t.Errorf("%s setup: %s, want %s", c.code, got, c.want)
		}
		click(t, m, control(t, m, "ui.back").Rect)
	}
}

// seatNames lists a table's names.
func seatNames(s store.Setup) string {
	var n []string
	for _, st := range s.Seats {
		n = append(n, st.Name)
	}
	return strings.Join(n, ",")
}

// TestRoomWordsItsComputers: a computer nobody named, in a room made from
// a setup whose computer the game named, or handed an open seat in the
// lobby, is worded by each screen in its player's language ("Ordenador 2",
// "Компьютер 4"), while the room still sends its name for older clients
// ("Computer 4"); a computer's name a player gave stays (issue 30: pt-BR
// showed "Computer 3 (computador, Normal)").
func TestRoomWordsItsComputers(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	es, _ := narrate.Lookup("es")
	narrate.Speak(es)
	h := startHost(t)
	m := newManager(t, nil)
	m.C.Settings.Setup = store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Ana"}, {Name: "Ordenador", Color: 1, Computer: true, Level: "easy"},
		{Name: "Robot", Color: 2, Computer: true, Level: "hard"}, {Name: "Bea", Color: 3}}}
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	o.form.Refresh()
	click(t, m, control(t, m, "net.seatHere", "Bea").Rect) // Bea plays elsewhere: her seat is open
	click(t, m, control(t, m, "net.create").Rect)
	until(t, m, "the lobby", func() bool { _, ok := m.Current().(*Lobby); return ok })
	l := m.Current().(*Lobby)
	step(t, m, 1)
	click(t, m, control(t, m, "net.toComputer").Rect) // nobody came: a computer takes Bea's seat
	until(t, m, "the seat handed", func() bool { return l.s.view.Seats[3].Level != "" })
	want := []string{
		say("net.seatComputer", "Ordenador 2", say("level.easy")),
		say("net.seatComputer", "Robot", say("level.hard")),
		say("net.seatComputer", "Ordenador 4", say("level.normal")),
	}
	if got := l.lines[1:]; !slices.Equal(got, want) {
		t.Errorf("the lobby in Spanish: %q, want %q", got, want)
	}
	if v := l.s.view.Seats; v[1].Name != "Computer 2" || !v[1].Auto || v[3].Name != "Computer 4" || !v[3].Auto || v[2].Auto {
		t.Errorf("the room sends %+v: an older client shows no name of its own", v)
	}
	ru, _ := narrate.Lookup("ru")
	narrate.Speak(ru) // a screen that speaks Russian
	l.Layout(m.C)     // as a language chosen in Settings relays the screen out
	if got := l.lines[3]; got != say("net.seatComputer", "Компьютер 4", say("level.normal")) {
		t.Errorf("the lobby in Russian: %q", got)
	}
	m.C.Settings.Speed = 3
	click(t, m, control(t, m, "net.startGame").Rect)
	until(t, m, "the game", func() bool { _, ok := m.Current().(*Play); return ok })
	if got := m.Current().(*Play).names; !slices.Equal(got, []string{"Ana", "Компьютер 2", "Robot", "Компьютер 4"}) {
		t.Errorf("the game's names: %q", got)
	}
}
