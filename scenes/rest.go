package scenes

import (
	"goose/engine"
	"goose/scenes/table"
)

// The scenes that keep still while they wait for a person (issue 17: a
// game that sleeps when nothing moves). Each says what would move it; input
// wakes every scene anyway (Manager.Step).

// Resting: the title has no animation.
func (t *Title) Resting(*Context) bool { return true }

// Resting: unless a name or a path is being typed (its caret blinks).
func (s *Setup) Resting(*Context) bool { return !s.form.Typing() }

// Resting: the rules page moves only when scrolled.
func (p *RulesPage) Resting(*Context) bool { return true }

// Resting: the settings move only when changed.
func (s *SettingsPage) Resting(*Context) bool { return true }

// Resting: the list of replays moves only when paged.
func (r *ReplayList) Resting(*Context) bool { return true }

// Resting: unless a field (the name, the summary, a path) is being typed in.
func (e *Editor) Resting(*Context) bool { return !e.form.Typing() }

// Resting: once the story's charts are drawn (they are worked out off the loop).
func (r *Results) Resting(*Context) bool { return r.story.done() }

// Resting: while a person is to throw or choose, with every event shown and
// the odds of the position worked out and shown.
func (p *Play) Resting(c *Context) bool {
	g := p.g
	if c.Opt.Autoplay || (p.t.Waiting() && p.t.Who(g.Current()) == table.Away) || !p.show.Drained() || p.show.End.Over || p.odds.busy || p.odds.waiting {
		return false
	}
	if p.pause.open || p.await.on { // the menu, or the table waiting for the player's press
		return true
	}
	if s := g.Current(); s < 0 || !p.cpu.person(s) || !p.show.Due() {
		return false
	}
	switch g.Due() {
	case engine.ActRoll:
		return g.WillThrow() // a held turn is played at once, not waited for
	case engine.ActChoose:
		return true
	}
	return false
}

// Resting: unless a field has the caret or a connection or a host is being
// made (their answers come off the loop).
func (o *Online) Resting(*Context) bool {
	return !o.form.Typing() && !o.busy()
}

// Resting: the lobby changes only when the host says so, and the client
// wakes the window for each word from it (client.OnReply): drawn on the
// tick it changed; and not while a seat's name is typed (its caret blinks).
func (l *Lobby) Resting(*Context) bool { return !l.moved && !l.namer.shown() }
