package narrate

import (
	"strings"
	"testing"

	"goose/engine"
)

func rules(t *testing.T, preset, options string) *engine.Rules {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(options); err != nil {
		t.Fatal(err)
	}
	return &r
}

// kinds is every kind of event the engine has.
func kinds() []engine.EventKind {
	var ks []engine.EventKind
	for k := engine.EventKind(0); !strings.HasPrefix(k.String(), "event("); k++ {
		ks = append(ks, k)
	}
	return ks
}

type sayCase struct {
	name   string
	preset string
	opts   string
	open   bool   // a line is being built
	dice   []int8 // the dice last thrown
	racing int
	e      engine.Event
	want   string // the clause in English
	brk    Break
}

var names = []string{"Ann", "Bob", "Cy"}

// Every kind of event, and every quirk of a preset that changes the words (RULES §2–§7).
var sayCases = []sayCase{
	{"start", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvStart, Seats: 3}, "A new game of Classic begins", Before | After},
	{"start french", "french", "", false, nil, 2, engine.Event{Kind: engine.EvStart, Seats: 3}, "A new game of French begins", Before | After},
	{"ante goes unsaid (§7.1)", "medici", "stakes", true, nil, 2, engine.Event{Kind: engine.EvPay, Seat: 1, Cause: engine.CauseAnte, Amount: 1, Pot: 2}, "", 0},
	{"pay", "medici", "stakes", true, nil, 2, engine.Event{Kind: engine.EvPay, Seat: 1, Cause: engine.CauseBridge, Amount: 1, Pot: 4}, "; Bob pays a chip (pot 4)", 0},
	{"roll-off throw (§1)", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvOrderThrow, Seat: 0, NDice: 2, Dice: [3]int8{6, 5}}, "Ann throws 6 and 5 for the first turn", Before},
	{"roll-off tie", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvOrderTie, Seats: 3}, "A tie: they throw again", Before},
	{"order", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvOrder, Seat: 2}, "Cy plays first", Before | After},
	{"turn ends the line", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvTurn, Seat: 1, Turn: 3, Round: 2}, "", Before},
	{"turn lost, first words", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 19, Turns: 1, Cause: engine.CauseInn}, "Ann loses a turn at the inn (1 more)", 0},
	{"turn lost, last one", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 19, Cause: engine.CauseInn}, "Ann loses a turn at the inn", 0},
	{"turn lost after more words", "ancient", "", true, nil, 2, engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 52, Turns: 2, Cause: engine.CausePrison}, "; loses a turn at the prison (2 more)", 0},
	{"turn lost after more words, last", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvTurnLost, Seat: 0, Square: 19, Cause: engine.CauseInn}, "; loses a turn at the inn", 0},
	{"waits (§4.5)", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvWaits, Seat: 1, Square: 31, Cause: engine.CauseWell}, "Bob waits in the well", 0},
	{"waits, team goose", "classic", "teams", false, nil, 2, engine.Event{Kind: engine.EvWaits, Seat: 1, Piece: 2, Square: 52, Cause: engine.CausePrison}, "Bob's third goose waits in the prison", 0},
	{"waits goes unsaid after a lost turn", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvWaits, Seat: 1, Piece: 2, Square: 52}, "", 0},
	{"throw", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvThrow, Seat: 0, NDice: 2, Dice: [3]int8{4, 2}}, "Ann throws 4 and 2", 0},
	{"first throw (§2.3)", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvThrow, Seat: 0, NDice: 2, Dice: [3]int8{6, 3}, First: true}, "Ann's first throw is 6 and 3", 0},
	{"one die (§3)", "ancient", "", false, nil, 2, engine.Event{Kind: engine.EvThrow, Seat: 1, NDice: 1, Dice: [3]int8{5}}, "Bob throws 5", 0},
	{"three dice", "classic", "", false, nil, 2, engine.Event{Kind: engine.EvThrow, Seat: 1, NDice: 3, Dice: [3]int8{1, 2, 3}}, "Bob throws 1, 2 and 3", 0},
	{"choice: the sum (§7.2)", "classic", "teams", true, []int8{5, 3}, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 0, Second: -1, Sum: true}}, " and moves the first goose 8 with both dice", 0},
	{"choice: a split", "classic", "teams", true, []int8{5, 3}, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 1, Second: 2}}, " and moves the second goose 5 with one die and the third 3 with the other", 0},
	{"choice: a split, die 2 first", "classic", "teams", true, []int8{5, 3}, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 1, Second: 2, Die: 1}}, " and moves the second goose 3 with one die and the third 5 with the other", 0},
	{"choice: one die alone", "classic", "teams", true, []int8{5, 3}, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 3, Second: -1, Die: 1}}, " and moves the fourth goose 3 with one die alone", 0},
	{"choice: one die thrown (§3)", "ancient", "teams", true, []int8{4}, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 1, Second: -1, Sum: true}}, " and moves the second goose 4 with its one die", 0},
	{"choice: dice unknown", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvChoice, Choice: engine.Choice{First: 2, Second: 0}}, " and moves the third goose with one die and the first with the other", 0},
	{"no move", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvNoMove, Seat: 1}, ": no goose can move", 0},
	{"move", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 3, To: 8, Steps: 5, Cause: engine.CauseThrow}, ": to 8", 0},
	{"move onto a goose", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 0, To: 5, Steps: 5, Cause: engine.CauseThrow}, ": to 5, a goose", 0},
	{"move on from a goose", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 5, To: 10, Steps: 5, Cause: engine.CauseGoose}, ", on to 10", 0},
	{"bounce at the goal (§3)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 60, To: 58, Peak: 63, Bounce: true, Steps: 7, Cause: engine.CauseThrow}, ": to 63 and back to 58", 0},
	{"bounce on from a goose", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 59, To: 61, Peak: 63, Bounce: true, Steps: 6, Cause: engine.CauseGoose}, ", on to 63 and back to 61", 0},
	{"either die (§3)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, From: 60, To: 63, Steps: 3, Cause: engine.CauseOneDie}, ": one die alone reaches 63", 0},
	{"team goose moves", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, Piece: 1, From: 3, To: 8, Steps: 5, Cause: engine.CauseThrow}, "; the second goose to 8", 0},
	{"team goose bounces", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvMove, Seat: 0, Piece: 1, From: 61, To: 62, Peak: 63, Bounce: true, Steps: 3, Cause: engine.CauseThrow}, "; the second goose to 63 and back to 62", 0},
	{"first-throw jump (§2.3)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 0, To: 26, Cause: engine.CauseFirst}, ": straight to 26", 0},
	{"dutch start (§4.8)", "dutch", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 0, To: 53, Cause: engine.CauseStart}, ": straight to 53", 0},
	{"bridge (§4.1)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 6, To: 12, Cause: engine.CauseBridge}, ", the bridge, across to 12", 0},
	{"maze", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 42, To: 30, Cause: engine.CauseMaze}, ", lost in the maze, back to 30", 0},
	{"death", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 58, To: 0, Cause: engine.CauseDeath}, ": death! Back to the start", 0},
	{"dice (§4.2)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 26, To: 53, Cause: engine.CauseDice}, ", the dice, to 53", 0},
	{"another jump", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 40, To: 45, Cause: engine.CauseJump}, ", then to 45", 0},
	{"swap (§5)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvSwap, Seat: 0, Square: 20, Other: 1, To: 14}, "; Bob goes back to 14", 0},
	{"swap to the start (§5)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvSwap, Seat: 0, Square: 9, Other: 1, To: 0}, "; Bob goes back to the start", 0},
	{"swap frees (§5)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvSwap, Seat: 0, Square: 31, Other: 2, To: 25, Freed: true}, "; Cy, set free, goes back to 25", 0},
	{"swap, team goose", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvSwap, Seat: 0, Square: 20, Other: 1, OtherPiece: 3, To: 14}, "; Bob's fourth goose goes back to 14", 0},
	{"dutch collision (§4.8)", "dutch", "", true, nil, 2, engine.Event{Kind: engine.EvBack, Seat: 0, Square: 20, Other: 1, To: 14}, ": 20 is taken, so back to 14", 0},
	{"dutch start taken (§4.8)", "dutch", "", true, nil, 2, engine.Event{Kind: engine.EvBack, Seat: 0, Square: 26, Other: 1, Cause: engine.CauseStart}, ": 26 is taken, so stays at the start", 0},
	{"rest goes unsaid", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvRest, Seat: 0, Square: 8}, "", 0},
	{"inn (§4.3)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 19, Turns: 2, Cause: engine.CauseInn}, "; rests at the inn and loses the next 2 turns", 0},
	{"inn, one turn", "french", "", true, nil, 2, engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 19, Turns: 1, Cause: engine.CauseInn}, "; rests at the inn and loses the next turn", 0},
	{"french well loses turns", "french", "", true, nil, 2, engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 31, Turns: 3, Cause: engine.CauseWell}, "; falls into the well and loses the next 3 turns", 0},
	{"team prison loses turns (§7.2)", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Piece: 1, Square: 52, Turns: 3, Cause: engine.CausePrison}, "; thrown into prison for the next 3 turns", 0},
	{"other square loses turns", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvLoseTurns, Seat: 0, Square: 40, Turns: 1, Cause: engine.CauseSkip}, "; loses the next turn", 0},
	{"well holds (§4.5)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvHeld, Seat: 0, Square: 31, Cause: engine.CauseWell}, "; falls into the well and waits for rescue", 0},
	{"prison holds (§4.6)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvHeld, Seat: 0, Square: 52, Cause: engine.CausePrison}, "; thrown into prison until someone comes", 0},
	// issue 30 #12: after another seat's clause (Ann, freed, pays a chip), the one held is named.
	{"prison holds after another's clause", "medici", "stakes", true, nil, 2, engine.Event{Kind: engine.EvHeld, Seat: 1, Square: 52, Cause: engine.CausePrison}, "; Bob is thrown into prison until someone comes", 0},
	{"well holds after another's clause", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvHeld, Seat: 1, Square: 31, Cause: engine.CauseWell}, "; Bob falls into the well and waits for rescue", 0},
	{"other hold goes unsaid", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvHeld, Seat: 0, Square: 40, Cause: engine.CauseSkip}, "", 0},
	{"deadlock release (§4.7)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvReleased, Seat: 1, Square: 31, Cause: engine.CauseDeadlock}, "No one can move: Bob is released from the well", Before | After},
	{"dutch company frees (§4.8)", "dutch", "", true, nil, 2, engine.Event{Kind: engine.EvReleased, Seat: 1, Square: 52, Other: 0}, "; Bob is no longer alone in the prison", 0},
	{"toast (drink61)", "classic", "drink61", true, nil, 2, engine.Event{Kind: engine.EvToast, Seat: 0, Square: 61}, "; raises a glass on 61", 0},
	{"bear off (§7.2)", "classic", "teams", true, nil, 2, engine.Event{Kind: engine.EvBearOff, Seat: 0, Piece: 1}, "; a goose reaches the garden", 0},
	{"win (§6)", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvFinish, Seat: 0, Place: 1}, "; Ann reaches the garden of the goose and wins!", 0},
	{"placings", "classic", "placings", true, nil, 2, engine.Event{Kind: engine.EvFinish, Seat: 2, Place: 2}, "; Cy finishes 2nd", 0},
	{"placings, fourth", "classic", "placings", true, nil, 2, engine.Event{Kind: engine.EvFinish, Seat: 2, Place: 4}, "; Cy finishes 4th", 0},
	{"broke (medici)", "medici", "stakes", true, nil, 2, engine.Event{Kind: engine.EvBroke, Seat: 1, Cause: engine.CauseBridge}, "; Bob is broke and out of the game", 0},
	{"collect (§7.1)", "medici", "stakes", true, nil, 0, engine.Event{Kind: engine.EvCollect, Seat: 0, Amount: 12, Chips: 20}, "Ann takes the pot of 12 chips", Before | After},
	{"over", "classic", "", true, nil, 0, engine.Event{Kind: engine.EvGameOver, Seat: 0}, "", Before},
	{"goose to goose (§4.9)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 5, To: 9, Cause: engine.CauseGoose}, ", on to the next goose, 9", 0},
	{"back past the first goose to the start (§4.9, issue 32)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvJump, Seat: 0, From: 5, To: 0, Cause: engine.CauseGoose}, ", no goose behind it: back to the start", 0},
	{"throw again, goose (§4.9)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvAgain, Seat: 0, Square: 9, Cause: engine.CauseGoose}, ". \u201cDe oca a oca y tiro porque me toca\u201d: Ann throws again.", After},
	{"throw again, bridge (§4.9)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvAgain, Seat: 1, Square: 6, Cause: engine.CauseBridge}, ". \u201cDe puente a puente y tiro porque me lleva la corriente\u201d: Bob throws again.", After},
	{"throw again, dice (§4.9)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvAgain, Seat: 0, Square: 53, Cause: engine.CauseDice}, ". \u201cDe dado a dado y tiro porque me ha tocado\u201d: Ann throws again.", After},
	{"throw again, own board", "classic", "", true, nil, 2, engine.Event{Kind: engine.EvAgain, Seat: 0, Square: 20, Cause: engine.CauseAgain}, "; Ann throws again.", After},
	{"no more throws again this turn (rules page)", "spanish", "", true, nil, 2, engine.Event{Kind: engine.EvAgainLimit, Seat: 1, Square: 9, Cause: engine.CauseGoose}, "; Bob has thrown again 1000 times this turn, the most a turn allows: the turn passes.", After},
	{"deadlock draw (§4.7)", "classic", "deadlock=draw", true, nil, 2, engine.Event{Kind: engine.EvGameOver, Seat: -1, Draw: true}, "Everyone is held for good: the game is drawn", Before | After},
	{"the last go broke together (medici)", "medici", "stakes", true, nil, 0, engine.Event{Kind: engine.EvGameOver, Seat: -1, Draw: true}, "The last players went broke together: the game is drawn", Before | After},
}

func TestSay(t *testing.T) {
	seen := map[engine.EventKind]bool{}
	for _, tc := range sayCases {
		c := &Context{Names: names, Rules: rules(t, tc.preset, tc.opts), Open: tc.open, Dice: tc.dice, Racing: tc.racing}
		cl := Say(c, &tc.e)
		var b strings.Builder
		for _, m := range cl.Say {
			s := English.Text(m)
			if strings.Contains(s, "%!") || s == string(m.ID) {
				t.Errorf("%s: message %s is not in the English table or has the wrong arguments: %q", tc.name, m.ID, s)
			}
			b.WriteString(s)
		}
		if b.String() != tc.want || cl.Break != tc.brk {
			t.Errorf("%s: said %q (break %b), want %q (break %b)", tc.name, b.String(), cl.Break, tc.want, tc.brk)
		}
		seen[tc.e.Kind] = true
	}
	for _, k := range kinds() {
		if !seen[k] {
			t.Errorf("no case says an event of kind %s: add one to sayCases", k)
		}
	}
}

// TestEveryKindIsSaid finds a kind of event added to the engine but not to the narration.
func TestEveryKindIsSaid(t *testing.T) {
	for _, k := range kinds() {
		if int(k) >= len(sayers) || sayers[k] == nil {
			t.Errorf("event kind %s has no sayer", k)
		}
	}
}

// TestLogLines builds lines clause by clause: one a turn, each ending in a full stop.
func TestLogLines(t *testing.T) {
	r := rules(t, "classic", "")
	dice, err := engine.NewScript(3, 2, 6, 5, 4, 1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.New(*r, 2, dice)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLog([]string{"Ann", "Bob"}, &g.Rules, &g.State)
	feed := func(a engine.Action) {
		evs, err := g.Play(a)
		if err != nil {
			t.Fatal(err)
		}
		for i := range evs {
			l.Add(&evs[i])
		}
	}
	feed(engine.Begin)
	feed(engine.Roll)
	want := []string{"A new game of Classic begins.", "Ann throws 3 and 2 for the first turn.", "Bob throws 6 and 5 for the first turn.", "Bob plays first."}
	if strings.Join(l.Lines, "|") != strings.Join(want, "|") {
		t.Errorf("lines %q, want %q", l.Lines, want)
	}
	if got := l.Current(); got != "Bob's first throw is 4 and 1: to 5, a goose, on to 10" {
		t.Errorf("current line %q", got)
	}
	// Told again in Spanish, every line it made speaks Spanish at once.
	es, _ := Lookup("es")
	Speak(es)
	l.Retell()
	Speak(Languages[0])
	if got := l.Lines[0] + "|" + l.Current(); got != "Empieza una partida (Clásica).|Bob abre con 4 y 1: a la 5, una oca, sigue hasta la 10" {
		t.Errorf("retold in Spanish: %q", got)
	}
	l.Retell()
	l.Note(M("resumes"))
	if got := l.Lines[len(l.Lines)-2:]; got[0] != "Bob's first throw is 4 and 1: to 5, a goose, on to 10." || got[1] != "The game resumes." {
		t.Errorf("after a note: %q", got)
	}
}

func TestLabels(t *testing.T) {
	dice := []int8{5, 3}
	cases := []struct {
		c          engine.Choice
		label      string
		die0, die1 string
	}{
		{engine.Choice{First: 0, Second: -1, Sum: true}, "8 on goose 1", "first", "first"},
		{engine.Choice{First: 1, Second: 2}, "5 on 2, 3 on 3", "second", "third"},
		{engine.Choice{First: 1, Second: 2, Die: 1}, "3 on 2, 5 on 3", "third", "second"},
		{engine.Choice{First: 3, Second: -1, Die: 1}, "3 on goose 4 alone", "", "fourth"},
	}
	for _, tc := range cases {
		if got := Label(tc.c, dice).String(); got != tc.label {
			t.Errorf("Label(%v) = %q, want %q", tc.c, got, tc.label)
		}
		l := DieLabels(tc.c)
		if l[0].String() != tc.die0 || l[1].String() != tc.die1 {
			t.Errorf("DieLabels(%v) = %q, %q, want %q, %q", tc.c, l[0], l[1], tc.die0, tc.die1)
		}
	}
}

// TestEnglishHasNoOrphans: every text in the table is one something says (a
// typo in an ID shows as a missing text in TestSay, and as an orphan here).
func TestEnglishHasNoOrphans(t *testing.T) {
	used := map[ID]bool{}
	var walk func(m Message)
	walk = func(m Message) {
		used[m.ID] = true
		for _, a := range m.Args {
			if sub, ok := a.(Message); ok {
				walk(sub)
			}
		}
	}
	for _, tc := range sayCases {
		c := &Context{Names: names, Rules: rules(t, tc.preset, tc.opts), Open: tc.open, Dice: tc.dice, Racing: tc.racing}
		for _, m := range Say(c, &tc.e).Say {
			walk(m)
		}
		walk(Banner(&tc.e))
		if tc.e.Kind == engine.EvChoice {
			for _, m := range DieLabels(tc.e.Choice) {
				walk(m)
			}
		}
	}
	// The HUD's and the results' words.
	for _, m := range []Message{Header("classic", 1, false, 0), Header("medici", 2, true, 5), ToPlay("Ann", true), ToPlay("Bob", false), Awaited("Cy"),
		Choose("Ann"), Throw("Ann"), Headline("Ann", false, false), Headline("", true, false), Headline("", true, true),
		Headline("", false, false), M("resumes")} {
		walk(m)
	}
	for _, id := range []ID{"hud.seat", "hud.out", "hud.place", "hud.home", "hud.piece", "hud.start", "hud.square", "hud.held", "hud.loses"} {
		used[id] = true // Seat's words, tested by TestSeat
	}
	for _, k := range engine.Kinds() {
		for _, id := range k.Messages() {
			used[ID(id)] = true // the kinds' words, tested by TestKindWordsAreSaid
		}
	}
	for id := range English {
		base, _, _ := strings.Cut(string(id), pluralMark)
		if id := ID(base); !used[id] && !saidElsewhere(id) {
			t.Errorf("English has %q, which nothing says", id)
		}
	}
}

// saidElsewhere: messages said by functions tested on their own or by the scenes.
func saidElsewhere(id ID) bool {
	for _, p := range []string{"ordinal.", "square.", "place.", "label.", "use.", "dice.", "ui.", "in.", "from.",
		"rules.", "level.", "opt.", "option.", "title.", "mark.", "summary.", "book.", "file.", "net.", "guide."} {
		if strings.HasPrefix(string(id), p) {
			return true
		}
	}
	return false
}

func TestSeat(t *testing.T) {
	cases := []struct {
		s    SeatStatus
		want string
	}{
		{SeatStatus{Name: "Ann", Pieces: []int{0}}, "Ann — at the start"},
		{SeatStatus{Name: "Ann", Pieces: []int{12}, Owed: 1}, "Ann — square 12, loses 1"},
		{SeatStatus{Name: "Ann", Pieces: []int{31}, Held: true}, "Ann — square 31, held"},
		{SeatStatus{Name: "Bob", Team: true, Pieces: []int{3, -1, 0, 52}, Held: true}, "Bob — 3, home, 0, 52, held"},
		{SeatStatus{Name: "Cy", Place: 2, Pieces: []int{63}}, "Cy — 2nd place"},
		{SeatStatus{Name: "Cy", Out: true}, "Cy — out"},
	}
	for _, tc := range cases {
		if got := Seat(&tc.s); got != tc.want {
			t.Errorf("Seat(%+v) = %q, want %q", tc.s, got, tc.want)
		}
	}
	if got := Header("medici", 0, true, 5).String(); got != "Medici · round 1 · pot 5" {
		t.Errorf("header %q", got)
	}
}

// issue 30 #12: Bob lands in the prison, frees Ann, who pays a chip; the
// prison's clause names Bob, or it would read as Ann's.
func TestLogNamesTheOneHeldAfterAnothersClause(t *testing.T) {
	r := rules(t, "medici", "stakes")
	dice, _ := engine.NewScript(1, 2)
	g, err := engine.New(*r, 2, dice)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLog([]string{"Ann", "Bob"}, &g.Rules, &g.State)
	for _, e := range []engine.Event{
		{Kind: engine.EvTurn, Seat: 1, Turn: 9, Round: 5},
		{Kind: engine.EvThrow, Seat: 1, NDice: 2, Dice: [3]int8{3, 4}},
		{Kind: engine.EvMove, Seat: 1, From: 45, To: 52, Steps: 7, Cause: engine.CauseThrow},
		{Kind: engine.EvSwap, Seat: 1, Square: 52, Other: 0, To: 45, Freed: true},
		{Kind: engine.EvPay, Seat: 0, Cause: engine.CausePrison, Amount: 1, Pot: 20, Chips: 5},
		{Kind: engine.EvHeld, Seat: 1, Square: 52, Cause: engine.CausePrison},
	} {
		l.Add(&e)
	}
	if got := l.Current(); !strings.Contains(got, "; Bob is thrown into prison") {
		t.Errorf("the prison's clause does not name Bob: %q", got)
	}
}

// TestBannerHeadlines: the events that make a headline, and by which cause
// (RULES §4: a goose, the bridge, the inn, the well, the prison, death); the
// same kinds with another cause, and a finish not first, make none.
func TestBannerHeadlines(t *testing.T) {
	for _, tc := range []struct {
		e    engine.Event
		want ID
	}{
		{engine.Event{Kind: engine.EvJump, Cause: engine.CauseDeath}, "banner.death"},
		{engine.Event{Kind: engine.EvJump, Cause: engine.CauseBridge}, "banner.bridge"},
		{engine.Event{Kind: engine.EvJump, Cause: engine.CauseGoose}, ""},
		{engine.Event{Kind: engine.EvMove, Cause: engine.CauseGoose}, "banner.goose"},
		{engine.Event{Kind: engine.EvMove, Cause: engine.CauseBridge}, ""},
		{engine.Event{Kind: engine.EvHeld, Cause: engine.CauseInn}, "banner.inn"},
		{engine.Event{Kind: engine.EvLoseTurns, Cause: engine.CauseInn}, "banner.inn"},
		{engine.Event{Kind: engine.EvHeld, Cause: engine.CauseWell}, "banner.well"},
		{engine.Event{Kind: engine.EvLoseTurns, Cause: engine.CausePrison}, "banner.prison"},
		{engine.Event{Kind: engine.EvLoseTurns, Cause: engine.CauseDeath}, ""},
		{engine.Event{Kind: engine.EvReleased}, "banner.released"},
		{engine.Event{Kind: engine.EvToast}, "banner.toast"},
		{engine.Event{Kind: engine.EvFinish, Place: 1}, "banner.victory"},
		{engine.Event{Kind: engine.EvFinish, Place: 2}, ""},
		{engine.Event{Kind: engine.EvBroke}, "banner.broke"},
		{engine.Event{Kind: engine.EvAgain}, "banner.again"},
		{engine.Event{Kind: engine.EvThrow}, ""},
	} {
		if got := Banner(&tc.e).ID; got != tc.want {
			t.Errorf("Banner(kind %v, cause %v, place %d) = %q, want %q", tc.e.Kind, tc.e.Cause, tc.e.Place, got, tc.want)
		}
	}
}
