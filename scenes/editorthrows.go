package scenes

import (
	"slices"
	"strconv"

	"goose/engine"
	"goose/ui/form"
)

// The rules page's start throws (RULES §7.3): a row of the throws, each a
// pair of dice and the square it leads to; a click on one chooses it and
// asks for its square on the board; − and + set its two dice. More throws
// than the row holds show a page at a time, the last place turning the page.

// maxStartThrows is every pair of two dice once: a longer list repeats one.
const maxStartThrows = 21

// throwPage is how many throws a page of the row shows, and the first of
// the chosen throw's page.
func (e *Editor) throwPage() (per, first int) {
	per = maxThrows
	if len(e.r.StartThrows) > maxThrows {
		per = maxThrows - 1 // the last place turns the page
	}
	return per, e.at.throw / per * per
}

// throwRow is the row of the start throws, a page of them at a time.
func (e *Editor) throwRow() *form.Node {
	slots := make([]*form.Node, maxThrows)
	for i := range slots {
		slots[i] = edButtonOf(func() string { return e.throwWord(i) }, func() { e.chooseThrow(i) }).
			When(func() bool { per, first := e.throwPage(); return i == per || first+i < len(e.r.StartThrows) }).
			Selected(func() bool { per, first := e.throwPage(); return i != per && first+i == e.at.throw })
	}
	return edRow(slots...)
}

// throwWord is what place i of the row says: a throw and its square, or
// the next page.
func (e *Editor) throwWord(i int) string {
	per, first := e.throwPage()
	switch {
	case i == per:
		return "›"
	case first+i < len(e.r.StartThrows):
		t := e.r.StartThrows[first+i]
		return say("ui.ed.throw", t.A, t.B, t.To)
	}
	return ""
}

// chooseThrow chooses the throw in place i and asks for its square; the
// last place turns the page, its first throw chosen.
func (e *Editor) chooseThrow(i int) {
	per, first := e.throwPage()
	if i != per {
		e.at.throw, e.at.pick = first+i, pickThrow
		return
	}
	e.at.throw, e.at.pick = first+per, pickNone
	if e.at.throw >= len(e.r.StartThrows) {
		e.at.throw = 0
	}
}

func (e *Editor) addThrow() {
	r := &e.r
	if r.Start == engine.StartPlain || len(r.StartThrows) >= maxStartThrows {
		return
	}
	e.change()
	r.StartThrows = append(r.StartThrows, newThrow(r.StartThrows, r.Board.Goal()))
	e.at.throw, e.at.pick = len(r.StartThrows)-1, pickThrow // the next square clicked is where it leads
}

func (e *Editor) dropThrow() {
	r := &e.r
	if e.at.throw >= len(r.StartThrows) {
		return
	}
	e.change()
	r.StartThrows = slices.Delete(r.StartThrows, e.at.throw, e.at.throw+1)
	e.at.throw, e.at.pick = max(0, min(e.at.throw, len(r.StartThrows)-1)), pickNone
}

// die is die d (0 or 1) of the chosen throw, or nil.
func (e *Editor) die(d int) *int {
	if e.at.throw >= len(e.r.StartThrows) {
		return nil
	}
	t := &e.r.StartThrows[e.at.throw]
	return [2]*int{&t.A, &t.B}[d]
}

// dieSpinner sets die d of the chosen throw with − and +.
func (e *Editor) dieSpinner(d int) *form.Node {
	figure := func() string {
		if v := e.die(d); v != nil {
			return strconv.Itoa(*v)
		}
		return ""
	}
	can := func(by int) bool { v := e.die(d); return v != nil && *v+by >= 1 && *v+by <= 6 }
	step := func(by int) {
		if can(by) {
			e.change()
			*e.die(d) += by
		}
	}
	return form.Spinner(edButtonOf(figure, nil).Enabled(never), step, can).Gap(edGap)
}

// newThrow is the first throw of two dice not yet listed (1+1, 1+2, …),
// leading where the dice alone would: the player then clicks where it leads.
func newThrow(have []engine.StartThrow, goal int) engine.StartThrow {
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			if !slices.ContainsFunc(have, func(t engine.StartThrow) bool { return t.A == a && t.B == b || t.A == b && t.B == a }) {
				return engine.StartThrow{A: a, B: b, To: min(a+b, goal-1)}
			}
		}
	}
	return engine.StartThrow{A: 1, B: 1, To: min(2, goal-1)} // all 21 listed: a repeat, which the check names
}
