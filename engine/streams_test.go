package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

var updateStreams = flag.Bool("update-streams", false, "rewrite testdata/streams.golden from the engine as it plays now")

// streamHash plays games of a preset under every option set and hashes every
// event of every game: any change in what the preset plays changes the hash.
func streamHash(t testing.TB, preset string, games int) string {
	h := sha256.New()
	rng := rand.New(rand.NewPCG(63, uint64(len(preset))))
	for i := 0; i < games; i++ {
		opts := optionSets()[i%len(optionSets())]
		r, err := Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(opts); err != nil {
			t.Fatal(err)
		}
		seats := 1 + i%6
		g, err := New(r, seats, NewPCG(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !g.Over() && n < 5000; n++ {
			evs, err := g.Play(randomAction(g, rng))
			if err != nil {
				t.Fatal(err)
			}
			for i := range evs {
				b, _ := json.Marshal(&evs[i])
				h.Write(b)
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TestPresetStreams: each preset plays exactly the event streams it played when
// the golden file was written, over thousands of seeded games in every option
// set (the presets moved from Go code to rules files: RULES §7.3, §8).
func TestPresetStreams(t *testing.T) {
	const games = 400
	golden := map[string]string{}
	data, err := os.ReadFile("testdata/streams.golden")
	if err != nil && !*updateStreams {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if name, hash, ok := strings.Cut(line, " "); ok {
			golden[name] = hash
		}
	}
	var out strings.Builder
	for _, p := range Presets {
		got := streamHash(t, p, games)
		fmt.Fprintf(&out, "%s %s\n", p, got)
		if !*updateStreams && golden[p] != got {
			t.Errorf("%s: %d games hash to %s, the golden file says %s", p, games, got, golden[p])
		}
	}
	if *updateStreams {
		if err := os.WriteFile("testdata/streams.golden", []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
