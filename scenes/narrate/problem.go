package narrate

import (
	"errors"
	"strings"

	"goose/engine"
)

// Problem says a rules file's problem in the game's words: its message is
// "file." and the engine's ID, whose English the engine owns (engine.ProblemText).
func Problem(p engine.Problem) Message {
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		switch v := a.(type) {
		case engine.Kind:
			a = M("ui.kind." + ID(v.String()))
		case engine.Problem:
			a = Problem(v)
		}
		args[i] = a
	}
	return M("file."+ID(p.ID), args...)
}

// FileError says an error reading a rules file in the game's language: the
// file's name and each of its problems, one a line. Any other error is said as it is.
func FileError(err error) string {
	var fe *engine.FileError
	if !errors.As(err, &fe) {
		return err.Error()
	}
	lines := []string{fe.File + ":"}
	for _, p := range fe.Problems {
		lines = append(lines, Problem(p).String())
	}
	return strings.Join(lines, "\n")
}

// withProblems adds the English of the rules files' problems to t.
func withProblems(t Table) Table {
	for id, f := range engine.ProblemText {
		t["file."+ID(id)] = f
	}
	return t
}
