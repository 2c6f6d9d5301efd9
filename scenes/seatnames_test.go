package scenes

import (
	"image"
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
	click(t, m, s.add.Rect)
	typeInto(t, m, &fieldRef{
		rect: func() image.Rectangle { return s.rows[0].name.Rect },
		text: func() string { return s.rows[0].name.Text },
	}, "Anna") // the German, Italian and Dutch first seat's name, typed
	if got := seatNames(s.s); got != "Anna,Ben,Computer,Player 4" {
		t.Fatalf("the English table: %s", got)
	}
	click(t, m, s.back.Rect)
	for _, c := range []struct{ code, want string }{
		{"ru", "Anna,Боря,Компьютер,Игрок 4"},
		{"es", "Anna,Benito,Ordenador,Jugador 4"},
	} {
		click(t, m, control(t, m, "ui.settings").Rect)
		sp := m.Current().(*SettingsPage)
		for i, l := range narrate.Languages {
			if l.Code == c.code {
				click(t, m, sp.lang[i].Rect)
			}
		}
		if got := seatNames(m.C.Settings.Setup); got != c.want {
			t.Errorf("%s settings: %s, want %s", c.code, got, c.want)
		}
		kept, _ := store.LoadSettings(m.C.Store)
		if got := seatNames(kept.Setup); got != c.want {
			t.Errorf("%s settings kept: %s, want %s", c.code, got, c.want)
		}
		click(t, m, sp.backBt.Rect)
		click(t, m, control(t, m, "ui.newGame").Rect)
		s = m.Current().(*Setup)
		if got := seatNames(s.s); got != c.want {
			t.Errorf("%s setup: %s, want %s", c.code, got, c.want)
		}
		click(t, m, s.back.Rect)
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
