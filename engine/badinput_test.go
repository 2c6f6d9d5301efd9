package engine

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestBadRules: unknown presets and options are refused with a message naming them.
func TestBadRules(t *testing.T) {
	if _, err := Preset("chess"); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Errorf("Preset(chess): %v", err)
	}
	for _, c := range []struct{ opt, says string }{
		{"jump", `unknown option "jump"`},
		{"stakes,fast", `unknown option "fast"`},
		{"stakes=abc", "purse"},
		{"stakes=0", "purse"},
		{"stakes=10001", "purse"},
		{"deadlock=wait", "deadlock=release or deadlock=draw"},
		{"deadlock", "deadlock=release or deadlock=draw"},
		{"order=age", "order=seat or order=roll"},
		{"teams=2", "takes no value"},
		{"placings=yes", "takes no value"},
	} {
		r, _ := Preset("classic")
		if err := r.Apply(c.opt); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("Apply(%q): %v, want it to say %q", c.opt, err, c.says)
		}
	}
	// Spaces and empty items are fine.
	r, _ := Preset("classic")
	if err := r.Apply(" stakes , ,placings "); err != nil || !r.Stakes.On || !r.Placings {
		t.Errorf("Apply with spaces: %v", err)
	}
	for _, c := range []struct {
		name  string
		rules func(r *Rules)
		seats int
		says  string
	}{
		{"no seats", func(r *Rules) {}, 0, "seats"},
		{"too many seats", func(r *Rules) {}, MaxSeats + 1, "seats"},
		{"no dice", func(r *Rules) { r.Dice = 0 }, 2, "dice"},
		{"french ante above the purse", func(r *Rules) { r.Name = "french"; r.Stakes = Stakes{On: true, Purse: 3, Ante: 4} }, 2, "ante"},
		{"short board", func(r *Rules) { r.Board.Squares = r.Board.Squares[:2] }, 2, "board"},
		{"goal not last", func(r *Rules) { r.Board.Squares = r.Board.Squares[:60] }, 2, "goal"},
		{"jump off the board", func(r *Rules) { r.Board.Squares[6].To = 70 }, 2, "jumps to 70"},
		{"jumps in a circle", func(r *Rules) { r.Board.Squares[12] = Square{Kind: Bridge, To: 6} }, 2, "circle"},
		{"start throw off the board", func(r *Rules) { r.StartThrows[0].To = 63 }, 2, "start throw"},
		{"bad option value", func(r *Rules) { r.Landing = 9 }, 2, "unknown value"},
	} {
		r, _ := Preset("classic")
		c.rules(&r)
		if _, err := New(r, c.seats, NewPCG(1)); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want it to say %q", c.name, err, c.says)
		}
	}
	r, _ = Preset("classic")
	if _, err := New(r, 2, nil); err == nil {
		t.Error("New without dice")
	}
	for _, v := range [][]int{{0}, {7}, {1, 2, -3}} {
		if _, err := NewScript(v...); err == nil {
			t.Errorf("NewScript(%v) accepted", v)
		}
	}
}

// TestBadActions: actions out of turn are refused and change nothing.
func TestBadActions(t *testing.T) {
	r, _ := Preset("classic")
	r.Apply("stakes")
	g, _ := New(r, 3, NewPCG(5))
	try := func(a Action, want error, when string) {
		t.Helper()
		before := stateJSON(t, g)
		ev, err := g.Play(a)
		if err == nil || (want != nil && err != want) {
			t.Errorf("%s: %v %v, want %v", when, a.Kind, err, want)
		}
		if len(ev) != 0 {
			t.Errorf("%s: events from a refused action: %v", when, describe(ev))
		}
		unchanged(t, g, before, when)
	}
	try(Roll, ErrNotBegun, "roll before Begin")
	try(Choose(Choice{Sum: true}), ErrNotBegun, "choose before Begin")
	if _, err := g.Play(Begin); err != nil {
		t.Fatal(err)
	}
	try(Begin, ErrBegun, "Begin twice")
	try(Choose(Choice{Sum: true, Second: -1}), ErrNoChoice, "choose when no choice is due")
	try(Action{Kind: 9}, nil, "an unknown action")
	for n := 0; !g.Over(); n++ {
		if n == 100000 {
			t.Fatal("the game does not end")
		}
		if _, err := g.Play(Roll); err != nil {
			t.Fatal(err)
		}
	}
	try(Roll, ErrOver, "roll after the end")
	try(Begin, ErrOver, "Begin after the end")
	try(Choose(Choice{Sum: true, Second: -1}), ErrOver, "choose after the end")
	if g.Current() != -1 || g.WillThrow() || len(g.Legal()) != 0 {
		t.Errorf("after the end: current %d, will throw %v, legal %v", g.Current(), g.WillThrow(), g.Legal())
	}
}

// TestDiceRunOut: scripted dice running out stop the game with ErrDiceRanOut
// and leave the state as it was.
func TestDiceRunOut(t *testing.T) {
	x := newTable(t, "classic", "stakes", 2, []int{10}, []int{20})
	x.dice.Values = append(x.dice.Values, 3)
	before, _ := x.g.State.JSON()
	if _, err := x.g.Play(Roll); err != ErrDiceRanOut {
		t.Fatalf("err %v, want ErrDiceRanOut", err)
	}
	after, _ := x.g.State.JSON()
	if !bytes.Equal(before, after) {
		t.Errorf("state changed:\n%s\n%s", before, after)
	}
}

// TestBadSaves: damaged or inconsistent saves give an error that says what is wrong.
func TestBadSaves(t *testing.T) {
	r, _ := Preset("classic")
	r.Apply("stakes,teams")
	g, _ := New(r, 3, NewPCG(9))
	g.Play(Begin)
	for i := 0; i < 20 || g.Due() == ActChoose; i++ {
		if g.Due() == ActChoose {
			g.Play(Choose(g.Legal()[0]))
		} else {
			g.Play(Roll)
		}
	}
	good := stateJSON(t, g)
	if _, err := Load(good); err != nil {
		t.Fatalf("a good save: %v", err)
	}
	// edit decodes the good save, changes it and encodes it again.
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	obj := func(m map[string]any, path ...string) map[string]any {
		for _, p := range path {
			m = m[p].(map[string]any)
		}
		return m
	}
	seat := func(m map[string]any, i int) map[string]any {
		return obj(m, "state")["seats"].([]any)[i].(map[string]any)
	}
	piece := func(m map[string]any, s, p int) map[string]any {
		return seat(m, s)["pieces"].([]any)[p].(map[string]any)
	}
	for _, c := range []struct {
		name string
		data []byte
		says string
	}{
		{"empty", nil, "saved game"},
		{"not JSON", []byte("goose"), "invalid character"},
		{"cut short", good[:len(good)/2], "unexpected end"},
		{"array", []byte("[]"), "cannot unmarshal"},
		{"newer version", edit(func(m map[string]any) { m["version"] = 99 }), "version 99"},
		{"no version", edit(func(m map[string]any) { delete(m, "version") }), "version 0"},
		{"unknown square kind", edit(func(m map[string]any) {
			obj(m, "rules", "board")["squares"].([]any)[5].(map[string]any)["kind"] = "trampoline"
		}), `unknown square kind "trampoline"`},
		{"unknown phase", edit(func(m map[string]any) { obj(m, "state")["phase"] = "nap" }), `unknown phase "nap"`},
		{"piece off the board", edit(func(m map[string]any) { piece(m, 1, 2)["square"] = 64 }),
			"seat 2 piece 3 stands on square 64, which is not on the board"},
		{"piece before the start", edit(func(m map[string]any) { piece(m, 0, 0)["square"] = -1 }), "square -1"},
		{"piece missing", edit(func(m map[string]any) {
			s := seat(m, 2)
			s["pieces"] = s["pieces"].([]any)[:3]
		}), "seat 3 has 3 pieces; these rules give 4"},
		{"chips made", edit(func(m map[string]any) { seat(m, 0)["chips"] = seat(m, 0)["chips"].(float64) + 1 }), "chips in purses and pot"},
		{"negative pot", edit(func(m map[string]any) { obj(m, "state")["pot"] = -1 }), "chips"},
		{"order repeats a seat", edit(func(m map[string]any) { obj(m, "state")["order"] = []int{0, 0, 1} }), "playing order"},
		{"order too short", edit(func(m map[string]any) { obj(m, "state")["order"] = []int{0, 1} }), "playing order"},
		{"order names no seat", edit(func(m map[string]any) { obj(m, "state")["order"] = []int{0, 1, 5} }), "playing order"},
		{"seat to play out of range", edit(func(m map[string]any) { obj(m, "state")["at"] = 3 }), "seat to play"},
		{"pending dice without a choice", edit(func(m map[string]any) { obj(m, "state")["nPending"] = 2 }), "pending dice"},
		{"winner not a seat", edit(func(m map[string]any) { obj(m, "state")["winner"] = 7 }), "winner"},
		{"no seats", edit(func(m map[string]any) { obj(m, "state")["seats"] = []any{} }), "0 seats"},
		{"owes too much", edit(func(m map[string]any) { seat(m, 1)["owed"] = 50 }), "impossible counters"},
		{"bad rules", edit(func(m map[string]any) { obj(m, "rules")["dice"] = 0 }), "dice"},
		// RULES §7.2, issue 10.4: a position with a player's own geese together is refused.
		{"own geese share a square", edit(func(m map[string]any) {
			piece(m, 0, 0)["square"], piece(m, 0, 1)["square"] = 11, 11
		}), "seat 1 has two geese on square 11"},
		// Issue 11.2: a goose on the goal that has lost its "off" flag crashed the hard player.
		{"racing goose on the goal", edit(func(m map[string]any) { delete(piece(m, 1, 0), "off") }),
			"seat 2 piece 1 stands on the goal 63 but has not borne off"},
		// Issue 11.16: counts that could overflow.
		{"huge purse", edit(func(m map[string]any) { obj(m, "rules", "stakes")["purse"] = 1 << 62 }), "purse of 1 to 10000"},
		{"chips beyond the table", edit(func(m map[string]any) {
			seat(m, 0)["chips"] = 1 << 40
			seat(m, 1)["chips"] = -(1 << 40)
		}), "chips"},
		{"turns past the limit", edit(func(m map[string]any) { obj(m, "state")["turn"] = MaxTurns + 1 }), "impossible counters"},
		{"rounds past turns", edit(func(m map[string]any) { obj(m, "state")["round"] = 1 << 40 }), "impossible counters"},
		{"no dice state", edit(func(m map[string]any) { m["dice"] = map[string]any{} }), "no dice state"},
		{"broken generator", edit(func(m map[string]any) { obj(m, "dice", "pcg")["state"] = "AAAA" }), "dice"},
		{"bad script", edit(func(m map[string]any) {
			m["dice"] = map[string]any{"script": map[string]any{"values": []int{1, 9}, "next": 0}}
		}), "not a die face"},
		{"script position", edit(func(m map[string]any) {
			m["dice"] = map[string]any{"script": map[string]any{"values": []int{1, 2}, "next": 3}}
		}), "position"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := Load(c.data)
			if err == nil || g != nil {
				t.Fatalf("loaded (%v)", err)
			}
			if !strings.Contains(err.Error(), c.says) || !strings.HasPrefix(err.Error(), "saved game") {
				t.Errorf("error %q, want it to begin \"saved game\" and say %q", err, c.says)
			}
		})
	}
}
