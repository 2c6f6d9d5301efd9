package narrate

import (
	"regexp"
	"strings"
	"testing"
)

// counts are the numbers every count is said with: each CLDR form of the
// eight languages (Russian 1, 2, 5 and 21, 22, 25; French 0 as one).
var counts = []int{0, 1, 2, 5, 21, 22, 25}

// countNoun finds a count said before one of the game's nouns in an English text ("%d chips").
var countNoun = regexp.MustCompile(`%(\[\d+\])?d (chips?|turns?|rounds?|squares?|dice|die|geese|goose|characters?|throws?|players?|seats?|games?|times)\b`)

// neverOne are the messages whose counts are never 1, so their nouns need
// no singular: a board's squares (10 or more), dice thrown (two or three),
// a file's size, and the numbers a rules file's problems quote back.
var neverOne = map[ID]bool{"ui.ed.dice": true, "ui.ed.die": true, "file.goal": true, "file.dice": true,
	"ui.ed.imported": true, "file.stakes": true, "file.summary": true, "book.race.text": true, "book.dice.n": true, "net.badName": true,
	"againLimit": true} // (engine.MaxAgain)

// TestEveryCountReads says every message that takes a number with the
// counts above in every language (go test -v prints them all), and fails on
// a count before an English noun with no plural forms ("Purse: 1 chips",
// "in 1 turns": issue 26) or a count a language's text does not take.
func TestEveryCountReads(t *testing.T) {
	plural := baseIDs()
	for id, isPlural := range plural {
		f := English[id]
		if isPlural {
			f = English[id+pluralMark+"other"]
		}
		if !strings.Contains(f, "%d") && !strings.Contains(f, "d ") {
			continue
		}
		for _, m := range countNoun.FindAllStringSubmatch(f, -1) {
			if w := m[2]; !isPlural && !neverOne[id] && w != "die" && w != "goose" && !strings.HasSuffix(w, "e") {
				t.Errorf("%s: %q says a count before %q with no plural forms", id, f, w)
			}
		}
		if !verb.MatchString(f) {
			continue
		}
		for _, l := range Languages {
			for _, n := range counts {
				args := sample(f)
				for i, a := range args {
					if _, ok := a.(int); ok {
						args[i] = n
					}
				}
				s := l.Text(M(id, args...))
				if strings.Contains(s, "%!") || s == string(id) {
					t.Errorf("%s %s with %d: %q", l.Code, id, n, s)
				}
				if testing.Verbose() && strings.Contains(f, "%d") {
					t.Logf("%s %s %d: %s", l.Code, id, n, s)
				}
			}
		}
	}
}

// badPatterns are what a sentence assembled round a name gets wrong when a
// language would need the name's case, gender or first letter (issue 26).
func badPatterns(code, name string) []*regexp.Regexp {
	q := regexp.QuoteMeta(name)
	var bad []*regexp.Regexp
	if last := name[len(name)-1]; last == 's' || (last >= '0' && last <= '9') {
		bad = append(bad, regexp.MustCompile(q+`s\b`)) // "Computer 2s zweite Gans", "Jonass"
	}
	first := strings.ToLower(name[:1])
	switch {
	case code == "fr" && strings.ContainsAny(first, "aeiouhéèêâîôû"):
		bad = append(bad, regexp.MustCompile(`\b(de|que|le|la|je|ne|se) `+q)) // "le coup de Anne"
	case code == "it" && first == "a":
		bad = append(bad, regexp.MustCompile(`\ba `+q)) // "Tocca a Anna"
	case code == "ru":
		bad = append(bad, regexp.MustCompile(`игрока `+q)) // "шансы игрока Аня"
	}
	return bad
}

// frSpace is an ordinary space before French ; : ! ? » or after «, where a
// line may break and leave the sign at the start of the next line.
var frSpace = regexp.MustCompile(` ([;:!?»]|%%)|« `)

// TestNamesNeedNoGrammar says what the game says of players with each
// language's default names (a woman's, a man's, "Computer 2", and one ending
// in s): every event of the log (sayCases, the team variation's geese
// included), the HUD's lines, the story's turning points and the screens'
// messages round a name; and fails on the patterns of issue 26: a genitive
// s after a name ending in s or a figure, French "de" or "que" before a
// vowel, Italian "a" before "A", a name after Russian "игрока". In French
// it fails on an ordinary space before ; : ! ? » or after « in any message.
func TestNamesNeedNoGrammar(t *testing.T) {
	defer Speak(Languages[0])
	for _, l := range Languages {
		Speak(l)
		for id, f := range l.Words() {
			if l.Code == "fr" && frSpace.MatchString(f) {
				t.Errorf("fr %s: an ordinary space by a sign: %q", id, f)
			}
		}
		all := []string{l.Text(M("ui.seat1")), l.Text(M("ui.seat2")), l.Text(M("ui.computerN", 2)), "Jonas"}
		for i, name := range all {
			other := all[(i+1)%len(all)]
			var said []string
			for _, tc := range sayCases {
				c := &Context{Names: []string{name, name, other}, Rules: rules(t, tc.preset, tc.opts), Open: tc.open, Dice: tc.dice, Racing: tc.racing}
				for _, m := range Say(c, &tc.e).Say {
					said = append(said, l.Text(m))
				}
			}
			said = append(said,
				Seat(&SeatStatus{Name: name, Place: 2}), Seat(&SeatStatus{Name: name, Out: true}),
				Seat(&SeatStatus{Name: name, Pieces: []int{12}, Held: true}),
				l.Text(ToPlay(name, false)), l.Text(ToPlay(name, true)), l.Text(Choose(name)), l.Text(Throw(name)),
				l.Text(Headline(name, false, false)), l.Text(M("ui.replays.won", name)),
				l.Text(M("net.handSeat", name)), l.Text(M("net.seatYou", name)), l.Text(M("net.seatHere", name)),
				l.Text(M("net.seatAway", name)), l.Text(M("net.seatComputer", name, l.Text(M("level.hard")))),
				l.Text(M("collect", name, 5)))
			for _, what := range []Message{M("ui.story.move", 63), M("ui.story.swap", 12), M("ui.story.death", 58),
				M("ui.story.well"), M("ui.story.prison")} {
				said = append(said, l.Text(M("ui.story.point", 9, name, what, other, 34, 62)),
					l.Text(M("ui.story.point", 9, other, what, name, 34, 62)))
			}
			for _, s := range said {
				if strings.Contains(s, "%!") {
					t.Errorf("%s: %q", l.Code, s)
				}
				for _, n := range []string{name, other} {
					for _, bad := range badPatterns(l.Code, n) {
						if loc := bad.FindStringIndex(s); loc != nil {
							t.Errorf("%s, %q: %q (%q)", l.Code, n, s, s[loc[0]:loc[1]])
						}
					}
				}
			}
		}
	}
}

// englishOf is a message's English format (a plural message's "other").
func englishOf(id ID) string {
	if f, ok := English[id]; ok {
		return f
	}
	return English[id+pluralMark+"other"]
}

// TestPlacesAreFigures: a finishing place is a figure with each language's
// ordinal mark, so the sentence around it never agrees with the player
// ("Anna wird Zweiter", "Ana termina segundo": issue 26), and every place
// is written the same way (the trial's "первое, второе, третье, 4-е";
// Italian's mark is º, not the degree sign; Brazil writes 1º, Portugal
// 1.º; French 1re beside 2e, not 2ᵉ: the fonts have no raised r).
func TestPlacesAreFigures(t *testing.T) {
	want := map[string]string{
		"en":    "1st 2nd 3rd 4th 5th 6th 7th 8th",
		"de":    "1. 2. 3. 4. 5. 6. 7. 8.",
		"es":    "1.º 2.º 3.º 4.º 5.º 6.º 7.º 8.º",
		"fr":    "1re 2e 3e 4e 5e 6e 7e 8e",
		"it":    "1º 2º 3º 4º 5º 6º 7º 8º",
		"nl":    "1e 2e 3e 4e 5e 6e 7e 8e",
		"pt-PT": "1.º 2.º 3.º 4.º 5.º 6.º 7.º 8.º",
		"pt-BR": "1º 2º 3º 4º 5º 6º 7º 8º",
		"ru":    "1-е 2-е 3-е 4-е 5-е 6-е 7-е 8-е",
	}
	// The place with its noun, as the play screen shows a finished seat.
	head := map[string]string{
		"en": "1st place", "de": "1. Platz", "es": "1.º puesto", "fr": "1re place", "it": "1º posto",
		"nl": "1e plaats", "pt-PT": "1.º lugar", "pt-BR": "1º lugar", "ru": "1-е место",
	}
	for _, l := range Languages {
		var got []string
		for p := 1; p <= 8; p++ {
			got = append(got, l.Text(Place(p)))
		}
		if strings.Join(got, " ") != want[l.Code] {
			t.Errorf("%s places: %q, want %q", l.Code, strings.Join(got, " "), want[l.Code])
		}
		if got := l.Text(M("hud.place", Place(1))); got != head[l.Code] {
			t.Errorf("%s: the play screen says %q, want %q", l.Code, got, head[l.Code])
		}
		for p := 1; p <= 8; p++ {
			fig := l.Text(Place(p))
			if fin := l.Text(M("finish", "X", Place(p))); !strings.Contains(fin, fig) {
				t.Errorf("%s: %q does not say the place as %q", l.Code, fin, fig)
			}
		}
		// The option that races on for places names them as the places are written.
		if l.Code != "de" { // "weiter um Platz 2, 3": a German place after its noun is a plain number
			opt := l.Text(M("opt.placings"))
			if !strings.Contains(opt, l.Text(Place(2))) || !strings.Contains(opt, l.Text(Place(3))) {
				t.Errorf("%s: %q does not write places as %q, %q", l.Code, opt, l.Text(Place(2)), l.Text(Place(3)))
			}
		}
	}
}

// TestTwoPortugueses: Portugal's and Brazil's Portuguese each keep to their
// own words and form of address (issue 26: the one catalogue had ficheiro
// and arquivo, tu and você, sometimes in one sentence); Brazil's file gives
// only what it says otherwise, and the rest is Portugal's.
func TestTwoPortugueses(t *testing.T) {
	not := map[string]*regexp.Regexp{
		"pt-PT": regexp.MustCompile(`(?i)\b(arquivos?|salvar|equipes?|você|baixad[oa]|tela|rodadas?|configurações|seus tabuleiros)\b`),
		"pt-BR": regexp.MustCompile(`(?i)\b(ficheiros?|guardar|equipas?|ecrã|tu|teu|tua|teus|tuas|descarregad[oa]|rondas?|definições|larga|clica|escolhe uma)\b`),
	}
	for code, bad := range not {
		l, _ := Lookup(code)
		for id, f := range l.Words() {
			if w := bad.FindString(f); w != "" {
				t.Errorf("%s %s says %q: %q", code, id, w, f)
			}
		}
	}
	pt, _ := Lookup("pt-PT")
	br, _ := Lookup("pt-BR")
	if pt.Text(M("title.name")) != "Jogo da Glória" || br.Text(M("title.sub")) != "O Jogo do Ganso" {
		t.Errorf("titles: %q, %q", pt.Text(M("title.name")), br.Text(M("title.sub")))
	}
	if br.Text(M("ui.ed.export")) != "Exportar arquivo" || br.Text(M("square.inn")) != pt.Text(M("square.inn")) {
		t.Errorf("pt-BR: %q, %q", br.Text(M("ui.ed.export")), br.Text(M("square.inn")))
	}
}
