package scenes

import (
	"context"

	"goose/engine"
	"goose/engine/balance"
)

// landingsFor is how often a game lands on each special square of r, by
// square (nil: no one-goose race under r, or a fault).
func landingsFor(ctx context.Context, r *engine.Rules) map[int]float64 {
	vs, err := balance.Landings(ctx, r)
	if err != nil || vs == nil {
		return nil
	}
	chance := make(map[int]float64, len(vs))
	for _, v := range vs {
		chance[v.Square] = v.Chance
	}
	return chance
}
