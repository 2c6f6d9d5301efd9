package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/online/proto"
)

// watchRoom watches the room named, holding no seat: its game is shown as
// the players see it, with nothing to throw.
func (o *Online) watchRoom(c *Context) {
	if o.busy() {
		return
	}
	if code, url, ok := o.named(c); ok {
		o.connect(url, func(ss *session) { ss.cl.Watch(code) })
	}
}

// watching reports whether the session watches its room, holding no seat
// (and so no token to keep).
func (s *session) watching() bool { return s.seat < 0 && s.token == "" && s.code != "" }

// caughtUp starts a watcher's screen from the room as its welcome found
// it: the host sent every update before (the whole game so far), which the
// screen would otherwise play through, a throw at a time.
func (s *session) caughtUp(welcome uint64) {
	n := 0
	for _, u := range s.ups {
		if u.Seq > welcome {
			s.ups[n] = u
			n++
		}
	}
	s.ups = s.ups[:n]
}

// watchLink is the link that opens a room to watch in a browser served by
// the host.
func watchLink(url, code string) string {
	return strings.Replace(roomLink(url, code), "?room=", "?watch=", 1)
}

// watchWords is what the play screen says of the room's watchers: that
// this screen watches, and how many do.
type watchWords struct {
	n    int
	me   bool
	lang *narrate.Language
	text string
}

// follow words the watchers anew when the host's count has changed.
func (w *watchWords) follow(s *session) {
	n, me := s.cl.Watching()
	if n == w.n && me == w.me && w.lang == narrate.Current() {
		return
	}
	w.n, w.me, w.lang = n, me, narrate.Current()
	switch {
	case me:
		w.text = say("net.youWatch", n)
	case n > 0:
		w.text = say("net.watchers", n)
	default:
		w.text = ""
	}
}

// draw says it in a tag at the bottom left of the screen.
func (w *watchWords) draw(dst *ebiten.Image, c *Context) {
	if w.text == "" {
		return
	}
	th := c.Th
	pad, h := th.S(10), th.S(34)
	wd := ui.TextWidth(w.text, th.Small) + 2*pad
	y := float64(c.H) - h - th.S(8)
	ui.FillRect(dst, th.S(8), y, wd, h, ui.Ink)
	ui.TextMid(dst, w.text, th.Small, th.S(8)+pad, y+h/2, ui.Paper, ui.Left)
}

// watchInstead offers to watch the room of the seat kept, which went to a
// computer while its person was away (the host said so): the seat is
// forgotten, and Watch, on that room and host, becomes the screen's first
// button (Enter's), under the host's words.
func (o *Online) watchInstead(c *Context) {
	k := *o.kept
	o.drop(c, o.s.problem)
	o.forget(c)
	o.code, o.addr = k.Code, strings.TrimSuffix(k.Host, proto.Path)
	o.joinFirst, o.watch = true, true
}
