package present

import (
	"strings"
	"testing"

	"goose/engine"
)

// heard records the sounds the model asks for.
type heard []string

func (h *heard) Play(name string) { *h = append(*h, name) }

// kindCase feeds one event to a model of a position and shows it at 1×.
type kindCase struct {
	name   string
	preset string
	opts   string
	at     [][]int // each seat's geese's squares before the event
	setup  func(m *Model)
	e      engine.Event
	ticks  int    // ticks the event takes at 1×
	sounds string // the sounds it makes, in order
	banner string
	check  func(m *Model) string // what must hold after it, "" if it does
}

func gooseAt(s, j, sq int) func(m *Model) string {
	return func(m *Model) string {
		if g := m.Seats[s].Geese[j]; g.Square != sq || g.Moving {
			return "goose not resting where the event says"
		}
		return ""
	}
}

// Every kind of event: how long it shows, what it sounds and says, and what it changes.
var kindCases = []kindCase{
	{name: "start", preset: "classic", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvStart, Seats: 3}, ticks: 0},
	{name: "ante", preset: "medici", opts: "stakes", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvPay, Seat: 1, Cause: engine.CauseAnte, Amount: 1, Pot: 2, Chips: 9}, ticks: 2,
		check: func(m *Model) string {
			if m.Pot != 2 || m.Seats[1].Chips != 9 {
				return "pot and purse not as paid"
			}
			return ""
		}},
	{name: "pay (§7.1)", preset: "medici", opts: "stakes", at: [][]int{{6}, {0}}, e: engine.Event{Kind: engine.EvPay, Seat: 0, Cause: engine.CauseBridge, Amount: 1, Pot: 3, Chips: 8}, ticks: 12, sounds: "coin",
		check: func(m *Model) string {
			if m.Pot != 3 || m.Seats[0].Chips != 8 {
				return "pot and purse not as paid"
			}
			return ""
		}},
	{name: "roll-off throw (§1)", preset: "classic", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvOrderThrow, Seat: 0, NDice: 2, Dice: [3]int8{6, 5}}, ticks: 40, sounds: "dice",
		check: func(m *Model) string {
			if m.Dice.N != 2 || m.Dice.Values[0] != 6 || m.Dice.Tumble != 0 {
				return "dice not shown"
			}
			return ""
		}},
	{name: "roll-off tie", preset: "classic", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvOrderTie, Seats: 3}, ticks: 0},
	{name: "order", preset: "classic", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvOrder, Seat: 1}, ticks: 20},
	{name: "turn", preset: "classic", at: [][]int{{0}, {0}}, setup: func(m *Model) { m.Dice.Labels[0] = "first" },
		e: engine.Event{Kind: engine.EvTurn, Seat: 1, Turn: 5, Round: 3}, ticks: 8,
		check: func(m *Model) string {
			if m.Turn != 1 || m.Round != 3 || m.Dice.Labels[0] != "" {
				return "turn, round or die labels not as the turn says"
			}
			return ""
		}},
	{name: "turn lost at the inn (§4.3)", preset: "classic", at: [][]int{{19}, {0}}, setup: func(m *Model) { m.Seats[0].Owed, m.Seats[0].OwedAt = 2, 19 },
		e: engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 19, Turns: 1, Cause: engine.CauseInn}, ticks: 24,
		check: func(m *Model) string {
			if m.SeatOwed(0) != 1 || !m.Marked(0, 0) {
				return "one turn still owed, marked"
			}
			return ""
		}},
	{name: "team prison turn lost (§7.2)", preset: "classic", opts: "teams", at: [][]int{{52, 3, 4, 5}, {0, 0, 0, 0}}, setup: func(m *Model) { m.Seats[0].Geese[0].Owed = 2 },
		e: engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 52, Turns: 1, Cause: engine.CausePrison}, ticks: 24,
		check: func(m *Model) string {
			if m.Seats[0].Geese[0].Owed != 1 || m.SeatOwed(0) != 0 || m.SeatHeld(0) {
				return "the goose alone owes a turn; the seat plays on"
			}
			return ""
		}},
	{name: "waits in the well (§4.5)", preset: "classic", at: [][]int{{31}, {0}}, e: engine.Event{Kind: engine.EvWaits, Seat: 0, Square: 31, Cause: engine.CauseWell}, ticks: 24,
		check: func(m *Model) string {
			if !m.SeatHeld(0) || !m.Marked(0, 0) {
				return "not held"
			}
			return ""
		}},
	{name: "throw", preset: "classic", at: [][]int{{0}, {0}}, e: engine.Event{Kind: engine.EvThrow, Seat: 0, NDice: 2, Dice: [3]int8{4, 2}}, ticks: 40, sounds: "dice"},
	{name: "choice: a split, die 2 first (§7.2)", preset: "classic", opts: "teams", at: [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}},
		e: engine.Event{Kind: engine.EvChoice, Seat: 0, Choice: engine.Choice{First: 1, Second: 2, Die: 1}}, ticks: 10,
		check: func(m *Model) string {
			if m.Dice.Labels[0] != "third" || m.Dice.Labels[1] != "second" {
				return "die labels " + strings.Join(m.Dice.Labels[:2], ", ")
			}
			return ""
		}},
	{name: "no move", preset: "classic", opts: "teams", at: [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}}, e: engine.Event{Kind: engine.EvNoMove, Seat: 0}, ticks: 20},
	{name: "move: a hop a square", preset: "classic", at: [][]int{{3}, {0}}, e: engine.Event{Kind: engine.EvMove, Seat: 0, From: 3, To: 8, Steps: 5, Cause: engine.CauseThrow},
		ticks: 5 * hopTicks, sounds: "hop hop hop hop hop",
		check: func(m *Model) string {
			if g := m.Seats[0].Geese[0]; g.Square != 8 || !g.Moving {
				return "the goose should be on 8, still on its way until it rests"
			}
			return ""
		}},
	{name: "move on from a goose honks", preset: "classic", at: [][]int{{5}, {0}}, e: engine.Event{Kind: engine.EvMove, Seat: 0, From: 5, To: 7, Steps: 2, Cause: engine.CauseGoose},
		ticks: 2 * hopTicks, sounds: "honk hop hop", banner: "From goose to goose!", // issue 30: the game's own move has its moment
		setup: func(m *Model) { m.q.motion.Leap = false },
		check: func(m *Model) string {
			if !m.Moving().Leap {
				return "the goose did not leap on from the goose square"
			}
			return ""
		}},
	{name: "bounce (§3)", preset: "classic", at: [][]int{{60}, {0}}, e: engine.Event{Kind: engine.EvMove, Seat: 0, From: 60, To: 61, Peak: 63, Bounce: true, Steps: 5, Cause: engine.CauseThrow},
		ticks: 5 * hopTicks, sounds: "hop hop hop hop hop"},
	{name: "bridge (§4.1)", preset: "classic", at: [][]int{{6}, {0}}, e: engine.Event{Kind: engine.EvJump, Seat: 0, From: 6, To: 12, Cause: engine.CauseBridge}, ticks: jumpTicks, sounds: "bridge", banner: "Over the bridge!"},
	{name: "death walks back", preset: "classic", at: [][]int{{58}, {0}}, e: engine.Event{Kind: engine.EvJump, Seat: 0, From: 58, To: 0, Cause: engine.CauseDeath}, ticks: 30 + 2*58, sounds: "toll", banner: "Death!"},
	{name: "swap (§5)", preset: "classic", at: [][]int{{20}, {20}}, setup: func(m *Model) { m.Seats[1].Geese[0].Held = true },
		e: engine.Event{Kind: engine.EvSwap, Seat: 0, Square: 20, Other: 1, To: 14, Freed: true}, ticks: 30, sounds: "swap",
		check: func(m *Model) string {
			if g := m.Seats[1].Geese[0]; g.Square != 14 || g.Moving || g.Held {
				return "the other goose should be back on 14, freed"
			}
			return ""
		}},
	{name: "dutch collision (§4.8)", preset: "dutch", at: [][]int{{20}, {14}}, setup: func(m *Model) { m.Seats[0].Geese[0].Moving = true },
		e: engine.Event{Kind: engine.EvBack, Seat: 0, Square: 20, Other: 1, To: 14}, ticks: 30, sounds: "swap", check: gooseAt(0, 0, 14)},
	{name: "rest", preset: "classic", at: [][]int{{8}, {0}}, setup: func(m *Model) { m.Seats[0].Geese[0].Moving = true },
		e: engine.Event{Kind: engine.EvRest, Seat: 0, Square: 8}, ticks: 3, check: gooseAt(0, 0, 8)},
	{name: "rest at the goal: home (§6)", preset: "classic", at: [][]int{{62}, {0}}, e: engine.Event{Kind: engine.EvRest, Seat: 0, Square: 63}, ticks: 3,
		check: func(m *Model) string {
			if !m.Seats[0].Geese[0].Off {
				return "not home"
			}
			return ""
		}},
	{name: "inn (§4.3)", preset: "classic", at: [][]int{{19}, {0}}, e: engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 19, Turns: 2, Cause: engine.CauseInn}, ticks: 36, sounds: "inn", banner: "A night at the inn",
		check: func(m *Model) string {
			if m.SeatOwed(0) != 2 || !m.Marked(0, 0) {
				return "two turns not owed"
			}
			return ""
		}},
	{name: "prison holds (§4.6)", preset: "classic", at: [][]int{{52}, {0}}, e: engine.Event{Kind: engine.EvHeld, Seat: 0, Square: 52, Cause: engine.CausePrison}, ticks: 40, sounds: "bars", banner: "To prison!",
		check: func(m *Model) string {
			if !m.SeatHeld(0) {
				return "not held"
			}
			return ""
		}},
	{name: "dutch well holds only while alone (§4.8)", preset: "dutch", at: [][]int{{31}, {31}}, e: engine.Event{Kind: engine.EvHeld, Seat: 0, Square: 31, Cause: engine.CauseWell}, ticks: 40, sounds: "splash", banner: "Into the well!",
		check: func(m *Model) string {
			if m.Seats[0].Geese[0].Held {
				return "held in company"
			}
			return ""
		}},
	{name: "released (§4.7)", preset: "classic", at: [][]int{{31}, {52}}, setup: func(m *Model) { m.Seats[1].Geese[0].Held = true },
		e: engine.Event{Kind: engine.EvReleased, Seat: 1, Square: 52, Cause: engine.CauseDeadlock}, ticks: 36, banner: "Released!",
		check: func(m *Model) string {
			if m.SeatHeld(1) {
				return "still held"
			}
			return ""
		}},
	{name: "toast (drink61)", preset: "classic", opts: "drink61", at: [][]int{{61}, {0}}, e: engine.Event{Kind: engine.EvToast, Seat: 0, Square: 61}, ticks: 30, banner: "A toast!"},
	{name: "bear off (§7.2)", preset: "classic", opts: "teams", at: [][]int{{62, 1, 2, 3}, {0, 0, 0, 0}}, e: engine.Event{Kind: engine.EvBearOff, Seat: 0, Piece: 0}, ticks: 30, sounds: "honk",
		check: func(m *Model) string {
			if !m.Seats[0].Geese[0].Off {
				return "not home"
			}
			return ""
		}},
	{name: "win (§6)", preset: "classic", at: [][]int{{62}, {0}}, e: engine.Event{Kind: engine.EvFinish, Seat: 0, Place: 1}, ticks: 100, sounds: "fanfare", banner: "Victory!",
		check: func(m *Model) string {
			if m.End.Winner != 0 || m.Seats[0].Place != 1 || m.End.Celebrate == 0 {
				return "no winner celebrated"
			}
			return ""
		}},
	{name: "placings", preset: "classic", opts: "placings", at: [][]int{{62}, {0}, {0}}, e: engine.Event{Kind: engine.EvFinish, Seat: 2, Place: 2}, ticks: 40,
		check: func(m *Model) string {
			if m.Seats[2].Place != 2 || m.End.Celebrate != 0 {
				return "second place not given quietly"
			}
			return ""
		}},
	{name: "broke (medici)", preset: "medici", opts: "stakes", at: [][]int{{6}, {0}}, e: engine.Event{Kind: engine.EvBroke, Seat: 0, Cause: engine.CauseBridge}, ticks: 40, banner: "Broke!",
		check: func(m *Model) string {
			if s := m.Seats[0]; !s.Out || !s.Geese[0].Out {
				return "not out"
			}
			return ""
		}},
	{name: "collect (§7.1)", preset: "medici", opts: "stakes", at: [][]int{{62}, {0}}, setup: func(m *Model) { m.Pot = 12 },
		e: engine.Event{Kind: engine.EvCollect, Seat: 0, Amount: 12, Chips: 20}, ticks: 30, sounds: "coin",
		check: func(m *Model) string {
			if m.Pot != 0 || m.Seats[0].Chips != 20 {
				return "pot not taken"
			}
			return ""
		}},
	{name: "no more throws again this turn (rules page)", preset: "spanish", at: [][]int{{9}, {0}}, e: engine.Event{Kind: engine.EvAgainLimit, Seat: 0, Square: 9, Cause: engine.CauseGoose}, ticks: 30,
		check: func(m *Model) string {
			if m.Seats[0].Geese[0].Square != 9 {
				return "the goose moved"
			}
			return ""
		}},
	{name: "throw again (§4.9)", preset: "spanish", at: [][]int{{9}, {0}}, e: engine.Event{Kind: engine.EvAgain, Seat: 0, Square: 9, Cause: engine.CauseGoose}, ticks: 30, banner: "Throw again!",
		check: func(m *Model) string {
			if m.Seats[0].Geese[0].Square != 9 {
				return "the goose moved"
			}
			return ""
		}},
	{name: "game over, drawn", preset: "classic", opts: "deadlock=draw", at: [][]int{{31}, {52}}, e: engine.Event{Kind: engine.EvGameOver, Seat: -1, Draw: true}, ticks: 40,
		check: func(m *Model) string {
			if !m.End.Over || !m.End.Draw || m.End.Winner != -1 {
				return "not over as a draw"
			}
			return ""
		}},
}

func TestKinds(t *testing.T) {
	seen := map[engine.EventKind]bool{}
	for _, tc := range kindCases {
		r, err := engine.Preset(tc.preset)
		if err == nil {
			err = r.Apply(tc.opts)
		}
		var g *engine.Game
		if err == nil {
			g, err = engine.New(r, len(tc.at), engine.NewPCG(1))
		}
		for s := range tc.at {
			if err == nil {
				err = g.Place(s, tc.at[s]...)
			}
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var snd heard
		m := New(&g.Rules, names(len(tc.at)), &g.State, &snd, nil)
		if tc.setup != nil {
			tc.setup(m)
		}
		m.Feed([]engine.Event{tc.e}, 0)
		n := 0
		for ; n < 1000; n++ {
			m.Tick(Speed1x)
			if m.Drained() {
				break
			}
		}
		if want := max(tc.ticks, 1) - 1; n != want && !(tc.ticks == 0 && n == 0) {
			t.Errorf("%s: shown in %d ticks, want %d", tc.name, n+1, tc.ticks)
		}
		if got := strings.Join(snd, " "); got != tc.sounds {
			t.Errorf("%s: sounds %q, want %q", tc.name, got, tc.sounds)
		}
		if m.Banner.Text != tc.banner {
			t.Errorf("%s: banner %q, want %q", tc.name, m.Banner.Text, tc.banner)
		}
		if tc.check != nil {
			if why := tc.check(m); why != "" {
				t.Errorf("%s: %s", tc.name, why)
			}
		}
		seen[tc.e.Kind] = true
	}
	for k := engine.EventKind(0); !strings.HasPrefix(k.String(), "event("); k++ {
		if !seen[k] {
			t.Errorf("no case shows an event of kind %s: add one to kindCases", k)
		}
	}
}

// TestSpeeds: 2× and 4× show an event in a half and a quarter of the
// ticks, ½× and ¼× in twice and four times as many; instant in one.
func TestSpeeds(t *testing.T) {
	r, _ := engine.Preset("classic")
	g, err := engine.New(r, 2, engine.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sp    Speed
		ticks int
	}{{Speed1x, 40}, {Speed2x, 20}, {Speed4x, 10}, {Instant, 1}, {Half, 80}, {Quarter, 160}} {
		m := New(&g.Rules, names(2), &g.State, nil, nil)
		m.Feed([]engine.Event{{Kind: engine.EvThrow, NDice: 2, Dice: [3]int8{1, 2}}}, tc.sp.Pause())
		n := 0
		for !m.Drained() && n < 1000 {
			m.Tick(tc.sp)
			n++
		}
		if n != tc.ticks {
			t.Errorf("%s: a throw shown in %d ticks, want %d", tc.sp.Label(), n, tc.ticks)
		}
		p := 0
		for !m.Due() && p < 1000 {
			m.Tick(tc.sp)
			p++
		}
		if want := [NSpeeds]int{39, 9, 2, 0, 79, 159}[tc.sp]; p != want {
			t.Errorf("%s: the next action due after %d more ticks, want %d", tc.sp.Label(), p, want)
		}
	}
}
