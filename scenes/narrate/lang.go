package narrate

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/language"

	"goose/assets"
)

// Language is one language of the game: its tag, its own name, its words.
type Language struct {
	Code  string // "es", as --lang, ?lang= and the settings name it
	Name  string // its own name: "Español"
	Tag   language.Tag
	Table Table // its words; for a message file, read on first use (Words)
	file  string
	read  sync.Once
}

// Words is the language's table, read from its message file the first time:
// a game start reads only the language it speaks (a browser's start-up is
// the quicker for it).
func (l *Language) Words() Table {
	l.read.Do(func() {
		if l.file == "" {
			return
		}
		b, err := assets.Messages.ReadFile("messages/" + l.file)
		if err != nil {
			panic(err) // embedded: cannot fail but in a broken build
		}
		var base string
		if l.Table, base, err = parseTable(b); err != nil {
			panic(fmt.Sprintf("messages/%s: %v", l.file, err)) // caught by the tests
		}
		if base != "" { // a variety: its base's words, but where it says its own
			b, ok := Lookup(base)
			if !ok || b == l {
				panic(fmt.Sprintf("messages/%s: no base %q", l.file, base)) // caught by the tests
			}
			for id, f := range b.Words() {
				if _, own := l.Table[id]; !own {
					l.Table[id] = f
				}
			}
		}
	})
	return l.Table
}

// baseMark is the message file's entry naming the language it varies:
// pt-BR.json holds only what Brazil says otherwise than pt-PT.json, which
// keeps the browser's download one catalogue smaller, and a message added
// to pt-PT in Brazil too until it is given Brazil's words.
const baseMark = "@base"

// Text says m in the language.
func (l *Language) Text(m Message) string { return l.Words().say(l.Tag, m) }

// The plural forms of a message are its ID, this mark and the form ("turns#one"),
// or an exact count ("turns#=1"), which wins over the CLDR form.
const pluralMark = "#"

// say says m in the language tag, whose words t holds. An ID the table lacks
// says itself, so a gap shows (and TestEveryLanguageIsComplete finds it).
func (t Table) say(tag language.Tag, m Message) string {
	if m.ID == "" {
		return ""
	}
	f, ok := t[m.ID]
	if !ok {
		if f, ok = t.plural(tag, m); !ok {
			return string(m.ID)
		}
	}
	if len(m.Args) == 0 || !strings.Contains(f, "%") {
		return f // a form that leaves the count unsaid ("turn")
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if sub, ok := a.(Message); ok {
			a = t.say(tag, sub)
		}
		args[i] = a
	}
	return fmt.Sprintf(f, args...)
}

// plural picks the form of a plural message for its count, its first whole-number argument.
func (t Table) plural(tag language.Tag, m Message) (string, bool) {
	n, ok := count(m.Args)
	if !ok {
		return "", false
	}
	if f, ok := t[m.ID+ID(fmt.Sprintf("%s=%d", pluralMark, n))]; ok {
		return f, true
	}
	f, ok := t[m.ID+pluralMark+ID(PluralForm(tag, n))]
	return f, ok
}

func count(args []any) (int, bool) {
	for _, a := range args {
		switch v := a.(type) {
		case int:
			return v, true
		case int8:
			return int(v), true
		case int16:
			return int(v), true
		case int32:
			return int(v), true
		case int64:
			return int(v), true
		}
	}
	return 0, false
}

// Languages are the game's languages, English first, then by code.
var Languages = loadLanguages()

// names are each language's own name; Portugal's and Brazil's Portuguese
// are languages of their own (tu and você, ficheiro and arquivo: issue 26),
// named by their countries' codes to fit five language buttons a row.
var ownNames = map[string]string{
	"en": "English", "es": "Español", "it": "Italiano", "fr": "Français",
	"nl": "Nederlands", "de": "Deutsch", "pt-PT": "Português (PT)", "pt-BR": "Português (BR)", "ru": "Русский",
}

// regionDefault is the form of a language spoken in more than one, for a
// code that names no region or another region: "pt", which older settings
// kept, and Angola's or Mozambique's Portuguese, which follow Portugal's norm.
var regionDefault = map[string]string{"pt": "pt-PT"}

func loadLanguages() []*Language {
	ls := []*Language{{Code: "en", Name: ownNames["en"], Tag: language.English, Table: English}}
	files, err := assets.Messages.ReadDir("messages")
	if err != nil {
		panic(err) // embedded: cannot fail but in a broken build
	}
	for _, f := range files {
		code := strings.TrimSuffix(f.Name(), ".json")
		ls = append(ls, &Language{Code: code, Name: ownNames[code], Tag: language.Make(code), file: f.Name()})
	}
	sort.SliceStable(ls[1:], func(i, j int) bool { return ls[1+i].Code < ls[1+j].Code })
	return ls
}

// parseTable reads a message file: {"id": "text", "plural.id": {"one": "...", "other": "..."}},
// and the base it varies, if any ("@base": "pt-PT").
func parseTable(b []byte) (Table, string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, "", err
	}
	t := Table{}
	base := ""
	for id, v := range raw {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			if id == baseMark {
				base = s
				continue
			}
			t[ID(id)] = s
			continue
		}
		var fs map[string]string
		if err := json.Unmarshal(v, &fs); err != nil {
			return nil, "", fmt.Errorf("%s: neither a text nor plural forms", id)
		}
		for form, s := range fs {
			t[ID(id+pluralMark+form)] = s
		}
	}
	return t, base, nil
}

// Lookup finds a language by its code ("es", "de-AT" finds Deutsch, "pt-BR"
// Português (Brasil), "pt" Português (Portugal)).
func Lookup(code string) (*Language, bool) {
	tag, err := language.Parse(code)
	if err != nil {
		return nil, false
	}
	base, _ := tag.Base()
	want := base.String()
	if region, conf := tag.Region(); conf == language.Exact {
		for _, l := range Languages {
			if strings.EqualFold(l.Code, want+"-"+region.String()) {
				return l, true
			}
		}
	}
	if d, ok := regionDefault[want]; ok {
		want = d
	}
	for _, l := range Languages {
		if l.Code == want {
			return l, true
		}
	}
	return nil, false
}

// Match is the game's language nearest the user's preferences (best first,
// as LANG or navigator.languages give them: "de_DE.UTF-8", "pt-BR"), English if none is near.
func Match(prefs ...string) *Language {
	for _, p := range prefs {
		p, _, _ = strings.Cut(p, ".") // de_DE.UTF-8
		p, _, _ = strings.Cut(p, "@")
		if l, ok := Lookup(strings.ReplaceAll(p, "_", "-")); ok {
			return l
		}
	}
	return Languages[0]
}

// current is the language the game speaks now (the settings change it).
var current = Languages[0]

// Speak makes l the language of every message said from now on.
func Speak(l *Language) {
	if l != nil {
		current = l
	}
}

// Current is the language the game speaks now.
func Current() *Language { return current }
