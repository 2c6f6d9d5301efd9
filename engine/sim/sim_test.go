package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/odds"
	"goose/engine/replay"
	"goose/engine/room"
)

func run(args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = Main(args, &out, &errs)
	return code, out.String(), errs.String()
}

// TestBadFlags: every bad flag exits 2 with a message and the usage, before any
// game is played (issue 10.4, 10.5; issue 11.7 (the start that hung), 11.8, 11.11;
// RULES §7.2 for the starts).
func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--start", "63"}, "square 63 is not a square to stand on"},
		{[]string{"--start", "-1"}, "square -1"},
		{[]string{"--start", "x"}, "not a square number"},
		{[]string{"--option", "teams", "--start", "1/2/3/4/5"}, "seat 1 has 4 pieces, not 5"},
		{[]string{"--option", "teams", "--players", "2", "--start", "10/10/10/10,10/10/10/10", "--json"}, "seat 1 has two geese on square 10"},
		{[]string{"--start", "10,10"}, "two pieces stand on square 10"},
		{[]string{"--start", "99", "--games", "100"}, "square 99"},
		{[]string{"--players", "0"}, "--players 0: 1 to 8"},
		{[]string{"--players", "9"}, "1 to 8"},
		{[]string{"--seats", ""}, "--seats is empty"},
		{[]string{"--dice", ""}, "--dice is empty"},
		{[]string{"--dice", "7"}, "not a die face"},
		{[]string{"--rules", ""}, "--rules is empty"},
		{[]string{"--swap"}, "give --games too"},
		{[]string{"--turns", "5", "--games", "3"}, "does not go with --games"},
		{[]string{"--games", "-1"}, "positive"},
		{[]string{"--players", "2", "--seats", "a,b"}, "not both"},
		{[]string{"stray"}, "unexpected argument"},
	} {
		code, out, errs := run(c.args...)
		if code != 2 || !strings.Contains(errs, c.says) || !strings.Contains(errs, "usage: goose sim") || out != "" {
			t.Errorf("goose sim %q: exit %d, stdout %q, stderr %q; want exit 2, %q and the usage", c.args, code, out, errs, c.says)
		}
	}
}

// TestDiceHaveNoOrder: `--dice 3,5` and `--dice 5,3` make the same move from
// geese on 56 and 62 (RULES §7.2, §9.20; issue 10.1 passed the turn on 3,5).
func TestDiceHaveNoOrder(t *testing.T) {
	for _, dice := range []string{"3,5", "5,3"} {
		code, out, errs := run("--option", "teams", "--players", "5", "--start", "56/62,0/0,0/0,0/0,0/0", "--dice", dice, "--json")
		var f FinalState
		if code != 0 || json.Unmarshal([]byte(out), &f) != nil {
			t.Fatalf("--dice %s: exit %d, %s %s", dice, code, out, errs)
		}
		if got, _ := json.Marshal(f.Positions[0]); string(got) != "[62,49]" {
			t.Errorf("--dice %s: seat 1's geese on %s, want [62,49]", dice, got)
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestWriteErrors: output that cannot be written fails the run (issue 11.10).
func TestWriteErrors(t *testing.T) {
	for _, args := range [][]string{{"--events"}, {"--json"}, {"--games", "10"}} {
		var errs bytes.Buffer
		if code := Main(args, failingWriter{}, &errs); code != 1 || !strings.Contains(errs.String(), "no space left") {
			t.Errorf("goose sim %v to a full disk: exit %d, %q", args, code, errs.String())
		}
	}
}

// TestDurations: decision times are kept in fixed memory (issue 11.17: every
// time was kept, 1.4 KB a game) and the percentiles stay within 6%.
func TestDurations(t *testing.T) {
	var h durations
	for i := 1; i <= 100_000; i++ {
		h.add(time.Duration(i) * time.Microsecond) // 1 µs to 100 ms, evenly
	}
	for _, c := range []struct {
		q    float64
		want time.Duration
	}{{0.5, 50 * time.Millisecond}, {0.99, 99 * time.Millisecond}, {0.01, time.Millisecond}} {
		got := h.quantile(c.q)
		if ratio := float64(got) / float64(c.want); ratio < 0.94 || ratio > 1.06 {
			t.Errorf("quantile %.2f: %v, want %v within 6%%", c.q, got, c.want)
		}
	}
	h.add(time.Hour)
	h.add(0)
	if h.n != 100_002 {
		t.Errorf("%d times counted", h.n)
	}
}

// TestManyGamesTeams: a summary of team games names the decision times.
func TestManyGamesTeams(t *testing.T) {
	code, out, errs := run("--option", "teams", "--seats", "cpu:hard,cpu:easy", "--games", "20", "--json")
	var s Summary
	if code != 0 || json.Unmarshal([]byte(out), &s) != nil || s.Errors != 0 || s.DecideP50 <= 0 || s.DecideP99 < s.DecideP50 {
		t.Errorf("exit %d, %s %s", code, out, errs)
	}
}

// TestRecordReplay: `--record` keeps a game and `--replay FILE --events` prints
// exactly its events again (issue 15: replays).
func TestRecordReplay(t *testing.T) {
	file := t.TempDir() + "/game.json"
	code, first, errs := run("--rules", "spanish", "--option", "teams", "--seats", "cpu:hard,cpu:easy", "--seed", "9", "--events", "--record", file)
	if code != 0 {
		t.Fatal(errs)
	}
	code, again, errs := run("--replay", file, "--events")
	if code != 0 || again != first || !strings.Contains(first, `"kind":"gameOver"`) {
		t.Errorf("replay: exit %d %s; %d bytes of events, want %d", code, errs, len(again), len(first))
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--replay", file, "--seed", "2"}, "--seed does not go with it"},
		{[]string{"--replay", t.TempDir() + "/none.json"}, "no such file"},
		{[]string{"--record", file, "--games", "3"}, "does not go with --games"},
	} {
		if code, _, errs := run(c.args...); code != 2 || !strings.Contains(errs, c.says) {
			t.Errorf("%q: exit %d %q", c.args, code, errs)
		}
	}
}

// endless is issue 31's board: one die, squares 21 to 26 jump back to 20
// with another throw, a bridge from 15 to 35.
func endless() engine.Rules {
	sq := make([]engine.Square, 41)
	sq[40].Kind = engine.Goal
	sq[15] = engine.Square{Kind: engine.Bridge, To: 35}
	for n := 21; n <= 26; n++ {
		sq[n] = engine.Square{Kind: engine.Jump, To: 20, Again: true}
	}
	return engine.Rules{Name: "endless", Board: engine.Board{Name: "endless", Squares: sq}, Dice: 1}
}

// within fails the test if f has not returned after a minute: what a
// sim that never ends looks like.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("%s: still playing after a minute", what)
	}
}

// TestEndlessBoard: `goose sim --rules` refuses a board that throws again for
// ever, naming the square; and a game on it (an old save's rules, unchecked)
// ends its turns by the turn bound, so --turns ends it (RULES §7.3; issues 31, 24).
func TestEndlessBoard(t *testing.T) {
	r := endless()
	file := t.TempDir() + "/endless.json"
	if err := os.WriteFile(file, r.File(), 0o644); err != nil {
		t.Fatal(err)
	}
	within(t, "sim --rules endless.json", func() {
		code, _, errs := run("--rules", file, "--turns", "40")
		if code == 0 || !strings.Contains(errs, "square 20: a goose there can throw again for ever") {
			t.Errorf("exit %d: %s", code, errs)
		}
	})
	c := &Config{Rules: r, Seats: []SeatSpec{{Name: "A"}, {Name: "B"}}, Seed: 3, Start: [][]int{{20}, {0}}, Turns: 40, Events: true}
	var out bytes.Buffer
	within(t, "40 turns on the endless board", func() {
		if err := RunOne(c, &out); err != nil {
			t.Error(err)
		}
	})
	if n := strings.Count(out.String(), `"kind":"againLimit"`); n == 0 || !strings.Contains(out.String(), `"turn":40`) {
		t.Errorf("%d turns cut short by the bound, and no 40th turn:\n%.2000s", n, out.String())
	}
}

// TestJumpOntoTheGoal: a jump may lead onto the goal (nothing in RULES §7.3
// forbids it; issue 32): goose board check takes it, and games end on it, the
// computer players' look-ahead and the odds' exact tables included.
func TestJumpOntoTheGoal(t *testing.T) {
	file := t.TempDir() + "/home.json"
	board := `{"format":1,"name":"home","dice":2,"order":"seat","start":"none","landing":"swap","goose":"again",
		"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":30,"squares":[{"at":9,"kind":"goose"},{"at":20,"kind":"jump","to":30}]}`
	if err := os.WriteFile(file, []byte(board), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opts := range []string{"placings", "teams"} {
		code, out, errs := run("--rules", file, "--option", opts, "--seats", "cpu:hard,cpu:normal", "--games", "30", "--json")
		var s Summary
		if code != 0 || json.Unmarshal([]byte(out), &s) != nil || s.Errors != 0 || s.Games != 30 {
			t.Errorf("%s: exit %d, %s %s", opts, code, out, errs)
		}
	}
	r, err := engine.ParseRules("home.json", []byte(board))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.New(r, 2, engine.NewPCG(1))
	g.Place(0, 18)
	g.Place(1, 2)
	if e := odds.New().Estimate(g, 200); e.Win[0] <= e.Win[1] {
		t.Errorf("the goose two squares from the jump home is behind: %+v", e)
	}
}

// TestSeedsShareNoGames: `--games N --seed 1` and `--seed 2` play different
// games (issue 32): with game i seeded S+i, games 1..50 of seed 1 were games
// 0..49 of seed 2, so their turns added up alike.
func TestSeedsShareNoGames(t *testing.T) {
	turns := func(seed uint64, games int) float64 {
		c, err := Parse([]string{"--rules", "classic", "--players", "1", "--seed", "1", "--games", "1"})
		if err != nil {
			t.Fatal(err)
		}
		c.Seed, c.Games, c.Workers = seed, games, 1
		s := RunMany(c)
		return s.MeanTurns * float64(s.Games)
	}
	later := turns(1, 51) - turns(1, 1)
	if two := turns(2, 50); later == two {
		t.Errorf("games 1..50 of seed 1 take %v turns, as games 0..49 of seed 2 do: the seeds share games", later)
	}
}

// TestSimKeepsTheFilesOrder: without --order, a rules file's own turn order
// plays (RULES §1 roll-off; §4.8 seat order); --order overrides it.
func TestSimKeepsTheFilesOrder(t *testing.T) {
	for _, c := range []struct {
		args []string
		want engine.Order
	}{
		{[]string{"--rules", "classic"}, engine.OrderRoll},
		{[]string{"--rules", "dutch"}, engine.OrderSeat},
		{[]string{"--rules", "classic", "--order", "seat"}, engine.OrderSeat},
		{[]string{"--rules", "dutch", "--order", "roll"}, engine.OrderRoll},
	} {
		cfg, err := Parse(c.args)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Rules.Order != c.want {
			t.Errorf("%q: order %v, want %v", c.args, cfg.Rules.Order, c.want)
		}
	}
}

// TestReplayOfAGameKept: a game the Goose kept (its room, as the list of
// replays holds it) plays again as its replay file does (issue 25).
func TestReplayOfAGameKept(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/game.json"
	code, first, errs := run("--option", "teams", "--seats", "cpu:hard,cpu:easy", "--seed", "4", "--events", "--record", file)
	if code != 0 {
		t.Fatal(errs)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := replay.Read(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	rm, err := room.FromReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := rm.Marshal()
	kept := dir + "/replay-01.json"
	if err := os.WriteFile(kept, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, again, errs := run("--replay", kept, "--events"); code != 0 || again != first {
		t.Errorf("a kept game: exit %d %s; %d bytes of events, want %d", code, errs, len(again), len(first))
	}
}
