package balance

import (
	"context"
	"testing"
	"time"

	"goose/engine/odds"
)

// BenchmarkExact500 works out the exact part of the meter for a board of 500
// squares and three dice (the source's own example, RULES §7.3): the target
// is under 200 ms on one core.
func BenchmarkExact500(b *testing.B) {
	r := longBoard(500, 3)
	for b.Loop() {
		a, err := ExactAlone(context.Background(), &r)
		if err != nil || !a.Exact {
			b.Fatal(err)
		}
	}
}

func BenchmarkChain500(b *testing.B) {
	r := longBoard(500, 3)
	for b.Loop() {
		odds.RaceAlone(context.Background(), &r)
	}
}

var _ = time.Now
