package scenes

import "goose/ui/form"

// assistShots takes the screenshots of the assists of issue 29 (with
// --screenshot-dir), once a screen: its scanning highlight on the second
// control (after the first's longer pause and a step), and a dwell ring
// half full.
type assistShots struct {
	on            Scene
	scanT, dwellT int
}

func (a *assistShots) take(c *Context, sc Scene) {
	if c.Opt.ScreenshotDir == "" {
		return
	}
	if sc != a.on {
		*a = assistShots{on: sc}
	}
	if s := form.Assisting.Scan; s > 0 {
		if a.scanT++; a.scanT == 3*s+s/2 {
			c.Shot(sc.Name() + "-scan")
		}
	}
	a.dwellT++
	if !dwelling(sc) {
		a.dwellT = 0
	}
	if d := form.Assisting.Dwell; d > 0 && a.dwellT == d/2 {
		c.Shot(sc.Name() + "-dwell")
	}
}
