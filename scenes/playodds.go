package scenes

import (
	"image/color"
	"log"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/odds"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
)

// Rollouts of the live odds. A team game plays fifty to two hundred times
// slower a rollout (a legal list at every throw: BenchmarkOdds), so it is
// estimated with fewer: its bars are rougher (±1.1% rather than ±0.5%).
const (
	oddsRollouts       = 10_000
	oddsTeamRollouts   = 2000
	oddsChoiceRollouts = 500 // for each use of the dice offered to a person
)

// liveOdds works out each seat's chance of winning after every move, off the
// game loop (one goroutine at a time, on its own copy of the game), and keeps
// the answer until the model has shown the move it follows.
type liveOdds struct {
	est   *odds.Estimator
	work  *engine.Game // the copy the goroutine reads; the loop writes it only while idle
	done  chan oddsAnswer
	busy  bool
	left  atomic.Uint64 // counts the times the game was left: an estimate asked before stops
	moves int           // actions played: an answer is for the position after answer.moves
	asked int           // the moves of the last question (-1: none)

	next    oddsAnswer // an answer waiting for the model to catch up
	waiting bool
	shown   oddsAnswer // what the HUD shows
	has     bool
	ver     int // changes when shown changes

	legal []engine.Choice // the uses of the dice of the position asked about
	took  oddsTimes
}

// oddsTimes are figures for --stats: how long the estimates took.
type oddsTimes struct {
	count   int
	total   time.Duration
	longest time.Duration
}

// oddsAnswer is the estimate of one position and, when a person chooses there,
// the chance each legal use of the dice leads to (in the order of legal).
type oddsAnswer struct {
	moves    int
	est      odds.Estimate
	choices  []float64
	legal    []engine.Choice
	took     time.Duration
	rollouts int
	stopped  bool // the game was left meanwhile: no figures
}

func (lo *liveOdds) init() {
	lo.est = odds.New()
	lo.est.Pause = offLoopPause
	lo.done = make(chan oddsAnswer, 1)
	lo.asked = -1
}

// moved says the game has moved on: the odds are to be worked out again.
func (lo *liveOdds) moved() { lo.moves++ }

// tick collects a finished estimate, asks for the next one when the game has
// moved on, and shows the waiting answer once the model has caught up
// (drained). It allocates nothing unless a question is asked (once a move).
func (lo *liveOdds) tick(g *engine.Game, drained, on, person bool) {
	if lo.busy {
		select {
		case a := <-lo.done:
			lo.busy = false
			if a.stopped { // asked before the game was left: ask again
				lo.asked = -1
				break
			}
			lo.next, lo.waiting = a, true
			lo.took.count++
			lo.took.total += a.took
			lo.took.longest = max(lo.took.longest, a.took)
		default:
		}
	}
	if !lo.busy && on && lo.asked != lo.moves {
		lo.ask(g, person)
	}
	// A fast game may move on before the answer comes: it is shown anyway,
	// until the next one (the bars lag a move rather than stay empty).
	if lo.waiting && drained {
		lo.shown, lo.has, lo.waiting = lo.next, true, false
		lo.ver++
	}
}

// ask starts working out the odds of g's position on a copy.
func (lo *liveOdds) ask(g *engine.Game, person bool) {
	if lo.work == nil {
		lo.work, _ = engine.New(g.Rules, len(g.State.Seats), engine.NewPCG(1))
	}
	lo.work.CopyFrom(g)
	lo.asked, lo.busy = lo.moves, true
	lo.legal = lo.legal[:0]
	if person && g.Due() == engine.ActChoose {
		lo.legal = append(lo.legal, g.Legal()...)
	}
	est, work, moves, done := lo.est, lo.work, lo.moves, lo.done
	legal := append([]engine.Choice(nil), lo.legal...)
	left := lo.left.Load()
	est.Stop = func() bool { return lo.left.Load() != left } // (set while no estimate runs)
	go func() { done <- answerOdds(est, work, moves, legal) }()
}

// answerOdds estimates a position (off the game loop).
func answerOdds(est *odds.Estimator, g *engine.Game, moves int, legal []engine.Choice) oddsAnswer {
	start := time.Now()
	n := oddsRollouts / rolloutShare
	if g.Rules.Teams {
		n = oddsTeamRollouts / rolloutShare
	}
	a := oddsAnswer{moves: moves, est: est.Estimate(g, n), legal: legal, rollouts: n}
	if len(legal) > 0 {
		a.choices = est.Choices(g, oddsChoiceRollouts/rolloutShare, nil)
	}
	a.took = time.Since(start)
	a.stopped = est.Stop != nil && est.Stop()
	return a
}

// leave stops the estimate under way: its game is left (for another scene,
// which may come back to it: then the odds are asked again).
func (lo *liveOdds) leave() { lo.left.Add(1) }

// chanceOf is the chance the use of the dice ch leads to, if known for the position shown.
func (lo *liveOdds) chanceOf(ch engine.Choice) (float64, bool) {
	if !lo.has || lo.shown.moves != lo.moves || len(lo.shown.choices) != len(lo.shown.legal) {
		return 0, false
	}
	for i, l := range lo.shown.legal {
		if l == ch {
			return lo.shown.choices[i], true
		}
	}
	return 0, false
}

// percent is a chance as a whole percentage, never 0 or 100 while it is not certain.
func percent(p float64) int {
	v := int(p*100 + 0.5)
	switch {
	case v == 0 && p > 0:
		return 1
	case v == 100 && p < 1:
		return 99
	}
	return v
}

// drawOddsBar draws a seat's chance of winning: a printed gauge in the seat's
// colour, its percentage before it, right-aligned at x1. It returns where its
// percentage begins, for the seat's words to stop short of.
func drawOddsBar(dst *ebiten.Image, th *ui.Theme, col color.RGBA, p float64, x1, y float64, room oddsRoom) float64 {
	if room == oddsNone {
		return x1
	}
	x0, face := x1, th.Small
	if room == oddsBar {
		w, h := th.S(oddsBarW), th.S(10)
		x0 = x1 - w
		ui.FillRect(dst, x0, y, w, h, ui.PaperDark)
		ui.FillRect(dst, x0, y, w*p, h, col)
		ui.StrokeRect(dst, x0, y, w, h, max(1, th.S(1)), ui.Ink)
	}
	if room == oddsSmallFigure {
		face = th.Tiny
	}
	ui.Text(dst, narrate.M("ui.odds.percent", percent(p)).String(), face, x0-th.S(5), y-th.S(6), ui.InkSoft, ui.Right)
	return x1 - room.width(th)
}

// oddsRoom is how much of a seat's row its odds take: the bar and its figure,
// then, where the row's words need the room (a team's four squares beside a
// long name and a hold), the figure alone, the figure in the tiny face, and
// last nothing, rather than the words falling to the tiny face.
type oddsRoom int

const (
	oddsBar oddsRoom = iota
	oddsFigure
	oddsSmallFigure
	oddsNone
)

// The odds' bar and the room its figure takes, left of the bar.
const oddsBarW, oddsFigureW, oddsTinyFigureW = 44, 44, 34

func (o oddsRoom) width(th *ui.Theme) float64 {
	switch o { // the figure's room grows with the text size, the bar's does not
	case oddsBar:
		return th.S(oddsBarW) + th.S(oddsFigureW)*th.Text
	case oddsFigure:
		return th.S(oddsFigureW) * th.Text
	case oddsSmallFigure:
		return th.S(oddsTinyFigureW) * th.Text
	}
	return 0
}

// oddsRoomFor is the most of the odds a row whose words are w wide leaves room
// for between left and right.
func oddsRoomFor(th *ui.Theme, w, left, right float64) oddsRoom {
	for o := oddsBar; o < oddsNone; o++ {
		if w <= right-o.width(th)-left {
			return o
		}
	}
	return oddsNone
}

// seatInk is a seat's colour.
func seatInk(v *playView, s int) color.RGBA { return art.SeatColor(v.colorOf(s)) }

// markChoices adds to each offered use of the dice the chance of winning it
// leads to, once known: a person learns what the hard computer weighs.
func (p *Play) markChoices(c *Context) {
	pk := &p.picker
	want := p.odds.ver
	if c.Settings.HideOdds {
		want = -1 // the plain labels
	}
	if !pk.open() || pk.oddsVer == want {
		return
	}
	pk.oddsVer = want
	st := &p.g.State
	for i, ch := range pk.choices {
		label := narrate.Label(ch, st.Pending[:st.NPending])
		if pc, ok := p.odds.chanceOf(ch); ok && want >= 0 {
			label = narrate.M("ui.odds.choice", label, percent(pc))
			c.Shot("play-choice-odds")
		}
		pk.buttons[i].Label = label.String()
	}
}

// report prints how long the live odds took this game (--stats).
func (lo *liveOdds) report() {
	if lo.took.count == 0 {
		return
	}
	log.Printf("odds: %d estimates of %d rollouts, mean %.1f ms, longest %.1f ms (off the game loop)",
		lo.took.count, lo.shown.rollouts, float64(lo.took.total.Microseconds())/float64(lo.took.count)/1000, float64(lo.took.longest.Microseconds())/1000)
}
