package scenes

import (
	"image"

	"testing"

	"goose/scenes/narrate"
	"goose/ui/store"
)

// What the HUD says matches what the board shows at every tick of a
// computer game at 1× (issue 30, defect 6): the prompt names the seat whose
// turn is being shown, not the engine's next while the last goose still
// walks, and each seat's line names the square its goose is shown on.
func TestHUDSaysWhatTheBoardShowsAtEveryTick(t *testing.T) {
	m := newManager(t, nil)
	s := store.DefaultSetup()
	for i := range s.Seats {
		s.Seats[i].Computer, s.Seats[i].Level = true, "easy"
	}
	p := startPlay(t, m, s)
	m.C.Settings.Speed = 0 // 1×: every hop and flight shown
	moving, bad := 0, 0
	for tick := 0; tick < 60*60*30 && !p.show.End.Over; tick++ {
		step(t, m, 1)
		if m.Current() != p {
			break
		}
		mo := p.show
		if e, _ := mo.Current(); e == nil && !mo.Drained() {
			continue // an action taken this tick, its events not yet begun: the board shows the moment before it
		}
		turn := mo.Turn
		if e, _ := mo.Current(); e == nil || turn < 0 { // between events: the engine's next
			turn = p.g.Current()
		}
		if turn < 0 {
			continue // before the order is thrown
		}
		if want := narrate.ToPlay(p.names[turn], p.cpu.person(turn)).String(); p.hud.prompt != want && !mo.End.Over {
			if bad++; bad < 5 {
				t.Errorf("tick %d: the HUD says %q while the board shows %s's turn (model turn %d, engine %d, drained %v, ver %d)", tick, p.hud.prompt, p.names[turn], mo.Turn, p.g.Current(), mo.Drained(), mo.Ver)
			}
		}
		for i := range mo.Seats {
			for j := range mo.Seats[i].Geese {
				g := &mo.Seats[i].Geese[j]
				if g.Off {
					continue
				}
				if g.Moving {
					moving++
				}
				if got, want := p.hud.statuses[i].Pieces[j], mo.Shown(i, j); got != want {
					if bad++; bad < 5 {
						t.Errorf("tick %d: %s's line names square %d, the board shows it on %d", tick, p.names[i], got, want)
					}
				}
			}
		}
	}
	if !p.show.End.Over {
		t.Fatal("the game did not end in half an hour of ticks")
	}
	if moving == 0 {
		t.Fatal("no goose was ever seen moving: the test saw no animation")
	}
	if bad > 0 {
		t.Errorf("%d ticks where the HUD and the board disagree", bad)
	}
}

// A banner (the inn, a goose, Throw again!) stands clear of the dice and of
// the throw button under it, at every size, in the face it is drawn in
// (issue 30, #19: its descenders all but touched the button).
func TestBannerClearOfTheThrowButton(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.DefaultSetup())
	for _, size := range screens {
		m.Resize(size[0], size[1])
		p.Layout(m.C)
		th := m.C.Th
		mid := float64(p.view.diceY) + th.S(bannerMid)
		face := th.Big // the largest a banner is drawn in
		if bottom, button := mid+face.Size*0.6, float64(p.hud.roll.Rect.Min.Y)-th.S(6); bottom > button {
			t.Errorf("%dx%d: the banner reaches %.0f, the throw button begins at %.0f", size[0], size[1], bottom, button+th.S(6))
		}
		if top, dice := mid-face.Size*0.6, float64(p.view.diceY)+th.S(64); top < dice {
			t.Errorf("%dx%d: the banner begins at %.0f, over the dice down to %.0f", size[0], size[1], top, dice)
		}
	}
}

// The pause menu sits on a card, title and buttons, at every size (issue 30,
// #18: they floated on the dimmed board, its numbers between the buttons).
func TestPauseMenuOnACard(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.DefaultSetup())
	for _, size := range screens {
		m.Resize(size[0], size[1])
		p.pause.show()
		p.Layout(m.C)
		card := p.pause.card.Rect()
		shown := p.Form().Controls()
		if len(shown) != 6 { // the title and five buttons
			t.Errorf("%dx%d: the menu shows %d controls", size[0], size[1], len(shown))
		}
		for _, c := range shown {
			if !c.Rect.In(card) {
				t.Errorf("%dx%d: %q %v is off the card %v", size[0], size[1], c.Label, c.Rect, card)
			}
		}
		if !card.In(image.Rect(0, 0, size[0], size[1])) {
			t.Errorf("%dx%d: the card %v is off the screen", size[0], size[1], card)
		}
	}
}
