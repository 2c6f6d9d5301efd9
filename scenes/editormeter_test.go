package scenes

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/balance"
	"goose/ui/form"
)

// meterSettled runs the editor until the balance page shows the figures of
// the rules as they are (the measure runs off the loop: bounded polling).
func meterSettled(t *testing.T, m *Manager, e *Editor) {
	t.Helper()
	for start := time.Now(); ; time.Sleep(5 * time.Millisecond) {
		step(t, m, 1)
		if e.meter.got == e.meter.want && !e.meter.busy {
			return
		}
		if time.Since(start) > 20*time.Second {
			t.Fatalf("the balance page still shows version %d of %d after 20 s", e.meter.got, e.meter.want)
		}
	}
}

// meterSays is what the balance page says in words, as a player reads it.
func meterSays(m *Manager) string {
	var out []string
	for _, c := range m.Current().(*Editor).Form().Controls() {
		if c.Role == form.RoleText {
			out = append(out, c.Label)
		}
	}
	return strings.Join(out, "\n")
}

// TestBalanceMeterFollowsTheBoard: the balance page of the editor works the
// figures of the board out again after each edit (issue 28): a shorter board
// takes fewer turns, a death square shows its chance of being landed on,
// and the warning of two geese held for ever (RULES §4.7, the well and the
// prison) goes with the prison and comes back with a second well.
func TestBalanceMeterFollowsTheBoard(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabMeter))
	meterSettled(t, m, e)
	said := meterSays(m)
	stuck := say("ui.meter.warn.never", 2, "")
	stuck = stuck[:strings.Index(stuck, ",")] // "With 2 geese"
	classic := e.meter.rep.Alone.MeanTurns
	if !strings.Contains(said, say("ui.meter.alone", decimal(classic), turnsBetween(e.meter.rep.Alone.Turns, 0.05), turnsBetween(e.meter.rep.Alone.Turns, 0.95))) {
		t.Fatalf("the classic board's page says %q", said)
	}
	if !strings.Contains(said, stuck) {
		t.Fatalf("two geese in the well and the prison for ever are not warned of: %q", said)
	}
	if n := len(e.meter.w.cells); n != 6 {
		t.Fatalf("%d rows in the table of seats, want the headings and 2 to 6 seats", n)
	}

	// 50 squares, the prison and the death cut off: quicker, and no warning.
	click(t, m, edTab(t, m, tabRules))
	click(t, m, edRect(t, m, "−10"))
	click(t, m, edRect(t, m, "−10"))
	if g := e.r.Board.Goal(); g != 50 {
		t.Fatalf("63 −10 −10 is %d squares", g)
	}
	click(t, m, edTab(t, m, tabMeter))
	meterSettled(t, m, e)
	shorter := e.meter.rep.Alone.MeanTurns
	e.change() // a circle of jumps: no figures, and the page says why
	e.r.Board.Squares[8], e.r.Board.Squares[10] = engine.Square{Kind: engine.Jump, To: 10}, engine.Square{Kind: engine.Jump, To: 8}
	meterSettled(t, m, e)
	if said := meterSays(m); e.meter.rep != nil || !strings.Contains(said, say("ui.meter.faulty")) {
		t.Errorf("a faulty board's page says %q", said)
	}
	click(t, m, control(t, m, "ui.ed.undo").Rect)
	meterSettled(t, m, e)
	if shorter >= classic || !strings.Contains(meterSays(m), decimal(shorter)) {
		t.Errorf("50 squares take %.2f turns on average, 63 took %.2f: the page says %q", shorter, classic, meterSays(m))
	}
	if strings.Contains(meterSays(m), stuck) {
		t.Errorf("one hold left, yet the page warns: %q", meterSays(m))
	}

	// A death square at 45: its chance is shown, and the race is longer.
	clickSquare(t, m, e, 45)
	click(t, m, edRect(t, m, kindWord(engine.Death)))
	click(t, m, edTab(t, m, tabMeter))
	meterSettled(t, m, e)
	death := e.meter.rep.Alone.MeanTurns
	var chance float64
	for _, v := range e.meter.rep.Alone.Visits {
		if v.Square == 45 && v.Kind == engine.Death {
			chance = v.Chance
		}
	}
	if death <= shorter || chance <= 0 {
		t.Errorf("with a death at 45: %.2f turns (%.2f without), landing there %.3f", death, shorter, chance)
	}
	if w := say("ui.meter.visit", kindWord(engine.Death), 45, share(chance)); !strings.Contains(meterSays(m), w) {
		t.Errorf("the page does not say %q: %q", w, meterSays(m))
	}

	// A second hold: two geese can be held for ever again, and are warned of.
	clickSquare(t, m, e, 40)
	click(t, m, edRect(t, m, kindWord(engine.Well)))
	click(t, m, edTab(t, m, tabMeter))
	meterSettled(t, m, e)
	if !strings.Contains(meterSays(m), stuck) {
		t.Errorf("a well at 40 and one at 31, and no warning: %q", meterSays(m))
	}
}

// An edit while a measure runs stops it (its context is cancelled), and
// the page goes on to measure the rules as they are now.
func TestBalanceMeterStopsAnOldMeasure(t *testing.T) {
	// The first measure runs until it is stopped: a real one of a classic
	// board may end before the edit comes, on an idle machine.
	measuring = func(ctx context.Context, r *engine.Rules, o balance.Options) (*balance.Report, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	defer func() { measuring = measureBoard }()
	m := newManager(t, nil)
	e := openEditor(t, m)
	click(t, m, edTab(t, m, tabMeter))
	step(t, m, 1)
	if !e.meter.busy {
		t.Fatal("the page does not measure the board")
	}
	if said := meterSays(m); !strings.Contains(said, say("ui.meter.working")) {
		t.Errorf("while measuring the page says %q", said)
	}
	e.change() // as an edit does
	e.r.Board.Squares[52] = engine.Square{}
	e.Update(m.C)
	select {
	case a := <-e.meter.done:
		if !errors.Is(a.err, context.Canceled) || a.rep != nil {
			t.Errorf("the measure of the rules before the edit ran on: %v", a.err)
		}
		e.meter.busy = false
		measuring = measureBoard // the rules as they are now, measured
	case <-time.After(10 * time.Second):
		t.Fatal("the measure of the rules before the edit never ended")
	}
	meterSettled(t, m, e)
	for _, v := range e.meter.rep.Alone.Visits {
		if v.Square == 52 {
			t.Errorf("the figures of the board before the edit are shown: %+v", v)
		}
	}
}

// The page words the worst warning of each kind, however many tables call
// for one: all of them would push the panel's foot off a phone.
func TestBalanceMeterWarnsOnceAKind(t *testing.T) {
	var m edMeter
	rep := &balance.Report{Alone: balance.Alone{Exact: true, Turns: []float64{0, 0.5, 0.5}, MeanTurns: 1.5}}
	for n := 2; n <= 6; n++ {
		rep.Warnings = append(rep.Warnings, balance.Warning{Kind: balance.RarelyEnds, Seats: n, Value: float64(n) / 10},
			balance.Warning{Kind: balance.Long, Seats: n, Value: float64(60 + n)})
	}
	m.take(0, rep, nil)
	want := say("ui.meter.warn.never", 6, share(0.6)) + " " + say("ui.meter.warn.long", 6, 66)
	if m.w.warn != want {
		t.Errorf("the page warns %q, want %q", m.w.warn, want)
	}
}
