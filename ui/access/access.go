// Package access carries the game to assistive technology. In a browser it
// keeps a visually hidden mirror of the screen beside the canvas: the
// screen's name, its controls as real elements with their roles, labels and
// states (the one with the game's focus marked as the canvas's active
// descendant), and live regions that receive the narration, so that a screen
// reader reads the game and can use its controls. Elsewhere it keeps the
// same account for tests (and, later, the desktop's speech).
package access

import "goose/ui/form"

// maxLog is how many narrated lines the browser's log region keeps: enough
// to read back a few turns, not a whole game's DOM.
const maxLog = 50

// mirror is what assistive technology is told now.
type mirror struct {
	screen   string
	controls []form.Info
	focus    int // index in controls, or -1
	said     []string
	used     []int // controls used from the mirror, not yet taken by the game
}

var now = mirror{focus: -1}

// Show replaces the screen's controls (call it when the screen or its form
// changed, not every frame: it rebuilds elements).
func Show(screen string, cs []form.Info) {
	now.screen = screen
	now.controls = append(now.controls[:0], cs...)
	now.focus = -1
	for i, c := range cs {
		if c.Focused {
			now.focus = i
		}
	}
	show(&now)
}

// Say gives a line of narration to the live region: urgent lines (a winner)
// interrupt, others wait their turn.
func Say(line string, urgent bool) {
	if line == "" {
		return
	}
	now.said = append(now.said, line)
	if len(now.said) > maxLog {
		now.said = append(now.said[:0], now.said[len(now.said)-maxLog:]...)
	}
	say(line, urgent)
}

// Activate is assistive technology using the i-th control of the last Show
// (a screen reader's activation of a mirrored button: the browser's mirror
// calls it; so do tests).
func Activate(i int) { now.used = append(now.used, i) }

// Used takes the next control that assistive technology used, by its index
// in the last Show.
func Used() (int, bool) {
	if len(now.used) == 0 {
		return 0, false
	}
	i := now.used[0]
	now.used = now.used[1:]
	return i, true
}

// Shown reports what the mirror holds (for tests): the screen, its controls
// and the lines said.
func Shown() (screen string, cs []form.Info, said []string) {
	return now.screen, now.controls, now.said
}

// Forget clears the lines said (tests begin from none).
func Forget() { now.said = now.said[:0] }
