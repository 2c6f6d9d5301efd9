package scenes

import (
	"goose/ui/ink"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
)

// renderStory draws a game's story into a new image of r's size, once: the
// square of each seat over the turns (with its falls and exchanges marked)
// beside its chance of winning, in the board's inks, and the turning points
// in words beneath.
func renderStory(st *story, c *Context, v *playView, r image.Rectangle) *ebiten.Image {
	th := c.Th
	img := ebiten.NewImage(r.Dx(), r.Dy())
	w, h := float64(r.Dx()), float64(r.Dy())
	lh := th.Small.Size * 1.35
	var points []string // the turning points, wrapped to the width
	for _, p := range st.points {
		points = ui.Wrap(points, p, th.Small, w)
	}
	chartH := h - float64(len(points))*lh - th.S(6)
	gap := th.S(28)
	if chartH > w || stacked(th, w) {
		hh := (chartH - gap/2) / 2
		(&chart{st: st, c: c, v: v, x: 0, y: 0, w: w, h: hh}).draw(img, false)
		(&chart{st: st, c: c, v: v, x: 0, y: hh + gap/2, w: w, h: hh}).draw(img, true)
	} else {
		cw := (w - gap) / 2
		(&chart{st: st, c: c, v: v, x: 0, y: 0, w: cw, h: chartH}).draw(img, false)
		(&chart{st: st, c: c, v: v, x: cw + gap, y: 0, w: cw, h: chartH}).draw(img, true)
	}
	y := chartH + th.S(6)
	for _, p := range points {
		ui.Text(img, ui.Clip(p, th.Small, w), th.Small, 0, y, ui.Ink, ui.Left)
		y += lh
	}
	return img
}

// chart is one of the story's two charts, placed in its image.
type chart struct {
	st                       *story
	c                        *Context
	v                        *playView
	x, y, w, h               float64
	left, right, top, bottom float64
	lw                       float32
	chances                  bool
	legendX                  float64 // where the legend begins, after the title
	legendY                  float64 // its middle: the title's line, or the next when it does not fit there
}

// legendMarks are the marks the legend names, in its order.
var legendMarks = []struct {
	id    narrate.ID
	cause engine.Cause
}{{"ui.story.mark.well", engine.CauseWell}, {"ui.story.mark.prison", engine.CausePrison}, {"ui.story.mark.death", engine.CauseDeath}, {"ui.story.mark.swap", engine.CauseNone}}

// legendWidth is how wide the legend is.
func (ch *chart) legendWidth() float64 {
	w := 0.0
	for _, k := range legendMarks {
		w += ch.c.Th.S(24) + ui.TextWidth(narrate.M(k.id).String(), ch.c.Th.Small)
	}
	return w
}

// px is where point i with value f (0 at the bottom, 1 at the top) is drawn.
func (ch *chart) px(i int, f float64) (float32, float32) {
	n := max(1, len(ch.st.turns)-1)
	return float32(ch.left + (ch.right-ch.left)*float64(i)/float64(n)), float32(ch.bottom - (ch.bottom-ch.top)*f)
}

func (ch *chart) draw(dst *ebiten.Image, chances bool) {
	th, st := ch.c.Th, ch.st
	ch.chances = chances
	ch.lw = float32(max(1, th.S(1)))
	title := narrate.M("ui.story.squares")
	if chances {
		title = narrate.M("ui.story.chances")
	}
	ui.Text(dst, title.String(), th.Small, ch.x, ch.y, ui.Madder, ui.Left)
	ch.legendX = ch.x + ui.TextWidth(title.String(), th.Small) + th.S(22)
	ch.legendY = ch.y + th.Small.Size*0.6
	below := 0.0 // a legend too long for the title's line goes under it
	if !chances && ch.legendX+ch.legendWidth() > ch.x+ch.w {
		ch.legendX, below = ch.x+th.S(6), th.Small.Size*1.35
		ch.legendY += below
	}
	top, mid := narrate.M("hud.piece", st.goal), narrate.M("hud.piece", st.goal/2)
	if chances {
		top, mid = narrate.M("ui.odds.percent", 100), narrate.M("ui.odds.percent", 50)
	}
	ch.left, ch.right = ch.x+ui.TextWidth(top.String(), th.Small)+th.S(10), ch.x+ch.w-th.S(4)
	ch.top, ch.bottom = ch.y+chartHead(th)+below, ch.y+ch.h-chartFoot(th)
	if ch.bottom-ch.top < th.S(30) || len(st.turns) == 0 {
		return
	}
	// The frame: a printed table's double rule, faint quarter lines within.
	ui.FillRect(dst, ch.left, ch.top, ch.right-ch.left, ch.bottom-ch.top, ui.Paper)
	for q := 1; q < 4; q++ {
		x0, y0 := ch.px(0, float64(q)/4)
		x1, _ := ch.px(len(st.turns)-1, 0)
		vector.StrokeLine(dst, x0, y0, x1, y0, ch.lw, ink.Shown(ui.PaperDark), true)
	}
	ui.StrokeRect(dst, ch.left, ch.top, ch.right-ch.left, ch.bottom-ch.top, float64(ch.lw), ui.Ink)
	ui.StrokeRect(dst, ch.left-th.S(3), ch.top-th.S(3), ch.right-ch.left+th.S(6), ch.bottom-ch.top+th.S(6), float64(ch.lw)*0.6, ui.InkSoft)
	ui.TextMid(dst, top.String(), th.Small, ch.left-th.S(6), ch.top, ui.InkSoft, ui.Right)
	ui.TextMid(dst, mid.String(), th.Small, ch.left-th.S(6), (ch.top+ch.bottom)/2, ui.InkSoft, ui.Right)
	ui.Text(dst, narrate.M("ui.story.turn", st.turns[0]).String(), th.Small, ch.left, ch.bottom+th.S(3), ui.InkSoft, ui.Left)
	ui.Text(dst, narrate.M("ui.story.turn", st.turns[len(st.turns)-1]).String(), th.Small, ch.right, ch.bottom+th.S(3), ui.InkSoft, ui.Right)
	ch.lines(dst)
	if !chances {
		for _, m := range st.marks {
			at := min(m.at, len(st.turns)-1)
			y := float64(m.square) / float64(max(1, st.goal))
			if st.team {
				y = ch.value(m.seat, at)
			}
			x, py := ch.px(at, y)
			ch.mark(dst, float64(x), float64(py), m.cause)
		}
		ch.legend(dst)
	}
}

// lines draws the seats' courses, each in its ink over a thin dark edge, as
// the geese are drawn: painted once on the CPU (ui.PaintPolyline) and laid
// on the chart.
func (ch *chart) lines(dst *ebiten.Image) {
	st := ch.st
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(ch.w)), int(math.Ceil(ch.h))))
	xy := make([]float32, 0, 2*len(st.turns))
	for s := range st.chance {
		xy = xy[:0]
		for i := range st.turns {
			x, y := ch.px(i, ch.value(s, i))
			xy = append(xy, x-float32(ch.x), y-float32(ch.y))
		}
		ui.PaintPolyline(img, xy, ch.lw*3.2, ui.Ink)
		ui.PaintPolyline(img, xy, ch.lw*1.8, seatInk(ch.v, s))
	}
	// Each line carries its seat's shape a few times along it, staggered
	// from seat to seat so they do not sit on one another where lines meet:
	// the lines told apart without their colours.
	n, seats := len(st.turns), max(1, len(st.chance))
	step := max(1, n/4)
	r := float32(ch.c.Th.S(4.5))
	for s := range st.chance {
		look := ch.v.colorOf(s)
		for i := (s * step / seats) % step; i < n; i += step {
			x, y := ch.px(i, ch.value(s, i))
			art.PaintSeatShape(img, look, x-float32(ch.x), y-float32(ch.y), r, ch.lw, seatInk(ch.v, s), ui.Ink)
		}
	}
	e := ebiten.NewImageFromImage(img)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(ch.x, ch.y)
	dst.DrawImage(e, &op)
	e.Deallocate()
}

// value is what the chart shows of seat s at point i, from 0 to 1.
func (ch *chart) value(s, i int) float64 {
	if ch.chances {
		return ch.st.chance[s][i]
	}
	return float64(ch.st.squares[s][i]) / float64(max(1, ch.st.goal))
}

// mark draws a fall or an exchange: the well a blue ring, the prison a dark
// square, death a cross, an exchange a madder ring.
func (ch *chart) mark(dst *ebiten.Image, x, y float64, cause engine.Cause) {
	th := ch.c.Th
	r := th.S(5)
	lw := float64(ch.lw)
	switch cause {
	case engine.CauseWell:
		ui.Circle(dst, x, y, r, lw, ui.Indigo, ui.Ink)
	case engine.CausePrison:
		ui.FillRect(dst, x-r, y-r, 2*r, 2*r, ui.InkSoft)
		ui.StrokeRect(dst, x-r, y-r, 2*r, 2*r, lw, ui.Ink)
	case engine.CauseDeath:
		vector.StrokeLine(dst, float32(x-r), float32(y-r), float32(x+r), float32(y+r), ch.lw*2, ink.Shown(ui.Ink), true)
		vector.StrokeLine(dst, float32(x-r), float32(y+r), float32(x+r), float32(y-r), ch.lw*2, ink.Shown(ui.Ink), true)
	default:
		ui.Circle(dst, x, y, r, lw*1.8, ui.Paper, ui.Madder)
	}
}

// legend names the marks, beside the squares chart's title.
func (ch *chart) legend(dst *ebiten.Image) {
	th := ch.c.Th
	x, y := ch.legendX, ch.legendY
	for _, k := range legendMarks {
		ch.mark(dst, x, y, k.cause)
		s := narrate.M(k.id).String()
		ui.TextMid(dst, s, th.Small, x+th.S(9), y, ui.InkSoft, ui.Left)
		x += th.S(24) + ui.TextWidth(s, th.Small)
	}
}

// resultStory is the story on the results screen: worked out off the game
// loop from the game's record, then drawn once into an image.
type resultStory struct {
	ready   chan *story
	st      *story
	failed  bool
	area    image.Rectangle
	img     *ebiten.Image
	waiting string
	waited  int
}

// start works out the story of p's game, if it was recorded.
func (rs *resultStory) start(p *Play) {
	rm := p.t.Record()
	if rm == nil || len(rm.Actions) == 0 {
		rs.failed = true
		return
	}
	rec := rm.Replay()
	rs.ready = make(chan *story, 1)
	names := append([]string(nil), p.names...)
	rs.waiting = narrate.M("ui.story.working").String()
	go func() {
		st, err := tellStory(rec, names)
		if err != nil {
			st = nil
		}
		rs.ready <- st
	}()
}

// done reports whether the story is drawn, or will not be.
func (rs *resultStory) done() bool { return rs.failed || rs.img != nil }

// update takes the story when it is ready; true once there is nothing more to wait for.
func (rs *resultStory) update(c *Context, p *Play) bool {
	if rs.ready != nil && rs.st == nil && !rs.failed {
		select {
		case st := <-rs.ready:
			rs.st, rs.failed = st, st == nil
			rs.render(c, p)
		default:
			// Autoplay and screenshots wait for it, but not for ever.
			if rs.waited++; rs.waited > 60*30 {
				rs.failed = true
			}
		}
	}
	return rs.done()
}

// layout places the story between the table and the buttons.
// place puts the story's charts in area (where the results' form left room).
func (rs *resultStory) place(c *Context, p *Play, area image.Rectangle) {
	rs.area = area
	rs.render(c, p)
}

// render draws the story for the area, when there is one and room for it.
func (rs *resultStory) render(c *Context, p *Play) {
	if rs.img != nil {
		rs.img.Deallocate()
		rs.img = nil
	}
	if rs.st == nil || rs.area.Dx() < 100 || rs.area.Dy() < 60 {
		return
	}
	rs.img = renderStory(rs.st, c, &p.view, rs.area)
}

// least is the least height the story needs w pixels wide: its turning
// points' lines and its charts at their smallest; at a large text size on
// a phone the results scroll rather than squeeze them.
func (rs *resultStory) least(th *ui.Theme, w float64) float64 {
	if th == nil || rs.failed {
		return 0
	}
	charts := 1.0
	if stacked(th, w) {
		charts = 2
	}
	h := charts*chartLeast(th) + th.S(28)*(charts-1)
	if rs.st != nil {
		var lines []string
		for _, p := range rs.st.points {
			lines = ui.Wrap(lines, p, th.Small, w)
		}
		h += float64(len(lines))*th.Small.Size*1.35 + th.S(6)
	}
	return h
}

// stacked reports whether the charts stand one above the other, each the
// full width w: upright (side by side, a phone's titles have no room), or
// where a title or the legend is wider than half (a large text size).
func stacked(th *ui.Theme, w float64) bool {
	half := (w - th.S(28)) / 2
	legend := 0.0 // as chart.legendWidth
	for _, k := range legendMarks {
		legend += th.S(24) + ui.TextWidth(narrate.M(k.id).String(), th.Small)
	}
	return th.Portrait || legend > half || ui.TextWidth(narrate.M("ui.story.squares").String(), th.Small) > half ||
		ui.TextWidth(narrate.M("ui.story.chances").String(), th.Small) > half
}

// chartLeast is a chart's least height: its title, a legend under it, a
// frame and the turns beneath.
func chartLeast(th *ui.Theme) float64 {
	return chartHead(th) + th.Small.Size*1.35 + th.S(60) + chartFoot(th)
}

// chartHead is the room over a chart's frame for its title; chartFoot the
// room under it for its first and last turns: a line of the small face.
func chartHead(th *ui.Theme) float64 { return math.Max(th.S(24), math.Ceil(th.Small.Size*1.35)) }
func chartFoot(th *ui.Theme) float64 { return math.Max(th.S(20), math.Ceil(th.Small.Size*1.2)) }

// draw draws the story, as much of it as is in view (the results scrolled).
func (rs *resultStory) draw(dst *ebiten.Image, c *Context) {
	if rs.img != nil {
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(rs.area.Min.X), float64(rs.area.Min.Y))
		dst.DrawImage(rs.img, &op)
		return
	}
	if !rs.failed && rs.area.Dy() > 0 {
		ui.Text(dst, rs.waiting, c.Th.Small, float64(rs.area.Min.X), float64(rs.area.Min.Y)+c.Th.S(20), ui.InkSoft, ui.Left)
	}
}
