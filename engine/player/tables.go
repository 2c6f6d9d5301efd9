package player

import (
	"encoding/json"
	"math"
	"slices"
	"sync"

	"goose/engine"
)

// The hard player's sense of a position is how many turns each seat still
// needs, worked out once per board by dynamic programming over the dice:
//
//   - K1[x]: turns for a seat's last piece, on x, to bear off; with one piece
//     left the sum is used, unless one die alone bears it off exactly (§7.2).
//   - K2[x,y]: turns for a seat's last two pieces, choosing each turn the best
//     use of the two dice (sum on either, or one die each, own pieces never
//     sharing a square).
//   - J[x]: dice a piece on x uses to bear off while other pieces can take
//     the dice it does not want; passing a die costs lambda of a die.
//
// A seat with more pieces needs K2 of its last two plus half a J for each
// other (two dice a turn). Traps cost turns: the inn what it takes, a hold
// until rescue (well, prison) a long wait.

// The weights below were set by playing hard against normal (classic, team
// variation) and were not sensitive: twice or half the waits, or no threat
// at all, changed hard's share by about one point in a hundred.
const (
	lambda    = 0.35 // a die passed to another piece is not quite free
	waitSeat  = 24.0 // turns a seat held until rescue waits, in a two-seat race
	waitPiece = 14.0 // the same for one piece (prison, §7.2); the others still race
	// waitFall is how fast the wait shrinks with more seats: every rival
	// passing the square may be forced onto it, and rescue. (At 5 seats the
	// two-seat waits made hard lose to normal.)
	waitFall = 1.8
	// threatShare discounts the sum of the mover's chances to send pieces
	// back: it makes one move, and may have better things to do.
	threatShare = 0.6
	bigBoard    = 160 // above this goal K2 is too big to work out: J stands in
)

type tables struct {
	*model
	// wSeat and wPiece are waitSeat and waitPiece for this many seats.
	wSeat, wPiece float64
	pen           []float64 // turns lost by resting on a square (holds, lost turns)
	J, K1         []float64
	K2            []float32 // [x*stride+y]
	// hit[x*stride+y]: the chance that a throw lets a piece on x come to rest
	// on y, where a rival piece would be sent back (nil: no swaps, dutch).
	hit    []float32
	stride int
	// coarse: the build ran out of its budget before J and K1 were worked out
	// (a hostile board of one's own): the hard player plays as normal does.
	coarse bool
	work   int // steps the build took (see tableBudget)
}

// tableBudget bounds the work of one board's tables, in steps of a few
// nanoseconds (one square and die of J or K1; a pair of squares and a throw of
// K2 is k2Step of them): a board of one's own can make the sweeps crawl
// (deaths on every other square of 160 took 5 s). The presets take at most a
// twentieth of it (TestTablesBudget), a plain board of 160 squares a third.
// Past it K2 is left out, as on a big board (J stands in), and past it before
// J and K1 are done the hard player plays as normal does. A third of a second
// to a second on one core (BenchmarkTables).
const (
	tableBudget = 100_000_000
	k2Step      = 20
)

// build is the work of one board's tables: the steps left, and stop, closed
// when no game waits for them any more.
type build struct {
	left int
	stop <-chan struct{}
}

// spend takes n steps of the budget; false when it is spent or the build stopped.
func (b *build) spend(n int) bool {
	select {
	case <-b.stop:
		return false
	default:
	}
	b.left -= n
	return b.left >= 0
}

// An entry is one board's tables, built once however many games wait for them.
type tablesEntry struct {
	ready   chan struct{} // closed once t is set
	t       *tables
	waiting int           // games waiting for the build (under tablesMu)
	stop    chan struct{} // closed when the last of them leaves before it is done
}

var (
	tablesMu    sync.Mutex // guards the map and the entries' counts, never a build
	tablesCache = map[string]*tablesEntry{}
	// buildHooks let tests hold a build at its start and see how it ended (t
	// nil: stopped, its games left).
	buildHooks struct {
		start func(r *engine.Rules)
		end   func(r *engine.Rules, t *tables)
	}
)

// tablesFor returns the tables for a rule set and number of seats, made on
// first use and shared (every computer player of a sim uses the same rules;
// two games on one board wait for one build). A build runs outside any shared
// lock, so boards never wait for one another. It returns nil if done closes
// first (the game was left); the build then stops unless another game waits.
func tablesFor(r *engine.Rules, seats int, done <-chan struct{}) *tables {
	key := tablesKey(r, seats)
	tablesMu.Lock()
	e, ok := tablesCache[key]
	if ok && e.t != nil {
		tablesMu.Unlock()
		return e.t
	}
	if !ok {
		e = &tablesEntry{ready: make(chan struct{}), stop: make(chan struct{})}
		if len(tablesCache) >= 64 {
			clear(tablesCache) // many boards of one's own: keep memory bounded
		}
		tablesCache[key] = e
		own := *r
		own.Board.Squares = slices.Clone(r.Board.Squares) // the build may outlive the game
		own.StartThrows = slices.Clone(r.StartThrows)
		go e.build(&own, seats)
	}
	e.waiting++
	tablesMu.Unlock()
	select {
	case <-e.ready:
		return e.t
	case <-done:
	}
	tablesMu.Lock()
	defer tablesMu.Unlock()
	if e.waiting--; e.waiting == 0 && e.t == nil {
		close(e.stop)
		if tablesCache[key] == e {
			delete(tablesCache, key) // the next game on this board builds afresh
		}
	}
	return nil
}

// build makes the entry's tables, within the budget, unless stopped.
func (e *tablesEntry) build(r *engine.Rules, seats int) {
	if h := buildHooks.start; h != nil {
		h(r)
	}
	t := buildTables(r, seats, &build{left: tableBudget, stop: e.stop})
	if h := buildHooks.end; h != nil {
		defer h(r, t)
	}
	if t == nil {
		return // every game waiting left: the entry is gone from the cache
	}
	tablesMu.Lock()
	e.t = t
	tablesMu.Unlock()
	close(e.ready)
}

func tablesKey(r *engine.Rules, seats int) string {
	b, _ := json.Marshal(struct {
		N int
		B []engine.Square
		S engine.Start
		T []engine.StartThrow
		L engine.Landing
		O int
		P bool
		G engine.GooseMove
		D int
	}{seats, r.Board.Squares, r.Start, r.StartThrows, r.Landing, r.OneDieFrom, r.Placings, r.Goose, r.Dice})
	return string(b)
}

// throws are the 21 throws of two dice, with their chance.
var throws = func() (t [21]struct {
	a, b int8
	p    float64
}) {
	i := 0
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			t[i].a, t[i].b, t[i].p = int8(a), int8(b), 2.0/36
			if a == b {
				t[i].p = 1.0 / 36
			}
			i++
		}
	}
	return t
}()

// newTables makes the tables within the budget (tests and benchmarks).
func newTables(r *engine.Rules, seats int) *tables {
	return buildTables(r, seats, &build{left: tableBudget})
}

// buildTables makes the tables within b's budget (coarse past it), or nil if b stops.
func buildTables(r *engine.Rules, seats int, b *build) *tables {
	m := newModel(r)
	fall := math.Pow(float64(max(seats, 2)-1), -waitFall)
	t := &tables{model: m, wSeat: waitSeat * fall, wPiece: waitPiece * fall}
	g := m.goal
	t.pen = make([]float64, g+1)
	for i, sq := range m.sq[:g] {
		switch {
		case sq.Hold != engine.HoldNone && sq.Piece:
			t.pen[i] = t.wPiece
		case sq.Hold != engine.HoldNone:
			t.pen[i] = t.wSeat
		case sq.Turns > 0 && sq.Piece:
			t.pen[i] = 0.5 * float64(sq.Turns)
		case sq.Turns > 0:
			t.pen[i] = float64(sq.Turns)
		}
	}
	budget := b.left
	defer func() { t.work = budget - b.left }()
	t.stride = g + 1
	if !t.solveJ(b) || !t.solveK1(b) {
		t.coarse = true
	} else if g <= bigBoard && !t.solveK2(b) {
		t.K2 = nil // J stands in, as on a big board
	}
	select {
	case <-b.stop:
		return nil
	default:
	}
	if g <= bigBoard && !m.landBack {
		t.solveHit()
	}
	return t
}

// solveHit fills hit: a count of c is offered by either die or by the sum.
// A square that holds or costs turns is no prize, so it is left out.
func (t *tables) solveHit() {
	var offer [13]float64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 12; c++ {
				if a == c || b == c || a+b == c {
					offer[c] += 1.0 / 36
				}
			}
		}
	}
	t.hit = make([]float32, t.stride*t.stride)
	for x := 0; x < t.goal; x++ {
		for c := 1; c <= 12; c++ {
			y := int(t.dest[x][c])
			if y == 0 || y == t.goal || t.sq[y].Holds() {
				continue
			}
			if h := &t.hit[x*t.stride+y]; float64(*h) < offer[c] {
				*h = float32(offer[c])
			}
		}
	}
}

// rests lists the squares a piece can stop on: the start and wherever a
// move or a start throw can end (never a goose, nor a square that jumps on
// every time).
func (t *tables) rests(startTo []engine.StartThrow) []int {
	can := make([]bool, t.goal+1)
	can[0] = true
	for x := range t.goal {
		for c := 1; c <= 12; c++ {
			can[t.dest[x][c]] = true
		}
	}
	for _, st := range startTo {
		can[st.To] = true
	}
	var s []int
	for x := range t.goal {
		if can[x] {
			s = append(s, x)
		}
	}
	return s
}

func (t *tables) solveJ(b *build) bool {
	g := t.goal
	t.J = make([]float64, g+1)
	for x := range g {
		t.J[x] = float64(g-x) / 3.5
	}
	for sweep := 0; sweep < 10000; sweep++ {
		if !b.spend(6 * g) {
			return false
		}
		change := 0.0
		for x := g - 1; x >= 0; x-- {
			old := t.J[x]
			acc := 0.0
			for d := 1; d <= 6; d++ {
				y := t.dest[x][d]
				acc += math.Min(1+2*t.pen[y]+t.J[y], lambda+old)
			}
			t.J[x] = acc / 6
			change = math.Max(change, math.Abs(t.J[x]-old))
		}
		if change < 1e-6 {
			return true
		}
	}
	return true // (the sweeps' cap: as near as it gets)
}

func (t *tables) solveK1(b *build) bool {
	g := t.goal
	t.K1 = make([]float64, g+1)
	for x := range g {
		t.K1[x] = float64(g-x) / 7
	}
	for sweep := 0; sweep < 10000; sweep++ {
		if !b.spend(t.throwCount() * g) {
			return false
		}
		change := 0.0
		for x := g - 1; x >= 0; x-- {
			old := t.K1[x]
			acc := 0.0
			if t.dice == 1 || (t.oneDieFrom > 0 && x >= t.oneDieFrom) {
				for d := 1; d <= 6; d++ {
					y := t.dest[x][d]
					acc += (t.pen[y] + t.K1[y]) / 6
				}
			} else {
				for _, th := range throws {
					if x+int(th.a) == g || x+int(th.b) == g {
						continue // a die alone bears the last piece off (§7.2)
					}
					y := t.dest[x][th.a+th.b]
					acc += th.p * (t.pen[y] + t.K1[y])
				}
			}
			t.K1[x] = 1 + acc
			change = math.Max(change, math.Abs(t.K1[x]-old))
		}
		if change < 1e-6 {
			return true
		}
	}
	return true // (the sweeps' cap: as near as it gets)
}

// throwCount is how many throws a sweep weighs: 6 for one die, 21 for two.
func (t *tables) throwCount() int {
	if t.dice == 1 {
		return 6
	}
	return len(throws)
}

// k2 reads K2 for pieces on x and y (either may have borne off).
func (t *tables) k2(x, y int) float64 {
	switch {
	case x == t.goal && y == t.goal:
		return 0
	case x == t.goal:
		return t.K1[y]
	case y == t.goal:
		return t.K1[x]
	}
	return float64(t.K2[x*t.stride+y])
}

// clash reports whether two of a seat's pieces would share a square (§7.2).
func (t *tables) clash(x, y int16) bool { return x == y && x != 0 && int(x) != t.goal }

func (t *tables) solveK2(b *build) bool {
	t.K2 = make([]float32, t.stride*t.stride)
	for x := range t.goal {
		for y := range t.goal {
			t.K2[x*t.stride+y] = float32(t.K1[x] + t.K1[y]) // squares no piece rests on keep this guess
		}
	}
	rs := t.rests(t.startTo)
	for sweep := 0; sweep < 2000; sweep++ {
		if !b.spend(k2Step * t.throwCount() * len(rs) * (len(rs) + 1) / 2) {
			return false
		}
		change := 0.0
		for i := len(rs) - 1; i >= 0; i-- {
			x := rs[i]
			for j := i; j >= 0; j-- {
				y := rs[j]
				if x == y && x != 0 {
					continue
				}
				v := t.expect2(x, y)
				old := float64(t.K2[x*t.stride+y])
				t.K2[x*t.stride+y] = float32(v)
				t.K2[y*t.stride+x] = float32(v)
				change = math.Max(change, math.Abs(v-old))
			}
		}
		if change < 1e-3 { // within a hundredth of a turn of the fixed point
			return true
		}
	}
	return true // (the sweeps' cap: as near as it gets)
}

// expect2 is the expected cost of two pieces on x and y, from one throw on.
// Throws whose best use leaves the pieces where they are (a bounce back to
// the same square, or nothing legal) are solved for at once rather than left
// to the sweeps: v = 1 + p·v + rest gives v = (1 + rest) / (1 − p).
func (t *tables) expect2(x, y int) float64 {
	here := float64(t.K2[x*t.stride+y])
	acc, stay := 0.0, 0.0
	if t.dice == 1 || (t.oneDieFrom > 0 && x >= t.oneDieFrom && y >= t.oneDieFrom) {
		for d := 1; d <= 6; d++ {
			v, self := t.best2(x, y, d, 0, here)
			if self {
				stay += 1.0 / 6
			} else {
				acc += v / 6
			}
		}
	} else {
		for _, th := range throws {
			v, self := t.best2(x, y, int(th.a), int(th.b), here)
			if self {
				stay += th.p
			} else {
				acc += th.p * v
			}
		}
	}
	return (1 + acc) / max(1-stay, 1e-3)
}

// best2 is the cheapest use of dice a, b (b 0: one die) by pieces on x and
// y, and whether it leaves them where they are; here is the cost of staying.
func (t *tables) best2(x, y, a, b int, here float64) (float64, bool) {
	best, self := math.Inf(1), false
	X, Y := int16(x), int16(y)
	try := func(nx, ny int16, pen float64) {
		if t.clash(nx, ny) {
			return
		}
		if pen == 0 && ((nx == X && ny == Y) || (nx == Y && ny == X)) {
			if here < best {
				best, self = here, true
			}
			return
		}
		if v := pen + t.k2(int(nx), int(ny)); v < best {
			best, self = v, false
		}
	}
	try(t.dest[x][a+b], Y, t.pen[t.dest[x][a+b]])
	try(X, t.dest[y][a+b], t.pen[t.dest[y][a+b]])
	if b > 0 {
		// One die each: the piece that moves first must not land on the other
		// on the way; the dice come in either order, so either may go first.
		for _, d := range [2][2]int{{a, b}, {b, a}} {
			nx, ny := t.dest[x][d[0]], t.dest[y][d[1]]
			if !t.clash(nx, Y) || !t.clash(X, ny) {
				try(nx, ny, t.pen[nx]+t.pen[ny])
			}
		}
	}
	if math.IsInf(best, 1) {
		return here, true // nothing is legal: the turn passes
	}
	return best, self
}
