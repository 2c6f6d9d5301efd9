package boards

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goose/engine"
)

// TestExportOfAcceptedIsAccepted (issue 31): `goose board export` of any
// file Goose accepts prints one that `goose board check` accepts: the
// largest accepted board spread out to the most bytes read, and a file
// whose summary JSON writes six times longer ("<" is "\u003c"), which is
// refused for its length rather than exported too large to read back.
func TestExportOfAcceptedIsAccepted(t *testing.T) {
	dir := t.TempDir()
	largest := Largest()
	classic, _ := engine.Preset("classic")
	classic.Name, classic.Summary = "mine", strings.Repeat("<", 180_000)
	long := bytes.ReplaceAll(classic.File(), []byte(`\u003c`), []byte("<")) // as a person writes it
	for name, data := range map[string][]byte{
		"largest.json": append(bytes.Clone(largest), bytes.Repeat([]byte("\n"), engine.MaxRulesFile-len(largest))...),
		"long.json":    long,
	} {
		path := filepath.Join(dir, name)
		os.WriteFile(path, data, 0o644)
		code, out, errs := run("export", path)
		if code != 0 {
			continue // refused: nothing written
		}
		back := filepath.Join(dir, "back-"+name)
		os.WriteFile(back, []byte(out), 0o644)
		if code, _, errs2 := run("check", back); code != 0 {
			t.Errorf("%s: exported (%d KB) but refused by check: %s %s", name, len(out)>>10, errs, errs2)
		}
		t.Logf("%s: %d KB in, %d KB exported", name, len(data)>>10, len(out)>>10)
	}
	if len(largest) > engine.MaxRulesFile/8 {
		t.Errorf("the largest board writes %d KB: little room left under the %d KB a file may be", len(largest)>>10, engine.MaxRulesFile>>10)
	}
}

// TestBoardArguments (issue 31): `goose board schema` takes no argument.
func TestBoardArguments(t *testing.T) {
	if code, out, errs := run("schema", "extra"); code != 2 || out != "" || !strings.Contains(errs, "usage") {
		t.Errorf("schema extra: exit %d, %q", code, errs)
	}
	if code, out, _ := run("schema"); code != 0 || !strings.Contains(out, `"$schema"`) {
		t.Errorf("schema: exit %d", code)
	}
}
