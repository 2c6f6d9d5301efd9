package scenes

import (
	"math"

	"goose/engine/balance"
	"goose/ui"
)

// The balance meter's table of seats at a large text size (issue 29): its
// rows as tall as the words, and where the figures cannot sit side by side
// each table size on two lines, the lengths at each speed under the wins.

// meterCols are the table's first columns, of its width: the seats, the
// wins (a bar each), never; the speeds share the rest.
var meterCols = [...]float64{0.06, 0.30, 0.14}

// meterTable is how the table's rows are laid out, worked out as the page
// is laid out (not each frame).
type meterTable struct {
	h     float64 // a line's height, pixels
	split bool    // each row on two lines
}

// col is column j's share of the width: on two lines, the first line's
// columns widen to the whole width and the speeds share it, less the seats'.
func (t meterTable) col(j int) float64 {
	speeds := float64(len(balance.DefaultSecondsPerTurn))
	first := meterCols[0] + meterCols[1] + meterCols[2]
	switch {
	case j < len(meterCols) && t.split:
		return meterCols[j] / first
	case j < len(meterCols):
		return meterCols[j]
	case t.split:
		return (1 - meterCols[0]) / speeds
	}
	return (1 - first) / speeds
}

// tableHeight lays the table's rows out for th and a width w, and is its
// height: at the designed size meterRows rows of meterRow units.
func (m *meter) tableHeight(th *ui.Theme, w float64) float64 {
	m.rows = meterTable{h: th.S(meterRow)}
	if th.Text > 1 {
		m.rows.h = math.Max(m.rows.h, math.Ceil(th.Tiny.Size*1.2))
		m.rows.split = !m.rows.fits(m.w.cells, th, w)
	}
	if m.rows.split {
		return 2 * meterRows * m.rows.h
	}
	return meterRows * m.rows.h
}

// fits reports whether every figure fits its column on one line (each is
// set against 92 % of its column's width).
func (t meterTable) fits(cells [][]string, th *ui.Theme, w float64) bool {
	for _, row := range cells {
		for j, cell := range row {
			if j != 1 && ui.TextWidth(cell, th.Tiny) > t.col(j)*w*0.92-th.S(4) {
				return false
			}
		}
	}
	return true
}
