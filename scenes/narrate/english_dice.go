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
		"ui.replays.importHint": "Paste a game's link (Ctrl+V) or drop its file on this window",
	})
}
