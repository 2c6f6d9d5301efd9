package scenes

import (
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// seeingSettings are the accessibility page's text size and theme (issue
// 29): each takes effect at once, the screen laid out again (Manager.Resize)
// or drawn in the other inks (ui.UseContrast), and is kept.
func seeingSettings(c *Context) []*form.Node {
	a := &c.Settings.Access
	var sizes []*form.Node
	for _, pct := range store.TextSizes {
		size := store.TextSize(pct)
		if pct == store.TextSizes[0] {
			size = 0
		}
		sizes = append(sizes, form.ButtonArgs("ui.percent", func() []any { return []any{pct} }, func() {
			a.Text = size
			c.SaveSettings()
		}).Selected(func() bool { return a.Text == size }).H(46))
	}
	theme := func(id string, on store.Contrast) *form.Node {
		return form.Button(id, func() {
			a.Contrast = on
			ui.UseContrast(bool(on))
			c.SaveSettings()
		}).Selected(func() bool { return a.Contrast == on }).H(46)
	}
	return []*form.Node{
		setting("ui.textSize", form.Row(sizes...).Gap(8)),
		setting("ui.theme", form.Row(theme("ui.themeNormal", false), theme("ui.themeContrast", true)).Gap(8)),
		form.Text("ui.seeingHelp").In(form.Small).Ink(ui.InkSoft),
	}
}
