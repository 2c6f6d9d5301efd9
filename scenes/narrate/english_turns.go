package narrate

// Whose turn, at a screen that does not play it (issue 27): a person at
// another screen, as a watcher and the room's other people see it.
func init() {
	more(Table{
		"hud.awayTurn": "%s to play",
	})
}
