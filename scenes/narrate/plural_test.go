package narrate

import (
	"testing"

	"golang.org/x/text/feature/plural"
)

// TestPluralFormsAreCLDRs: PluralForm gives x/text's CLDR form in every
// language of the game, for every count to 100,000 and past it.
func TestPluralFormsAreCLDRs(t *testing.T) {
	forms := map[plural.Form]string{plural.Other: "other", plural.Zero: "zero", plural.One: "one",
		plural.Two: "two", plural.Few: "few", plural.Many: "many"}
	counts := []int{-1, -2, -5, 1_000_000, 2_000_000, 1_000_001, 1 << 30}
	for n := 0; n <= 100_000; n++ {
		counts = append(counts, n)
	}
	for _, l := range Languages {
		wrong := 0
		for _, n := range counts {
			m := n
			if m < 0 {
				m = -m
			}
			want := forms[plural.Cardinal.MatchPlural(l.Tag, m, 0, 0, 0, 0)]
			if got := PluralForm(l.Tag, n); got != want && wrong < 5 {
				wrong++
				t.Errorf("%s, %d: %s, CLDR says %s", l.Code, n, got, want)
			}
		}
	}
	if len(Languages) != len(want) {
		t.Errorf("%d languages checked, want %d", len(Languages), len(want))
	}
}
