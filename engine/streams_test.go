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
	checkGolden(t, "testdata/streams.golden", "games", func(p string) string { return streamHash(t, p, 400) })
}

// teamRolloutHash plays team games of a preset the way the odds' rollouts do
// (PlayNext with a random pick) and hashes every event and every legal list
// offered: any change in what Legal offers, in its order, or in what a choice
// plays changes the hash.
func teamRolloutHash(t testing.TB, preset string, games int) string {
	h := sha256.New()
	sets := []string{"teams", "teams,stakes", "teams,placings", "teams,stakes,placings,drink61"}
	for i := 0; i < games; i++ {
		r, err := Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(sets[i%len(sets)]); err != nil {
			t.Fatal(err)
		}
		g, err := New(r, 2+i%5, NewPCG(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		for n := 0; !g.Over() && n < 5000; n++ {
			if g.Due() == ActChoose {
				fmt.Fprint(h, g.Legal())
			}
			evs, err := g.PlayNext(rng.IntN)
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

// TestTeamRolloutStreams: team games played as the odds play them (PlayNext)
// give exactly the choices and events they gave when the golden file was
// written (RULES §7.2: each use of the dice once, found in a fixed order).
func TestTeamRolloutStreams(t *testing.T) {
	checkGolden(t, "testdata/teamstreams.golden", "team games", func(p string) string { return teamRolloutHash(t, p, 150) })
}

// checkGolden compares each preset's hash with the golden file's line for
// it (or writes the file anew with -update-streams).
func checkGolden(t *testing.T, file, what string, hash func(preset string) string) {
	golden := map[string]string{}
	data, err := os.ReadFile(file)
	if err != nil && !*updateStreams {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if name, h, ok := strings.Cut(line, " "); ok {
			golden[name] = h
		}
	}
	var out strings.Builder
	for _, p := range Presets {
		got := hash(p)
		fmt.Fprintf(&out, "%s %s\n", p, got)
		if !*updateStreams && golden[p] != got {
			t.Errorf("%s: the %s hash to %s, the golden file says %s", p, what, got, golden[p])
		}
	}
	if *updateStreams {
		if err := os.WriteFile(file, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
