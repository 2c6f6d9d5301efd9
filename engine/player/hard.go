package player

import (
	"math"
	"slices"

	"goose/engine"
)

// hard plays the team variation (RULES §7.2) by expectimax over the next
// seat's throw: for each of its own choices that looks worth it, it averages
// over the 21 throws the next seat could make, assumes that seat then plays
// its best reply, and scores the outcome by the turns each seat still needs
// (tables.go), which already weigh its own next throws. It reuses its storage:
// a decision allocates nothing once the tables for the rules exist.
type hard struct {
	t      *tables
	made   tablesMark // the rules and seats the tables were made for
	legal  []engine.Choice
	reply  []engine.Choice
	cands  []cand
	order  []int8
	turns  [engine.MaxSeats]float64
	me     int
	winner int8 // the winner before the decision (-1: none yet)
	// width is how many of the best-looking choices get the look-ahead.
	width    int
	fallback normal
	done     <-chan struct{} // closed when the game is left (NewUntil)
}

type cand struct {
	c      engine.Choice
	pos    mpos
	static float64
	value  float64
}

func newHard() *hard { return &hard{width: 6} }

// terminal scores a decided race: far beyond any count of turns.
const terminal = 1e4

func (h *hard) Choose(g *engine.Game) engine.Choice {
	h.legal = append(h.legal[:0], g.Legal()...) // Legal's slice is reused: keep a copy
	switch len(h.legal) {
	case 0:
		return none
	case 1:
		return h.legal[0]
	}
	if len(g.State.Seats[0].Pieces) > maxPieces || g.State.NPending > 2 {
		return h.fallback.Choose(g) // not the team variation the model knows
	}
	if !h.prepare(g) || h.t.coarse {
		return h.fallback.Choose(g) // the game was left, or its board is past the tables' budget
	}
	s := g.Current()
	var root mpos
	root.load(&g.State)
	h.me, h.winner = s, root.winner
	dice := g.State.Pending[:g.State.NPending]

	h.cands = h.cands[:0]
	for _, c := range h.legal {
		h.cands = append(h.cands, cand{c: c, pos: root})
		cd := &h.cands[len(h.cands)-1]
		h.t.apply(&cd.pos, s, c, dice)
		if cd.pos.winner == int8(s) && h.winner < 0 {
			return c // the last piece bears off: the race is won
		}
		cd.static = h.eval(&cd.pos, s, h.next(&cd.pos, s))
	}
	slices.SortStableFunc(h.cands, func(a, b cand) int {
		switch {
		case a.static > b.static:
			return -1
		case a.static < b.static:
			return 1
		}
		return 0
	})
	best := 0
	for i := range h.cands {
		cd := &h.cands[i]
		if i >= h.width || cd.static < h.cands[0].static-10 { // a reply does not make up ten turns
			break
		}
		cd.value = h.afterReply(&cd.pos)
		if cd.value > h.cands[best].value {
			best = i
		}
	}
	return h.cands[best].c
}

// tablesMark tells cheaply whether a game has the rules and seats of the
// last: a sim plays thousands of games with one player.
type tablesMark struct {
	board    *engine.Square
	squares  int
	seats    int
	start    engine.Start
	landing  engine.Landing
	oneDie   int
	placings bool
}

// prepare finds the tables for the game's rules (cached across games) and its
// turn order; false if the game was left while they were being built.
func (h *hard) prepare(g *engine.Game) bool {
	r := &g.Rules
	m := tablesMark{&r.Board.Squares[0], len(r.Board.Squares), len(g.State.Seats), r.Start, r.Landing, r.OneDieFrom, r.Placings}
	if h.t == nil || m != h.made {
		t := tablesFor(r, m.seats, h.done)
		if t == nil {
			return false
		}
		h.t, h.made = t, m
	}
	h.order = h.order[:0]
	for _, o := range g.State.Order {
		h.order = append(h.order, int8(o))
	}
	return true
}

// next is the seat that plays after s, among those still racing in p.
func (h *hard) next(p *mpos, s int) int {
	at := slices.Index(h.order, int8(s))
	for i := 1; i < len(h.order); i++ {
		o := int(h.order[(at+i)%len(h.order)])
		if !p.seat[o].done {
			return o
		}
	}
	return -1
}

// afterReply is the expected score, for the seat deciding, of position p once
// the next seat has thrown and played its best reply.
func (h *hard) afterReply(p *mpos) float64 {
	me := h.me
	o := h.next(p, me)
	if p.over || o < 0 || o == me {
		return h.eval(p, me, -1)
	}
	t := h.t
	if hold, movable := t.blocked(p, o); hold != -1 || movable == 0 {
		return h.eval(p, me, o)
	}
	nd := t.diceFor(p, o)
	pre := *p
	t.loseTurn(&pre, o)
	if _, n := t.movable(&pre, o); n == 0 {
		return h.eval(&pre, me, o)
	}
	two := pre.n == 2
	total := 0.0
	var dice [2]int8
	throw := func(d []int8, w float64) {
		bestO, mine := math.Inf(-1), 0.0
		h.reply = t.choices(&pre, o, len(d), d, h.reply)
		for _, c := range h.reply {
			x := pre
			if !t.apply(&x, o, c, d) {
				continue
			}
			h.allTurns(&x)
			after := h.next(&x, o)
			vm := h.value(&x, me, after)
			vo := -vm // two seats: what one gains the other loses
			if !two {
				vo = h.value(&x, o, after)
			}
			if vo > bestO {
				bestO, mine = vo, vm
			}
		}
		if math.IsInf(bestO, -1) { // nothing legal: the turn passes
			mine = h.eval(&pre, me, h.next(&pre, o))
		}
		total += w * mine
	}
	if nd == 1 {
		for a := int8(1); a <= 6; a++ {
			dice[0] = a
			throw(dice[:1], 1.0/6)
		}
		return total
	}
	for _, th := range throws {
		dice[0], dice[1] = th.a, th.b
		throw(dice[:], th.p)
	}
	return total
}

// eval scores p for seat s, with seat mover to play next: the turns its
// rivals still need less its own, and what the mover may gain by sending
// pieces back (§5).
func (h *hard) eval(p *mpos, s, mover int) float64 {
	h.allTurns(p)
	return h.value(p, s, mover)
}

func (h *hard) allTurns(p *mpos) {
	for i := 0; i < int(p.n); i++ {
		h.turns[i] = h.t.seatTurns(p, i)
	}
}

// value scores p for seat s from h.turns, seat mover to play.
func (h *hard) value(p *mpos, s, mover int) float64 {
	seat := &p.seat[s]
	switch {
	case seat.out:
		return -terminal
	case seat.done:
		return terminal
	case p.winner >= 0 && p.winner != h.winner:
		return -terminal // a rival wins in the look-ahead
	}
	// Rivals: the one closest to finishing counts most (a soft minimum).
	const tau = 2.0
	n, sum, lo := 0, 0.0, math.Inf(1)
	for i := 0; i < int(p.n); i++ {
		if i != s && !p.seat[i].done {
			n++
			lo = math.Min(lo, h.turns[i])
		}
	}
	if n == 0 {
		return -h.turns[s]
	}
	threat := 0.0
	if mover >= 0 && !p.seat[mover].done {
		if mover == s {
			for i := 0; i < int(p.n); i++ {
				if i != s && !p.seat[i].done && h.turns[i] < lo+2*tau {
					threat += h.t.threat(p, s, i)
				}
			}
		} else {
			threat = -h.t.threat(p, mover, s)
		}
	}
	if n == 1 {
		return lo - h.turns[s] + threat
	}
	for i := 0; i < int(p.n); i++ {
		if i != s && !p.seat[i].done {
			sum += math.Exp(-(h.turns[i] - lo) / tau)
		}
	}
	return lo - tau*math.Log(sum) - h.turns[s] + threat
}

// threat is what seat m may expect to gain on its next throw by landing on
// seat v's pieces and sending them back to where its own started (§5), in
// turns: for each of v's pieces, the best chance-weighted setback.
func (t *tables) threat(p *mpos, m, v int) float64 {
	if t.hit == nil || t.diceFor(p, m) == 1 {
		return 0
	}
	if hold, movable := t.blocked(p, m); hold != -1 || movable == 0 {
		return 0
	}
	var from [maxPieces]int
	n := 0
	ms := &p.seat[m]
	for i := 0; i < int(p.per); i++ {
		if a := &ms.p[i]; !a.off && a.owed == 0 && !t.heldHere(p, m, i) {
			from[n] = int(a.sq)
			n++
		}
	}
	total := 0.0
	vs := &p.seat[v]
	for j := 0; j < int(p.per); j++ {
		b := &vs.p[j]
		if b.off || b.sq == 0 {
			continue
		}
		y := int(b.sq)
		best := 0.0
		for _, x := range from[:n] {
			if h := t.hit[x*t.stride+y]; h > 0 {
				best = math.Max(best, float64(h)*(t.J[x]-t.J[y])/2)
			}
		}
		total += best
	}
	return threatShare * total
}

// seatTurns estimates the turns seat s still needs to bear off every piece.
func (t *tables) seatTurns(p *mpos, s int) float64 {
	seat := &p.seat[s]
	if seat.done {
		return 0
	}
	turns := float64(seat.owed)
	var xs [maxPieces]int
	n := 0
	for i := 0; i < int(p.per); i++ {
		q := &seat.p[i]
		if q.off {
			continue
		}
		xs[n] = int(q.sq)
		n++
		turns += 0.5 * float64(q.owed)
		if t.heldHere(p, s, i) {
			if t.sq[q.sq].Piece {
				turns += t.wPiece
			} else {
				turns += t.wSeat
			}
		}
	}
	switch {
	case n == 0:
		return turns
	case n == 1:
		return turns + t.K1[xs[0]]
	case t.K2 == nil:
		for _, x := range xs[:n] {
			turns += t.J[x] / 2
		}
		return turns
	case n == 2:
		return turns + t.k2(xs[0], xs[1])
	}
	// The two furthest from home will be the last two: K2 for them, J for the rest.
	b1, b2 := -1, -1
	for i, x := range xs[:n] {
		switch {
		case b1 < 0 || t.J[x] > t.J[xs[b1]]:
			b1, b2 = i, b1
		case b2 < 0 || t.J[x] > t.J[xs[b2]]:
			b2 = i
		}
	}
	turns += t.k2(xs[b1], xs[b2])
	for i, x := range xs[:n] {
		if i != b1 && i != b2 {
			turns += t.J[x] / 2
		}
	}
	return turns
}
