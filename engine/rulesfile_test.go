package engine

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestPresetFilesRoundTrip: every preset's file reads and writes back byte for
// byte, and the rules written out read back to the same rules (RULES §7.3).
func TestPresetFilesRoundTrip(t *testing.T) {
	for _, name := range Presets {
		r, err := Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := rulesFilesFS(name)
		if got := r.File(); !bytes.Equal(got, data) {
			t.Errorf("%s: the file written back differs from the embedded one:\n%s", name, got)
		}
		back, err := ParseRules(name, r.File())
		if err != nil || !bytes.Equal(back.File(), data) {
			t.Errorf("%s: read back: %v", name, err)
		}
	}
}

func rulesFilesFS(name string) ([]byte, error) {
	return rulesFilesRead(name + ".json")
}

// TestBadRulesFiles: a bad file is refused with a message that says where the
// fault is: the line and column, the square and its field, or the setting.
func TestBadRulesFiles(t *testing.T) {
	good, _ := Preset("classic")
	base := string(good.File())
	// with replaces the first old by new in the classic file.
	with := func(old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("the classic file has no %q", old)
		}
		return strings.Replace(base, old, new, 1)
	}
	square := func(sq string) string { return with(`{"at":5,"kind":"goose"}`, sq) }
	for _, c := range []struct{ name, file, says string }{
		{"empty", "", "the file ends before the rules do"},
		{"syntax", with(`"dice": 2,`, `"dice": 2,,`), "line 5, column 13: invalid character ','"},
		{"cut short", base[:200], "the file ends before the rules do"},
		{"wrong type", with(`"dice": 2`, `"dice": "two"`), `line 5, column 3: "dice" should be a whole number, not a JSON string`},
		{"unknown field", with(`"dice": 2,`, `"dice": 2, "wings": true,`), `"wings" is not a setting of a rules file`},
		{"trailing data", base + "{}", "more after the rules' closing brace"},
		{"newer format", with(`"format": 1`, `"format": 2`), `"format" is 2; this Goose reads format 1`},
		{"no name", with(`"name": "classic"`, `"name": " "`), `"name" must be 1 to 60 characters`},
		{"dice", with(`"dice": 2`, `"dice": 4`), `"dice" is 4; 1 to 3 dice`},
		{"order", with(`"order": "roll"`, `"order": "age"`), `"order" is "age"; want seat, roll`},
		{"start", with(`"start": "first-throw"`, `"start": "always"`), `"start" is "always"; want none, first-throw, every-throw`},
		{"landing", with(`"landing": "swap"`, `"landing": "bounce"`), `"landing" is "bounce"; want swap, back, share`},
		{"goose", with(`"goose": "again"`, `"goose": "fly"`), `"goose" is "fly"; want again, next`},
		{"stakes", with(`"purse": 20`, `"purse": 0`), `"stakes": a purse of 1 to 10000 chips`},
		{"stakes swap", with(`"swap": "both"`, `"swap": "nobody"`), `"stakes.swap" is "nobody"`},
		{"goal too small", with(`"goal": 63`, `"goal": 5`), `"goal" is 5; a board has 10 to 1000 squares`},
		{"goal too big", with(`"goal": 63`, `"goal": 5000`), `"goal" is 5000`},
		{"start throw off the board", with(`[4, 5, 53]`, `[4, 5, 70]`), `"startThrows": 4+5 goes to 70, which is not a square before the goal 63`},
		{"start throw not dice", with(`[4, 5, 53]`, `[4, 9, 53]`), `"startThrows": 4+9 is not a throw of two dice`},
		{"start throw twice", with(`[4, 5, 53]`, `[3, 6, 53]`), `"startThrows": 3+6 is listed twice; the second, to 53, would never be played`},
		{"one die from past the goal", with(`"landing"`, `"oneDieFrom": 80, "landing"`), `"oneDieFrom" is 80`},
		{"square past the goal", square(`{"at":70,"kind":"goose"}`), "square 70: not on the board (1 to 62)"},
		{"the start", square(`{"at":0,"kind":"goose"}`), "square 0: the start does nothing"},
		{"the goal", square(`{"at":63,"kind":"goose"}`), "square 63: the goal is always the last square"},
		{"listed twice", square(`{"at":9,"kind":"goose"}`), "square 9 is listed twice"},
		{"unknown kind", square(`{"at":5,"kind":"trampoline"}`), `square 5: unknown kind "trampoline" (want plain, goose, bridge`},
		{"maze past the goal", with(`"kind":"maze","to":39`, `"kind":"maze","to":70`), "square 42: the maze jumps to 70, past the goal 63"}, // the real goal (issue 32)
		{"jump before the start", with(`"kind":"maze","to":39`, `"kind":"maze","to":-3`), "square 42: the maze jumps to -3, before the start"},
		{"jump to itself", with(`"kind":"maze","to":39`, `"kind":"maze","to":42`), "square 42: the maze jumps to itself"},
		{"bridge without to", with(`"kind":"bridge","to":12`, `"kind":"bridge"`), `square 6: the bridge has no "to"`},
		{"to on a goose", square(`{"at":5,"kind":"goose","to":9}`), `square 5: the goose does not jump: "to" is only for`},
		{"too many turns", with(`"kind":"inn","turns":1`, `"kind":"inn","turns":12`), `square 19: "turns" is 12; 0 to 9`},
		{"unknown hold", with(`"hold":"rescue","pays":true}`, `"hold":"forever","pays":true}`), `square 31: "hold" is "forever"; want rescue or alone`},
		{"holds and loses turns", with(`"kind":"inn","turns":1`, `"kind":"inn","turns":1,"hold":"rescue"`), "square 19: both holds and loses turns"},
		{"a goose that holds", square(`{"at":5,"kind":"goose","turns":2}`), "square 5: the goose moves the goose on, so it cannot also hold it"},
		{"rescue with nothing to rescue", square(`{"at":5,"kind":"plain","rescue":true}`), `square 5: "rescue" frees a goose that loses turns here, but the square takes none`},
		{"pays per turn with no turns", square(`{"at":5,"kind":"plain","paysPerTurn":true}`), `square 5: "paysPerTurn"`},
		{"piece with no hold", square(`{"at":5,"kind":"plain","piece":true}`), `square 5: "piece" holds one goose of a team, but the square holds none`},
		{"again on a plain square", square(`{"at":5,"kind":"plain","again":true}`), `square 5: "again" is for squares that move the goose on`},
		{"jumps in a circle", with(`{"at":9,"kind":"goose"}`, `{"at":8,"kind":"jump","to":10},{"at":9,"kind":"goose"},{"at":10,"kind":"jump","to":8}`),
			"squares 8 → 10 → 8: the jumps go round in a circle"},
		{"goal out of reach", `{"format":1,"name":"x","dice":2,"order":"seat","start":"none","landing":"swap","goose":"again",
			"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":20,"squares":[` + deaths(8, 19) + `]}`,
			"the goal 20 cannot be reached"},
	} {
		_, err := ParseRules("my.json", []byte(c.file))
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.says) || !strings.HasPrefix(err.Error(), "my.json") {
			t.Errorf("%s: %q, want it to name the file and say %q", c.name, err, c.says)
		}
		for _, p := range err.(*FileError).Problems {
			if _, ok := ProblemText[p.ID]; !ok {
				t.Errorf("%s: problem %q has no English", c.name, p.ID)
			}
			if strings.HasPrefix(p.String(), "square ") && p.ID != "offBoard" && len(p.Squares) != 1 { // a square off the board is none to mark
				t.Errorf("%s: %q is about squares %v", c.name, p, p.Squares)
			}
		}
	}
}

// TestProblemsNameTheirSquares: a problem says which squares it is about (the
// editor marks them), and its ID and arguments say it, in English as the CLI prints it.
func TestProblemsNameTheirSquares(t *testing.T) {
	good, _ := Preset("classic")
	file := strings.Replace(string(good.File()), `{"at":5,"kind":"goose"}`,
		`{"at":5,"kind":"bridge"},{"at":8,"kind":"jump","to":10},{"at":10,"kind":"jump","to":8}`, 1)
	_, err := ParseRules("my.json", []byte(file))
	var fe *FileError
	// Every problem at once, the circle too (the README's promise).
	if !errors.As(err, &fe) || len(fe.Problems) != 2 || fe.Problems[1].ID != "circle" {
		t.Fatalf("a bridge with no \"to\" and a circle: %v", err)
	}
	p := fe.Problems[0]
	if p.ID != "noTo" || fmt.Sprint(p.Squares) != "[5]" || p.Args[1] != Bridge ||
		p.String() != `square 5: the bridge has no "to": say which square it leads to` {
		t.Errorf("%+v: %s", p, p)
	}
	file = strings.Replace(file, `{"at":5,"kind":"bridge"}`, `{"at":5,"kind":"goose"}`, 1)
	if _, err = ParseRules("my.json", []byte(file)); !errors.As(err, &fe) || len(fe.Problems) != 1 {
		t.Fatalf("a circle of jumps, said once: %v", err)
	}
	if p := fe.Problems[0]; p.ID != "circle" || fmt.Sprint(p.Squares) != "[8 10]" || p.String() != "squares 8 → 10 → 8: the jumps go round in a circle" {
		t.Errorf("%+v: %s", p, p)
	}
}

// deaths lists death squares from a to b, for a board whose goal is out of reach.
func deaths(a, b int) string {
	var d []string
	for n := a; n <= b; n++ {
		d = append(d, fmt.Sprintf(`{"at":%d,"kind":"death","to":0}`, n))
	}
	return strings.Join(d, ",")
}

// TestOversizedRulesFile: a file larger than MaxRulesFile is refused without
// being read whole.
func TestOversizedRulesFile(t *testing.T) {
	r := &countingReader{}
	_, err := ReadRules("huge.json", r)
	if err == nil || !strings.Contains(err.Error(), "larger than 1024 KB") {
		t.Errorf("a huge file: %v", err)
	}
	if r.n > MaxRulesFile+4096 {
		t.Errorf("read %d bytes of an endless file", r.n)
	}
}

type countingReader struct{ n int }

func (c *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	c.n += len(p)
	return len(p), nil
}

// TestOwnBoards: boards of 20 to 500 squares with 1 to 3 dice load, play to
// the end, and write back byte for byte (RULES §7.3).
func TestOwnBoards(t *testing.T) {
	for _, c := range []struct{ goal, dice int }{{20, 1}, {63, 2}, {100, 1}, {250, 2}, {500, 3}} {
		file := ownBoard(c.goal, c.dice)
		r, err := ParseRules("own.json", file)
		if err != nil {
			t.Fatalf("%d squares: %v", c.goal, err)
		}
		if !bytes.Equal(r.File(), file) {
			t.Errorf("%d squares: written back differently", c.goal)
		}
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := New(r, 3, NewPCG(seed))
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !g.Over(); n++ {
				if n > 20000 {
					t.Fatalf("%d squares, seed %d: no end after %d actions", c.goal, seed, n)
				}
				if _, err := g.Play(Roll); err != nil && g.Due() != ActBegin {
					t.Fatal(err)
				} else if g.Due() == ActBegin {
					g.Play(Begin)
				}
			}
		}
	}
}

// ownBoard writes a rules file for a board of goal squares: geese every ninth
// square, a bridge, an inn, a well, a maze, a prison, a death and a throw-again.
func ownBoard(goal, dice int) []byte {
	var sq []string
	at := func(n int) int { return max(1, n*goal/63) }
	used := map[int]bool{}
	add := func(n int, f string) {
		if n > 0 && n < goal && !used[n] {
			used[n] = true
			sq = append(sq, fmt.Sprintf(`{"at":%d,%s}`, n, f))
		}
	}
	add(at(6), fmt.Sprintf(`"kind":"bridge","to":%d,"pays":true`, at(12)))
	add(at(19), `"kind":"inn","turns":1,"pays":true`)
	add(at(31), `"kind":"well","hold":"rescue","pays":true`)
	add(at(42), fmt.Sprintf(`"kind":"maze","to":%d,"pays":true`, at(39)))
	add(at(52), `"kind":"prison","hold":"rescue","piece":true,"pays":true`)
	add(at(58), `"kind":"death","to":0,"pays":true`)
	add(at(47), `"kind":"again"`)
	for n := 5; n < goal-3; n += 9 {
		add(n, `"kind":"goose"`)
	}
	var sorted []string
	for n := 1; n < goal; n++ {
		for _, s := range sq {
			if strings.HasPrefix(s, fmt.Sprintf(`{"at":%d,`, n)) {
				sorted = append(sorted, s)
			}
		}
	}
	return []byte(fmt.Sprintf(`{
  "format": 1,
  "name": "own %d",
  "dice": %d,
  "order": "seat",
  "start": "none",
  "landing": "swap",
  "goose": "again",
  "stakes": {
    "purse": 20,
    "ante": 1,
    "swap": "both"
  },
  "goal": %d,
  "squares": [
    %s
  ]
}
`, goal, dice, goal, strings.Join(sorted, ",\n    ")))
}

// FuzzRulesFile: the loader never panics, and every file it accepts writes
// back to a file that reads to the same rules and writes back byte for byte.
func FuzzRulesFile(f *testing.F) {
	for _, name := range Presets {
		data, _ := rulesFilesFS(name)
		f.Add(data)
	}
	f.Add(ownBoard(20, 1))
	f.Add(ownBoard(100, 3))
	f.Add(endlessBoard("back")) // issue 31: refused
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRules("fuzz.json", data)
		if err != nil {
			return
		}
		once := r.File()
		back, err := ParseRules("again.json", once)
		if err != nil {
			t.Fatalf("an accepted file, written back, is refused: %v\n%s", err, once)
		}
		if twice := back.File(); !bytes.Equal(once, twice) {
			t.Fatalf("written back twice differs:\n%s\n%s", once, twice)
		}
		// Play it, in a team too where it may be, long enough to meet a turn
		// that would throw again for ever: the check refuses such a board,
		// and the turn bound ends any turn after MaxAgain throws again.
		for _, teams := range []bool{false, true} {
			r.Teams = teams
			g, err := New(r, 2, NewPCG(1))
			if teams && err != nil {
				continue // (three dice: no team variation)
			}
			if err != nil {
				t.Fatalf("accepted rules make no game: %v", err)
			}
			throws, turn := 0, -1
			for n := 0; n < 3*MaxAgain && !g.Over(); n++ {
				a := Roll
				switch g.Due() {
				case ActBegin:
					a = Begin
				case ActChoose:
					a = Choose(g.Legal()[0])
				}
				if g.State.Turn != turn {
					throws, turn = 0, g.State.Turn
				}
				evs, err := g.Play(a)
				if err != nil {
					t.Fatalf("action %d: %v", n, err)
				}
				for _, e := range evs {
					if e.Kind == EvThrow {
						throws++
					}
				}
				if throws > MaxAgain+1 {
					t.Fatalf("a turn of %d throws: the bound is %d throws again", throws, MaxAgain)
				}
			}
		}
	})
}

// BenchmarkParseRules500: reading and checking a 500-square rules file (the
// target: under 5 ms).
func BenchmarkParseRules500(b *testing.B) {
	file := ownBoard(500, 3)
	for b.Loop() {
		if _, err := ParseRules("own.json", file); err != nil {
			b.Fatal(err)
		}
	}
}
