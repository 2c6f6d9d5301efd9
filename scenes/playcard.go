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
	n := speedsShown(th, v.hud.Dx()-2*th.I(cardSide), h.menu.Label)
	var foot []*form.Node
	for j := range n { // the places of the speeds shown, left to right
		foot = append(foot, tapBox(th, 44, func(r image.Rectangle) { h.speedAt[j] = r }))
	}
	foot = append(foot, tapBox(th, 44, func(r image.Rectangle) { h.menu.Rect = r }).W(menuUnits(th, h.menu.Label)))
	lay(th, v.hud, form.Margin(cardSide, 0, form.Col(form.Fill(nil), form.Row(foot...).Gap(footGap), form.Box(nil, nil).H(18)).Gap(-1)))
	h.speeds, h.placedFor = n, -1
	h.placeSpeeds(c.Settings.Speed)
}

// footGap is the room between the foot's buttons (theme units).
const footGap = 8

// menuUnits is the menu button's width (theme units): 86, the room of ½×
// in its own face, or its label's in the body's face where that is wider.
func menuUnits(th *ui.Theme, label string) float64 {
	return max(86, (ui.TextWidth(label, th.Body)+2*th.S(8)+th.S(4))/th.Scale)
}

// speedsShown is how many speeds the card's foot shows, beside the menu,
// in w pixels: all five places (½× or ¼×, 1×, 2×, 4×, instant) where
// their labels fit in the body's face, else four or three, the speed
// chosen and its neighbours (a large text size; placeSpeeds).
func speedsShown(th *ui.Theme, w int, menu string) int {
	label := 0.0
	for _, sp := range present.Slowest {
		label = max(label, ui.TextWidth(sp.Label(), th.Body))
	}
	each := label + 2*th.S(8) + th.S(1) + th.S(footGap) // a plate's margins, a pixel's slack, the gap after it
	n := int((float64(w) - th.S(menuUnits(th, menu))) / each)
	return min(max(n, 3), len(present.Slowest)-1)
}

// placeSpeeds shows the speeds the foot has places for, and hides the
// rest: with a place for each, ½× (¼× while it is the speed, in the same
// place) to instant; with fewer, the speed chosen with the slower one
// beside it and the faster ones after, so every speed is a step away.
// A hidden speed has no place (its key still chooses it); they move only
// when the speed changes.
func (h *hud) placeSpeeds(speed int) {
	if speed == h.placedFor {
		return
	}
	h.placedFor = speed
	shown := present.Slowest[1:] // ½×, 1×, 2×, 4×, instant
	at := 0                      // where speed stands among them
	for i, sp := range shown {
		if int(sp) == speed {
			at = i
		}
	}
	first := min(max(at-1, 0), len(shown)-h.speeds)
	for i := range h.speedBtn {
		h.speedBtn[i].Hidden, h.speedBtn[i].Rect = true, image.Rectangle{}
	}
	for j := range h.speeds {
		sp := shown[first+j]
		if sp == present.Half && present.Speed(speed) == present.Quarter {
			sp = present.Quarter // ¼× in ½×'s place while it is the speed
		}
		h.speedBtn[sp].Hidden, h.speedBtn[sp].Rect = false, h.speedAt[j]
	}
}
