package scenes

import (
	"goose/engine"
	"goose/ui/store"
)

// The editor's edits, as its controls make them (RULES §7.3): each records
// the rules before it, for undo.

// chooseKind gives the selected square kind k, with what that kind needs.
func (e *Editor) chooseKind(k engine.Kind) {
	if e.square() == nil {
		return
	}
	e.change()
	e.setKind(k)
}

// editSquare changes the selected square by edit; a setting the square
// then cannot have is let go.
func (e *Editor) editSquare(edit func(s *engine.Square)) {
	s := e.square()
	if s == nil {
		return
	}
	e.change()
	edit(s)
	if !s.Holds() {
		s.Piece, s.PaysPerTurn = false, false
	}
	if s.Turns == 0 {
		s.Rescue = false
	}
}

func (e *Editor) pickTarget() { e.at.pick = pickTo }

func (e *Editor) canTurns(d int) bool { t := e.sq().Turns + d; return t >= 0 && t <= 9 }

func (e *Editor) stepTurns(d int) {
	if !e.canTurns(d) {
		return
	}
	e.editSquare(func(s *engine.Square) {
		s.Turns += d
		if d > 0 {
			s.Hold = engine.HoldNone // a square holds or takes turns, not both
		}
	})
}

func (e *Editor) nextHold() {
	e.editSquare(func(s *engine.Square) {
		s.Hold = (s.Hold + 1) % 3
		if s.Hold != engine.HoldNone {
			s.Turns, s.Rescue = 0, false
		}
	})
}

// setKind gives the selected square a kind, with what that kind needs.
func (e *Editor) setKind(k engine.Kind) {
	s := &e.r.Board.Squares[e.at.sel]
	d := k.Def()
	*s = d.New
	s.Kind = k
	if d.Does == engine.DoesJump && !d.ToStart {
		s.To = min(max(1, e.at.sel+d.NewTo), e.r.Board.Goal()-1)
		e.at.pick = pickTo // the next square clicked is where it leads
	}
}

func (e *Editor) nextDice() {
	r := &e.r
	e.change()
	r.Dice = r.Dice%3 + 1
	if r.Dice != 2 {
		r.Start, r.StartThrows = engine.StartPlain, nil
	}
	r.EitherDie = r.EitherDie && r.Dice > 1
}

// lengthen makes the board by squares longer (shorter, when by < 0): by
// ten, to the ten below or above (63, 60, 50, …, 20); by one, by one;
// between 20 and 500 squares.
func (e *Editor) lengthen(by int) {
	goal, to := e.r.Board.Goal(), e.r.Board.Goal()+by
	switch by {
	case -10:
		to = (goal - 1) / 10 * 10
	case 10:
		to = (goal/10 + 1) * 10
	}
	to = min(max(to, 20), 500)
	if to != goal {
		e.change()
		e.resize(to)
	}
}

// resize makes the board end at goal, keeping the squares before it.
func (e *Editor) resize(goal int) {
	sq := make([]engine.Square, goal+1)
	copy(sq, e.r.Board.Squares[:min(len(e.r.Board.Squares)-1, goal)])
	sq[goal] = engine.Square{Kind: engine.Goal}
	for i := range sq[:goal] {
		if sq[i].Kind == engine.Goal {
			sq[i] = engine.Square{}
		}
	}
	e.r.Board.Squares = sq
	e.r.OneDieFrom = min(e.r.OneDieFrom, goal-1)
	for i := range e.r.StartThrows {
		e.r.StartThrows[i].To = min(e.r.StartThrows[i].To, goal-1)
	}
}

func (e *Editor) nextStart() {
	r := &e.r
	if r.Dice != 2 {
		return
	}
	e.change()
	r.Start = (r.Start + 1) % 3
	if r.Start == engine.StartPlain {
		r.StartThrows = nil
	} else if len(r.StartThrows) == 0 { // the classic's to start from
		goal := r.Board.Goal()
		r.StartThrows, e.at.throw = []engine.StartThrow{{A: 6, B: 3, To: min(26, goal-1)}, {A: 4, B: 5, To: min(53, goal-1)}}, 0
	}
}

func (e *Editor) pickOneDie() { e.at.pick = pickOneDie }

func (e *Editor) nextOrder() { e.change(); e.r.Order = 1 - e.r.Order }

func (e *Editor) setEitherDie(on bool) { e.change(); e.r.EitherDie = on }

// blankBoard is a blank board of this length: the start and the goal only.
func (e *Editor) blankBoard() {
	r := &e.r
	e.change()
	sq := make([]engine.Square, len(r.Board.Squares))
	sq[len(sq)-1] = engine.Square{Kind: engine.Goal}
	r.Board.Squares, r.Start, r.StartThrows, r.OneDieFrom = sq, engine.StartPlain, nil, 0
	e.at.sel, e.at.pick = 0, pickNone
}

func (e *Editor) nextLanding() { e.change(); e.r.Landing = (e.r.Landing + 1) % 3 }

func (e *Editor) nextGoose() { e.change(); e.r.Goose = 1 - e.r.Goose }

// purseStep is the purse's − and +: by one, by five from 20.
func (e *Editor) purseStep() int {
	if e.r.Stakes.Purse >= 20 {
		return 5
	}
	return 1
}

func (e *Editor) canPurse(d int) bool {
	p := e.r.Stakes.Purse
	return d < 0 && p > 1 || d > 0 && p < engine.MaxPurse
}

func (e *Editor) stepPurse(d int) {
	s := &e.r.Stakes
	if !e.canPurse(d) {
		return
	}
	e.change()
	s.Purse = min(max(1, s.Purse+d*e.purseStep()), engine.MaxPurse)
	s.Ante = min(s.Ante, s.Purse)
}

func (e *Editor) canAnte(d int) bool {
	s := e.r.Stakes
	return d < 0 && s.Ante > 0 || d > 0 && s.Ante < s.Purse
}

func (e *Editor) stepAnte(d int) {
	if e.canAnte(d) {
		e.change()
		e.r.Stakes.Ante += d
	}
}

func (e *Editor) nextSwap() { e.change(); e.r.Stakes.Swap = (e.r.Stakes.Swap + 1) % 3 }

func (e *Editor) setBrokeOut(on bool) { e.change(); e.r.Stakes.BrokeOut = on }

// cpuTable is the table a test-play seats: three computers.
func cpuTable() []store.Seat {
	return []store.Seat{{Name: "Easy", Color: 0, Computer: true, Level: "easy"},
		{Name: "Normal", Color: 1, Computer: true, Level: "normal"}, {Name: "Hard", Color: 2, Computer: true, Level: "hard"}}
}

// choose makes the board the one in play at the table.
func (e *Editor) choose(c *Context) {
	c.Settings.Setup.Board, c.Settings.Setup.OwnBoard = e.r.File(), true
	c.SaveSettings()
}

// keep keeps the board in the folder, chooses it and goes back to the setup.
func (e *Editor) keep(c *Context) {
	if e.ok() && e.saveToFolder(c) {
		e.choose(c)
		e.next = NewSetup(c)
	}
}

// testPlay chooses the board and plays it with three computers.
func (e *Editor) testPlay(c *Context) {
	if !e.ok() {
		return
	}
	e.choose(c)
	s := c.Settings.Setup
	s.Seats = cpuTable()
	p, err := NewPlay(c, s, nil)
	if err != nil {
		e.general, e.stale = err.Error(), true
		return
	}
	e.next = p
}
