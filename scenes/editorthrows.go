package scenes

import (
	"slices"
	"strconv"

	"goose/engine"
	"goose/ui"
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
	return per, e.throw / per * per
}

// updateThrows reads the start throws' controls.
func (e *Editor) updateThrows(in *ui.Input) {
	p, r := e.p, &e.r
	per, first := e.throwPage()
	for i := range p.throws {
		switch {
		case !p.throws[i].Update(in):
		case i == per: // the next page, and its first throw chosen
			e.throw, e.pick, e.stale = first+per, pickNone, true
			if e.throw >= len(r.StartThrows) {
				e.throw = 0
			}
		default:
			e.throw, e.pick, e.stale = first+i, pickThrow, true
		}
	}
	if p.throwAdd.Update(in) && r.Start != engine.StartPlain && len(r.StartThrows) < maxStartThrows {
		e.change()
		r.StartThrows = append(r.StartThrows, newThrow(r.StartThrows, r.Board.Goal()))
		e.throw, e.pick = len(r.StartThrows)-1, pickThrow // the next square clicked is where it leads
	}
	if e.throw >= len(r.StartThrows) {
		return
	}
	if p.throwDrop.Update(in) {
		e.change()
		r.StartThrows = slices.Delete(r.StartThrows, e.throw, e.throw+1)
		e.throw, e.pick = max(0, min(e.throw, len(r.StartThrows)-1)), pickNone
		return
	}
	t := &r.StartThrows[e.throw]
	for d, v := range [2]*int{&t.A, &t.B} {
		if p.dieDn[d].Update(in) && *v > 1 {
			e.change()
			*v--
		}
		if p.dieUp[d].Update(in) && *v < 6 {
			e.change()
			*v++
		}
	}
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

// refreshThrows sets the start throws' labels.
func (e *Editor) refreshThrows() {
	p, r := e.p, &e.r
	on := e.tab == tabRules && r.Start != engine.StartPlain
	e.throw = min(e.throw, max(0, len(r.StartThrows)-1)) // after an undo, say
	per, first := e.throwPage()
	for i := range p.throws {
		b := &p.throws[i]
		b.Hidden, b.Selected = !on || first+i >= len(r.StartThrows), false
		switch {
		case i == per:
			b.Hidden, b.Label = !on, "›"
		case !b.Hidden:
			t := r.StartThrows[first+i]
			b.Label, b.Selected = say("ui.ed.throw", t.A, t.B, t.To), first+i == e.throw
		}
	}
	p.throwAdd.Hidden, p.throwAdd.Disabled = !on, len(r.StartThrows) >= maxStartThrows
	p.throwDrop.Hidden = !on || e.throw >= len(r.StartThrows)
	for d := range p.die {
		hide := !on || e.throw >= len(r.StartThrows)
		p.die[d].Hidden, p.dieDn[d].Hidden, p.dieUp[d].Hidden = hide, hide, hide
		if !hide {
			v := [2]int{r.StartThrows[e.throw].A, r.StartThrows[e.throw].B}[d]
			p.die[d].Label = strconv.Itoa(v)
			p.dieDn[d].Disabled, p.dieUp[d].Disabled = v <= 1, v >= 6
		}
	}
}
