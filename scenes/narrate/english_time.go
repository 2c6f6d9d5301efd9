package narrate

// The words of time and sound (issue 29): the pace of the table, reduced
// motion, waiting for the player, the volumes and the log's scrolling.
func init() {
	more(Table{
		"ui.pace":            "Time and sound",
		"ui.betweenTurns":    "Between turns",
		"ui.waitForMeOption": "Wait for me",
		"ui.betweenTurnsHelp": "How long the table rests after each turn (×2: twice as long). Wait for me: the computer's turns " +
			"and turns lost wait until you press a key, click, tap or press a gamepad button.",
		"ui.reduceMotion":     "Reduce motion",
		"ui.reduceMotionHelp": "Geese step from square to square without sliding; nothing bobs, tumbles or falls, and headlines do not fade.",
		"ui.systemReduces":    "Your system asks for less motion, so motion is reduced.",
		"ui.effects":          "Effects",
		"ui.musicVolume":      "Music",
		"ui.speechVolume":     "Speech",
		"ui.speechNoVolume":   "This computer's voice has no volume of its own: the system's volume sets it.",
		"ui.waitForMe":        "Press any key for %s's turn",
		"ui.log.newest":       "Newest",
		"ui.keys.time": "Time and sound, in the settings: the speed goes down to ½× and ¼×; the rest between turns can be longer, " +
			"or Wait for me, so that each computer's turn waits for your key, click, tap or gamepad button; headlines stay as long " +
			"as the speed asks. Reduce motion (or the browser's own setting) moves geese square by square, with no bobbing or confetti. " +
			"Effects, music and speech each have their own volume. Nothing in Goose ever plays a turn for you because you were slow. " +
			"In play, the wheel, a drag on the story, Page Up and Page Down scroll back through the whole game; Newest (or End) goes back. " +
			"P, Escape or Start pauses.",
	})
}
