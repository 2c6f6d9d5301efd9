package form

import "goose/ui"

// checkOf is a toggle of a value the screen keeps itself (a setting of the
// square chosen now, which moves as another is chosen).
type checkOf struct {
	check
	get func() bool
	set func(on bool)
}

// CheckOf is a toggle whose state get reads at each refresh and set
// changes when it is used.
func CheckOf(id string, get func() bool, set func(on bool)) *Node {
	c := &checkOf{get: get, set: set}
	c.wording.id, c.on = id, new(bool)
	return leaf(c)
}

func (c *checkOf) words(n *Node, say Say) {
	*c.on = c.get()
	c.check.words(n, say)
}

func (c *checkOf) update(n *Node, in *ui.Input) bool {
	if !c.check.update(n, in) {
		return false
	}
	c.set(*c.on)
	return true
}
