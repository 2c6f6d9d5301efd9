package scenes

import (
	"goose/scenes/present"
	"goose/scenes/table"
	"goose/ui"
)

// frame is the picture seat i's goose j shows now: bobbing idle, winged in
// the air, dancing when its seat has won. With motion reduced it does
// none of that: it stands, and the winner's spreads its wings.
func (v *playView) frame(i, j int, pv *pieceView) int {
	m := v.m
	won := m.End.Celebrate > 0 && m.End.Winner == i
	switch {
	case m.Reduced && won:
		return 2
	case m.Reduced:
		return 0
	case won:
		return 2 + (m.Ticks/10)%2
	case pv.lift > 1:
		return 2
	}
	return (m.Ticks/24 + i*7 + j*3) % 2 // idle bob
}

// calm is how the show keeps time for this player: motion reduced when
// the settings or the system (a browser's prefers-reduced-motion) ask;
// headlines held while the table waits for the player.
func (p *Play) calm(c *Context) present.Calm {
	return present.Calm{Reduced: reducedMotion(c), Hold: p.waitsForMe(c)}
}

// reducedMotion reports whether motion is to be reduced.
func reducedMotion(c *Context) bool { return c.Settings.Pace.ReduceMotion || ui.ReducedMotion() }

// waitsForMe reports whether the table waits for the player before each
// turn it would play by itself: asked in the settings, and only where this
// screen plays those turns (not an online room, whose other players would
// wait too, nor a game watched again, which has its own pause).
func (p *Play) waitsForMe(c *Context) bool {
	if !c.Settings.Pace.WaitForMe || c.Opt.Autoplay || p.watch != nil || p.net != nil {
		return false
	}
	_, local := p.t.(*table.Local)
	return local
}
