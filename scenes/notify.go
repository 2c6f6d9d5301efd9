package scenes

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/online/client"
)

// turnNotice tells a person, in a browser whose page is in the background
// (notifications allowed), that it has become their turn in the room open
// in the page: once a turn, however many updates the turn takes. It runs
// on the client's goroutine, after each reply: a hidden page's game loop
// does not run.
type turnNotice struct {
	mine atomic.Uint64          // a bit for each seat played at this screen (the game loop sets it)
	text atomic.Pointer[string] // what the notification says, in the player's language
	// On the client's goroutine alone: the seat whose turn it is when it is
	// one of ours, plus one (0: none), the update the turn began at, and
	// the update of the turn last told (began once told: updates count from 1).
	at    int
	began uint64
	told  uint64
}

// due reports whether to tell the person now: seat's turn (-1: nobody's)
// as update last leaves it, with the page hidden or not.
func (n *turnNotice) due(seat int, last uint64, hidden bool) bool {
	if seat < 0 || seat >= 64 || n.mine.Load()&(1<<seat) == 0 {
		n.at = 0
		return false
	}
	if seat+1 != n.at {
		n.at, n.began = seat+1, last
	}
	if !hidden { // seen, as it began or since: not to be told of
		n.told = n.began
	}
	if n.told == n.began {
		return false
	}
	n.told = n.began
	return true
}

// page is the browser page's notifications (notify_js.go; a window has
// none): a test stands in for a browser.
var page = struct {
	allowed, hidden func() bool
	show            func(text string)
}{notifyAllowed, pageHidden, notifyShow}

// follow has the notice follow cl's replies (and wake a still window, as
// every session's connection does).
func (n *turnNotice) follow(cl *client.Client) {
	cl.OnReply(func() {
		ebiten.ScheduleFrame()
		if !page.allowed() {
			return
		}
		seat, _, _ := cl.Turn()
		if text := n.text.Load(); text != nil && n.due(seat, cl.Last(), page.hidden()) {
			page.show(*text)
		}
	})
}

// seats has the notice tell of the turns of seats (those played here).
func (n *turnNotice) seats(seats ...int) {
	var m uint64
	for _, s := range seats {
		if s >= 0 && s < 64 {
			m |= 1 << s
		}
	}
	n.mine.Store(m)
}
