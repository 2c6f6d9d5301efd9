package scenes

import (
	"testing"

	"goose/scenes/narrate"
	"goose/ui/art"
)

// Beside each seat's name the setup shows its goose wearing its look (its
// colour and its mark), as big as the row, on a laptop and on a phone, and
// the picture follows a look chosen (issue 30, #20: a look was a bare word,
// "crown" or "spots", with a coloured dot).
func TestSetupShowsEachLook(t *testing.T) {
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.newGame").Rect)
	s := m.Current().(*Setup)
	for _, size := range [][2]int{{390, 844}, {1280, 720}} {
		m.Resize(size[0], size[1])
		s.Layout(m.C)
		for i, st := range s.s.Seats {
			r := s.at.geese[i]
			if least := m.C.Th.S(40); float64(r.Dx()) < least || float64(r.Dy()) < least || s.at.looks.size != min(r.Dx(), r.Dy()) {
				t.Errorf("%v: seat %d's picture is %v, drawn at %d px", size, i+1, r, s.at.looks.size)
			}
			if s.at.looks.pics[st.Color] == nil {
				t.Errorf("%v: no picture of seat %d's goose", size, i+1)
			}
		}
	}
	mark := seatControl(t, m, 0, 1)
	click(t, m, mark.Rect)
	st := s.s.Seats[0]
	if got := seatControl(t, m, 0, 1).Label; got == mark.Label || got != say(narrate.ID("mark."+art.SeatMark(st.Color))) || s.at.looks.pics[st.Color] == nil {
		t.Errorf("after the look %q: %q, its picture %v", mark.Label, got, s.at.looks.pics[st.Color])
	}
}
