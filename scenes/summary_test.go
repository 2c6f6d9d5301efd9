package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/store"
)

// TestOneWordSummaryFits (issue 31): a board's own summary of one word as
// long as a summary may be, or of many words, stays on the setup's panel
// at every screen size: the word is broken, and what has no room is left
// out with an ellipsis (ui.Overflow hears of anything that runs off).
func TestOneWordSummaryFits(t *testing.T) {
	var over []string
	ui.Overflow = func(s string, need, have float64) {
		over = append(over, fmt.Sprintf("%.20q… needs %.0f px, has %.0f", s, need, have))
	}
	defer func() { ui.Overflow = nil }()
	for _, summary := range []string{strings.Repeat("W", engine.MaxSummary), strings.Repeat("Wide words ", engine.MaxSummary/11)} {
		r, _ := engine.Preset("classic")
		r.Name, r.Summary = "one word", summary
		m := newManager(t, nil)
		m.C.Settings.Setup = store.Setup{Seats: store.DefaultSetup().Seats, Board: r.File(), OwnBoard: true}
		s := NewSetup(m.C)
		for _, size := range screens {
			m.Resize(size[0], size[1])
			over = over[:0]
			s.Layout(m.C)
			if s.summary() != summary {
				t.Fatalf("the summary shown is %.20q…", s.summary())
			}
			s.Draw(ebiten.NewImage(size[0], size[1]), m.C)
			if len(over) > 0 {
				t.Errorf("%.10s… at %dx%d: %s", summary, size[0], size[1], strings.Join(over, "; "))
			}
		}
	}
}
