package rulebook

import (
	"fmt"
	"strings"
	"testing"

	"goose/engine"
	"goose/scenes/narrate"
)

// english says the game's words in English (the one table of them).
func english(id string, args ...any) string {
	return narrate.English.Text(narrate.M(narrate.ID(id), args...))
}

func text(t *testing.T, preset, options string) string {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(options); err != nil {
		t.Fatal(err)
	}
	return page(&r, english)
}

// page is the whole page of r in language say, a line a title or paragraph.
func page(r *engine.Rules, say Say) string {
	var b strings.Builder
	for _, s := range Write(r, say) {
		b.WriteString(s.Title + "\n")
		for _, p := range s.Paragraphs {
			b.WriteString(p + "\n")
		}
	}
	return b.String()
}

// The page is generated from the rules data: each preset's differences (RULES §8) show.
func TestPresetDifferences(t *testing.T) {
	cases := []struct {
		preset, options string
		want, not       []string
	}{
		{"classic", "", []string{"The maze (42): go to square 39", "The inn (19): the player loses their next turn.", "Geese (5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59)", "6 and 3 go straight to 26", "the highest total plays first", "the player held longest is then released"}, []string{"one die alone", "The dice (26, 53)", "Stakes"}},
		{"french", "", []string{"go to square 30", "one die alone would bring", "loses their next 2 turns", "frees them"}, []string{"throws one die only"}},
		{"medici", "stakes", []string{"next 2 turns", "out of the game", "the player sent back pays"}, nil},
		{"ancient", "", []string{"The dice (26, 53)", "on square 61 or beyond throws one die only", "next 3 turns"}, nil},
		{"dutch", "", []string{"goes back to the square it started the turn from", "Every throw made from square 0", "A goose alone here loses every turn", "The first seat plays first"}, []string{"change places"}},
		{"classic", "teams,placings,drink61,deadlock=draw", []string{"races 4 geese", "second, third", "The glass (61)", "the game ends drawn", "The first-throw rule goes by goose"}, []string{"pot"}},
		{"spanish", "", []string{"throws one die and moves by it", "to the next goose", "De oca a oca y tiro porque me toca", "De puente a puente", "De dado a dado", "The bridge (12): go to square 6", "the earlier goose is free where it stands", "Any number of geese may share any square", "A throw again is a new throw in the same turn", "next 3 turns"}, []string{"change places", "first throw", "same count"}},
		{"medici", "stakes,placings", []string{"costs one chip, even if the goose is then sent on or back", "takes the pot when the last place is decided", "go broke in the same move, the game is drawn and the pot stays"}, nil},
	}
	for _, c := range cases {
		got := text(t, c.preset, c.options)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: rules page lacks %q", c.preset, c.options, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s %s: rules page wrongly says %q", c.preset, c.options, w)
			}
		}
	}
}

// TestRulingsAreRules: what RULES.md rules on (§3, §7.1, §7.2) is written in
// the rule sections, not among the conventions (issue 10).
func TestRulingsAreRules(t *testing.T) {
	for _, c := range []struct {
		preset, options, section string
		rules                    []string
	}{
		{"classic", "teams", "Teams", []string{"The dice have no order", "a split is allowed if one of its two orders is",
			"a die whose exact count bears that goose off may be used alone", "own geese may never share a square other than the start",
			"The first-throw rule goes by goose"}},
		{"dutch", "teams", "Teams", []string{"own geese may never share a square other than the start"}},
		{"french", "", "Moving and bouncing", []string{"by its own count, straight"}},
		{"medici", "stakes", "Stakes", []string{"even if the goose is then sent on or back", "go broke in the same move, the game is drawn"}},
	} {
		r, _ := engine.Preset(c.preset)
		if err := r.Apply(c.options); err != nil {
			t.Fatal(err)
		}
		var rule, conv string
		for _, s := range Write(&r, english) {
			switch s.Title {
			case c.section:
				rule = strings.Join(s.Paragraphs, " ")
			case "Conventions":
				conv = strings.Join(s.Paragraphs, " ")
			}
		}
		for _, w := range c.rules {
			if !strings.Contains(rule, w) {
				t.Errorf("%s %s: section %q lacks %q", c.preset, c.options, c.section, w)
			}
			if strings.Contains(conv, w) {
				t.Errorf("%s %s: %q is a ruling, listed as a convention", c.preset, c.options, w)
			}
		}
		for _, stale := range []string{"first die moves its goose first", "goes back, as on any taken square", "cost their chip"} {
			if strings.Contains(conv, stale) {
				t.Errorf("%s %s: conventions still say %q", c.preset, c.options, stale)
			}
		}
	}
}

// issue 14: the whole page speaks the player's language, every
// message of the page is in each language's table (no ID shows), and the
// turns lost take each language's plural forms.
func TestPageInEveryLanguage(t *testing.T) {
	want := map[string][]string{
		"es": {"Las casillas", "La posada (19): el jugador pierde el siguiente turno.", "El pozo (31)", "El laberinto (42): se va a la casilla 39.", "Las ocas corren por una espiral de 63 casillas", "Gana el primer jugador que se detenga justo en la 63."},
		"ru": {"Клетки", "Постоялый двор (19): игрок пропускает следующий ход.", "Колодец (31)", "Лабиринт (42): переход на клетку 39.", "Гуси бегут по спирали из 63 клеток", "Уточнения"},
		"de": {"Die Felder", "Das Wirtshaus (19): der Spieler setzt einmal aus.", "Der Brunnen (31)", "Das Labyrinth (42): weiter auf Feld 39.", "In jedem Zug würfelt ein Spieler mit 2 Würfeln und zieht ihre Summe."},
	}
	for _, l := range narrate.Languages {
		say := func(id string, args ...any) string { return l.Text(narrate.M(narrate.ID(id), args...)) }
		for _, preset := range engine.Presets {
			r, _ := engine.Preset(preset)
			var b strings.Builder
			for _, s := range Write(&r, say) {
				b.WriteString(s.Title + "\n" + strings.Join(s.Paragraphs, "\n") + "\n")
			}
			if got := b.String(); strings.Contains(got, "book.") || strings.Contains(got, "%!") {
				t.Errorf("%s %s: a message is missing or malformed:\n%s", l.Code, preset, got)
			}
			if preset != "classic" {
				continue
			}
			for _, w := range want[l.Code] {
				if !strings.Contains(b.String(), w) {
					t.Errorf("%s classic: page lacks %q", l.Code, w)
				}
			}
		}
	}
	ru, _ := narrate.Lookup("ru")
	for n, w := range map[int]string{2: "пропускает 2 хода.", 3: "пропускает 3 хода.", 5: "пропускает 5 ходов."} {
		if got := ru.Text(narrate.M("book.loses", n)); !strings.HasSuffix(got, w) {
			t.Errorf("ru, %d turns lost: %q", n, got)
		}
	}
}

// ownPage writes, in language say, the page of a player's own board (RULES
// §7.3): 30 squares, the dice, landing, geese, stakes scheme and squares given.
func ownPage(t *testing.T, say Say, dice int, landing, goose, swap, squares, options string) string {
	t.Helper()
	data := fmt.Sprintf(`{"format":1,"name":"t","dice":%d,"order":"seat","start":"none","landing":%q,"goose":%q,
		"stakes":{"purse":20,"ante":0,"swap":%q},"goal":30,"squares":[%s]}`, dice, landing, goose, swap, squares)
	r, err := engine.ParseRules("t.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(options); err != nil {
		t.Fatal(err)
	}
	return page(&r, say)
}

// ownBoards are boards whose pages state the readings issue 32 settled, with
// what each page must and must not say (RULES §4.3, §4.4, §4.8, §4.9, §5, §7.1-§7.3).
var ownBoards = []struct {
	name                          string
	dice                          int
	landing, goose, swap, squares string
	options                       string
	want, not                     []string
}{
	{"a newcomer frees a sleeper under share", 1, "share", "again", "both", `{"at":6,"kind":"inn","turns":2,"rescue":true}`, "",
		[]string{"frees them where they stand"}, []string{"change places"}},
	{"a rescue hold under back", 1, "back", "again", "both", `{"at":6,"kind":"well","hold":"rescue"}`, "",
		[]string{"Where a newcomer frees the goose there (squares 6), the mover is not sent back"}, []string{"but the well"}},
	{"a hold while alone under swap", 1, "swap", "again", "both", `{"at":6,"kind":"well","hold":"alone"}`, "",
		[]string{"Any number of geese may stand on squares 6"}, nil},
	{"a next goose back from the first", 1, "share", "next", "both", `{"at":5,"kind":"goose"}`, "",
		[]string{"Moving backwards from the first goose, it flies to the start."}, nil},
	{"a throw again onto a hold while alone, under back", 1, "back", "again", "both", `{"at":4,"kind":"jump","to":7,"again":true},{"at":7,"kind":"well","hold":"alone"}`, "",
		[]string{"not even on a square that holds a goose alone there", "A goose sent back because its square was taken does not throw again",
			"a goose sent back goes to the square where it started the turn"}, nil},
	{"a throw again under swap", 1, "swap", "again", "both", `{"at":5,"kind":"again"}`, "",
		[]string{"a goose that the mover sends away goes to the square where the mover started the turn"}, []string{"alone there"}},
	{"a goose fed back to itself", 1, "swap", "again", "both", `{"at":2,"kind":"goose"},{"at":4,"kind":"jump","to":2}`, "",
		[]string{"A move makes at most 30 goose flights and jumps"}, nil},
	{"teams with three dice", 3, "swap", "again", "both", "", "teams",
		[]string{"The whole throw moves one goose of the player's choosing", "reaching 30 exactly is borne off"}, []string{"used separately", "the other die still moves"}},
	{"teams where geese share a square", 2, "swap", "again", "both", `{"at":6,"kind":"well","hold":"alone"}`, "teams",
		[]string{"Nor may a move send another player's goose, by an exchange, onto one of its own"}, nil},
	{"swap, the mover pays", 1, "swap", "again", "mover", "", "stakes",
		[]string{"When two geese change places, the player who moved pays one chip."}, nil},
	{"back, both pay", 1, "back", "again", "both", "", "stakes",
		[]string{"ends on a square another player's goose has taken, both players pay one chip."}, []string{"change places"}},
	{"back, the one there pays", 1, "back", "again", "displaced", "", "stakes",
		[]string{"the player whose goose was there pays one chip."}, []string{"change places"}},
	{"back, the mover pays", 1, "back", "again", "mover", "", "stakes",
		[]string{"the player who moved pays one chip."}, nil},
	{"share, nobody pays", 1, "share", "again", "both", "", "stakes",
		nil, []string{"change places", "another player's goose has taken"}},
}

// TestOwnBoardPages: the page of a player's own board says what the engine
// plays where the rules left a reading open (issue 32; the engine's
// TestSettledReadings and TestCollisionStakes play the same boards).
func TestOwnBoardPages(t *testing.T) {
	for _, c := range ownBoards {
		got := ownPage(t, english, c.dice, c.landing, c.goose, c.swap, c.squares, c.options)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: page lacks %q:\n%s", c.name, w, got)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: page wrongly says %q", c.name, w)
			}
		}
	}
}

// TestOwnBoardPagesInEveryLanguage: every message those pages use is in each
// language's table (no ID or broken verb shows).
func TestOwnBoardPagesInEveryLanguage(t *testing.T) {
	for _, l := range narrate.Languages {
		say := func(id string, args ...any) string { return l.Text(narrate.M(narrate.ID(id), args...)) }
		for _, c := range ownBoards {
			for _, opts := range []string{c.options, "stakes," + c.options} {
				if got := ownPage(t, say, c.dice, c.landing, c.goose, c.swap, c.squares, opts); strings.Contains(got, "book.") || strings.Contains(got, "%!") {
					t.Errorf("%s %s: a message is missing or malformed:\n%s", l.Code, c.name, got)
				}
			}
		}
	}
}
