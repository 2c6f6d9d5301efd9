package engine

import (
	"fmt"
	"slices"
)

// Kind says what a square is. Each kind is declared once, in the kinds table
// below: its name, what it does, its words, what the board editor offers for
// it. The rules, the computer players, the rulebook, the narration, the art
// and the editor read the table; TestEveryKindIsWhole and its fellows in
// narrate and art fail when a kind lacks any part.
type Kind uint8

const (
	Plain      Kind = iota
	Goose           // move again by the same count (RULES §4.1)
	Bridge          // jump to To (§4.5)
	Inn             // lose Turns turns (§4.3)
	DiceSquare      // jump to To, once per move (ancient 26↔53)
	Well            // held (§4.4)
	Maze            // jump to To (§4.5)
	Prison          // held (§4.6)
	Death           // jump to To, the start (§4.5)
	Drink           // a toast, no effect on play (drink61)
	Goal            // the garden of the goose: rest here to win (§6)
	Jump            // a player's own board: jump to To (§7.3)
	Skip            // a player's own board: lose Turns turns (§7.3)
	Again           // throw again (§4.9, §7.3)
	kindCount
)

// Does is what a square of a kind does when a move comes to it (Game.move;
// the computer players' model follows the same).
type Does uint8

const (
	DoesRest  Does = iota // nothing on the way: its Square's turns or hold act where the piece rests (§4.3, §4.4, §4.6)
	DoesFly               // a goose: on by the same count (§4.1), or to the next goose (§4.9)
	DoesJump              // to its Square's To (§4.5)
	DoesAgain             // the player throws again (§4.9, §7.3)
	DoesToast             // a toast is raised where the piece rests; nothing changes in play
	DoesWin               // the goal (§6)
)

// Words says which messages tell of a kind. Each message's ID is made from
// the kind's name by one rule (Kind.Word): "square.bridge", "held.well.who".
// Every kind has "ui.kind.<name>", its name on the editor's palette.
type Words uint8

const (
	SaysName   Words = 1 << iota // square., in., from.: the log names a square of it; without, by its number
	SaysJump                     // jump.: the log's clause for its jump (with the square it leads to, unless ToStart)
	SaysBanner                   // banner.: the headline when it acts
	SaysLose                     // loseTurns.: the log's clause for the turns it takes
	SaysHeld                     // held. and held.<name>.who: the log's clause for a goose it holds
	SaysRhyme                    // again.: the Spanish rhyme when it gives another throw (§4.9), and book.<name>.rhyme for a jump's
	SaysBook                     // book.name.: the rules page's name for it
)

// Field is what the board editor lets a player set on a square of a kind.
type Field uint8

const (
	FieldTo    Field = 1 << iota // where it leads
	FieldTurns                   // turns lost or a hold (and then rescue, one goose, a chip per turn)
	FieldPays                    // with stakes, a chip for resting here
	FieldAgain                   // a throw again once it has acted
)

// KindDef is all there is to a kind of square.
type KindDef struct {
	Name        string // the rules file's word for it, and the root of its message IDs
	Does        Does
	OncePerMove bool  // a jump that acts once a move (the dice 26↔53, §4.2)
	ToStart     bool  // its jump leads back to the start: the log names no square, the editor points it there
	Cause       Cause // its events' cause; a kind added after Again leaves it 0 and gets causeCount+its number
	Words       Words
	Palette     int    // its place on the board editor's palette, from 1; 0: not offered
	Fields      Field  // what the editor lets a player set
	New         Square // a square the editor gives the kind (Kind and To aside)
	NewTo       int    // where the editor first points its jump, counted from the square
}

// kinds is every kind of square, declared once.
var kinds = [kindCount]KindDef{
	Plain: {Name: "plain", Palette: 1},
	Goose: {Name: "goose", Does: DoesFly, Cause: CauseGoose, Words: SaysName | SaysJump | SaysBanner | SaysRhyme,
		Palette: 2, Fields: FieldPays | FieldAgain},
	Bridge: {Name: "bridge", Does: DoesJump, Cause: CauseBridge, Words: SaysName | SaysJump | SaysBanner | SaysRhyme | SaysBook,
		Palette: 3, Fields: FieldTo | FieldPays | FieldAgain, New: Square{Pays: true}, NewTo: 6},
	Inn: {Name: "inn", Cause: CauseInn, Words: SaysName | SaysBanner | SaysLose | SaysBook,
		Palette: 5, Fields: FieldTurns | FieldPays, New: Square{Turns: 1, Pays: true}},
	DiceSquare: {Name: "dice", Does: DoesJump, OncePerMove: true, Cause: CauseDice, Words: SaysName | SaysJump | SaysRhyme,
		Palette: 11, Fields: FieldTo | FieldPays | FieldAgain, New: Square{Pays: true}, NewTo: 6},
	Well: {Name: "well", Cause: CauseWell, Words: SaysName | SaysBanner | SaysLose | SaysHeld | SaysBook,
		Palette: 7, Fields: FieldTurns | FieldPays, New: Square{Hold: HoldRescue, Pays: true}},
	Maze: {Name: "maze", Does: DoesJump, Cause: CauseMaze, Words: SaysName | SaysJump | SaysBook,
		Palette: 9, Fields: FieldTo | FieldPays | FieldAgain, New: Square{Pays: true}, NewTo: -12},
	Prison: {Name: "prison", Cause: CausePrison, Words: SaysName | SaysBanner | SaysLose | SaysHeld | SaysBook,
		Palette: 8, Fields: FieldTurns | FieldPays, New: Square{Hold: HoldRescue, Piece: true, Pays: true}},
	Death: {Name: "death", Does: DoesJump, ToStart: true, Cause: CauseDeath, Words: SaysName | SaysJump | SaysBanner | SaysBook,
		Palette: 10, Fields: FieldTo | FieldPays | FieldAgain, New: Square{Pays: true}},
	Drink: {Name: "drink", Does: DoesToast, Cause: CauseDrink, Words: SaysName, Fields: FieldPays},
	Goal:  {Name: "goal", Does: DoesWin, Words: SaysName},
	Jump: {Name: "jump", Does: DoesJump, Cause: CauseJump, Words: SaysBook,
		Palette: 4, Fields: FieldTo | FieldPays | FieldAgain, New: Square{Pays: true}, NewTo: 6},
	Skip: {Name: "skip", Cause: CauseSkip, Words: SaysBook,
		Palette: 6, Fields: FieldTurns | FieldPays, New: Square{Turns: 1, Pays: true}},
	Again: {Name: "again", Does: DoesAgain, Cause: CauseAgain, Palette: 12, Fields: FieldPays},
}

// causeKinds is the kind whose square is each cause, where one is.
var causeKinds [int(causeCount) + int(kindCount)]Kind

func init() {
	for k := range kinds {
		d := &kinds[k]
		if d.Cause == CauseNone && k != int(Plain) && k != int(Goal) {
			d.Cause = causeCount + Cause(k) // (numbered past the named causes: a room's events are numbers)
		}
		if d.Cause != CauseNone {
			causeKinds[d.Cause] = Kind(k)
		}
	}
}

// Kinds lists every kind of square.
func Kinds() []Kind {
	ks := make([]Kind, kindCount)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

// Palette lists the kinds the board editor offers, in its palette's order.
func Palette() []Kind {
	var ks []Kind
	for k := range kinds {
		if kinds[k].Palette > 0 {
			ks = append(ks, Kind(k))
		}
	}
	slices.SortFunc(ks, func(a, b Kind) int { return kinds[a].Palette - kinds[b].Palette })
	return ks
}

// Def is everything about the kind.
func (k Kind) Def() KindDef {
	if k < kindCount {
		return kinds[k]
	}
	return KindDef{Name: k.String()}
}

// Does is what the kind does when a move comes to it.
func (k Kind) Does() Does {
	if k < kindCount {
		return kinds[k].Does
	}
	return DoesRest
}

// Jumps reports whether a square of the kind sends the piece to its To.
func (k Kind) Jumps() bool { return k.jumps() }

// jumps reports whether the kind sends the piece to To.
func (k Kind) jumps() bool { return k < kindCount && kinds[k].Does == DoesJump }

// OncePerMove reports whether the kind is a jump that acts once a move.
func (k Kind) OncePerMove() bool { return k < kindCount && kinds[k].OncePerMove }

// Word is the ID of the kind's message in role: "square", "held", "book.name"
// → "square.bridge", "held.well", "book.name.bridge"; a suffix follows the
// name ("held" with ".who" → "held.well.who"). One rule for every kind.
func (k Kind) Word(role string, suffix ...string) string {
	id := role + "." + k.String()
	for _, s := range suffix {
		id += s
	}
	return id
}

// Messages lists the IDs of every message the kind needs, by its Words.
func (k Kind) Messages() []string {
	d := k.Def()
	ids := []string{k.Word("ui.kind")}
	add := func(w Words, ids2 ...string) {
		if d.Words&w != 0 {
			ids = append(ids, ids2...)
		}
	}
	add(SaysName, k.Word("square"), k.Word("in"), k.Word("from"))
	add(SaysJump, k.Word("jump"))
	add(SaysBanner, k.Word("banner"))
	add(SaysLose, k.Word("loseTurns"))
	add(SaysHeld, k.Word("held"), k.Word("held", ".who"))
	add(SaysRhyme, k.Word("again"))
	if d.Does == DoesJump && !d.OncePerMove {
		add(SaysRhyme, k.Word("book", ".rhyme"))
	}
	add(SaysBook, k.Word("book.name"))
	return ids
}

// Kind is the kind of square that is the cause, if one is.
func (c Cause) Kind() (Kind, bool) {
	if int(c) < len(causeKinds) && causeKinds[c] != Plain {
		return causeKinds[c], true
	}
	return Plain, false
}

// causeOf maps a square's kind to the cause it gives an event.
func causeOf(k Kind) Cause {
	if k < kindCount {
		return kinds[k].Cause
	}
	return CauseNone
}

func (k Kind) String() string {
	if k < kindCount {
		return kinds[k].Name
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

func (k Kind) MarshalText() ([]byte, error) {
	if k >= kindCount {
		return nil, fmt.Errorf("unknown square kind %d", k)
	}
	return []byte(kinds[k].Name), nil
}

func (k *Kind) UnmarshalText(b []byte) error {
	for i := range kinds {
		if kinds[i].Name == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown square kind %q", b)
}
