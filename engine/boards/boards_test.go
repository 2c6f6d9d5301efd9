package boards

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goose/engine"
)

func run(args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := Main(args, &out, &errs)
	return code, out.String(), errs.String()
}

// TestExportCheck: `goose board export` prints a preset's file, which `goose
// board check` passes; a bad file exits 2 naming its fault (RULES §7.3).
func TestExportCheck(t *testing.T) {
	dir := t.TempDir()
	for _, name := range engine.Presets {
		code, out, errs := run("export", name)
		r, _ := engine.Preset(name)
		if code != 0 || out != string(r.File()) {
			t.Fatalf("export %s: exit %d, %s", name, code, errs)
		}
		path := filepath.Join(dir, name+".json")
		os.WriteFile(path, []byte(out), 0o644)
		if code, out, errs := run("check", path); code != 0 || !strings.Contains(out, "good") {
			t.Errorf("check %s: exit %d, %s %s", name, code, out, errs)
		}
		if code, out, _ := run("export", path); code != 0 || out != string(r.File()) {
			t.Errorf("export %s (a file): exit %d", path, code)
		}
	}
	bad := filepath.Join(dir, "bad.json")
	r, _ := engine.Preset("classic")
	os.WriteFile(bad, bytes.Replace(r.File(), []byte(`"to":39`), []byte(`"to":70`), 1), 0o644)
	code, _, errs := run("check", filepath.Join(dir, "classic.json"), bad)
	if code != 2 || !strings.Contains(errs, "square 42: the maze jumps to 70, past the goal 63") {
		t.Errorf("check a bad file: exit %d, %q", code, errs)
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{nil, "say what to do"},
		{[]string{"paint"}, `unknown command "paint"`},
		{[]string{"export"}, "name one preset or file"},
		{[]string{"export", "chess"}, `unknown rules "chess"`},
		{[]string{"check"}, "name the files"},
		{[]string{"check", filepath.Join(dir, "none.json")}, "no such file"},
		{[]string{"check", dir + "/"}, "not a regular file"},
	} {
		if code, _, errs := run(c.args...); code != 2 || !strings.Contains(errs, c.says) {
			t.Errorf("goose board %q: exit %d, %q; want 2 and %q", c.args, code, errs, c.says)
		}
	}
}

// TestReadmeExample: the README's whole-file example is a good file in its
// canonical form, so what people copy works.
func TestReadmeExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(readme), "## Your own board")
	_, rest, _ = strings.Cut(rest, "```json\n")
	example, _, ok := strings.Cut(rest, "```")
	if !ok {
		t.Fatal("the README has no rules file example")
	}
	r, err := engine.ParseRules("README example", []byte(example))
	if err != nil {
		t.Fatal(err)
	}
	if string(r.File()) != example {
		t.Errorf("the example is not in the form goose board export writes:\n%s", r.File())
	}
}
