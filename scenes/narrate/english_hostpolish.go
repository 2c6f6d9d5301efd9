package narrate

// A host's finishing touches (issue 27): a take-your-time room says so in
// its lobby, a host that posts to no chats says so, and a person whose
// seat went to a computer while away is told, and may watch.
func init() {
	more(Table{
		"net.slowRoom":       "This room takes its time: it waits %d days after each move.",
		"net.err.no-hooks":   "This host does not post to chats: make the room without a chat's web address.",
		"net.err.seat-given": "While you were away, your seat went to a computer. You can watch the game.",
		"net.rooms.slow":     "%s · takes its time",
	})
}
