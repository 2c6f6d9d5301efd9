package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// shownSpeeds are the speeds the card's foot shows, left to right.
func shownSpeeds(p *Play) []present.Speed {
	var out []present.Speed
	for x := -1; ; {
		next, at := -1, 1<<30
		for i := range p.hud.speedBtn {
			if b := &p.hud.speedBtn[i]; !b.Hidden && b.Rect.Min.X > x && b.Rect.Min.X < at {
				next, at = i, b.Rect.Min.X
			}
		}
		if next < 0 {
			return out
		}
		out, x = append(out, present.Speed(next)), at
	}
}

// At a large text size the card's foot shows fewer speeds, in the body's
// face (issue 29): the one chosen and its neighbours, so each speed is a
// step away; a speed not shown is still a key away, and the menu's label
// has its room. At 200 % the six buttons drew '½×' in the tiny face.
func TestTheFootShowsTheNeighbouringSpeedsAtLargeText(t *testing.T) {
	for _, tc := range []struct {
		w, h, text int
		n          int // speeds shown
	}{{1280, 720, 100, 5}, {1280, 720, 125, 5}, {1280, 720, 150, 5}, {1280, 720, 200, 4}, {390, 844, 100, 5}, {390, 844, 200, 4}} {
		m := newManager(t, nil)
		m.C.Settings.Access.Text = store.TextSize(tc.text)
		m.Resize(tc.w, tc.h)
		p := startPlay(t, m, store.DefaultSetup())
		m.C.Settings.Speed = int(present.Speed1x)
		step(t, m, 1)
		got := shownSpeeds(p)
		if len(got) != tc.n {
			t.Fatalf("%dx%d %d%%: the foot shows %v, want %d speeds", tc.w, tc.h, tc.text, got, tc.n)
		}
		if got[0] != present.Half || got[1] != present.Speed1x {
			t.Errorf("%dx%d %d%% at 1×: the foot shows %v, want ½× then 1×", tc.w, tc.h, tc.text, got)
		}
		th := m.C.Th
		for _, b := range append([]*ui.Button{&p.hud.menu}, func() (bs []*ui.Button) {
			for _, sp := range got {
				bs = append(bs, &p.hud.speedBtn[sp])
			}
			return
		}()...) {
			if f := b.LabelFace(th); f != th.Body {
				t.Errorf("%dx%d %d%%: %q drawn at %.0f px, not the body's %.0f", tc.w, tc.h, tc.text, b.Label, f.Size, th.Body.Size)
			}
			if th.Portrait && b.Rect.Dy() < int(th.S(ui.Touch)) {
				t.Errorf("%dx%d %d%%: %q is %d px tall, under a finger's %.0f", tc.w, tc.h, tc.text, b.Label, b.Rect.Dy(), th.S(ui.Touch))
			}
		}
		// Faster, step by step, by the button right of the chosen one, to instant.
		for range 3 {
			now := present.Speed(m.C.Settings.Speed)
			got = shownSpeeds(p)
			at := -1
			for j, sp := range got {
				if sp == now {
					at = j
				}
			}
			if at < 0 || at+1 >= len(got) {
				t.Fatalf("%dx%d %d%%: %v shown, %v chosen: no faster one beside it", tc.w, tc.h, tc.text, got, now)
			}
			click(t, m, p.hud.speedBtn[got[at+1]].Rect)
			step(t, m, 1)
		}
		if sp := present.Speed(m.C.Settings.Speed); sp != present.Instant {
			t.Errorf("%dx%d %d%%: three steps faster from 1× reach %v, not instant", tc.w, tc.h, tc.text, sp)
		}
		if got := shownSpeeds(p); got[len(got)-1] != present.Instant {
			t.Errorf("%dx%d %d%%: at instant the foot shows %v", tc.w, tc.h, tc.text, got)
		}
		key(t, m, ebiten.Key1) // 1×, though not shown at 200 %
		if sp := present.Speed(m.C.Settings.Speed); sp != present.Speed1x {
			t.Errorf("%dx%d %d%%: the key 1 chose %v, not 1×", tc.w, tc.h, tc.text, sp)
		}
	}
}

// A pointer resting on a speed uses it once (issue 29): the speeds move
// along when one is chosen, and the faster one then under the pointer is
// not chosen in turn until the pointer leaves and comes back.
func TestDwellOnASpeedChoosesItOnce(t *testing.T) {
	defer func() { form.Assisting = form.Assist{} }()
	m := newManager(t, nil)
	m.C.Settings.Access.Text = 200
	m.C.Settings.Access.Dwell = 0.5
	m.Resize(1280, 720)
	p := startPlay(t, m, store.DefaultSetup())
	m.C.Settings.Speed = int(present.Speed1x)
	step(t, m, 1)
	at := p.hud.speedBtn[present.Speed2x].Rect.Min.Add(p.hud.speedBtn[present.Speed2x].Rect.Max).Div(2)
	for range 200 {
		m.C.In.Reset()
		m.C.In.X, m.C.In.Y = at.X, at.Y
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if sp := present.Speed(m.C.Settings.Speed); sp != present.Speed2x {
		t.Errorf("resting on 2× for 200 ticks chose %v, not 2× once", sp)
	}
}
