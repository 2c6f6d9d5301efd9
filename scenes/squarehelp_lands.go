package scenes

import (
	"context"
	"hash/fnv"
	"time"

	"goose/engine"
)

// landJob is how often a game lands on each special square of one rule
// set (balance.Landings), worked out once off the game loop: done closes
// when chance is set.
type landJob struct {
	done   chan struct{}
	chance map[int]float64 // by square; nil: no one-goose race under these rules, or a fault
}

// landings keeps the figures of the rule sets asked for, by their file and
// options: a game, the rules page and the editor's every edit ask often.
var landings = map[uint64]*landJob{}

// landCacheMax bounds the rule sets kept (an editor makes one an edit).
const landCacheMax = 64

// landTime bounds a working out: a board the one-goose chain takes longer
// over gets no figure.
const landTime = 10 * time.Second

// landingsOf is the job of r's figures, started if it is new.
func landingsOf(r *engine.Rules) *landJob {
	hs := fnv.New64a()
	hs.Write(r.File())
	hs.Write([]byte(r.Options()))
	key := hs.Sum64()
	if j, ok := landings[key]; ok {
		return j
	}
	if len(landings) >= landCacheMax {
		clear(landings)
	}
	j := &landJob{done: make(chan struct{})}
	landings[key] = j
	rc := *r
	rc.Board.Squares = append([]engine.Square(nil), r.Board.Squares...) // (the editor edits its own in place)
	rc.StartThrows = append([]engine.StartThrow(nil), r.StartThrows...)
	go func() {
		defer close(j.done)
		ctx, stop := context.WithTimeout(context.Background(), landTime)
		defer stop()
		j.chance = landingsFor(&yielding{Context: ctx, last: time.Now()}, &rc)
	}()
	return j
}

// landingWords is the card's line on how often a game lands on square q,
// and whether the figure is still being worked out ("" when there is none:
// a plain square, or rules without a one-goose race).
func landingWords(j *landJob, r *engine.Rules, q int) (string, bool) {
	if s := r.Board.Squares[q]; q <= 0 || q >= r.Board.Goal() || s.Kind == engine.Plain && !s.Again {
		return "", false // (balance.Landings counts the special squares between)
	}
	select {
	case <-j.done:
	default:
		return say("ui.help.working"), true
	}
	p, ok := j.chance[q]
	if !ok {
		return "", false
	}
	return say("ui.help.often", share(p)), false
}
