package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
)

// bruteUses is an enumerator of the legal uses of a throw written from RULES
// §7.2 alone, independent of Legal: it tries every piece with the sum, every
// two pieces with the dice in both orders, and a lone free piece with a die
// alone that reaches the goal by its own count, plays each with the engine's
// move on a copy, keeps those that never leave two own pieces on one square,
// and returns the positions they lead to, each once.
func bruteUses(g *Game, s int, dice []int8) map[string]bool {
	seat := &g.State.Seats[s]
	var free []int
	for i := range seat.Pieces {
		p := &seat.Pieces[i]
		sq := &g.Rules.Board.Squares[p.Square]
		held := (sq.Hold == HoldRescue && p.Held) || (sq.Hold == HoldAlone && !p.Released && aloneOn(g, p))
		if !p.Off && p.Owed == 0 && g.State.Lost&(1<<uint(i)) == 0 && !held {
			free = append(free, i)
		}
	}
	uses := map[string]bool{}
	play := func(moves ...func(*Game) bool) {
		sc := &Game{Rules: g.Rules, quiet: true}
		g.State.copyInto(&sc.State)
		for _, m := range moves {
			if sc.State.Phase == PhaseOver || sc.State.Seats[s].Out {
				break
			}
			if !m(sc) {
				return
			}
		}
		uses[positionOf(&sc.State, s)] = true
	}
	step := func(p int, d []int8, whole bool) func(*Game) bool {
		return func(sc *Game) bool {
			sc.move(s, p, d, whole)
			return ownApart(&sc.State.Seats[s])
		}
	}
	for _, p := range free {
		play(step(p, dice, true))
	}
	if len(dice) != 2 {
		return uses
	}
	for _, p := range free {
		for _, q := range free {
			if p != q {
				play(step(p, dice[0:1], false), step(q, dice[1:2], false))
				play(step(p, dice[1:2], false), step(q, dice[0:1], false))
			}
		}
	}
	if len(free) == 1 {
		for i := range dice {
			if seat.Pieces[free[0]].Square+int(dice[i]) == g.Rules.Board.Goal() {
				play(step(free[0], dice[i:i+1], false))
			}
		}
	}
	return uses
}

func aloneOn(g *Game, p *Piece) bool {
	n := 0
	for i := range g.State.Seats {
		for _, q := range g.State.Seats[i].Pieces {
			if !q.Off && q.Square == p.Square {
				n++
			}
		}
	}
	return n == 1
}

func ownApart(seat *Seat) bool {
	seen := map[int]bool{}
	for _, p := range seat.Pieces {
		if !p.Off && p.Square != 0 {
			if seen[p.Square] {
				return false
			}
			seen[p.Square] = true
		}
	}
	return true
}

// positionOf writes what a use leaves, for comparing uses: seat s's pieces as a
// set (which of two pieces standing alike moved is no difference), the rest as is.
func positionOf(st *State, s int) string {
	var c State
	st.copyInto(&c)
	c.Turn, c.Lost, c.Pending, c.NPending = 0, 0, [3]int8{}, 0
	if c.Phase == PhaseChoose {
		c.Phase = PhasePlay
	}
	for i := range c.Seats {
		c.Seats[i].Stats = Stats{}
		for j := range c.Seats[i].Pieces {
			c.Seats[i].Pieces[j].Since = 0
		}
	}
	ps := c.Seats[s].Pieces
	sort.Slice(ps, func(i, j int) bool { return fmt.Sprint(ps[i]) < fmt.Sprint(ps[j]) })
	b, _ := json.Marshal(c)
	return string(b)
}

// usesOf plays each of Legal's choices on a copy and returns where they lead.
func usesOf(t *testing.T, g *Game, s int) (map[string]bool, int) {
	t.Helper()
	out := map[string]bool{}
	legal := append([]Choice(nil), g.Legal()...)
	for _, c := range legal {
		sc := &Game{Rules: g.Rules, quiet: true}
		g.State.copyInto(&sc.State)
		sc.useDice(s, c)
		out[positionOf(&sc.State, s)] = true
	}
	return out, len(legal)
}

// TestLegalMatchesBruteForce: over thousands of team positions from random
// games of every preset and option, and throws at each, the engine offers
// exactly the legal uses of the throw, each once, and the same uses whichever
// order the two dice are listed in (RULES §7.2).
func TestLegalMatchesBruteForce(t *testing.T) {
	positions, throws, splits, singles := 0, 0, 0, 0
	rng := rand.New(rand.NewPCG(7, 11))
	for _, name := range Presets {
		for _, opts := range []string{"teams", "teams,stakes", "teams,placings", "teams,stakes,placings"} {
			for _, seats := range []int{2, 3, 5} {
				for seed := uint64(1); seed <= 2; seed++ {
					r, _ := Preset(name)
					if err := r.Apply(opts); err != nil {
						t.Fatal(err)
					}
					g, err := New(r, seats, NewPCG(seed))
					if err != nil {
						t.Fatal(err)
					}
					probe, _ := New(r, seats, NewPCG(1))
					easy := rand.New(rand.NewPCG(seed, 3))
					if _, err := g.Play(Begin); err != nil {
						t.Fatal(err)
					}
					for turns := 0; !g.Over() && turns < 400; turns++ {
						if g.Due() == ActChoose {
							legal := g.Legal()
							if _, err := g.Play(Choose(legal[easy.IntN(len(legal))])); err != nil {
								t.Fatal(err)
							}
							continue
						}
						s := g.Current()
						if rng.IntN(3) == 0 {
							positions++
							for k := 0; k < 4; k++ {
								a, b := int8(1+rng.IntN(6)), int8(1+rng.IntN(6))
								nd := probe.diceFor(s)
								if !probe.LoadPosition(&g.State, s, int(a), int(b)) {
									break
								}
								nd = probe.diceFor(s)
								dice := []int8{a, b}[:nd]
								if nd == 1 && !probe.LoadPosition(&g.State, s, int(a)) {
									break
								}
								throws++
								want := bruteUses(probe, s, dice)
								got, n := usesOf(t, probe, s)
								for _, c := range probe.Legal() {
									if c.Split() {
										splits++
									}
									if c.Single() {
										singles++
									}
								}
								if n != len(got) {
									t.Fatalf("%s %s dice %v: %d choices lead to %d positions: %v", name, opts, dice, n, len(got), probe.Legal())
								}
								if !sameSet(got, want) {
									t.Fatalf("%s %s dice %v at %s: engine offers %v (%d uses), brute force finds %d uses",
										name, opts, dice, positionOf(&g.State, s), probe.Legal(), len(got), len(want))
								}
								if nd == 2 && a != b {
									probe.LoadPosition(&g.State, s, int(b), int(a))
									if rev, _ := usesOf(t, probe, s); !sameSet(rev, got) {
										t.Fatalf("%s %s: dice %d+%d and %d+%d offer different uses", name, opts, a, b, b, a)
									}
								}
							}
						}
						if _, err := g.Play(Roll); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d positions, %d throws, %d split choices, %d single-die choices", positions, throws, splits, singles)
	if throws < 5000 || singles == 0 {
		t.Fatalf("only %d throws (%d single-die choices) checked", throws, singles)
	}
}

func sameSet(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}
