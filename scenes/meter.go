package scenes

import (
	"context"
	"errors"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/balance"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
)

// The balance meter (issue 28): the figures of engine/balance for a rule
// set, worked out off the game loop, worded and drawn. The editor's balance
// page (editormeter.go), the rules page's (science.go) and the science page
// show it; this is the one place that words and draws it.
const (
	// meterTime bounds a measure: the games stop where they are when it
	// comes (each table size has played some), so the figures follow an edit
	// within a second; a browser, several times slower, has as many seconds
	// as it plays fewer games, so that the exact part of a long board ends.
	meterTime = 900 * time.Millisecond * rolloutShare
	// meterSlice is how long a measure runs before it lets a page in a
	// browser, which has one thread, draw a frame.
	meterSlice = 4 * time.Millisecond
	// meterRow is a row of the table of seats, in theme units: a row of
	// headings, then one for each table size of balance.Options' defaults.
	meterRow  = 17
	meterRows = 6
)

// meter is the balance figures of a rule set: the last measured, the
// measure under way, and their words (set when an answer comes, never per
// frame).
type meter struct {
	want, got int // the version of the rules wanted, and of those shown
	busy      bool
	stop      context.CancelFunc
	done      chan meterAnswer
	rep       *balance.Report // nil: none (a fault, or not yet measured)
	w         meterWords
	chart     image.Rectangle // where the distribution of turns is drawn
	table     image.Rectangle // where the tables of 2 to 6 seats are
	rows      meterTable      // how its rows are laid out (metertable.go)
}

type meterAnswer struct {
	v   int
	rep *balance.Report
	err error
}

// meterWords is what the page says, worded when the figures come.
type meterWords struct {
	head, visits, warn string
	bars               []float64 // the chart's bars: the chance of ending on each turn, tallest 1
	mean               float64   // where the mean falls among the bars
	axis               [3]string // the chart's turns: the first, the mean, the last
	cells              [][]string
}

// changed says the rules changed: the measure under way stops, and the
// figures are asked again.
func (m *meter) changed() {
	m.want++
	if m.busy {
		m.stop()
	}
}

// poll takes a measure that has come. It reports whether the figures (and
// their words) changed. It allocates nothing unless a measure ended.
func (m *meter) poll() bool {
	if !m.busy {
		return false
	}
	select {
	case a := <-m.done:
		m.busy = false
		if a.v == m.want && !errors.Is(a.err, context.Canceled) { // (cancelled by leave: asked again)
			m.take(a.v, a.rep, a.err)
			return true
		}
	default:
	}
	return false
}

// due reports whether the figures shown are not of the rules as they are,
// and none is being measured.
func (m *meter) due() bool { return !m.busy && m.got != m.want }

// halt stops the measure under way: its screen is left (a cancelled measure
// is not shown: back on the page it is asked again).
func (m *meter) halt() {
	if m.busy {
		m.stop()
	}
}

// start measures r on a goroutine of its own, for at most limit (a page in
// a browser lets it run between frames: yielding).
func (m *meter) start(r engine.Rules, o balance.Options, limit time.Duration) {
	if m.done == nil {
		m.done = make(chan meterAnswer, 1)
	}
	ctx, stop := context.WithTimeout(context.Background(), limit)
	m.stop, m.busy = stop, true
	v, done, measure := m.want, m.done, measuring
	go func() {
		defer stop()
		rep, err := measure(&yielding{Context: ctx, last: time.Now()}, &r, o)
		done <- meterAnswer{v, rep, err}
	}()
}

// measuring is the meter's measure: measureBoard, or in a test one that
// holds until it is stopped (a measure's speed is the machine's).
var measuring = measureBoard

// measureBoard measures a board for the meter; a build without the meter
// (meterOffered) links none of the measure.
func measureBoard(ctx context.Context, r *engine.Rules, o balance.Options) (*balance.Report, error) {
	if !meterOffered {
		return nil, errors.New("no balance meter in this build")
	}
	return balance.Measure(ctx, r, o)
}

// yielding is a context whose every look at Err, once meterSlice has gone,
// pauses (offLoopPause: in a browser the page draws meanwhile).
type yielding struct {
	context.Context
	last time.Time
}

func (y *yielding) Err() error {
	if time.Since(y.last) > meterSlice {
		offLoopPause()
		y.last = time.Now()
	}
	return y.Context.Err()
}

// take shows the figures of version v (rep nil: the board's faults, or err).
func (m *meter) take(v int, rep *balance.Report, err error) {
	m.got, m.rep = v, rep
	m.w = meterWords{}
	switch {
	case rep == nil && err != nil:
		m.w.head = say("ui.meter.failed")
	case rep == nil:
		m.w.head = say("ui.meter.faulty")
	default:
		m.word(rep)
	}
}

// word words a report.
func (m *meter) word(rep *balance.Report) {
	a := &rep.Alone
	if !a.Exact {
		m.w.head = say("ui.meter.noAlone")
	} else {
		lo, hi := turnsBetween(a.Turns, 0.05), turnsBetween(a.Turns, 0.95)
		m.w.head = say("ui.meter.alone", decimal(a.MeanTurns), lo, hi)
		if a.NeverEnds >= 0.0005 {
			m.w.head += " " + say("ui.meter.aloneNever", share(a.NeverEnds))
		}
		m.bars(a)
		var visits []string
		for _, v := range a.Visits {
			visits = append(visits, say("ui.meter.visit", kindWord(v.Kind), v.Square, share(v.Chance)))
		}
		if len(visits) > 0 {
			m.w.visits = say("ui.meter.visits", strings.Join(visits, " · "))
		}
	}
	m.w.cells = append(m.w.cells, []string{"", say("ui.meter.wins"), say("ui.meter.endless")})
	for s := range len(balance.DefaultSecondsPerTurn) { // 1× to instant: the speeds the tables time
		m.w.cells[0] = append(m.w.cells[0], present.Speed(s).Label())
	}
	for _, t := range rep.Tables {
		row := []string{strconv.Itoa(t.Seats), "", share(max(t.NeverEnds, t.Deadlocks))}
		if t.Games == 0 {
			row[2] = "–"
		}
		for _, mins := range t.Minutes {
			row = append(row, duration(mins))
		}
		m.w.cells = append(m.w.cells, row)
	}
	// The worst warning of each kind: a page that lists them all would push
	// the panel's foot off a phone.
	var worst [3]*balance.Warning
	for i := range rep.Warnings {
		if w := &rep.Warnings[i]; int(w.Kind) < len(worst) && (worst[w.Kind] == nil || w.Value > worst[w.Kind].Value) {
			worst[w.Kind] = w
		}
	}
	var warn []string
	for _, w := range worst {
		if w != nil {
			warn = append(warn, warning(*w))
		}
	}
	m.w.warn = strings.Join(warn, " ")
}

// bars are the chances of ending on each turn up to the one by which 99 in
// a hundred games of one goose are over.
func (m *meter) bars(a *balance.Alone) {
	last := turnsBetween(a.Turns, 0.99)
	top := 0.0
	for _, p := range a.Turns[:last+1] {
		top = max(top, p)
	}
	if top == 0 {
		return
	}
	for _, p := range a.Turns[1 : last+1] {
		m.w.bars = append(m.w.bars, p/top)
	}
	m.w.mean = a.MeanTurns
	m.w.axis = [3]string{"1", decimal(a.MeanTurns), strconv.Itoa(last)}
}

// turnsBetween is the turn by which a share q of the games that end are over.
func turnsBetween(turns []float64, q float64) int {
	all := 0.0
	for _, p := range turns {
		all += p
	}
	sum := 0.0
	for k, p := range turns {
		if sum += p; sum >= q*all {
			return k
		}
	}
	return len(turns) - 1
}

func warning(w balance.Warning) string {
	switch {
	case w.Kind == balance.RarelyEnds && w.Seats == 1:
		return say("ui.meter.warn.aloneNever", share(w.Value))
	case w.Kind == balance.RarelyEnds:
		return say("ui.meter.warn.never", w.Seats, share(w.Value))
	case w.Kind == balance.Favoured:
		return say("ui.meter.warn.favoured", w.Seats, narrate.Place(w.Place+1), share(w.Value), share(1/float64(w.Seats)))
	}
	return say("ui.meter.warn.long", w.Seats, int(math.Round(w.Value)))
}

// decimal is x to one decimal, with the language's decimal mark.
func decimal(x float64) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', 1, 64), ".", say("ui.meter.point"), 1)
}

// share is a chance in per cent: whole above 10 %, to a tenth below.
func share(p float64) string {
	if p*100 >= 9.95 || p == 0 {
		return say("ui.meter.percent", strconv.Itoa(int(math.Round(p*100))))
	}
	return say("ui.meter.percent", decimal(p*100))
}

// duration is a game's expected length: in minutes, or seconds under one.
func duration(mins float64) string {
	switch {
	case mins >= 9.95:
		return say("ui.meter.min", strconv.Itoa(int(math.Round(mins))))
	case mins >= 1:
		return say("ui.meter.min", decimal(mins))
	}
	return say("ui.meter.sec", strconv.Itoa(max(1, int(math.Round(mins*60)))))
}

// node is the figures: one goose alone and its chart, the squares that
// hold or send back, the tables of 2 to 6 seats, the warnings.
func (m *meter) node() *form.Node {
	alone := func() bool { return len(m.w.bars) > 0 }
	return form.Col(
		form.TextOf(func() string {
			if m.got != m.want && m.w.head == "" {
				return say("ui.meter.working")
			}
			return m.w.head
		}).In(form.Small),
		form.BoxFor(func(th *ui.Theme, _ float64) float64 { return th.Tall(44, th.Tiny) }, // the bars as tall at any text size, the turns' words larger
			func(r image.Rectangle) { m.chart = r }).When(alone),
		form.TextOf(func() string { return m.w.visits }).In(form.Small).When(func() bool { return m.w.visits != "" }),
		form.BoxFor(m.tableHeight, func(r image.Rectangle) { m.table = r }).
			When(func() bool { return len(m.w.cells) > 1 }),
		form.TextOf(func() string { return m.w.warn }).In(form.Small).Ink(ui.Madder).When(func() bool { return m.w.warn != "" }),
	).Gap(6)
}

// draw draws the chart and the table of seats (words set beforehand), each
// when f shows its room whole (a form that scrolls shows whole controls).
func (m *meter) draw(dst *ebiten.Image, th *ui.Theme, f *form.Form) {
	if f.Visible(m.chart) {
		m.drawChart(dst, th)
	}
	if f.Visible(m.table) {
		m.drawTable(dst, th)
	}
}

// ink is c, or a soft ink while the figures shown are of the rules before
// an edit (until the new ones come).
func (m *meter) ink(c color.RGBA) color.RGBA {
	if m.got != m.want {
		return ui.InkSoft
	}
	return c
}

// drawChart draws the chances of ending on each turn as bars, the mean
// marked, the turns beneath.
func (m *meter) drawChart(dst *ebiten.Image, th *ui.Theme) {
	n := len(m.w.bars)
	if n == 0 || m.chart.Empty() {
		return
	}
	r := m.chart
	lh := th.Tiny.Size * 1.2
	x0, w := float64(r.Min.X), float64(r.Dx())
	base, h := float64(r.Max.Y)-lh, float64(r.Dy())-lh
	bw := w / float64(n)
	for i, b := range m.w.bars {
		ui.FillRect(dst, x0+float64(i)*bw, base-b*h, max(1, bw*0.8), b*h, m.ink(ui.Indigo))
	}
	ui.FillRect(dst, x0, base, w, max(1, th.S(1)), ui.InkSoft)
	mx := x0 + (m.w.mean-0.5)*bw
	ui.FillRect(dst, mx, base-h, max(1, th.S(2)), h, ui.Madder)
	ui.Text(dst, m.w.axis[0], th.Tiny, x0, base, ui.InkSoft, ui.Left)
	ui.Text(dst, m.w.axis[1], th.Tiny, mx, base, ui.Madder, ui.Center)
	ui.Text(dst, m.w.axis[2], th.Tiny, x0+w, base, ui.InkSoft, ui.Right)
}

// drawTable draws a row for each table size: its seats, the wins by place
// (a bar each, the fair share marked), how often it never ends, and its
// length at each speed.
func (m *meter) drawTable(dst *ebiten.Image, th *ui.Theme) {
	if len(m.w.cells) < 2 || m.table.Empty() || m.rep == nil {
		return
	}
	r, face := m.table, th.Tiny
	w, rh := float64(r.Dx()), m.rows.h
	for i, row := range m.w.cells {
		y, x := float64(r.Min.Y)+float64(i)*rh, float64(r.Min.X)
		if m.rows.split {
			y = float64(r.Min.Y) + float64(2*i)*rh
		}
		for j, cell := range row {
			cw := m.rows.col(j) * w
			if m.rows.split && j == len(meterCols) { // the speeds on the row's second line
				x, y = float64(r.Min.X)+meterCols[0]*w, y+rh
			}
			switch {
			case i > 0 && j == 1:
				m.drawWins(dst, th, &m.rep.Tables[i-1], x, y, cw*0.9, rh)
			case j == 1:
				ui.Text(dst, cell, face, x, y, ui.InkSoft, ui.Left)
			case j > 0:
				ui.Text(dst, cell, face, x+cw*0.92, y, ui.Ink, ui.Right)
			default:
				ui.Text(dst, cell, face, x, y, ui.Ink, ui.Left)
			}
			x += cw
		}
	}
}

// drawWins draws a table's share of wins by place, the first to throw at
// left, against a dash at the fair share.
func (m *meter) drawWins(dst *ebiten.Image, th *ui.Theme, t *balance.Table, x, y, w, h float64) {
	n := float64(len(t.Wins))
	top := 2 / n // a bar the row's height is twice the fair share
	bw, bh := w/n, h*0.8
	base := y + h*0.9
	for k, p := range t.Wins {
		ink := m.ink(ui.Verdigris)
		if k == 0 {
			ink = m.ink(ui.Indigo)
		}
		v := min(p/top, 1) * bh
		ui.FillRect(dst, x+float64(k)*bw, base-v, max(1, bw*0.75), v, ink)
	}
	ui.FillRect(dst, x, base-bh/2, w, max(1, th.S(1)), ui.Madder)
}
