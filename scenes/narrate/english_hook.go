package narrate

// A room's web address for its turn posts (issue 27), refused by the host.
func init() {
	more(Table{
		"net.err.bad-hook": "The host will not post to that web address: it must be an http or https address on the internet.",
	})
}
