package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/scenes/table"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// watching is what a kept game watched again adds to the play screen
// (its table is a table.Replay): a pause, and a scrubber under the dice
// that goes to any point of it.
type watching struct {
	t     *table.Replay
	track image.Rectangle // the scrubber
	hit   image.Rectangle // where a press takes hold of it: the track, a finger tall
	drag  int             // the action the scrubber was dragged to; -1 not held, -2 held
	snaps []watchSnap     // the game and its log every watchSnapEvery actions, made as seeks pass
	moved bool            // the scrubber has been used (autoplay uses it once, to show it)
	pause ui.Button       // Pause, or Play when paused (Space)
}

// watchSnap is a watched game after at actions, with its log to that point:
// a seek starts from the nearest one before it, so it plays a few dozen
// actions, not the whole game, and the log still tells all that came before.
type watchSnap struct {
	at  int
	g   *engine.Game
	log *narrate.Log
}

const watchSnapEvery = 32

// WatchReplay opens a kept game at its start.
func WatchReplay(c *Context, rm *room.Room) (*Play, error) { return watchFrom(c, rm, 0, nil) }

// watchFrom opens rm with its first n actions already played. from, when
// set, is the view being left: its board, sprites and snapshots are taken over.
func watchFrom(c *Context, rm *room.Room, n int, from *Play) (*Play, error) {
	s := store.Setup{Rules: rm.Rules.Name}
	names := make([]string, len(rm.Seats))
	for i, st := range rm.Seats {
		look := i % 8 // an older replay's seats: the looks in seat order
		if st.Look != nil && *st.Look >= 0 && *st.Look < 8 {
			look = *st.Look // the look the player chose
		}
		s.Seats = append(s.Seats, store.Seat{Name: store.ClipName(st.Name), Color: look, Computer: st.Level != "", Level: st.Level})
		names[i] = s.Seats[i].Name
	}
	if len(s.Seats) == 0 || s.Seats[0].Name == "" {
		return nil, fmt.Errorf("a seat without a name")
	}
	w := &watching{drag: -1, pause: ui.Button{Key: ebiten.KeySpace}}
	if from != nil && from.watch != nil && from.watch.t.Record() == rm {
		w.snaps, w.moved = from.watch.snaps, true
		w.pause.Selected = from.watch.pause.Selected // a step or a jump keeps it paused
	}
	g, log, err := w.seek(rm, n, names)
	if err != nil {
		return nil, err
	}
	w.t = table.NewReplay(rm, g, n)
	w.t.Paused = w.pause.Selected
	p, err := newPlay(c, s, w.t, 0)
	if err != nil {
		return nil, err
	}
	p.show.Log = log
	p.watch, p.extra = w, w
	if from != nil && from.view.board != nil {
		p.view.takeOver(&from.view)
		p.hud.layer, from.hud.layer = from.hud.layer, nil
		if from.watch != nil {
			p.watch.drag = from.watch.drag // still held: the drag goes on
		}
	}
	return p, nil
}

// seek returns the game after rm's first n actions and the log of all
// they said, from the nearest snapshot, keeping new snapshots as it passes
// them.
func (w *watching) seek(rm *room.Room, n int, names []string) (*engine.Game, *narrate.Log, error) {
	n = max(0, min(n, len(rm.Actions)))
	if len(w.snaps) == 0 {
		g, err := rm.First()
		if err != nil {
			return nil, nil, err
		}
		w.snaps = append(w.snaps, watchSnap{0, g, narrate.NewLog(names, &g.Rules, &g.State)})
	}
	i := min(n/watchSnapEvery, len(w.snaps)-1)
	from := w.snaps[i]
	g, err := from.g.Clone()
	if err != nil {
		return nil, nil, err
	}
	log := from.log.Clone()
	for at := from.at; at < n; at++ {
		evs, err := g.Play(rm.Actions[at])
		if err != nil {
			return nil, nil, fmt.Errorf("replay: action %d: %w", at+1, err)
		}
		for k := range evs {
			log.Add(&evs[k])
		}
		if done := at + 1; done%watchSnapEvery == 0 && done/watchSnapEvery == len(w.snaps) {
			sg, err := g.Clone()
			if err != nil {
				return nil, nil, err
			}
			w.snaps = append(w.snaps, watchSnap{done, sg, log.Clone()})
		}
	}
	return g, log, nil
}

// update reads the pause and the scrubber: the play scene at another
// point of the game, if one was asked for.
func (w *watching) update(c *Context, p *Play) Scene {
	if w.t.At >= w.t.Len()/2+3 {
		c.Shot("watch") // a few moves past the middle: the log tells what came before
	}
	to, ok := w.scrub(&c.In)
	if c.Opt.Autoplay && !w.moved && w.t.At >= 4 {
		to, ok = w.t.Len()/2, true // autoplay goes to the middle, as a tap on the scrubber does
	}
	if ok && to != w.t.At {
		if np, err := watchFrom(c, w.t.Record(), to, p); err == nil {
			return np
		}
	}
	return nil
}

// layout puts the pause and, beside it, the scrubber under the dice: on a
// phone each a finger tall (the track is drawn thin across the middle of
// the room a finger presses).
func (w *watching) layout(c *Context, p *Play) {
	w.words()
	th := c.Th
	lay(th, p.hud.under, form.Row(
		tapBox(th, 40, func(r image.Rectangle) { w.pause.Rect = r }).W(110),
		form.Row(tapBox(th, 40, func(r image.Rectangle) {
			w.hit = r
			mid, half := (r.Min.Y+r.Max.Y)/2, th.I(7)
			w.track = image.Rect(r.Min.X, mid-half, r.Max.X, mid+half)
		}), form.Box(nil, nil).W(12)).Gap(-1),
	).Gap(22))
}

func (w *watching) seated(*Play)                 {}
func (w *watching) draw(*ebiten.Image, *Context) {} // into the HUD's layer instead (drawScrubber)

// scrub reads the pause (Space), the scrubber (pointer, touch) and the keys
// (Left and Right a move, Home, End, [ and ]): the action to go to, if another.
func (w *watching) scrub(in *ui.Input) (to int, ok bool) {
	n, at := w.t.Len(), w.t.At
	step := max(1, n/20)
	if w.pause.Update(in) {
		w.pause.Selected = !w.pause.Selected
		w.t.Paused = w.pause.Selected
		w.words()
	}
	switch {
	case in.Key(ebiten.KeyLeft):
		return max(0, at-1), true
	case in.Key(ebiten.KeyRight):
		return min(n, at+1), true
	case in.Key(ebiten.KeyHome):
		return 0, true
	case in.Key(ebiten.KeyEnd):
		return n, true
	case in.Key(ebiten.KeyBracketLeft):
		return max(0, at-step), true
	case in.Key(ebiten.KeyBracketRight):
		return min(n, at+step), true
	}
	// A press on the track takes hold of it (a tap is a press and a release
	// in one tick); while held, the pointer drags it.
	switch {
	case in.Pressed && image.Pt(in.X, in.Y).In(w.hit.Inset(-8)):
		w.drag = -2 // held, not yet moved
	case w.drag != -1 && in.Down:
	default:
		w.drag = -1
		return 0, false
	}
	if w.track.Dx() <= 0 {
		return 0, false
	}
	f := float64(in.X-w.track.Min.X) / float64(w.track.Dx())
	to = int(f*float64(n) + 0.5)
	to = max(0, min(n, to))
	if to == w.drag {
		return 0, false
	}
	w.drag = to
	if !in.Down {
		w.drag = -1
	}
	return to, true
}

// words names the pause button: Pause, or Play while paused.
func (w *watching) words() {
	id := narrate.ID("ui.watch.pause")
	if w.pause.Selected {
		id = "ui.watch.play"
	}
	w.pause.Label = say(id)
}

// loadReplay reads a kept game: a room, or an older replay file.
func loadReplay(c *Context, slot int) (*room.Room, error) {
	data, err := c.Store.Load(store.ReplayName(slot))
	if err != nil {
		return nil, err
	}
	return room.Read(data)
}
