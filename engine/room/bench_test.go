//go:build !js

package room

import (
	"testing"

	"goose/engine"
)

// BenchmarkActLogged is a host's work for one action of four people, less
// the network: the action played, its change written for the room's log
// (the room itself is written whole only now and then, as a snapshot).
// Go test -bench ActLogged -benchmem ./engine/room (the host's CPU an action).
func BenchmarkActLogged(b *testing.B) {
	rules, err := engine.Preset("classic")
	if err != nil {
		b.Fatal(err)
	}
	var r *Room
	bytes := 0
	for i := 0; i < b.N; i++ {
		if r == nil || r.Phase == Over {
			r, err = New("ABCDEFGH", rules, make([]SeatSpec, 4), "P0", HashToken("t0"), uint64(i))
			if err != nil {
				b.Fatal(err)
			}
			for s := 1; s < 4; s++ {
				r.Join("P", s, HashToken("t"))
			}
			if _, err := r.Start(0); err != nil {
				b.Fatal(err)
			}
		}
		g, _ := r.Engine()
		if _, err := r.Act(g.Current(), engine.Roll); err != nil {
			b.Fatal(err)
		}
		datas, err := r.PendingJSON()
		if err != nil {
			b.Fatal(err)
		}
		for _, d := range datas {
			bytes += len(d)
		}
	}
	b.ReportMetric(float64(bytes)/float64(b.N), "logged-B/op")
}
