package player

import "goose/engine"

// The model is a compact copy of a team-variation position (RULES §7.2) and of
// the moves on it, so that the hard player can try tens of thousands of moves
// per decision without the engine's events and legality re-checks. It follows
// engine/game.go (move, rest, swap, Legal) step by step but leaves out the
// purse: the engine alone decides what is legal at the table, and
// model_test.go checks the model against it.

// maxPieces is the most pieces a seat races (§7.2).
const maxPieces = 4

type mpiece struct {
	sq       int16
	owed     int8
	held     bool
	off      bool
	moved    bool
	released bool
}

type mseat struct {
	p      [maxPieces]mpiece
	owedAt int16
	owed   int8
	done   bool   // finished or out: no longer racing
	out    bool   // broke and out (medici stakes)
	lost   uint32 // pieces that lost this turn and sit it out (engine State.Lost)
}

type mpos struct {
	seat   [engine.MaxSeats]mseat
	n      int8 // seats
	per    int8 // pieces per seat
	winner int8
	over   bool
}

// load copies an engine state into the model.
func (m *mpos) load(st *engine.State) {
	m.n = int8(len(st.Seats))
	m.per = 0
	m.winner = int8(st.Winner)
	m.over = st.Phase == engine.PhaseOver
	for i := range st.Seats {
		s := &st.Seats[i]
		ms := &m.seat[i]
		*ms = mseat{owedAt: int16(s.OwedAt), owed: int8(s.Owed), done: !s.Racing(), out: s.Out}
		if st.Phase == engine.PhaseChoose && i < len(st.Order) && st.Order[st.At] == i {
			ms.lost = st.Lost
		}
		m.per = int8(len(s.Pieces))
		for j := range s.Pieces {
			p := &s.Pieces[j]
			ms.p[j] = mpiece{sq: int16(p.Square), owed: int8(p.Owed), held: p.Held, off: p.Off, moved: p.Moved, released: p.Released}
		}
	}
}

// model holds what the moves need of the rules.
type model struct {
	sq         []engine.Square // a copy: rules share their board's storage
	startTo    []engine.StartThrow
	goal       int
	dest       [][13]int16 // dest[x][c]: where a move of c from x rests, after geese and jumps (§4.1, §4.2)
	quiet      [][13]bool  // quiet[x][c]: it rests there by a square that acts once, so the square does not act (§4.9)
	start      engine.Start
	landBack   bool
	landShare  bool // no exchange: squares are shared (§4.9)
	gooseNext  bool // a goose sends to the next goose (§4.9)
	dice       int
	oneDieFrom int
	placings   bool
}

func newModel(r *engine.Rules) *model {
	m := &model{sq: append([]engine.Square(nil), r.Board.Squares...), goal: r.Board.Goal(), start: r.Start,
		startTo:  append([]engine.StartThrow(nil), r.StartThrows...),
		landBack: r.Landing == engine.LandBack, oneDieFrom: r.OneDieFrom, placings: r.Placings,
		landShare: r.Landing == engine.LandShare, gooseNext: r.Goose == engine.GooseNext, dice: r.Dice}
	m.dest = make([][13]int16, m.goal)
	m.quiet = make([][13]bool, m.goal)
	for x := 0; x < m.goal; x++ {
		for c := 1; c <= 12; c++ {
			to, quiet := m.path(x, c)
			m.dest[x][c], m.quiet[x][c] = int16(to), quiet
		}
	}
	return m
}

// walk is engine.walk: count steps from pos, turning back at the goal, stopping at the start.
func (m *model) walk(pos, count, dir int) (int, int) {
	if dir > 0 && pos+count <= m.goal {
		return pos + count, dir
	}
	for i := 0; i < count; i++ {
		if pos == m.goal {
			dir = -1
		}
		if pos == 0 && dir < 0 {
			break
		}
		pos += dir
	}
	return pos, dir
}

// path follows a move of count from x through every goose and jump to where
// it rests, and tells whether it got there by a square that acts once.
func (m *model) path(x, count int) (int, bool) {
	pos, dir := m.walk(x, count, 1)
	usedDice := false
	// A board of one's own could chain a goose and a jump into a circle: as
	// the engine, make at most as many flights and jumps as the goal's number.
	for hops := 0; hops < m.goal; hops++ {
		// What each kind does is the engine's table's (engine.Kind.Does), as the engine reads it.
		sq := &m.sq[pos]
		does := sq.Kind.Does()
		if does == engine.DoesAgain {
			break
		}
		if does == engine.DoesFly {
			if m.gooseNext {
				pos = m.nextGoose(pos, dir)
			} else {
				pos, dir = m.walk(pos, count, dir)
			}
			if sq.Again {
				return pos, true
			}
			continue
		}
		if does != engine.DoesJump || (usedDice && sq.Kind.OncePerMove()) {
			break
		}
		if sq.Kind.OncePerMove() {
			usedDice = true
		}
		pos = sq.To
		if sq.Again {
			return pos, true
		}
	}
	return pos, false
}

// nextGoose is engine's: the next goose in direction dir, the goal past the
// last, the start past the first.
func (m *model) nextGoose(from, dir int) int {
	for q := from + dir; q > 0 && q <= m.goal; q += dir {
		if m.sq[q].Kind.Does() == engine.DoesFly || q == m.goal {
			return q
		}
	}
	return 0
}

func (m *model) alone(p *mpos, s, i int) bool {
	q := &p.seat[s].p[i]
	for a := 0; a < int(p.n); a++ {
		for b := 0; b < int(p.per); b++ {
			o := &p.seat[a].p[b]
			if (a != s || b != i) && !o.off && o.sq == q.sq {
				return false
			}
		}
	}
	return true
}

// heldHere is engine.heldHere.
func (m *model) heldHere(p *mpos, s, i int) bool {
	q := &p.seat[s].p[i]
	switch m.sq[q.sq].Hold {
	case engine.HoldRescue:
		return q.held
	case engine.HoldAlone:
		return !q.released && m.alone(p, s, i)
	}
	return false
}

// blocked is engine.blocked: a whole-seat hold (piece index, -2 for turns owed,
// or -1) and how many pieces could move.
func (m *model) blocked(p *mpos, s int) (hold, movable int) {
	seat := &p.seat[s]
	if seat.owed > 0 {
		return -2, 0
	}
	for i := 0; i < int(p.per); i++ {
		q := &seat.p[i]
		if q.off {
			continue
		}
		held := m.heldHere(p, s, i)
		if held && !m.sq[q.sq].Piece {
			return i, 0
		}
		if !held && q.owed == 0 {
			movable++
		}
	}
	return -1, movable
}

// diceFor is engine.diceFor: one die once every movable piece stands at OneDieFrom or beyond.
func (m *model) diceFor(p *mpos, s int) int {
	if m.oneDieFrom == 0 {
		return m.dice
	}
	seat := &p.seat[s]
	for i := 0; i < int(p.per); i++ {
		q := &seat.p[i]
		if !q.off && int(q.sq) < m.oneDieFrom && q.owed == 0 && !m.heldHere(p, s, i) {
			return 2
		}
	}
	return 1
}

// loseTurn counts a turn off every piece of s that owes turns of its own, as
// the engine does before the seat's throw is used.
func (m *model) loseTurn(p *mpos, s int) {
	seat := &p.seat[s]
	for i := 0; i < int(p.per); i++ {
		if q := &seat.p[i]; !q.off && q.owed > 0 {
			q.owed--
			seat.lost |= 1 << uint(i)
		}
	}
}

func (m *model) movable(p *mpos, s int) (idx [maxPieces]int8, n int) {
	seat := &p.seat[s]
	for i := 0; i < int(p.per); i++ {
		if q := &seat.p[i]; !q.off && q.owed == 0 && seat.lost&(1<<uint(i)) == 0 && !m.heldHere(p, s, i) {
			idx[n] = int8(i)
			n++
		}
	}
	return idx, n
}

// crowded reports whether two of seat s's pieces share a square other than the start.
func (m *model) crowded(p *mpos, s int) bool {
	seat := &p.seat[s]
	for i := 0; i < int(p.per); i++ {
		a := &seat.p[i]
		if a.off || a.sq == 0 {
			continue
		}
		for j := i + 1; j < int(p.per); j++ {
			if b := &seat.p[j]; !b.off && b.sq == a.sq {
				return true
			}
		}
	}
	return false
}

// choices lists the candidate uses of the dice (engine.Legal's forms: the sum,
// splits in both orders, a lone piece's die alone that bears it off exactly),
// before the crowding test that apply makes. Unlike Legal it keeps uses that
// end alike: a look-ahead only takes the best of them.
func (m *model) choices(p *mpos, s, nd int, dice []int8, out []engine.Choice) []engine.Choice {
	out = out[:0]
	idx, n := m.movable(p, s)
	for _, a := range idx[:n] {
		out = append(out, engine.Choice{First: a, Second: -1, Sum: true})
	}
	if nd != 2 {
		return out
	}
	orders := 2
	if dice[0] == dice[1] {
		orders = 1
	}
	if n == 1 {
		for d := 0; d < orders; d++ {
			if int(p.seat[s].p[idx[0]].sq)+int(dice[d]) == m.goal {
				out = append(out, engine.Choice{First: idx[0], Second: -1, Die: int8(d)})
			}
		}
	}
	for _, a := range idx[:n] {
		for _, b := range idx[:n] {
			for d := 0; a != b && d < orders; d++ {
				out = append(out, engine.Choice{First: a, Second: b, Die: int8(d)})
			}
		}
	}
	return out
}

// apply plays choice c of seat s with the dice on p, and reports whether it was
// legal (no two of the seat's own pieces on one square, §7.2). An illegal
// choice leaves p part-played.
func (m *model) apply(p *mpos, s int, c engine.Choice, dice []int8) bool {
	p.seat[s].lost = 0 // the turn ends with the move, as in the engine
	if c.Sum {
		m.move(p, s, int(c.First), dice, true)
		return !m.crowded(p, s)
	}
	if len(dice) != 2 || c.Die < 0 || c.Die > 1 {
		return false
	}
	m.move(p, s, int(c.First), dice[c.Die:c.Die+1], false)
	if m.crowded(p, s) {
		return false
	}
	if p.over || c.Single() {
		return true
	}
	other := 1 - c.Die
	m.move(p, s, int(c.Second), dice[other:other+1], false)
	return !m.crowded(p, s)
}

// move is engine.move for one piece.
func (m *model) move(p *mpos, s, pi int, dice []int8, whole bool) {
	q := &p.seat[s].p[pi]
	from := int(q.sq)
	count := 0
	for _, d := range dice {
		count += int(d)
	}
	if whole && len(dice) == 2 && ((m.start == engine.StartFirstThrow && !q.moved) || (m.start == engine.StartEveryThrow && from == 0)) {
		if to := m.startThrow(dice); to > 0 {
			q.moved = true
			if m.start == engine.StartFirstThrow {
				m.rest(p, s, pi, from, to, false)
				return
			}
			if m.occupied(p, s, to) {
				m.rest(p, s, pi, from, 0, false)
				return
			}
			m.rest(p, s, pi, from, to, false)
			return
		}
	}
	q.moved = true
	m.rest(p, s, pi, from, int(m.dest[from][count]), !m.quiet[from][count])
}

func (m *model) startThrow(dice []int8) int {
	a, b := int(dice[0]), int(dice[1])
	for _, t := range m.startTo {
		if (a == t.A && b == t.B) || (a == t.B && b == t.A) {
			return t.To
		}
	}
	return 0
}

// occupant is engine.occupant: another seat's piece on square sq (own pieces
// never collide: a move onto one is not allowed, §7.2).
func (m *model) occupant(p *mpos, s, sq int) (int, int, bool) {
	for a := 0; a < int(p.n); a++ {
		if a == s {
			continue
		}
		for b := 0; b < int(p.per); b++ {
			o := &p.seat[a].p[b]
			if int(o.sq) == sq && !o.off {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

func (m *model) occupied(p *mpos, s, sq int) bool {
	_, _, ok := m.occupant(p, s, sq)
	return ok
}

// rest is engine.rest without the purse.
func (m *model) rest(p *mpos, s, pi, from, pos int, act bool) {
	seat := &p.seat[s]
	q := &seat.p[pi]
	q.sq, q.held, q.released = int16(pos), false, false
	if pos == m.goal {
		q.off = true
		for i := 0; i < int(p.per); i++ {
			if !seat.p[i].off {
				return
			}
		}
		seat.done = true
		if p.winner < 0 {
			p.winner = int8(s)
			if !m.placings {
				p.over = true
			}
		}
		return
	}
	sq := &m.sq[pos]
	collides := pos != 0 || (m.landBack && from != 0)
	if sq.Hold == engine.HoldAlone || m.landShare {
		collides = false
	}
	if collides {
		if o, op, ok := m.occupant(p, s, pos); ok {
			if m.landBack && sq.Hold != engine.HoldRescue && !sq.Rescue {
				q.sq = int16(from)
				return
			}
			other := &p.seat[o]
			v := &other.p[op]
			v.held = false
			if sq.Rescue {
				v.owed = 0
				if other.owed > 0 && int(other.owedAt) == pos {
					other.owed = 0
				}
			}
			v.sq, v.released = int16(from), m.sq[from].Hold == engine.HoldAlone
		}
	}
	if !act {
		q.released = sq.Hold == engine.HoldAlone
		return
	}
	switch {
	case sq.Turns > 0:
		if sq.Rescue && m.landShare { // the earlier one is free where it stands (§4.3, §4.9)
			for a := 0; a < int(p.n); a++ {
				for b := 0; b < int(p.per); b++ {
					if o := &p.seat[a].p[b]; a != s && !o.off && o.sq == int16(pos) {
						o.owed = 0
						if p.seat[a].owedAt == int16(pos) {
							p.seat[a].owed = 0
						}
					}
				}
			}
		}
		if !sq.Piece {
			seat.owed, seat.owedAt = int8(sq.Turns), int16(pos)
		} else {
			q.owed = int8(sq.Turns)
		}
	case sq.Hold == engine.HoldRescue:
		if m.landShare { // the earlier piece is free where it stands (§4.9)
			for a := 0; a < int(p.n); a++ {
				for b := 0; b < int(p.per); b++ {
					if o := &p.seat[a].p[b]; o != q && !o.off && o.sq == int16(pos) {
						o.held = false
					}
				}
			}
		}
		q.held = true
	}
}
