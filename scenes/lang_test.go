package scenes

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// pseudo is a made-up language 40% longer than English, accents and all,
// standing for whatever a translation may yet need.
func pseudo() *narrate.Language {
	t := narrate.Table{}
	for id, s := range narrate.English {
		n := (utf8.RuneCountInString(s)*2 + 4) / 5
		t[id] = s + strings.Repeat("é", n)
	}
	en := narrate.Languages[0]
	return &narrate.Language{Code: "xx", Name: "Pséudó", Tag: en.Tag, Table: t}
}

// screens are the sizes of issue 14: a laptop, a desktop, a phone upright.
var screens = [][2]int{{1280, 720}, {1920, 1080}, {390, 844}}

// TestEverySceneFitsInEveryLanguage draws every scene in every language, and
// in a pseudo-language 40% longer, at every screen size, and fails when a
// widget's label is too long for it even in the tiny face.
func TestEverySceneFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game in each language")
	}
	var over []string
	ui.Overflow = func(s string, need, have float64) {
		over = append(over, fmt.Sprintf("%q needs %.0f px, has %.0f", s, need, have))
	}
	defer func() { ui.Overflow = nil; narrate.Speak(narrate.Languages[0]) }()
	for _, l := range append(append([]*narrate.Language{}, narrate.Languages...), pseudo()) {
		narrate.Speak(l)
		m := newManager(t, nil)
		s := store.DefaultSetup()
		s.Rules, s.Options = "medici", "stakes"
		s.Seats[0].Name, s.Seats[1].Computer, s.Seats[1].Level = "Zacharias-Ann", true, "hard"
		p := startPlay(t, m, s)
		step(t, m, 400)
		res := playToEnd(t, m)
		title := NewTitle(m.C)
		for _, name := range []string{"a board with a long, long name", "b"} { // the setup's folder of boards
			store.SaveBoard(m.C.Store, name, []byte("{}"))
		}
		classic, _ := engine.Preset("classic")
		classic.Board.Squares[19].Turns = 2 // the editor on an inn: every control of the square page
		editors := [tabCount]*Editor{}
		for tab := range editors {
			editors[tab] = NewEditor(m.C, classic)
			editors[tab].sel, editors[tab].tab = 19, tab
		}
		scenes := map[string]Scene{"title": title, "setup": NewSetup(m.C), "rules": NewRulesPage(m.C, title),
			"settings": NewSettingsPage(m.C, title), "play": p, "results": res,
			"editor (square)": editors[tabSquare], "editor (rules)": editors[tabRules],
			"editor (stakes)": editors[tabStakes], "editor (file)": editors[tabFile]}
		for _, size := range screens {
			m.Resize(size[0], size[1])
			screen := ebiten.NewImage(size[0], size[1])
			for name, sc := range scenes {
				over = over[:0]
				sc.Layout(m.C)
				if e, ok := sc.(*Editor); ok {
					e.refresh(m.C) // the labels of its page, set by a tick
				}
				sc.Draw(screen, m.C)
				if name == "play" { // and its menu
					p.pause.open = true
					sc.Draw(screen, m.C)
					p.pause.open = false
				}
				for _, o := range over {
					t.Errorf("%s, %s, %dx%d: %s", l.Code, name, size[0], size[1], o)
				}
			}
			screen.Deallocate()
		}
	}
}

// TestLanguageChangesAtOnce: choosing a language in Settings redraws the page
// in it, keeps it, and the scene under it speaks it when shown again.
func TestLanguageChangesAtOnce(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	m := newManager(t, nil)
	title := m.Current().(*Title)
	click(t, m, title.settings.Rect)
	sp := m.Current().(*SettingsPage)
	ru, _ := narrate.Lookup("ru")
	for i, l := range narrate.Languages {
		if l == ru {
			click(t, m, sp.lang[i].Rect)
		}
	}
	if narrate.Current() != ru || sp.heads[0] != "Настройки" || sp.backBt.Label != "Назад" {
		t.Fatalf("after choosing Русский: %s, %q, %q", narrate.Current().Code, sp.heads[0], sp.backBt.Label)
	}
	if b, err := m.C.Store.Load(store.SettingsName); err != nil || !strings.Contains(string(b), `"language": "ru"`) {
		t.Errorf("the language is not kept: %s %v", b, err)
	}
	click(t, m, sp.backBt.Rect)
	if title.newGame.Label != "Новая игра" {
		t.Errorf("the title says %q", title.newGame.Label)
	}
}

// The first table's seats are named in the game's language; typed names stay.
func TestDefaultNamesSpeakTheLanguage(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	ru, _ := narrate.Lookup("ru")
	narrate.Speak(ru)
	m := newManager(t, nil)
	s := NewSetup(m.C)
	if got := s.s.Seats[0].Name + "," + s.s.Seats[1].Name + "," + s.s.Seats[2].Name; got != "Аня,Боря,Компьютер" {
		t.Errorf("first table in Russian: %s", got)
	}
	m.C.Settings.Setup.Seats[0].Name = "Zoë"
	if s := NewSetup(m.C); s.s.Seats[0].Name != "Zoë" || s.s.Seats[1].Name != "Ben" {
		t.Errorf("typed names changed: %+v", s.s.Seats)
	}
}
