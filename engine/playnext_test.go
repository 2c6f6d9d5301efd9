package engine

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestPlayNextIsPlayOfNextAction: the rollouts' fast path picks and plays
// exactly the move Play(NextAction(pick)) would, with the same events and the
// same state after every action, in every preset with and without the team
// variation (RULES §7.2: the legal uses of the dice, each once).
func TestPlayNextIsPlayOfNextAction(t *testing.T) {
	for _, preset := range Presets {
		for _, opts := range []string{"", "teams", "teams,stakes,placings"} {
			for seats := 2; seats <= 5; seats += 3 {
				for game := uint64(1); game <= 4; game++ {
					r, _ := Preset(preset)
					if err := r.Apply(opts); err != nil {
						t.Fatal(err)
					}
					slow, _ := New(r, seats, NewPCG(game))
					fast, _ := New(r, seats, NewPCG(game))
					ps, pf := rand.New(rand.NewPCG(game, 9)), rand.New(rand.NewPCG(game, 9))
					choices := 0
					for i := 0; !slow.Over(); i++ {
						if slow.Due() == ActChoose {
							choices++
						}
						es, err1 := slow.Play(slow.NextAction(ps.IntN))
						want := append([]Event(nil), es...)
						got, err2 := fast.PlayNext(pf.IntN)
						if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
							t.Fatalf("%s %s %d seats, game %d, action %d: events\n%v\nwant\n%v (errors %v, %v)", preset, opts, seats, game, i, got, want, err2, err1)
						}
						if err1 != nil {
							break
						}
						if a, b := stateJSON(t, fast), stateJSON(t, slow); !bytes.Equal(a, b) {
							t.Fatalf("%s %s game %d action %d: state\n%s\nwant\n%s", preset, opts, game, i, a, b)
						}
					}
					if opts != "" && choices == 0 {
						t.Errorf("%s %s: a team game with no choice", preset, opts)
					}
				}
			}
		}
	}
}

// TestTwinsChangeNoLegalList: Legal tries one of each set of alike pieces on
// the start; what it lists, and every writing it accepts, are what trying
// each piece gives (RULES §7.2: each use of the dice once, in either order).
func TestTwinsChangeNoLegalList(t *testing.T) {
	defer func() { skipTwins = true }()
	twins := 0
	for _, preset := range Presets {
		for seats := 2; seats <= 6; seats += 2 {
			r, _ := Preset(preset)
			r.Apply("teams")
			for game := uint64(1); game <= 3; game++ {
				g, _ := New(r, seats, NewPCG(game))
				pick := rand.New(rand.NewPCG(game, 3))
				for !g.Over() {
					if g.Due() == ActChoose {
						skipTwins = false
						g.legalOK = false
						want, wantEvery := append([]Choice(nil), g.Legal()...), append([]Choice(nil), g.every...)
						skipTwins = true
						g.legalOK = false
						got := g.Legal()
						if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(g.every, wantEvery) {
							t.Fatalf("%s %d seats: legal %v every %v, want %v and %v", preset, seats, got, g.every, want, wantEvery)
						}
						if len(wantEvery) > 0 && hasTwins(g) {
							twins++
						}
					}
					if _, err := g.Play(g.NextAction(pick.IntN)); err != nil {
						break
					}
				}
			}
		}
	}
	if twins < 100 {
		t.Errorf("only %d choices with twins on the start", twins)
	}
}

func hasTwins(g *Game) bool {
	ps := g.State.Seats[g.Current()].Pieces
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			if !ps[i].Off && sameMarks(&ps[i], &ps[j]) {
				return true
			}
		}
	}
	return false
}

// TestComposedLegalLists: Legal puts most uses of the dice together from
// each piece's move tried alone; what it lists, and every writing it
// accepts, are what playing out every use on a fresh copy gives, in every
// preset and option set (RULES §7.2: each use once; §5: exchanges).
func TestComposedLegalLists(t *testing.T) {
	defer func() { composeSplits = true }()
	choices, exchanges, plays := 0, 0, 0
	for _, preset := range Presets {
		for _, opts := range []string{"teams", "teams,stakes", "teams,placings,drink61", "teams,stakes,placings,deadlock=draw"} {
			for seats := 2; seats <= 5; seats++ {
				r, _ := Preset(preset)
				if err := r.Apply(opts); err != nil {
					t.Fatal(err)
				}
				for game := uint64(1); game <= 2; game++ {
					g, _ := New(r, seats, NewPCG(game))
					pick := rand.New(rand.NewPCG(game, 4))
					for !g.Over() {
						if g.Due() == ActChoose {
							composeSplits = false
							g.legalOK = false
							want, wantEvery := append([]Choice(nil), g.Legal()...), append([]Choice(nil), g.every...)
							composeSplits = true
							g.legalOK = false
							got := g.Legal()
							if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(g.every, wantEvery) {
								t.Fatalf("%s %s %d seats: legal %v every %v, want %v and %v", preset, opts, seats, got, g.every, want, wantEvery)
							}
							choices++
							exchange, played := trialKinds(&g.trials)
							if exchange {
								exchanges++
							}
							if played {
								plays++
							}
						}
						if _, err := g.Play(g.NextAction(pick.IntN)); err != nil {
							break
						}
					}
				}
			}
		}
	}
	t.Logf("%d choices: %d with an exchange put together, %d with a move played out", choices, exchanges, plays)
	if choices < 5000 || exchanges < 1000 || plays < 1000 {
		t.Error("too few choices of each kind")
	}
}

// trialKinds says whether Legal put a move with an exchange together from
// its trial, and whether it played a move out, in the last position.
func trialKinds(tr *trials) (exchange, played bool) {
	for pi := range tr.one {
		for v := range tr.one[pi] {
			if tr.done&(1<<(uint(pi)*8+uint(v))) != 0 {
				t := &tr.one[pi][v]
				exchange = exchange || (t.alone && t.seat >= 0)
				played = played || !t.alone || t.reads
			}
		}
	}
	return exchange, played
}
