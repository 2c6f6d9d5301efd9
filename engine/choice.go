package engine

import "math/bits"

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
	g.legal, g.every = g.legal[:0], g.every[:0]
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
	g.startTrials(s)
	var sumOK [8]bool
	for i, p := range movable[:n] {
		c := Choice{First: p, Second: -1, Sum: true}
		if t := twin[i]; t != int8(i) {
			if sumOK[t] {
				g.every = append(g.every, c)
			}
			continue
		}
		sumOK[i] = g.offerSum(s, c)
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
	var composed [8][8][2]bool // the split was put together from its trials (offerSplit)
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
				// The same moves the other way round: the dice as the other
				// way round, pieces swapped (put together, they end alike).
				mirror := composed[b][a][k^(nOrder-1)]
				splitOK[a][b][k], composed[a][b][k] = g.offerSplit(s, c, mirror)
			}
		}
	}
	g.legalOK = true
	return g.legal
}

// skipTwins: Legal tries one of each set of twins (a test turns it off to
// check that the lists come out the same).
var skipTwins = true

// composeSplits: Legal puts a use of the dice together from its moves
// tried alone where it can (trials), and plays the rest out (a test turns it
// off, and undo's partial restore with it, to check that the lists come out
// the same).
var composeSplits = true

// sameMarks reports whether two pieces of a seat are alike in all that a
// move or a position looks at.
func sameMarks(a, b *Piece) bool {
	return a.Square == b.Square && a.Held == b.Held && a.Owed == b.Owed && a.Off == b.Off && a.Moved == b.Moved && a.Released == b.Released
}

// trials is Legal's working memory for one position: the position's outcome
// key, and what each piece's move by one die value, or by the whole throw,
// leaves. A split is the two moves tried alone put together when neither
// changed more than its own piece and, by an exchange (§5), one other seat's
// piece: a move reads no other piece of its own seat (they never collide,
// §7.2) but to see whether the seat has finished or, where a newcomer frees
// the pieces on a square, which are there (a second move that does either is
// played out); and the second move reads what the first changed only if it
// comes to rest where the first sent the piece it displaced (played out too).
// So Legal plays each piece once a die value, not once a pair of pieces.
type trials struct {
	s        int      // the mover
	lo, hi   int      // the mover's part of an outcome key (a seat's part: hi-lo words)
	own      []uint32 // the mover's part of the position Legal looks at
	rest     []uint32 // and the rest (worked out when a use changes it: restOK)
	restOK   bool
	kept     keys // the keys of the legal uses listed
	buf, tmp []uint32
	rivals   rivals // on the scratch game
	words    [8]uint32
	at       [8]int // the mover's pieces' words, and where they stand (crowdedAt)
	apart    bool   // no two of them share a square (but the start)
	done     uint64 // bit piece*8+value: one[piece][value] is worked out; value 0: the whole throw
	one      [8][7]trial
}

// keys are the positions the legal uses leave, to offer each use once: for
// each, the mover's part of its outcome key, its rest (-1: the position's
// own, else where it starts in rests), and a hash (most differ there already).
type keys struct {
	own   []uint32
	rest  []int32
	rests []uint32
	sums  []uint64
}

// rivals are the squares where the mover's rivals stand, as in the position
// while no move has touched them: occupant asks on the scratch game.
type rivals struct {
	s       int
	squares [4]uint64
	ok      bool
}

// trial is what one piece's move by one die (or the whole throw) leaves.
type trial struct {
	crowded bool   // two of the seat's own pieces on one square
	squeeze bool   // the piece it displaced now shares a square with one of its own (not allowed either)
	alone   bool   // changed nothing but the piece and what it displaced (and counters no outcome shows)
	reads   bool   // read the seat's other pieces: it bore off, or came to rest where a newcomer frees pieces
	at      int    // where the piece stands after the move (-1 off the board)
	word    uint32 // and its word
	// The other seat's piece the move displaced (seat -1: none), its word
	// after the exchange, and that seat's turns owed after it (an exchange may free it).
	seat, other int8
	displaced   uint32
	owed        int
}

// startTrials readies the scratch game and trials for seat s's uses of the dice.
func (g *Game) startTrials(s int) {
	g.scratchGame(true)
	tr := &g.trials
	tr.done, tr.s, tr.restOK = 0, s, false
	tr.kept = keys{tr.kept.own[:0], tr.kept.rest[:0], tr.kept.rests[:0], tr.kept.sums[:0]}
	seat := &g.State.Seats[s]
	per := len(seat.Pieces) + 2 // (outcome's words a seat)
	tr.lo, tr.hi = s*per, (s+1)*per
	tr.own = tr.own[:0]
	for j := range seat.Pieces {
		w := pieceWord(&seat.Pieces[j])
		tr.words[j], tr.at[j] = w, standing(&seat.Pieces[j])
		tr.own = append(tr.own, w)
	}
	sortWords(tr.own)
	tr.own = append(tr.own, seatWord(seat, seat.Owed), uint32(seat.Chips))
	tr.apart = !crowdedAt(tr.at[:len(seat.Pieces)])
	// The scratch game's map of the rivals' squares (none needed where squares are shared).
	rv := &g.scratch.trials.rivals
	rv.s, rv.squares, rv.ok = s, [4]uint64{}, g.Rules.Landing != LandShare && len(g.Rules.Board.Squares) <= 64*len(rv.squares)
	for i := 0; rv.ok && i < len(g.State.Seats); i++ {
		for j := range g.State.Seats[i].Pieces {
			if p := &g.State.Seats[i].Pieces[j]; i != s && !p.Off {
				rv.squares[p.Square>>6] |= 1 << uint(p.Square&63)
			}
		}
	}
}

// vacant reports that no rival of seat s stands on square q, if g is a
// scratch game whose rivals stand as the map says (else false: look).
func (rv *rivals) vacant(g *Game, s, q int) bool {
	return rv.ok && g.touched == 0 && s == rv.s && rv.squares[q>>6]&(1<<uint(q&63)) == 0
}

// baseRest is the rest of the outcome key (all but the mover's part) of the position Legal looks at.
func (g *Game) baseRest() []uint32 {
	tr := &g.trials
	if !tr.restOK {
		key := g.outcome(tr.s, tr.buf[:0])
		tr.rest = append(append(tr.rest[:0], key[:tr.lo]...), key[tr.hi:]...)
		tr.buf, tr.restOK = key, true
	}
	return tr.rest
}

// offer adds c to the legal list if it is legal and leaves a position no
// earlier choice leaves, playing it on the scratch game. It reports whether c is legal.
func (g *Game) offer(s int, c Choice) bool {
	sc := g.scratch
	ok := sc.try(s, c)
	if ok {
		tr := &g.trials
		key := sc.outcome(s, tr.tmp[:0])
		tr.tmp = key
		n := len(tr.kept.own)
		tr.kept.own = append(tr.kept.own, key[tr.lo:tr.hi]...)
		h := g.ownHash(tr.kept.own[n:])
		rest := append(tr.kept.rests, key[:tr.lo]...)
		rest = append(rest, key[tr.hi:]...)
		r, hr := g.storeRest(rest)
		g.keep(c, r, h+hr)
	}
	sc.undo(&g.State, s)
	return ok
}

// offerSum is offer for the whole throw on one piece, from its trial when it can be.
func (g *Game) offerSum(s int, c Choice) bool {
	if !composeSplits {
		return g.offer(s, c)
	}
	t := g.trial(s, c.First, -1)
	if !t.alone {
		return g.offer(s, c)
	}
	return !t.crowded && !t.squeeze && g.compose(s, c, t, nil)
}

// offerSplit is offer for a split, put together from its moves tried alone
// when it can be (then it reports composed). mirror says its mirror split,
// the same moves the other way round, was legal and put together: then if
// this one is legal it ends alike.
func (g *Game) offerSplit(s int, c Choice, mirror bool) (legal, composed bool) {
	if !composeSplits {
		return g.offer(s, c), false
	}
	first := g.trial(s, c.First, c.Die)
	if first.crowded || first.squeeze {
		return false, false
	}
	second := g.trial(s, c.Second, 1-c.Die)
	if !first.alone || !second.alone || second.reads ||
		(first.seat >= 0 && (second.at == g.trials.at[c.First] || (second.seat == first.seat && second.other == first.other))) {
		return g.offer(s, c), false
	}
	if second.squeeze { // (the first move left its displacement as the trial found it)
		return false, false
	}
	tr := &g.trials
	at := tr.at
	at[c.First], at[c.Second] = first.at, second.at
	if crowdedAt(at[:len(g.State.Seats[s].Pieces)]) {
		return false, false
	}
	if mirror {
		g.every = append(g.every, c)
		return true, true
	}
	return g.compose(s, c, first, second), true
}

// compose offers c, legal, from the trials of its moves (second nil for one
// move) and reports true.
func (g *Game) compose(s int, c Choice, first, second *trial) bool {
	tr := &g.trials
	np := len(g.State.Seats[s].Pieces)
	words := tr.words
	words[c.First] = first.word
	if second == nil {
		second = first
	} else {
		words[c.Second] = second.word
	}
	n := len(tr.kept.own)
	tr.kept.own = append(tr.kept.own, tr.own...)
	own := tr.kept.own[n:]
	copy(own, words[:np])
	sortWords(own[:np])
	h := g.ownHash(own)
	if first.seat < 0 && second.seat < 0 {
		g.keep(c, -1, h)
		return true
	}
	at := len(tr.kept.rests)
	rest := append(tr.kept.rests, g.baseRest()...)
	var changed [4]int // the words the moves may have changed
	n1 := g.displace(rest[at:], first, second, changed[:0])
	n2 := g.displace(rest[at:], second, first, changed[n1:n1])
	if second == first {
		n2 = 0
	}
	differs := false
	for k, i := range changed[:n1+n2] {
		if w := rest[at+i]; w != tr.rest[i] && (k < 2 || n1 == 0 || (i != changed[0] && i != changed[1])) {
			h += mix(tr.hi-tr.lo+i, w)
			differs = true
		}
	}
	r := int32(-1)
	if differs {
		r, tr.kept.rests = int32(at), rest
	}
	g.keep(c, r, h)
	return true
}

// displace writes into the rest of an outcome key the piece t displaced and
// its seat's debt (the one u, the split's other move, left, if t did not
// change it), and adds to changed the places it wrote (it returns how many).
func (g *Game) displace(rest []uint32, t, u *trial, changed []int) int {
	if t.seat < 0 {
		return 0
	}
	tr := &g.trials
	seat := &g.State.Seats[t.seat]
	owed := t.owed
	if owed == seat.Owed && u.seat == t.seat {
		owed = u.owed
	}
	at := int(t.seat) * (tr.hi - tr.lo)
	if int(t.seat) > tr.s {
		at -= tr.hi - tr.lo
	}
	rest[at+int(t.other)] = t.displaced
	rest[at+len(seat.Pieces)] = seatWord(seat, owed)
	changed = append(changed, at+int(t.other), at+len(seat.Pieces))
	return len(changed)
}

// trial works out (once a Legal) what moving seat s's piece pi by die d
// alone leaves (d -1: by the whole throw).
func (g *Game) trial(s int, pi, d int8) *trial {
	v := int8(0)
	if d >= 0 {
		v = g.State.Pending[d]
	}
	tr := &g.trials
	t := &tr.one[pi][v]
	bit := uint64(1) << (uint(pi)*8 + uint(v))
	if tr.done&bit != 0 {
		return t
	}
	tr.done |= bit
	sc := g.scratch
	if d >= 0 {
		die := [1]int8{v}
		sc.move(s, int(pi), die[:], false)
	} else {
		dice := g.State.Pending
		sc.move(s, int(pi), dice[:g.State.NPending], true)
	}
	p := &sc.State.Seats[s].Pieces[pi]
	t.at, t.word = standing(p), pieceWord(p)
	t.alone = sc.onlyMoved(&g.State, s, int(pi), t)
	if t.alone && tr.apart { // only this piece may now stand with another
		t.crowded = false
		for j, at := range tr.at[:len(sc.State.Seats[s].Pieces)] {
			t.crowded = t.crowded || (at == t.at && at > 0 && j != int(pi))
		}
	} else {
		t.crowded = sc.crowded(s)
	}
	t.squeeze = t.alone && t.seat >= 0 && sc.seatCrowded(int(t.seat))
	t.reads = p.Off || (g.Rules.Landing == LandShare && g.Rules.Board.Squares[p.Square].Hold == HoldRescue)
	sc.undo(&g.State, s)
	return t
}

// onlyMoved reports whether g, a copy of src on which seat s's piece pi
// moved, differs from src in that piece alone (and in seat s's statistics)
// but for one other seat's piece it displaced, which it notes in t. (A move
// that changes its own seat's purse, place or other pieces marks it touched.)
func (g *Game) onlyMoved(src *State, s, pi int, t *trial) bool {
	st := &g.State
	others := g.touched &^ (1 << uint(s))
	t.seat = -1
	if g.touched&(1<<uint(s)) != 0 || others&(others-1) != 0 || st.Phase != src.Phase || st.Pot != src.Pot || st.Winner != src.Winner || st.Places != src.Places || st.Draw != src.Draw {
		return false
	}
	if a, b := &st.Seats[s], &src.Seats[s]; a.Owed != b.Owed || a.OwedAt != b.OwedAt {
		return false
	}
	if others == 0 {
		return true
	}
	o := bits.TrailingZeros32(others)
	a, b := &st.Seats[o], &src.Seats[o]
	if a.OwedAt != b.OwedAt || a.Chips != b.Chips || a.Out != b.Out || a.Place != b.Place {
		return false
	}
	t.seat, t.other, t.displaced, t.owed = int8(o), 0, pieceWord(&a.Pieces[0]), a.Owed // (no piece changed but counters)
	changed := 0
	for j := range a.Pieces {
		if a.Pieces[j] != b.Pieces[j] {
			t.other, t.displaced = int8(j), pieceWord(&a.Pieces[j])
			changed++
		}
	}
	return changed <= 1
}

// undo makes g, a copy of src on which seat s moved, a copy of src again,
// copying back only the seats the move touched.
func (g *Game) undo(src *State, s int) {
	st := &g.State
	if !composeSplits {
		src.copyInto(st)
		g.touched = 0
		return
	}
	seats, order := st.Seats, st.Order
	*st = *src
	st.Seats, st.Order = seats, order
	for mask := g.touched | 1<<uint(s); mask != 0; mask &= mask - 1 {
		i := bits.TrailingZeros32(mask)
		pieces := seats[i].Pieces
		seats[i] = src.Seats[i]
		seats[i].Pieces = pieces
		copy(pieces, src.Seats[i].Pieces)
	}
	g.touched = 0
}

// storeRest takes the rest of a legal use's outcome key, appended to
// kept.rests (words): it keeps it if it is not the position's own, and
// returns where it starts (-1: the position's own) and its part of the key's hash.
func (g *Game) storeRest(words []uint32) (int32, uint64) {
	tr := &g.trials
	at := len(tr.kept.rests)
	var h uint64
	differs := false
	for i, w := range g.baseRest() {
		if words[at+i] != w {
			h += mix(tr.hi-tr.lo+i, words[at+i])
			differs = true
		}
	}
	if !differs {
		return -1, 0
	}
	tr.kept.rests = words
	return int32(at), h
}

// keep lists c, legal, whose key is the mover's part last in kept.own and
// rest (storeRest), of hash h, unless an earlier choice leaves that position
// (then the key is dropped).
func (g *Game) keep(c Choice, rest int32, h uint64) {
	g.every = append(g.every, c)
	tr := &g.trials
	per := tr.hi - tr.lo
	n := len(tr.kept.own) - per
	for i, sum := range tr.kept.sums {
		if sum == h && equalKeys(tr.kept.own[i*per:(i+1)*per], tr.kept.own[n:]) && g.sameRest(tr.kept.rest[i], rest) {
			tr.kept.own = tr.kept.own[:n]
			if rest >= 0 {
				tr.kept.rests = tr.kept.rests[:rest]
			}
			return
		}
	}
	tr.kept.sums, tr.kept.rest = append(tr.kept.sums, h), append(tr.kept.rest, rest)
	g.legal = append(g.legal, c)
}

// sameRest reports whether two stored rests of keys are the same.
func (g *Game) sameRest(a, b int32) bool {
	if a < 0 || b < 0 {
		return a == b // (a rest is stored only if it is not the position's own)
	}
	tr := &g.trials
	n := int32(len(tr.rest))
	return equalKeys(tr.kept.rests[a:a+n], tr.kept.rests[b:b+n])
}

// ownHash is the hash of the mover's part of a key: a sum over the words
// where it differs from the position Legal looks at, so that a use that
// changes little hashes in a few steps.
func (g *Game) ownHash(own []uint32) uint64 {
	var h uint64
	for i, w := range own {
		if w != g.trials.own[i] {
			h += mix(i, w)
		}
	}
	return h
}

// mix is word w at place i of a key, mixed (the finaliser of splitmix64).
func mix(i int, w uint32) uint64 {
	x := uint64(i)<<32 | uint64(w)
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
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
			buf = append(buf, pieceWord(&seat.Pieces[j]))
		}
		if i == s {
			sortWords(buf[start:])
		}
		buf = append(buf, seatWord(seat, seat.Owed), uint32(seat.Chips))
	}
	return append(buf, uint32(st.Pot), uint32(st.Phase))
}

// seatWord is a seat's debt (of owed turns), place and state in an outcome key.
func seatWord(seat *Seat, owed int) uint32 {
	w := uint32(owed&0xff) | uint32(seat.OwedAt&0xffff)<<8 | uint32(seat.Place&0x3f)<<24
	if seat.Out {
		w |= 1 << 30
	}
	return w
}

// pieceWord is a piece in an outcome key.
func pieceWord(p *Piece) uint32 {
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
	return w | uint32(p.Owed&0xf)<<20
}

// sortWords sorts a handful of words (four, the most a team seat races, by a network).
func sortWords(ws []uint32) {
	if len(ws) == 4 {
		a, b, c, d := min(ws[0], ws[1]), max(ws[0], ws[1]), min(ws[2], ws[3]), max(ws[2], ws[3])
		a, c = min(a, c), max(a, c)
		b, d = min(b, d), max(b, d)
		ws[0], ws[1], ws[2], ws[3] = a, min(b, c), max(b, c), d
		return
	}
	for a := 1; a < len(ws); a++ {
		for b := a; b > 0 && ws[b] < ws[b-1]; b-- {
			ws[b], ws[b-1] = ws[b-1], ws[b]
		}
	}
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
	sc.Rules, sc.quiet, sc.again, sc.touched = g.Rules, quiet, false, 0
	sc.trials.rivals.ok = false
	sc.events = sc.events[:0]
	g.State.copyInto(&sc.State)
	return sc
}

// try plays a choice on g and reports whether each of its moves keeps the
// seat's own pieces on different squares.
func (g *Game) try(s int, c Choice) bool {
	st := &g.State
	dice, nd := st.Pending, st.NPending
	if c.Sum {
		g.move(s, int(c.First), dice[:nd], true)
		return !g.crowded(s)
	}
	if c.Die < 0 || int(c.Die) >= nd || nd != 2 {
		return false
	}
	g.move(s, int(c.First), dice[c.Die:c.Die+1], false)
	if g.crowded(s) {
		return false
	}
	if c.Single() || st.Phase == PhaseOver || st.Seats[s].Out {
		return true
	}
	other := 1 - c.Die
	g.move(s, int(c.Second), dice[other:other+1], false)
	return !g.crowded(s)
}

// crowded reports whether two of seat s's pieces share a square other than the start.
func (g *Game) crowded(s int) bool {
	// An exchange may send another seat's piece onto one of its own where
	// geese share a square (a hold while alone, §4.8): that move is not
	// allowed either, so every seat the move touched is checked.
	for mask := g.touched | 1<<uint(s); mask != 0; mask &= mask - 1 {
		if g.seatCrowded(bits.TrailingZeros32(mask)) {
			return true
		}
	}
	return false
}

// seatCrowded reports whether two of seat s's pieces share a square other than the start.
func (g *Game) seatCrowded(s int) bool {
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

// standing is where a piece stands for crowdedAt: its square, -1 off the board.
func standing(p *Piece) int {
	if p.Off {
		return -1
	}
	return p.Square
}

// crowdedAt is crowded for pieces standing at these squares (-1: off the board).
func crowdedAt(at []int) bool {
	for i := range at {
		for j := i + 1; j < len(at); j++ {
			if at[i] == at[j] && at[i] > 0 {
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
