package engine

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	rulesfiles "goose/assets/rules"
)

// RulesFormat is the version of the rules file format this engine reads and writes.
const RulesFormat = 1

// MaxRulesFile bounds a rules file: a 1000-square board written out is far smaller.
const MaxRulesFile = 1 << 20

// A rules file's name and summary are at most these many characters (not
// bytes), so that the largest file accepted writes back (File), and is kept
// in a save or the settings, well inside MaxRulesFile and the store's limit.
const (
	MaxRulesName = 60
	MaxSummary   = 200
)

// A rules file (RULES §7.3) says everything a preset can choose: the dice, the
// start, each special square, landing on a taken square, the turn order and the
// stakes table. Plain squares are left out. The options a player picks at the
// table (stakes on, teams, placings, drink61, deadlock) are not in the file.
type rulesFile struct {
	Schema      string       `json:"$schema,omitempty"`
	Format      int          `json:"format"`
	Name        string       `json:"name"`
	Summary     string       `json:"summary,omitempty"`
	Dice        int          `json:"dice"`
	Order       string       `json:"order"`
	Start       string       `json:"start"`
	StartThrows [][]int      `json:"startThrows,omitempty"`
	EitherDie   bool         `json:"eitherDie,omitempty"`
	OneDieFrom  int          `json:"oneDieFrom,omitempty"`
	Landing     string       `json:"landing"`
	Goose       string       `json:"goose"`
	Stakes      fileStakes   `json:"stakes"`
	Goal        int          `json:"goal"`
	Squares     []fileSquare `json:"squares"`
}

type fileStakes struct {
	Purse    int    `json:"purse"`
	Ante     int    `json:"ante"`
	Swap     string `json:"swap"`
	BrokeOut bool   `json:"brokeOut,omitempty"`
}

type fileSquare struct {
	At          int    `json:"at"`
	Kind        string `json:"kind"`
	To          *int   `json:"to,omitempty"`
	Turns       int    `json:"turns,omitempty"`
	Hold        string `json:"hold,omitempty"`
	Rescue      bool   `json:"rescue,omitempty"`
	Piece       bool   `json:"piece,omitempty"`
	Pays        bool   `json:"pays,omitempty"`
	PaysPerTurn bool   `json:"paysPerTurn,omitempty"`
	Again       bool   `json:"again,omitempty"`
}

// The words a file uses for the rules' settings, in the order of their values.
var (
	orderWords   = []string{"seat", "roll"}
	startWords   = []string{"none", "first-throw", "every-throw"}
	landingWords = []string{"swap", "back", "share"}
	gooseWords   = []string{"again", "next"}
	swapWords    = []string{"both", "displaced", "mover"}
)

// FileError is what is wrong with a rules file: every problem found, each
// naming where it is (a line and column, a square, or a field). Its Error is
// in English; a game says each Problem in its player's language.
type FileError struct {
	File     string
	Problems []Problem
}

func (e *FileError) Error() string {
	if len(e.Problems) == 1 {
		return e.File + ": " + e.Problems[0].String()
	}
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return e.File + ":\n  " + strings.Join(lines, "\n  ")
}

// ReadRules reads a rules file from r (at most MaxRulesFile bytes: a larger one
// is refused without being read whole); name is the file's name for messages.
func ReadRules(name string, r io.Reader) (Rules, error) { return ReadOwnRules(name, r, nil) }

// ReadOwnRules is ReadRules for a board of the player's own: one refused
// only for taking a preset's name without being the preset (as the editor
// kept them before that was refused) is read under the name own(preset)
// gives it instead, so that no board kept is lost. A nil own refuses it.
func ReadOwnRules(name string, r io.Reader, own func(preset string) string) (Rules, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxRulesFile+1))
	if err != nil {
		return Rules{}, &FileError{name, []Problem{problem("unreadable", err.Error())}}
	}
	if len(data) > MaxRulesFile {
		return Rules{}, &FileError{name, []Problem{problem("tooBig", MaxRulesFile>>10)}}
	}
	return ParseOwnRules(name, data, own)
}

// ParseRules reads a rules file's bytes: UTF-8, with or without a byte-order
// mark, or UTF-16 (what Windows PowerShell 5.1's > writes).
func ParseRules(name string, data []byte) (Rules, error) { return ParseOwnRules(name, data, nil) }

// ParseOwnRules is ParseRules for a board of the player's own, renamed as
// ReadOwnRules says.
func ParseOwnRules(name string, data []byte, own func(preset string) string) (Rules, error) {
	r, problems := parseRules(data)
	if len(problems) == 0 {
		problems = r.presetName()
	}
	if len(problems) == 1 && problems[0].ID == "presetName" && own != nil {
		r.Name = strings.TrimSpace(own(r.Name))
		r.Board.Name = r.Name
		if _, ok := presets[r.Name]; ok || !goodName(r.Name) {
			return Rules{}, &FileError{name, problems} // no better name: as it was
		}
		problems = nil
	}
	if len(problems) > 0 {
		return Rules{}, &FileError{name, problems}
	}
	return r, nil
}

func parseRules(data []byte) (Rules, []Problem) {
	data = utf8Text(data)
	var f rulesFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return Rules{}, []Problem{jsonProblem(data, err)}
	}
	if dec.More() {
		return Rules{}, []Problem{problem("more")}
	}
	if p, ok := duplicateKey(data); ok {
		return Rules{}, []Problem{p}
	}
	return f.rules()
}

// presetName refuses rules that take a preset's name but are not that
// preset: wherever a name is shown (a game's first line, the replays, the
// rules page) they would be taken for it. The preset itself, exported and
// read back, is its own.
func (r *Rules) presetName() []Problem {
	p, ok := presets[r.Name]
	if !ok || bytes.Equal(p.File(), r.File()) {
		return nil
	}
	return []Problem{problem("presetName", r.Name)}
}

// utf8Text is data as UTF-8 without a byte-order mark: UTF-16 (either byte
// order, marked or not: a JSON file begins with an ASCII character, so a
// zero byte beside it tells the order) is decoded.
func utf8Text(data []byte) []byte {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:]
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		order, data = binary.LittleEndian, data[2:]
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		order, data = binary.BigEndian, data[2:]
	case len(data) >= 2 && data[0] != 0 && data[1] == 0:
		order = binary.LittleEndian
	case len(data) >= 2 && data[0] == 0 && data[1] != 0:
		order = binary.BigEndian
	default:
		return data
	}
	units := make([]uint16, len(data)/2)
	for i := range units {
		units[i] = order.Uint16(data[2*i:])
	}
	out := make([]byte, 0, len(data))
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// duplicateKey finds a key given twice in one object of the file, which
// the decoder would take silently (the last one winning).
func duplicateKey(data []byte) (Problem, bool) {
	type frame struct {
		keys    map[string]bool // nil in a list
		wantKey bool
	}
	var stack []frame
	dec := json.NewDecoder(bytes.NewReader(data))
	valueRead := func() { // the value of the object on top, if any, is read
		if n := len(stack); n > 0 && stack[n-1].keys != nil {
			stack[n-1].wantKey = true
		}
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			return Problem{}, false // Decode has read the file whole: only its end comes here
		}
		n := len(stack)
		if n > 0 && stack[n-1].wantKey {
			if key, ok := tok.(string); ok {
				if stack[n-1].keys[key] {
					line, col := position(data, quoteStart(data, dec.InputOffset()))
					return problem("duplicate", line, col, key), true
				}
				stack[n-1].keys[key], stack[n-1].wantKey = true, false
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{keys: map[string]bool{}, wantKey: true})
		case json.Delim('['):
			stack = append(stack, frame{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:n-1]
			valueRead()
		default:
			valueRead()
		}
	}
}

// quoteStart is where the string that ends just before end begins.
func quoteStart(data []byte, end int64) int64 {
	for i := end - 2; i > 0; i-- {
		if data[i] != '"' {
			continue
		}
		slashes := 0
		for j := i - 1; j >= 0 && data[j] == '\\'; j-- {
			slashes++
		}
		if slashes%2 == 0 {
			return i
		}
	}
	return 0
}

// jsonProblem says where a JSON error is, by line and column.
func jsonProblem(data []byte, err error) Problem {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn): // Offset is just past the bad byte
		line, col := position(data, syn.Offset-1)
		return problem("syntax", line, col, syn.Error())
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "the file"
		}
		// Offset is past the bad value: point at its field's name instead.
		at := typ.Offset
		name := field[strings.LastIndexByte(field, '.')+1:]
		if i := bytes.LastIndex(data[:min(int(at), len(data))], []byte(`"`+name+`"`)); i >= 0 {
			at = int64(i)
		}
		line, col := position(data, at)
		return problem("type", line, col, field, typeWord(typ.Type.Kind().String()), typ.Value)
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return problem("ends")
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if f, ok := strings.CutPrefix(msg, "unknown field "); ok {
		if name, err := strconv.Unquote(f); err == nil {
			return problem("unknownField", name)
		}
	}
	return problem("json", msg)
}

// typeWord says what a field of a Go kind should be.
func typeWord(kind string) any {
	switch kind {
	case "int", "int64", "int32":
		return problem("type.number")
	case "string":
		return problem("type.text")
	case "bool":
		return problem("type.bool")
	case "slice", "array":
		return problem("type.list")
	case "struct", "ptr":
		return problem("type.object")
	}
	return kind
}

// position is the line and column (1-based) of the byte at offset.
func position(data []byte, offset int64) (line, col int) {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	offset = max(offset, 0)
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - bytes.LastIndexByte(before, '\n') // 1-based: the byte at offset
	return line, col
}

func word(field, got string, words []string, problems *[]Problem) int {
	for i, w := range words {
		if w == got {
			return i
		}
	}
	*problems = append(*problems, problem("word", field, got, strings.Join(words, ", ")))
	return 0
}

// rules turns a file into rules, or lists what is wrong with it.
func (f *rulesFile) rules() (Rules, []Problem) {
	var p []Problem
	bad := func(id string, a ...any) { p = append(p, problem(id, a...)) }
	if f.Format != RulesFormat {
		bad("format", f.Format, RulesFormat)
		return Rules{}, p
	}
	r := Rules{Name: strings.TrimSpace(f.Name), Summary: f.Summary, Dice: f.Dice, EitherDie: f.EitherDie, OneDieFrom: f.OneDieFrom}
	if !visible(r.Name) || utf8.RuneCountInString(r.Name) > MaxRulesName {
		bad("name")
	}
	if n := utf8.RuneCountInString(f.Summary); n > MaxSummary {
		bad("summary", n, MaxSummary)
	}
	for _, t := range [][2]string{{"name", r.Name}, {"summary", f.Summary}} {
		if i := strings.IndexFunc(t[1], unshown); i >= 0 {
			c, _ := utf8.DecodeRuneInString(t[1][i:])
			bad("unshown", t[0], fmt.Sprintf("U+%04X", c))
		}
	}
	if f.Dice < 1 || f.Dice > 3 {
		bad("dice", f.Dice)
	}
	r.Order = Order(word("order", f.Order, orderWords, &p))
	r.Start = Start(word("start", f.Start, startWords, &p))
	r.Landing = Landing(word("landing", f.Landing, landingWords, &p))
	r.Goose = GooseMove(word("goose", f.Goose, gooseWords, &p))
	r.Stakes = Stakes{Purse: f.Stakes.Purse, Ante: f.Stakes.Ante, BrokeOut: f.Stakes.BrokeOut}
	r.Stakes.Swap = SwapPays(word("stakes.swap", f.Stakes.Swap, swapWords, &p))
	if f.Stakes.Purse < 1 || f.Stakes.Purse > MaxPurse || f.Stakes.Ante < 0 || f.Stakes.Ante > f.Stakes.Purse {
		bad("stakes", MaxPurse)
	}
	goal := f.Goal
	if goal < 10 || goal > MaxBoard {
		bad("goal", goal, MaxBoard)
		return Rules{}, p
	}
	for i, t := range f.StartThrows {
		if len(t) != 3 {
			bad("throwLen", strings.Join(strings.Fields(fmt.Sprint(t)), ", "))
			continue
		}
		switch {
		case t[0] < 1 || t[0] > 6 || t[1] < 1 || t[1] > 6:
			bad("throwDice", t[0], t[1])
		case t[2] <= 0 || t[2] >= goal:
			bad("throwTo", t[0], t[1], t[2], goal)
		case slices.ContainsFunc(f.StartThrows[:i], func(u []int) bool {
			return len(u) == 3 && (u[0] == t[0] && u[1] == t[1] || u[0] == t[1] && u[1] == t[0])
		}):
			// the first one listed is the one played: the second would never be
			p = append(p, Problem{ID: "throwTwice", Args: []any{t[0], t[1], t[2]}, Squares: []int{t[2]}})
		}
		r.StartThrows = append(r.StartThrows, StartThrow{t[0], t[1], t[2]})
	}
	if r.Start != StartPlain && len(f.StartThrows) == 0 {
		bad("startNone", f.Start)
	}
	if r.Start != StartPlain && f.Dice != 2 {
		bad("startDice")
	}
	if f.OneDieFrom < 0 || f.OneDieFrom >= goal {
		bad("oneDieFrom", f.OneDieFrom, goal)
	}
	if f.EitherDie && f.Dice < 2 {
		bad("eitherDie")
	}
	sq := make([]Square, goal+1)
	sq[goal].Kind = Goal
	seen := make([]bool, goal+1)
	for _, s := range f.Squares {
		if s.At <= 0 || s.At >= goal {
			if s.At == goal {
				p = append(p, squareProblem(s.At, "atGoal"))
			} else if s.At == 0 {
				p = append(p, squareProblem(s.At, "atStart"))
			} else {
				p = append(p, problem("offBoard", s.At, goal-1))
			}
			continue
		}
		if seen[s.At] {
			p = append(p, squareProblem(s.At, "twice"))
			continue
		}
		seen[s.At] = true
		q, problems := s.square(goal)
		p = append(p, problems...)
		sq[s.At] = q
	}
	r.Board = Board{Name: r.Name, Squares: sq}
	p = append(p, r.boardProblems(p)...)
	return r, p
}

// unshown reports a character a name or summary may not hold: a line
// break, a control, or a format character (bidi controls and overrides
// above all) but the zero-width space and joiners some scripts write words
// with: text is one line of what shows.
func unshown(c rune) bool { return !unicode.IsGraphic(c) && (c < 0x200B || c > 0x200D) }

// goodName reports whether a name given in place of a file's is one a file may have.
func goodName(name string) bool {
	return visible(name) && utf8.RuneCountInString(name) <= MaxRulesName && strings.IndexFunc(name, unshown) < 0
}

// visible reports whether name has a character that shows: not only
// spaces and combining marks.
func visible(name string) bool {
	return strings.IndexFunc(name, func(c rune) bool { return unicode.In(c, unicode.L, unicode.N, unicode.P, unicode.S) }) >= 0
}

// square reads one square of the file.
func (s *fileSquare) square(goal int) (Square, []Problem) {
	var p []Problem
	bad := func(id string, a ...any) { p = append(p, squareProblem(s.At, id, a...)) }
	var q Square
	if err := q.Kind.UnmarshalText([]byte(s.Kind)); err != nil || q.Kind == Goal {
		bad("kind", s.Kind, strings.Join(kindWords(), ", "))
		return q, p
	}
	name := q.Kind
	if q.Kind.jumps() {
		switch {
		case s.To == nil:
			bad("noTo", name)
		case *s.To > goal:
			bad("pastGoal", name, *s.To, goal)
		case *s.To < 0:
			bad("beforeStart", name, *s.To)
		case *s.To == s.At:
			bad("toItself", name)
		default:
			q.To = *s.To
		}
	} else if s.To != nil {
		bad("notJump", name)
	}
	if s.Turns < 0 || s.Turns > 9 {
		bad("turns", s.Turns)
	}
	q.Turns = s.Turns
	switch s.Hold {
	case "":
	case "rescue":
		q.Hold = HoldRescue
	case "alone":
		q.Hold = HoldAlone
	default:
		bad("hold", s.Hold)
	}
	q.Rescue, q.Piece, q.Pays, q.PaysPerTurn, q.Again = s.Rescue, s.Piece, s.Pays, s.PaysPerTurn, s.Again
	holds := q.Hold != HoldNone || q.Turns > 0
	does := q.Kind.Does()
	switch {
	case q.Hold != HoldNone && q.Turns > 0:
		bad("holdTurns")
	case holds && (does == DoesFly || does == DoesJump || does == DoesAgain):
		bad("holdMoves", name)
	case q.Rescue && q.Turns == 0:
		bad("rescue")
	case q.PaysPerTurn && !holds:
		bad("paysPerTurn")
	case q.Piece && !holds:
		bad("piece")
	case q.Again && does != DoesFly && does != DoesJump && does != DoesAgain:
		bad("again")
	case does == DoesAgain && holds:
		bad("againHolds")
	}
	return q, p
}

func kindWords() []string {
	var w []string
	for k := Kind(0); k < kindCount; k++ {
		if k != Goal {
			w = append(w, k.String())
		}
	}
	return w
}

// throwList matches a start throw as MarshalIndent spreads it over five lines.
var throwList = regexp.MustCompile(`\[\s+(\d+),\s+(\d+),\s+(\d+)\s+\]`)

// File writes the rules as a rules file: the canonical form, which ParseRules
// reads back to the same rules and which writes back byte for byte.
func (r *Rules) File() []byte {
	f := rulesFile{Format: RulesFormat, Name: r.Name, Summary: r.Summary, Dice: r.Dice,
		Order: orderWords[r.Order], Start: startWords[r.Start], EitherDie: r.EitherDie, OneDieFrom: r.OneDieFrom,
		Landing: landingWords[r.Landing], Goose: gooseWords[r.Goose], Goal: r.Board.Goal(),
		Stakes: fileStakes{Purse: r.Stakes.Purse, Ante: r.Stakes.Ante, Swap: swapWords[r.Stakes.Swap], BrokeOut: r.Stakes.BrokeOut}}
	for _, t := range r.StartThrows {
		f.StartThrows = append(f.StartThrows, []int{t.A, t.B, t.To})
	}
	var squares []fileSquare
	for i, s := range r.Board.Squares {
		if i == 0 || s.Kind == Goal || s == (Square{}) || (s.Kind == Drink && r.Drink61) {
			continue
		}
		fs := fileSquare{At: i, Kind: s.Kind.String(), Turns: s.Turns, Rescue: s.Rescue, Piece: s.Piece,
			Pays: s.Pays, PaysPerTurn: s.PaysPerTurn, Again: s.Again}
		if s.Kind.jumps() {
			to := s.To
			fs.To = &to
		}
		if s.Hold != HoldNone {
			fs.Hold = holdNames[s.Hold]
		}
		squares = append(squares, fs)
	}
	// One square a line: a board reads as a list of what its squares do.
	head, _ := json.MarshalIndent(f, "", "  ")
	head = throwList.ReplaceAll(head, []byte("[$1, $2, $3]"))
	var b bytes.Buffer
	b.Write(bytes.TrimSuffix(head, []byte("null\n}")))
	b.Truncate(bytes.LastIndex(b.Bytes(), []byte(`"squares":`)))
	b.WriteString("\"squares\": [")
	for i, s := range squares {
		if i > 0 {
			b.WriteByte(',')
		}
		line, _ := json.Marshal(s)
		b.WriteString("\n    ")
		b.Write(line)
	}
	b.WriteString("\n  ]\n}\n")
	return b.Bytes()
}

// RulesSchema is the JSON Schema of the rules file format, for text editors.
// The square kinds are filled in from the kinds table, which owns them.
func RulesSchema() []byte {
	b, _ := rulesfiles.Files.ReadFile("goose-rules.schema.json")
	var names, jumps []string
	for _, k := range kindWords() {
		names = append(names, strconv.Quote(k))
	}
	for k := range kinds {
		if kinds[k].Does == DoesJump {
			jumps = append(jumps, kinds[k].Name)
		}
	}
	last := len(jumps) - 1
	b = bytes.Replace(b, []byte(`"@kinds"`), []byte(strings.Join(names, ", ")), 1)
	return bytes.Replace(b, []byte("@jumps"), []byte(strings.Join(jumps[:last], ", ")+" or "+jumps[last]), 1)
}

func rulesFilesRead(name string) ([]byte, error) { return rulesfiles.Files.ReadFile(name) }
