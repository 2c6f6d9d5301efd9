package engine

import "fmt"

// Problem is one thing wrong with a rules file, as data: a message ID and its
// arguments, so a game can say it in its player's language, and the squares
// it is about (none for a problem of the whole file). String is its English,
// which `goose board check` prints.
//
// An argument is a number, a text (a field, a word or a line of the file,
// written as the file writes it), a Kind (said as the kind's name) or another
// Problem (said first: the type a field should have).
type Problem struct {
	ID      string
	Args    []any
	Squares []int
}

// ProblemText holds the English of every problem ID: fmt formats, the
// arguments in order. A translation of a problem is keyed "file." + its ID.
var ProblemText = map[string]string{
	"unreadable":   "the file cannot be read: %s",
	"tooBig":       "the file is larger than %d KB; a rules file is far smaller",
	"syntax":       "line %d, column %d: %s",
	"type":         "line %d, column %d: %q should be %s, not a JSON %s",
	"type.number":  "a whole number",
	"type.text":    "text in quotes",
	"type.bool":    "true or false",
	"type.list":    "a list",
	"type.object":  "an object",
	"unknownField": "%q is not a setting of a rules file",
	"json":         "%s",
	"ends":         "the file ends before the rules do",
	"more":         "there is more after the rules' closing brace",
	"format":       "\"format\" is %d; this Goose reads format %d",
	"name":         "\"name\" must be 1 to 60 characters",
	"summary":      "\"summary\" is too long (%d): at most %d characters",
	"unshown":      "%q holds %s, a character that does not show (a line break, a control or a direction mark): write it on one line of visible characters",
	"duplicate":    "line %d, column %d: %q is given twice in the same place; give it once",
	"presetName":   "\"name\" is %q, a preset's name, but the rules are not the preset's: give your board a name of its own",
	"throwLen":     "\"startThrows\": %s is not a start throw; write each as [die, die, square]",
	"dice":         "\"dice\" is %d; 1 to 3 dice",
	"word":         "%q is %q; want %s",
	"stakes":       "\"stakes\": a purse of 1 to %d chips and an ante no larger than the purse",
	"goal":         "\"goal\" is %d; a board has 10 to %d squares",
	"throwDice":    "\"startThrows\": %d+%d is not a throw of two dice",
	"throwTo":      "\"startThrows\": %d+%d goes to %d, which is not a square before the goal %d",
	"throwTwice":   "\"startThrows\": %d+%d is listed twice; the second, to %d, would never be played",
	"startNone":    "\"start\" is %q but \"startThrows\" lists none",
	"startDice":    "\"start\" rules need two dice",
	"oneDieFrom":   "\"oneDieFrom\" is %d, which is not a square before the goal %d",
	"eitherDie":    "\"eitherDie\" needs two or three dice",
	"atGoal":       "square %d: the goal is always the last square; leave it out",
	"atStart":      "square %d: the start does nothing; leave it out",
	"offBoard":     "square %d: not on the board (1 to %d)",
	"twice":        "square %d is listed twice",
	"kind":         "square %d: unknown kind %q (want %s)",
	"noTo":         "square %d: the %s has no \"to\": say which square it leads to",
	"pastGoal":     "square %d: the %s jumps to %d, past the goal %d",
	"beforeStart":  "square %d: the %s jumps to %d, before the start",
	"toItself":     "square %d: the %s jumps to itself",
	"notJump":      "square %d: the %s does not jump: \"to\" is only for the bridge, dice, maze, death and jump",
	"turns":        "square %d: \"turns\" is %d; 0 to 9",
	"hold":         "square %d: \"hold\" is %q; want rescue or alone",
	"holdTurns":    "square %d: both holds and loses turns; choose one",
	"holdMoves":    "square %d: the %s moves the goose on, so it cannot also hold it",
	"rescue":       "square %d: \"rescue\" frees a goose that loses turns here, but the square takes none",
	"paysPerTurn":  "square %d: \"paysPerTurn\" costs a chip for each turn lost here, but the square takes none",
	"piece":        "square %d: \"piece\" holds one goose of a team, but the square holds none",
	"again":        "square %d: \"again\" is for squares that move the goose on (goose, bridge, dice, maze, death, jump); use the again kind for a square that only gives another throw",
	"againHolds":   "square %d: the again kind gives another throw; it cannot hold",
	"circle":       "squares %s: the jumps go round in a circle",
	"unreachable":  "the goal %d cannot be reached: no run of throws from the start gets there",
	"invalid":      "%s",
}

// problem makes a problem of the whole file.
func problem(id string, args ...any) Problem { return Problem{ID: id, Args: args} }

// squareProblem makes a problem about square sq, which is its first argument.
func squareProblem(sq int, id string, args ...any) Problem {
	return Problem{ID: id, Args: append([]any{sq}, args...), Squares: []int{sq}}
}

// String is the problem in English.
func (p Problem) String() string {
	f, ok := ProblemText[p.ID]
	if !ok {
		return p.ID
	}
	if len(p.Args) == 0 {
		return f
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		if sub, ok := a.(Problem); ok {
			a = sub.String()
		}
		args[i] = a
	}
	return fmt.Sprintf(f, args...)
}
