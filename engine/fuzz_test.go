package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// fuzzGame builds the game a fuzz input describes. opts bits: 1 stakes,
// 2 teams, 4 placings, 8 drink61, 16 deadlock=draw, 32 the other turn order,
// 64 a small purse (so players go broke), 128 pieces placed at random.
func fuzzGame(preset, opts, seats uint8, seed uint64) (*Game, error) {
	r, err := Preset(Presets[int(preset)%len(Presets)])
	if err != nil {
		return nil, err
	}
	for bit, o := range []string{"stakes", "teams", "placings", "drink61", "deadlock=draw"} {
		if opts&(1<<bit) != 0 {
			if err := r.Apply(o); err != nil {
				return nil, err
			}
		}
	}
	if opts&32 != 0 {
		r.Order = 1 - r.Order
	}
	if opts&64 != 0 {
		r.Stakes.Purse = max(r.Stakes.Ante, 1+int(seed%5))
	}
	n := 1 + int(seats)%MaxSeats
	g, err := New(r, n, NewPCG(seed))
	if err != nil {
		return nil, err
	}
	if opts&128 != 0 {
		// Distinct plain squares (or the start), so the position is one play could reach.
		rng := rand.New(rand.NewPCG(seed, 2))
		taken := map[int]bool{}
		for s := 0; s < n; s++ {
			var sq []int
			for range g.State.Seats[s].Pieces {
				q := 0
				if rng.IntN(4) > 0 {
					q = 1 + rng.IntN(62)
				}
				if taken[q] || r.Board.Squares[q].Kind != Plain {
					q = 0
				}
				if q != 0 {
					taken[q] = true
				}
				sq = append(sq, q)
			}
			if err := g.Place(s, sq...); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}

// fuzzAction reads one action from a byte: mostly the action due (with a legal
// choice picked by the high bits), sometimes a roll, a Begin or a choice that
// may well be illegal.
func fuzzAction(b byte, g *Game) Action {
	switch b & 7 {
	case 5:
		return Roll
	case 6:
		return Begin
	case 7:
		return Choose(Choice{First: int8(b>>3&3) - 1, Second: int8(b>>5&3) - 1, Sum: b&0x80 != 0})
	}
	switch g.Due() {
	case ActBegin:
		return Begin
	case ActChoose:
		if l := g.Legal(); len(l) > 0 { // none only in a damaged save (FuzzLoad)
			return Choose(l[int(b>>3)%len(l)])
		}
	}
	return Roll
}

// counters are what may only go up during a game.
type counters struct{ turn, round, places, releases int }

func countersOf(st *State) counters {
	return counters{st.Turn, st.Round, st.Places, st.Releases}
}

// checkGame checks the invariants that hold after every action.
func checkGame(g *Game, ev []Event, prev counters) error {
	r, st := &g.Rules, &g.State
	n, goal := len(st.Seats), r.Board.Goal()
	on := map[int]string{}
	chips := st.Pot
	for s := range st.Seats {
		seat := &st.Seats[s]
		if seat.Chips < 0 {
			return fmt.Errorf("seat %d has %d chips", s, seat.Chips)
		}
		chips += seat.Chips
		for p, pc := range seat.Pieces {
			if pc.Off {
				continue
			}
			if pc.Square < 0 || pc.Square >= goal {
				return fmt.Errorf("seat %d piece %d on square %d", s, p, pc.Square)
			}
			if seat.Out {
				return fmt.Errorf("seat %d is out but its piece %d is on the board", s, p)
			}
			// RULES §5, §7.2, §4.8: one piece a square, but the start and the dutch well and prison.
			if pc.Square == 0 || r.Board.Squares[pc.Square].Hold == HoldAlone {
				continue
			}
			if o, ok := on[pc.Square]; ok {
				return fmt.Errorf("seat %d piece %d shares square %d with %s", s, p, pc.Square, o)
			}
			on[pc.Square] = fmt.Sprintf("seat %d piece %d", s, p)
		}
	}
	if r.Stakes.On && chips != n*r.Stakes.Purse {
		return fmt.Errorf("%d chips, want %d", chips, n*r.Stakes.Purse)
	}
	if !r.Stakes.On && chips != 0 {
		return fmt.Errorf("%d chips without stakes", chips)
	}
	now := countersOf(st)
	if now.turn < prev.turn || now.round < prev.round || now.places < prev.places || now.releases < prev.releases {
		return fmt.Errorf("counters went back: %+v after %+v", now, prev)
	}
	if now.turn > prev.turn+1 {
		return fmt.Errorf("one action played %d turns", now.turn-prev.turn)
	}
	switch st.Phase {
	case PhasePlay, PhaseChoose:
		if c := g.Current(); c < 0 || c >= n || !st.Seats[c].Racing() {
			return fmt.Errorf("the seat to play (%d) is not racing", c)
		}
	case PhaseOver:
		if st.Winner < 0 && !st.Draw {
			// Every ending names a winner or is a draw (the last medici seats going broke at once is one).
			return fmt.Errorf("over with no winner and no draw")
		}
	}
	if st.Phase == PhaseChoose {
		l := g.Legal()
		if len(l) < 2 {
			return fmt.Errorf("a choice is due among %d legal choices", len(l))
		}
		for _, c := range l {
			if g.Preview(c) == nil {
				return fmt.Errorf("legal choice %v has no preview", c)
			}
		}
	}
	for i := range ev {
		e := &ev[i]
		if e.Seat < -1 || int(e.Seat) >= n {
			return fmt.Errorf("event %v names seat %d", e.Kind, e.Seat)
		}
		for _, q := range []int16{e.From, e.To, e.Square} {
			if q < 0 || int(q) > goal {
				return fmt.Errorf("event %v names square %d", e.Kind, q)
			}
		}
		if e.Kind == EvMove && e.To != 0 && len(e.Walk(nil)) != int(e.Steps) {
			return fmt.Errorf("a move of %d steps walks %v", e.Steps, e.Walk(nil))
		}
	}
	return nil
}

type fuzzInput struct {
	preset, opts, seats uint8
	seed                uint64
	actions             []byte
}

// fuzzCorpus is the seed corpus: every preset with random option sets.
func fuzzCorpus() []fuzzInput {
	var c []fuzzInput
	rng := rand.New(rand.NewPCG(11, 11))
	for i := 0; i < 25; i++ {
		actions := make([]byte, 250)
		for j := range actions {
			actions[j] = byte(rng.IntN(256))
		}
		c = append(c, fuzzInput{uint8(i % 5), uint8(rng.IntN(256)), uint8(i), uint64(i), actions})
	}
	return c
}

// maxFuzzActions bounds one input's game, to keep the fuzzer quick.
const maxFuzzActions = 400

// snapshot is the state and the dice as JSON, checked to round-trip: decoded
// and encoded again it gives the same bytes.
func snapshot(t *testing.T, g *Game) []byte {
	t.Helper()
	a, err := json.Marshal(&g.State)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(a, &back); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(&back); !bytes.Equal(a, b) {
		t.Fatalf("the state's JSON round trip differs:\n%s\n%s", a, b)
	}
	d, err := json.Marshal(g.Dice())
	if err != nil {
		t.Fatal(err)
	}
	return append(a, d...)
}

// FuzzPlay plays a game from random rules, seats, seed and actions (legal or
// not), checking the invariants after every action and, at the end, that the
// seed and the actions replay the same event stream. Run it with
// `go test -fuzz=FuzzPlay -fuzzminimizetime=5s ./engine/` (an input is a game
// of up to 400 actions: the default minute spent minimizing each new input
// would take most of a short run); plain `go test` runs the seed corpus.
func FuzzPlay(f *testing.F) {
	for _, c := range fuzzCorpus() {
		f.Add(c.preset, c.opts, c.seats, c.seed, c.actions)
	}
	f.Fuzz(fuzzPlay)
}

func fuzzPlay(t *testing.T, preset, opts, seats uint8, seed uint64, input []byte) {
	if len(input) > maxFuzzActions {
		input = input[:maxFuzzActions]
	}
	g, err := fuzzGame(preset, opts, seats, seed)
	if err != nil {
		t.Fatal(err)
	}
	var actions []Action
	var stream []Event
	var errs []bool
	snap := snapshot(t, g)
	prev := countersOf(&g.State)
	for i, b := range input {
		a := fuzzAction(b, g)
		ev, err := g.Play(a)
		ev = copyEvents(ev)
		actions, stream, errs = append(actions, a), append(stream, ev...), append(errs, err != nil)
		if err != nil {
			if len(ev) != 0 {
				t.Fatalf("action %d (%v): refused with events", i, a)
			}
			if now := snapshot(t, g); !bytes.Equal(snap, now) {
				t.Fatalf("refused action %d (%v: %v) changed the game:\n%s\n%s", i, a, err, snap, now)
			}
			continue
		}
		if err := checkGame(g, ev, prev); err != nil {
			t.Fatalf("action %d (%v): %v\nevents %v", i, a, err, describe(ev))
		}
		prev = countersOf(&g.State)
		snap = snapshot(t, g)
		// The whole save (rules, state, dice) every so often and at the end; the loaded
		// game plays on, so it must go on exactly as the original would.
		if i%32 == 31 || i == len(input)-1 || g.Over() {
			saved := stateJSON(t, g)
			h, err := Load(saved)
			if err != nil {
				t.Fatalf("action %d: the save does not load: %v", i, err)
			}
			if again := stateJSON(t, h); !bytes.Equal(saved, again) {
				t.Fatalf("action %d: Save → Load → Save differs:\n%s\n%s", i, saved, again)
			}
			g = h
		}
	}
	// Replay: the same rules, seed and actions give the same events and errors.
	h, _ := fuzzGame(preset, opts, seats, seed)
	var again []Event
	for i, a := range actions {
		ev, err := h.Play(a)
		if (err != nil) != errs[i] {
			t.Fatalf("replay action %d: error %v, first time %v", i, err, errs[i])
		}
		again = append(again, ev...)
	}
	if !reflect.DeepEqual(stream, again) {
		t.Fatalf("the replay's events differ")
	}
}

// FuzzLoad feeds damaged saves to Load: it must refuse them with an error or
// give a game that saves again identically and plays on without a panic.
func FuzzLoad(f *testing.F) {
	for i, c := range fuzzCorpus()[:10] {
		g, err := fuzzGame(c.preset, c.opts, c.seats, c.seed)
		if err != nil {
			f.Fatal(err)
		}
		for _, b := range c.actions[:20*i] {
			g.Play(fuzzAction(b, g))
		}
		b, err := g.Save()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			if g != nil {
				t.Fatal("Load returned a game and an error")
			}
			return
		}
		a := stateJSON(t, g)
		h, err := Load(a)
		if err != nil {
			t.Fatalf("a loaded game's save does not load: %v", err)
		}
		if b := stateJSON(t, h); !bytes.Equal(a, b) {
			t.Fatalf("Save → Load → Save differs")
		}
		for i := 0; i < 200 && !g.Over(); i++ {
			g.Play(fuzzAction(byte(i*37), g))
		}
	})
}
