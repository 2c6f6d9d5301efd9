package scenes

import (
	"goose/engine"
	"goose/engine/balance"
	"goose/ui/form"
)

// The rules page's balance tab and the science page (issue 28): the meter
// (meter.go) of the rules shown, for every preset and an own board being
// played, measured off the game loop while the tab is shown; and from it a
// page of those figures beside the published ones, with how each is known,
// a chart of how long games last, and their export as CSV.

// rulesMeter is the rules page's balance tab.
type rulesMeter struct {
	tab int // 0: the rules' words; 1: the balance
	m   meter
}

// meterTabs are the rules page's tabs and, on the balance tab, the meter and
// the way to the science page.
func (p *RulesPage) meterTabs(c *Context) *form.Node {
	at := func() int { return p.sci.tab }
	set := func(k int) {
		p.sci.tab = k
		p.sqHelp.hide() // the rules' words and their squares' help are on the other tab
	}
	return form.Col(
		form.Row(form.Tab("ui.rules", at, 0, set), form.Tab("ui.ed.tab.meter", at, 1, set)).Gap(8),
		form.Col(
			p.sci.m.node(),
			form.Button("ui.science", func() {
				p.next = openScience(c, p)
			}).W(260),
		).Gap(10).When(func() bool { return p.sci.tab == 1 }),
	).Gap(10).When(func() bool { return meterOffered })
}

// tick takes the figures that have come and asks for them while the balance
// tab is shown; it reports whether the page's words changed.
func (s *rulesMeter) tick(r *engine.Rules) bool {
	changed := s.m.poll()
	if s.tab == 1 && s.m.due() {
		s.m.start(*r, meterOptions(), meterTime)
	}
	return changed
}

// report is the figures shown, if they are of the rules as they are.
func (s *rulesMeter) report() *balance.Report {
	if s.m.got != s.m.want {
		return nil
	}
	return s.m.rep
}

// leave stops the measure under way (back on the tab it is asked again).
func (p *RulesPage) leave() { p.sci.m.halt() }

// seats is the size of the table being played, or of the setup's.
func (p *RulesPage) seats(c *Context) int {
	if pl, ok := p.back.(*Play); ok {
		return len(pl.g.State.Seats)
	}
	return len(c.Settings.Setup.Seats)
}
