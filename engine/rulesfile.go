package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	rulesfiles "goose/assets/rules"
)

// RulesFormat is the version of the rules file format this engine reads and writes.
const RulesFormat = 1

// MaxRulesFile bounds a rules file: a 1000-square board written out is far smaller.
const MaxRulesFile = 1 << 20

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
	StartThrows [][3]int     `json:"startThrows,omitempty"`
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
func ReadRules(name string, r io.Reader) (Rules, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxRulesFile+1))
	if err != nil {
		return Rules{}, &FileError{name, []Problem{problem("unreadable", err.Error())}}
	}
	if len(data) > MaxRulesFile {
		return Rules{}, &FileError{name, []Problem{problem("tooBig", MaxRulesFile>>10)}}
	}
	return ParseRules(name, data)
}

// ParseRules reads a rules file's bytes.
func ParseRules(name string, data []byte) (Rules, error) {
	var f rulesFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return Rules{}, &FileError{name, []Problem{jsonProblem(data, err)}}
	}
	if dec.More() {
		return Rules{}, &FileError{name, []Problem{problem("more")}}
	}
	r, problems := f.rules()
	if len(problems) > 0 {
		return Rules{}, &FileError{name, problems}
	}
	return r, nil
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
	if r.Name == "" || len(r.Name) > 60 {
		bad("name")
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
		switch {
		case t[0] < 1 || t[0] > 6 || t[1] < 1 || t[1] > 6:
			bad("throwDice", t[0], t[1])
		case t[2] <= 0 || t[2] >= goal:
			bad("throwTo", t[0], t[1], t[2], goal)
		case slices.ContainsFunc(f.StartThrows[:i], func(u [3]int) bool { return u[0] == t[0] && u[1] == t[1] || u[0] == t[1] && u[1] == t[0] }):
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
	switch {
	case q.Hold != HoldNone && q.Turns > 0:
		bad("holdTurns")
	case holds && (q.Kind == Goose || q.Kind.jumps() || q.Kind == Again):
		bad("holdMoves", name)
	case q.Rescue && q.Turns == 0:
		bad("rescue")
	case q.PaysPerTurn && !holds:
		bad("paysPerTurn")
	case q.Piece && !holds:
		bad("piece")
	case q.Again && !(q.Kind == Goose || q.Kind.jumps()) && q.Kind != Again:
		bad("again")
	case q.Kind == Again && holds:
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
		f.StartThrows = append(f.StartThrows, [3]int{t.A, t.B, t.To})
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
func RulesSchema() []byte {
	b, _ := rulesfiles.Files.ReadFile("goose-rules.schema.json")
	return b
}

func rulesFilesRead(name string) ([]byte, error) { return rulesfiles.Files.ReadFile(name) }
