package narrate

import "golang.org/x/text/language"

// PluralForm is the CLDR plural form of the count n in tag's language ("one",
// "few", "many", "other"): CLDR's cardinal rules for whole numbers, written
// out for the game's languages. x/text's plural package holds every
// language's rules and cost the browser's download 27 KB gzip for these few;
// TestPluralFormsAreCLDRs checks them against it, count by count.
func PluralForm(tag language.Tag, n int) string {
	if n < 0 {
		n = -n
	}
	base, _ := tag.Base()
	switch base.String() {
	case "ru":
		switch d, dd := n%10, n%100; {
		case d == 1 && dd != 11:
			return "one"
		case d >= 2 && d <= 4 && (dd < 12 || dd > 14):
			return "few"
		}
		return "many"
	case "fr":
		return oneFor(n <= 1)
	case "pt":
		// Brazil's (CLDR's "pt") counts 0 as one, Portugal's does not.
		if region, _ := tag.Region(); region.String() != "PT" {
			return oneFor(n <= 1)
		}
	}
	return oneFor(n == 1) // en, de, nl, it, es, pt-PT
}

func oneFor(one bool) string {
	if one {
		return "one"
	}
	return "other"
}
