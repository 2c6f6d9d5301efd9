package engine

import (
	"encoding/binary"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestRulesFileText (issue 31): a rules file's name and summary are
// counted in characters, not bytes, and hold one line of characters that
// show: no line break, control, bidi override or zero-width-only name
// (RULES §7.3).
func TestRulesFileText(t *testing.T) {
	classic, _ := Preset("classic")
	with := func(name, summary string) []byte {
		r := classic
		r.Name, r.Summary = name, summary
		return r.File()
	}
	for _, c := range []struct {
		name, summary string
		says          string // "" for a good file
	}{
		{strings.Repeat("é", MaxRulesName), "", ""},
		{"Гусь " + strings.Repeat("ж", MaxRulesName-5), strings.Repeat("ü", MaxSummary), ""},
		{"Oca 🪿", "Zwölf Gänse, la Oca y el puente", ""},
		{strings.Repeat("é", MaxRulesName+1), "", `"name" must be 1 to 60 characters`},
		{"two\nlines", "", `"name" holds U+000A`},
		{"tab\there", "", `"name" holds U+0009`},
		{"evil\u202Egnp.exe", "", `"name" holds U+202E`},
		{"isolate\u2067x", "", `"name" holds U+2067`},
		{"\u200B\u200D", "", `"name" must be 1 to 60 characters`},
		{"\u200E", "", `"name" holds U+200E`},
		{"mi\u200Cnombre", "", ""},
		{"\u0301\u0301", "", `"name" must be 1 to 60 characters`},
		{"mine", "one\nsummary", `"summary" holds U+000A`},
		{"mine", "bell\a", `"summary" holds U+0007`},
		{"mine", strings.Repeat("ü", MaxSummary+1), `"summary" is too long (201): at most 200 characters`},
		{"mine", strings.Repeat("w", 100000), `"summary" is too long (100000)`},
	} {
		_, err := ParseRules("my.json", with(c.name, c.summary))
		switch {
		case c.says == "" && err != nil:
			t.Errorf("%q / %q: %v", c.name, c.summary, err)
		case c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)):
			t.Errorf("%q / %q: %v, want %q", c.name, c.summary, err, c.says)
		}
	}
}

// TestRulesFileEncodings (issue 31): what Windows PowerShell 5.1's > writes
// for `goose board export classic > my.json` (UTF-16 with a byte-order
// mark), and UTF-8 with one (Notepad's), read as the file itself.
func TestRulesFileEncodings(t *testing.T) {
	classic, _ := Preset("classic")
	file := string(classic.File())
	utf16With := func(order binary.ByteOrder, bom bool) []byte {
		units := utf16.Encode([]rune(file))
		if bom {
			units = append([]uint16{0xFEFF}, units...)
		}
		out := make([]byte, 2*len(units))
		for i, u := range units {
			order.PutUint16(out[2*i:], u)
		}
		return out
	}
	for name, data := range map[string][]byte{
		"UTF-8 with a BOM":     append([]byte{0xEF, 0xBB, 0xBF}, file...),
		"UTF-16 LE with a BOM": utf16With(binary.LittleEndian, true),
		"UTF-16 BE with a BOM": utf16With(binary.BigEndian, true),
		"UTF-16 LE":            utf16With(binary.LittleEndian, false),
		"UTF-16 BE":            utf16With(binary.BigEndian, false),
	} {
		r, err := ParseRules("my.json", data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if string(r.File()) != file {
			t.Errorf("%s: read as other rules", name)
		}
	}
}

// TestRulesFileStrict (issue 31): a start throw of four numbers (or two)
// and a key given twice are refused, each said where it is, not taken
// silently.
func TestRulesFileStrict(t *testing.T) {
	classic, _ := Preset("classic")
	base := string(classic.File())
	with := func(old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("the classic file has no %q", old)
		}
		return strings.Replace(base, old, new, 1)
	}
	for _, c := range []struct{ name, file, says string }{
		{"four numbers", with(`[4, 5, 53]`, `[4, 5, 53, 7]`), `"startThrows": [4, 5, 53, 7] is not a start throw; write each as [die, die, square]`},
		{"two numbers", with(`[4, 5, 53]`, `[4, 5]`), `"startThrows": [4, 5] is not a start throw`},
		{"a key twice", with(`"dice": 2,`, `"dice": 2, "dice": 3,`), `line 5, column 14: "dice" is given twice in the same place; give it once`},
		{"a square's key twice", with(`{"at":5,"kind":"goose"}`, `{"at":5,"kind":"goose","kind":"death"}`), `"kind" is given twice`},
		{"stakes' key twice", with(`"purse": 20,`, `"purse": 20, "purse": 30,`), `"purse" is given twice`},
		{"an escaped key twice", with(`"dice": 2,`, `"dice": 2, "d\u0069ce": 3,`), `line 5, column 14: "dice" is given twice`},
	} {
		_, err := ParseRules("my.json", []byte(c.file))
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
	}
	// The same keys in different squares are no duplicates.
	if _, err := ParseRules("my.json", []byte(base)); err != nil {
		t.Errorf("classic: %v", err)
	}
}

// TestOwnBoardNamedAsPreset (issue 31): a board of one's own named
// "classic" would show as the preset wherever rules are named; it is
// refused unless it is the preset (exported and read back).
func TestOwnBoardNamedAsPreset(t *testing.T) {
	for _, name := range Presets {
		p, _ := Preset(name)
		if _, err := ParseRules("my.json", p.File()); err != nil {
			t.Errorf("%s exported: %v", name, err)
		}
		p.Board.Squares[p.Board.Goal()-1] = Square{Kind: Goose}
		_, err := ParseRules("my.json", p.File())
		if want := `"name" is "` + name + `", a preset's name`; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s changed: %v, want %q", name, err, want)
		}
		p.Name = "my " + name
		if _, err := ParseRules("my.json", p.File()); err != nil {
			t.Errorf("%s changed and renamed: %v", name, err)
		}
	}
}

// TestOwnRulesRenamed: a board of one's own kept under a preset's name is
// read under the name given for it, never under another preset's or a bad
// one; anything else wrong with it is still said.
func TestOwnRulesRenamed(t *testing.T) {
	p, _ := Preset("dutch")
	p.Board.Squares[7] = Square{Kind: Again}
	for give, want := range map[string]string{"Dutch, my board": "Dutch, my board", "french": "", "two\nlines": "", "": ""} {
		r, err := ParseOwnRules("my.json", p.File(), func(preset string) string { return give })
		switch {
		case want != "" && (err != nil || r.Name != want || r.Board.Name != want || r.Board.Squares[7].Kind != Again):
			t.Errorf("renamed %q: %q, %v", give, r.Name, err)
		case want == "" && (err == nil || !strings.Contains(err.Error(), "a preset's name")):
			t.Errorf("renamed %q: %v, want the preset's name refused", give, err)
		}
	}
	bad := strings.Replace(string(p.File()), `"dice": 2`, `"dice": 7`, 1)
	if _, err := ParseOwnRules("my.json", []byte(bad), func(string) string { return "mine" }); err == nil || !strings.Contains(err.Error(), `"dice" is 7`) {
		t.Errorf("a bad board renamed: %v", err)
	}
}
