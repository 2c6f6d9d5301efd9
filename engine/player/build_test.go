package player

import (
	"sync"
	"testing"
	"time"

	"goose/engine"
)

// hostileBoard is a team board of one's own (RULES §7.3, §7.2) whose tables
// crawl: a death back to the start on every step-th square of goal. Deaths on
// every other square of 160 took the hard player's tables 5 s.
func hostileBoard(t testing.TB, goal, step int) engine.Rules {
	t.Helper()
	r := engine.Rules{Name: "hostile", Dice: 2, Stakes: engine.Stakes{Purse: 20, Ante: 1}, Teams: true}
	r.Board.Squares = make([]engine.Square, goal+1)
	for n := 3; n < goal-1; n += step {
		r.Board.Squares[n] = engine.Square{Kind: engine.Death}
	}
	r.Board.Squares[goal].Kind = engine.Goal
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	return r
}

// choicePoint is a game of r with seats, played by normal players up to a
// choice among several uses of the dice.
func choicePoint(t testing.TB, r engine.Rules, seats int, seed uint64) *engine.Game {
	t.Helper()
	g, err := engine.New(r, seats, engine.NewPCG(seed))
	if err != nil {
		t.Fatal(err)
	}
	g.Play(engine.Begin)
	p := New(Normal, 1)
	for step := 0; step < 20000 && !g.Over(); step++ {
		a := engine.Roll
		if g.Due() == engine.ActChoose {
			if len(g.Legal()) > 2 {
				return g
			}
			a = engine.Choose(p.Choose(g))
		}
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no choice point")
	return nil
}

// freshTables empties the tables' cache and hooks, and again after the test.
func freshTables(t *testing.T) {
	reset := func() {
		tablesMu.Lock()
		clear(tablesCache)
		tablesMu.Unlock()
		buildHooks.start, buildHooks.end = nil, nil
	}
	reset()
	t.Cleanup(reset)
}

// legalChoice reports whether c is one of g's legal choices.
func legalChoice(g *engine.Game, c engine.Choice) bool {
	for _, l := range g.Legal() {
		if l == c {
			return true
		}
	}
	return false
}

// TestTablesBudget: every preset's team tables (RULES §7.2) take at most a
// tenth of the budget and are whole; a hostile board's stop at the budget
// with K2 left out (J stands in, as on a big board), and a hostile board too
// big even for J and K1 is played as normal plays; the hard player makes
// legal moves on both through whole games.
func TestTablesBudget(t *testing.T) {
	for _, r := range teamRules(t) {
		tb := newTables(&r, 2)
		if tb.coarse || tb.K2 == nil || tb.work > tableBudget/10 {
			t.Errorf("%s %s: work %d of %d, K2 %v, coarse %v", r.Name, r.Options(), tb.work, tableBudget, tb.K2 != nil, tb.coarse)
		}
	}
	freshTables(t)
	over := hostileBoard(t, 160, 2)
	tb := tablesFor(&over, 2, nil)
	if tb.coarse || tb.K2 != nil || tb.work > tableBudget+k2Step*21*161*161 {
		t.Errorf("hostile 160: work %d of %d, K2 %v, coarse %v", tb.work, tableBudget, tb.K2 != nil, tb.coarse)
	}
	huge := hostileBoard(t, 1000, 2)
	if tb := tablesFor(&huge, 2, nil); !tb.coarse {
		t.Errorf("hostile 1000: work %d of %d, not coarse", tb.work, tableBudget)
	}
	for _, r := range []engine.Rules{over, huge} {
		g := choicePoint(t, r, 2, 1)
		if got, want := New(Hard, 1).Choose(g), New(Normal, 1).Choose(g); r.Board.Goal() == 1000 && got != want {
			t.Errorf("past the budget hard chose %v, normal %v", got, want)
		}
		for seed := range uint64(2) {
			g, _ := engine.New(r, 2, engine.NewPCG(seed))
			g.Play(engine.Begin)
			hard := New(Hard, seed)
			for step := 0; step < 1000 && !g.Over(); step++ {
				a := engine.Roll
				if g.Due() == engine.ActChoose {
					c := hard.Choose(g)
					if !legalChoice(g, c) {
						t.Fatalf("goal %d: hard chose %v, not legal", r.Board.Goal(), c)
					}
					a = engine.Choose(c)
				}
				if _, err := g.Play(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestHostileBuildStallsNoOtherBoard: while a hostile board's tables are being
// built (held at their start by a hook, so still running), a hard computer on
// another board makes its move; then the hostile one gets its own.
func TestHostileBuildStallsNoOtherBoard(t *testing.T) {
	freshTables(t)
	hostile := hostileBoard(t, 160, 2)
	started, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	free := func() { once.Do(func() { close(release) }) }
	t.Cleanup(free) // a failed test still lets the build go
	buildHooks.start = func(r *engine.Rules) {
		if r.Board.Goal() == 160 {
			close(started)
			<-release
		}
	}
	hg := choicePoint(t, hostile, 2, 1)
	hostileDone := make(chan engine.Choice, 1)
	go func() { hostileDone <- New(Hard, 1).Choose(hg) }()
	<-started

	honest, _ := engine.Preset("classic")
	honest.Apply("teams")
	g := choicePoint(t, honest, 2, 1)
	moved := make(chan engine.Choice, 1)
	go func() { moved <- New(Hard, 1).Choose(g) }()
	select {
	case c := <-moved:
		if !legalChoice(g, c) {
			t.Errorf("the honest board's move %v is not legal", c)
		}
	case <-hostileDone:
		t.Fatal("the hostile build ended while held")
	case <-time.After(time.Minute): // a liveness bound: the move takes milliseconds
		t.Fatal("the honest board's hard move waited for the hostile board's tables")
	}
	select {
	case <-hostileDone:
		t.Fatal("the hostile move came before its tables")
	default:
	}
	free()
	if c := <-hostileDone; !legalChoice(hg, c) {
		t.Errorf("the hostile board's move %v is not legal", c)
	}
}

// TestOneBuildPerBoard: games on the same board wait for one build and share
// its tables; a board with another number of seats has its own.
func TestOneBuildPerBoard(t *testing.T) {
	freshTables(t)
	r, _ := engine.Preset("dutch")
	r.Apply("teams")
	release := make(chan struct{})
	var mu sync.Mutex
	builds := 0
	buildHooks.start = func(*engine.Rules) {
		mu.Lock()
		builds++
		mu.Unlock()
		<-release
	}
	const games = 6
	got := make(chan *tables, games)
	for i := range games {
		go func() { got <- tablesFor(&r, 2+i/5, nil) }() // five of two seats, one of three
	}
	for waiting := 0; waiting < games; { // every game waits before the builds go on
		time.Sleep(time.Millisecond)
		tablesMu.Lock()
		waiting = 0
		for _, e := range tablesCache {
			waiting += e.waiting
		}
		tablesMu.Unlock()
	}
	close(release)
	seen := map[*tables]int{}
	for range games {
		seen[<-got]++
	}
	if builds != 2 || len(seen) != 2 {
		t.Errorf("%d builds, %d tables for %d games on one board (two seat counts): %v", builds, len(seen), games, seen)
	}
}

// TestLeftGameStopsBuild: a hard computer whose game is left while its board's
// tables are being built answers at once as normal would, and the build stops
// (no other game waits for it); the next game on the board builds afresh.
func TestLeftGameStopsBuild(t *testing.T) {
	freshTables(t)
	r := hostileBoard(t, 160, 2)
	started, release, ended := make(chan struct{}), make(chan struct{}), make(chan *tables, 1)
	buildHooks.start = func(*engine.Rules) {
		close(started)
		<-release
	}
	buildHooks.end = func(_ *engine.Rules, t *tables) { ended <- t }
	g := choicePoint(t, r, 2, 1)
	left := make(chan struct{})
	answer := make(chan engine.Choice, 1)
	go func() { answer <- NewUntil(Hard, 1, left).Choose(g) }()
	<-started
	close(left)
	if c, want := <-answer, New(Normal, 1).Choose(g); c != want {
		t.Errorf("the left game's hard move %v, normal's %v", c, want)
	}
	close(release)
	if tb := <-ended; tb != nil {
		t.Error("the build ran on after its only game was left")
	}
	tablesMu.Lock()
	n := len(tablesCache)
	tablesMu.Unlock()
	if n != 0 {
		t.Errorf("%d tables kept after a stopped build", n)
	}
}
