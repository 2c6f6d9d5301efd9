package scenes

import (
	"fmt"

	"goose/ui"
	"goose/ui/form"
)

// pacePage is the settings' Time and sound page (issue 29): the rest
// between turns or waiting for the player, reduced motion, and the volumes
// of the effects, the music and the speech, each remembered with the
// settings and in effect at once. silent: no sound device (the effects and
// the music would change nothing: the page says so in their place).
func pacePage(c *Context, silent func() bool) *form.Node {
	p, v := &c.Settings.Pace, &c.Settings.Volumes
	help := func(id string) *form.Node { return form.Text(id).In(form.Small).Ink(ui.InkSoft) }
	sound := func() bool { return !silent() }
	var pauses []*form.Node
	for i, k := range []float64{0.5, 1, 2, 4} {
		label := [...]string{"×½", "×1", "×2", "×4"}[i]
		pauses = append(pauses, form.ButtonOf(func() string { return label }, func() {
			p.Pause, p.WaitForMe = k, false
			c.SaveSettings()
		}).Selected(func() bool { return !p.WaitForMe && p.PauseScale() == k }).H(46))
	}
	pauses = append(pauses, form.Button("ui.waitForMeOption", func() {
		p.WaitForMe = true
		c.SaveSettings()
	}).Selected(func() bool { return p.WaitForMe }).H(46))
	return form.Col(
		setting("ui.betweenTurns", form.Grid(5, 2, pauses...).Gap(8)),
		help("ui.betweenTurnsHelp"),
		form.Check("ui.reduceMotion", &p.ReduceMotion, c.SaveSettings),
		help("ui.reduceMotionHelp"),
		form.Text("ui.systemReduces").In(form.Small).Ink(ui.Madder).When(ui.ReducedMotion),
		form.Text("ui.noSound").In(form.Small).Ink(ui.InkSoft).When(silent),
		setting("ui.effects", percents(c, &v.Effects, func() {
			c.Settings.Volume = v.Effects // for an older Goose reading the file
			c.Sound.SetVolume(v.Effects)
			c.Sound.Play("click")
		})).When(sound),
		setting("ui.musicVolume", percents(c, &v.Music, func() {
			if m, ok := c.Sound.(interface{ SetMusicVolume(float64) }); ok {
				m.SetMusicVolume(v.Music)
			}
		})).When(sound),
		setting("ui.speechVolume", percents(c, &v.Speech, func() {
			c.Narrate(say("ui.speechVolume"), true) // heard at the volume chosen, when read aloud
		})),
		form.Text("ui.speechNoVolume").In(form.Small).Ink(ui.InkSoft).When(func() bool { return voice != nil && !voice.Volumed() }),
	).Gap(8)
}

// percents are a row of volumes, 0 to 100 % in quarters (a row on a
// phone too), that set *v, apply it and keep the settings; a volume between
// two (an older file's 80 %) shows as the nearest.
func percents(c *Context, v *float64, apply func()) *form.Node {
	var out []*form.Node
	for i := range 5 {
		label := fmt.Sprintf("%d%%", i*25)
		out = append(out, form.ButtonOf(func() string { return label }, func() {
			*v = float64(i) * 0.25
			apply()
			c.SaveSettings()
		}).Selected(func() bool { return int(*v*4+0.5) == i }).H(46))
	}
	return form.Grid(5, 5, out...).Gap(8)
}
