package narrate

// Games over days, the player's side (issue 27): a room that takes its
// time and a chat told whose turn it is, the title's list of the player's
// rooms, and the browser telling a person in the background that it is
// their turn.
func init() {
	more(Table{
		"net.slow":           "Take your time (the room waits 30 days)",
		"net.hook":           "Tell a chat when it's someone's turn: its web address (you may leave it empty)",
		"net.badHook":        "“%s” is not a web address: it should begin with https:// (or http://).",
		"net.rooms.title":    "Your rooms online",
		"net.rooms.room":     "Room %s",
		"net.rooms.turn":     "%s's turn",
		"net.rooms.yourTurn": "%s's turn — your turn!",
		"net.rooms.lobby":    "Waiting to start",
		"net.rooms.over":     "Finished",
		"net.rooms.gone":     "Ended or expired: taken off your list",
		"net.rooms.goneRoom": "Room %s has ended or expired: it is taken off your list.",
		"net.rooms.all":      "All your rooms (%d)",
		"net.notify.ask":     "Tell me when it's my turn",
		"net.notify.on":      "This page will tell you when it's your turn, even in the background.",
		"net.notify.blocked": "Your browser blocks this page's notifications: allow them in its settings to be told when it's your turn.",
		"net.notify.turn":    "Your turn in Goose, room %s",
	})
}
