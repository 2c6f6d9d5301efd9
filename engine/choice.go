package engine

// Legal lists the legal uses of the pending dice in the team variation (§7.2):
// the sum on one piece, or die 1 on one piece then die 2 on another. A move
// that would leave two of a seat's own pieces on one square is not allowed.
// The slice is reused by the next call.
func (g *Game) Legal() []Choice {
	if g.legalOK {
		return g.legal
	}
	g.legal = g.legal[:0]
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
	for _, p := range movable[:n] {
		if c := (Choice{First: p, Second: -1, Sum: true}); g.try(s, c) {
			g.legal = append(g.legal, c)
		}
	}
	if st.NPending == 2 {
		for _, p := range movable[:n] {
			for _, q := range movable[:n] {
				if c := (Choice{First: p, Second: q}); p != q && g.try(s, c) {
					g.legal = append(g.legal, c)
				}
			}
		}
	}
	g.legalOK = true
	return g.legal
}

func (g *Game) isLegal(c Choice) bool {
	for _, l := range g.Legal() {
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
	sc.Rules, sc.quiet = g.Rules, quiet
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
	sc.move(s, int(c.First), dice[0:1], false)
	if sc.crowded(s) {
		return false
	}
	if st.Phase == PhaseOver || st.Seats[s].Out {
		return true
	}
	sc.move(s, int(c.Second), dice[1:2], false)
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
