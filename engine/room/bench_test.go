package room

import (
	"testing"

	"goose/engine"
)

// BenchmarkActStored is a host's work for one action of four people, less
// the network: the action played, the room written whole for the store.
// Go test -bench ActStored -benchmem ./engine/room (the host's CPU an action).
func BenchmarkActStored(b *testing.B) {
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
		data, err := r.Marshal()
		if err != nil {
			b.Fatal(err)
		}
		bytes += len(data)
	}
	b.ReportMetric(float64(bytes)/float64(b.N), "stored-B/op")
}
