package scenes

import (
	"bytes"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// replaysPerPage is how many kept games a page of the list shows.
const replaysPerPage = 7

// ReplayList is the finished games kept, newest first: watch one again, or
// export its events as JSON Lines.
type ReplayList struct {
	back    Scene
	next    Scene // where a button leads, this tick
	form    *form.Form
	list    []store.ReplayEntry
	rows    []string
	page    int
	note    string
	focused int // the row the arrow keys are on
	autoT   int
	replayRows
	portrait bool
	ask      fileAsk     // the desktop's save dialog, while it is open
	uploads  chan upload // a file the browser's dialog read (Import)
	th       *ui.Theme   // as last laid out: a row's height at a large text size
}

// replayRows are the page's rows as laid out: each row's words wrapped to
// its width, the face they fit in (Layout), and where each row goes.
type replayRows struct {
	lines    [][]string
	lineFace *ui.Face
	rowAt    [replaysPerPage]image.Rectangle
}

// keptRounds is how many rounds the kept game in slot lasted, as the play
// screen counts them (the list kept each seat's turns added up, which
// matched nothing the game shows), or 0 if it cannot be read or played.
func keptRounds(c *Context, slot int) int {
	rec, err := loadReplay(c, slot)
	if err != nil {
		return 0
	}
	g, err := rec.Engine() // played through as it was read
	if err != nil {
		return 0
	}
	return g.State.Round
}

// NewReplayList lists the kept games.
func NewReplayList(c *Context, back Scene) *ReplayList {
	r := &ReplayList{back: back, list: store.LoadReplays(c.Store), uploads: make(chan upload, 1)}
	for _, e := range r.list {
		when := e.When
		if len(when) >= 16 {
			when = strings.Replace(when[:16], "T", " ", 1)
		}
		winner := narrate.M("ui.replays.draw")
		if e.Winner != "" {
			winner = narrate.M("ui.replays.won", e.Winner)
		}
		row := narrate.M("ui.replays.rowNoCount", when, narrate.RulesName(e.Rules), strings.Join(e.Seats, ", "), winner)
		if n := keptRounds(c, e.Slot); n > 0 {
			row = narrate.M("ui.replays.row", when, narrate.RulesName(e.Rules), strings.Join(e.Seats, ", "), winner, n)
		}
		r.rows = append(r.rows, row.String())
	}
	pages := func() int { return (len(r.list) + replaysPerPage - 1) / replaysPerPage }
	var rows []*form.Node
	for i := range replaysPerPage {
		rows = append(rows, r.row(c, i))
	}
	r.form = form.New(sayID, form.Margin(20, 30, form.Panel(form.Col(
		form.Heading("ui.replays").Ink(ui.Madder).Center(),
		form.Text("ui.replays.none").Ink(ui.InkSoft).Center().When(func() bool { return len(r.list) == 0 }),
		form.Col(rows...).Gap(14),
		form.Fill(nil),
		form.TextLong(func() string { return r.note }).In(form.Small).Ink(ui.Madder).When(func() bool { return r.note != "" }),
		form.Row(
			form.Button("ui.replays.prev", func() { r.turn(-1) }).Key(ebiten.KeyPageUp).Enabled(func() bool { return r.page > 0 }),
			form.Button("ui.replays.next", func() { r.turn(1) }).Key(ebiten.KeyPageDown).Enabled(func() bool { return r.page+1 < pages() }),
			form.Button("ui.replays.import", func() { r.importAsk(c) }),
			form.Box(nil, nil).Grow(3).When(func() bool { return !r.portrait }), // the way back at the right
			form.Button("ui.back", func() { r.next = r.back }).Key(ebiten.KeyEscape),
		),
	)).Pad(24).MaxW(952)))
	return r
}

// row is the page's row i: the kept game's words, Watch and Export beside
// them (under them on a phone).
func (r *ReplayList) row(c *Context, i int) *form.Node {
	at := func() int { return r.page*replaysPerPage + i }
	words := form.Box(func(w float64) float64 { return r.rowHeight(w) }, func(b image.Rectangle) { r.rowAt[i] = b })
	return form.Row(words, form.Row(
		form.Button("ui.replays.watch", func() { r.next = r.open(c, at()) }).W(120).H(46).Selected(func() bool { return i == r.focused }),
		form.Button("ui.replays.export", func() { r.exportEvents(c, at()) }).W(120).H(46).Enabled(r.ask.idle),
	).Grow(1e-6)).Upright().When(func() bool { return at() < len(r.list) })
}

// turn shows the page d on, if there is one.
func (r *ReplayList) turn(d int) {
	if p := r.page + d; p >= 0 && p*replaysPerPage < len(r.list) {
		r.page = p
		r.focused = max(0, min(r.focused, r.shown()-1)) // the chosen row is on the page
	}
}

// shown is how many rows the page shows.
func (r *ReplayList) shown() int { return min(replaysPerPage, len(r.list)-r.page*replaysPerPage) }

func (r *ReplayList) Name() string { return "replays" }

func (r *ReplayList) Layout(c *Context) {
	r.portrait, r.th = c.Th.Portrait, c.Th
	r.form.Refresh()
	r.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
	r.wrapRows(c.Th, float64(r.rowAt[0].Dx()), float64(r.rowAt[0].Dy()))
}

// rowHeight is the height of a row of the page, w pixels wide: as designed,
// or at a larger text size as many lines of the small face as the page's
// longest row needs (every row of a page is as tall).
func (r *ReplayList) rowHeight(w float64) float64 {
	th := r.th
	if th == nil {
		return 46
	}
	h := th.S(46)
	for k := r.page * replaysPerPage; k < min(len(r.rows), (r.page+1)*replaysPerPage) && th.Text > 1; k++ {
		h = max(h, float64(len(ui.Wrap(nil, r.rows[k], th.Small, w)))*th.Small.Size*1.25)
	}
	return h
}

// wrapRows wraps each row's words to w, in the small face if they fit h,
// else the tiny one (Overflow hears of lines left out).
func (r *ReplayList) wrapRows(th *ui.Theme, w, h float64) {
	r.lines = r.lines[:0]
	r.lineFace = th.Small
	for _, face := range []*ui.Face{th.Small, th.Tiny} {
		r.lineFace, r.lines = face, r.lines[:0]
		fits := true
		for _, row := range r.rows {
			ls := ui.Wrap(nil, row, face, w)
			fits = fits && float64(len(ls))*face.Size*1.25 <= h
			r.lines = append(r.lines, ls)
		}
		if fits {
			break
		}
	}
	n := int(h / (r.lineFace.Size * 1.25))
	for i := range r.lines {
		r.lines[i] = ui.Lines(r.lines[i], n)
	}
}

func (r *ReplayList) Update(c *Context) Scene {
	c.Shot("replays")
	if c.Opt.Autoplay {
		// Autoplay watches the newest kept game (the title brings it here once).
		if r.autoT++; r.autoT == 20 {
			return r.open(c, 0)
		}
		return nil
	}
	if c.In.Key(ebiten.KeyEscape) { // back at once, from a button with the focus too
		return r.back
	}
	if next := r.importCame(c); next != nil {
		return next
	}
	r.next = nil
	if r.ask.poll() { // the save dialog's answer: its note
		r.form.Refresh()
	}
	if r.form.Update(&c.In) || r.form.Focus().Held() {
		return r.next // the keys are the focus's
	}
	return r.keys(c)
}

// keys moves through the page's rows by the arrows: Enter watches the row,
// E exports it.
func (r *ReplayList) keys(c *Context) Scene {
	in := &c.In
	rows := r.shown()
	if rows <= 0 {
		return nil
	}
	if in.Key(ebiten.KeyDown) || in.Key(ebiten.KeyUp) {
		d := 1
		if in.Key(ebiten.KeyUp) {
			d = rows - 1
		}
		r.focused = (r.focused + d) % rows
		r.form.Refresh() // its Watch shows it chosen
	}
	k := r.page*replaysPerPage + r.focused
	if in.Key(ebiten.KeyEnter) {
		return r.open(c, k)
	}
	if in.Key(ebiten.KeyE) {
		r.exportEvents(c, k)
		r.form.Refresh() // its note
	}
	return nil
}

// open watches kept game k again.
func (r *ReplayList) open(c *Context, k int) Scene {
	rec, err := loadReplay(c, r.list[k].Slot)
	if err == nil {
		var p *Play
		if p, err = WatchReplay(c, rec); err == nil {
			return p
		}
	}
	r.note = narrate.M("ui.replays.bad", err).String()
	return nil
}

// exportEvents writes kept game k's events as JSON Lines, as `goose sim
// --replay FILE --events` prints them: where the player says (the system's
// save dialog) or in their Documents, or in a browser as a download.
func (r *ReplayList) exportEvents(c *Context, k int) {
	rec, err := loadReplay(c, r.list[k].Slot)
	var buf bytes.Buffer
	if err == nil {
		err = rec.Replay().WriteEvents(&buf)
	}
	name := strings.TrimSuffix(store.ReplayName(r.list[k].Slot), ".json") + ".events.jsonl"
	switch {
	case err != nil:
	case c.Download != nil:
		if err = c.Download(name, buf.Bytes()); err == nil {
			r.note = narrate.M("ui.replays.downloaded", name).String()
			return
		}
	default:
		r.exportTo(name, buf.Bytes())
		return
	}
	r.note = narrate.M("ui.replays.bad", err).String()
}

func (r *ReplayList) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	sharedBackdrop.draw(dst, c)
	r.form.Draw(dst, th)
	lh := r.lineFace.Size * 1.25
	for i, at := range r.rowAt {
		k := r.page*replaysPerPage + i
		if k >= len(r.list) || k >= len(r.lines) {
			break
		}
		y := float64(at.Min.Y) + (float64(at.Dy())-float64(len(r.lines[k]))*lh)/2 // beside the buttons, centred on them
		for _, l := range r.lines[k] {
			ui.Text(dst, ui.Clip(l, r.lineFace, float64(at.Dx())), r.lineFace, float64(at.Min.X), y, ui.Ink, ui.Left)
			y += lh
		}
	}
}

// Form is the list's controls.
func (r *ReplayList) Form() *form.Form { return r.form }
