package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// board writes a rules file: the goal, the dice, the start and landing
// words, more settings (each with its comma) and the squares.
func board(goal, dice int, start, landing, more string, squares ...string) []byte {
	return []byte(fmt.Sprintf(`{"format":1,"name":"own","dice":%d,"order":"seat","start":%q,%s"landing":%q,"goose":"again",
		"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":%d,"squares":[%s]}`,
		dice, start, more, landing, goal, strings.Join(squares, ",")))
}

// run lists squares a to b of one kind: `"kind":"jump","to":20` and so on.
func run(a, b int, what string) string {
	var s []string
	for n := a; n <= b; n++ {
		s = append(s, fmt.Sprintf(`{"at":%d,%s}`, n, what))
	}
	return strings.Join(s, ",")
}

// endlessBoard is issue 31's: 40 squares, one die, squares 21 to 26 jump back
// to 20 with another throw, and a bridge from 15 past them to 35.
func endlessBoard(landing string) []byte {
	return board(40, 1, "none", landing, "", `{"at":15,"kind":"bridge","to":35}`, run(21, 26, `"kind":"jump","to":20,"again":true`))
}

// problemsOf parses a file and returns its problems (none if it is accepted).
func problemsOf(t *testing.T, file []byte) []Problem {
	t.Helper()
	_, err := ParseRules("own.json", file)
	if err == nil {
		return nil
	}
	var fe *FileError
	if !errors.As(err, &fe) {
		t.Fatalf("not a FileError: %v", err)
	}
	return fe.Problems
}

// TestBoardCheckPlaysTheBoard: the check refuses exactly the boards on which
// some position a goose can reach can throw again for ever or never reach the
// goal, naming the squares, and accepts boards that only the start throws,
// one die or a jump onto the goal finish (RULES §7.3, §2.3, §3, §4.8;
// issues 31 and 32).
func TestBoardCheckPlaysTheBoard(t *testing.T) {
	for _, c := range []struct {
		name string
		file []byte
		want []string // each problem: its ID and squares; none: accepted
	}{
		{"31(a): a goose on 20 throws again for ever", endlessBoard("swap"),
			[]string{"endless [20]", "stuck [16 17 18 19]"}},
		{"31(b): the same under back", endlessBoard("back"),
			[]string{"endless [20]", "stuck [16 17 18 19]"}},
		{"31: sent back to 20 by every throw, no throw again", board(40, 1, "none", "swap", "",
			`{"at":15,"kind":"bridge","to":35}`, run(21, 26, `"kind":"jump","to":20`)),
			[]string{"stuck [16 17 18 19 20]"}},
		{"32: the goal out of reach with one die from 20", board(30, 2, "none", "swap", `"oneDieFrom":20,`,
			run(24, 29, `"kind":"jump","to":20`)),
			[]string{"stuck [20 21 22 23]"}},
		{"24: every square a death that throws again", board(20, 2, "none", "swap", "", run(1, 19, `"kind":"death","to":0,"again":true`)),
			[]string{"endless [0]", "unreachable []"}},
		{"24: every square a throw again: alone, the turn ends at the goal; a team's goose may choose never to get there (§7.2)",
			board(20, 2, "none", "swap", "", run(1, 19, `"kind":"again"`)),
			[]string{"endless.teams [0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19]"}},
		{"32: finished only by the start throw 5+4 → 25 (§4.8)", board(30, 2, "every-throw", "back", `"startThrows":[[5,4,25]],`,
			run(2, 12, `"kind":"death","to":0`)), nil},
		{"32: finished only with one die from 29 (§3)", board(30, 2, "none", "swap", `"oneDieFrom":29,`,
			`{"at":5,"kind":"bridge","to":29}`, run(18, 28, `"kind":"death","to":0`)), nil},
		{"32: a jump onto the goal", board(30, 2, "none", "swap", "", `{"at":20,"kind":"jump","to":30}`), nil},
		{"a throw again that always ends on 20, but goes on from there (§4.9)", board(40, 1, "none", "share", "",
			run(21, 25, `"kind":"jump","to":20,"again":true`)), nil},
		{"the same under swap: every turn from 20 ends on 26, but a goose sent from there goes back where its turn began (§5)",
			board(40, 1, "none", "swap", "", run(21, 25, `"kind":"jump","to":20,"again":true`)), nil},
		{"under swap, every turn from the start ends on 7, where the next goose sends the one there back to the start (§5)",
			board(18, 1, "none", "swap", "", `{"at":1,"kind":"again"}`, run(2, 6, `"kind":"jump","to":1,"again":true`), `{"at":8,"kind":"death","to":0}`),
			[]string{"funnel [0 1 7]"}},
		{"the team variation: each die alone can throw again for ever (§7.2)", board(30, 2, "none", "swap", "",
			`{"at":3,"kind":"bridge","to":20}`, run(21, 26, `"kind":"jump","to":20,"again":true`)),
			[]string{"endless.teams [19 20]"}}, // from 19 too: a die alone, or 1+1 together
	} {
		var got []string
		for _, p := range problemsOf(t, c.file) {
			got = append(got, fmt.Sprintf("%s %v", p.ID, p.Squares))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestBoardCheckMessages: a refused board's message names the squares and
// the real goal (issue 32).
func TestBoardCheckMessages(t *testing.T) {
	_, err := ParseRules("own.json", endlessBoard("swap"))
	want := "own.json:\n  square 20: a goose there can throw again for ever: whatever it throws, it can come back to throw again\n" +
		"  squares 16, 17, 18, 19: a goose that comes to rest there can never reach the goal 40"
	if err == nil || err.Error() != want {
		t.Errorf("%v\nwant\n%s", err, want)
	}
	long := board(200, 1, "none", "swap", "", `{"at":15,"kind":"bridge","to":200}`, run(194, 199, `"kind":"jump","to":20`))
	ps := problemsOf(t, long)
	if len(ps) != 1 || !strings.HasPrefix(ps[0].String(), "squares 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, …: ") || len(ps[0].Squares) != 193-15 {
		t.Errorf("a long list: %v", ps)
	}
}

// TestBoardCheckWithFieldErrors: a file with a fault in a field still has its
// board checked, so every problem is listed at once (the README's promise).
func TestBoardCheckWithFieldErrors(t *testing.T) {
	file := strings.Replace(string(board(20, 2, "none", "swap", "", deaths(8, 19))), `"name":"own"`, `"name":" "`, 1)
	var ids []string
	for _, p := range problemsOf(t, []byte(file)) {
		ids = append(ids, p.ID)
	}
	if !slices.Equal(ids, []string{"name", "unreachable"}) {
		t.Errorf("a blank name on a board out of reach: %v", ids)
	}
	// A fault in what moves a goose (the dice) leaves nothing to play: no guess.
	file = strings.Replace(file, `"dice":2`, `"dice":7`, 1)
	ids = nil
	for _, p := range problemsOf(t, []byte(file)) {
		ids = append(ids, p.ID)
	}
	if !slices.Equal(ids, []string{"name", "dice"}) {
		t.Errorf("seven dice: %v", ids)
	}
}

// unchecked is a rules file's rules without the board check: what an old
// save or a future kind of square could hold.
func unchecked(t *testing.T, file []byte, teams bool) Rules {
	t.Helper()
	var f rulesFile
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	r, p := f.rules()
	var left []Problem
	for _, q := range p {
		if q.ID != "endless" && q.ID != "stuck" {
			left = append(left, q)
		}
	}
	if len(left) > 0 {
		t.Fatalf("%v", left)
	}
	r.Teams = teams
	return r
}

// TestTurnBound: a turn holds at most MaxAgain throws again; the next one is
// not taken and the turn passes (EvAgainLimit), so a board that throws again
// for ever (an old save, RULES §7.3, §4.9) still moves on, through a save too.
func TestTurnBound(t *testing.T) {
	for _, c := range []struct {
		landing string
		teams   bool
	}{{"swap", false}, {"back", true}} {
		r := unchecked(t, endlessBoard(c.landing), c.teams)
		g, err := New(r, 2, NewPCG(7))
		if err != nil {
			t.Fatal(err)
		}
		if c.teams {
			err = g.Place(0, 20, 1, 2, 3)
		} else {
			err = g.Place(0, 20)
		}
		if err != nil {
			t.Fatal(err)
		}
		g.Play(Begin)
		agains, limits, saved := 0, 0, false
		for n := 0; g.Current() == 0; n++ {
			if n > 3*MaxAgain {
				t.Fatalf("%s: seat 1's turn goes on after %d actions (%d throws again)", c.landing, n, agains)
			}
			a := Roll
			if g.Due() == ActChoose {
				l := g.Legal()
				a = Choose(l[0])
				for _, ch := range l {
					if ch.First == 0 && ch.Sum { // the goose on 20
						a = Choose(ch)
					}
				}
			}
			evs, err := g.Play(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				switch e.Kind {
				case EvAgain:
					agains++
				case EvAgainLimit:
					limits++
				}
			}
			if agains >= MaxAgain/2 && !saved { // a save in the middle of the turn keeps its count
				saved = true
				b, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				if g, err = Load(b); err != nil {
					t.Fatal(err)
				}
			}
		}
		if agains != MaxAgain || limits != 1 || g.State.Agains != 0 {
			t.Errorf("%s: %d throws again and %d limits in the turn (counter now %d), want %d and 1", c.landing, agains, limits, g.State.Agains, MaxAgain)
		}
	}
}

// BenchmarkBoardCheck1000: reading and checking the largest board, two dice
// (played alone and in a team): what the editor does at each change.
func BenchmarkBoardCheck1000(b *testing.B) {
	file := ownBoard(1000, 2)
	for b.Loop() {
		if _, err := ParseRules("own.json", file); err != nil {
			b.Fatal(err)
		}
	}
}
