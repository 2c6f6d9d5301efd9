package scenes

import (
	"fmt"
	"image"
	"testing"

	"goose/ui/form"
	"goose/ui/store"
)

// On a phone held upright (at one and at three device pixels a CSS pixel)
// every control of the replay viewer, its pause, its scrubber, the speeds
// and the menu, and every button of the pause menu is at least 44 CSS px
// tall, on the screen; the pause menu's buttons lie on its card (issue 30,
// phone: the viewer's pause was 28 px, the menu's buttons 36; TestPhonePlayControlsAndBoard
// measures the play screen's).
func TestPhoneWatchAndPauseTargets(t *testing.T) {
	st := store.NewMem()
	m := newManager(t, st)
	s := sixSeats("")
	s.Seats = s.Seats[:3]
	p := startPlay(t, m, s)
	playToEnd(t, m)
	list := NewReplayList(m.C, nil)
	rec, err := loadReplay(m.C, list.list[0].Slot)
	if err != nil {
		t.Fatal(err)
	}
	w, err := WatchReplay(m.C, rec)
	if err != nil {
		t.Fatal(err)
	}
	m.cur = w
	for _, ph := range phones {
		m.Resize(ph.w, ph.h)
		least := 44 * ph.css
		screen := image.Rect(0, 0, ph.w, ph.h)
		w.Layout(m.C)
		controls := map[string]image.Rectangle{"pause": w.watch.pause.Rect, "scrubber": w.watch.hit, "menu": w.hud.menu.Rect}
		for i := range w.hud.speedBtn {
			if !w.hud.speedBtn[i].Hidden { // a speed not shown has no place (¼×, while ½× is shown)
				controls[w.hud.speedBtn[i].Label] = w.hud.speedBtn[i].Rect
			}
		}
		for name, r := range controls {
			if float64(r.Dy()) < least || !r.In(screen) {
				t.Errorf("the viewer at %dx%d: %s is %v, %.0f CSS px tall, want 44", ph.w, ph.h, name, r, float64(r.Dy())/ph.css)
			}
		}
		if !w.watch.track.In(w.watch.hit) || w.watch.track.Dy() <= 0 {
			t.Errorf("the viewer at %dx%d: the track %v is not in its room %v", ph.w, ph.h, w.watch.track, w.watch.hit)
		}

		m.cur = p
		p.pause.show()
		p.Layout(m.C)
		card := p.pause.card.Rect()
		buttons := 0
		for _, c := range p.Form().Controls() {
			if c.Role != form.RoleButton || c.Rect.Empty() {
				continue
			}
			buttons++
			if what := fmt.Sprintf("the pause menu at %dx%d: %q %v", ph.w, ph.h, c.Label, c.Rect); float64(c.Rect.Dy()) < least {
				t.Errorf("%s is %.0f CSS px tall, want 44", what, float64(c.Rect.Dy())/ph.css)
			} else if !c.Rect.In(card) || !card.In(screen) {
				t.Errorf("%s is off its card %v", what, card)
			}
		}
		if buttons < 5 {
			t.Errorf("the pause menu at %dx%d has %d buttons", ph.w, ph.h, buttons)
		}
		p.pause.hide()
		m.cur = w
	}
}
