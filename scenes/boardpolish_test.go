package scenes

import (
	"fmt"
	"image"
	"math"
	"testing"

	"goose/engine"
	"goose/ui"
	"goose/ui/store"
)

// sixSeats is a table of six computers, with options.
func sixSeats(options string) store.Setup {
	s := store.Setup{Rules: "classic", Options: options}
	for i := range 6 {
		s.Seats = append(s.Seats, store.Seat{Name: fmt.Sprintf("Seat %d", i+1), Computer: true, Level: "easy", Color: i})
	}
	return s
}

// The "z z" of a goose asleep at the inn is on a badge inside the inn's
// square, every preset's inn, at every screen size, in a face no smaller
// than the card's small one (issue 30, #15: it was tiny and drawn over the
// board's frame above a top row's square).
func TestInnMarkInsideItsSquare(t *testing.T) {
	m := newManager(t, nil)
	for _, preset := range engine.Presets {
		s := sixSeats("")
		s.Rules = preset
		p := startPlay(t, m, s)
		for _, size := range screens {
			m.Resize(size[0], size[1])
			p.Layout(m.C)
			th := m.C.Th
			for sq, q := range p.g.Rules.Board.Squares {
				if q.Kind != engine.Inn {
					continue
				}
				cx, cy := p.view.cell(sq)
				r := p.view.layout.Cells[sq].R
				for _, side := range []float64{-1, 1} {
					x, y, w, h, face := p.view.zz.place(cx, cy, r, side)
					for _, k := range [][2]float64{{x, y}, {x + w, y}, {x, y + h}, {x + w, y + h}} {
						if d := math.Hypot(k[0]-cx, k[1]-cy); d > r+0.5 {
							t.Errorf("%s %dx%d: the inn's mark on %d reaches %.1f from its centre, the square %.1f", preset, size[0], size[1], sq, d, r)
							break
						}
					}
					if face.Size < th.Small.Size {
						t.Errorf("%s %dx%d: the inn's mark is lettered at %.1f px, under the card's small %.1f", preset, size[0], size[1], face.Size, th.Small.Size)
					}
				}
			}
		}
	}
}

// With stakes and six seats, each seat's stack of chips, however full,
// stands inside its own row, and its count is in the row's face, clear of
// the card's frame (issue 30, #16: the stacks merged into one column, the
// count was tiny and touched the frame).
func TestChipStacksInsideTheirRows(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, sixSeats("stakes"))
	for _, size := range screens {
		m.Resize(size[0], size[1])
		p.Layout(m.C)
		th, card := m.C.Th, p.view.hud
		y := float64(card.Min.Y) + th.S(16) + th.S(34) // the first row, under the header
		for seat := range 6 {
			ps := purse(th, card, y)
			top := ps.base - float64(purseCoins-1)*ps.step - ps.r
			if bottom := ps.base + ps.r; top < y || bottom > y+th.S(hudRow) {
				t.Errorf("%dx%d: seat %d's full stack spans %.1f–%.1f, its row %.1f–%.1f", size[0], size[1], seat+1, top, bottom, y, y+th.S(hudRow))
			}
			if frame := float64(card.Max.X) - th.S(12); ps.countX > frame {
				t.Errorf("%dx%d: seat %d's count ends at %.1f, the frame's inner edge is at %.1f", size[0], size[1], seat+1, ps.countX, frame)
			}
			if ps.x+ps.r > ps.countX-ui.TextWidth("00", th.Small) {
				t.Errorf("%dx%d: seat %d's stack runs under its count", size[0], size[1], seat+1)
			}
			y += th.S(hudRow)
		}
	}
}

// phones are a phone held upright at one and at three device pixels a CSS
// pixel (the browser's e2e phone: 390x844 CSS, deviceScaleFactor 3), with
// how many of the game's pixels make a CSS pixel.
var phones = []struct {
	w, h int
	css  float64
}{{390, 844, 1}, {1170, 2532, 3}}

// On a phone held upright every control of the play screen, the throw
// button, the speeds, the menu and the uses of the dice (sixteen at most:
// four geese each), is at least 44 CSS px tall, and lies on the card above
// the speeds; the board gets the height the card does not need: with up to
// six seats, 44% of the screen or more (27% when a person may be offered
// sixteen uses of the dice) (issue 30, #11: buttons 27-29 px,
// the board the top 300 px of 844, half the card empty).
func TestPhonePlayControlsAndBoard(t *testing.T) {
	m := newManager(t, nil)
	teams := sixSeats("teams")
	teams.Seats = teams.Seats[:4]
	teams.Seats[0].Computer = false // a person, who chooses
	two := sixSeats("")
	two.Seats = two.Seats[:2]
	for _, tc := range []struct {
		name  string
		s     store.Setup
		share float64 // the least share of the screen's height the board gets
	}{{"two seats", two, 0.5}, {"six seats and stakes", sixSeats("stakes"), 0.44}, {"teams with a person", teams, 0.27}} {
		p := startPlay(t, m, tc.s)
		for _, ph := range phones {
			m.Resize(ph.w, ph.h)
			p.Layout(m.C)
			what := fmt.Sprintf("%s at %dx%d", tc.name, ph.w, ph.h)
			if share := float64(p.view.bh) / float64(ph.h); share < tc.share {
				t.Errorf("%s: the board is %d px of %d (%.0f%%), want %.0f%%", what, p.view.bh, ph.h, share*100, tc.share*100)
			}
			least := 44 * ph.css
			controls := map[string]image.Rectangle{"throw": p.hud.roll.Rect, "menu": p.hud.menu.Rect}
			for i := range p.hud.speedBtn {
				if !p.hud.speedBtn[i].Hidden { // a speed not shown has no place (¼×, while ½× is shown)
					controls[p.hud.speedBtn[i].Label] = p.hud.speedBtn[i].Rect
				}
			}
			speeds := p.hud.menu.Rect.Min.Y
			if p.mostChoices() > 0 {
				p.picker.buttons = make([]ui.Button, p.mostChoices())
				p.layoutChoices(m.C)
				for i, b := range p.picker.buttons {
					controls[fmt.Sprintf("choice %d", i+1)] = b.Rect
				}
				p.picker.buttons = nil
			}
			for name, r := range controls {
				if float64(r.Dy()) < least {
					t.Errorf("%s: %s is %.0f CSS px tall, want 44", what, name, float64(r.Dy())/ph.css)
				}
				if !r.In(p.view.hud) || (r.Max.Y > speeds && r.Min.Y < speeds) {
					t.Errorf("%s: %s at %v is off the card %v or over the speeds", what, name, r, p.view.hud)
				}
			}
			b := p.hud.logBox(m.C, p)
			if lines := (b.bottom - b.top) / (m.C.Th.Small.Size * 1.25); lines < hudFewLines-0.01 {
				t.Errorf("%s: the log has room for %.1f lines", what, lines)
			}
		}
	}
}
