package scenes

import (
	"bytes"
	"image"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/engine"
	"goose/engine/balance"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
)

// The science page (issue 28), from the rules page's balance tab
// (rulesmeter.go): the figures of the rules being played beside the
// published ones, with how each is known, a chart of how long games last,
// and their export as CSV. A build without the meter (meterOffered) links
// none of it.

// openScience is the science page of the rules page's rules.
func openScience(c *Context, p *RulesPage) Scene {
	if !meterOffered {
		return nil
	}
	return NewSciencePage(c, p, p.rules, p.seats(c), p.sci.report())
}

// SciencePage shows the figures of the rules being played beside the
// published ones.
type SciencePage struct {
	back  Scene
	next  Scene
	form  *form.Form
	rules engine.Rules
	seats int           // the table whose games the chart shows
	m     meter         // the rules' figures
	model meter         // dutch: two seats as the published model plays them
	as    *engine.Rules // the rules the model plays, if any
	w     scienceWords
	chart image.Rectangle // the chart's room, and beneath it what the page leaves over
	more  image.Rectangle
	files fileAsk // the save dialog of an export, under way
	autoT int
}

// scienceWords are the page's words and its chart, set when figures come.
type scienceWords struct {
	title, alone, table, rollouts, legend, how, note string
	rows                                             [][3]string // a published figure: what, published, here
	bars, line                                       []float64   // the chart: one goose's turns, the table's rounds, tallest 1
	axis                                             [2]string
}

// The published figures (Groote, Wiedijk and Zantema, SIAM Review 58(1),
// 2016): engine/balance's tests reproduce the dutch ones to 4 decimals.
const (
	siamFirst, siamSecond, siamNever = 0.3936, 0.3800, 0.2264
	soloPublished                    = 28.81
	// scienceGames are the model's games of two seats: a share within about
	// ±0.35 % (one standard error) on the desktop.
	scienceGames = 20_000
)

// NewSciencePage shows the science of rules r for a table of seats; rep, if
// not nil, is their figures already measured (the rules page's).
func NewSciencePage(c *Context, back Scene, r engine.Rules, seats int, rep *balance.Report) *SciencePage {
	s := &SciencePage{back: back, rules: r, seats: min(max(seats, 2), 6)} // the meter's tables are 2 to 6
	if rep != nil {
		s.m.take(0, rep, nil)
	} else {
		s.m.start(r, meterOptions(), meterTime)
	}
	if model := r; isPreset(&r, "dutch") && model.Apply("deadlock=draw") == nil {
		s.as = &model
		s.model.changed() // measured after the rules' own figures (Update)
	}
	text := func(f func() string) *form.Node { return form.TextOf(f).In(form.Small) }
	soft := func(f func() string) *form.Node { return text(f).Ink(ui.InkSoft) }
	ready := func() bool { return s.m.rep != nil }
	// The figures' columns a quarter of the row each: at 200 % on a phone a
	// fifth left French's "38,00 %" 69 px of the 71 it needs.
	rows := []*form.Node{form.Row(form.Box(nil, nil).Grow(2), form.Text("ui.science.published").In(form.Small).Right(),
		form.Text("ui.science.here").In(form.Small).Right()).Keep()}
	for i := range 3 {
		cell := func(j int) func() string {
			return func() string {
				if i < len(s.w.rows) {
					return s.w.rows[i][j]
				}
				return ""
			}
		}
		rows = append(rows, form.Row(text(cell(0)).Grow(2), text(cell(1)).Right(), text(cell(2)).Right()).Keep().
			When(func() bool { return i < len(s.w.rows) }))
	}
	s.form = form.New(sayID, form.Margin(24, 14, form.Panel(form.Col(
		form.HeadingOf(func() string { return s.w.title }).Ink(ui.Madder),
		form.Rule().H(6),
		text(func() string { return s.w.alone }),
		soft(func() string { return say("ui.science.exact") }).When(func() bool { return s.w.bars != nil }),
		text(func() string { return s.w.table }).When(func() bool { return s.w.table != "" }),
		soft(func() string { return s.w.rollouts }).When(func() bool { return s.w.rollouts != "" }),
		// The chart's least height is 70 units grown with the text size (at
		// 200 % on a phone its axis's figures left the bars 25 px).
		form.BoxFor(func(th *ui.Theme, _ float64) float64 { return th.S(70) * th.Text }, func(r image.Rectangle) { s.chart = r }).When(func() bool { return s.w.bars != nil }),
		form.Fill(func(r image.Rectangle) { s.more = r }).When(func() bool { return s.w.bars != nil }),
		soft(func() string { return s.w.legend }).When(func() bool { return s.w.bars != nil }),
		form.Col(rows...).Gap(2).When(func() bool { return len(s.w.rows) > 0 }),
		soft(func() string { return s.w.how }).When(func() bool { return s.w.how != "" }),
		form.Fill(nil).When(func() bool { return s.w.bars == nil }),
		form.TextLong(func() string { return s.w.note }).In(form.Small).When(func() bool { return s.w.note != "" }), // a path, broken where its line ends
		form.Row(
			form.Button("ui.science.export", func() { s.export(c) }).Enabled(func() bool { return ready() && s.files.idle() }),
			form.Button("ui.back", func() { s.next = s.back }).Primary().Key(ebiten.KeyEscape),
		),
	).Gap(6)).Pad(22)))
	s.word()
	return s
}

// isPreset reports whether r plays preset name's board (an own board may
// take a preset's name; the published figures are of the preset's).
func isPreset(r *engine.Rules, name string) bool {
	p, err := engine.Preset(name)
	return err == nil && r.Name == name && slices.Equal(p.Board.Squares, r.Board.Squares)
}

func (s *SciencePage) Name() string { return "science" }

// Form is the page's controls.
func (s *SciencePage) Form() *form.Form { return s.form }

func (s *SciencePage) Layout(c *Context) {
	s.word()
	s.form.Refresh()
	s.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
}

func (s *SciencePage) Update(c *Context) Scene {
	if s.m.poll() || s.model.poll() || s.files.poll() {
		s.word()
		s.form.Refresh()
	}
	// One measure at a time: a browser's page, one thread, draws only when
	// no measure is due to run (offLoopPause).
	if s.model.due() && !s.m.busy {
		s.model.start(*s.as, balance.Options{Seats: []int{2}, Games: scienceGames / rolloutShare, Seed: 1}, 20*time.Second)
	}
	if s.m.rep != nil && !s.model.busy && !s.model.due() {
		c.Shot("science") // with its figures
	}
	if c.Opt.Autoplay {
		if s.autoT++; s.autoT > 15 {
			return s.back
		}
	}
	if c.In.Key(ebiten.KeyEscape) {
		return s.back
	}
	s.next = nil
	s.form.Update(&c.In)
	return s.next
}

// Resting: once its figures have come (they are measured off the loop, and
// drawn as they come: the form's words change).
func (s *SciencePage) Resting(*Context) bool { return !s.m.busy && !s.model.busy && !s.model.due() }

// leave stops the measures under way.
func (s *SciencePage) leave() {
	s.m.halt()
	s.model.halt()
}

func (s *SciencePage) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	s.form.Draw(dst, c.Th)
	r := s.chart
	if s.more.Dy() > 0 { // the chart grows into the room the page leaves
		r.Max.Y = s.more.Max.Y
	}
	if r.In(dst.Bounds()) { // as the form draws a control: wholly in view, or not (a page scrolled at a large text size)
		drawLengths(dst, c.Th, r, s.w.bars, s.w.line, s.w.axis)
	}
}

// word words the figures that have come, in the page's language.
func (s *SciencePage) word() {
	w := scienceWords{title: say("ui.science.title", narrate.RulesName(s.rules.Name)), alone: say("ui.meter.working"), note: s.w.note}
	defer func() { s.w = w }()
	rep := s.m.rep
	if rep == nil {
		if s.m.got == s.m.want && !s.m.busy {
			w.alone = say("ui.meter.failed")
		}
		return
	}
	a := &rep.Alone
	w.alone = s.m.w.head
	var tb *balance.Table
	for i := range rep.Tables {
		if rep.Tables[i].Seats == s.seats && rep.Tables[i].Games > 0 {
			tb = &rep.Tables[i]
		}
	}
	if tb != nil {
		w.table = say("ui.science.table", tb.Seats, decimal(tb.MeanRounds), share(tb.Wins[0]), share(1/float64(tb.Seats)))
		w.rollouts = say("ui.science.rollouts", tb.Games, percentTo(tb.SE(0.5), 1))
	}
	if a.Exact {
		last := turnsBetween(a.Turns, 0.99)
		var rounds []float64
		if tb != nil {
			rounds = tb.Rounds
			last = max(last, turnsBetween(rounds, 0.99))
			w.legend = say("ui.science.chart", tb.Seats)
		}
		w.bars, w.line = scaled(a.Turns, last), scaled(rounds, last)
		w.axis = [2]string{"1", strconv.Itoa(last)}
	}
	s.published(&w, rep)
}

// published sets the rows of the published figures the rules have.
func (s *SciencePage) published(w *scienceWords, rep *balance.Report) {
	switch {
	case isPreset(&s.rules, "dutch"):
		here := [3]string{"…", "…", "…"}
		if r := s.model.rep; r != nil && len(r.Tables) == 1 && r.Tables[0].Games > 0 {
			t := &r.Tables[0]
			for i, p := range []float64{t.Wins[0], t.Wins[1], t.NeverEnds} {
				here[i] = say("ui.science.pm", percentTo(p, 1), percentTo(t.SE(p), 1))
			}
			w.how = say("ui.science.siam.how", t.Games)
		}
		w.rows = [][3]string{
			{say("ui.science.siam.first"), percentTo(siamFirst, 2), here[0]},
			{say("ui.science.siam.second"), percentTo(siamSecond, 2), here[1]},
			{say("ui.science.siam.never"), percentTo(siamNever, 2), here[2]},
		}
	case isPreset(&s.rules, "classic") && rep.Alone.Exact:
		w.rows = [][3]string{{say("ui.science.solo"), number(soloPublished, 2), say("ui.science.exactly", number(rep.Alone.MeanTurns, 2))}}
		w.how = say("ui.science.solo.why")
	}
}

// scaled is p[1..last] over its tallest (nil if empty).
func scaled(p []float64, last int) []float64 {
	if len(p) < 2 {
		return nil
	}
	out := make([]float64, last)
	top := 0.0
	for k := 1; k <= last && k < len(p); k++ {
		out[k-1] = p[k]
		top = max(top, p[k])
	}
	if top == 0 {
		return nil
	}
	for i := range out {
		out[i] /= top
	}
	return out
}

// number is x to d decimals, with the language's decimal mark.
func number(x float64, d int) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', d, 64), ".", say("ui.meter.point"), 1)
}

// percentTo is a chance in per cent to d decimals.
func percentTo(p float64, d int) string { return say("ui.meter.percent", number(p*100, d)) }

// export writes the figures as CSV (balance.WriteCSV) and says where: in a
// browser a download, on the desktop where the player says (the system's
// save dialog, as the editor's export) or in their Documents, the full path.
func (s *SciencePage) export(c *Context) {
	var buf bytes.Buffer
	err := balance.WriteCSV(&buf, s.m.rep)
	name := strings.TrimSuffix(exportName(s.rules.Name), ".goose.json") + ".figures.csv"
	switch {
	case err != nil:
	case c.Download != nil:
		if err = c.Download(name, buf.Bytes()); err == nil {
			s.w.note = say("ui.science.downloaded", name)
			return
		}
	default:
		s.files.export("ui.file.exportFigures", name, "", buf.Bytes(), func(path string, err error) {
			s.w.note = say("ui.science.exported", path)
			if err != nil {
				s.w.note = say("ui.science.notExported", err)
			}
		})
		return
	}
	s.w.note = say("ui.science.notExported", err)
}

// drawLengths draws how long games last, in r: bars (one goose alone) and a
// line over them (a table's games), each over its tallest, the first and the
// last turn beneath.
func drawLengths(dst *ebiten.Image, th *ui.Theme, r image.Rectangle, bars, line []float64, axis [2]string) {
	n := len(bars)
	if n == 0 || r.Empty() {
		return
	}
	lh := th.Tiny.Size * 1.2
	x0, w := float64(r.Min.X), float64(r.Dx())
	base, h := float64(r.Max.Y)-lh, float64(r.Dy())-lh
	bw := w / float64(n)
	for i, b := range bars {
		ui.FillRect(dst, x0+float64(i)*bw, base-b*h, max(1, bw*0.8), b*h, ui.Indigo)
	}
	lw := float32(max(1.5, th.S(2))) // not antialiased: the segments batch as the bars do (a software GL draws them each frame)
	for i := 1; i < len(line) && i < n; i++ {
		xa, xb := x0+(float64(i)-0.6)*bw, x0+(float64(i)+0.4)*bw
		vector.StrokeLine(dst, float32(xa), float32(base-line[i-1]*h), float32(xb), float32(base-line[i]*h), lw, ui.Madder, false)
	}
	ui.FillRect(dst, x0, base, w, max(1, th.S(1)), ui.InkSoft)
	ui.Text(dst, axis[0], th.Tiny, x0, base, ui.InkSoft, ui.Left)
	ui.Text(dst, axis[1], th.Tiny, x0+w, base, ui.InkSoft, ui.Right)
}
