package balance

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"goose/engine"
)

// countdown is a context whose deadline comes after a number of questions:
// a deadline at a known point of the work, the same at every run.
type countdown struct {
	context.Context
	left atomic.Int64
}

func (c *countdown) Err() error {
	if c.left.Add(-1) < 0 {
		return context.DeadlineExceeded
	}
	return nil
}

// TestMeasureStopsAtTheDeadline: the meter asks its context as it works, so
// an editor's deadline stops it; a deadline during the games keeps the
// tables as far as they got, every table size some games; one before the
// exact part is done returns no figures; a cancelled context returns at once.
func TestMeasureStopsAtTheDeadline(t *testing.T) {
	r, _ := engine.Preset("classic")
	o := Options{Games: 1000, Seed: 3}
	// The exact part asks a handful of times; the games ask once each.
	ctx := &countdown{Context: context.Background()}
	ctx.left.Store(600)
	rep, err := Measure(ctx, &r, o)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Alone.Exact {
		t.Fatal("the exact part was not done")
	}
	total := 0
	for _, tb := range rep.Tables {
		if tb.Games == 0 || tb.Games >= o.Games {
			t.Errorf("%d seats: %d games, want some but fewer than %d", tb.Seats, tb.Games, o.Games)
		}
		total += tb.Games
	}
	if total > 600 {
		t.Errorf("%d games played after the deadline", total)
	}
	ctx = &countdown{Context: context.Background()}
	ctx.left.Store(2)
	if rep, err = Measure(ctx, &r, o); !errors.Is(err, context.DeadlineExceeded) || rep != nil {
		t.Errorf("a deadline in the exact part: %v, %v", rep, err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Measure(cancelled, &r, o); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestMeasureIsRepeatable: the same rules, seed and count give the same
// figures, whatever the number of workers.
func TestMeasureIsRepeatable(t *testing.T) {
	r, _ := engine.Preset("spanish")
	a, err := Measure(context.Background(), &r, Options{Games: 300, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Measure(context.Background(), &r, Options{Games: 300, Seed: 9, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("two runs differ:\n%+v\n%+v", a.Tables, b.Tables)
	}
	c, _ := Measure(context.Background(), &r, Options{Games: 300, Seed: 10})
	if reflect.DeepEqual(a.Tables, c.Tables) {
		t.Error("another seed gave the same games")
	}
}

// TestWarnings: a board that rarely ends (the trap board, deadlock=draw,
// §4.7), one that the first to throw always wins (every square a goose to the
// next goose, the last leading to the goal, §4.9), and a very long one warn,
// with their figures; the classic board at 3 to 6 seats does not.
func TestWarnings(t *testing.T) {
	has := func(rep *Report, k WarningKind, seats int) *Warning {
		for i, w := range rep.Warnings {
			if w.Kind == k && w.Seats == seats {
				return &rep.Warnings[i]
			}
		}
		return nil
	}
	trap := ownBoard(t, "trap")
	rep, err := Measure(context.Background(), &trap, Options{Seats: []int{2}, Games: 500, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if w := has(rep, RarelyEnds, 1); w == nil || w.Value != rep.Alone.NeverEnds || w.Limit != DefaultLimits.NeverEnds {
		t.Errorf("trap alone: %+v", rep.Warnings)
	}
	if w := has(rep, RarelyEnds, 2); w == nil || w.Value != rep.Tables[0].NeverEnds {
		t.Errorf("trap, two seats: %+v (never ends %.3f)", rep.Warnings, rep.Tables[0].NeverEnds)
	}

	var b strings.Builder
	b.WriteString(`{"format":1,"name":"first","dice":2,"order":"seat","start":"none","landing":"swap","goose":"next",` +
		`"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":20,"squares":[`)
	for q := 1; q < 20; q++ {
		if q > 1 {
			b.WriteByte(',')
		}
		b.WriteString(`{"at":` + strconv.Itoa(q) + `,"kind":"goose"}`)
	}
	b.WriteString("]}")
	first, err := engine.ParseRules("first.json", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if rep, err = Measure(context.Background(), &first, Options{Seats: []int{3}, Games: 200}); err != nil {
		t.Fatal(err)
	}
	if w := has(rep, Favoured, 3); w == nil || w.Place != 0 || w.Value != 1 || len(rep.Warnings) != 1 {
		t.Errorf("first seat always wins: %+v", rep.Warnings)
	}

	long := longBoard(1000, 1)
	if rep, err = Measure(context.Background(), &long, Options{Seats: []int{4}, Games: 20}); err != nil {
		t.Fatal(err)
	}
	if w := has(rep, Long, 4); w == nil || w.Value <= DefaultLimits.Minutes || w.Value != rep.Tables[0].Minutes[0] {
		t.Errorf("a board of 1000 squares and one die: %+v (%.0f minutes)", rep.Warnings, rep.Tables[0].Minutes[0])
	}

	classic, _ := engine.Preset("classic")
	if rep, err = Measure(context.Background(), &classic, Options{Seats: []int{3, 4, 5, 6}}); err != nil {
		t.Fatal(err)
	}
	if len(rep.Warnings) > 0 {
		t.Errorf("classic: %+v", rep.Warnings)
	}
}

// TestCSV: the export reads back as CSV, every figure of the report in it
// once, in full precision.
func TestCSV(t *testing.T) {
	r, _ := engine.Preset("dutch")
	rep, err := Measure(context.Background(), &r, Options{Games: 100})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rep); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(rows[0], ",") != "figure,seats,item,value" {
		t.Errorf("header %q", rows[0])
	}
	got := map[string]float64{}
	for _, row := range rows[1:] {
		key := row[0] + "/" + row[1] + "/" + row[2]
		if _, dup := got[key]; dup {
			t.Errorf("%s twice", key)
		}
		v, err := strconv.ParseFloat(row[3], 64)
		if err != nil {
			t.Fatal(err)
		}
		got[key] = v
	}
	want := map[string]float64{
		"alone.meanTurns/1/":     rep.Alone.MeanTurns,
		"alone.turns/1/10":       rep.Alone.Turns[10],
		"alone.visit.well/1/31":  rep.Alone.Visits[1].Chance,
		"table.wins/2/1":         rep.Tables[0].Wins[0],
		"table.deadlocks/2/":     rep.Tables[0].Deadlocks,
		"table.minutes/6/0":      rep.Tables[4].Minutes[0],
		"warning.rarelyEnds/2/":  rep.Tables[0].Deadlocks,
		"secondsPerTurn/0/3":     DefaultSecondsPerTurn[3],
		"table.meanRounds/4/":    rep.Tables[2].MeanRounds,
		"alone.visit.death/1/58": rep.Alone.Visits[3].Chance,
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s: %v (%v), want %v", k, g, ok, v)
		}
	}
	// Alone: three figures, the turns, four squares; four speeds; each table
	// eleven figures, a share a seat and its rounds; the warnings.
	rounds := 0
	for _, tb := range rep.Tables {
		rounds += len(tb.Rounds) - 1
	}
	if got["table.rounds/3/20"] != rep.Tables[1].Rounds[20] {
		t.Errorf("3 seats, games of 20 rounds: %v, want %v", got["table.rounds/3/20"], rep.Tables[1].Rounds[20])
	}
	if n := len(rows) - 1; n != 3+len(rep.Alone.Turns)-1+4+4+5*11+(2+3+4+5+6)+rounds+len(rep.Warnings) {
		t.Errorf("%d rows", n)
	}
}

// TestRoundsAreTheLengthsOfTheGames: a table's distribution of rounds (the
// science page's chart) holds every game that ended, once, at the round it
// ended: its shares add up to the games that end and average MeanRounds; the
// trap board's games that never end (deadlock=draw, §4.7) are not in it.
func TestRoundsAreTheLengthsOfTheGames(t *testing.T) {
	for name, r := range map[string]engine.Rules{"classic": mustPreset(t, "classic"), "trap": ownBoard(t, "trap")} {
		tables, err := PlayTables(context.Background(), &r, Options{Seats: []int{2, 5}, Games: 400, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		for _, tb := range tables {
			all, mean := 0.0, 0.0
			for k, p := range tb.Rounds {
				all += p
				mean += float64(k) * p
			}
			if len(tb.Rounds) < 2 || tb.Rounds[0] != 0 || math.Abs(all-(1-tb.NeverEnds)) > 1e-12 || math.Abs(mean/all-tb.MeanRounds) > 1e-9 {
				t.Errorf("%s, %d seats: rounds add up to %.4f (never %.4f), average %.3f (mean %.3f)", name, tb.Seats, all, tb.NeverEnds, mean/all, tb.MeanRounds)
			}
		}
	}
}

func mustPreset(t *testing.T, name string) engine.Rules {
	t.Helper()
	r, err := engine.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBadRules: rules that do not validate, or tables of an impossible size,
// are refused with a message; the team variation (§7.2) and medici stakes
// (§7.1), which have no race of one goose the chain can follow, still get
// their tables.
func TestBadRules(t *testing.T) {
	r, _ := engine.Preset("classic")
	bad := r
	bad.Dice = 4
	if _, err := Measure(context.Background(), &bad, Options{}); err == nil || !strings.Contains(err.Error(), "dice") {
		t.Errorf("four dice: %v", err)
	}
	for _, n := range []int{0, engine.MaxSeats + 1} {
		if _, err := Measure(context.Background(), &r, Options{Seats: []int{n}}); err == nil || !strings.Contains(err.Error(), "seats") {
			t.Errorf("%d seats: %v", n, err)
		}
	}
	teams := r
	if err := teams.Apply("teams"); err != nil {
		t.Fatal(err)
	}
	rep, err := Measure(context.Background(), &teams, Options{Seats: []int{2}, Games: 50})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Alone.Exact || rep.Tables[0].Games != 50 || rep.Tables[0].MeanRounds == 0 {
		t.Errorf("teams: %+v", rep)
	}
	medici, _ := engine.Preset("medici")
	if err := medici.Apply("stakes"); err != nil {
		t.Fatal(err)
	}
	if rep, err = Measure(context.Background(), &medici, Options{Seats: []int{2}, Games: 50}); err != nil || rep.Alone.Exact {
		t.Errorf("medici stakes: a goose alone may go broke, not in the chain: %v %+v", err, rep)
	}
}
