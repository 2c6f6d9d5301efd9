package scenes

import (
	"testing"

	"goose/scenes/narrate"
	"goose/ui"
)

// The odds' figure beside a seat's row keeps clear of the row's words at
// every text size (issue 29): its room grows with the words' face. At 200 %
// the figure, sized for 100 %, was drawn over the row ("square 1234%").
func TestOddsFigureHasItsRoomAtLargeText(t *testing.T) {
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	widest := narrate.M("ui.odds.percent", 100).String()
	for _, text := range []float64{1, 1.25, 1.5, 2} {
		th := ui.NewThemeText(1280, 720, text)
		need := ui.TextWidth(widest, th.Small) + th.S(5) // its gap from the bar, or the row's end
		if got := oddsFigure.width(th); got < need {
			t.Errorf("text %.0f%%: the figure has %.0f px, %q needs %.0f", 100*text, got, widest, need)
		}
		need = ui.TextWidth(widest, th.Tiny) + th.S(5)
		if got := oddsSmallFigure.width(th); got < need {
			t.Errorf("text %.0f%%: the small figure has %.0f px, %q needs %.0f", 100*text, got, widest, need)
		}
	}
}
