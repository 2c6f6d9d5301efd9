package narrate

// The first-game guide's words (issue 28): its offer, its steps, and what a
// square did to the player's goose (GuideSquare).
func init() {
	more(Table{
		"guide.play":       "Play a guided game",
		"guide.offerTitle": "Your first game?",
		"guide.offer":      "Goose can show you how to play: a short guided game against a friendly computer, on the board you chose.",
		"guide.decline":    "Play my game",
		"guide.next":       "Next",
		"guide.done":       "Got it",
		"guide.skip":       "Skip the guide",
		"guide.dice":       "This is your throw: press it (or Space) to throw the dice.",
		"guide.goose":      "This is your goose. You threw %s: it goes to square %d.",
		"guide.landed":     "You landed on %s (%d): %s.",
		"guide.landed.n":   "You landed on square %d: %s.",
		"guide.fly":        "fly on by the same throw, to %d",
		"guide.flyNext":    "fly on to the next goose, %d",
		"guide.toStart":    "back to the start",
		"guide.back":       "back to %d",
		"guide.ahead":      "on to %d",
		"guide.lose#one":   "you lose the next turn",
		"guide.lose#other": "you lose the next %d turns",
		"guide.held":       "you wait there until another goose comes to free you",
		"guide.again":      "you throw again",
		"guide.toast":      "you raise a glass, and nothing else happens",
		"guide.first":      "Your first throw has a rule of its own: straight to square %d.",
	})
}
