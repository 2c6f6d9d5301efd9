package engine

// Legal lists the legal uses of the pending dice in the team variation (§7.2),
// each once: the sum on one piece; the two dice split between two pieces, in
// either order (the dice have no order: a split is legal if some order of its
// two moves is legal); and, when only one piece is free to move, a die alone
// whose exact count bears it off. Every move must leave the seat's own pieces
// on different squares (the start excepted). Two uses that leave the same
// position (pieces standing together are interchangeable) are one use: the
// first found is kept, and the search runs by die value, not by the order the
// dice were listed in, so a throw of 3+5 offers what 5+3 offers.
// The slice is reused by the next call.
func (g *Game) Legal() []Choice {
	if g.legalOK {
		return g.legal
	}
	g.legal, g.every, g.keys, g.sums = g.legal[:0], g.every[:0], g.keys[:0], g.sums[:0]
	st := &g.State
	if st.NPending == 0 || (st.Phase != PhasePlay && st.Phase != PhaseChoose) {
		return g.legal
	}
	s := g.Current()
	seat := &st.Seats[s]
	var movable [8]int8
	n := 0
	for i := range seat.Pieces {
		p := &seat.Pieces[i]
		if !p.Off && p.Owed == 0 && st.Lost&(1<<uint(i)) == 0 && !g.heldHere(s, p) {
			movable[n] = int8(i)
			n++
		}
	}
	// Pieces standing together on the start with the same marks are twins: a
	// use of the dice with one is the same use with the other, so only the
	// first of each is tried and the others follow its answer (what Legal
	// lists, and what it accepts, stay as if each were tried).
	var twin [8]int8 // twin[i]: the first movable piece like movable[i] (as an index into movable)
	for i := range n {
		twin[i] = int8(i)
		for j := 0; j < i && skipTwins; j++ {
			if sameMarks(&seat.Pieces[movable[i]], &seat.Pieces[movable[j]]) {
				twin[i] = int8(j)
				break
			}
		}
	}
	var sumOK [8]bool
	for i, p := range movable[:n] {
		c := Choice{First: p, Second: -1, Sum: true}
		if t := twin[i]; t != int8(i) {
			if sumOK[t] {
				g.every = append(g.every, c)
			}
			continue
		}
		sumOK[i] = g.offer(s, c)
	}
	if st.NPending != 2 {
		g.legalOK = true
		return g.legal
	}
	// Die lo has the lower value (die 0 on a double, where the other order is the same).
	lo, hi := int8(0), int8(1)
	if st.Pending[1] < st.Pending[0] {
		lo, hi = 1, 0
	}
	order := [2]int8{lo, hi}
	nOrder := 2
	if st.Pending[0] == st.Pending[1] {
		nOrder = 1
	}
	if n == 1 {
		p := movable[0]
		goal := g.Rules.Board.Goal()
		for _, d := range order[:nOrder] {
			if int(seat.Pieces[p].Square)+int(st.Pending[d]) == goal {
				g.offer(s, Choice{First: p, Second: -1, Die: d})
			}
		}
	}
	var splitOK [8][8][2]bool
	for a, p := range movable[:n] {
		for b, q := range movable[:n] {
			if p == q {
				continue
			}
			// The first split like this one: the first twin of each piece, or
			// of two twins the first two.
			ca, cb := twin[a], twin[b]
			if ca == cb {
				cb = ca + 1
				for twin[cb] != ca {
					cb++
				}
			}
			for k, d := range order[:nOrder] {
				c := Choice{First: p, Second: q, Die: d}
				if ca != int8(a) || cb != int8(b) {
					if splitOK[ca][cb][k] {
						g.every = append(g.every, c)
					}
					continue
				}
				splitOK[a][b][k] = g.offer(s, c)
			}
		}
	}
	g.legalOK = true
	return g.legal
}

// skipTwins: Legal tries one of each set of twins (a test turns it off to
// check that the lists come out the same).
var skipTwins = true

// sameMarks reports whether two pieces of a seat are alike in all that a
// move or a position looks at.
func sameMarks(a, b *Piece) bool {
	return a.Square == b.Square && a.Held == b.Held && a.Owed == b.Owed && a.Off == b.Off && a.Moved == b.Moved && a.Released == b.Released
}

// offer adds c to the legal list if it is legal and leaves a position no
// earlier choice leaves. It reports whether c is legal.
func (g *Game) offer(s int, c Choice) bool {
	if !g.try(s, c) {
		return false
	}
	g.every = append(g.every, c)
	w := g.scratch.outcome(s, g.keys)
	stride := len(w) - len(g.keys)
	key := w[len(g.keys):]
	sum := uint64(14695981039346656037)
	for _, k := range key {
		sum = (sum ^ uint64(k)) * 1099511628211
	}
	for i, h := range g.sums {
		if h == sum && equalKeys(g.keys[i*stride:(i+1)*stride], key) {
			g.keys = w[:len(g.keys)]
			return true
		}
	}
	g.keys, g.sums = w, append(g.sums, sum)
	g.legal = append(g.legal, c)
	return true
}

func equalKeys(a, b []uint32) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// outcome appends to buf a description of the position that tells apart what
// a player can tell apart: seat s's own pieces as a sorted set, every other
// seat's pieces in order, purses, debts, places and the pot.
func (g *Game) outcome(s int, buf []uint32) []uint32 {
	st := &g.State
	for i := range st.Seats {
		seat := &st.Seats[i]
		start := len(buf)
		for j := range seat.Pieces {
			p := &seat.Pieces[j]
			w := uint32(p.Square) & 0xffff
			if p.Off {
				w |= 1 << 16
			}
			if p.Held {
				w |= 1 << 17
			}
			if p.Moved {
				w |= 1 << 18
			}
			if p.Released {
				w |= 1 << 19
			}
			w |= uint32(p.Owed&0xf) << 20
			buf = append(buf, w)
		}
		if i == s { // insertion sort: a handful of pieces
			ps := buf[start:]
			for a := 1; a < len(ps); a++ {
				for b := a; b > 0 && ps[b] < ps[b-1]; b-- {
					ps[b], ps[b-1] = ps[b-1], ps[b]
				}
			}
		}
		w := uint32(seat.Owed&0xff) | uint32(seat.OwedAt&0xffff)<<8 | uint32(seat.Place&0x3f)<<24
		if seat.Out {
			w |= 1 << 30
		}
		buf = append(buf, w, uint32(seat.Chips))
	}
	return append(buf, uint32(st.Pot), uint32(st.Phase))
}

// isLegal reports whether c is a legal use of the dice: one Legal offers, or
// another way of writing one (the other order of a split that ends alike).
func (g *Game) isLegal(c Choice) bool {
	g.Legal()
	for _, l := range g.every {
		if l == c {
			return true
		}
	}
	return false
}

// scratchGame is a quiet copy of the game for trying choices.
func (g *Game) scratchGame(quiet bool) *Game {
	if g.scratch == nil {
		g.scratch = &Game{events: make([]Event, 0, 32)}
	}
	sc := g.scratch
	sc.Rules, sc.quiet, sc.again = g.Rules, quiet, false
	sc.events = sc.events[:0]
	g.State.copyInto(&sc.State)
	return sc
}

// try plays a choice on the scratch game and reports whether each of its moves
// keeps the seat's own pieces on different squares.
func (g *Game) try(s int, c Choice) bool {
	sc := g.scratchGame(true)
	st := &sc.State
	dice, nd := st.Pending, st.NPending
	if c.Sum {
		sc.move(s, int(c.First), dice[:nd], true)
		return !sc.crowded(s)
	}
	if c.Die < 0 || int(c.Die) >= nd || nd != 2 {
		return false
	}
	sc.move(s, int(c.First), dice[c.Die:c.Die+1], false)
	if sc.crowded(s) {
		return false
	}
	if c.Single() || st.Phase == PhaseOver || st.Seats[s].Out {
		return true
	}
	other := 1 - c.Die
	sc.move(s, int(c.Second), dice[other:other+1], false)
	return !sc.crowded(s)
}

// crowded reports whether two of seat s's pieces share a square other than the start.
func (g *Game) crowded(s int) bool {
	pieces := g.State.Seats[s].Pieces
	for i := range pieces {
		for j := i + 1; j < len(pieces); j++ {
			a, b := &pieces[i], &pieces[j]
			if !a.Off && !b.Off && a.Square == b.Square && a.Square != 0 {
				return true
			}
		}
	}
	return false
}

// Preview returns the events a choice would make, without making it: a view
// shows where each choice ends, goose chains, traps and swaps included. The
// slice is reused by the next call to Preview.
func (g *Game) Preview(c Choice) []Event {
	if g.State.Phase != PhaseChoose || !g.isLegal(c) {
		return nil
	}
	sc := g.scratchGame(false)
	sc.useDice(g.Current(), c)
	return sc.events
}

// PreviewState returns the state a choice would leave (shared storage: read it
// before the next Preview or Legal call).
func (g *Game) PreviewState(c Choice) *State {
	if g.Preview(c) == nil {
		return nil
	}
	return &g.scratch.State
}

// LoadPosition makes g a copy of st with seat s about to use the given dice: a
// probe for computer players that look ahead. It reports false if s could not
// throw there (held, owing turns, finished, or the game over).
func (g *Game) LoadPosition(st *State, s int, dice ...int) bool {
	g.legalOK = false
	st.copyInto(&g.State)
	gs := &g.State
	if gs.Phase == PhaseOver || gs.Phase == PhaseBegin || s < 0 || s >= len(gs.Seats) || !gs.Seats[s].Racing() {
		return false
	}
	for i, o := range gs.Order {
		if o == s {
			gs.At = i
		}
	}
	if hold, movable := g.blocked(s); hold != -1 || movable == 0 || len(dice) > 3 {
		return false
	}
	gs.Phase, gs.NPending = PhaseChoose, len(dice)
	for i, d := range dice {
		gs.Pending[i] = int8(d)
	}
	return true
}
