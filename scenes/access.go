package scenes

import (
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/access"
	"goose/ui/form"
	"goose/ui/speech"
	"goose/ui/store"
)

// formed is a screen whose controls are declared on the form layer.
type formed interface{ Form() *form.Form }

// mirrored is what assistive technology was last told of the screen.
type mirrored struct {
	scene   Scene
	told    tellable // what of the scene was told (a dialog has its own form: the lobby's name)
	version uint64
	focus   string       // the label of the control last told focused
	applied store.Access // the access settings in effect
}

// voice is the system's speech, found when reading aloud is first asked
// for (nil: none found, or never asked); voiceErr why there is none.
var (
	voice    *speech.Speaker
	voiceErr error
	looked   bool
)

// applyAccess puts the access settings into effect: scanning and dwell on
// every form, and the speech.
func applyAccess(a store.Access) {
	form.Assisting = form.Assist{Scan: int(a.Scan * 60), Dwell: int(a.Dwell * 60)}
	ui.ScanFocus = a.Scan > 0
	if a.ReadAloud && !looked {
		looked = true
		voice, voiceErr = speech.Find()
	}
}

// Narrate tells assistive technology a line of the game: the browser's live
// region, and the speech when the player has it read aloud. An urgent line
// (a winner) cuts in.
func (c *Context) Narrate(line string, urgent bool) {
	access.Say(line, urgent)
	if c.Settings.Access.ReadAloud {
		voice.SayAt(line, narrate.Current().Code, urgent, c.Settings.Volumes.Speech)
	}
}

// mirror keeps assistive technology's account of the screen (ui/access)
// up to date, only when the screen or its controls changed, and passes on
// a control used from there to the form, which uses it on its next tick.
func (m *Manager) mirror() {
	if m.C.Settings.Access != m.acc.applied {
		m.acc.applied = m.C.Settings.Access
		applyAccess(m.acc.applied)
	}
	t := telling(m.cur)
	if t == nil {
		if m.acc.scene != m.cur {
			m.acc.scene, m.acc.version, m.acc.focus = m.cur, 0, ""
			access.Show(m.cur.Name(), nil)
		}
		return
	}
	same := m.acc.scene == m.cur && m.acc.told == t
	if i, used := access.Used(); used && same {
		t.Use(i)
	}
	if same && m.acc.version == t.Version() {
		return
	}
	if same { // a control changed with no input (used from the tree, a scan's step): the picture must follow
		m.dirty, m.still = redrawFrames, 0
	}
	m.acc.scene, m.acc.told, m.acc.version = m.cur, t, t.Version()
	cs := t.Controls()
	name := m.cur.Name()
	if st, ok := m.cur.(interface{ ScreenTitle() string }); ok {
		name = st.ScreenTitle()
	}
	for _, c := range cs {
		if c.Role == form.RoleHeading {
			name = c.Label // the screen's own title, in the player's language
			break
		}
	}
	access.Show(name, cs)
	m.sayFocus(cs)
}

// told is a screen's controls as assistive technology hears of them: a
// form's, or the play screen's HUD.
type tellable interface {
	Controls() []form.Info
	Version() uint64
	Use(i int)
}

func telling(s Scene) tellable {
	if t, ok := s.(tellable); ok { // a screen that tells itself (play: its HUD, or its menu)
		return t
	}
	if f, ok := s.(formed); ok {
		return f.Form()
	}
	return nil
}

// sayFocus reads the control the focus came to aloud (a screen reader in a
// browser reads the mirror's own focus).
func (m *Manager) sayFocus(cs []form.Info) {
	for _, c := range cs {
		if c.Focused && c.Label != m.acc.focus {
			m.acc.focus = c.Label
			if m.C.Settings.Access.ReadAloud {
				voice.SayAt(c.Label, narrate.Current().Code, true, m.C.Settings.Volumes.Speech)
			}
		}
	}
}
