package scenes

import (
	"bytes"
	"context"
	"encoding/csv"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/balance"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// settle runs the screen until done says so (a measure off the loop:
// bounded polling).
func settle(t *testing.T, m *Manager, what string, done func() bool) {
	t.Helper()
	for start := time.Now(); !done(); time.Sleep(5 * time.Millisecond) {
		if time.Since(start) > 30*time.Second {
			t.Fatalf("%s: not done after 30 s", what)
		}
		step(t, m, 1)
	}
}

// shows reports whether the current screen shows words (a control or a
// text) that say label, as a player reads them.
func showsWords(t *testing.T, m *Manager, label string) bool {
	t.Helper()
	_, ok := labelledAny(t, m, label)
	return ok
}

// TestRulesPageBalanceTab (issue 28): the rules page's Balance tab shows the
// meter of the rules shown, worked out off the loop: the exact turns of one
// goose alone (RULES §2, §4) of classic, then of french when the next preset
// is shown; from it the science page, and back.
func TestRulesPageBalanceTab(t *testing.T) {
	m := newManager(t, nil)
	m.C.Settings.Setup.Rules = "classic"
	click(t, m, control(t, m, "ui.rules").Rect)
	p, ok := m.Current().(*RulesPage)
	if !ok {
		t.Fatalf("the rules button led to %s", m.Current().Name())
	}
	if p.sci.m.busy {
		t.Fatal("the meter is measured before its tab is shown")
	}
	click(t, m, control(t, m, "ui.ed.tab.meter").Rect)
	settle(t, m, "the classic meter", func() bool { return p.sci.m.due() == false && !p.sci.m.busy })
	for _, name := range []string{"classic", "french"} {
		r, _ := engine.Preset(name)
		a, err := balance.ExactAlone(context.Background(), &r)
		if err != nil {
			t.Fatal(err)
		}
		want := say("ui.meter.alone", decimal(a.MeanTurns), turnsBetween(a.Turns, 0.05), turnsBetween(a.Turns, 0.95))
		if !showsWords(t, m, want) {
			t.Errorf("%s: the balance tab does not say %q", name, want)
		}
		if name == "classic" {
			click(t, m, control(t, m, "ui.nextPreset").Rect)
			settle(t, m, "the french meter", func() bool { return !p.sci.m.due() && !p.sci.m.busy })
		}
	}
	click(t, m, control(t, m, "ui.science").Rect)
	s, ok := m.Current().(*SciencePage)
	if !ok || s.rules.Name != "french" || s.m.rep == nil {
		t.Fatalf("the science button led to %s", m.Current().Name())
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if m.Current() != p {
		t.Errorf("back from the science page led to %s", m.Current().Name())
	}
}

// TestRulesPageMetersTheGameBeingPlayed: from a game, the rules page's
// meter is of the rules being played: spanish (RULES §4.9), and a board of
// one's own (§7.3).
func TestRulesPageMetersTheGameBeingPlayed(t *testing.T) {
	for _, own := range []bool{false, true} {
		m := newManager(t, nil)
		s := store.DefaultSetup()
		s.Rules = "spanish"
		if own {
			s.Board, s.OwnBoard = []byte(littleRace), true
		}
		r, err := s.BaseRules()
		if err != nil {
			t.Fatal(err)
		}
		pl := startPlay(t, m, s)
		p := NewRulesPage(m.C, pl)
		m.cur = p
		p.Layout(m.C)
		click(t, m, control(t, m, "ui.ed.tab.meter").Rect)
		settle(t, m, r.Name+"'s meter", func() bool { return !p.sci.m.due() && !p.sci.m.busy })
		a, _ := balance.ExactAlone(context.Background(), &r)
		if got := p.sci.m.rep; got == nil || got.Alone.MeanTurns != a.MeanTurns || got.Rules != r.Name {
			t.Fatalf("the rules page of a game of %s measures %+v", r.Name, got)
		}
		if p.seats(m.C) != len(pl.g.State.Seats) {
			t.Errorf("the science page would chart %d seats, the game has %d", p.seats(m.C), len(pl.g.State.Seats))
		}
	}
}

// sciencePage opens the science page of preset name for seats, its figures come.
func sciencePage(t *testing.T, m *Manager, name string, seats int) *SciencePage {
	t.Helper()
	r, _ := engine.Preset(name)
	s := NewSciencePage(m.C, NewTitle(m.C), r, seats, nil)
	m.cur = s
	s.Layout(m.C)
	settle(t, m, name+"'s science", func() bool { return !s.m.busy && !s.model.busy && !s.model.due() })
	return s
}

// TestSciencePageDutch (RULES §4.8): the dutch page shows the published
// figures of the mCRL2 model beside its own, played as the model plays
// them, each within 3σ of the published one; and says how they are known.
func TestSciencePageDutch(t *testing.T) {
	m := newManager(t, nil)
	s := sciencePage(t, m, "dutch", 3)
	if len(s.w.rows) != 3 {
		t.Fatalf("%d published rows", len(s.w.rows))
	}
	tb := s.model.rep.Tables[0]
	for i, c := range []struct {
		what      narrate.ID
		published float64
		here      float64
	}{{"ui.science.siam.first", siamFirst, tb.Wins[0]}, {"ui.science.siam.second", siamSecond, tb.Wins[1]}, {"ui.science.siam.never", siamNever, tb.NeverEnds}} {
		row := s.w.rows[i]
		if row[0] != say(c.what) || !showsWords(t, m, row[0]) || !showsWords(t, m, percentTo(c.published, 2)) {
			t.Errorf("row %d: %q", i, row)
		}
		if want := say("ui.science.pm", percentTo(c.here, 1), percentTo(tb.SE(c.here), 1)); row[2] != want || !showsWords(t, m, want) {
			t.Errorf("row %d says %q here, want %q", i, row[2], want)
		}
		if math.Abs(c.here-c.published) > 3*tb.SE(c.published) {
			t.Errorf("%s: %.4f over %d games, published %.4f", c.what, c.here, tb.Games, c.published)
		}
	}
	for _, words := range []string{say("ui.science.exact"), say("ui.science.siam.how", tb.Games), s.w.rollouts} {
		if words == "" || !showsWords(t, m, words) {
			t.Errorf("the page does not say %q", words)
		}
	}
	if tb.Games != scienceGames/rolloutShare {
		t.Errorf("the model played %d games, want %d", tb.Games, scienceGames/rolloutShare)
	}
	if len(s.w.bars) == 0 || len(s.w.line) != len(s.w.bars) || !strings.Contains(s.w.legend, "3") {
		t.Errorf("the chart: %d bars, a line of %d, legend %q", len(s.w.bars), len(s.w.line), s.w.legend)
	}
}

// TestSciencePageClassic: the classic page sets the published 28.81 turns of
// a goose alone beside its exact figure, and says why they differ.
func TestSciencePageClassic(t *testing.T) {
	m := newManager(t, nil)
	s := sciencePage(t, m, "classic", 4)
	mean := s.m.rep.Alone.MeanTurns
	if len(s.w.rows) != 1 || !showsWords(t, m, number(soloPublished, 2)) || !showsWords(t, m, say("ui.science.exactly", number(mean, 2))) ||
		!showsWords(t, m, say("ui.science.solo.why")) {
		t.Errorf("the classic page: %q", s.w.rows)
	}
	if s.model.busy || s.model.rep != nil || s.model.due() {
		t.Error("the dutch model was played for classic")
	}
	french := sciencePage(t, m, "french", 4)
	if len(french.w.rows) != 0 || french.w.how != "" {
		t.Errorf("french has no published figures, yet shows %q", french.w.rows)
	}
}

// TestScienceExport: Export writes the figures as CSV (balance.WriteCSV):
// on the desktop a file in the player's folder (no dialog in a test), whose
// full path the page says; in a browser a download.
func TestScienceExport(t *testing.T) {
	m := newManager(t, nil)
	s := sciencePage(t, m, "classic", 2)
	ownHome(t)
	click(t, m, control(t, m, "ui.science.export").Rect)
	answered(t, m, &s.files)
	name := "classic.figures.csv"
	data := exported(t, name)
	home, _ := os.UserHomeDir()
	if want := say("ui.science.exported", filepath.Join(home, name)); !showsWords(t, m, want) {
		t.Errorf("the page says %q, want %q", s.w.note, want)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		if r[0] == "alone.meanTurns" {
			v, _ := strconv.ParseFloat(r[3], 64)
			found = v == s.m.rep.Alone.MeanTurns
		}
	}
	if !found {
		t.Errorf("the CSV has no alone.meanTurns of %.4f: %d rows", s.m.rep.Alone.MeanTurns, len(rows))
	}
	var got []byte
	m.C.Download = func(n string, d []byte) error { got = d; name = n; return nil }
	click(t, m, control(t, m, "ui.science.export").Rect)
	if !bytes.Equal(got, data) || !showsWords(t, m, say("ui.science.downloaded", name)) {
		t.Errorf("the browser's export: %d bytes as %s; the page says %q", len(got), name, s.w.note)
	}
}

// sciencePages are the science pages the fit test draws: dutch's and
// classic's, with the figures of rep and the longest note (none in a build
// without the meter).
func sciencePages(m *Manager, back Scene, rep *balance.Report) map[string]Scene {
	if !meterOffered {
		return nil
	}
	of := func(name string) *SciencePage {
		r, _ := engine.Preset(name)
		s := NewSciencePage(m.C, back, r, 6, rep)
		s.model.take(s.model.want, &balance.Report{Tables: rep.Tables[:1]}, nil) // the dutch model's two seats
		s.w.note = say("ui.science.exported", "/home/someone-with-a-long-name/.config/goose/classic.figures.csv")
		s.word()
		return s
	}
	return map[string]Scene{"science (dutch)": of("dutch"), "science (classic)": of("classic")}
}

// The rules page's balance tab and the science page allocate nothing a tick
// once their figures have come (their words are set when figures come).
func TestScienceTickAllocatesNothing(t *testing.T) {
	m := newManager(t, nil)
	m.C.Settings.Setup.Rules = "dutch"
	click(t, m, control(t, m, "ui.rules").Rect)
	p := m.Current().(*RulesPage)
	click(t, m, control(t, m, "ui.ed.tab.meter").Rect)
	settle(t, m, "the dutch meter", func() bool { return !p.sci.m.due() && !p.sci.m.busy })
	step(t, m, 2)
	if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
		t.Errorf("the balance tab: %.1f allocations a tick", n)
	}
	click(t, m, control(t, m, "ui.science").Rect)
	s := m.Current().(*SciencePage)
	settle(t, m, "the dutch science", func() bool { return !s.m.busy && !s.model.busy && !s.model.due() })
	step(t, m, 2)
	if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
		t.Errorf("the science page: %.1f allocations a tick", n)
	}
}

// The science page draws its figures when they come, though no input comes,
// and then rests: it is not drawn again until input comes (issue 17: a
// still screen costs next to nothing; a software GL draws its chart slowly).
func TestSciencePageRestsOnceItsFiguresCome(t *testing.T) {
	m := newManager(t, nil)
	m.Rest = true
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	m.C.Settings.Setup.Rules = "dutch"
	click(t, m, control(t, m, "ui.rules").Rect)
	click(t, m, control(t, m, "ui.ed.tab.meter").Rect)
	p := m.Current().(*RulesPage)
	settle(t, m, "the rules page's meter", func() bool { m.Draw(screen); return !p.sci.m.due() && !p.sci.m.busy })
	click(t, m, control(t, m, "ui.science").Rect)
	s := m.Current().(*SciencePage)
	for range sleepTicks { // still, while the dutch model is measured
		step(t, m, 1)
		m.Draw(screen)
	}
	settle(t, m, "the science page", func() bool { m.Draw(screen); return s.model.rep != nil })
	drawn := 0
	for range sleepTicks + 10 {
		step(t, m, 1)
		if m.Drawn() {
			drawn++
		}
		m.Draw(screen)
	}
	if drawn == 0 || drawn > redrawFrames {
		t.Errorf("the science page was drawn %d times in %d frames after its figures came: want them drawn, then rest", drawn, sleepTicks+10)
	}
}

// On the balance tab the rules' words are not shown, and neither is their
// squares' help: H, or a pointer where a picture was, opens no card, and a
// card open on the rules' tab goes with them.
func TestBalanceTabHasNoSquareHelp(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyR)
	p := m.Current().(*RulesPage)
	var sq []int
	for _, s := range p.sections {
		sq = append(sq, s.Squares...)
	}
	typeChar(t, m, 'h')
	wantCard(t, &p.sqHelp, sq[0], helpByKeys, "H")
	x, y := cellPoint(t, p, sq[0]) // (in view: H scrolled to it)
	click(t, m, control(t, m, "ui.ed.tab.meter").Rect)
	if p.sqHelp.at != -1 {
		t.Errorf("the card of square %d stays on the balance tab", p.sqHelp.at)
	}
	typeChar(t, m, 'h')
	hoverOn(t, m, x, y)
	if p.sqHelp.at != -1 {
		t.Errorf("square %d's help opened on the balance tab", p.sqHelp.at)
	}
}
