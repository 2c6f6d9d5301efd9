package scenes

import (
	"fmt"
	"strings"

	"goose/engine"
	"goose/ui"
	"goose/ui/form"
)

// resultsExtra is what the results say beyond the table (issue 27): the
// dice's check in an online game, whose dice were the luckiest, and what
// Share did.
type resultsExtra struct {
	dice, luck, note string
	fair             bool
	// all is every seat's luck in a line, and narrow the table without its
	// column of luck: for an upright screen, where the column has no room.
	all          string
	wide, narrow [][]string
}

// newResultsExtra words the check of p's dice and its seats' luck, and
// gives the table a column of each seat's luck, before the chips (the
// seats in rows[1:] are order's).
func newResultsExtra(p *Play, rows [][]string, order []int) resultsExtra {
	x := resultsExtra{wide: rows, narrow: rows}
	if dc, ok := p.t.(diceChecked); ok {
		if checked, fair := dc.DiceChecked(); checked {
			x.fair, x.dice = fair, say("ui.dice.fair")
			if !fair {
				x.dice = say("ui.dice.broken")
			}
		}
	}
	luck := luckOf(p)
	if luck == nil {
		return x
	}
	x.wide = make([][]string, len(rows))
	x.wide[0] = withLuck(rows[0], say("ui.col.luck"))
	best := -1
	var all []string
	for k, i := range order {
		x.wide[k+1] = withLuck(rows[k+1], luckText(luck[i]))
		all = append(all, p.names[i]+" "+luckText(luck[i]))
		if luck[i].Dice > 0 && (best < 0 || luck[i].Percent() > luck[best].Percent()) {
			best = i
		}
	}
	switch {
	case best < 0:
	case len(luck) == 1:
		x.luck = say("ui.luck.alone", p.names[best], luckText(luck[best]))
	default:
		x.luck = say("ui.luck.best", p.names[best], luckText(luck[best]))
		x.all = strings.Join(all, " · ")
	}
	return x
}

// withLuck is a row of the table with a cell of luck after the figures,
// before the chips.
func withLuck(row []string, cell string) []string {
	at := len(resultCols)
	out := append(append(make([]string, 0, len(row)+1), row[:at]...), cell)
	return append(out, row[at:]...)
}

// rows is the table for the screen's shape.
func (x *resultsExtra) rows(th *ui.Theme) [][]string {
	if th.Portrait {
		return x.narrow
	}
	return x.wide
}

// luckText writes a seat's luck as the results show it: "+18 %", "−4 %",
// "0 %" (a true minus sign), "–" for a seat that threw no dice.
func luckText(l engine.Luck) string {
	if l.Dice == 0 {
		return "–"
	}
	n := l.Percent()
	s := fmt.Sprintf("%+d", n)
	if n == 0 {
		s = "0"
	}
	return say("ui.luck.percent", strings.Replace(s, "-", "−", 1))
}

// lines are the results' lines under the table: the dice's check, the luck.
func (x *resultsExtra) lines(portrait func() bool) *form.Node {
	ink := ui.Ink
	if !x.fair {
		ink = ui.Madder
	}
	return form.Col(
		form.TextOf(func() string { return x.dice }).Ink(ink).Center().When(func() bool { return x.dice != "" }),
		form.TextOf(func() string { return x.luck }).Center().When(func() bool { return x.luck != "" }),
		form.TextOf(func() string { return x.all }).In(form.Small).Center().When(func() bool { return x.all != "" && portrait() }),
		form.TextOf(func() string { return x.note }).In(form.Small).Ink(ui.Madder).Center().When(func() bool { return x.note != "" }),
	).Gap(4)
}

// shareButton copies the finished game's link (or keeps it as a file).
func (x *resultsExtra) shareButton(c *Context, p *Play) *form.Node {
	return form.Button("ui.share", func() {
		if rm := p.t.Record(); rm != nil {
			x.note = shareGame(c, rm)
		}
	}).W(240).H(54).When(func() bool { return p.t.Record() != nil })
}
