// Package balance is the balance meter of a rule set (a preset or a board of
// one's own, RULES §7.3, §8): what the dice do to one goose racing alone,
// worked out exactly (alone.go), and what tables of 2 to 6 seats do, by
// seeded games of computer players (tables.go): the share of wins by place in
// the playing order, how often a game never ends or comes to the deadlock of
// §4.7, how long a game lasts in rounds and in minutes at each play speed;
// and warnings, as data, for boards that rarely end, favour one seat, or last
// very long. Everything stops when its context is done, so an editor can ask
// again at each change, off its game loop; the figures write as CSV (csv.go).
package balance

import (
	"context"
	"errors"

	"goose/engine"
)

// Options say how much to measure. The zero value measures the defaults.
type Options struct {
	// Seats are the table sizes played (default 2 to 6).
	Seats []int
	// Games is how many games each table size plays at most (default
	// DefaultGames); fewer when the context's deadline comes first.
	Games int
	// Seed seeds the games: the same seed and count give the same figures.
	Seed uint64
	// Workers play tables side by side (default 1: the caller is already off
	// its loop, and a page in a browser has one thread).
	Workers int
	// SecondsPerTurn is how long a turn takes on screen at each play speed,
	// slowest first (default DefaultSecondsPerTurn).
	SecondsPerTurn []float64
	// Limits for the warnings (default DefaultLimits).
	Limits *Limits
}

// DefaultGames per table size: enough for a share within about ±2 % (99 %),
// played in well under a second for all five table sizes of a classic board.
const DefaultGames = 2000

// DefaultSecondsPerTurn is a turn on the play screen at its four speeds (1×,
// 2×, 4×, instant), measured by showing 20 seeded classic games of four
// computer players with scenes/present at 60 ticks a second, from each
// throw until the next is due: the dice, the hops and flights, the pause
// (2.3 to 2.7 s at 1× over the presets and table sizes; instant is a tick).
// People throwing their own dice add their own time; the play screen may
// pass its own figures (Options.SecondsPerTurn).
var DefaultSecondsPerTurn = []float64{2.67, 1.14, 0.51, 0.017}

// Limits are where the warnings begin.
type Limits struct {
	// NeverEnds: a chance of a game never ending (or coming to the deadlock
	// of §4.7) above this warns.
	NeverEnds float64
	// Favoured: a place in the playing order winning more than this many
	// times its fair share (1/seats), beyond the games' own spread, warns.
	Favoured float64
	// Minutes: an expected game longer than this at the slowest speed warns.
	Minutes float64
}

// DefaultLimits: a game in ten that does not end; a seat winning a quarter
// more than its share; a game over an hour at 1×.
var DefaultLimits = Limits{NeverEnds: 0.10, Favoured: 1.25, Minutes: 60}

// Report is the meter's figures for one rule set.
type Report struct {
	Rules    string
	Alone    Alone
	Tables   []Table
	Warnings []Warning
	// SecondsPerTurn is the pace the minutes of the tables use.
	SecondsPerTurn []float64
}

// Measure works out the figures of r. It returns what it has when ctx's
// deadline comes during the games (Table.Games says how many were played),
// and ctx's error, with no figures, when ctx is cancelled or the deadline
// comes before the exact part is done.
func Measure(ctx context.Context, r *engine.Rules, o Options) (*Report, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	o.defaults()
	rep := &Report{Rules: r.Name, SecondsPerTurn: o.SecondsPerTurn}
	var err error
	if rep.Alone, err = ExactAlone(ctx, r); err != nil {
		return nil, err
	}
	if rep.Tables, err = PlayTables(ctx, r, o); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return nil, err
	}
	rep.Warnings = Warn(rep, *o.Limits)
	return rep, nil
}

func (o *Options) defaults() {
	if len(o.Seats) == 0 {
		o.Seats = []int{2, 3, 4, 5, 6}
	}
	if o.Games <= 0 {
		o.Games = DefaultGames
	}
	if o.Workers <= 0 {
		o.Workers = 1
	}
	if len(o.SecondsPerTurn) == 0 {
		o.SecondsPerTurn = DefaultSecondsPerTurn
	}
	if o.Limits == nil {
		o.Limits = &DefaultLimits
	}
}
