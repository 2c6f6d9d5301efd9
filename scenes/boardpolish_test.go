package scenes

import (
	"fmt"
	"math"
	"testing"

	"goose/engine"
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
				x, y, w, h, face := p.view.zz.place(cx, cy, r)
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
			if ps.x+ps.r > ps.countX-th.S(20) {
				t.Errorf("%dx%d: seat %d's stack runs under its count", size[0], size[1], seat+1)
			}
			y += th.S(hudRow)
		}
	}
}
