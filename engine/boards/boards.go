// Package boards finds rule sets by name or file (RULES §7.3) and is the face
// of `goose board`: export a preset or a file to start from, check a file.
package boards

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"goose/engine"
)

// IsFile reports whether a --rules value names a file rather than a preset.
func IsFile(arg string) bool {
	return strings.ContainsAny(arg, `/\`) || strings.HasSuffix(strings.ToLower(arg), ".json")
}

// Load returns the rules a --rules value names: a preset, or a rules file.
func Load(arg string) (engine.Rules, error) {
	if !IsFile(arg) {
		return engine.Preset(arg)
	}
	return ReadFile(arg)
}

// ReadFile reads and checks a rules file; it refuses what is not a regular
// file (a FIFO, a device) and anything larger than engine.MaxRulesFile
// without reading it whole.
func ReadFile(path string) (engine.Rules, error) {
	f, err := Open(path, "rules file")
	if err != nil {
		return engine.Rules{}, err
	}
	defer f.Close()
	return engine.ReadRules(path, f)
}

// Open opens a file a player named (what: "rules file", "replay") only if
// it is a regular one: it looks before opening, as opening a FIFO would
// wait for a writer for ever. Its errors name the path.
func Open(path, what string) (*os.File, error) {
	if fi, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	} else if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a %s (not a regular file, but %v)", path, what, fi.Mode().Type())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	return f, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

const usage = `usage: goose board export NAME|FILE   print a preset (or a file) as a rules file to start from
       goose board check FILE...         check rules files: exit 0 when all are good, 2 with the problems

Presets: %s. The format is described in the README ("Your own board") and in
goose-rules.schema.json (goose board schema prints it).
`

// Main runs `goose board` and returns the exit status: 2 for bad arguments or a bad file.
func Main(args []string, stdout, stderr io.Writer) int {
	use := fmt.Sprintf(usage, strings.Join(engine.Presets, ", "))
	if len(args) == 0 {
		fmt.Fprintf(stderr, "goose board: say what to do\n\n%s", use)
		return 2
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, use)
		return 0
	case "export":
		if len(args) != 2 {
			fmt.Fprintf(stderr, "goose board export: name one preset or file\n\n%s", use)
			return 2
		}
		r, err := Load(args[1])
		if err != nil {
			fmt.Fprintf(stderr, "goose board export: %v\n", err)
			return 2
		}
		if _, err := stdout.Write(r.File()); err != nil {
			fmt.Fprintf(stderr, "goose board export: writing: %v\n", err)
			return 1
		}
		return 0
	case "schema":
		if len(args) != 1 {
			fmt.Fprintf(stderr, "goose board schema: takes nothing after it\n\n%s", use)
			return 2
		}
		if _, err := stdout.Write(engine.RulesSchema()); err != nil {
			fmt.Fprintf(stderr, "goose board schema: writing: %v\n", err)
			return 1
		}
		return 0
	case "check":
		if len(args) < 2 {
			fmt.Fprintf(stderr, "goose board check: name the files to check\n\n%s", use)
			return 2
		}
		status := 0
		for _, path := range args[1:] {
			r, err := ReadFile(path)
			if err != nil {
				fmt.Fprintln(stderr, err)
				status = 2
				continue
			}
			fmt.Fprintf(stdout, "%s: good: %q, %d squares, %d %s\n", path, r.Name, r.Board.Goal(), r.Dice, plural(r.Dice, "die", "dice"))
		}
		return status
	}
	fmt.Fprintf(stderr, "goose board: unknown command %q\n\n%s", args[0], use)
	return 2
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
