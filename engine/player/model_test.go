package player

import (
	"fmt"
	"sort"
	"testing"

	"goose/engine"
)

// teamOptions are the rule sets the team-variation tests play (RULES §7.2 with every preset).
func teamRules(t testing.TB) []engine.Rules {
	var rs []engine.Rules
	for _, name := range engine.Presets {
		for _, opt := range []string{"teams", "teams,placings", "teams,stakes,placings", "teams,deadlock=draw"} {
			r, err := engine.Preset(name)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(opt); err != nil {
				t.Fatal(err)
			}
			rs = append(rs, r)
		}
	}
	return rs
}

// eachChoicePoint plays games of every rule set with 2 to 6 seats and calls f
// at every choice; f returns the choice to play.
func eachChoicePoint(t *testing.T, games int, f func(g *engine.Game) engine.Choice) {
	for _, r := range teamRules(t) {
		for i := range games {
			seats := 2 + i%5
			seed := uint64(1000*i + seats)
			g, err := engine.New(r, seats, engine.NewPCG(seed))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Play(engine.Begin); err != nil {
				t.Fatal(err)
			}
			for step := 0; !g.Over() && step < 20000; step++ {
				a := engine.Roll
				if g.Due() == engine.ActChoose {
					a = engine.Choose(f(g))
				}
				if _, err := g.Play(a); err != nil {
					t.Fatalf("%s %s, %d seats, seed %d: %v", r.Name, r.Options(), seats, seed, err)
				}
			}
		}
	}
}

// The model must agree with the engine on what is legal and where every
// legal choice leaves the pieces (RULES §3–§5, §7.2), or the hard player
// would be looking ahead at a different game.
func TestModelMatchesEngine(t *testing.T) {
	checked := 0
	easy := New(Easy, 1)
	eachChoicePoint(t, 10, func(g *engine.Game) engine.Choice {
		c := easy.Choose(g)
		if g.Rules.Stakes.On && g.Rules.Stakes.BrokeOut {
			return c // the model keeps no purse, so cannot know who goes broke
		}
		tb := tablesFor(&g.Rules, len(g.State.Seats), nil)
		s := g.Current()
		var root mpos
		root.load(&g.State)
		dice := g.State.Pending[:g.State.NPending]
		legal := append([]engine.Choice(nil), g.Legal()...)
		// The model keeps uses that end alike (Legal offers each once): compare
		// where they lead, the seat's own pieces as a set.
		mine := map[mpos]bool{}
		for _, c := range tb.choices(&root, s, len(dice), dice, nil) {
			x := root
			if tb.apply(&x, s, c, dice) {
				mine[canonical(x, s)] = true
			}
		}
		theirs := map[mpos]bool{}
		for _, c := range legal {
			x := root
			tb.apply(&x, s, c, dice)
			theirs[canonical(x, s)] = true
		}
		// With stakes, uses that end on the same squares may leave different purses,
		// which the model does not keep.
		if len(mine) != len(theirs) || (len(theirs) != len(legal) && !g.Rules.Stakes.On) {
			t.Fatalf("%s %s dice %v: model reaches %d positions, engine offers %d choices reaching %d: %v",
				g.Rules.Name, g.Rules.Options(), dice, len(mine), len(legal), len(theirs), legal)
		}
		for x := range theirs {
			if !mine[x] {
				t.Fatalf("%s %s dice %v: the engine reaches a position the model does not", g.Rules.Name, g.Rules.Options(), dice)
			}
		}
		for _, c := range legal {
			x := root
			tb.apply(&x, s, c, dice)
			st := g.PreviewState(c)
			var want mpos
			want.load(st)
			if x != want {
				t.Fatalf("%s %s dice %v choice %v:\nmodel  %+v\nengine %+v", g.Rules.Name, g.Rules.Options(), dice, c, x, want)
			}
			checked++
		}
		return c
	})
	if checked < 10000 {
		t.Fatalf("only %d choices checked", checked)
	}
}

// canonical sorts seat s's pieces, which a choice may leave in any order.
func canonical(x mpos, s int) mpos {
	ps := x.seat[s].p[:x.per]
	sort.Slice(ps, func(i, j int) bool { return fmt.Sprint(ps[i]) < fmt.Sprint(ps[j]) })
	return x
}
