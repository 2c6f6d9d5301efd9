package narrate

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/language"

	"goose/assets"
	"goose/engine"
)

// want are the languages of issue 14, Portuguese as Portugal and Brazil speak it (issue 26).
var want = []string{"en", "es", "it", "fr", "nl", "de", "pt-BR", "pt-PT", "ru"}

func TestEveryLanguageIsThere(t *testing.T) {
	for _, code := range want {
		l, ok := Lookup(code)
		if !ok || l.Code != code || l.Name == "" || l.Name == code {
			t.Errorf("language %q: %+v, %v", code, l, ok)
		}
	}
	if len(Languages) != len(want) || Languages[0].Code != "en" {
		t.Errorf("%d languages, first %q", len(Languages), Languages[0].Code)
	}
}

// baseIDs are the messages of the English table: a plural message once, by its ID.
func baseIDs() map[ID]bool {
	ids := map[ID]bool{}
	for id := range English {
		base, _, _ := strings.Cut(string(id), pluralMark)
		ids[ID(base)] = strings.Contains(string(id), pluralMark)
	}
	return ids
}

// formsOf are the CLDR plural forms a language uses, as counts 0…1000 and a million find them.
func formsOf(tag language.Tag) map[string]int {
	fs := map[string]int{}
	for _, n := range append(seq(0, 1000), 1000000) {
		if _, ok := fs[PluralForm(tag, n)]; !ok {
			fs[PluralForm(tag, n)] = n
		}
	}
	return fs
}

func seq(a, b int) []int {
	var s []int
	for i := a; i <= b; i++ {
		s = append(s, i)
	}
	return s
}

// TestEveryLanguageIsComplete: every message is in every language, with every
// plural form its CLDR rules use, and no language has a message the game never says.
// A gap would show the ID on screen, never English.
func TestEveryLanguageIsComplete(t *testing.T) {
	ids := baseIDs()
	for _, l := range Languages {
		for id, plural := range ids {
			if !plural {
				if _, ok := l.Words()[id]; !ok {
					t.Errorf("%s: no %q", l.Code, id)
				}
				continue
			}
			for form, n := range formsOf(l.Tag) {
				if _, ok := l.Words()[id+pluralMark+ID(form)]; !ok {
					t.Errorf("%s: no %q form %q (as for %d)", l.Code, id, form, n)
				}
			}
		}
		for id := range l.Words() {
			base, form, plural := strings.Cut(string(id), pluralMark)
			if _, ok := ids[ID(base)]; !ok {
				t.Errorf("%s: %q is no message of the game", l.Code, id)
			}
			if _, ok := cldrForms[form]; plural && !ok && !strings.HasPrefix(form, "=") {
				t.Errorf("%s: %q: no CLDR form %q", l.Code, id, form)
			}
		}
	}
}

// cldrForms are CLDR's plural forms: a language may give one its counts do not
// use yet (Spanish "many", for millions since CLDR 38; Russian "other", for fractions).
var cldrForms = map[string]bool{"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true}

var verb = regexp.MustCompile(`%(\[(\d+)\])?[sdvq]`)

// sample are arguments for English format f, each one recognisable in the text.
func sample(f string) []any {
	var args []any
	for i, m := range verb.FindAllStringSubmatch(f, -1) {
		if m[0][len(m[0])-1] == 'd' {
			args = append(args, 101+i)
		} else {
			args = append(args, fmt.Sprintf("‹%d›", i))
		}
	}
	return args
}

// TestEveryTranslationSaysItsArguments: each text takes the English arguments,
// says each one (a plural form may leave its count unsaid: "turn") and no fmt error.
func TestEveryTranslationSaysItsArguments(t *testing.T) {
	for _, l := range Languages {
		for id, f := range l.Words() {
			base, form, _ := strings.Cut(string(id), pluralMark)
			ef, ok := English[ID(base)]
			if !ok {
				ef = English[ID(base)+pluralMark+"other"]
			}
			args := sample(ef)
			var s string
			if len(args) == 0 || !strings.Contains(f, "%") {
				s = f
			} else {
				s = fmt.Sprintf(f, args...)
			}
			if strings.Contains(s, "%!") {
				t.Errorf("%s %q: %q", l.Code, id, s)
			}
			for i, a := range args {
				if form != "" && !strings.Contains(f, "%") {
					break // "turn": a plural form that leaves its count unsaid
				}
				if !strings.Contains(s, fmt.Sprint(a)) {
					t.Errorf("%s %q leaves argument %d unsaid: %q", l.Code, id, i+1, s)
				}
			}
		}
	}
}

// TestPluralForms: the counts take each language's CLDR forms (Russian one, few, many).
func TestPluralForms(t *testing.T) {
	cases := []struct {
		code string
		n    int
		want string
	}{
		{"en", 1, "turn"}, {"en", 2, "2 turns"}, {"en", 21, "21 turns"},
		{"ru", 1, "ход"}, {"ru", 2, "2 хода"}, {"ru", 4, "4 хода"}, {"ru", 5, "5 ходов"}, {"ru", 11, "11 ходов"},
		{"ru", 12, "12 ходов"}, {"ru", 21, "21 ход"}, {"ru", 22, "22 хода"}, {"ru", 25, "25 ходов"}, {"ru", 111, "111 ходов"},
		{"es", 1, "el siguiente turno"}, {"es", 2, "los 2 turnos siguientes"},
		{"fr", 1, "son prochain tour"}, {"fr", 3, "ses 3 prochains tours"},
		{"de", 1, "einmal"}, {"de", 3, "3-mal"},
		{"nl", 1, "de volgende beurt"}, {"nl", 2, "de volgende 2 beurten"},
		{"it", 1, "il prossimo turno"}, {"it", 2, "i prossimi 2 turni"},
		{"pt-PT", 1, "a próxima vez"}, {"pt-PT", 2, "as próximas 2 vezes"}, {"pt-BR", 2, "as próximas 2 vezes"},
	}
	for _, tc := range cases {
		l, _ := Lookup(tc.code)
		if got := l.Text(M("turns", tc.n)); got != tc.want {
			t.Errorf("%s, %d turns: %q, want %q", tc.code, tc.n, got, tc.want)
		}
	}
	ru, _ := Lookup("ru")
	for n, want := range map[int]string{1: "1 фишка", 3: "3 фишки", 5: "5 фишек", 21: "21 фишка", 14: "14 фишек"} {
		if got := ru.Text(M("collect", "Аня", n)); got != "Аня забирает банк: "+want {
			t.Errorf("ru %d chips: %q", n, got)
		}
	}
	// French counts 0 as one (CLDR), English does not.
	if PluralForm(language.French, 0) != "one" || PluralForm(language.English, 0) != "other" {
		t.Error("CLDR: French 0 is one, English 0 is other")
	}
}

func TestMatch(t *testing.T) {
	cases := map[string][]string{
		"de": {"de_DE.UTF-8"}, "pt-BR": {"pt-BR", "en"}, "pt-PT": {"pt_PT.UTF-8"}, "en": {"C", "POSIX", ""}, "ru": {"zz", "ru_RU"},
		"es": {"es_AR.utf8@euro"}, "fr": {"fr-CA"}, "nl": {"nl_BE"}, "it": {"it"},
	}
	for code, prefs := range cases {
		if got := Match(prefs...); got.Code != code {
			t.Errorf("Match(%q) = %s, want %s", prefs, got.Code, code)
		}
	}
	// Settings kept before the two Portugueses say "pt": Portugal's, whose
	// words the one catalogue mostly had (issue 26); Angola's follows Portugal's norm.
	for _, code := range []string{"pt", "pt-AO", "PT-pt"} {
		if l, ok := Lookup(code); !ok || l.Code != "pt-PT" {
			t.Errorf("Lookup(%q) = %v, want pt-PT", code, l)
		}
	}
	if _, ok := Lookup("klingon"); ok {
		t.Error("Lookup(klingon) found a language")
	}
}

// TestGoose: the goose is feminine where it is (la oca, la oie, l'oca: the
// ordinals agree), and the square names are the ones each country's boards print.
func TestGoose(t *testing.T) {
	cases := map[string][]string{
		"es": {"Ann (segunda oca)", "la posada", "el pozo", "el laberinto", "la cárcel", "la muerte"},
		"it": {"Ann (seconda oca)", "l'osteria", "il pozzo", "il labirinto", "la prigione", "la morte"},
		"fr": {"Ann (deuxième oie)", "l'hôtellerie", "le puits", "le labyrinthe", "la prison", "la mort"},
		"nl": {"Ann (tweede gans)", "de herberg", "de put", "het doolhof", "de gevangenis", "de dood"},
		"de": {"Ann (zweite Gans)", "das Wirtshaus", "der Brunnen", "das Labyrinth", "das Gefängnis", "der Tod"},
	}
	for code, w := range cases {
		l, _ := Lookup(code)
		got := []string{l.Text(M("piece.team", "Ann", Ordinal(1)))}
		for _, sq := range []ID{"square.inn", "square.well", "square.maze", "square.prison", "square.death"} {
			got = append(got, l.Text(M(sq)))
		}
		if strings.Join(got, "|") != strings.Join(w, "|") {
			t.Errorf("%s: %q, want %q", code, got, w)
		}
	}
}

// TestEveryCharacterIsInTheFonts: every character of every message of every
// language, and every letter of its alphabet (players type their names), is
// in the regular, italic and bold fonts (headings are bold in every language).
func TestEveryCharacterIsInTheFonts(t *testing.T) {
	fonts := map[string][]byte{"regular": assets.SerifRegular, "italic": assets.SerifItalic, "bold": assets.SerifBold}
	for name, b := range fonts {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for _, l := range Languages {
			missing := map[rune]bool{}
			for _, s := range append(slices.Collect(maps.Values(l.Words())), latin+alphabets[l.Code]) {
				for _, r := range s {
					if g, err := f.GlyphIndex(&buf, r); (err != nil || g == 0) && r != '\n' {
						missing[r] = true
					}
				}
			}
			if len(missing) > 0 {
				var rs []string
				for r := range missing {
					rs = append(rs, fmt.Sprintf("%q", r))
				}
				t.Errorf("%s font lacks %d characters of %s: %s", name, len(rs), l.Code, strings.Join(rs, " "))
			}
		}
	}
}

// TestSummaries: the English summaries are the presets' own (their rules files).
func TestSummaries(t *testing.T) {
	for _, p := range engine.Presets {
		if got := English.Text(M(ID("summary." + p))); got != engine.PresetSummary[p] {
			t.Errorf("%s: English says %q, the rules file %q", p, got, engine.PresetSummary[p])
		}
	}
}

// latin is the basic Latin alphabet, figures and punctuation; alphabets add
// each language's own letters and quotes, capitals and small.
const latin = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~–—‘’“”…"

var alphabets = map[string]string{
	"en":    "",
	"es":    "ÁÉÍÑÓÚÜáéíñóúü¿¡«»",
	"it":    "ÀÈÉÌÍÎÒÓÙÚàèéìíîòóùú«»",
	"fr":    "ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸàâæçèéêëîïôœùûüÿ«»ᵉ",
	"nl":    "ÁÄÉËÍÏÓÖÚÜĲáäéëíïóöúüĳ",
	"de":    "ÄÖÜẞäöüß„“‚‘»«",
	"pt-PT": "ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõú«»",
	"pt-BR": "ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõú«»",
	"ru":    "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя«»„“№",
}

// TestFileProblemsSpeakTheLanguage: a rules file's problems (RULES §7.3) are
// said in the player's language, a square's kind by its name in the editor,
// and in English as the engine (and goose board check) says them.
func TestFileProblemsSpeakTheLanguage(t *testing.T) {
	good, _ := engine.Preset("classic")
	file := strings.Replace(string(good.File()), `{"at":5,"kind":"goose"}`, `{"at":5,"kind":"bridge"}`, 1)
	_, err := engine.ParseRules("my.json", []byte(file))
	if err == nil {
		t.Fatal("a bridge that leads nowhere was accepted")
	}
	cases := map[string]string{
		"en": "my.json:\nsquare 5: the Bridge has no \"to\": say which square it leads to",
		"es": "my.json:\ncasilla 5 («Puente»): no tiene \"to\"; indica a qué casilla lleva",
		"de": "my.json:\nFeld 5 („Brücke“): kein \"to\"; sag, zu welchem Feld es führt",
		"ru": "my.json:\nклетка 5 («Мост»): нет \"to\"; укажите, куда она ведёт",
	}
	defer Speak(Languages[0])
	for code, want := range cases {
		l, _ := Lookup(code)
		Speak(l)
		if got := FileError(err); got != want {
			t.Errorf("%s: %q, want %q", code, got, want)
		}
	}
	for id, f := range engine.ProblemText {
		if English["file."+ID(id)] != f {
			t.Errorf("English lacks the engine's problem %q", id)
		}
	}
}
