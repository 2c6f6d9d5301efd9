package app

import (
	"net/url"
	"strings"
)

// webParams maps the browser build's URL parameters to the desktop flags, in
// the order they are passed. Only these are read: the rest of the query
// (a cache-buster, a tracker) is not the game's business.
var webParams = []struct {
	param, flag string
	boolean     bool
}{
	{"autoplay", "autoplay", true},
	{"mute", "mute", true},
	{"exit", "exit-after-game", true},
	{"stats", "stats", true},
	{"seed", "seed", false},
	{"rules", "rules", false},
	{"option", "option", false},
	{"seats", "seats", false},
	{"lang", "lang", false},
	{"edit", "edit", true},
	{"room", "room", false},
	{"replay", "replay", false},
	{"watch", "watch", false},
}

// queryArgs turns a page's query string ("?autoplay=1&seed=5") into the
// arguments the desktop flag parser reads, so both builds share one parser
// and one set of error messages. A boolean parameter is on when present and
// empty, "1", "true", "yes" or "on"; "0", "false", "no" and "off" turn it
// off; anything else reaches the parser as is and is refused there.
//
// A browser cannot quit, so autoplay stops on the results (the page keeps
// the last frame) unless the URL says exit=0.
func queryArgs(query string) []string {
	// ParseQuery keeps every pair it could read: a stray "%" elsewhere in
	// the query should not cost the player the rest.
	q, _ := url.ParseQuery(strings.TrimPrefix(query, "?"))
	var args []string
	on := map[string]bool{}
	for _, p := range webParams {
		vals, ok := q[p.param]
		if !ok {
			continue
		}
		v := vals[len(vals)-1]
		if !p.boolean {
			args = append(args, "--"+p.flag+"="+v)
			continue
		}
		switch strings.ToLower(v) {
		case "", "1", "true", "yes", "on":
			args = append(args, "--"+p.flag)
			on[p.param] = true
		case "0", "false", "no", "off":
			args = append(args, "--"+p.flag+"=false")
		default:
			args = append(args, "--"+p.flag+"="+v)
		}
	}
	if _, said := q["exit"]; on["autoplay"] && !said {
		args = append(args, "--exit-after-game")
	}
	return args
}
