package narrate

// Sharing a game, the check of an online room's dice, and each seat's
// luck, on the results and the replays (issue 27).
func init() {
	more(Table{
		"ui.col.luck":           "Luck",
		"ui.luck.best":          "%s's dice were the luckiest: %s",
		"ui.luck.alone":         "%s's dice: %s",
		"ui.luck.percent":       "%s %%", // a seat's luck: "+18 %"
		"ui.dice.fair":          "Dice checked: fair",
		"ui.dice.broken":        "The dice do not match the host's promise",
		"ui.share":              "Share this game",
		"ui.share.copied":       "Link copied: paste it to a friend",
		"ui.share.saved":        "Kept as a file to send: %s",
		"ui.share.damaged":      "This link is damaged: %v",
		"ui.share.unfinished":   "the game in it is not finished",
		"ui.replays.import":     "Import",
		"book.conv.luck":        "Luck, on the results, counts the dice alone: the pips each player threw against 3.5 a die, in per cent (+18 % is 18 % more than the average), not where the throws led.",
		"book.conv.fairDice":    "In a game online the host promises its dice before anyone throws (a SHA-256 fingerprint of their seed) and shows the seed at the end; every player's screen plays the game again from it and says whether the dice were fair.",
		"ui.replays.importHint": "Paste a game's link (Ctrl+V) or drop its file on this window",
	})
}
