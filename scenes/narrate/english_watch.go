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
