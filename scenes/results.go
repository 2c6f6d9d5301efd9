package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/scenes/table"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
)

// Results shows the winner, the placings and each seat's figures.
type Results struct {
	play     *Play
	next     Scene // where a button leads, this tick
	form     *form.Form
	headline string
	rows     [][]string
	looks    []int // each seat row's look, for its badge
	th       *ui.Theme
	table    image.Rectangle // where the figures go
	chart    image.Rectangle // where the story's charts go: the least they need,
	more     image.Rectangle // and beneath it what the page leaves over
	autoT    int
	story    resultStory
	shown    int // ticks on screen
	extra    resultsExtra
	net      resultsAgain // Play again in an online room
}

// resultsSettle is how long the results take no input (a second): a key or
// a click meant for the last throw must not skip them.
const resultsSettle = 60

var resultCols = []narrate.ID{"", "ui.col.player", "ui.col.turns", "ui.col.throws", "ui.col.geese", "ui.col.deaths", "ui.col.swaps", "ui.col.lost"}

func NewResults(c *Context, p *Play) *Results {
	r := &Results{play: p}
	g := p.g
	st := &g.State
	winner, broke := "", true
	if st.Winner >= 0 {
		winner = p.names[st.Winner]
	}
	for i := range st.Seats {
		broke = broke && st.Seats[i].Out
	}
	r.headline = narrate.Headline(winner, st.Draw, broke).String()
	var cols []string
	for _, id := range resultCols {
		cols = append(cols, narrate.M(id).String())
	}
	if g.Rules.Stakes.On {
		cols = append(cols, narrate.M("ui.col.chips").String())
	}
	r.rows = append(r.rows, cols)
	order := finishingOrder(st)
	for _, i := range order {
		r.rows = append(r.rows, seatFigures(&st.Seats[i], p.names[i], g.Rules.Stakes.On))
		r.looks = append(r.looks, p.view.colorOf(i))
	}
	r.extra = newResultsExtra(p, r.rows, order)
	r.net = newResultsAgain(p, func() { r.Layout(c) })
	// Enter throws and picks a move in play: here it plays again only from
	// the focus, moved there on purpose (Tab). A game watched again, or a
	// room's, is not this table to play again.
	mine := func() bool { return p.t.Keeps() == table.KeepAll } // a game watched again, or a room's, is not this screen's to play again
	r.form = form.New(sayID, form.Margin(10, 40, form.Panel(form.Col(
		form.HeadingOf(func() string { return r.headline }).In(form.Big).Ink(ui.Madder).Center(),
		form.Rule().H(8),
		form.Box(r.tableHeight, func(b image.Rectangle) { r.table = b }),
		r.extra.lines(func() bool { return r.th != nil && r.th.Portrait }),
		r.net.lines(),
		form.Box(r.storyRoom, func(b image.Rectangle) { r.chart = b }),
		form.Fill(func(b image.Rectangle) { r.more = b }),
		form.Grid(3, 2, // two a row on a phone
			form.Button("ui.playAgain", func() { r.again(c) }).Primary().W(240).H(54).When(func() bool { return mine() || r.net.offer() }),
			r.extra.shareButton(c, p),
			form.Button("ui.backToTitle", func() { r.leave(c) }).Key(ebiten.KeyEscape).W(240).H(54),
		).Gap(20).MaxW(780),
	)).Pad(24).MaxW(932)))
	r.story.start(p)
	if c.Opt.Stats {
		p.odds.report()
	}
	return r
}

// finishingOrder is the seats in finishing order, then the rest.
func finishingOrder(st *engine.State) []int {
	order := make([]int, 0, len(st.Seats))
	for place := 1; place <= len(st.Seats); place++ {
		for i := range st.Seats {
			if st.Seats[i].Place == place {
				order = append(order, i)
			}
		}
	}
	for i := range st.Seats {
		if st.Seats[i].Place == 0 {
			order = append(order, i)
		}
	}
	return order
}

// seatFigures is a seat's row of the table: its place, name and figures.
func seatFigures(s *engine.Seat, name string, stakes bool) []string {
	place := "–"
	if s.Place > 0 {
		place = narrate.Place(s.Place).String()
	}
	if s.Out {
		place = narrate.M("hud.out").String()
	}
	row := []string{place, name, fmt.Sprint(s.Stats.Turns), fmt.Sprint(s.Stats.Throws), fmt.Sprint(s.Stats.Geese),
		fmt.Sprint(s.Stats.Deaths), fmt.Sprint(s.Stats.Swaps), fmt.Sprint(s.Stats.TurnsLost)}
	if stakes {
		row = append(row, fmt.Sprint(s.Chips))
	}
	return row
}

// again deals the same table again (an online room's: says yes to it).
func (r *Results) again(c *Context) {
	if r.net.accept() {
		return
	}
	if np, err := NewPlay(c, r.play.setup, nil); err == nil {
		r.next = np
	}
}

// leave goes back to the title (or quits, with --exit-after-game).
func (r *Results) leave(c *Context) {
	r.net.leave(c)
	if c.Opt.ExitAfterGame {
		c.Quit = true
		return
	}
	r.next = NewTitle(c)
}

func (r *Results) Name() string { return "results" }

// rowPitch is the table's line spacing: closer for a full table, to leave
// the charts room; at least a line of face (a large text size).
func (r *Results) rowPitch(th *ui.Theme, f float64, face *ui.Face) float64 {
	pitch := th.S(40)
	if len(r.rows) > 5 {
		pitch = th.S(29)
	}
	return math.Max(pitch*math.Max(f, 0.7), math.Ceil(face.Size*1.3))
}

func (r *Results) Layout(c *Context) {
	r.play.Layout(c) // the board and the card under the overlay, at this size
	r.th = c.Th
	r.rows = r.extra.rows(c.Th) // the luck's column where there is room
	r.form.Refresh()
	r.form.Layout(c.Th, image.Rect(0, 0, c.W, c.H))
	r.story.place(c, r.play, r.storyArea())
}

// storyRoom is the least height the story needs at width w.
func (r *Results) storyRoom(w float64) float64 { return r.story.least(r.th, w) }

// storyArea is where the story goes: its least room and what the page leaves.
func (r *Results) storyArea() image.Rectangle {
	a := r.chart
	if r.more.Dy() > 0 {
		a.Max.Y = r.more.Max.Y
	}
	return a
}

func (r *Results) Update(c *Context) Scene {
	if next := r.net.update(c); next != nil {
		return next
	}
	had := r.story.st != nil
	if r.story.update(c, r.play) {
		c.Shot("results") // with its charts, once they are drawn
	}
	if !had && r.story.st != nil { // its turning points' lines known: room for them
		r.Layout(c)
	}
	if c.Opt.Autoplay {
		if !r.story.done() {
			return nil
		}
		r.autoT++
		if r.autoT > 30 {
			if c.Opt.ExitAfterGame {
				c.Quit = true
				return nil
			}
			return NewTitle(c)
		}
		return nil
	}
	if r.shown < resultsSettle {
		r.shown++
		return nil
	}
	r.next = nil
	r.form.Update(&c.In)
	return r.next
}

func (r *Results) Draw(dst *ebiten.Image, c *Context) {
	r.play.view.draw(dst, c)
	r.play.hud.draw(dst, c, &r.play.view) // the whole table under the overlay, no black strip
	ui.Dim(dst, 110)
	r.form.Draw(dst, c.Th)
	r.drawTable(dst, c.Th)
	if a := r.storyArea(); a != r.story.area { // the results scrolled (a large text size)
		if a.Size() == r.story.area.Size() {
			r.story.area = a
		} else {
			r.story.place(c, r.play, a)
		}
	}
	r.story.draw(dst, c)
}

// colW are the table's columns' widths, in theme units at the designed
// text size: they grow with the words (tableFit).
var colW = []float64{100, 190, 85, 85, 85, 85, 85, 110, 85, 85}

// tableFit is how the table is laid out in w pixels: f squeezes its
// columns into w (below 1, the figures in the small face), and split gives
// each seat's place and name a line of their own above its figures, where
// they have no room in their columns (a large text size, a phone): the
// figures' columns then have the whole width. face is the figures'.
func (r *Results) tableFit(th *ui.Theme, w float64) (f float64, split bool, face *ui.Face) {
	squeeze := func(from int) float64 {
		total := 0.0
		for j := from; j < len(r.rows[0]); j++ {
			total += colW[j]
		}
		return math.Min(1, w/(th.S(total)*th.Text))
	}
	faceOf := func(f float64) *ui.Face {
		if f < 1 { // narrow screens squeeze the type too
			return th.Small
		}
		return th.Body
	}
	f = squeeze(0)
	face = faceOf(f)
	br := th.S(7) * math.Max(f, 0.7)
	for _, row := range r.rows[1:] {
		place := r.colPx(th, 0, f) - 2*br - th.S(16)
		if ui.TextWidth(row[0], face) > place || ui.TextWidth(row[1], face) > r.colPx(th, 1, f)-th.S(6) {
			split = true
		}
	}
	if split {
		f = squeeze(2)
		face = faceOf(f)
	}
	return f, split, face
}

// colPx is column j's width in pixels, squeezed by f.
func (r *Results) colPx(th *ui.Theme, j int, f float64) float64 {
	return th.S(colW[j]) * th.Text * f
}

// levels is how many lines the headings too wide for their columns take
// turns on: each centred on its column and free to run half a column over
// each neighbour (whose heading is on the other line); three where two
// columns are too narrow for a heading (a phone's "Lançamentos").
func (r *Results) levels(th *ui.Theme, f float64) int {
	levels := 1
	for j, cell := range r.rows[0] {
		if need := ui.TextWidth(cell, th.Small) + th.S(6); j > 1 && need > r.colPx(th, j, f) {
			levels = max(levels, 2)
			if need > 2*r.colPx(th, j, f) {
				levels = 3
			}
		}
	}
	return levels
}

// headStep is how far apart the headings' lines are.
func headStep(th *ui.Theme) float64 { return math.Max(th.S(17), math.Ceil(th.Small.Size)) }

// tableHeight is the table's height at width w (pixels).
func (r *Results) tableHeight(w float64) float64 {
	th := r.th
	if th == nil {
		return 0
	}
	f, split, face := r.tableFit(th, w)
	lines := len(r.rows)
	if split {
		lines += len(r.rows) - 1
	}
	// and a gap under the last line: at a large text size its figures
	// would touch the words that follow (the luck's line)
	return headStep(th)*float64(r.levels(th, f)-1) + float64(lines)*r.rowPitch(th, f, face) + th.S(10)
}

// drawTable draws the placings and the figures in the table's room; the
// figures are centred under their headings, so a heading sits over its
// own column. A seat's line off the screen (the results scrolled) is left out.
func (r *Results) drawTable(dst *ebiten.Image, th *ui.Theme) {
	x, w := float64(r.table.Min.X), float64(r.table.Dx())
	f, split, body := r.tableFit(th, w)
	levels := r.levels(th, f)
	pitch := r.rowPitch(th, f, body)
	y := float64(r.table.Min.Y) + headStep(th)*float64(levels-1) // the headings' top line at the top
	seen := func(y float64, face *ui.Face) bool { return y >= 0 && y+face.Size*1.3 <= float64(dst.Bounds().Dy()) }
	for i, row := range r.rows {
		face, ink := r.rowLook(th, i, body)
		from := 0
		if split {
			from = 2
			if i > 0 { // the place, the badge and the name on a line of their own, in the body's face
				if seen(y, th.Body) {
					r.drawName(dst, th, row, i, x, y, w, ink)
				}
				y += r.rowPitch(th, f, th.Body)
			}
		}
		cx := x
		var mids [16]float64 // each column's middle
		for j := from; j < len(row) && seen(y, face); j++ {
			cell := row[j]
			colw := r.colPx(th, j, f)
			mids[j] = cx + colw/2
			at := cellAt{x: cx, y: y, w: colw, right: x + w, face: face, ink: ink, head: i == 0, levels: levels, j: j, last: j == len(row)-1}
			if k := j - levels; at.head && at.last && levels > 1 && k >= 2 {
				at.room = x + w - (mids[k] + ui.TextWidth(row[k], face)/2) - th.S(12)
			}
			if j == 0 && i > 0 {
				at.w = r.drawBadge(dst, th, i, f, at)
			}
			r.drawCell(dst, th, cell, at)
			cx += colw
		}
		y += pitch
	}
}

// rowLook is the face and ink of the table's line i: the headings' small
// and soft, the winner's in madder, the others' in the body's face.
func (r *Results) rowLook(th *ui.Theme, i int, body *ui.Face) (*ui.Face, color.RGBA) {
	if i == 0 {
		return th.Small, ui.InkSoft
	}
	if i == 1 && r.play.g.State.Winner >= 0 {
		return body, ui.Madder
	}
	return body, ui.Ink
}

// drawBadge draws seat row i's badge at the right of its name's cell, just
// before its name as in the HUD and on its chart line, and says how wide
// the cell is left for the name.
func (r *Results) drawBadge(dst *ebiten.Image, th *ui.Theme, i int, f float64, at cellAt) float64 {
	br := th.S(7) * math.Max(f, 0.7)
	look := r.looks[i-1]
	ui.Badge(dst, look, at.x+at.w-br-th.S(10), at.y+at.face.Size*0.56, br, math.Max(1, math.Round(th.S(1.5))), art.SeatColor(look), ui.Ink)
	return at.w - 2*br - th.S(10)
}

// drawName draws seat row i's place, badge and name across the table.
func (r *Results) drawName(dst *ebiten.Image, th *ui.Theme, row []string, i int, x, y, w float64, ink color.RGBA) {
	face := th.Body
	place := 0.0 // the widest place, so the names line up
	for _, rw := range r.rows[1:] {
		place = math.Max(place, ui.TextWidth(rw[0], face))
	}
	ui.Text(dst, row[0], face, x, y, ink, ui.Left)
	br := th.S(7)
	bx := x + place + th.S(10) + br
	look := r.looks[i-1]
	ui.Badge(dst, look, bx, y+face.Size*0.56, br, math.Max(1, math.Round(th.S(1.5))), art.SeatColor(look), ui.Ink)
	nx := bx + br + th.S(10)
	ui.Text(dst, row[1], ui.Fit(th, row[1], x+w-nx, face, th.Tiny), nx, y, ink, ui.Left)
}

// cellAt is where a cell of the table goes and how it looks.
type cellAt struct {
	x, y, w, right float64 // its column's left, its line, its column's width, the table's right edge
	face           *ui.Face
	ink            color.RGBA
	head           bool
	levels, j      int
	last           bool
	// room is the last heading's, flush with the table's edge: up to the
	// end of the heading before it on its line (0: none there).
	room float64
}

func (r *Results) drawCell(dst *ebiten.Image, th *ui.Theme, cell string, a cellAt) {
	// A gap before the next column; the last runs on to the table's edge.
	w, cy, at, align := a.w-th.S(6), a.y, a.x, ui.Left
	if a.last {
		w = a.right - a.x
	}
	if a.j > 1 { // the figures' columns
		at, align = a.x+a.w/2, ui.Center
		if a.head && a.levels > 1 {
			w = float64(a.levels)*a.w - th.S(6)
			if a.last && ui.TextWidth(cell, th.Small) > 2*(a.right-at) {
				at, align = a.right, ui.Right // the last, too wide to centre: flush with the table's edge
				w = at - a.x + float64(a.levels-1)*a.w/2 - th.S(6)
				if a.room > 0 {
					w = a.room
				}
			}
			cy -= headStep(th) * float64(a.levels-1-(a.j-2)%a.levels)
		}
	}
	ui.Text(dst, cell, ui.Fit(th, cell, w, a.face, th.Tiny), at, cy, a.ink, align)
}

// Form is the results' controls.
func (r *Results) Form() *form.Form { return r.form }
