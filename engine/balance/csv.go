package balance

import (
	"encoding/csv"
	"io"
	"strconv"
)

// WriteCSV writes the figures of rep as CSV for the science page's export:
// a header, then one row a figure: what it is (a name that stays the same
// from one version to the next), the table size (1 for a goose alone), an
// item (a turn, a square, a place in the order, a speed; empty if none) and
// the value, in full precision with a point for the decimals.
func WriteCSV(w io.Writer, rep *Report) error {
	c := csv.NewWriter(w)
	row := func(figure string, seats int, item string, v float64) {
		_ = c.Write([]string{figure, strconv.Itoa(seats), item, strconv.FormatFloat(v, 'g', -1, 64)})
	}
	_ = c.Write([]string{"figure", "seats", "item", "value"})
	if a := &rep.Alone; a.Exact {
		row("alone.meanTurns", 1, "", a.MeanTurns)
		row("alone.sdTurns", 1, "", a.SDTurns)
		row("alone.neverEnds", 1, "", a.NeverEnds)
		for k, p := range a.Turns[1:] {
			row("alone.turns", 1, strconv.Itoa(k+1), p)
		}
		for _, v := range a.Visits {
			row("alone.visit."+v.Kind.String(), 1, strconv.Itoa(v.Square), v.Chance)
		}
	}
	for s, sec := range rep.SecondsPerTurn {
		row("secondsPerTurn", 0, strconv.Itoa(s), sec)
	}
	for _, t := range rep.Tables {
		row("table.games", t.Seats, "", float64(t.Games))
		for k, p := range t.Wins {
			row("table.wins", t.Seats, strconv.Itoa(k+1), p)
		}
		row("table.neverEnds", t.Seats, "", t.NeverEnds)
		row("table.deadlocks", t.Seats, "", t.Deadlocks)
		row("table.draws", t.Seats, "", t.Draws)
		row("table.meanRounds", t.Seats, "", t.MeanRounds)
		row("table.sdRounds", t.Seats, "", t.SDRounds)
		row("table.meanTurns", t.Seats, "", t.MeanTurns)
		for s, m := range t.Minutes {
			row("table.minutes", t.Seats, strconv.Itoa(s), m)
		}
		for k, p := range t.Rounds {
			if k > 0 {
				row("table.rounds", t.Seats, strconv.Itoa(k), p)
			}
		}
	}
	for _, x := range rep.Warnings {
		item := ""
		if x.Kind == Favoured {
			item = strconv.Itoa(x.Place + 1)
		}
		row("warning."+x.Kind.String(), x.Seats, item, x.Value)
	}
	c.Flush()
	return c.Error()
}
