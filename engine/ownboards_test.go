package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestOwnBoardsKeepInvariants plays random games on random boards of one's
// own (RULES §7.3) that combine every landing, goose, stakes scheme, hold,
// rescue and throw again with teams, stakes and placings: after every action
// the invariants of the fuzz tests hold (one goose a square but the shared
// ones, chips kept), and the game saves and loads (§7.2: no seat's own geese
// together).
func TestOwnBoardsKeepInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	boards := 0
	for b := 0; b < 1000 && boards < 120; b++ {
		goal := 20 + rng.IntN(40)
		var sq []string
		used := map[int]bool{}
		for k := 0; k < 3+rng.IntN(10); k++ {
			at := 1 + rng.IntN(goal-1)
			if used[at] {
				continue
			}
			used[at] = true
			pays := rng.IntN(3) == 0
			again := rng.IntN(3) == 0
			var s string
			switch rng.IntN(7) {
			case 0:
				s = fmt.Sprintf(`{"at":%d,"kind":"goose","pays":%v,"again":%v}`, at, pays, again)
			case 1:
				s = fmt.Sprintf(`{"at":%d,"kind":"jump","to":%d,"pays":%v,"again":%v}`, at, rng.IntN(goal), pays, again)
			case 2:
				s = fmt.Sprintf(`{"at":%d,"kind":"again","pays":%v}`, at, pays)
			case 3:
				s = fmt.Sprintf(`{"at":%d,"kind":"inn","turns":%d,"rescue":%v,"pays":%v}`, at, 1+rng.IntN(3), rng.IntN(2) == 0, pays)
			case 4:
				s = fmt.Sprintf(`{"at":%d,"kind":"well","hold":"rescue","pays":%v}`, at, pays)
			case 5:
				s = fmt.Sprintf(`{"at":%d,"kind":"well","hold":"alone","pays":%v,"piece":%v}`, at, pays, rng.IntN(2) == 0)
			case 6:
				s = fmt.Sprintf(`{"at":%d,"kind":"prison","turns":2,"piece":true,"rescue":%v}`, at, rng.IntN(2) == 0)
			}
			sq = append(sq, s)
		}
		landing := []string{"swap", "back", "share"}[rng.IntN(3)]
		goose := []string{"again", "next"}[rng.IntN(2)]
		swap := []string{"both", "displaced", "mover"}[rng.IntN(3)]
		dice := 1 + rng.IntN(3)
		data := fmt.Sprintf(`{"format":1,"name":"t","dice":%d,"order":"seat","start":"none","landing":%q,"goose":%q,
		"stakes":{"purse":20,"ante":1,"swap":%q,"brokeOut":%v},"goal":%d,"squares":[%s]}`, dice, landing, goose, swap, rng.IntN(2) == 0, goal, strings.Join(sq, ","))
		r, err := ParseRules("t.json", []byte(data))
		if err != nil {
			continue
		}
		boards++
		for gi := 0; gi < 10; gi++ {
			rr := r
			rr.Board.Squares = append([]Square(nil), r.Board.Squares...)
			opts := []string{"", "stakes", "teams", "teams,stakes", "placings,stakes"}[gi%5]
			if err := rr.Apply(opts); err != nil {
				t.Fatal(err)
			}
			g, err := New(rr, 1+gi%5, NewPCG(uint64(b*100+gi)))
			if err != nil {
				t.Fatal(err)
			}
			prev := countersOf(&g.State)
			for n := 0; !g.Over() && n < 3000; n++ {
				ev, err := g.PlayNext(func(n int) int { return rng.IntN(n) })
				if err != nil {
					if err == ErrTurnLimit {
						break
					}
					t.Fatalf("%s\n%s: %v", data, opts, err)
				}
				if landing != "share" {
					if err := checkGame(g, ev, prev); err != nil {
						t.Fatalf("%s\n%s: %v\n%v", data, opts, err, describe(ev))
					}
				}
				prev = countersOf(&g.State)
				if n%50 == 0 {
					sv, _ := g.Save()
					if _, err := Load(sv); err != nil {
						t.Fatalf("%s\n%s: load: %v\n%v", data, opts, err, describe(ev))
					}
				}
			}
		}
	}
	if boards < 100 {
		t.Errorf("only %d random boards were good", boards)
	}
}
