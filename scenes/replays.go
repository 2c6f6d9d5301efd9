package scenes

import (
	"bytes"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// replaysPerPage is how many kept games a page of the list shows.
const replaysPerPage = 7

// ReplayList is the finished games kept, newest first: watch one again, or
// export its events as JSON Lines.
type ReplayList struct {
	back    Scene
	list    []store.ReplayEntry
	rows    []string
	watch   [replaysPerPage]ui.Button
	export  [replaysPerPage]ui.Button
	prev    ui.Button
	next    ui.Button
	backBt  ui.Button
	page    int
	note    string
	title   string
	empty   string
	focused int // the row the arrow keys are on
	autoT   int
	// Each row's words wrapped to its width, and the face they fit in (Layout).
	lines    [][]string
	lineFace *ui.Face
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
	r := &ReplayList{back: back, list: store.LoadReplays(c.Store)}
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
	for i := range r.watch {
		r.watch[i] = ui.Button{Label: narrate.M("ui.replays.watch").String()}
		r.export[i] = ui.Button{Label: narrate.M("ui.replays.export").String()}
	}
	r.prev = ui.Button{Label: narrate.M("ui.replays.prev").String(), Key: ebiten.KeyPageUp}
	r.next = ui.Button{Label: narrate.M("ui.replays.next").String(), Key: ebiten.KeyPageDown}
	r.backBt = ui.Button{Label: narrate.M("ui.back").String(), Key: ebiten.KeyEscape}
	r.title = narrate.M("ui.replays").String()
	r.empty = narrate.M("ui.replays.none").String()
	return r
}

func (r *ReplayList) Name() string { return "replays" }

func (r *ReplayList) Layout(c *Context) {
	th := c.Th
	pw := min(th.S(1000), float64(c.W)-th.S(40))
	x := float64(c.W)/2 - pw/2 + th.S(24)
	y := th.S(130)
	// The words beside their buttons; on a phone, over them, the full width.
	pitch, textW, bx, under := th.S(60), pw-th.S(48)-th.S(270), x+pw-th.S(48)-th.S(250), 0.0
	if th.Portrait {
		pitch, textW, bx, under = th.S(110), pw-th.S(48), x, th.S(52)
	}
	for i := range r.watch {
		r.watch[i].Rect = ui.Rect(bx, y+under+float64(i)*pitch, th.S(120), th.S(46))
		r.export[i].Rect = ui.Rect(bx+th.S(130), y+under+float64(i)*pitch, th.S(120), th.S(46))
	}
	r.wrapRows(th, textW, max(under, th.S(46)))
	by := float64(c.H) - th.S(120)
	bw, backW := th.S(150), th.S(180)
	if th.Portrait { // three abreast across the panel
		bw = (pw - th.S(48) - th.S(20)) / 3
		backW = bw
	}
	r.prev.Rect = ui.Rect(x, by, bw, th.S(50))
	r.next.Rect = ui.Rect(x+bw+th.S(10), by, bw, th.S(50))
	r.backBt.Rect = ui.Rect(x+pw-th.S(48)-backW, by, backW, th.S(50))
	r.show()
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

// show hides the buttons of empty rows and of pages that are not there.
func (r *ReplayList) show() {
	for i := range r.watch {
		k := r.page*replaysPerPage + i
		r.watch[i].Hidden = k >= len(r.list)
		r.export[i].Hidden = k >= len(r.list)
		r.watch[i].Selected = i == r.focused
	}
	r.prev.Disabled = r.page == 0
	r.next.Disabled = (r.page+1)*replaysPerPage >= len(r.list)
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
	in := &c.In
	if r.backBt.Update(in) {
		return r.back
	}
	if r.prev.Update(in) && r.page > 0 {
		r.page--
	}
	if r.next.Update(in) && (r.page+1)*replaysPerPage < len(r.list) {
		r.page++
	}
	rows := min(replaysPerPage, len(r.list)-r.page*replaysPerPage)
	if rows > 0 {
		if in.Key(ebiten.KeyDown) {
			r.focused = (r.focused + 1) % rows
		}
		if in.Key(ebiten.KeyUp) {
			r.focused = (r.focused + rows - 1) % rows
		}
		r.focused = min(r.focused, rows-1)
	}
	for i := range r.watch {
		k := r.page*replaysPerPage + i
		if k >= len(r.list) {
			break
		}
		if r.watch[i].Update(in) || (i == r.focused && in.Key(ebiten.KeyEnter)) {
			return r.open(c, k)
		}
		if r.export[i].Update(in) || (i == r.focused && in.Key(ebiten.KeyE)) {
			r.exportEvents(c, k)
		}
	}
	r.show()
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
// --replay FILE --events` prints them: beside the settings, or in a browser
// as a download.
func (r *ReplayList) exportEvents(c *Context, k int) {
	rec, err := loadReplay(c, r.list[k].Slot)
	var buf bytes.Buffer
	if err == nil {
		err = rec.Replay().WriteEvents(&buf)
	}
	name := strings.TrimSuffix(store.ReplayName(r.list[k].Slot), ".json") + ".events.jsonl"
	said := narrate.M("ui.replays.exported", name)
	switch {
	case err != nil:
	case c.Download != nil:
		err, said = c.Download(name, buf.Bytes()), narrate.M("ui.replays.downloaded", name)
	default:
		err = c.Store.Save(name, buf.Bytes())
	}
	if err != nil {
		r.note = narrate.M("ui.replays.bad", err).String()
		return
	}
	r.note = said.String()
}

func (r *ReplayList) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	sharedBackdrop.draw(dst, c)
	pw := min(th.S(1000), float64(c.W)-th.S(40))
	x := float64(c.W)/2 - pw/2
	ui.Panel(dst, ui.Rect(x, th.S(30), pw, float64(c.H)-th.S(60)), th, ui.Paper)
	ui.Text(dst, r.title, th.Head, float64(c.W)/2, th.S(54), ui.Madder, ui.Center)
	if len(r.list) == 0 {
		ui.Text(dst, r.empty, th.Body, float64(c.W)/2, th.S(200), ui.InkSoft, ui.Center)
	}
	tw := pw - th.S(48) - th.S(270)*b2f(!th.Portrait)
	for i := range r.watch {
		k := r.page*replaysPerPage + i
		if k >= len(r.list) {
			break
		}
		lh := r.lineFace.Size * 1.25
		y := float64(r.watch[i].Rect.Min.Y) + (th.S(46)-float64(len(r.lines[k]))*lh)/2 // beside the buttons, centred on them
		if th.Portrait {
			y = float64(r.watch[i].Rect.Min.Y) - th.S(52) // over them
		}
		for _, l := range r.lines[k] {
			ui.Text(dst, ui.Clip(l, r.lineFace, tw), r.lineFace, x+th.S(24), y, ui.Ink, ui.Left)
			y += lh
		}
		r.watch[i].Draw(dst, th)
		r.export[i].Draw(dst, th)
	}
	if r.note != "" {
		ui.Text(dst, ui.Clip(r.note, th.Small, pw-th.S(48)), th.Small, x+th.S(24), float64(c.H)-th.S(160), ui.Madder, ui.Left)
	}
	r.prev.Draw(dst, th)
	r.next.Draw(dst, th)
	r.backBt.Draw(dst, th)
}
