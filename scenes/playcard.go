package scenes

import (
	"image"

	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
)

// The play screen's card is declared with the form layer's layout: what
// stands under what and how tall (theme units). Its controls stay the HUD's
// own ui.Buttons, drawn from hudShows; the form only says where each goes,
// and runs on Layout, never a tick.

// lay places a declared layout of boxes in area, from its top.
func lay(th *ui.Theme, area image.Rectangle, root *form.Node) {
	form.New(nil, root).Layout(th, area)
}

// tapBox is room u theme units tall, a finger's on a phone (ui.Theme.Tap);
// put hears where it went.
func tapBox(th *ui.Theme, u float64, put func(image.Rectangle)) *form.Node {
	return form.Box(func(float64) float64 { return th.Tap(u) }, put)
}

// cardSide is the card's margin either side of its controls (theme units).
const cardSide = 18

// layout places the card's column in the view's card: the header, the
// seats' rows and the prompt, then the dice (where v.diceY says) and the
// banner, then the throw button; the speeds and the menu stand at its foot.
// Under the dice, h.under is where the throw button, a person's choices or
// a watched game's pause and scrubber go: each in its turn, so in one place.
func (h *hud) layout(c *Context, v *playView) {
	th := c.Th
	under := form.Col(
		form.Box(nil, nil).H(8),
		tapBox(th, throwH, func(r image.Rectangle) { h.roll.Rect = r }),
	).Gap(-1)
	top := form.Col(
		form.Box(func(float64) float64 { return diceTopPx(th, len(v.pieces)) }, func(r image.Rectangle) { v.diceY = r.Max.Y }),
		form.Box(nil, nil).H(throwTop-8), // the dice and the banner
		under,
	).Gap(-1)
	lay(th, v.hud, form.Margin(cardSide, 0, top))
	h.under = under.Rect()
	var foot []*form.Node
	for _, sp := range present.Slowest[1:] { // ½× (or ¼×, in the same place), then 1× to instant
		foot = append(foot, tapBox(th, 44, func(r image.Rectangle) { h.speedBtn[sp].Rect = r }))
	}
	foot = append(foot, tapBox(th, 44, func(r image.Rectangle) { h.menu.Rect = r }).W(86)) // room for ½× in its own face
	lay(th, v.hud, form.Margin(cardSide, 0, form.Col(form.Fill(nil), form.Row(foot...).Gap(8), form.Box(nil, nil).H(18)).Gap(-1)))
	h.speedBtn[present.Quarter].Rect = h.speedBtn[present.Half].Rect
}

// slowShown shows one of the slower speeds' buttons (½× and ¼×, which share
// a place on the card): ¼× while it is the speed, else ½×.
func slowShown(slow []ui.Button, speed int) {
	quarter := present.Speed(speed) == present.Quarter
	slow[0].Hidden, slow[1].Hidden = quarter, !quarter
}
