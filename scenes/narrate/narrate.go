// Package narrate says what happens in a game in words: pure functions from an
// engine event (and the little that came before it) to messages, each an ID
// with arguments, and the English text of every message in one table (english.go).
// The game log, the banners, the dice labels and the play HUD all speak through it.
package narrate

import (
	"fmt"
	"slices"
	"strings"

	"goose/engine"
)

// ID names a message; a Table gives its text.
type ID string

// Message is something to say: an ID and its arguments (numbers, names, or
// other messages, which are said first).
type Message struct {
	ID   ID
	Args []any
}

// M makes a message.
func M(id ID, args ...any) Message { return Message{ID: id, Args: args} }

// String is the message in the game's current language.
func (m Message) String() string { return current.Text(m) }

// Table is one language's words: a format (fmt verbs; %[n]d to reorder) for
// each message ID, and for a message with a count, a format for each of the
// language's CLDR plural forms (see lang.go).
type Table map[ID]string

// Text says m in English.
func (t Table) Text(m Message) string { return t.say(Languages[0].Tag, m) }

// Ordinal names a goose of a team by its place in the team: "first".
func Ordinal(i int) Message {
	if i >= 0 && i < 8 {
		return M(ID(fmt.Sprintf("ordinal.%d", i)))
	}
	return M("ordinal.n", i+1)
}

// Place names a finishing place as a figure ("2nd", "2.", "2ᵉ", "2-е"): a
// word ("second", "Zweiter", "второе") would have to agree with the player,
// whose gender and case no language can know from a name (issue 26).
func Place(p int) Message { return M("place", p) }

// kindWords are the IDs of each kind's messages, made once from the engine's
// kinds table (engine.Kind.Word): "" where the kind has no such message.
var kindWords = func() (w struct{ square, in, from, jump, banner, lose, held, heldWho, again []ID }) {
	for _, k := range engine.Kinds() {
		d := k.Def()
		word := func(says engine.Words, role string, suffix ...string) ID {
			if d.Words&says == 0 {
				return ""
			}
			return ID(k.Word(role, suffix...))
		}
		w.square = append(w.square, word(engine.SaysName, "square"))
		w.in = append(w.in, word(engine.SaysName, "in"))
		w.from = append(w.from, word(engine.SaysName, "from"))
		w.jump = append(w.jump, word(engine.SaysJump, "jump"))
		w.banner = append(w.banner, word(engine.SaysBanner, "banner"))
		w.lose = append(w.lose, word(engine.SaysLose, "loseTurns"))
		w.held = append(w.held, word(engine.SaysHeld, "held"))
		w.heldWho = append(w.heldWho, word(engine.SaysHeld, "held", ".who"))
		w.again = append(w.again, word(engine.SaysRhyme, "again"))
	}
	return w
}()

// causeWord is ids' message for the kind of square that is the cause, or "".
func causeWord(ids []ID, c engine.Cause) ID {
	if k, ok := c.Kind(); ok {
		return ids[k]
	}
	return ""
}

// Square names square sq by its kind ("the inn"), or by number when it has no name.
func Square(r *engine.Rules, sq int) Message { return squareAs(r, sq, kindWords.square, "square.n") }

// SquareIn names square sq as where a goose is ("at the inn": in German "im
// Wirtshaus", in Russian "в трактире"); the English keeps the preposition in the sentence.
func SquareIn(r *engine.Rules, sq int) Message { return squareAs(r, sq, kindWords.in, "in.n") }

// SquareFrom names square sq as where a goose comes from ("from the well": "du puits", "из колодца").
func SquareFrom(r *engine.Rules, sq int) Message { return squareAs(r, sq, kindWords.from, "from.n") }

func squareAs(r *engine.Rules, sq int, ids []ID, byNumber ID) Message {
	if k := int(r.Board.Squares[sq].Kind); k < len(ids) && ids[k] != "" {
		return M(ids[k])
	}
	return M(byNumber, sq)
}

// RulesName names a set of rules: a preset in the game's words ("Classic",
// "La Oca"), any other by the name its file gives.
func RulesName(name string) Message {
	if _, ok := English[ID("rules."+name)]; ok {
		return M(ID("rules." + name))
	}
	return M("rules.other", name)
}

// Dice says the dice thrown: "5 and 3".
func Dice(d []int8) Message {
	switch len(d) {
	case 1:
		return M("dice.1", d[0])
	case 2:
		return M("dice.2", d[0], d[1])
	}
	return M("dice.3", d[0], d[1], d[2])
}

// Use says a team-variation choice (RULES §7.2) under the dice it uses (none
// if they are not known): "moves the second goose 5 with one die and the third 3 with the other".
func Use(c engine.Choice, dice []int8) Message {
	first, second := Ordinal(int(c.First)), Ordinal(int(c.Second))
	if len(dice) == 0 {
		switch {
		case c.Sum:
			return M("use.sum.?", first)
		case c.Single():
			return M("use.single.?", first)
		}
		return M("use.split.?", first, second)
	}
	a, b := c.Counts(dice)
	switch {
	case c.Sum && len(dice) == 1:
		return M("use.sum.one", first, a)
	case c.Sum:
		return M("use.sum", first, a)
	case c.Single():
		return M("use.single", first, a)
	}
	return M("use.split", first, a, second, b)
}

// Label is a choice's button: "8 on goose 1", "5 on 2, 3 on 3".
func Label(c engine.Choice, dice []int8) Message {
	a, b := c.Counts(dice)
	switch {
	case c.Sum:
		return M("label.sum", a, c.First+1)
	case c.Single():
		return M("label.single", a, c.First+1)
	}
	return M("label.split", a, c.First+1, b, c.Second+1)
}

// DieLabels says which goose each pending die moves, under the dice.
func DieLabels(c engine.Choice) (labels [2]Message) {
	switch {
	case c.Sum: // both dice move one goose: its name under each (short, beside the banner)
		labels[0] = Ordinal(int(c.First))
		labels[1] = labels[0]
	default:
		d := c.Die & 1
		labels[d] = Ordinal(int(c.First))
		if c.Split() {
			labels[1-d] = Ordinal(int(c.Second))
		}
	}
	return labels
}

// Banner is the headline an event makes, if any (zero ID for none).
func Banner(e *engine.Event) Message {
	switch e.Kind {
	case engine.EvJump, engine.EvMove, engine.EvHeld, engine.EvLoseTurns:
		if id := causeWord(kindWords.banner, e.Cause); id != "" && acts(e) {
			return M(id)
		}
	case engine.EvReleased:
		return M("banner.released")
	case engine.EvToast:
		return M("banner.toast")
	case engine.EvFinish:
		if e.Place == 1 {
			return M("banner.victory")
		}
	case engine.EvBroke:
		return M("banner.broke")
	case engine.EvAgain:
		return M("banner.again")
	case engine.EvStart, engine.EvPay, engine.EvOrderThrow, engine.EvOrderTie, engine.EvOrder, engine.EvTurn,
		engine.EvTurnLost, engine.EvWaits, engine.EvThrow, engine.EvChoice, engine.EvNoMove,
		engine.EvSwap, engine.EvBack, engine.EvRest, engine.EvBearOff, engine.EvCollect, engine.EvGameOver, engine.EvAgainLimit:
		// no headline
	}
	return Message{}
}

// acts reports whether e is what its cause's kind of square does (a jump, a
// goose's move on, a hold), which its headline comes with: a goose's flight
// to the next goose (§4.9) has none.
func acts(e *engine.Event) bool {
	k, _ := e.Cause.Kind()
	switch k.Does() {
	case engine.DoesJump:
		return e.Kind == engine.EvJump
	case engine.DoesFly:
		return e.Kind == engine.EvMove
	case engine.DoesRest:
		return e.Kind == engine.EvHeld || e.Kind == engine.EvLoseTurns
	}
	return false
}

// Break says where an event ends or begins a line of the log.
type Break uint8

const (
	Before Break = 1 << iota // the line being built ends first
	After                    // the line ends after this clause
)

// Clause is what one event adds to the log.
type Clause struct {
	Break Break
	Say   []Message // in order; none for an event the log passes over
}

// Context is what the log knows beyond the event itself.
type Context struct {
	Names  []string
	Rules  *engine.Rules
	Open   bool   // a line is being built
	Dice   []int8 // the dice last thrown, which a team choice uses
	Racing int    // seats still in the race (a draw with none left is everyone broke)
	Named  int8   // the seat the line's last clause was about: a clause with no name of its own is his
}

// sayers holds, for each kind of event, what it says: a kind without one is
// found by TestEveryKindIsSaid.
var sayers = [...]func(*Context, *engine.Event) Clause{
	engine.EvStart:      sayStart,
	engine.EvPay:        sayPay,
	engine.EvOrderThrow: sayOrderThrow,
	engine.EvOrderTie:   func(*Context, *engine.Event) Clause { return line(Before, M("orderTie")) },
	engine.EvOrder:      sayOrder,
	engine.EvTurn:       func(*Context, *engine.Event) Clause { return Clause{Break: Before} },
	engine.EvTurnLost:   sayTurnLost,
	engine.EvWaits:      sayWaits,
	engine.EvThrow:      sayThrow,
	engine.EvChoice:     func(c *Context, e *engine.Event) Clause { return line(0, M("choice", Use(e.Choice, c.Dice))) },
	engine.EvNoMove:     func(*Context, *engine.Event) Clause { return line(0, M("noMove")) },
	engine.EvMove:       sayMove,
	engine.EvJump:       sayJump,
	engine.EvSwap:       saySwap,
	engine.EvBack:       sayBack,
	engine.EvRest:       func(*Context, *engine.Event) Clause { return Clause{} },
	engine.EvLoseTurns:  sayLoseTurns,
	engine.EvHeld:       sayHeld,
	engine.EvReleased:   sayReleased,
	engine.EvToast:      func(_ *Context, e *engine.Event) Clause { return line(0, M("toast", e.Square)) },
	engine.EvBearOff:    func(*Context, *engine.Event) Clause { return line(0, M("bearOff")) },
	engine.EvFinish:     sayFinish,
	engine.EvBroke:      func(c *Context, e *engine.Event) Clause { return line(0, M("broke", c.Names[e.Seat])) },
	engine.EvCollect:    sayCollect,
	engine.EvGameOver:   sayGameOver,
	engine.EvAgain:      sayAgain,
	engine.EvAgainLimit: func(c *Context, e *engine.Event) Clause {
		return line(After, M("againLimit", c.Names[e.Seat], engine.MaxAgain))
	},
}

// sayAgain says the rhymes of the Spanish game when a goose, a bridge or the
// dice give another throw (RULES §4.9), the kinds' own words.
func sayAgain(c *Context, e *engine.Event) Clause {
	id := causeWord(kindWords.again, e.Cause)
	if id == "" {
		id = "again"
	}
	return line(After, M(id, c.Names[e.Seat]))
}

// Say is what event e adds to the log.
func Say(c *Context, e *engine.Event) Clause {
	if int(e.Kind) < len(sayers) && sayers[e.Kind] != nil {
		return sayers[e.Kind](c, e)
	}
	return Clause{}
}

func line(b Break, m ...Message) Clause { return Clause{Break: b, Say: m} }

// piece names a goose: its seat's name, or in the team variation which of the seat's geese.
func (c *Context) piece(seat, piece int8) any {
	if !c.Rules.Teams {
		return c.Names[seat]
	}
	return M("piece.team", c.Names[seat], Ordinal(int(piece)))
}

func sayStart(c *Context, e *engine.Event) Clause {
	return line(Before|After, M("start", RulesName(c.Rules.Name)))
}

func sayPay(c *Context, e *engine.Event) Clause {
	if e.Cause == engine.CauseAnte {
		return Clause{} // the antes go without saying
	}
	return line(0, M("pay", c.Names[e.Seat], e.Pot))
}

func sayOrderThrow(c *Context, e *engine.Event) Clause {
	return line(Before, M("orderThrow", c.Names[e.Seat], Dice(e.Dice[:e.NDice])))
}

func sayOrder(c *Context, e *engine.Event) Clause {
	return line(Before|After, M("order", c.Names[e.Seat]))
}

func sayThrow(c *Context, e *engine.Event) Clause {
	id := ID("throw")
	if e.First {
		id = "throw.first"
	}
	return line(0, M(id, c.Names[e.Seat], Dice(e.Dice[:e.NDice])))
}

func sayMove(c *Context, e *engine.Event) Clause {
	var m Message
	switch {
	case e.Cause == engine.CauseGoose && e.Bounce:
		m = M("move.goose.bounce", e.Peak, e.To)
	case e.Cause == engine.CauseGoose:
		m = M("move.goose", e.To)
	case e.Cause == engine.CauseOneDie:
		m = M("move.oneDie", e.To)
	case c.Rules.Teams && e.Cause == engine.CauseThrow && e.Bounce:
		m = M("move.piece.bounce", Ordinal(int(e.Piece)), e.Peak, e.To)
	case c.Rules.Teams && e.Cause == engine.CauseThrow:
		m = M("move.piece", Ordinal(int(e.Piece)), e.To)
	case e.Bounce:
		m = M("move.bounce", e.Peak, e.To)
	default:
		m = M("move.to", e.To)
	}
	if c.Rules.Board.Squares[e.To].Kind.Does() == engine.DoesFly {
		return line(0, m, M("move.onGoose"))
	}
	return line(0, m)
}

func sayJump(c *Context, e *engine.Event) Clause {
	k, _ := e.Cause.Kind()
	id := causeWord(kindWords.jump, e.Cause)
	switch {
	case e.Cause == engine.CauseFirst || e.Cause == engine.CauseStart:
		id = "jump.straight"
	case k.Does() == engine.DoesFly && e.To == 0: // back past the first goose (§4.9)
		return line(0, M("jump.gooseStart"))
	case id != "" && k.Def().ToStart: // death: back to the start, which needs no number
		return line(0, M(id))
	case id == "":
		id = "jump.other"
	}
	return line(0, M(id, e.To))
}

func saySwap(c *Context, e *engine.Event) Clause {
	who := c.piece(e.Other, e.OtherPiece)
	switch {
	case e.Freed:
		return line(0, M("swap.freed", who, e.To))
	case e.To == 0: // "goes back to the start", not "to 0"
		return line(0, M("swap.start", who))
	}
	return line(0, M("swap", who, e.To))
}

func sayBack(c *Context, e *engine.Event) Clause {
	if e.Cause == engine.CauseStart {
		return line(0, M("back.start", e.Square))
	}
	return line(0, M("back", e.Square, e.To))
}

func sayLoseTurns(c *Context, e *engine.Event) Clause {
	turns := M("turns", int(e.Turns))
	id := causeWord(kindWords.lose, e.Cause)
	if id == "" {
		id = "loseTurns"
	}
	return line(0, M(id, turns))
}

func sayHeld(c *Context, e *engine.Event) Clause {
	// After another seat's clause (a chip paid by the goose it freed) the
	// one held is named, or the clause would read as that seat's.
	named := c.Open && c.Named != e.Seat
	switch {
	case causeWord(kindWords.held, e.Cause) == "":
		return Clause{}
	case named:
		return line(0, M(causeWord(kindWords.heldWho, e.Cause), c.Names[e.Seat]))
	}
	return line(0, M(causeWord(kindWords.held, e.Cause)))
}

func sayReleased(c *Context, e *engine.Event) Clause {
	if e.Cause == engine.CauseDeadlock {
		return line(Before|After, M("released.deadlock", c.Names[e.Seat], SquareFrom(c.Rules, int(e.Square))))
	}
	return line(0, M("released.company", c.Names[e.Seat], SquareIn(c.Rules, int(e.Square))))
}

func sayTurnLost(c *Context, e *engine.Event) Clause {
	where := SquareIn(c.Rules, int(e.Square))
	switch {
	case !c.Open && e.Turns > 0:
		return line(0, M("turnLost.more", c.Names[e.Seat], where, e.Turns))
	case !c.Open:
		return line(0, M("turnLost", c.Names[e.Seat], where))
	case e.Turns > 0:
		return line(0, M("turnLost.then.more", where, e.Turns))
	}
	return line(0, M("turnLost.then", where))
}

func sayWaits(c *Context, e *engine.Event) Clause {
	if c.Open {
		return Clause{} // the line already says why the turn went by
	}
	return line(0, M("waits", c.piece(e.Seat, e.Piece), SquareIn(c.Rules, int(e.Square))))
}

func sayFinish(c *Context, e *engine.Event) Clause {
	if e.Place == 1 {
		return line(0, M("finish.win", c.Names[e.Seat]))
	}
	return line(0, M("finish", c.Names[e.Seat], Place(int(e.Place))))
}

func sayCollect(c *Context, e *engine.Event) Clause {
	return line(Before|After, M("collect", c.Names[e.Seat], e.Amount))
}

func sayGameOver(c *Context, e *engine.Event) Clause {
	switch {
	case !e.Draw:
		return Clause{Break: Before}
	case c.Racing == 0:
		// The last seats went broke in one move (medici stakes): no one is held.
		return line(Before|After, M("over.drawBroke"))
	}
	return line(Before|After, M("over.drawHeld"))
}

// Log is the game log: finished lines, oldest first, and the line being
// built clause by clause as events are shown (one line a turn).
type Log struct {
	Lines []string
	Ver   int // changes whenever the text changes
	cur   strings.Builder
	said  [][]Message // the messages of the last len(said) Lines, to retell them in another language
	now   []Message   // the messages of the line being built
	ctx   Context
	dice  [3]int8
	fresh strings.Builder // said since Fresh was last asked
}

// MaxLines is how many finished lines the log keeps.
const MaxLines = 5000 // more than the longest game plays: the card scrolls back through all of it

// NewLog starts a log for a game in state st (a new game, or one resumed).
func NewLog(names []string, r *engine.Rules, st *engine.State) *Log {
	l := &Log{ctx: Context{Names: names, Rules: r}}
	for i := range st.Seats {
		if st.Seats[i].Racing() {
			l.ctx.Racing++
		}
	}
	l.dice = st.Pending
	l.ctx.Dice = l.dice[:st.NPending]
	return l
}

// Clone is a copy of the log that goes on apart from it (a replay keeps
// copies to go back to any point with the log up to there).
func (l *Log) Clone() *Log {
	c := &Log{Lines: slices.Clone(l.Lines), Ver: l.Ver, said: slices.Clone(l.said), now: slices.Clone(l.now), ctx: l.ctx, dice: l.dice}
	c.cur.WriteString(l.cur.String())
	c.ctx.Dice = c.dice[:len(l.ctx.Dice)]
	return c
}

// Add adds what e says.
func (l *Log) Add(e *engine.Event) {
	l.ctx.Open = l.cur.Len() > 0
	cl := Say(&l.ctx, e)
	if len(cl.Say) > 0 {
		l.ctx.Named = e.Seat
		if e.Kind == engine.EvSwap {
			l.ctx.Named = e.Other // the goose sent back
		}
	}
	if e.Kind == engine.EvThrow {
		l.dice = e.Dice
		l.ctx.Dice = l.dice[:e.NDice]
	}
	if e.Kind == engine.EvFinish || e.Kind == engine.EvBroke {
		l.ctx.Racing--
	}
	if cl.Break&Before != 0 {
		l.flush()
	}
	for _, m := range cl.Say {
		l.say(current.Text(m))
		l.now = append(l.now, m)
		l.Ver++
	}
	if cl.Break&After != 0 {
		l.flush()
	}
}

// Note adds a line of its own (the game resuming).
func (l *Log) Note(m Message) {
	l.flush()
	l.say(current.Text(m))
	l.now = append(l.now, m)
	l.flush()
	l.Ver++ // the line is shown
}

// say adds words to the line being built, and to what Fresh gives.
func (l *Log) say(s string) {
	l.cur.WriteString(s)
	l.fresh.WriteString(s)
}

// Fresh is what was said since it was last asked, and forgets it: the
// words assistive technology is given as the game tells them ("" when
// nothing new, without allocating).
func (l *Log) Fresh() string {
	if l.fresh.Len() == 0 {
		return ""
	}
	s := strings.TrimSpace(l.fresh.String())
	l.fresh.Reset()
	return s
}

// Retell says the log again in the game's current language (lines kept as
// text only, from a saved game, stay as they were).
func (l *Log) Retell() {
	off := len(l.Lines) - len(l.said)
	var b strings.Builder
	for i, ms := range l.said {
		b.Reset()
		for _, m := range ms {
			b.WriteString(current.Text(m))
		}
		l.Lines[off+i] = Ended(b.String())
	}
	l.cur.Reset()
	for _, m := range l.now {
		l.cur.WriteString(current.Text(m))
	}
	l.Ver++
}

// Ended is a finished line: it ends with a full stop unless it ends already.
func Ended(s string) string {
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// Current is the line being built ("" between turns).
func (l *Log) Current() string { return l.cur.String() }

func (l *Log) flush() {
	if l.cur.Len() == 0 {
		return
	}
	l.Lines = append(l.Lines, Ended(l.cur.String()))
	l.said = append(l.said, l.now)
	l.now = nil
	l.Ver++
	if len(l.Lines) > MaxLines {
		l.Lines = l.Lines[len(l.Lines)-MaxLines:]
	}
	if len(l.said) > len(l.Lines) {
		l.said = l.said[len(l.said)-len(l.Lines):]
	}
	l.cur.Reset()
}
