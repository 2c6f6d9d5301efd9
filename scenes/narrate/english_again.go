package narrate

// Play again in an online room (issue 27): who has said yes on the
// results, what becomes of a person gone, and the host's refusals.
func init() {
	more(Table{
		"net.again.who":       "Play again? %s",
		"net.again.yes":       "%s: yes",
		"net.again.wait":      "%s: waiting",
		"net.err.not-over":    "The game is not over yet.",
		"net.err.not-ready":   "Not everyone has said yes yet.",
		"book.conv.playAgain": "After a game online, Play again deals a new game in the same room and seats, with new dice promised, once everyone still there has said yes; the seat of a player gone for a minute is played by the computer.",
	})
}
