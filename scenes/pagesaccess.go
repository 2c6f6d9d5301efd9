package scenes

import (
	"strconv"

	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// accessPage is the settings' accessibility page (issue 29): read aloud,
// one switch (the focus moves on by itself) and dwell (resting the pointer
// presses), each remembered with the settings and in effect at once.
func accessPage(c *Context) *form.Node {
	a := &c.Settings.Access
	help := func(id string) *form.Node { return form.Text(id).In(form.Small).Ink(ui.InkSoft) }
	return form.Col(append(seeingSettings(c),
		form.Check("ui.readAloud", &a.ReadAloud, c.SaveSettings),
		help("ui.readAloudHelp"),
		form.Text("ui.noVoice").In(form.Small).Ink(ui.Madder).When(func() bool { return a.ReadAloud && looked && voice == nil }),
		setting("ui.scan", form.Row(secondsOptions(c, &a.Scan, store.MaxScan, 0, 0.5, 1, 2, 3, 5)...).Gap(8)),
		help("ui.scanHelp"),
		setting("ui.dwell", form.Row(secondsOptions(c, &a.Dwell, store.MaxDwell, 0, 0.5, 1, 2, 3)...).Gap(8)),
		help("ui.dwellHelp"),
	)...).Gap(8)
}

// secondsOptions are a button for each of the times given (0: off) that
// sets *v and keeps the settings.
func secondsOptions(c *Context, v *float64, most float64, times ...float64) []*form.Node {
	var out []*form.Node
	for _, t := range times {
		if t > most {
			continue
		}
		label := func() string {
			switch t {
			case 0:
				return say("ui.off")
			case 0.5:
				return say("ui.seconds", "½")
			}
			return say("ui.seconds", strconv.FormatFloat(t, 'f', -1, 64))
		}
		out = append(out, form.ButtonOf(label, func() {
			*v = t
			c.SaveSettings()
		}).Selected(func() bool { return *v == t }).H(46))
	}
	return out
}
