package balance

import (
	"context"
	"errors"

	"goose/engine"
	"goose/engine/odds"
)

// Landings is, for every special square between the start and the goal,
// the chance that one goose racing alone lands there at least once in a
// game: a move or a jump ends there, whatever the square then does (square
// help's "how often a game lands here"). On the squares Alone.Visits counts
// (holds, turns lost, death) it is the same chance. It is nil, with no
// error, when the rules have no one-goose race (Alone.Exact).
func Landings(ctx context.Context, r *engine.Rules) ([]Visit, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c, err := odds.RaceAloneLanding(ctx, r)
	if errors.Is(err, odds.ErrNoAlone) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return visits(ctx, r, c, flatten(c))
}
