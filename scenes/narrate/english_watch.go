package narrate

// Watching an online room (issue 27): the Watch button, what the play
// screen says of the watchers, the watch link, the host's refusals.
func init() {
	more(Table{
		"net.watch":          "Watch",
		"net.youWatch#one":   "You are watching (%d watching)",
		"net.youWatch#other": "You are watching (%d watching)",
		"net.watchers#one":   "%d watching",
		"net.watchers#other": "%d watching",
		"net.watchLink":      "To watch: %s",
		"net.err.watching":   "You are watching this game: a watcher cannot play in it.",
		"net.err.watch-full": "As many people as a room takes are watching it already.",
	})
}

// Reactions (issue 27): said by ID, worded by each reader's game.
func init() {
	more(Table{
		"net.react.luck":    "Good luck!",
		"net.react.ohno":    "Oh no!",
		"net.react.well":    "Well played!",
		"net.react.hurry":   "Hurry up!",
		"net.react.honk":    "Honk!",
		"net.react.watcher": "A watcher",
		"net.react.said":    "%s: %s",
		"net.react.show":    "Show reactions",
	})
}
