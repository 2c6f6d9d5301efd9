package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// At 125, 150 and 200 % text on a laptop and a phone, in every language,
// every page of the editor's panel fits as a player scrolls through it
// (issue 29; the fit test sees only the top of a panel that scrolls): no
// label shrinks or overflows its button, no two controls overlap, none is
// off the screen, and every line the panel says can be scrolled to.
func TestEditorFitsScrolledThroughAtLargeText(t *testing.T) {
	if testing.Short() {
		t.Skip("every language at every large text size")
	}
	var faults []string
	var widgets []image.Rectangle
	var labels []string
	ui.Overflow = func(s string, need, have float64) {
		faults = append(faults, fmt.Sprintf("%q needs %.0f px, has %.0f", s, need, have))
	}
	ui.Shrunk = func(s string, want, got *ui.Face) {
		if !strings.HasSuffix(s, "…") && !keptWhole[s] {
			faults = append(faults, fmt.Sprintf("%q shrinks from %.0f px to %.0f", s, want.Size, got.Size))
		}
	}
	ui.Placed = func(r image.Rectangle, label string) { widgets, labels = append(widgets, r), append(labels, label) }
	defer func() { ui.Overflow, ui.Placed, ui.Shrunk = nil, nil, nil; narrate.Speak(narrate.Languages[0]) }()
	meter := meterReport(t)
	classic, _ := engine.Preset("classic")
	classic.Board.Squares[19].Turns = 2 // an inn: every control of the square page
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		m := newManager(t, nil)
		var eds []*Editor
		for tab := range tabCount {
			e := NewEditor(m.C, classic)
			e.at.sel, e.tab = 19, tab
			eds = append(eds, e)
		}
		eds[tabMeter].meter.take(0, meter, nil)
		eds[tabRules].r.StartThrows = append(eds[tabRules].r.StartThrows, // a row of throws that turns its page
			engine.StartThrow{A: 1, B: 2, To: 60}, engine.StartThrow{A: 2, B: 2, To: 61}, engine.StartThrow{A: 5, B: 5, To: 62})
		fault := NewEditor(m.C, classic) // a fault, said in the panel
		fault.r.Board.Squares[8] = engine.Square{Kind: engine.Jump, To: 10}
		fault.r.Board.Squares[10] = engine.Square{Kind: engine.Jump, To: 8}
		fault.check()
		fault.at.sel = 8
		eds = append(eds, fault)
		for _, at := range fitSizes(l.Code) {
			if at.text == 100 {
				continue
			}
			m.C.Settings.Access.Text = store.TextSize(at.text)
			m.Resize(at.w, at.h)
			screen := ebiten.NewImage(at.w, at.h)
			for _, e := range eds {
				faults, widgets, labels = faults[:0], widgets[:0], labels[:0] // (a row's shared face is fitted as it is laid out)
				e.Layout(m.C)
				e.refresh(m.C)
				where := fmt.Sprintf("%s, %dx%d %d%%, the editor's %s page", l.Code, at.w, at.h, at.text, tabWords[e.tab])
				if e == fault {
					where += " (a fault)"
				}
				th := m.C.Th
				if lh := th.Small.Size * 1.3; float64(len(e.pan.lines))*lh-th.S(edGap) > float64(e.pan.words.Dy())+0.5 {
					t.Errorf("%s: %d lines of words in %d px: the last cut", where, len(e.pan.lines), e.pan.words.Dy())
				}
				step, end := float64(e.pan.area.Dy())/2, e.form.Height(th, float64(e.pan.area.Dx()))
				for y := 0.0; y == 0 || y < end; y += step {
					if y > 0 {
						faults, widgets, labels = faults[:0], widgets[:0], labels[:0]
						e.form.ScrollTo(y)
					}
					e.Draw(screen, m.C)
					for i, r := range widgets {
						if !r.In(screen.Bounds()) {
							faults = append(faults, fmt.Sprintf("%q %v is off the screen", labels[i], r))
						}
						for j, o := range widgets[:i] {
							if r.Overlaps(o) {
								faults = append(faults, fmt.Sprintf("%q %v overlaps %q %v", labels[i], r, labels[j], o))
							}
						}
					}
					for _, f := range faults {
						t.Errorf("%s, scrolled %.0f px: %s", where, y, f)
					}
				}
				e.form.ScrollTo(0)
			}
			screen.Deallocate()
		}
	}
}

// The panel takes room from the board as the words grow: at 100 % the
// designed split (the board 62 % of a laptop's width, 45 % of a phone's
// height), at 200 % 38 % and 32 %; there the panel scrolls, and Tab brings
// test-play into view.
func TestEditorPanelGrowsWithTheText(t *testing.T) {
	m := newManager(t, nil)
	classic, _ := engine.Preset("classic")
	e := NewEditor(m.C, classic)
	for _, c := range []struct {
		at    fitAt
		board image.Rectangle
	}{
		{fitAt{1280, 720, 100}, image.Rect(0, 0, 793, 720)},
		{fitAt{390, 844, 100}, image.Rect(0, 0, 390, 379)},
		{fitAt{1280, 720, 200}, image.Rect(0, 0, 486, 720)},
		{fitAt{390, 844, 200}, image.Rect(0, 0, 390, 270)},
	} {
		m.C.Settings.Access.Text = store.TextSize(c.at.text)
		m.Resize(c.at.w, c.at.h)
		e.Layout(m.C)
		e.refresh(m.C)
		where := fmt.Sprintf("%dx%d %d %%", c.at.w, c.at.h, c.at.text)
		panel := image.Rect(c.board.Max.X, 0, c.at.w, c.at.h)
		if c.at.h > c.at.w {
			panel = image.Rect(0, c.board.Max.Y, c.at.w, c.at.h)
		}
		if e.view.area != c.board || e.pan.area != panel {
			t.Errorf("%s: the board %v, the panel %v; want %v and %v", where, e.view.area, e.pan.area, c.board, panel)
		}
		if scrolls := e.form.Scrolls(); scrolls != (c.at.text > 100) {
			t.Errorf("%s: the panel scrolls %v", where, scrolls)
		}
		play := say("ui.ed.testPlay")
		for range 80 {
			if i, _ := find(e.form, play); i.Focused {
				break
			}
			var in ui.Input
			in.PressKey(ebiten.KeyTab)
			e.form.Update(&in)
		}
		if i, _ := find(e.form, play); !i.Focused || !i.Rect.In(e.pan.area) {
			t.Errorf("%s: Tab to test-play: focused %v at %v, the panel %v", where, i.Focused, i.Rect, e.pan.area)
		}
		e.form.Focus().Drop()
		e.form.ScrollTo(0)
	}
}
