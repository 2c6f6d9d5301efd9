package scenes

import (
	"goose/engine/balance"
	"goose/ui/form"
)

// The balance page of the editor (issue 28): the meter (meter.go) of the
// board being edited, worked out again off the game loop after each change
// while the page is shown.

// edMeter is the editor's meter.
type edMeter struct{ meter }

// meterOptions are what the balance pages measure: the default games (a
// browser plays fewer), seeded alike.
func meterOptions() balance.Options {
	return balance.Options{Games: balance.DefaultGames / rolloutShare, Seed: 1}
}

// tick takes a measure that has come and starts the next one while the page
// is shown. It reports whether the page's words changed. It allocates nothing
// unless a measure starts or ends.
func (m *edMeter) tick(e *Editor) bool {
	changed := m.poll()
	if m.due() && e.tab == tabMeter {
		if e.ok() {
			m.start(e.copyRules(), meterOptions(), meterTime)
		} else {
			m.take(m.want, nil, nil)
			changed = true
		}
	}
	return changed
}

// leave stops the measure under way: the editor is left (a cancelled
// measure is not shown: back on the page it is asked again).
func (e *Editor) leave() { e.meter.halt() }

// meterPage is the meter's figures.
func (e *Editor) meterPage() *form.Node { return e.meter.node() }
