package scenes

import (
	"testing"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// The balance meter's table at 200 % text, on a laptop and a phone, in the
// longest languages: each line as tall as its words (they drew over one
// another), the table's room as tall as its lines, and every figure within
// its column (two lines a table size where one does not hold them); at
// 100 % the table is as designed, a line of meterRow units a table size.
func TestMeterTableHoldsItsWordsAtLargeText(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	meter := meterReport(t)
	classic, _ := engine.Preset("classic")
	for _, code := range []string{"de", "ru", "fr"} {
		for _, l := range narrate.Languages {
			if l.Code == code {
				narrate.Speak(l)
			}
		}
		m := newManager(t, nil)
		e := NewEditor(m.C, classic)
		e.tab = tabMeter
		e.meter.take(0, meter, nil)
		for _, at := range []fitAt{{1280, 720, 100}, {390, 844, 100}, {1280, 720, 200}, {390, 844, 200}} {
			m.C.Settings.Access.Text = store.TextSize(at.text)
			m.Resize(at.w, at.h)
			e.Layout(m.C)
			e.refresh(m.C)
			th, rows, box := m.C.Th, e.meter.rows, e.meter.table
			lines := meterRows
			if rows.split {
				lines *= 2
			}
			switch {
			case at.text == 100 && (rows.h != th.S(meterRow) || rows.split):
				t.Errorf("%s %dx%d 100 %%: lines %.1f px (split %v), not as designed", code, at.w, at.h, rows.h, rows.split)
			case rows.h < th.Tiny.Size*1.2:
				t.Errorf("%s %dx%d %d %%: lines %.1f px for words %.1f px", code, at.w, at.h, at.text, rows.h, th.Tiny.Size)
			case float64(box.Dy()) < float64(lines)*rows.h-0.5:
				t.Errorf("%s %dx%d %d %%: %d lines of %.1f px in %d px", code, at.w, at.h, at.text, lines, rows.h, box.Dy())
			case at.text > 100 && !rows.fits(e.meter.w.cells, th, float64(box.Dx())):
				t.Errorf("%s %dx%d %d %%: a figure wider than its column", code, at.w, at.h, at.text)
			}
		}
	}
}
