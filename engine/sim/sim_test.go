package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"goose/engine"
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
