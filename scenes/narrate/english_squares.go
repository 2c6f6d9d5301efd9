package narrate

// Square help (issue 28): the card shown beside a square in play, in the
// editor and on the rules page, and the key that puts the focus on the
// board's squares.
func init() {
	more(Table{
		"ui.help.title":       "%d · %s",
		"ui.help.startName":   "Start",
		"ui.help.start":       "Every goose sets out from here.",
		"ui.help.goal":        "The garden: come to rest here exactly to win.",
		"ui.help.plain":       "Nothing happens here.",
		"ui.help.goose.same":  "A goose: fly on by your throw again.",
		"ui.help.goose.next":  "A goose: fly on to the next goose.",
		"ui.help.to":          "Go on to square %d.",
		"ui.help.toStart":     "Back to the start.",
		"ui.help.dice":        "Go to square %d, once a move.",
		"ui.help.again":       "Throw again.",
		"ui.help.againToo":    "Then throw again.",
		"ui.help.drink":       "A toast is raised; nothing changes in play.",
		"ui.help.rescue":      "Wait here until another goose frees you.",
		"ui.help.alone":       "Alone here you wait; with company you go on.",
		"ui.help.loses#one":   "Lose your next turn.",
		"ui.help.loses#other": "Lose your next %d turns.",
		"ui.help.sooner":      "Another goose coming here frees you sooner.",
		"ui.help.pays":        "With stakes, pay a chip into the pot.",
		"ui.help.often":       "A goose racing alone lands here in %s of games.",
		"ui.help.working":     "Working out how often a game lands here…",
		"ui.keys.squares":     "Square help: rest the pointer on a square, or hold a finger on it, to see what it does and how often a game lands there. H (or ?) puts the focus on the board's squares in play, in the editor and here; the arrow keys walk them, Escape leaves.",
	})
}
