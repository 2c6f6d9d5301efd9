package scenes

import (
	"context"
	"fmt"
	"image"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/balance"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// pseudo is a made-up language 40% longer than English, accents and all,
// standing for whatever a translation may yet need: each word is 40% longer
// (as German's and Russian's are), so text still wraps between words.
func pseudo() *narrate.Language {
	t := narrate.Table{}
	for id, s := range narrate.English {
		words := strings.Split(s, " ")
		for i, w := range words {
			if n := (utf8.RuneCountInString(w)*2 + 4) / 5; n > 0 {
				words[i] = w + strings.Repeat("é", n)
			}
		}
		t[id] = strings.Join(words, " ")
	}
	en := narrate.Languages[0]
	return &narrate.Language{Code: "xx", Name: "Pséudó", Tag: en.Tag, Table: t}
}

// screens are the sizes of issue 14: a laptop, a desktop, a phone upright.
var screens = [][2]int{{1280, 720}, {1920, 1080}, {390, 844}}

// fitAt is a screen size and a text size (percent) the fit test draws at.
type fitAt struct {
	w, h, text int
}

// fitSizes are where every scene of a language is drawn: every screen at
// the designed text size, and the laptop and the phone at 200 % (issue 29);
// English at 125 % and 150 % too (the steps between cost time, not cases:
// the other languages' longer words meet them at 200 %).
func fitSizes(code string) []fitAt {
	var at []fitAt
	for _, s := range screens {
		at = append(at, fitAt{s[0], s[1], 100})
	}
	texts := []int{200}
	switch code {
	case "xx": // the pseudo-language stands for translations to come: at the designed size
		texts = nil
	case "en":
		texts = []int{125, 150, 200}
	}
	for _, text := range texts {
		at = append(at, fitAt{1280, 720, text}, fitAt{390, 844, text})
	}
	return at
}

// TestEverySceneFitsInEveryLanguage draws every scene in every language, and
// in a pseudo-language 40% longer, at every screen size, and fails when any
// text overflows its box (ui.Overflow): a widget's label too long even in the
// tiny face, a word wider than its paragraph (the log, the rules page, the
// summaries), a text cut short (a seat's line, the turning points), lines
// its box cannot hold (a bad board's faults, a notice), a banner wider than
// the card, or a text pushed off the screen; at every text size offered.
func TestEverySceneFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game in each language")
	}
	var over []string
	var screen fitAt
	var th *ui.Theme
	ui.Overflow = func(s string, need, have float64) {
		over = append(over, fmt.Sprintf("%q needs %.0f px, has %.0f", s, need, have))
	}
	// A label that shrinks is a layout to fix (issue 26): one drawn in the
	// last, tiny face fails, and on a laptop or a desktop one drawn smaller
	// than offered at all; on a phone a step smaller fails too, once every
	// scene of every language has been drawn (so they are listed together).
	var shrunk []string
	small := map[string]bool{}
	ui.Shrunk = func(s string, want, got *ui.Face) {
		if strings.HasSuffix(s, "…") || keptWhole[s] {
			return // a typed name cut to its button (ui.ClipTyped), in the tiny face on purpose
		}
		switch {
		case got.Size <= th.Tiny.Size:
			shrunk = append(shrunk, fmt.Sprintf("%q shrinks from %.0f px to the tiny %.0f", s, want.Size, got.Size))
		case narrate.Current().Code == "xx": // the pseudo-language's 40% only has to fit
		case !th.Portrait:
			shrunk = append(shrunk, fmt.Sprintf("%q shrinks from %.0f px to %.0f", s, want.Size, got.Size))
		case screen.text > 100: // listed with its scene
			shrunk = append(shrunk, fmt.Sprintf("%q shrinks from %.0f px to %.0f", s, want.Size, got.Size))
		default:
			small[fmt.Sprintf("%s %dx%d %d%% %q", narrate.Current().Code, screen.w, screen.h, screen.text, s)] = true
		}
	}
	type placed struct {
		r     image.Rectangle
		label string
	}
	var widgets []placed
	ui.Placed = func(r image.Rectangle, label string) { widgets = append(widgets, placed{r, label}) }
	defer func() { ui.Overflow, ui.Placed, ui.Shrunk = nil, nil, nil; narrate.Speak(narrate.Languages[0]) }()
	meter := meterReport(t)
	toFix := map[string]int{}
	fail := func(code, name string, at fitAt, o string) {
		if k := fmt.Sprintf("%s %dx%d", name, at.w, at.h); at.text > 100 && largeToFix[k] {
			if toFix[k]++; toFix[k] <= 3 { // known, listed below: logged, not failed
				t.Logf("to fix: %s, %s, %dx%d %d%%: %s", code, name, at.w, at.h, at.text, o)
			}
			return
		}
		t.Errorf("%s, %s, %dx%d %d%%: %s", code, name, at.w, at.h, at.text, o)
	}
	defer func() {
		for _, k := range slices.Sorted(maps.Keys(toFix)) {
			t.Logf("still to fit at large text: %s (%d faults)", k, toFix[k])
		}
	}()
	for _, l := range append(append([]*narrate.Language{}, narrate.Languages...), pseudo()) {
		narrate.Speak(l)
		m, scenes, p, editor := everyScene(t, meter)
		for _, at := range fitSizes(l.Code) {
			size := [2]int{at.w, at.h}
			screen = at
			m.C.Settings.Access.Text = store.TextSize(at.text)
			m.Resize(size[0], size[1])
			th = m.C.Th
			screen := ebiten.NewImage(size[0], size[1])
			for name, sc := range scenes {
				over, widgets, shrunk = over[:0], widgets[:0], shrunk[:0]
				sc.Layout(m.C)
				if e, ok := sc.(*Editor); ok {
					e.refresh(m.C) // the labels of its page, set by a tick
				}
				sc.Draw(screen, m.C)
				if sc == editor { // the fault's words on the board, beside its square, inside the board
					a, n := editor.view.area, editor.labels.n
					if l := editor.labels.at[0]; n != 1 || l.sq != 8 || l.x < float64(a.Min.X) || l.x+l.w > float64(a.Max.X) || l.y < float64(a.Min.Y) || l.y+l.h > float64(a.Max.Y) {
						over = append(over, fmt.Sprintf("%d fault labels, the first %+v, outside %v", n, l, a))
					}
				}
				if !overlaid[name] { // no two widgets on one another, and all on the screen
					for i, a := range widgets {
						if !a.r.In(image.Rect(0, 0, size[0], size[1])) {
							over = append(over, fmt.Sprintf("%q %v is off the screen", a.label, a.r))
						}
						for _, b := range widgets[:i] {
							if a.r.Overlaps(b.r) {
								over = append(over, fmt.Sprintf("%q %v overlaps %q %v", a.label, a.r, b.label, b.r))
							}
						}
					}
				}
				if name == "play" { // the header's words left of the pot's pile, the pile inside the card
					card := p.view.hud
					left, _, base := potPile(m.C.Th, card)
					if p.hud.headEnd > left {
						over = append(over, fmt.Sprintf("the header ends at %.0f, under the pot's pile from %.0f", p.hud.headEnd, left))
					}
					if top := base - 6.2*m.C.Th.S(potCoin); top < float64(card.Min.Y)+m.C.Th.S(4) {
						over = append(over, fmt.Sprintf("the pot's pile rises to %.0f, over the card's frame at %d", top, card.Min.Y))
					}
				}
				if name == "play" { // and its menu, and an online game's (the creator's hand-overs, the reactions)
					p.pause.show()
					sc.Draw(screen, m.C)
					p.net = &netPlay{s: lobbySession()}
					sc.Layout(m.C)
					sc.Draw(screen, m.C)
					p.net = nil
					sc.Layout(m.C)
					p.pause.hide()
				}
				for _, o := range over {
					fail(l.Code, name, at, o)
				}
				if l.Code != "xx" { // the pseudo-language's 40% only has to fit, however small
					for _, o := range slices.Compact(slices.Sorted(slices.Values(shrunk))) {
						fail(l.Code, name, at, o)
					}
				}
			}
			screen.Deallocate()
		}
		m.C.Notice = ""
		m.C.Settings.Access.Text = 0
	}
	if len(small) > 0 {
		t.Errorf("%d labels a step smaller than offered on a phone: %q", len(small), slices.Sorted(maps.Keys(small)))
	}
}

// everyScene is a manager with every scene of the game in the language
// spoken now, each showing the most it can (the longest words, every line
// a page has), for the fit and contrast tests; p is the play scene and
// editor the editor showing a fault.
func everyScene(t *testing.T, meter *balance.Report) (m *Manager, scenes map[string]Scene, p *Play, editor *Editor) {
	m = newManager(t, nil)
	s := store.DefaultSetup()
	s.Rules, s.Options = "medici", "stakes"
	s.Seats[0].Name, s.Seats[1].Computer, s.Seats[1].Level = "Zacharias-Ann", true, "hard"
	p = startPlay(t, m, s)
	step(t, m, 400)
	res := playToEnd(t, m)
	p.show.Round, p.show.Pot = 10, 28 // the header of the review's screenshot, beside a full pot
	p.odds.has = true                 // the odds' bars shown, as once an estimate has come (the rows' least room): not left to the race with it
	if rs := &res.story; rs.ready != nil && rs.st == nil && !rs.failed {
		rs.st = <-rs.ready // the story's charts and turning points, however long they take
	}
	if res.story.st == nil || len(res.story.st.points) == 0 {
		t.Fatalf("%s: the results have no story to fit", narrate.Current().Code)
	}
	m.C.Notice = longest(say("ui.settingsKeptAs", "invalid character '}' after object key", "settings.json.bad"),
		say("ui.settingsLeft", "permission denied"))
	title := NewTitle(m.C)
	m.C.Net.HostHere = func() (string, []string, error) { return "", nil, nil } // the desktop's button shows
	for _, name := range []string{"a board with a long, long name", "b"} {      // the setup's folder of boards
		store.SaveBoard(m.C.Store, name, []byte("{}"))
	}
	classic, _ := engine.Preset("classic")
	classic.Board.Squares[19].Turns = 2 // the editor on an inn: every control of the square page
	editors := [tabCount]*Editor{}
	for tab := range editors {
		editors[tab] = NewEditor(m.C, classic)
		editors[tab].at.sel, editors[tab].tab = 19, tab
	}
	editors[tabMeter].meter.take(0, meter, nil)                               // the balance page's figures, worded in l
	editors[tabRules].r.StartThrows = append(editors[tabRules].r.StartThrows, // a row of throws that turns its page
		engine.StartThrow{A: 1, B: 2, To: 60}, engine.StartThrow{A: 2, B: 2, To: 61}, engine.StartThrow{A: 5, B: 5, To: 62})
	setup := NewSetup(m.C)
	setup.err = narrate.FileError(badBoard(t))
	setup6 := NewSetup(m.C) // a family table of six (issue 30, defect 2), computers and people
	for len(setup6.s.Seats) < store.MaxSeats {
		n := len(setup6.s.Seats)
		setup6.s.Seats = append(setup6.s.Seats, store.Seat{Name: say("ui.playerN", n+1), Computer: n%2 == 0, Level: "hard", Color: n})
	}
	setup6.rebuildRows()
	setupRules, setupOpts := NewSetup(m.C), NewSetup(m.C) // a phone's other pages of the setup
	setupRules.at.page, setupOpts.at.page = 1, 2
	setupRules.err = setup.err
	access := NewSettingsPage(m.C, title)
	access.tab = 1 // with read aloud on and no voice found: every line the page has
	pace := NewSettingsPage(m.C, title)
	pace.tab = 2 // time and sound
	m.C.Settings.Access.ReadAloud, looked, voice = true, true, nil
	editor = NewEditor(m.C, classic)
	editor.r.Board.Squares[8] = engine.Square{Kind: engine.Jump, To: 10} // a circle: a fault beside its square
	editor.r.Board.Squares[10] = engine.Square{Kind: engine.Jump, To: 8}
	editor.check()
	editor.at.sel = 8
	rulesMeter := NewRulesPage(m.C, title) // the balance tab, its figures come
	rulesMeter.sci.tab = 1
	rulesMeter.sci.m.take(rulesMeter.sci.m.want, meter, nil)
	scenes = map[string]Scene{"title": title, "rules (balance)": rulesMeter, "setup": setup, "setup (6 seats)": setup6, "setup (rules page)": setupRules, "setup (options page)": setupOpts, "rules": NewRulesPage(m.C, title),
		"settings": NewSettingsPage(m.C, title), "settings (accessibility)": access, "settings (time and sound)": pace, "play": p, "results": res,
		"replays": NewReplayList(m.C, title), "editor (a fault)": editor,
		"editor (square)": editors[tabSquare], "editor (rules)": editors[tabRules],
		"editor (stakes)": editors[tabStakes], "editor (file)": editors[tabFile], "editor (balance)": editors[tabMeter],
		"online": NewOnline(m.C), "lobby": NewLobby(m.C, lobbySession()), "lobby (a seat's name)": namingLobby(m.C)}
	maps.Copy(scenes, sciencePages(m, title, meter))
	maps.Copy(scenes, guideScenes(t, m.C)) // the first-game guide's offer and steps (issue 28)
	maps.Copy(scenes, roomsScenes(m.C, title))
	var banners []string
	for _, id := range []narrate.ID{"banner.death", "banner.released", "banner.toast", "banner.victory",
		"banner.broke", "banner.again", "banner.inn", "banner.well", "banner.prison", "banner.goose", "banner.bridge"} {
		banners = append(banners, say(id))
	}
	p.show.Banner.Text, p.show.Banner.For = longest(banners...), 15
	return m, scenes, p, editor
}

// meterReport is the balance page's figures for the classic board, with the
// worst warning of every kind (the page shows the worst of each: a table's
// words are the longest).
func meterReport(t *testing.T) *balance.Report {
	classic, _ := engine.Preset("classic")
	rep, err := balance.Measure(context.Background(), &classic, balance.Options{Games: 200})
	if err != nil {
		t.Fatal(err)
	}
	rep.Warnings = append(rep.Warnings, balance.Warning{Kind: balance.RarelyEnds, Seats: 1, Value: 0.125},
		balance.Warning{Kind: balance.Favoured, Seats: 6, Place: 0, Value: 0.312},
		balance.Warning{Kind: balance.Long, Seats: 6, Value: 75})
	return rep
}

// largeToFix are the scenes and screens that do not yet fit at a large
// text size (issue 29): their faults are logged, not failed, and every
// other scene must fit at 125, 150 and 200 %. Each is a layout to fix
// (the editor's panel, the lobby's link, the HUD's seat lines, ...), and
// then to strike from this list.
var largeToFix = map[string]bool{}

// keptWhole are labels a step smaller than offered on purpose: the
// traditional Russian name of the inn in the editor's palette of kinds
// (three a row), which "Трактир" would not match in the log.
var keptWhole = map[string]bool{"Постоялый двор": true}

// overlaid are the scenes drawn over another one's widgets (the results over
// the play card), whose widgets may lie over those under them.
var overlaid = map[string]bool{"results": true, "play": true, "lobby (a seat's name)": true}

// longest is the widest of texts, in the body face.
func longest(texts ...string) string {
	th := ui.NewTheme(1280, 720)
	w := ""
	for _, s := range texts {
		if ui.TextWidth(s, th.Body) > ui.TextWidth(w, th.Body) {
			w = s
		}
	}
	return w
}

// badBoard is the error of a rules file with three faults (RULES §7.3).
func badBoard(t *testing.T) error {
	good, _ := engine.Preset("classic")
	file := strings.Replace(string(good.File()), `{"at":5,"kind":"goose"}`,
		`{"at":5,"kind":"bridge"},{"at":7,"kind":"plain","paysPerTurn":true},{"at":11,"kind":"inn","turns":12}`, 1)
	_, err := engine.ParseRules("my-own-board.json", []byte(file))
	if err == nil {
		t.Fatal("a bad board was accepted")
	}
	return err
}

// TestLanguageChangesAtOnce: choosing a language in Settings redraws the page
// in it, keeps it, and the scene under it speaks it when shown again.
func TestLanguageChangesAtOnce(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	m := newManager(t, nil)
	title := m.Current().(*Title)
	click(t, m, control(t, m, "ui.settings").Rect)
	ru, _ := narrate.Lookup("ru")
	lang, _ := labelledAny(t, m, ru.Name)
	click(t, m, lang.Rect)
	if heads, back := control(t, m, "ui.settings"), control(t, m, "ui.back"); narrate.Current() != ru || heads.Label != "Настройки" || back.Label != "Назад" {
		t.Fatalf("after choosing Русский: %s, %q, %q", narrate.Current().Code, heads.Label, back.Label)
	}
	if b, err := m.C.Store.Load(store.SettingsName); err != nil || !strings.Contains(string(b), `"language": "ru"`) {
		t.Errorf("the language is not kept: %s %v", b, err)
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if m.Current() != title || title.Form().Controls()[2].Label != "Новая игра" {
		t.Errorf("the title says %q", title.Form().Controls()[2].Label)
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
	if s := NewSetup(m.C); s.s.Seats[0].Name != "Zoë" || s.s.Seats[1].Name != "Боря" { // Ben was never typed: he follows
		t.Errorf("typed names changed, or the game's did not: %+v", s.s.Seats)
	}
}

// namingLobby is a lobby asking the name of a person taking its open seat
// here, the longest the field holds typed (TestLobbySeatName checks that
// the dialog's own widgets lie apart).
func namingLobby(c *Context) *Lobby {
	l := NewLobby(c, lobbySession())
	l.namer.open(2)
	l.namer.name = strings.Repeat("W", store.MaxName)
	return l
}

// lobbySession is a room of every kind of seat, as a lobby shows it.
func lobbySession() *session {
	r, _ := engine.Preset("classic")
	return &session{url: "ws://192.168.100.200:8080/ws", seat: 1, friends: []string{"192.168.100.200:8080"}, view: &room.View{
		Code: "7K3M9QX2AB", Phase: room.Lobby, Rules: r, Creator: 1, Seats: []room.ViewSeat{
			{Name: "Zacharias-Ann-Maria", Taken: true}, {Name: "Bob", Taken: true}, {}, {Name: "Computer 4", Level: "hard", Taken: true}}}}
}
