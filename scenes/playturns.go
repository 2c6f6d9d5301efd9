package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
)

// computers schedules the computer seats' choices (team variation): each is
// worked out off the game loop (a hard player looks ahead), then the move it
// picked is shown for as long as a person can follow before it is made.
type computers struct {
	players  []player.Player // nil for a person
	levels   []player.Level  // each computer's
	gone     chan struct{}   // closed when the game is left (nil until it is come back to)
	thinking chan engine.Choice
	chosen   bool
	choice   engine.Choice
	showFor  int
	preview  []engine.Event
}

// leave stops the choice being worked out: a hard computer waiting for its
// board's tables stops waiting (player.NewUntil).
func (cp *computers) leave() {
	if cp.gone != nil {
		close(cp.gone)
		cp.gone = nil
	}
}

// back is the game come back to after it was left: a choice worked out
// meanwhile was cut short, so it is asked again, of hard computers made anew
// (they hold nothing but their tables, which a new one finds again).
func (cp *computers) back() {
	if cp.gone != nil {
		return
	}
	cp.gone = make(chan struct{})
	for i, pl := range cp.players {
		if pl != nil && cp.levels[i] == player.Hard {
			cp.players[i] = player.NewUntil(player.Hard, 0, cp.gone)
		}
	}
	cp.thinking = nil
}

// person reports whether seat s is played by a person.
func (cp *computers) person(s int) bool { return cp.players[s] == nil }

// choose moves seat s's choice on by a tick at speed sp; ok when it is to be made.
func (cp *computers) choose(g *engine.Game, s int, sp present.Speed) (ch engine.Choice, ok bool) {
	switch {
	case cp.thinking == nil && !cp.chosen:
		th := make(chan engine.Choice, 1)
		cp.thinking = th
		pl := cp.players[s]
		// The player reads the state and writes only the engine's scratch copy;
		// nothing changes the game until its answer is played.
		go func() { th <- pl.Choose(g) }()
	case cp.thinking != nil:
		select {
		case choice := <-cp.thinking:
			cp.thinking, cp.chosen, cp.choice = nil, true, choice
			cp.preview = append(cp.preview[:0], g.Preview(choice)...)
			cp.showFor = sp.ShowChoice() * present.Sub
		default:
		}
	}
	if !cp.chosen {
		return ch, false
	}
	if cp.showFor > 0 && !sp.Instant() {
		cp.showFor = sp.Countdown(cp.showFor)
		return ch, false
	}
	cp.chosen = false
	cp.preview = cp.preview[:0]
	return cp.choice, true
}

// shown is the preview of the choice about to be made, if any.
func (cp *computers) shown() []engine.Event {
	if !cp.chosen {
		return nil
	}
	return cp.preview
}

// choicePicker lets a person pick how to use the dice (team variation),
// previewing each choice under the pointer or the arrow keys.
type choicePicker struct {
	choices   []engine.Choice
	buttons   []ui.Button
	hover     int // the choice under the pointer or keyboard
	previewOf int // the choice the preview shows
	preview   []engine.Event
	made      engine.Choice // the last choice made (tests)
	oddsVer   int           // the live odds the labels show (markChoices; -1 none, -2 not yet labelled)
}

func (cp *choicePicker) open() bool { return len(cp.buttons) > 0 }

// offer builds the buttons once a choice is due: they stay the same until one is made.
func (cp *choicePicker) offer(g *engine.Game) {
	cp.choices = cp.choices[:0]
	for _, ch := range g.Legal() {
		if !cp.sameAsOffered(g, ch) {
			cp.choices = append(cp.choices, ch)
		}
	}
	st := &g.State
	for _, ch := range cp.choices {
		cp.buttons = append(cp.buttons, ui.Button{Label: narrate.Label(ch, st.Pending[:st.NPending]).String()})
	}
	cp.hover, cp.previewOf, cp.oddsVer = 0, -1, -2
}

// sameAsOffered reports whether ch moves geese that stand exactly like those of
// a choice already offered (geese still together on the start): one button each.
func (cp *choicePicker) sameAsOffered(g *engine.Game, ch engine.Choice) bool {
	pieces := g.State.Seats[g.Current()].Pieces
	same := func(a, b int8) bool {
		if a == b || a < 0 || b < 0 {
			return a == b
		}
		pa, pb := pieces[a], pieces[b]
		return pa.Square == pb.Square && pa.Moved == pb.Moved && pa.Owed == pb.Owed && pa.Held == pb.Held
	}
	for _, o := range cp.choices {
		if o.Sum == ch.Sum && o.Die == ch.Die && same(o.First, ch.First) && same(o.Second, ch.Second) {
			return true
		}
	}
	return false
}

// update reads the keys and the buttons; ok when a choice is picked.
func (cp *choicePicker) update(in *ui.Input, g *engine.Game) (ch engine.Choice, ok bool) {
	n := len(cp.choices)
	if in.Key(ebiten.KeyDown) || in.Key(ebiten.KeyRight) || in.Key(ebiten.KeyTab) {
		cp.hover = (cp.hover + 1) % n
	}
	if in.Key(ebiten.KeyUp) || in.Key(ebiten.KeyLeft) {
		cp.hover = (cp.hover + n - 1) % n
	}
	picked := -1
	for i := range cp.buttons {
		if cp.buttons[i].Update(in) {
			picked = i
		}
		if cp.buttons[i].Hot() {
			cp.hover = i
		}
		cp.buttons[i].Selected = i == cp.hover
	}
	if in.Key(ebiten.KeyEnter) { // not Space: a second press of the throw key must not choose blind
		picked = cp.hover
	}
	if cp.hover != cp.previewOf && cp.hover >= 0 && cp.hover < n {
		cp.preview = append(cp.preview[:0], g.Preview(cp.choices[cp.hover])...)
		cp.previewOf = cp.hover
	}
	if picked < 0 || picked >= n {
		return ch, false
	}
	cp.made = cp.choices[picked]
	cp.buttons, cp.choices, cp.preview = cp.buttons[:0], cp.choices[:0], cp.preview[:0]
	return cp.made, true
}

// layout puts the buttons in area, from its top: in rows of equal buttons,
// two or three a row when there are many, the last row left short.
func (cp *choicePicker) layout(th *ui.Theme, area image.Rectangle) {
	cols := choiceCols(len(cp.buttons), th.Portrait)
	var rows []*form.Node
	for at := 0; at < len(cp.buttons); at += cols {
		row := make([]*form.Node, cols)
		for k := range row {
			row[k] = form.Box(nil, nil) // room a short row leaves
			if i := at + k; i < len(cp.buttons) {
				row[k] = tapBox(th, 32, func(r image.Rectangle) { cp.buttons[i].Rect = r })
			}
		}
		rows = append(rows, form.Row(row...).Gap(6))
	}
	lay(th, area, form.Col(rows...).Gap(4))
}

// choiceCols is how many columns n choices stand in: two when there are
// many, and on a phone, whose buttons are a finger tall, three when there
// are more than eight.
func choiceCols(n int, portrait bool) int {
	switch {
	case portrait && n > 8:
		return 3
	case n > 4 || portrait && n > 2:
		return 2
	}
	return 1
}
