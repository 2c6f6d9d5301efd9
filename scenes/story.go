package scenes

import (
	"sort"

	"goose/engine"
	"goose/engine/odds"
	"goose/engine/replay"
	"goose/scenes/narrate"
)

// The story's estimates: a chance at each point of the game, played again
// from its record after it ends (off the game loop). Team games cost about a
// hundred times more a rollout (sixty since Legal composes its trials), so
// they get fewer, and their curve is rougher.
const (
	storyRollouts     = 2000
	storyTeamRollouts = 340 // 200 took as long before team rollouts ran 1.7 times faster
	storyMaxPoints    = 120 // longer games are sampled at an even stride
)

// story is a finished game as the results chart it: each seat's square and
// chance of winning after every move, the falls and exchanges, and the
// moments that turned the race, in words.
type story struct {
	turns   []int       // the game's round at each point (the results' rounds, not seats' turns)
	squares [][]int     // [seat][point]: the seat's square (see team)
	chance  [][]float64 // [seat][point]
	marks   []storyMark
	points  []string // the turning points, in words
	goal    int
	// team: squares is each seat's mean over its geese (home counts as the
	// goal), which says more of a race of four than its furthest goose does;
	// the marks then sit on the seat's line.
	team bool
}

// storyMark is a fall into the well, the prison or death, or an exchange, at a point.
type storyMark struct {
	seat, at, square int
	cause            engine.Cause // CauseWell, CausePrison, CauseDeath; CauseNone: an exchange
}

// storyMove is what happened between two points: who moved, and the thing
// that most changes a race (an exchange, a death, a fall), for the words.
type storyMove struct {
	seat, square int
	cause        engine.Cause
	swap         bool
}

// tellStory plays rec again and works out its story (names: the seats' names).
func tellStory(rec *replay.Replay, names []string) (*story, error) {
	g, err := rec.Game()
	if err != nil {
		return nil, err
	}
	n := len(rec.Seats)
	st := &story{goal: len(g.Rules.Board.Squares) - 1, squares: make([][]int, n), chance: make([][]float64, n), team: g.Rules.Teams}
	est := odds.New()
	est.Pause = offLoopPause
	rollouts := storyRollouts / rolloutShare
	if g.Rules.Teams {
		rollouts = storyTeamRollouts / rolloutShare
	}
	// The points: the start, then after each action that leaves no choice pending.
	ends := []int{-1}
	for i, a := range rec.Actions {
		if a.Kind != engine.ActChoose && i+1 < len(rec.Actions) && rec.Actions[i+1].Kind == engine.ActChoose {
			continue // the throw and its choice are one move
		}
		ends = append(ends, i)
	}
	stride := max(1, (len(ends)+storyMaxPoints-1)/storyMaxPoints)
	var moves []storyMove
	mv := storyMove{seat: -1}
	next := 0
	for k, end := range ends {
		for ; next <= end; next++ {
			evs, err := g.Play(rec.Actions[next])
			if err != nil {
				return nil, err
			}
			st.note(evs, len(st.turns), &mv)
		}
		if k%stride != 0 && k != len(ends)-1 {
			continue
		}
		st.turns = append(st.turns, max(g.State.Round, 1)) // the order throws count as the first round, as the HUD says
		e := est.Estimate(g, rollouts)
		for s := 0; s < n; s++ {
			st.squares[s] = append(st.squares[s], progress(g, s))
			st.chance[s] = append(st.chance[s], e.Win[s])
		}
		moves = append(moves, mv)
		mv = storyMove{seat: -1}
	}
	st.points = st.turningPoints(moves, names)
	return st, nil
}

// note reads an action's events: the marks at point at, and what the move was.
func (st *story) note(evs []engine.Event, at int, mv *storyMove) {
	for i := range evs {
		e := &evs[i]
		s := int(e.Seat)
		switch e.Kind {
		case engine.EvThrow:
			*mv = storyMove{seat: s}
		case engine.EvRest:
			if !mv.swap && mv.cause != engine.CauseDeath {
				mv.square = int(e.Square)
			}
		case engine.EvSwap:
			st.marks = append(st.marks, storyMark{seat: s, at: at, square: int(e.Square)}, storyMark{seat: int(e.Other), at: at, square: int(e.To)})
			mv.swap, mv.square = true, int(e.Square)
		case engine.EvJump:
			if e.Cause == engine.CauseDeath {
				st.marks = append(st.marks, storyMark{seat: s, at: at, square: int(e.From), cause: engine.CauseDeath})
				mv.cause, mv.square = engine.CauseDeath, int(e.From)
			}
		case engine.EvLoseTurns, engine.EvHeld:
			if e.Cause == engine.CauseWell || e.Cause == engine.CausePrison {
				st.marks = append(st.marks, storyMark{seat: s, at: at, square: int(e.Square), cause: e.Cause})
				if !mv.swap && mv.cause == engine.CauseNone {
					mv.cause = e.Cause
				}
			}
		case engine.EvStart, engine.EvPay, engine.EvOrderThrow, engine.EvOrderTie, engine.EvOrder, engine.EvTurn,
			engine.EvTurnLost, engine.EvWaits, engine.EvChoice, engine.EvNoMove, engine.EvMove, engine.EvBack,
			engine.EvReleased, engine.EvToast, engine.EvBearOff, engine.EvFinish, engine.EvBroke, engine.EvCollect,
			engine.EvGameOver, engine.EvAgain:
			// not in the story's charts: the squares and chances at each point tell them
		}
	}
}

// progress is the square of seat s's goose (the goal once home); in the team
// variation the mean of its geese's, rounded.
func progress(g *engine.Game, s int) int {
	sum, ps := 0, g.State.Seats[s].Pieces
	for _, p := range ps {
		sq := p.Square
		if p.Off {
			sq = len(g.Rules.Board.Squares) - 1
		}
		sum += sq
	}
	return (sum + len(ps)/2) / len(ps)
}

// turningPoints are the (at most three) moves that changed a seat's chance
// the most, ten points or more, in the order they happened.
func (st *story) turningPoints(moves []storyMove, names []string) []string {
	type swing struct {
		at, seat int
		by       float64
	}
	var swings []swing
	for at := 1; at < len(st.turns); at++ {
		best := swing{at: at, seat: -1}
		for s := range st.chance {
			if d := st.chance[s][at] - st.chance[s][at-1]; abs(d) > abs(best.by) {
				best.seat, best.by = s, d
			}
		}
		if best.seat >= 0 && abs(best.by) >= 0.10 && moves[at].seat >= 0 {
			swings = append(swings, best)
		}
	}
	sort.SliceStable(swings, func(i, j int) bool { return abs(swings[i].by) > abs(swings[j].by) })
	swings = swings[:min(3, len(swings))]
	sort.Slice(swings, func(i, j int) bool { return swings[i].at < swings[j].at })
	var out []string
	for _, w := range swings {
		m := moves[w.at]
		what := narrate.M("ui.story.move", m.square)
		switch {
		case m.swap:
			what = narrate.M("ui.story.swap", m.square)
		case m.cause == engine.CauseDeath:
			what = narrate.M("ui.story.death", m.square)
		case m.cause == engine.CauseWell:
			what = narrate.M("ui.story.well")
		case m.cause == engine.CausePrison:
			what = narrate.M("ui.story.prison")
		}
		out = append(out, narrate.M("ui.story.point", st.turns[w.at], names[m.seat], what, names[w.seat],
			percent(st.chance[w.seat][w.at-1]), percent(st.chance[w.seat][w.at])).String())
	}
	return out
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}
