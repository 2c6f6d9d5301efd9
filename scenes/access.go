package scenes

import (
	"goose/ui/access"
	"goose/ui/form"
)

// formed is a screen whose controls are declared on the form layer.
type formed interface{ Form() *form.Form }

// mirrored is what assistive technology was last told of the screen.
type mirrored struct {
	scene   Scene
	version uint64
}

// mirror keeps assistive technology's account of the screen (ui/access)
// up to date, only when the screen or its controls changed, and passes on
// a control used from there to the form, which uses it on its next tick.
func (m *Manager) mirror() {
	f, ok := m.cur.(formed)
	if !ok {
		if m.acc.scene != m.cur {
			m.acc = mirrored{scene: m.cur}
			access.Show(m.cur.Name(), nil)
		}
		return
	}
	if i, used := access.Used(); used && m.acc.scene == m.cur {
		f.Form().Use(i)
	}
	if m.acc.scene == m.cur && m.acc.version == f.Form().Version() {
		return
	}
	m.acc = mirrored{scene: m.cur, version: f.Form().Version()}
	cs := f.Form().Controls()
	name := m.cur.Name()
	for _, c := range cs {
		if c.Role == form.RoleHeading {
			name = c.Label // the screen's own title, in the player's language
			break
		}
	}
	access.Show(name, cs)
}
