package engine

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestEveryKindIsWhole: each kind of square declares, once, all the game
// needs of it: a name the rules file reads back, a cause its events carry,
// a place on the editor's palette with the fields that fit what it does,
// and a square the editor gives it that a rules file holds (RULES §7.3).
func TestEveryKindIsWhole(t *testing.T) {
	names, causes, places := map[string]bool{}, map[Cause]Kind{}, map[int]bool{}
	for _, k := range Kinds() {
		d := k.Def()
		var back Kind
		if err := back.UnmarshalText([]byte(d.Name)); d.Name == "" || names[d.Name] || err != nil || back != k {
			t.Errorf("kind %d: name %q is empty, taken or does not read back", k, d.Name)
		}
		names[d.Name] = true
		if d.Palette > 0 && places[d.Palette] {
			t.Errorf("%s: palette place %d taken", k, d.Palette)
		}
		if d.Palette > 0 {
			places[d.Palette] = true
		}
		if k == Plain || k == Goal {
			continue
		}
		if c, ok := d.Cause.Kind(); !ok || c != k || causes[d.Cause] != Plain {
			t.Errorf("%s: cause %v does not lead back to it alone", k, d.Cause)
		}
		causes[d.Cause] = k
		if k <= Again && d.Cause >= causeCount {
			t.Errorf("%s: cause %d, not the number its events have always had (a room's events are numbers)", k, d.Cause)
		}
		want := Field(0)
		switch d.Does {
		case DoesJump:
			want = FieldTo | FieldAgain
		case DoesFly:
			want = FieldAgain
		case DoesRest:
			want = FieldTurns
		}
		if d.Palette > 0 && d.Fields&^FieldPays != want {
			t.Errorf("%s: the editor offers fields %b; what it does (%d) wants %b", k, d.Fields&^FieldPays, d.Does, want)
		}
		if d.Does == DoesRest && !d.New.Holds() {
			t.Errorf("%s: the editor gives it a square that does nothing", k)
		}
	}
	for i := 1; i <= len(places); i++ {
		if !places[i] {
			t.Errorf("the palette has no kind in place %d of %d", i, len(places))
		}
	}
}

// kindRules is a 20-square board of one die with square 3 of kind k, as
// the editor makes it (pointing a jump at 9), the rest plain.
func kindRules(t *testing.T, k Kind) Rules {
	t.Helper()
	r, err := Preset("classic")
	if err != nil {
		t.Fatal(err)
	}
	r.Dice, r.Start, r.StartThrows, r.OneDieFrom, r.Order = 1, StartPlain, nil, 0, OrderSeat
	r.Board.Squares = make([]Square, 20)
	r.Board.Squares[19].Kind = Goal
	r.Name, r.Drink61 = "Kinds", false
	s := k.Def().New
	s.Kind = k
	if k.Jumps() && !k.Def().ToStart {
		s.To = 9
	}
	r.Board.Squares[3] = s
	if err := r.Validate(); err != nil {
		t.Fatalf("%s: %v", k, err)
	}
	return r
}

// TestEveryKindDoesWhatItSays plays a throw of 3 onto each kind: what
// happens is what its definition says it does (Does, Jumps), with its cause,
// as the computer players' model takes it to (RULES §4).
func TestEveryKindDoesWhatItSays(t *testing.T) {
	for _, k := range Kinds() {
		if k == Plain || k == Goal {
			continue
		}
		r := kindRules(t, k)
		sc, _ := NewScript(3)
		g, err := New(r, 2, sc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(Begin); err != nil {
			t.Fatal(err)
		}
		ev, err := g.Play(Roll)
		if err != nil {
			t.Fatal(err)
		}
		var did Does = DoesRest
		jumped, caused := false, false
		for _, e := range ev {
			caused = caused || (e.Cause == causeOf(k) && e.Square == 3) || (e.Cause == causeOf(k) && e.From == 3)
			switch {
			case e.Kind == EvJump && e.From == 3:
				did, jumped = DoesJump, true
			case e.Kind == EvMove && e.Cause == causeOf(k) && e.From == 3:
				did = DoesFly
			case e.Kind == EvAgain:
				did = DoesAgain
			case e.Kind == EvToast && e.Square == 3: // (a toast has no cause: only the glass raises one)
				did, caused = DoesToast, true
			case (e.Kind == EvLoseTurns || e.Kind == EvHeld) && e.Square == 3:
				did = DoesRest
			}
		}
		if did != k.Does() || jumped != k.Jumps() || !caused {
			t.Errorf("%s: played %d (jumped %v, its cause %v), but it says it does %d (jumps %v): %v", k, did, jumped, caused, k.Does(), k.Jumps(), describe(ev))
		}
	}
}

// TestEveryKindIsInTheRulesFile: a square of each kind the editor offers,
// with each field the editor lets a player set, is written to a rules file
// and read back the same (RULES §7.3); the schema lists every kind a file may name.
func TestEveryKindIsInTheRulesFile(t *testing.T) {
	for _, k := range Palette() {
		d := k.Def()
		for _, f := range []Field{0, FieldTo, FieldTurns, FieldPays, FieldAgain} {
			if d.Fields&f != f {
				continue
			}
			r := kindRules(t, k)
			s := &r.Board.Squares[3]
			switch f {
			case FieldTo:
				s.To = 12
			case FieldTurns:
				*s = Square{Kind: k, Turns: 2, Rescue: true, Piece: true, PaysPerTurn: true}
			case FieldPays:
				s.Pays = !s.Pays
			case FieldAgain:
				s.Again = true
			}
			back, err := ParseRules("kind.json", r.File())
			if err != nil {
				t.Errorf("%s with field %b: %v", k, f, err)
				continue
			}
			if back.Board.Squares[3] != *s {
				t.Errorf("%s with field %b: read back %+v, want %+v", k, f, back.Board.Squares[3], *s)
			}
		}
	}
	var schema struct {
		Properties struct {
			Squares struct {
				Items struct {
					Properties struct {
						Kind struct {
							Enum []string `json:"enum"`
						} `json:"kind"`
					} `json:"properties"`
				} `json:"items"`
			} `json:"squares"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(RulesSchema(), &schema); err != nil {
		t.Fatal(err)
	}
	if got := schema.Properties.Squares.Items.Properties.Kind.Enum; !slices.Equal(got, kindWords()) {
		t.Errorf("the schema's kinds are %v, want %v", got, kindWords())
	}
}
