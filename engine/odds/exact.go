package odds

import (
	"encoding/json"
	"slices"
	"sync"

	"goose/engine"
)

// Exact odds. A seat racing one goose is a Markov chain of its own as long as
// no other seat can touch it. In the engine a rival changes a seat's race
// only through these, each kept out here:
//   - landing on a taken square under swap or back (§5, §4.8): no square a
//     seat can still rest on is one where a rival stands or may stand (apart;
//     the start is shared under swap);
//   - a start throw from 0 onto a taken square is blocked under every landing,
//     share too (§4.8, start: every-throw): no seat that can still stand on 0
//     meets a rival that can stand where a start throw leads (unblocked);
//   - holds, which a rival frees or keeps (rescue §4.4, §4.6; while alone
//     §4.8; the deadlock §4.7), and turns squares with a rescue, where a
//     rival frees the sleeper under every landing (§4.3): no state that can
//     come to one is followed;
//   - a purse that puts a seat out (medici) and the team variation: never exact.
// Chips without brokeOut move nothing; with placings the race for first is
// decided when someone finishes (the estimate stops there). Then each seat's
// chance of finishing on each of its own turns is worked out once per rule
// set, and the seats' chances combine exactly in turn order. A rollout that
// comes to such a position stops there and adds the exact chances. The
// property test TestExactOnlyWhereExact checks this list against a brute
// force on random boards.

// soloState is one seat's position between two throws: its square, the
// turns it still loses, whether the first-throw rule is spent (§2.3), and
// whether the throw due is a throw again within the turn (§4.9).
type soloState struct {
	square, owed int
	moved, again bool
}

// solo is what one seat racing alone does under a rule set.
type solo struct {
	goal, maxOwed int
	firstThrow    bool // Moved matters (§2.3)
	landing       engine.Landing
	words         int // uint64 words in a set of squares
	// free[i]: from state i the seat can never rest on a hold; reach[i] the
	// squares it can rest on (a set, words long); surv[i][k]: the chance that
	// it has not finished after k more of its own turns (k = 0 is 1).
	free  []bool
	reach []uint64
	surv  [][]float64
	// startTo: the squares a start throw from 0 leads to (a set), under
	// start: every-throw, where such a throw onto a taken square is blocked.
	startTo []uint64
}

// Limits of the exact tables: past these the rollouts alone answer.
const (
	maxSoloPlays = 250_000 // engine plays to work out a rule set's transitions (a second at worst)
	maxHorizon   = 1500    // own turns followed at most
	maxSurvival  = 4 << 20 // chances kept for a rule set (32 MB)
	tailMass     = 1e-13   // a horizon is long enough when this little is left
)

var (
	soloMu    sync.Mutex
	soloCache = map[string]*solo{}
)

// soloFor returns the exact tables for a rule set, or nil when its games
// never split into independent seats (the team variation, or a purse that
// can put a seat out: medici stakes). Worked out on first use and shared.
func soloFor(r *engine.Rules) *solo {
	if r.Teams || (r.Stakes.On && r.Stakes.BrokeOut) {
		return nil
	}
	b, _ := json.Marshal(r)
	key := string(b)
	soloMu.Lock()
	defer soloMu.Unlock()
	if s, ok := soloCache[key]; ok {
		return s
	}
	s := newSolo(r)
	if len(soloCache) >= 8 {
		clear(soloCache) // many boards of one's own: keep memory bounded
	}
	soloCache[key] = s
	return s
}

func (s *solo) index(st soloState) int {
	i := st.square*(s.maxOwed+1) + st.owed
	i <<= 2
	if st.moved {
		i |= 2
	}
	if st.again {
		i |= 1
	}
	return i
}

func (s *solo) state(i int) soloState {
	return soloState{square: (i >> 2) / (s.maxOwed + 1), owed: (i >> 2) % (s.maxOwed + 1), moved: i&2 != 0, again: i&1 != 0}
}

// step is one throw's outcome: the state it leads to (-1: finished) and its chance.
type step struct {
	to int
	p  float64
}

func newSolo(r *engine.Rules) *solo {
	s := &solo{goal: r.Board.Goal(), firstThrow: r.Start == engine.StartFirstThrow, landing: r.Landing}
	hold := make([]bool, s.goal+1)
	for i, q := range r.Board.Squares {
		s.maxOwed = max(s.maxOwed, q.Turns)
		// A turns square with a rescue is a hold too: a rival resting there
		// frees the sleeper, under share as well (§4.3).
		hold[i] = q.Hold != engine.HoldNone || q.Rescue && q.Turns > 0
	}
	s.words = (s.goal + 64) / 64
	if r.Start == engine.StartEveryThrow && r.Dice == 2 {
		s.startTo = make([]uint64, s.words)
		for _, t := range r.StartThrows {
			if t.To > 0 && t.To < s.goal { // onto the goal nobody stands
				s.startTo[t.To/64] |= 1 << (t.To % 64)
			}
		}
	}
	n := (s.goal) * (s.maxOwed + 1) * 4
	faces := 1
	for range r.Dice {
		faces *= 6
	}
	if n/2*faces > maxSoloPlays {
		return s // too big to work out: free stays empty, rollouts answer
	}
	// Transitions, found by the engine itself on a table of one seat.
	script := &engine.Script{Values: make([]int, r.Dice)}
	g, err := engine.New(*r, 1, script)
	if err != nil {
		return s
	}
	next := make([][]step, n)
	known := make([]bool, n)
	sink := make([]bool, n) // rests on a hold: never free, not followed
	var todo []int
	for sq := 0; sq < s.goal; sq++ {
		for owed := 0; owed <= s.maxOwed; owed++ {
			for _, moved := range []bool{false, true} {
				if moved && !s.firstThrow {
					continue
				}
				i := s.index(soloState{square: sq, owed: owed, moved: moved})
				known[i] = true
				todo = append(todo, i)
			}
		}
	}
	p := 1 / float64(faces)
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		st := s.state(i)
		if hold[st.square] {
			sink[i] = true
			continue
		}
		for f := 0; f < faces; f++ {
			for d, v := 0, f; d < r.Dice; d, v = d+1, v/6 {
				script.Values[d] = v%6 + 1
			}
			script.Next = 0
			s.load(g, st)
			to := -1
			if _, err := g.Play(engine.Roll); err != nil {
				return &solo{goal: s.goal} // cannot happen on a valid board; rollouts answer
			}
			if g.State.Winner != 0 {
				to = s.index(s.read(g))
				if !known[to] {
					known[to] = true
					todo = append(todo, to)
				}
			}
			if k := len(next[i]); k > 0 && next[i][k-1].to == to {
				next[i][k-1].p += p
			} else {
				next[i] = append(next[i], step{to, p})
			}
		}
	}
	s.closeReach(next, known, sink)
	if !slices.Contains(s.free, true) {
		s.free, s.reach = nil, nil // never independent (every preset): the rollouts' check costs nothing
		return s
	}
	s.solveSurvival(next)
	return s
}

// load sets the one-seat table g to seat state st, its throw due.
func (s *solo) load(g *engine.Game, st soloState) {
	g.Reset(1)
	gs := &g.State
	gs.Phase, gs.Order, gs.At, gs.Again = engine.PhasePlay, append(gs.Order[:0], 0), 0, st.again
	seat := &gs.Seats[0]
	seat.Owed, seat.OwedAt, seat.Chips = st.owed, st.square, engine.MaxPurse
	seat.Pieces[0] = engine.Piece{Square: st.square, Moved: st.moved || !s.firstThrow}
}

// read is the seat state of seat 0 of g (of seat i of a game, by seatState).
func (s *solo) read(g *engine.Game) soloState { return s.seatState(&g.State, 0) }

func (s *solo) seatState(st *engine.State, i int) soloState {
	seat := &st.Seats[i]
	p := &seat.Pieces[0]
	return soloState{square: p.Square, owed: seat.Owed, moved: p.Moved && s.firstThrow,
		again: st.Again && st.Order[st.At] == i}
}

// closeReach fills reach and free: the squares each state can come to rest
// on, and whether none of them holds.
func (s *solo) closeReach(next [][]step, known, sink []bool) {
	n := len(next)
	s.reach = make([]uint64, n*s.words)
	s.free = make([]bool, n)
	set := func(i, sq int) { s.reach[i*s.words+sq/64] |= 1 << (sq % 64) }
	for i := range n {
		if known[i] {
			set(i, s.state(i).square)
		}
	}
	for changed := true; changed; {
		changed = false
		for i := range n {
			row := s.reach[i*s.words : (i+1)*s.words]
			for _, st := range next[i] {
				if st.to < 0 {
					continue
				}
				for w, v := range s.reach[st.to*s.words : (st.to+1)*s.words] {
					if row[w]|v != row[w] {
						row[w] |= v
						changed = true
					}
				}
			}
		}
	}
	bad := make([]uint64, s.words)
	for i := range n {
		if sink[i] {
			sq := s.state(i).square
			bad[sq/64] |= 1 << (sq % 64)
		}
	}
	for i := range n {
		if !known[i] || sink[i] {
			continue
		}
		s.free[i] = true
		for w, v := range s.reach[i*s.words : (i+1)*s.words] {
			if v&bad[w] != 0 {
				s.free[i] = false
			}
		}
	}
}

// solveSurvival fills surv for the free states: a throw again stays in the
// same turn, any other outcome takes the seat to its next turn. It follows
// the turns until all but tailMass of every chance has finished.
func (s *solo) solveSurvival(next [][]step) {
	n := len(next)
	s.surv = make([][]float64, n)
	cur := make([]float64, n) // P(not finished within k turns), k - 1 turns of it known
	for i := range n {
		if s.free[i] {
			cur[i] = 1
			s.surv[i] = append(s.surv[i], 1)
		}
	}
	free := 0
	for _, f := range s.free {
		if f {
			free++
		}
	}
	horizon := min(maxHorizon, maxSurvival/max(1, free))
	prev := make([]float64, n)
	for k := 1; ; k++ {
		if k > horizon { // a race too long to follow to its end: the rollouts answer
			s.free, s.reach, s.surv = nil, nil, nil
			return
		}
		copy(prev, cur)
		// Within the turn a throw again may follow throws again: sweep until settled.
		for sweep := 0; sweep < 200; sweep++ {
			change := 0.0
			for i := range n {
				if !s.free[i] {
					continue
				}
				v := 0.0
				for _, st := range next[i] {
					switch {
					case st.to < 0:
					case st.to&1 == 1: // a throw again: the same turn
						v += st.p * cur[st.to]
					default:
						v += st.p * prev[st.to]
					}
				}
				change = max(change, abs(v-cur[i]))
				cur[i] = v
			}
			if change < 1e-16 {
				break
			}
		}
		tail := 0.0
		for i := range n {
			if s.free[i] {
				s.surv[i] = append(s.surv[i], cur[i])
				tail = max(tail, cur[i])
			}
		}
		if tail < tailMass {
			break
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// survival is P(the seat in state i has not finished after k of its turns).
func (s *solo) survival(i, k int) float64 {
	sv := s.surv[i]
	if k < len(sv) {
		return sv[k]
	}
	return sv[len(sv)-1] // beyond the horizon: what is left never finishes (a draw)
}

// exact reports each seat's chance of finishing first from st, when the
// seats still racing can no longer touch one another.
func (s *solo) exact(st *engine.State, out *Estimate) bool {
	if s == nil || s.free == nil || st.Phase != engine.PhasePlay {
		return false
	}
	var idx [engine.MaxSeats]int
	var racing [engine.MaxSeats]int // seats in turn order from the one to play
	n := 0
	for k := range st.Order {
		i := st.Order[(st.At+k)%len(st.Order)]
		seat := &st.Seats[i]
		if !seat.Racing() {
			continue
		}
		p := &seat.Pieces[0]
		if p.Held || p.Owed > 0 || seat.Owed > s.maxOwed || p.Square >= s.goal {
			return false
		}
		j := s.index(s.seatState(st, i))
		if !s.free[j] {
			return false
		}
		idx[n], racing[n] = j, i
		n++
	}
	if n == 0 {
		return false
	}
	if s.landing != engine.LandShare && !s.apart(idx[:n]) || !s.unblocked(idx[:n]) {
		return false
	}
	*out = Estimate{}
	horizon := 0
	for a := range n {
		horizon = max(horizon, len(s.surv[idx[a]]))
	}
	total := 0.0
	for a := range n {
		// Seat a wins on its k-th turn if it finishes then, those before it in
		// the round have not finished in k turns, and those after it in k - 1.
		w := 0.0
		for k := 1; k < horizon; k++ {
			f := s.survival(idx[a], k-1) - s.survival(idx[a], k)
			for b := 0; b < n && f > 0; b++ {
				switch {
				case b < a:
					f *= s.survival(idx[b], k)
				case b > a:
					f *= s.survival(idx[b], k-1)
				}
			}
			w += f
		}
		out.Win[racing[a]] = w
		total += w
	}
	out.Draw = max(0, 1-total)
	return true
}

// apart reports whether no seat can ever rest where another stands or may
// stand (a state's set holds its own square): only then do swaps and
// collisions (§5, §4.8) stay out of the race. The start is shared under the
// swap (§5); the goal ends the race.
func (s *solo) apart(idx []int) bool {
	for a := range idx {
		ra := s.reach[idx[a]*s.words : (idx[a]+1)*s.words]
		for b := a + 1; b < len(idx); b++ {
			rb := s.reach[idx[b]*s.words : (idx[b]+1)*s.words]
			for w := range ra {
				common := ra[w] & rb[w]
				if w == 0 && s.landing == engine.LandSwap {
					common &^= 1
				}
				if common != 0 {
					return false
				}
			}
		}
	}
	return true
}

// unblocked reports whether no seat that can still throw from the start can
// find a rival where a start throw leads: such a throw would be blocked
// (§4.8), whatever the landing.
func (s *solo) unblocked(idx []int) bool {
	if s.startTo == nil {
		return true
	}
	for a := range idx {
		if s.reach[idx[a]*s.words]&1 == 0 {
			continue
		}
		for b := range idx {
			if b == a {
				continue
			}
			for w, v := range s.reach[idx[b]*s.words : (idx[b]+1)*s.words] {
				if v&s.startTo[w] != 0 {
					return false
				}
			}
		}
	}
	return true
}
