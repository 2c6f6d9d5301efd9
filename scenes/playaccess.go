package scenes

import (
	"goose/ui"
	"goose/ui/form"
)

// told is what assistive technology was last told of the play screen's
// controls (their shows, compared whole each tick: nothing allocated).
type told struct {
	own   ownButtons
	picks shownPicks
	menu  bool   // the paused game's menu was told: its form's controls
	menuV uint64 // the menu form's version told
	guide uint64 // the guide's card's version told
	ver   uint64
}

// The play screen's controls are drawn into the HUD's layer, not declared
// on a form; these tell them to assistive technology as a form's are told:
// the throw (named for whose throw it is), a person's choices, the speeds
// and the menu.

// Version changes when a control shown changes.
func (p *Play) Version() uint64 {
	s, t := &p.hud.shows, &p.hud.told
	menuV, gv := p.pause.form.Version(), p.guide.version()
	if s.own != t.own || s.picks != t.picks || p.pause.open != t.menu || p.pause.open && menuV != t.menuV || gv != t.guide {
		t.own, t.picks, t.menu, t.menuV, t.guide = s.own, s.picks, p.pause.open, menuV, gv
		t.ver++
	}
	return t.ver + p.hud.squares.ver
}

// Controls lists the controls shown, as they read.
func (p *Play) Controls() []form.Info {
	if p.pause.open {
		return p.pause.form.Controls()
	}
	var out []form.Info
	add := func(b shownButton, role form.Role) {
		const hidden, disabled, selected, focused = 1 << 0, 1 << 1, 1 << 3, 1 << 6
		if b.b == nil || b.look&hidden != 0 || b.label == "" {
			return
		}
		out = append(out, form.Info{Role: role, Label: b.label, Enabled: b.look&disabled == 0,
			Selected: b.look&selected != 0, Focused: b.look&focused != 0, Rect: b.rect})
	}
	s := &p.hud.told
	add(s.own.roll, form.RoleButton)
	for i := range s.picks.n {
		add(s.picks.b[i], form.RoleButton)
	}
	for _, b := range s.own.speed {
		add(b, form.RoleOption)
	}
	add(s.own.menu, form.RoleButton)
	add(s.own.newest, form.RoleButton)
	return p.helpControls(append(out, p.guide.controls()...))
}

// Use presses the i-th control Controls lists, as a click would.
func (p *Play) Use(i int) {
	if p.pause.open {
		p.pause.form.Use(i)
		return
	}
	cs := p.Controls()
	if i < 0 || i >= len(cs) {
		return
	}
	if gc := p.guide.controls(); i >= len(cs)-len(gc) { // the guide's card's, listed last
		p.guide.form.Use(i - (len(cs) - len(gc)))
		return
	}
	for _, b := range p.buttons() {
		if b.Rect == cs[i].Rect && b.Label == cs[i].Label {
			b.Push()
			return
		}
	}
}

// buttons are the HUD's buttons and the choices.
func (p *Play) buttons() []*ui.Button {
	out := []*ui.Button{&p.hud.roll, &p.hud.menu, &p.hud.scroll.newest}
	for i := range p.hud.speedBtn {
		out = append(out, &p.hud.speedBtn[i])
	}
	for i := range p.picker.buttons {
		out = append(out, &p.picker.buttons[i])
	}
	return out
}

// ScreenTitle is what the play screen is called to assistive technology:
// the HUD's header (the rules, the round, the pot).
func (p *Play) ScreenTitle() string { return p.hud.header }
