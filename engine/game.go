package engine

import (
	"errors"
	"fmt"
)

// MaxSeats is the most seats the engine plays (§1: the app offers 2 to 6; 1 is for statistics).
const MaxSeats = 8

// MaxTurns ends a game that has run far longer than any real one (a 6-seat team
// game takes a few hundred turns): Play refuses another turn with ErrTurnLimit,
// so no position can keep a program playing for ever.
const MaxTurns = 100_000

// MaxAgain bounds the throws again in one turn: a square that would give one
// more gives none, and the turn passes. A turn is then finite on any board,
// save or kind of square (a board that can throw again for ever is refused,
// boardcheck.go). It is the largest board's length, so that a turn may cross
// a board of throws again whole as its file means; the most a spanish turn
// had in 20,000 games (782,799 turns) was 8.
const MaxAgain = MaxBoard

// ActionKind is what a seat does.
type ActionKind uint8

const (
	ActBegin  ActionKind = iota // pay antes, decide the order
	ActRoll                     // play the current seat's turn
	ActChoose                   // team variation: use the dice as Action.Choice says
)

var actNames = []string{"begin", "roll", "choose"}

func (a ActionKind) MarshalText() ([]byte, error) {
	if int(a) >= len(actNames) {
		return nil, fmt.Errorf("unknown action %d", a)
	}
	return []byte(actNames[a]), nil
}

func (a *ActionKind) UnmarshalText(b []byte) error {
	for i, n := range actNames {
		if n == string(b) {
			*a = ActionKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown action %q (want begin, roll or choose)", b)
}

// Action is one input to the game. A seed plus the list of actions replays a game.
type Action struct {
	Kind   ActionKind `json:"kind"`
	Choice Choice     `json:"choice"`
}

// Begin, Roll and Choose build actions.
var (
	Begin = Action{Kind: ActBegin}
	Roll  = Action{Kind: ActRoll}
)

func Choose(c Choice) Action { return Action{Kind: ActChoose, Choice: c} }

// Game is one game: rules, state and dice. Play drives it.
type Game struct {
	Rules Rules
	State State
	dice  Dice

	events  []Event
	sink    Event // where a quiet game's events go
	quiet   bool  // a scratch game used to test choices records nothing
	scratch *Game // for Legal and Preview, made on first use
	legal   []Choice
	legalOK bool // legal is the list for the state as it is
	// again: the move just made passed a square that gives another throw, with
	// the piece and square it rested on (§4.9).
	again       bool
	againPiece  int8
	againSquare int16
	againCause  Cause
	every       []Choice // every legal choice, uses that end alike included
	trials      trials   // Legal's working memory (choice.go)
	// touched marks the seats (a bit a seat) whose purse, place or pieces a
	// move changed beyond the moving piece itself: on Legal's scratch game,
	// undo restores those and the mover's seat only, and a trial reads by it
	// whether its move did more than move its piece (choice.go).
	touched uint32
}

// New starts a game of the given rules for the given number of seats.
func New(r Rules, seats int, dice Dice) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if seats < 1 || seats > MaxSeats {
		return nil, fmt.Errorf("%d seats; the engine plays 1 to %d", seats, MaxSeats)
	}
	if dice == nil {
		return nil, errors.New("no dice")
	}
	g := &Game{Rules: r, dice: dice, events: make([]Event, 0, 64)}
	g.Reset(seats)
	return g, nil
}

// Reset starts the game again with the same rules and dice, reusing storage.
func (g *Game) Reset(seats int) {
	g.legalOK = false
	st := &g.State
	per := g.Rules.PiecesPerSeat(seats)
	if cap(st.Seats) < seats {
		st.Seats = make([]Seat, seats)
	}
	st.Seats = st.Seats[:seats]
	for i := range st.Seats {
		pieces := st.Seats[i].Pieces
		if cap(pieces) < per {
			pieces = make([]Piece, per)
		}
		pieces = pieces[:per]
		clear(pieces)
		st.Seats[i] = Seat{Pieces: pieces}
		if g.Rules.Stakes.On {
			st.Seats[i].Chips = g.Rules.Stakes.Purse
		}
	}
	order := st.Order[:0]
	*st = State{Seats: st.Seats, Order: order, Winner: -1}
}

// CopyFrom makes g a copy of src's rules and state, reusing g's storage; g
// keeps its own dice. A look-ahead plays on the copy.
func (g *Game) CopyFrom(src *Game) {
	g.Rules = src.Rules
	src.State.copyInto(&g.State)
	g.legalOK, g.again = false, false
}

// Clone is a copy of g with a copy of its dice at their present position, so
// that it plays on exactly as g would: a replay keeps such copies to go back
// to any point quickly. Dice other than PCG and Script cannot be copied.
func (g *Game) Clone() (*Game, error) {
	c := &Game{events: make([]Event, 0, 64)}
	c.CopyFrom(g)
	switch d := g.dice.(type) {
	case *PCG:
		src := *d.src
		c.dice = &PCG{src: &src, bits: d.bits, left: d.left}
	case *Script:
		c.dice = &Script{Values: d.Values, Next: d.Next} // the values are only read
	default:
		return nil, fmt.Errorf("dice of type %T cannot be copied", g.dice)
	}
	return c, nil
}

// SetDice replaces the dice (a loaded game gets its saved dice back this way).
func (g *Game) SetDice(d Dice) { g.dice = d }

// Dice returns the game's dice.
func (g *Game) Dice() Dice { return g.dice }

// Place puts seat's pieces on squares before play (`sim --start`, tests). A piece
// placed off the start has already made its first throw.
func (g *Game) Place(seat int, squares ...int) error {
	if seat < 0 || seat >= len(g.State.Seats) {
		return fmt.Errorf("no seat %d", seat+1)
	}
	pieces := g.State.Seats[seat].Pieces
	if len(squares) > len(pieces) {
		return fmt.Errorf("seat %d has %d pieces, not %d", seat+1, len(pieces), len(squares))
	}
	g.legalOK = false
	goal := g.Rules.Board.Goal()
	for i, sq := range squares {
		if sq < 0 || sq >= goal {
			return fmt.Errorf("square %d is not a square to stand on (0 to %d)", sq, goal-1)
		}
		for _, o := range squares[:i] {
			if o == sq && sq != 0 {
				return fmt.Errorf("seat %d has two geese on square %d; a player's own geese never share a square but the start (§7.2)", seat+1, sq)
			}
		}
	}
	for i, sq := range squares {
		pieces[i].Square = sq
		pieces[i].Moved = sq != 0
	}
	return nil
}

// Due is the action the game waits for.
func (g *Game) Due() ActionKind {
	switch g.State.Phase {
	case PhaseBegin:
		return ActBegin
	case PhaseChoose:
		return ActChoose
	}
	return ActRoll
}

// NextAction is the action due: Begin, Roll, or a choice of the legal uses of
// the dice, the one pick(n) picks of n (a random one for rollouts and tests).
func (g *Game) NextAction(pick func(n int) int) Action {
	switch g.Due() {
	case ActBegin:
		return Begin
	case ActChoose:
		l := g.Legal()
		return Choose(l[pick(len(l))])
	}
	return Roll
}

// PlayNext plays the action due, a choice being the one pick(n) picks of the
// n that Legal lists: what Play(g.NextAction(pick)) does, without working out
// the legal list a second time to check the choice it was taken from (a
// rollout of the odds plays thousands of games a second this way).
func (g *Game) PlayNext(pick func(n int) int) ([]Event, error) {
	if g.Due() != ActChoose {
		return g.Play(g.NextAction(pick))
	}
	l := g.Legal()
	c := l[pick(len(l))]
	g.legalOK = false
	g.events = g.events[:0]
	s := g.Current()
	g.useDice(s, c)
	g.afterMove(s)
	return g.events, nil
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.State.Phase == PhaseOver }

// Current is the seat whose action is due (-1 before Begin and after the end).
func (g *Game) Current() int {
	if g.State.Phase != PhasePlay && g.State.Phase != PhaseChoose {
		return -1
	}
	return g.State.Order[g.State.At]
}

// WillThrow reports whether the current seat's Roll throws the dice, rather
// than losing or waiting out the turn: a view lets a person click only then.
func (g *Game) WillThrow() bool {
	if g.State.Phase != PhasePlay {
		return false
	}
	_, movable := g.blocked(g.Current())
	return movable > 0
}

// Errors for actions that do not fit the moment.
var (
	ErrOver      = errors.New("the game is over")
	ErrNotBegun  = errors.New("the game has not begun: Begin first")
	ErrBegun     = errors.New("the game has already begun")
	ErrChoiceDue = errors.New("a choice of how to use the dice is due, not a roll")
	ErrNoChoice  = errors.New("no choice is due")
	ErrTurnLimit = fmt.Errorf("the game has run %d turns without ending; it is stopped", MaxTurns)
)

// Play carries out one action and returns what happened. The returned slice is
// reused by the next call: copy it to keep it. On error nothing has changed.
func (g *Game) Play(a Action) ([]Event, error) {
	g.legalOK = false
	evs, err := g.play(a)
	// The list Legal made during the action holds only while a choice is due.
	g.legalOK = g.legalOK && g.State.Phase == PhaseChoose
	return evs, err
}

func (g *Game) play(a Action) ([]Event, error) {
	g.events = g.events[:0]
	st := &g.State
	switch {
	case st.Phase == PhaseOver:
		return nil, ErrOver
	case a.Kind == ActBegin:
		if st.Phase != PhaseBegin {
			return nil, ErrBegun
		}
		return g.events, g.begin()
	case st.Phase == PhaseBegin:
		return nil, ErrNotBegun
	case a.Kind == ActRoll:
		if st.Phase == PhaseChoose {
			return nil, ErrChoiceDue
		}
		if st.Turn >= MaxTurns {
			return nil, ErrTurnLimit
		}
		return g.events, g.turn()
	case a.Kind == ActChoose:
		if st.Phase != PhaseChoose {
			return nil, ErrNoChoice
		}
		if !g.isLegal(a.Choice) {
			return nil, fmt.Errorf("%v is not a legal use of the dice now", a.Choice)
		}
		s := g.Current()
		g.useDice(s, a.Choice)
		g.afterMove(s)
		return g.events, nil
	}
	return nil, fmt.Errorf("unknown action %d", a.Kind)
}

func (g *Game) emit(e Event) {
	if !g.quiet {
		g.events = append(g.events, e)
	}
}

// add appends a zero event of kind k for seat s and returns it to be filled in
// place: the hot paths build their events without copying them.
func (g *Game) add(k EventKind, s int) *Event {
	if g.quiet {
		g.sink = Event{Kind: k, Seat: int8(s)}
		return &g.sink
	}
	n := len(g.events)
	if n == cap(g.events) {
		g.events = append(g.events, Event{})
	} else {
		g.events = g.events[:n+1]
	}
	e := &g.events[n]
	*e = Event{Kind: k, Seat: int8(s)}
	return e
}

// begin pays the antes and decides who plays first (§1, §7.1).
func (g *Game) begin() error {
	st := &g.State
	n := len(st.Seats)
	var all uint32 = 1<<uint(n) - 1
	first := 0
	g.emit(Event{Kind: EvStart, Seats: all})
	if g.Rules.Order == OrderRoll && n > 1 {
		// The roll-off draws an unknown number of dice: undo everything if they run out.
		var keep State
		st.copyInto(&keep)
		var err error
		if first, err = g.rollOff(all); err != nil {
			g.events = g.events[:0]
			keep.copyInto(st)
			return err
		}
	}
	if g.Rules.Stakes.On && g.Rules.Stakes.Ante > 0 {
		for s := range st.Seats {
			g.pay(s, g.Rules.Stakes.Ante, CauseAnte)
		}
	}
	st.Order = st.Order[:0]
	o := Event{Kind: EvOrder, Seat: int8(first)}
	for i := range o.Order {
		o.Order[i] = -1
	}
	for i := 0; i < n; i++ {
		s := (first + i) % n
		st.Order = append(st.Order, s)
		o.Order[i] = int8(s)
	}
	g.emit(o)
	st.Phase, st.At, st.Round = PhasePlay, 0, 1
	return nil
}

// rollOff throws for every seat in the set until one is highest alone (§1).
func (g *Game) rollOff(seats uint32) (int, error) {
	n := len(g.State.Seats)
	for {
		best, bestSet := -1, uint32(0)
		for s := 0; s < n; s++ {
			if seats&(1<<uint(s)) == 0 {
				continue
			}
			e := Event{Kind: EvOrderThrow, Seat: int8(s), NDice: int8(g.Rules.Dice)}
			sum := 0
			for i := 0; i < g.Rules.Dice; i++ {
				d := g.dice.Roll()
				if d < 1 || d > 6 {
					return 0, ErrDiceRanOut
				}
				e.Dice[i] = int8(d)
				sum += d
			}
			g.emit(e)
			switch {
			case sum > best:
				best, bestSet = sum, 1<<uint(s)
			case sum == best:
				bestSet |= 1 << uint(s)
			}
		}
		if bestSet&(bestSet-1) == 0 {
			for s := 0; s < n; s++ {
				if bestSet == 1<<uint(s) {
					return s, nil
				}
			}
		}
		g.emit(Event{Kind: EvOrderTie, Seats: bestSet})
		seats = bestSet
	}
}

// stopsSeat reports whether a hold on this square stops the whole seat rather than one piece.
func (g *Game) stopsSeat(sq *Square) bool { return !g.Rules.Teams || !sq.Piece }

// heldHere reports whether piece p (of seat s) may not throw because of where it stands.
func (g *Game) heldHere(s int, p *Piece) bool {
	switch g.Rules.Board.Squares[p.Square].Hold {
	case HoldRescue:
		return p.Held
	case HoldAlone:
		return !p.Released && g.alone(s, p)
	}
	return false
}

// alone reports whether no other piece shares p's square.
func (g *Game) alone(s int, p *Piece) bool {
	for i := range g.State.Seats {
		for j := range g.State.Seats[i].Pieces {
			q := &g.State.Seats[i].Pieces[j]
			if q != p && !q.Off && q.Square == p.Square {
				return false
			}
		}
	}
	return true
}

// blocked tells why seat s cannot throw: a whole-seat hold (its piece index, or
// -1), and how many pieces could move if none.
func (g *Game) blocked(s int) (seatHold int, movable int) {
	seat := &g.State.Seats[s]
	if seat.Owed > 0 {
		return -2, 0
	}
	for i := range seat.Pieces {
		p := &seat.Pieces[i]
		if p.Off {
			continue
		}
		sq := &g.Rules.Board.Squares[p.Square]
		held := g.heldHere(s, p)
		if held && g.stopsSeat(sq) {
			return i, 0
		}
		if !held && p.Owed == 0 {
			movable++
		}
	}
	return -1, movable
}

// turn plays the current seat's turn: a lost or held turn, or a throw (§2).
func (g *Game) turn() error {
	st := &g.State
	s := st.Order[st.At]
	seat := &st.Seats[s]
	again := st.Again // a throw again in the same turn (§4.9): no new turn, nothing lost
	st.Again = false
	seatHold, movable := g.blocked(s)

	// Draw the dice before anything changes, so that a script running out changes nothing.
	var dice [3]int8
	nd := 0
	if seatHold == -1 && movable > 0 {
		nd = g.diceFor(s)
		for i := 0; i < nd; i++ {
			d := g.dice.Roll()
			if d < 1 || d > 6 {
				return ErrDiceRanOut
			}
			dice[i] = int8(d)
		}
	}
	if again && (seatHold != -1 || movable == 0) {
		g.endTurn()
		return nil
	}
	if !again {
		if done := g.startTurn(s, seatHold, movable); done {
			return nil
		}
		for i := range seat.Pieces { // a throw again keeps the turn's start (§5)
			st.TurnFrom[i] = int16(seat.Pieces[i].Square)
		}
	}

	first := g.Rules.Start == StartFirstThrow
	for i := 0; first && i < len(seat.Pieces); i++ {
		first = !seat.Pieces[i].Moved
	}
	seat.Stats.Throws++
	e := g.add(EvThrow, s)
	e.NDice, e.Dice, e.First = int8(nd), dice, first
	if !g.Rules.Teams {
		g.move(s, 0, dice[:nd], true)
		g.afterMove(s)
		return nil
	}
	st.Pending, st.NPending = dice, nd
	legal := g.Legal()
	switch len(legal) {
	case 0:
		st.Pending, st.NPending = [3]int8{}, 0
		g.emit(Event{Kind: EvNoMove, Seat: int8(s)})
		g.endTurn()
	case 1:
		g.useDice(s, legal[0])
		g.afterMove(s)
	default:
		st.Phase = PhaseChoose
	}
	return nil
}

// startTurn begins a new turn of seat s: it counts the turn, and plays it out
// if the seat loses it or waits (reporting true), before any throw.
func (g *Game) startTurn(s, seatHold, movable int) (done bool) {
	st := &g.State
	seat := &st.Seats[s]
	st.Turn++
	seat.Stats.Turns++
	e := g.add(EvTurn, s)
	e.Turn, e.Round = int32(st.Turn), int32(st.Round)

	if seatHold == -2 { // the whole seat loses this turn (inn, french well, ...)
		seat.Owed--
		seat.Stats.TurnsLost++
		sq := &g.Rules.Board.Squares[seat.OwedAt]
		g.emit(Event{Kind: EvTurnLost, Seat: int8(s), Piece: int8(g.pieceOn(s, seat.OwedAt)), Square: int16(seat.OwedAt),
			Turns: int8(seat.Owed), Cause: causeOf(sq.Kind)})
		if sq.PaysPerTurn {
			g.pay(s, 1, causeOf(sq.Kind))
		}
		g.piecesLoseTurn(s)
		g.endTurn()
		return true
	}
	if seatHold >= 0 {
		p := &seat.Pieces[seatHold]
		g.emit(Event{Kind: EvWaits, Seat: int8(s), Piece: int8(seatHold), Square: int16(p.Square),
			Cause: causeOf(g.Rules.Board.Squares[p.Square].Kind)})
		seat.Stats.TurnsLost++
		g.piecesLoseTurn(s)
		g.endTurn()
		return true
	}
	if g.Rules.Teams { // only the team variation holds single pieces
		g.piecesLoseTurn(s)
	}
	if movable == 0 {
		seat.Stats.TurnsLost++
		g.endTurn()
		return true
	}
	return false
}

// afterMove ends the turn of seat s after its move, unless the move gave it
// another throw (§4.9): then the same seat throws again in this turn.
func (g *Game) afterMove(s int) {
	st := &g.State
	if g.again {
		g.again = false
		if st.Phase != PhaseOver && st.Seats[s].Racing() {
			kind := EvAgain
			if st.Agains < MaxAgain { // past the bound the turn passes (rules page)
				st.Agains++
				st.Again, st.Rethrown, st.Phase = true, true, PhasePlay
			} else {
				kind = EvAgainLimit
			}
			e := g.add(kind, s)
			e.Piece, e.Square, e.Cause = g.againPiece, g.againSquare, g.againCause
			if kind == EvAgain {
				return
			}
		}
	}
	g.endTurn()
}

// piecesLoseTurn counts a turn off every piece of seat s that owes turns of its own
// (the prison in the team variation; §7.2), with ancient's chip for each.
func (g *Game) piecesLoseTurn(s int) {
	seat := &g.State.Seats[s]
	for i := range seat.Pieces {
		p := &seat.Pieces[i]
		if p.Off {
			continue
		}
		sq := &g.Rules.Board.Squares[p.Square]
		if p.Owed > 0 {
			p.Owed--
			g.State.Lost |= 1 << uint(i) // it sits out this whole turn, even if now free
			g.emit(Event{Kind: EvTurnLost, Seat: int8(s), Piece: int8(i), Square: int16(p.Square), Turns: int8(p.Owed), Cause: causeOf(sq.Kind)})
			if sq.PaysPerTurn {
				g.pay(s, 1, causeOf(sq.Kind))
			}
		} else if !g.stopsSeat(sq) && g.heldHere(s, p) {
			g.emit(Event{Kind: EvWaits, Seat: int8(s), Piece: int8(i), Square: int16(p.Square), Cause: causeOf(sq.Kind)})
		}
	}
}

// pieceOn is the index of seat s's piece on square q (0 if none: a whole-seat debt outlives a swap).
func (g *Game) pieceOn(s, q int) int {
	for i, p := range g.State.Seats[s].Pieces {
		if !p.Off && p.Square == q {
			return i
		}
	}
	return 0
}

// diceFor is how many dice seat s throws: one on the last squares under the one-die option (§3).
func (g *Game) diceFor(s int) int {
	if g.Rules.OneDieFrom == 0 {
		return g.Rules.Dice
	}
	for i, p := range g.State.Seats[s].Pieces {
		if !p.Off && p.Square < g.Rules.OneDieFrom && !g.heldHere(s, &g.State.Seats[s].Pieces[i]) && p.Owed == 0 {
			return g.Rules.Dice
		}
	}
	return 1
}

// useDice moves pieces as a team-variation choice says (§7.2).
func (g *Game) useDice(s int, c Choice) {
	st := &g.State
	dice := st.Pending
	nd := st.NPending
	st.Pending, st.NPending, st.Phase = [3]int8{}, 0, PhasePlay
	if !g.quiet {
		g.emit(Event{Kind: EvChoice, Seat: int8(s), Choice: c})
	}
	if c.Sum {
		g.move(s, int(c.First), dice[:nd], true)
		return
	}
	g.move(s, int(c.First), dice[c.Die:c.Die+1], false)
	if c.Split() && st.Phase != PhaseOver && !st.Seats[s].Out {
		other := 1 - c.Die
		g.move(s, int(c.Second), dice[other:other+1], false)
	}
}

// move carries out one throw (or one die of it) for a piece: the start rules,
// the walk with its bounce, every square that acts, and the rest (§2–§5).
// whole is true when the dice are the whole throw (the start rules look at it).
func (g *Game) move(s, pi int, dice []int8, whole bool) {
	r := &g.Rules
	p := &g.State.Seats[s].Pieces[pi]
	from := p.Square
	turnFrom := from // where the piece started the turn: a swap or send-back goes there (§5, §4.8)
	if g.State.Rethrown {
		turnFrom = g.turnStart(pi, from)
	}
	count := 0
	for _, d := range dice {
		count += int(d)
	}
	if whole && len(dice) == 2 && ((r.Start == StartFirstThrow && !p.Moved) || (r.Start == StartEveryThrow && from == 0)) {
		if to := r.startThrow(dice); to > 0 {
			switch {
			case r.Start == StartFirstThrow && !p.Moved:
				p.Moved = true
				g.emit(Event{Kind: EvJump, Seat: int8(s), Piece: int8(pi), From: int16(from), To: int16(to), Cause: CauseFirst})
				g.rest(s, pi, turnFrom, to, false)
				return
			case r.Start == StartEveryThrow && from == 0:
				p.Moved = true
				if o, _, ok := g.occupant(s, to); ok {
					g.emit(Event{Kind: EvBack, Seat: int8(s), Piece: int8(pi), Square: int16(to), Other: int8(o), To: 0, Cause: CauseStart})
					g.rest(s, pi, from, 0, false)
					return
				}
				g.emit(Event{Kind: EvJump, Seat: int8(s), Piece: int8(pi), From: 0, To: int16(to), Cause: CauseStart})
				g.rest(s, pi, from, to, false)
				return
			}
		}
	}
	p.Moved = true
	cause := CauseThrow
	if r.EitherDie && !r.Teams && len(dice) > 1 {
		goal := r.Board.Goal()
		for _, d := range dice {
			if from+int(d) == goal { // one die alone reaches the goal (§3)
				count, cause = int(d), CauseOneDie
				break
			}
		}
	}
	pos, dir := g.walk(s, pi, from, count, 1, cause)
	usedDice := false
	act := true
	// A player's own board may feed a goose into a jump that leads back to it:
	// a move makes at most as many flights and jumps as the board has squares
	// (the goal's number), then rests where the last one left it.
	for hops := 0; hops < r.Board.Goal(); hops++ {
		sq := &r.Board.Squares[pos]
		does := sq.Kind.Does()
		if does == DoesAgain {
			g.throwAgain(pi, pos, sq)
			break
		}
		if does == DoesFly {
			g.State.Seats[s].Stats.Geese++
			if sq.Pays && r.Stakes.On { // a goose's chip, like a jump's, is paid on landing (§7.1)
				g.pay(s, 1, causeOf(sq.Kind))
				if g.State.Seats[s].Out {
					return
				}
			}
			if r.Goose == GooseNext {
				to := r.Board.nextGoose(pos, dir)
				e := g.add(EvJump, s)
				e.Piece, e.From, e.To, e.Cause = int8(pi), int16(pos), int16(to), CauseGoose
				pos = to
			} else {
				pos, dir = g.walk(s, pi, pos, count, dir, CauseGoose)
			}
			if sq.Again { // the goose acts once: where it leads does not act (§4.9)
				g.throwAgain(pi, pos, sq)
				act = false
				break
			}
			continue
		}
		if does != DoesJump || (usedDice && sq.Kind.OncePerMove()) {
			break
		}
		if sq.Kind.OncePerMove() {
			usedDice = true // 26↔53 acts once a move (§4.2)
		}
		if sq.Kind == Death {
			g.State.Seats[s].Stats.Deaths++
		}
		e := g.add(EvJump, s)
		e.Piece, e.From, e.To, e.Cause = int8(pi), int16(pos), int16(sq.To), causeOf(sq.Kind)
		pos = sq.To
		if sq.Pays && r.Stakes.On {
			// Landing on the bridge, maze or death costs its chip there, though the piece rests
			// elsewhere (§7.1); a medici seat that cannot pay is out at once, its piece gone.
			g.pay(s, 1, causeOf(sq.Kind))
			if g.State.Seats[s].Out {
				return
			}
		}
		if sq.Again {
			g.throwAgain(pi, pos, sq)
			act = false
			break
		}
	}
	g.rest(s, pi, turnFrom, pos, act)
}

// turnStart is where piece pi of the current seat, throwing again from from,
// started the turn (§5, §4.8), unless another piece stands there by now (one
// sent there earlier in the turn, or the seat's own): then from, so that no
// two geese come to share a square that holds one.
func (g *Game) turnStart(pi, from int) int {
	t := int(g.State.TurnFrom[pi])
	if t == 0 || g.Rules.Board.Squares[t].Hold == HoldAlone {
		return t // shared squares
	}
	s := g.Current()
	for i := range g.State.Seats {
		for j, q := range g.State.Seats[i].Pieces {
			if !q.Off && q.Square == t && (i != s || j != pi) {
				return from
			}
		}
	}
	return t
}

// throwAgain notes that square by gives another throw, the piece resting on pos.
func (g *Game) throwAgain(pi, pos int, by *Square) {
	g.again, g.againPiece, g.againSquare, g.againCause = true, int8(pi), int16(pos), causeOf(by.Kind)
}

// nextGoose is the first goose after square from in direction dir: the goal
// past the last one going forward, the start past the first going back (§4.9).
func (b *Board) nextGoose(from, dir int) int {
	for q := from + dir; q > 0 && q < len(b.Squares); q += dir {
		if d := b.Squares[q].Kind.Does(); d == DoesFly || d == DoesWin {
			return q
		}
	}
	return 0
}

// startThrow is where a two-dice throw goes under the start rules, or 0.
func (r *Rules) startThrow(dice []int8) int {
	a, b := int(dice[0]), int(dice[1])
	for _, t := range r.StartThrows {
		if (a == t.A && b == t.B) || (a == t.B && b == t.A) {
			return t.To
		}
	}
	return 0
}

// walk moves count steps from pos in direction dir, turning back at the goal (§3).
// A backward walk stops at the start. It returns the end and the final direction.
func (g *Game) walk(s, pi, pos, count, dir int, cause Cause) (int, int) {
	goal := g.Rules.Board.Goal()
	e := g.add(EvMove, s)
	e.Piece, e.From, e.Steps, e.Cause = int8(pi), int16(pos), int16(count), cause
	if dir > 0 && pos+count <= goal { // the common case: straight ahead
		pos += count
		e.To = int16(pos)
		return pos, dir
	}
	for i := 0; i < count; i++ {
		if pos == goal {
			dir = -1
			e.Bounce, e.Peak = true, int16(goal)
		}
		if pos == 0 && dir < 0 {
			break
		}
		pos += dir
	}
	e.To = int16(pos)
	return pos, dir
}

// occupant finds another seat's piece on square q that a move by seat s
// collides with (§5, §4.8). A seat's own pieces never collide: a move onto one
// is not allowed at all (§7.2), which Legal sees as crowding.
func (g *Game) occupant(s, q int) (seat, piece int, ok bool) {
	for i := range g.State.Seats {
		if i == s {
			continue
		}
		for j := range g.State.Seats[i].Pieces {
			p := &g.State.Seats[i].Pieces[j]
			if p.Square == q && !p.Off {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// rest settles a piece that came to square pos, having started the turn on
// from: the goal, a collision (§5, §4.8), then the square's own effect if act.
func (g *Game) rest(s, pi, from, pos int, act bool) {
	r := &g.Rules
	st := &g.State
	seat := &st.Seats[s]
	p := &seat.Pieces[pi]
	p.Square, p.Since, p.Held, p.Released = pos, st.Turn, false, false
	if pos == r.Board.Goal() {
		g.emit(Event{Kind: EvRest, Seat: int8(s), Piece: int8(pi), Square: int16(pos)})
		g.reachGoal(s, pi)
		return
	}
	sq := &r.Board.Squares[pos]
	collides := pos != 0 || (r.Landing == LandBack && from != 0)
	if sq.Hold == HoldAlone || r.Landing == LandShare {
		collides = false // a hold while alone is shared by any number (§4.8); spanish squares are shared
	}
	if collides && !g.trials.rivals.vacant(g, s, pos) { // (Legal's trials know where no rival stands)
		if o, op, ok := g.occupant(s, pos); ok {
			// Where a newcomer frees the goose there, it is not sent back: they
			// change places as the well's rescue says (§4.4).
			if r.Landing == LandBack && sq.Hold != HoldRescue && !sq.Rescue {
				g.emit(Event{Kind: EvBack, Seat: int8(s), Piece: int8(pi), Square: int16(pos), Other: int8(o), OtherPiece: int8(op), To: int16(from)})
				p.Square = from
				g.emit(Event{Kind: EvRest, Seat: int8(s), Piece: int8(pi), Square: int16(from)})
				if g.again && int(g.againPiece) == pi {
					g.again = false // its move came to nothing: no square acted, no throw again
				}
				g.payCollision(s, o)
				return
			}
			g.swap(s, pi, o, op, from, pos)
		}
	}
	e := g.add(EvRest, s)
	e.Piece, e.Square = int8(pi), int16(pos)
	if !act {
		// The square does not act (§4.9, §2.3): no hold while alone takes the piece either.
		p.Released = sq.Hold == HoldAlone
		return
	}
	whole := g.stopsSeat(sq)
	switch {
	case sq.Turns > 0:
		if sq.Rescue && r.Landing == LandShare {
			g.freeHere(s, pos) // no exchange: the earlier one is free where it stands (§4.3, §4.9)
		}
		if whole {
			seat.Owed, seat.OwedAt = sq.Turns, pos
		} else {
			p.Owed = sq.Turns
		}
		g.emit(Event{Kind: EvLoseTurns, Seat: int8(s), Piece: int8(pi), Square: int16(pos), Turns: int8(sq.Turns), Cause: causeOf(sq.Kind)})
	case sq.Hold == HoldRescue:
		if r.Landing == LandShare { // no exchange: the earlier piece is free where it stands (§4.9)
			g.freeHere(s, pos)
		}
		p.Held = true
		g.emit(Event{Kind: EvHeld, Seat: int8(s), Piece: int8(pi), Square: int16(pos), Cause: causeOf(sq.Kind)})
	case sq.Hold == HoldAlone:
		// Company frees whoever was held alone here (§4.8); the newcomer is held once alone.
		for i := range st.Seats {
			for j := range st.Seats[i].Pieces {
				q := &st.Seats[i].Pieces[j]
				if q != p && !q.Off && q.Square == pos {
					g.emit(Event{Kind: EvReleased, Seat: int8(i), Piece: int8(j), Square: int16(pos), Other: int8(s)})
				}
			}
		}
		g.emit(Event{Kind: EvHeld, Seat: int8(s), Piece: int8(pi), Square: int16(pos), Cause: causeOf(sq.Kind)})
	case sq.Kind.Does() == DoesToast:
		g.emit(Event{Kind: EvToast, Seat: int8(s), Piece: int8(pi), Square: int16(pos)})
	}
	if sq.Pays && !seat.Out {
		g.pay(s, 1, causeOf(sq.Kind))
	}
}

// freeHere frees, where they stand, the other seats' pieces held or losing
// turns on pos: under share a newcomer rescues without an exchange (§4.9).
func (g *Game) freeHere(s, pos int) {
	st := &g.State
	for i := range st.Seats {
		if i == s {
			continue
		}
		seat := &st.Seats[i]
		for j := range seat.Pieces {
			q := &seat.Pieces[j]
			if q.Off || q.Square != pos {
				continue
			}
			freed := q.Held || q.Owed > 0 || (seat.Owed > 0 && seat.OwedAt == pos)
			if !freed {
				continue
			}
			q.Held, q.Owed = false, 0
			if seat.OwedAt == pos {
				seat.Owed = 0
			}
			g.touched |= 1 << uint(i)
			g.emit(Event{Kind: EvReleased, Seat: int8(i), Piece: int8(j), Square: int16(pos), Other: int8(s)})
		}
	}
}

// swap sends the piece standing on pos to the mover's starting square (§5).
func (g *Game) swap(s, pi, o, op, from, pos int) {
	r := &g.Rules
	st := &g.State
	other := &st.Seats[o]
	q := &other.Pieces[op]
	sq := &r.Board.Squares[pos]
	g.touched |= 1 << uint(o)
	freed := false
	if q.Held {
		q.Held, freed = false, true
	}
	if sq.Rescue {
		if q.Owed > 0 {
			q.Owed, freed = 0, true
		}
		if other.Owed > 0 && other.OwedAt == pos {
			other.Owed, freed = 0, true
		}
	}
	// The square a displaced piece is sent to does not act on it (§5): nor does a hold while alone.
	q.Square, q.Since, q.Released = from, st.Turn, r.Board.Squares[from].Hold == HoldAlone
	st.Seats[s].Stats.Swaps++
	other.Stats.Displaced++
	g.emit(Event{Kind: EvSwap, Seat: int8(s), Piece: int8(pi), Square: int16(pos), Other: int8(o), OtherPiece: int8(op), To: int16(from), Freed: freed})
	g.payCollision(s, o)
}

// payCollision charges the chips of a move by seat s that ended on seat o's
// piece, exchanged or sent back (§7.1): both, the one standing there
// (displaced), or the mover.
func (g *Game) payCollision(s, o int) {
	switch g.Rules.Stakes.Swap {
	case PayBoth:
		g.pay(s, 1, CauseSwap)
		g.pay(o, 1, CauseSwap)
	case PayDisplaced:
		g.pay(o, 1, CauseSwap)
	case PayMover:
		g.pay(s, 1, CauseSwap)
	}
}

// reachGoal bears a piece off, and finishes its seat when it has none left (§6, §7.2).
func (g *Game) reachGoal(s, pi int) {
	seat := &g.State.Seats[s]
	seat.Pieces[pi].Off = true
	if g.Rules.Teams {
		g.emit(Event{Kind: EvBearOff, Seat: int8(s), Piece: int8(pi)})
		for _, p := range seat.Pieces {
			if !p.Off {
				return
			}
		}
	}
	g.finish(s)
}

// finish gives seat s the next place; the first place wins (§6).
func (g *Game) finish(s int) {
	st := &g.State
	st.Places++
	st.Seats[s].Place = st.Places
	g.touched |= 1 << uint(s)
	g.emit(Event{Kind: EvFinish, Seat: int8(s), Place: int8(st.Places)})
	if st.Places == 1 {
		st.Winner = s
		if !g.Rules.Placings {
			g.gameOver()
		}
	}
}

// pay moves chips from a purse to the pot (§7.1). A seat that cannot pay plays
// on owing nothing, or under medici is out.
func (g *Game) pay(s, amount int, cause Cause) {
	if !g.Rules.Stakes.On {
		return
	}
	st := &g.State
	seat := &st.Seats[s]
	if seat.Out {
		return
	}
	g.touched |= 1 << uint(s)
	if seat.Chips < amount {
		if g.Rules.Stakes.BrokeOut && seat.Racing() {
			seat.Out = true
			for i := range seat.Pieces {
				seat.Pieces[i].Off = true
			}
			g.emit(Event{Kind: EvBroke, Seat: int8(s), Cause: cause})
		}
		amount = seat.Chips
		if amount == 0 {
			return
		}
	}
	seat.Chips -= amount
	st.Pot += amount
	seat.Stats.Paid += amount
	g.emit(Event{Kind: EvPay, Seat: int8(s), Amount: int32(amount), Pot: int32(st.Pot), Chips: int32(seat.Chips), Cause: cause})
}

// gameOver ends the game: the winner takes the pot.
func (g *Game) gameOver() {
	st := &g.State
	if st.Phase == PhaseOver {
		return
	}
	st.Phase = PhaseOver
	st.Pending, st.NPending = [3]int8{}, 0
	if st.Winner >= 0 && g.Rules.Stakes.On && st.Pot > 0 {
		w := &st.Seats[st.Winner]
		w.Chips += st.Pot
		g.touched |= 1 << uint(st.Winner)
		g.emit(Event{Kind: EvCollect, Seat: int8(st.Winner), Amount: int32(st.Pot), Chips: int32(w.Chips)})
		st.Pot = 0
	}
	g.emit(Event{Kind: EvGameOver, Seat: int8(st.Winner), Draw: st.Draw})
}

// endTurn checks for the end of the race, passes the turn, and applies §4.7.
func (g *Game) endTurn() {
	st := &g.State
	if st.Phase == PhaseOver {
		return
	}
	st.Phase = PhasePlay
	st.Lost, st.Rethrown, st.Agains = 0, false, 0
	played := st.Order[st.At]
	racing, last := 0, -1
	for i := range st.Seats {
		if st.Seats[i].Racing() {
			racing++
			last = i
		}
	}
	n := len(st.Seats)
	switch {
	case racing == 0:
		// Everyone finished or went out; if no one finished first (the last two
		// went broke in one move), nobody won: a draw, the pot stays.
		if st.Winner < 0 {
			st.Draw = true
		}
		g.gameOver()
		return
	case racing == 1 && n > 1:
		// The last one racing: with placings they take the last place; if the others are
		// all out (broke), they win.
		if st.Winner < 0 || g.Rules.Placings {
			g.finish(last)
		}
		g.gameOver()
		return
	}
	for {
		st.At++
		if st.At == n {
			st.At = 0
			st.Round++
		}
		if st.Seats[st.Order[st.At]].Racing() {
			break
		}
	}
	// Only a turn that leaves its own seat stuck, or takes it out of the race, can
	// leave everyone stuck: otherwise skip the full check.
	if st.Seats[played].Racing() {
		if hold, movable := g.blocked(played); hold == -1 && movable > 0 || hold == -2 {
			return
		}
	}
	g.deadlock()
}

// deadlock applies §4.7 when every seat still racing is held for good.
func (g *Game) deadlock() {
	st := &g.State
	bestSeat, bestPiece, bestSince := -1, -1, 0
	for i := range st.Seats {
		seat := &st.Seats[i]
		if !seat.Racing() {
			continue
		}
		hold, movable := g.blocked(i)
		if hold == -2 || movable > 0 {
			return // someone can still move, or will once their turns are lost
		}
		for j := range seat.Pieces {
			p := &seat.Pieces[j]
			if p.Off || p.Owed > 0 {
				if p.Owed > 0 {
					return
				}
				continue
			}
			if hold >= 0 && j != hold {
				continue // releasing another piece would not free this seat
			}
			if bestSeat < 0 || p.Since < bestSince {
				bestSeat, bestPiece, bestSince = i, j, p.Since
			}
		}
	}
	if bestSeat < 0 {
		return
	}
	st.Releases++
	if g.Rules.Deadlock == DeadlockDraw {
		st.Draw = true
		g.gameOver()
		return
	}
	p := &st.Seats[bestSeat].Pieces[bestPiece]
	p.Held, p.Released = false, true
	g.emit(Event{Kind: EvReleased, Seat: int8(bestSeat), Piece: int8(bestPiece), Square: int16(p.Square), Cause: CauseDeadlock})
}

// Held reports whether seat s is held for good (until rescued, or dutch while
// alone) and so cannot throw.
func (g *Game) Held(s int) bool {
	hold, movable := g.blocked(s)
	if hold >= 0 {
		return true
	}
	if hold == -2 || movable > 0 || !g.State.Seats[s].Racing() {
		return false
	}
	for i := range g.State.Seats[s].Pieces {
		if p := &g.State.Seats[s].Pieces[i]; !p.Off && g.heldHere(s, p) {
			return true
		}
	}
	return false
}

// Owed is how many turns seat s still loses (the whole seat's, or its one piece's).
func (g *Game) Owed(s int) int {
	seat := &g.State.Seats[s]
	n := seat.Owed
	if !g.Rules.Teams {
		n += seat.Pieces[0].Owed
	}
	return n
}
