package form

import (
	"image"
	"slices"
	"testing"

	"goose/ui"
)

// At the designed text size a wrap is a row kept whole, to the pixel; at
// 200 % in the same width its buttons break into balanced lines (two and
// two, not three and one), each wide enough for its words, and a long
// label beside a wrap of short ones has a line of its own, the short ones
// under it.
func TestWrapBreaksIntoBalancedLinesAtLargeText(t *testing.T) {
	theme(t)
	ids := []string{"Square", "Rules", "Stakes", "File"}
	buttons := func() []*Node {
		var b []*Node
		for _, id := range ids {
			b = append(b, Button(id, nil).H(38))
		}
		return b
	}
	area := image.Rect(0, 0, 360, 720)
	rowKids, wrapKids := buttons(), buttons()
	th := ui.NewThemeText(1280, 720, 1)
	New(sayAs, Row(rowKids...).Keep().Gap(8)).Layout(th, area)
	New(sayAs, Wrap(wrapKids...).Gap(8)).Layout(th, area)
	for i := range ids {
		if rowKids[i].Rect() != wrapKids[i].Rect() {
			t.Errorf("at 100 %%, %q of a wrap at %v, of a row kept whole at %v", ids[i], wrapKids[i].Rect(), rowKids[i].Rect())
		}
	}

	th = ui.NewThemeText(1280, 720, 2)
	New(sayAs, Wrap(wrapKids...).Gap(8)).Layout(th, area)
	var lines []int
	for i, k := range wrapKids {
		if i == 0 || k.Rect().Min.Y != wrapKids[i-1].Rect().Min.Y {
			lines = append(lines, 0)
		}
		lines[len(lines)-1]++
		if need := ui.TextWidth(ids[i], th.Body) + th.S(24); float64(k.Rect().Dx()) < need-0.5 || !k.Rect().In(area) {
			t.Errorf("at 200 %%, %q is %v, its words need %.0f px of %v", ids[i], k.Rect(), need, area)
		}
	}
	if !slices.Equal(lines, []int{2, 2}) {
		t.Errorf("at 200 %% in %d px, the four tabs make lines of %v, not two and two", area.Dx(), lines)
	}

	long, short := Button("Two dice, 63 squares", nil), buttons()
	New(sayAs, Wrap(long.Grow(4), Wrap(short...).Gap(8).Grow(4)).Gap(8)).Layout(th, image.Rect(0, 0, 600, 720))
	if y := long.Rect().Max.Y; short[0].Rect().Min.Y < y || long.Rect().Dx() < 590 {
		t.Errorf("the long label at %v, the short ones from %v: not a line of its own over them", long.Rect(), short[0].Rect())
	}
}

// The lines are the fewest that fit, then the most even; one too wide for
// any line is alone on its own.
func TestBalancedBreaks(t *testing.T) {
	for _, c := range []struct {
		need []float64
		w    float64
		want [][2]int
	}{
		{[]float64{50, 50, 50}, 200, [][2]int{{0, 3}}},
		{[]float64{80, 100, 110, 90}, 320, [][2]int{{0, 2}, {2, 4}}},
		{[]float64{250, 90, 90, 90, 90}, 400, [][2]int{{0, 2}, {2, 5}}}, // (a long label beside a wrap of its own: a line each)
		{[]float64{250, 390}, 400, [][2]int{{0, 1}, {1, 2}}},
		{[]float64{500, 40, 40}, 300, [][2]int{{0, 1}, {1, 3}}},
		{[]float64{150, 160, 200}, 340, [][2]int{{0, 2}, {2, 3}}},
	} {
		if got := balancedBreaks(c.need, 10, c.w); !slices.Equal(got, c.want) {
			t.Errorf("%v in %.0f: lines %v, want %v", c.need, c.w, got, c.want)
		}
	}
}
