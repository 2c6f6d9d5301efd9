package present

import (
	"goose/engine"
	"goose/scenes/narrate"
)

// show is how one kind of event is shown: begin starts it (sounds, dice,
// which goose moves) and says how many ticks it takes at 1×; end settles
// what it changed. A kind without one is found by TestEveryKindIsShown.
type show struct {
	begin func(m *Model, e *engine.Event) int
	end   func(m *Model, e *engine.Event)
}

const (
	hopTicks  = 9
	jumpTicks = 42
)

func ticks(n int) func(*Model, *engine.Event) int {
	return func(*Model, *engine.Event) int { return n }
}

var shows = [...]show{
	engine.EvStart:      {begin: ticks(0)},
	engine.EvPay:        {begin: beginPay, end: endPay},
	engine.EvOrderThrow: {begin: beginThrow, end: endThrow},
	engine.EvOrderTie:   {begin: ticks(0)},
	engine.EvOrder:      {begin: ticks(20)},
	engine.EvTurn:       {begin: beginTurn},
	engine.EvTurnLost:   {begin: ticks(24), end: endTurnLost},
	engine.EvWaits:      {begin: ticks(24), end: endWaits},
	engine.EvThrow:      {begin: beginThrow, end: endThrow},
	engine.EvChoice:     {begin: beginChoice},
	engine.EvNoMove:     {begin: ticks(20)},
	engine.EvMove:       {begin: beginMove, end: endMove},
	engine.EvJump:       {begin: beginJump, end: endMove},
	engine.EvSwap:       {begin: beginSwap, end: endSwap},
	engine.EvBack:       {begin: beginBack, end: endBack},
	engine.EvRest:       {begin: ticks(3), end: endRest},
	engine.EvLoseTurns:  {begin: beginLoseTurns, end: endLoseTurns},
	engine.EvHeld:       {begin: beginHeld, end: endHeld},
	engine.EvReleased:   {begin: ticks(36), end: endReleased},
	engine.EvToast:      {begin: ticks(30)},
	engine.EvBearOff:    {begin: beginBearOff, end: endBearOff},
	engine.EvFinish:     {begin: beginFinish, end: endFinish},
	engine.EvBroke:      {begin: ticks(40), end: endBroke},
	engine.EvCollect:    {begin: beginCollect, end: endCollect},
	engine.EvGameOver:   {begin: ticks(40), end: endGameOver},
	engine.EvAgain:      {begin: ticks(30)}, // the banner says it; the same seat throws next
	engine.EvAgainLimit: {begin: ticks(30)},
}

func beginTurn(m *Model, e *engine.Event) int {
	m.Dice.Labels = [3]string{}
	m.Turn, m.Round = int(e.Seat), int(e.Round)
	return 8
}

func beginThrow(m *Model, e *engine.Event) int {
	m.Dice.N, m.Dice.Tumble, m.Dice.Values = int(e.NDice), 40, e.Dice
	m.play("dice")
	return 40
}

func endThrow(m *Model, e *engine.Event) { m.Dice.Tumble = 0 }

func beginChoice(m *Model, e *engine.Event) int {
	l := narrate.DieLabels(e.Choice)
	m.Dice.Labels[0], m.Dice.Labels[1] = l[0].String(), l[1].String()
	return 10
}

// startMoving sets goose p of seat s on its way from square from to to.
func (m *Model) startMoving(k MotionKind, s, p int8, from, to int16) {
	m.goose(s, p).Moving = true
	mo := &m.q.motion
	mo.Kind, mo.Seat, mo.Piece, mo.From, mo.To, mo.F, mo.Step, mo.Leap = k, int(s), int(p), int(from), int(to), 0, 0, false
}

func beginMove(m *Model, e *engine.Event) int {
	m.startMoving(Hop, e.Seat, e.Piece, e.From, e.To)
	m.q.motion.Walk = e.Walk(m.q.motion.Walk[:0])
	m.q.lastHop = -1
	if e.Cause == engine.CauseGoose {
		m.play("honk")
		m.q.motion.Leap = true
	}
	return max(len(m.q.motion.Walk), 1) * hopTicks
}

var jumpSounds = map[engine.Cause]string{engine.CauseBridge: "bridge", engine.CauseMaze: "maze", engine.CauseDeath: "toll",
	engine.CauseFirst: "honk", engine.CauseStart: "honk"}

func beginJump(m *Model, e *engine.Event) int {
	k := Fly
	if e.Cause == engine.CauseDeath {
		k = WalkBack
	}
	m.startMoving(k, e.Seat, e.Piece, e.From, e.To)
	snd, ok := jumpSounds[e.Cause]
	if !ok {
		snd = "swap"
	}
	m.play(snd)
	if e.Cause == engine.CauseDeath {
		// It walks all the way back along the track, not through the air.
		return 30 + 2*int(e.From-e.To)
	}
	return jumpTicks
}

// endMove: the goose reached To, though it may go on (a goose, a jump) before it rests.
func endMove(m *Model, e *engine.Event) {
	g := m.goose(e.Seat, e.Piece)
	g.Square, g.Held, g.Released = int(e.To), false, false
}

func beginSwap(m *Model, e *engine.Event) int {
	m.startMoving(Glide, e.Other, e.OtherPiece, e.Square, e.To)
	m.play("swap")
	return 30
}

func endSwap(m *Model, e *engine.Event) {
	m.Settled++
	g := m.goose(e.Other, e.OtherPiece)
	g.Square, g.Moving, g.Released = int(e.To), false, false
	if e.Freed { // §5: the goose sent back is free of what held it there
		g.Held, g.Owed = false, 0
		if o := &m.Seats[e.Other]; o.OwedAt == int(e.Square) {
			o.Owed = 0
		}
	}
	m.rehold()
}

func beginBack(m *Model, e *engine.Event) int {
	m.startMoving(Glide, e.Seat, e.Piece, e.Square, e.To)
	m.play("swap")
	return 30
}

func endBack(m *Model, e *engine.Event) {
	m.Settled++
	g := m.goose(e.Seat, e.Piece)
	g.Square, g.Moving = int(e.To), false
}

func endRest(m *Model, e *engine.Event) {
	m.Settled++
	g := m.goose(e.Seat, e.Piece)
	g.Square, g.Moving, g.Held, g.Released = int(e.Square), false, false, false
	g.Off = g.Square == m.Rules.Board.Goal() // home: it leaves the board (§6, §7.2)
	m.rehold()
}

// trapped sounds a goose caught at the inn, the well or the prison.
func (m *Model) trapped(c engine.Cause) {
	switch c {
	case engine.CauseInn:
		m.play("inn")
	case engine.CauseWell:
		m.play("splash")
	case engine.CausePrison:
		m.play("bars")
	}
}

func beginLoseTurns(m *Model, e *engine.Event) int {
	m.trapped(e.Cause)
	return 36
}

// owes records turns to lose on e.Square: the whole seat's, or (team
// variation, a square that holds one goose) that goose's alone.
func (m *Model) owes(e *engine.Event) {
	if m.stopsSeat(int(e.Square)) {
		s := &m.Seats[e.Seat]
		s.Owed, s.OwedAt = int(e.Turns), int(e.Square)
		return
	}
	m.goose(e.Seat, e.Piece).Owed = int(e.Turns)
}

func endLoseTurns(m *Model, e *engine.Event) { m.owes(e) }

func endTurnLost(m *Model, e *engine.Event) { m.owes(e) }

func endWaits(m *Model, e *engine.Event) { m.goose(e.Seat, e.Piece).Held = true }

func beginHeld(m *Model, e *engine.Event) int {
	m.trapped(e.Cause)
	return 40
}

func endHeld(m *Model, e *engine.Event) {
	if m.Rules.Board.Squares[e.Square].Hold == engine.HoldAlone {
		m.rehold() // held once alone (§4.8)
		return
	}
	m.goose(e.Seat, e.Piece).Held = true
}

func endReleased(m *Model, e *engine.Event) {
	g := m.goose(e.Seat, e.Piece)
	g.Held = false
	if e.Cause == engine.CauseDeadlock {
		g.Released = true
	}
}

func beginPay(m *Model, e *engine.Event) int {
	if e.Cause != engine.CauseAnte {
		m.play("coin")
		return 12
	}
	return 2
}

func endPay(m *Model, e *engine.Event) { m.Seats[e.Seat].Chips, m.Pot = int(e.Chips), int(e.Pot) }

func beginCollect(m *Model, e *engine.Event) int {
	m.play("coin")
	return 30
}

func endCollect(m *Model, e *engine.Event) { m.Seats[e.Seat].Chips, m.Pot = int(e.Chips), 0 }

func beginBearOff(m *Model, e *engine.Event) int {
	m.play("honk")
	return 30
}

func endBearOff(m *Model, e *engine.Event) {
	g := m.goose(e.Seat, e.Piece)
	g.Off, g.Square = true, m.Rules.Board.Goal()
	m.rehold()
}

func beginFinish(m *Model, e *engine.Event) int {
	if e.Place == 1 {
		m.play("fanfare")
		m.End.Celebrate = 1
		return 100
	}
	return 40
}

// endFinish: the seat has its place (its geese home, or the last one racing with placings).
func endFinish(m *Model, e *engine.Event) {
	m.Seats[e.Seat].Place = int(e.Place)
	if e.Place == 1 {
		m.End.Winner = int(e.Seat)
	}
	m.rehold()
}

func endBroke(m *Model, e *engine.Event) {
	m.Settled++
	s := &m.Seats[e.Seat]
	s.Out = true
	for j := range s.Geese {
		s.Geese[j].Out, s.Geese[j].Off, s.Geese[j].Moving = true, true, false
	}
	m.rehold()
}

func endGameOver(m *Model, e *engine.Event) {
	m.End.Over, m.End.Draw = true, e.Draw
	if e.Seat >= 0 {
		m.End.Winner = int(e.Seat)
	}
}
