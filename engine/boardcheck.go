package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The board check (RULES §7.3) plays the board as the engine plays it: a
// goose's position is the square it rests on (and, under the first-throw
// rule, whether its first throw is still to come); from each position every
// throw of the dice is played by the engine itself (the start throws, one die
// from oneDieFrom, either die, every square that acts, geese, jumps and
// throws again), and so are the other outcomes a game can give the same
// throw: a rival standing where the goose would rest (`back` sends it back,
// a start throw onto a taken square stays on the start), and in the team
// variation each die on the goose alone. Under swap a goose can also be sent
// to the start with its first throw spent. It refuses a board on which, from
// a position a goose can reach:
//   - a turn can throw again for ever: whatever the dice, some outcome
//     (a choice, or where the rivals stand) throws again into such a position.
//     Where some throw always leaves the circle, the turn ends with chance 1,
//     as a Spanish turn does; where none can, it never ends;
//   - the goal cannot be reached: a goose alone (the last goose of a team)
//     has no run of throws that brings it home, so a game of one cannot end;
//   - under swap, every turn from the start ends on one square y: the next
//     goose to end its turn on y sends the one there back to where it began
//     its turn, the start, so no goose ever throws from y (a funnel, below).
//
// Positions that only several geese of a team make together (two of a seat's
// geese feeding each other's throws again) are not looked at: the engine's
// bound on the throws again of a turn (MaxAgain) ends such a turn.

// throwGraph is a board as positions and throws, played one way: alone, or as
// a goose of a team.
type throwGraph struct {
	r     *Rules
	teams bool
	goal  int
	g     *Game // a scratch game of two seats: the goose, and a rival to collide with
	// throws[x] lists, for each count of dice the goose may throw on node x
	// (a team's goose on or past oneDieFrom may throw one die or all), and for
	// each throw of them, what the throw can lead to.
	throws [][][][]outcome
}

// outcome is where a throw can leave the goose: on node to, throwing again
// or not, or home. sure: the throw gives it to a goose alone (or to a team's
// last goose), not only by a choice that needs another goose or a rival.
type outcome struct {
	to          int32
	again, home bool
	sure        bool
}

func newThrowGraph(r *Rules, teams bool) *throwGraph {
	c := &throwGraph{r: r, teams: teams, goal: r.Board.Goal()}
	rules := *r
	rules.Teams, rules.Stakes.On, rules.Placings = teams, false, false
	c.g = &Game{Rules: rules, quiet: true}
	c.g.Reset(2)
	c.throws = make([][][][]outcome, c.goal+1)
	return c
}

// checkStart is the node of a goose on the start before its first throw: the
// nodes below it are the squares 0 to goal-1, its first throw spent.
func (c *throwGraph) checkStart() int { return c.goal }

// diceCounts are the counts of dice the goose may throw at square x: every
// count the engine's diceFor can give there, the one a lone goose throws first.
func (c *throwGraph) diceCounts(x int) []int {
	r := c.r
	if r.OneDieFrom == 0 || x < r.OneDieFrom || r.Dice == 1 {
		return []int{r.Dice}
	}
	if c.teams { // one die only once every goose of the team is this far
		return []int{1, r.Dice}
	}
	return []int{1}
}

// outcomes plays every throw from node x, once.
func (c *throwGraph) outcomes(x int) [][][]outcome {
	if c.throws[x] != nil {
		return c.throws[x]
	}
	sq, fresh := x, false
	if x == c.checkStart() {
		sq, fresh = 0, true
	}
	counts := c.diceCounts(sq)
	all := make([][][]outcome, len(counts))
	n := 0
	for _, nd := range counts {
		n += len(diceThrows[nd])
	}
	buf := make([]outcome, 0, 3*n) // every throw's outcomes in one array
	for i, nd := range counts {
		sure := i == 0
		all[i] = make([][]outcome, 0, len(diceThrows[nd]))
		for _, dice := range diceThrows[nd] {
			from := len(buf)
			buf = c.play(buf, from, sq, fresh, dice, true, sure)
			if c.teams && nd == 2 {
				for d := range dice {
					// A die alone: the last goose only to bear off exactly (§7.2),
					// another whenever the other die moves another goose.
					home := sq+int(dice[d]) == c.goal
					buf = c.play(buf, from, sq, fresh, dice[d:d+1], false, sure && home)
				}
			}
			all[i] = append(all[i], buf[from:len(buf):len(buf)])
		}
	}
	c.throws[x] = all
	return all
}

// play moves the goose from sq by dice as the engine does, alone and, where
// it changes anything, with a rival where it would rest; it adds what the
// throw can lead to to the outcomes from buf[from:].
func (c *throwGraph) play(buf []outcome, from, sq int, fresh bool, dice []int8, whole, sure bool) []outcome {
	o := c.move(sq, fresh, dice, whole, -1)
	o.sure = sure
	buf = addOutcome(buf, from, o)
	// A rival changes where the goose rests under back, and on a start throw.
	startThrow := c.r.Start == StartEveryThrow && sq == 0 && whole && len(dice) == 2
	if !o.home && (c.r.Landing == LandBack || startThrow) && int(o.to) != sq {
		buf = addOutcome(buf, from, c.move(sq, fresh, dice, whole, int(o.to)))
	}
	return buf
}

// addOutcome adds o to the outcomes buf[from:] unless there (then it is sure if either is).
func addOutcome(buf []outcome, from int, o outcome) []outcome {
	for i := from; i < len(buf); i++ {
		if p := buf[i]; p.to == o.to && p.again == o.again && p.home == o.home {
			buf[i].sure = p.sure || o.sure
			return buf
		}
	}
	return append(buf, o)
}

// move plays one move on the scratch game: the goose from sq, a rival on
// square rival (none if negative).
func (c *throwGraph) move(sq int, fresh bool, dice []int8, whole bool, rival int) outcome {
	g := c.g
	st := &g.State
	for s := range st.Seats {
		for i := range st.Seats[s].Pieces {
			st.Seats[s].Pieces[i] = Piece{Off: true}
		}
	}
	st.Seats[0].Pieces[0] = Piece{Square: sq, Moved: !fresh}
	if rival >= 0 {
		st.Seats[1].Pieces[0] = Piece{Square: rival, Moved: true}
	}
	g.again = false
	g.move(0, 0, dice, whole)
	p := st.Seats[0].Pieces[0]
	return outcome{to: int32(p.Square), again: g.again, home: p.Off}
}

// diceThrows lists the throws of 1, 2 and 3 dice, each once (the dice have no order).
var diceThrows = [4][][]int8{nil, throwsOf(1), throwsOf(2), throwsOf(3)}

// throwsOf lists the throws of n dice, each once.
func throwsOf(n int) [][]int8 {
	var out [][]int8
	var rec func(d []int8, from int8)
	rec = func(d []int8, from int8) {
		if len(d) == n {
			out = append(out, slices.Clone(d))
			return
		}
		for v := from; v <= 6; v++ {
			rec(append(d, v), v)
		}
	}
	rec(nil, 1)
	return out
}

// reach lists the nodes a goose can come to from the start, by any outcome.
func (c *throwGraph) reach() []bool {
	seen := make([]bool, c.goal+1)
	start := 0
	if c.r.Start == StartFirstThrow {
		start = c.checkStart()
	}
	queue := []int{start}
	seen[start] = true
	if c.r.Landing == LandSwap && !seen[0] {
		// A rival coming from the start sends a goose there, its first throw spent (§5).
		seen[0] = true
		queue = append(queue, 0)
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, count := range c.outcomes(x) {
			for _, outs := range count {
				for _, o := range outs {
					if !o.home && !seen[o.to] {
						seen[o.to] = true
						queue = append(queue, int(o.to))
					}
				}
			}
		}
	}
	return seen
}

// home lists the nodes among reached from which a goose alone (a team's last
// goose) has a run of throws to the goal: back from the goal, node by node.
func (c *throwGraph) home(reached []bool) []bool {
	ok := make([]bool, c.goal+1)
	before := make([][]int32, c.goal+1) // the nodes a sure outcome leads from
	var queue []int32
	for x := range reached {
		if !reached[x] {
			continue
		}
		for _, outs := range c.outcomes(x)[0] {
			for _, o := range outs {
				switch {
				case !o.sure:
				case o.home && !ok[x]:
					ok[x] = true
					queue = append(queue, int32(x))
				case !o.home:
					before[o.to] = append(before[o.to], int32(x))
				}
			}
		}
	}
	for len(queue) > 0 {
		y := queue[0]
		queue = queue[1:]
		for _, x := range before[y] {
			if !ok[x] {
				ok[x] = true
				queue = append(queue, x)
			}
		}
	}
	return ok
}

// againFrom lists, for each node, the nodes whose throws can throw again into it.
func (c *throwGraph) againFrom(reached []bool) [][]int32 {
	from := make([][]int32, c.goal+1)
	for x := range reached {
		if !reached[x] {
			continue
		}
		for _, count := range c.outcomes(x) {
			for _, outs := range count {
				for _, o := range outs {
					if o.again && !o.home && !slices.Contains(from[o.to], int32(x)) {
						from[o.to] = append(from[o.to], int32(x))
					}
				}
			}
		}
	}
	return from
}

// endless lists the nodes among reached from which a turn can throw again
// for ever: for some count of dice, every throw has an outcome that throws
// again into such a node (the largest such set). A node is dropped once it
// cannot keep a turn going, and those throwing again into it looked at again.
func (c *throwGraph) endless(reached []bool, againFrom [][]int32) []bool {
	in := slices.Clone(reached)
	var queue []int32
	for x := range in {
		if in[x] && !c.keeps(x, in) {
			in[x] = false
			queue = append(queue, int32(x))
		}
	}
	for len(queue) > 0 {
		y := queue[0]
		queue = queue[1:]
		for _, x := range againFrom[y] {
			if in[x] && !c.keeps(int(x), in) {
				in[x] = false
				queue = append(queue, x)
			}
		}
	}
	return in
}

// keeps reports whether from node x some count of dice throws again into in
// whatever the throw.
func (c *throwGraph) keeps(x int, in []bool) bool {
counts:
	for _, count := range c.outcomes(x) {
		for _, outs := range count {
			if !slices.ContainsFunc(outs, func(o outcome) bool { return o.again && !o.home && in[o.to] }) {
				continue counts
			}
		}
		return true
	}
	return false
}

// funnels finds, under swap, the positions from which every turn ends on one
// square y (never at home): a goose resting on y is sent back to where the
// next goose whose turn ends there began it (§5). Once every goose is among
// them no goose ever throws from y and the race cannot end; where the start
// is among them, two geese are from their first turns (elsewhere a goose
// sent back often ends a turn short of them, and the other throws from y).
// It maps each such y to its positions (y itself left out).
func (c *throwGraph) funnels(reached []bool, againFrom [][]int32) map[int][]bool {
	const open, out = -1, -2
	end := make([]int, len(reached)) // where every turn from the node ends
	for x := range end {
		end[x] = out
		if !reached[x] {
			continue
		}
		end[x] = open
	each:
		for _, count := range c.outcomes(x) {
			for _, outs := range count {
				for _, o := range outs {
					switch {
					case o.home:
						end[x] = out
						break each
					case o.again:
					case end[x] == open:
						end[x] = int(o.to)
					case end[x] != int(o.to):
						end[x] = out
						break each
					}
				}
			}
		}
	}
	// A node's turns end where those of the nodes it throws again into end.
	queue := make([]int32, 0, len(end))
	for x := range end {
		queue = append(queue, int32(x))
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		y := end[x]
		if y == out {
			continue
		}
		for _, count := range c.outcomes(int(x)) {
			for _, outs := range count {
				for _, o := range outs {
					if !o.again || o.home {
						continue
					}
					switch z := end[o.to]; {
					case z == out, y >= 0 && z >= 0 && z != y:
						y = out
					case y == open && z >= 0:
						y = z
					}
				}
			}
		}
		if y != end[x] {
			end[x] = y
			queue = append(queue, againFrom[x]...)
		}
	}
	f := map[int][]bool{}
	for x, y := range end {
		if y > 0 && x != y { // (square 0 is shared: no goose is sent from it)
			if f[y] == nil {
				f[y] = make([]bool, len(end))
			}
			f[y][x] = true
		}
	}
	return f
}

// locks reports whether geese can come to be locked in the funnel in of
// square y: with one goose on y and another to throw from in, whose turn
// ends on y and sends the first back to where it began (in), and so on for
// ever. Where the start is in it, two geese are from their first turns. Else
// a goose must end a turn in it while another, on y, ends its own turn there
// again (if y's throws always lead on, that goose leaves y first).
func (c *throwGraph) locks(in []bool, y, start int, reached []bool) bool {
	if in[start] && in[0] { // (sent back to the start, a goose's first throw is spent)
		return true
	}
	enters, stays := false, false
	for x := range reached {
		if !reached[x] || in[x] {
			continue
		}
		for _, count := range c.outcomes(x) {
			for _, outs := range count {
				for _, o := range outs {
					enters = enters || !o.again && !o.home && in[o.to]
				}
			}
		}
	}
	// Where a turn from y can end: on y, or where its throws again lead.
	seen := map[int32]bool{int32(y): true}
	queue := []int32{int32(y)}
	for len(queue) > 0 && !stays {
		x := queue[0]
		queue = queue[1:]
		for _, count := range c.outcomes(int(x)) {
			for _, outs := range count {
				for _, o := range outs {
					switch {
					case o.home:
					case !o.again:
						stays = stays || int(o.to) == y
					case !seen[o.to]:
						seen[o.to] = true
						queue = append(queue, o.to)
					}
				}
			}
		}
	}
	return enters && stays
}

// squaresOf lists the squares of the nodes marked, in order, the start node as 0.
func (c *throwGraph) squaresOf(marked []bool) []int {
	var sq []int
	for x, m := range marked {
		if !m {
			continue
		}
		if x == c.checkStart() {
			x = 0
		}
		if !slices.Contains(sq, x) {
			sq = append(sq, x)
		}
	}
	slices.Sort(sq)
	return sq
}

// playProblems is what the board check finds, played alone and, where the
// file allows the team variation (one or two dice), in a team: each square
// said once.
func (r *Rules) playProblems() []Problem {
	if r.Dice == 2 { // (with one die a team's goose throws as a goose alone)
		return r.playedProblems(false, true)
	}
	return r.playedProblems(false)
}

// playedProblems is what the board check finds played each way (teams or not).
func (r *Rules) playedProblems(ways ...bool) []Problem {
	var p []Problem
	named := map[int]bool{}
	unreachable := false
	for _, teams := range ways {
		c := newThrowGraph(r, teams)
		reached := c.reach()
		suffix := ""
		if teams {
			suffix = ".teams"
		}
		againFrom := c.againFrom(reached)
		if sq := unnamed(c.squaresOf(c.endless(reached, againFrom)), named); len(sq) > 0 {
			p = append(p, Problem{ID: "endless" + suffix, Args: []any{squareList(sq)}, Squares: sq})
		}
		if unreachable {
			continue
		}
		ok := c.home(reached)
		start := 0
		if r.Start == StartFirstThrow {
			start = c.checkStart()
		}
		if !ok[start] {
			p = append(p, problem("unreachable"+suffix, c.goal))
			unreachable = true
			continue
		}
		stuck := make([]bool, len(reached))
		for x := range reached {
			stuck[x] = reached[x] && !ok[x]
		}
		if sq := unnamed(c.squaresOf(stuck), named); len(sq) > 0 {
			p = append(p, Problem{ID: "stuck" + suffix, Args: []any{squareList(sq), c.goal}, Squares: sq})
		}
		if !teams && r.Landing == LandSwap { // (a team's choices can break a funnel)
			f := c.funnels(reached, againFrom)
			for y := range c.goal {
				if f[y] == nil || !c.locks(f[y], y, start, reached) {
					continue
				}
				if sq := unnamed(c.squaresOf(f[y]), named); len(sq) > 0 {
					p = append(p, Problem{ID: "funnel", Args: []any{squareList(sq), y}, Squares: append(sq, y)})
				}
			}
		}
	}
	return p
}

// unnamed is the squares not yet named by a problem, which it marks named.
func unnamed(sq []int, named map[int]bool) []int {
	var out []int
	for _, s := range sq {
		if !named[s] {
			named[s] = true
			out = append(out, s)
		}
	}
	return out
}

// maxListed bounds the squares a problem lists in words (Problem.Squares has them all).
const maxListed = 12

// squareList says squares as a list, "squares 21, 22, 23", cut short with "…".
func squareList(sq []int) Problem {
	id := "squares"
	if len(sq) == 1 {
		id = "square"
	}
	return problem(id, numberList(sq))
}

// numberList writes squares as a list: "21, 22, 23", cut short with "…".
func numberList(sq []int) string {
	var b strings.Builder
	for i, s := range sq {
		if i == maxListed {
			b.WriteString(", …")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(s))
	}
	return b.String()
}

// boardProblems finds what makes a board impossible to play (RULES §7.3):
// jumps in a circle, and then, if what the file says about play was read
// without a fault (earlier), a goal some reachable position cannot reach or a
// turn that can throw again for ever. A file with other faults still has its
// board checked, so that every problem is listed at once.
func (r *Rules) boardProblems(earlier []Problem) []Problem {
	p := r.Board.circles()
	if len(p) > 0 || slices.ContainsFunc(earlier, changesPlay) {
		return p
	}
	if err := r.Validate(); err != nil {
		return []Problem{problem("invalid", err.Error())}
	}
	return r.playProblems()
}

// changesPlay reports whether a fault leaves the rules read otherwise than
// the file means them as far as a goose's moves go (a name, a purse, who
// pays, what a hold does or the turn order change no move).
func changesPlay(p Problem) bool {
	switch p.ID {
	case "name", "stakes", "throwTwice", "hold", "rescue", "paysPerTurn", "piece":
		return false
	case "word":
		return p.Args[0] != "order" && p.Args[0] != "stakes.swap"
	}
	return true
}

// circles finds the circles of plain jumps, each once from its first square.
func (b *Board) circles() []Problem {
	var p []Problem
	n := len(b.Squares)
	for i := range b.Squares {
		var chain []int
		j, seen := i, 0
		for b.Squares[j].Kind.jumps() && !b.Squares[j].Kind.OncePerMove() && !b.Squares[j].Again {
			chain = append(chain, j)
			if seen++; seen > n {
				break
			}
			j = b.Squares[j].To
			if j < 0 || j >= n {
				break
			}
			if j == i {
				if i == slices.Min(chain) {
					p = append(p, Problem{ID: "circle", Args: []any{circle(chain)}, Squares: chain})
				}
				break
			}
		}
	}
	return p
}

// circle writes a circle of jumps: "8 → 10 → 8".
func circle(chain []int) string {
	var b strings.Builder
	for _, sq := range chain {
		fmt.Fprintf(&b, "%d → ", sq)
	}
	fmt.Fprint(&b, chain[0])
	return b.String()
}
