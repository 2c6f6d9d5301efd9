package balance

import (
	"context"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/internal/cputime"
)

// benchCPU runs f b.N times and reports its mean wall and CPU time in
// milliseconds: on a shared machine the CPU time is the figure to read.
func benchCPU(b *testing.B, f func()) {
	b.Helper()
	start, cpu := time.Now(), cputime.Used()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(n), "wall-ms/op")
	b.ReportMetric(float64((cputime.Used()-cpu).Milliseconds())/float64(n), "cpu-ms/op")
}

// BenchmarkExact500 works out the exact part of the meter for a board of 500
// squares and three dice (the source's own example, RULES §7.3), with a
// goose every ninth square, a jump back every 37th, a turn lost every 23rd
// and a death near the goal: the target is under 200 ms on one core
// (go test -bench Exact500 -cpu 1).
func BenchmarkExact500(b *testing.B) {
	r := longBoard(500, 3)
	benchCPU(b, func() {
		a, err := ExactAlone(context.Background(), &r)
		if err != nil || !a.Exact {
			b.Fatal(err)
		}
	})
}

// BenchmarkTables plays the meter's default games of the classic board:
// DefaultGames at each of 2 to 6 seats, on one worker. The target is under
// a second.
func BenchmarkTables(b *testing.B) {
	for _, name := range []string{"classic", "spanish"} {
		b.Run(name, func(b *testing.B) {
			r, _ := engine.Preset(name)
			benchCPU(b, func() {
				if _, err := PlayTables(context.Background(), &r, Options{}); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkMeasure is the whole meter on the classic board, as the editor asks.
func BenchmarkMeasure(b *testing.B) {
	r, _ := engine.Preset("classic")
	benchCPU(b, func() {
		if _, err := Measure(context.Background(), &r, Options{}); err != nil {
			b.Fatal(err)
		}
	})
}
