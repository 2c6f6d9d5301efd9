package narrate

// The rules page's balance tab and the science page (scenes/science.go,
// issue 28): how the figures of the table are known, beside the published ones.
func init() {
	more(Table{
		"ui.science":             "The science of the table",
		"ui.science.title":       "The science of the table: %s",
		"ui.science.exact":       "How: worked out exactly, not played: every square a goose alone can stand on and every throw of the dice, followed turn by turn until less than one game in a billion is undecided.",
		"ui.science.table":       "With %d geese: %s rounds on average; the first to throw wins %s, against a fair share of %s.",
		"ui.science.rollouts":    "How: tables are played, not worked out: %d seeded games of computers for each size (the same seed, the same games). A share p is known to within its standard error, the square root of p(1−p)/n: here ±%s at most.",
		"ui.science.chart":       "How long a game lasts: the bars, one goose alone (exact, in turns); the line, %d geese (in rounds, as played).",
		"ui.science.published":   "Published",
		"ui.science.here":        "Here",
		"ui.science.pm":          "%s ± %s",
		"ui.science.exactly":     "%s, exact",
		"ui.science.siam.first":  "Two players: the first wins",
		"ui.science.siam.second": "Two players: the second wins",
		"ui.science.siam.never":  "Two players: the game never ends",
		"ui.science.siam.how":    "Published: the mCRL2 model of ganzenbord (Groote, Wiedijk and Zantema, SIAM Review, 2016), worked out exactly. Here: %d seeded games of two computers played as the model plays them, a goose held alone held for ever.",
		"ui.science.solo":        "One goose alone: turns on average",
		"ui.science.solo.why":    "Ours is exact for the classic rules as this game plays them (6+3 and 4+5 on the first throw, the maze back to 39, a lost turn counted as a turn), and 20,000 seeded games agree with it; we could not find the rules that give a goose alone 28.81 turns.",
		"ui.science.export":      "Export (CSV)",
		"ui.science.exported":    "The figures are saved in %s",
		"ui.science.downloaded":  "The figures were handed to your browser as %s.",
		"ui.science.notExported": "The figures were not saved: %v",
		"ui.file.exportFigures":  "Export the figures",
	})
}
