package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/online/proto"
)

// heardReaction is a reaction the host passed on, of seat (-1: a watcher).
type heardReaction struct {
	seat int
	id   string
}

// inbox is what the session's connection brought this tick, and the
// reactions heard and not yet shown.
type inbox struct {
	buf    []proto.Reply
	reacts []heardReaction
}

// reactTicks is how long a reaction shows beside its seat (a tick is 1/60 s).
const reactTicks = 4 * 60

// saidReactions are the reactions shown beside their seats' rows on the
// card (a watcher's over the watchers' tag), worded as they come.
type saidReactions struct {
	seats   []bubble
	watcher bubble
	card    image.Rectangle
	tick    int
}

type bubble struct {
	text  string
	until int // the tick it goes
}

// follow takes the reactions heard: beside the seat, and a line in the
// log, in this reader's language; none when Settings turn them off.
func (r *saidReactions) follow(c *Context, p *Play, s *session) {
	r.tick, r.card = c.Tick, p.hud.shows.card
	if len(r.seats) != len(p.names) {
		r.seats = make([]bubble, len(p.names))
	}
	for _, h := range s.reacts {
		if c.Settings.HideReactions || !proto.IsReaction(h.id) {
			continue
		}
		phrase := narrate.M(narrate.ID("net.react." + h.id))
		b, who := &r.watcher, any(narrate.M("net.react.watcher"))
		if h.seat >= 0 && h.seat < len(r.seats) {
			b, who = &r.seats[h.seat], p.names[h.seat]
		}
		p.show.Log.Note(narrate.M("net.react.said", who, phrase))
		b.text, b.until = phrase.String(), c.Tick+reactTicks
		c.Shot("online-reaction")
	}
	s.reacts = s.reacts[:0]
}

// draw shows each reaction still due: a tag at the right of its seat's row.
func (r *saidReactions) draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	h := th.S(hudRow)
	for i := range r.seats {
		if b := &r.seats[i]; b.until > r.tick {
			y := float64(r.card.Min.Y) + th.S(50) + float64(i)*h
			b.drawAt(dst, th, float64(r.card.Max.X)-th.S(12), y, h, ui.Right)
		}
	}
	if r.watcher.until > r.tick {
		r.watcher.drawAt(dst, th, th.S(8), float64(c.H)-th.S(84), th.S(34), ui.Left)
	}
}

// drawAt draws the bubble's words on the madder, from x (its left or its
// right edge, by align) at y.
func (b *bubble) drawAt(dst *ebiten.Image, th *ui.Theme, x, y, h float64, align ui.Align) {
	pad := th.S(8)
	w := ui.TextWidth(b.text, th.Small) + 2*pad
	if align == ui.Right {
		x -= w
	}
	ui.FillRect(dst, x, y, w, h, ui.Madder)
	ui.TextMid(dst, b.text, th.Small, x+pad, y+h/2, ui.Paper, ui.Left)
}

// reactButtons are the reactions in an online game's menu, two a row, as
// wide as the menu's buttons: the menu closes on one, which goes to
// everyone in the room.
func reactButtons(c *Context, p *Play, pm *pauseMenu) *form.Node {
	var rows []*form.Node
	var pair []*form.Node
	for _, id := range proto.Reactions {
		pair = append(pair, form.Button("net.react."+id, func() { p.net.react(p, id); pm.hide() }).In(form.Small).H(44).W(156))
		if len(pair) == 2 {
			rows, pair = append(rows, form.Row(pair...).Gap(8)), nil
		}
	}
	if len(pair) > 0 {
		rows = append(rows, form.Row(pair[0], form.Box(nil, nil).W(156)).Gap(8))
	}
	return form.Col(rows...).Gap(8).When(func() bool { return p.net != nil && !c.Settings.HideReactions })
}

// react sends a reaction; a refusal (too soon) comes back as the host's.
func (n *netPlay) react(p *Play, id string) {
	if err := n.s.cl.React(id); err != nil {
		p.hud.setNote(say("net.offline"))
	}
}

// reactionsCheck is Settings' "Show reactions".
func reactionsCheck(c *Context) *form.Node {
	return form.CheckOf("net.react.show", func() bool { return !c.Settings.HideReactions }, func(on bool) {
		c.Settings.HideReactions = !on
		c.SaveSettings()
	})
}
