package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/art"
)

// The editor's faults on the board: each fault's words on a paper label
// beside its square, with a pointer to it (RULES §7.3). The words are wrapped
// when the faults or the board's size change; where the labels go is worked
// out again each tick (the board pans and zooms), allocating nothing.

// maxLabels is how many faults are said on the board at once.
const maxLabels = 3

// faultNote is one fault about squares of the board, in the player's language.
type faultNote struct {
	squares []int
	say     string  // as the loader's problem says it
	text    string  // wrapped to the label's width, lines joined by "\n"
	w, h    float64 // the label's size, its margins included
}

// faultLabel is a note placed on the board: its box, and the pointer from
// the box's edge to the square's.
type faultLabel struct {
	note, sq               int
	x, y, w, h             float64
	fromX, fromY, toX, toY float64
}

// faultNear is a note, its square nearest the selection, and how near.
type faultNear struct{ note, sq, d int }

// faultLabels places the board's fault notes.
type faultLabels struct {
	notes    []faultNote
	wrapW    float64  // the width the notes are wrapped to
	wrapFace *ui.Face // and the face
	at       [maxLabels]faultLabel
	n        int // labels placed this tick
}

// set takes the faults found anew; they are wrapped before they are placed.
func (f *faultLabels) set(notes []faultNote) {
	f.notes, f.wrapFace, f.n = notes, nil, 0
}

// labelPad is the paper around a label's words.
func labelPad(th *ui.Theme) float64 { return th.S(7) }

// labelWidth is the most a label may take of the board's width.
func labelWidth(th *ui.Theme, v *boardView) float64 {
	return math.Min(th.S(250), float64(v.area.Dx())*0.45)
}

// wrap breaks the notes' words to the label's width, when they or the board's size changed.
func (f *faultLabels) wrap(th *ui.Theme, v *boardView) {
	pad, maxW := labelPad(th), labelWidth(th, v)
	if f.wrapFace == th.Small && f.wrapW == maxW {
		return
	}
	f.wrapFace, f.wrapW = th.Small, maxW
	var lines []string
	for i := range f.notes {
		nt := &f.notes[i]
		lines = ui.Wrap(lines[:0], nt.say, th.Small, maxW-2*pad)
		w := 0.0
		for _, l := range lines {
			w = math.Max(w, ui.TextWidth(l, th.Small))
		}
		nt.text = strings.Join(lines, "\n")
		nt.w, nt.h = math.Ceil(w+2*pad), math.Ceil(float64(len(lines))*th.Small.Size*1.25+2*pad)
	}
}

// place chooses up to maxLabels notes whose squares show, nearest the
// selected square first (then in the loader's order), and puts each beside
// its square inside the board's area, off its square and off the others'.
func (f *faultLabels) place(th *ui.Theme, v *boardView, sel int) {
	f.n = 0
	if f.wrapFace == nil || v.layout == nil {
		return
	}
	var best [maxLabels]faultNear
	n := 0
	for i, nt := range f.notes {
		n = nearest(best[:], n, nearNote(v, i, nt, sel))
	}
	for _, c := range best[:n] {
		nt := &f.notes[c.note]
		if l, ok := f.fit(th, v, sel, best[:n], nt.w, nt.h, c.sq, f.n == 0); ok {
			l.note, l.sq = c.note, c.sq
			f.at[f.n] = l
			f.n++
		}
	}
}

// nearNote is note i's square nearest the selection, among those that show.
func nearNote(v *boardView, i int, nt faultNote, sel int) faultNear {
	c := faultNear{i, -1, math.MaxInt}
	for _, sq := range nt.squares {
		if sq < len(v.layout.Cells) && v.visible(v.cell(sq)) && apart(sq, sel) < c.d {
			c.sq, c.d = sq, apart(sq, sel)
		}
	}
	return c
}

// nearest puts c among the n nearest kept in best, after the nearer and
// the equally near ones; it returns how many are kept.
func nearest(best []faultNear, n int, c faultNear) int {
	if c.sq < 0 || (n == len(best) && c.d >= best[n-1].d) {
		return n
	}
	j := min(n, len(best)-1)
	for j > 0 && best[j-1].d > c.d {
		best[j] = best[j-1]
		j--
	}
	best[j] = c
	return min(n+1, len(best))
}

// labelPlace is where a label is tried: the board's area less a margin,
// the square's cell and how far its art reaches, the label's size.
type labelPlace struct {
	x0, y0, x1, y1 float64
	cl             art.Cell
	r, w, h        float64
}

func clamp(p, lo, hi float64) float64 { return math.Max(lo, math.Min(p, hi)) }

// fit finds a place for a w×h label beside square sq: right of it, left,
// below, above, inside the area and clear of the squares being labelled,
// the selected square and the labels placed before. When none is clear the
// first label still shows (must), where it covers least of its square.
func (f *faultLabels) fit(th *ui.Theme, v *boardView, sel int, squares []faultNear, w, h float64, sq int, must bool) (faultLabel, bool) {
	a, m, gap := v.area, th.S(6), th.S(16)
	cl := v.cell(sq)
	p := labelPlace{float64(a.Min.X) + m, float64(a.Min.Y) + m, float64(a.Max.X) - m, float64(a.Max.Y) - m, cl, footprint(cl.R, cl.HalfLen), w, h}
	r := p.r
	cands := [4][2]float64{
		{cl.X + r + gap, clamp(cl.Y-h/2, p.y0, p.y1-h)},
		{cl.X - r - gap - w, clamp(cl.Y-h/2, p.y0, p.y1-h)},
		{clamp(cl.X-w/2, p.x0, p.x1-w), cl.Y + r + gap},
		{clamp(cl.X-w/2, p.x0, p.x1-w), cl.Y - r - gap - h},
	}
	best, cover := -1, math.Inf(1)
	for i, c := range cands {
		inside := c[0] >= p.x0 && c[0]+w <= p.x1 && c[1] >= p.y0 && c[1]+h <= p.y1
		if inside && f.clear(v, sel, squares, c[0], c[1], w, h) {
			best = i
			break
		}
		if must { // the least of the square covered, pushed inside
			if at, o := p.leastCover(c); o < cover {
				cands[i], cover, best = at, o, i
			}
		}
	}
	if best < 0 {
		return faultLabel{}, false
	}
	return p.label(cands[best]), true
}

// leastCover pushes a label at c inside the area, and says how much of
// the square it then covers.
func (p labelPlace) leastCover(c [2]float64) ([2]float64, float64) {
	px, py := clamp(c[0], p.x0, p.x1-p.w), clamp(c[1], p.y0, p.y1-p.h)
	ox := math.Max(0, math.Min(px+p.w, p.cl.X+p.r)-math.Max(px, p.cl.X-p.r))
	oy := math.Max(0, math.Min(py+p.h, p.cl.Y+p.r)-math.Max(py, p.cl.Y-p.r))
	return [2]float64{px, py}, ox * oy
}

// label is the label at c, with its pointer: from the box's point nearest
// the square to the square's edge.
func (p labelPlace) label(c [2]float64) faultLabel {
	cl, r := p.cl, p.r
	l := faultLabel{x: c[0], y: c[1], w: p.w, h: p.h}
	l.fromX, l.fromY = clamp(cl.X, l.x, l.x+p.w), clamp(cl.Y, l.y, l.y+p.h)
	if d := math.Hypot(l.fromX-cl.X, l.fromY-cl.Y); d > r {
		l.toX, l.toY = cl.X+(l.fromX-cl.X)*r/d, cl.Y+(l.fromY-cl.Y)*r/d
	} else {
		l.toX, l.toY = l.fromX, l.fromY
	}
	return l
}

// clear reports whether a label at x, y, w×h is off the squares being
// labelled, the selected square and the labels placed before.
func (f *faultLabels) clear(v *boardView, sel int, squares []faultNear, x, y, w, h float64) bool {
	for _, s := range squares {
		c := v.cell(s.sq)
		if overlaps(x, y, w, h, c.X, c.Y, footprint(c.R, c.HalfLen)) {
			return false
		}
	}
	if sel > 0 && sel < len(v.layout.Cells) {
		if c := v.cell(sel); overlaps(x, y, w, h, c.X, c.Y, footprint(c.R, c.HalfLen)) {
			return false
		}
	}
	for _, l := range f.at[:f.n] {
		if x < l.x+l.w && l.x < x+w && y < l.y+l.h && l.y < y+h {
			return false
		}
	}
	return true
}

// footprint is how far from its centre a square's art and rings reach.
func footprint(r, halfLen float64) float64 { return math.Max(r*1.2, halfLen) }

// overlaps reports whether the box x, y, w, h meets the square of side 2r about cx, cy.
func overlaps(x, y, w, h, cx, cy, r float64) bool {
	return x < cx+r && cx-r < x+w && y < cy+r && cy-r < y+h
}

// apart is how many squares lie between a and b.
func apart(a, b int) int { return max(a-b, b-a) }

// draw draws the labels placed: the pointer, then the paper over its end.
func (f *faultLabels) draw(dst *ebiten.Image, th *ui.Theme) {
	lw := math.Max(1, math.Round(th.S(2)))
	pad := labelPad(th)
	for _, l := range f.at[:f.n] {
		if d := math.Hypot(l.toX-l.fromX, l.toY-l.fromY); d > 0 {
			ui.Chip(dst, (l.fromX+l.toX)/2, (l.fromY+l.toY)/2, d, lw, math.Atan2(l.toY-l.fromY, l.toX-l.fromX), ui.Madder)
		}
		ui.Circle(dst, l.toX, l.toY, th.S(4), 0, ui.Madder, ui.Madder)
		sh := th.S(3)
		ui.FillRect(dst, l.x+sh, l.y+sh, l.w, l.h, ui.Shade)
		ui.FillRect(dst, l.x, l.y, l.w, l.h, ui.Paper)
		ui.StrokeRect(dst, l.x, l.y, l.w, l.h, lw, ui.Madder)
		ui.Text(dst, f.notes[l.note].text, th.Small, l.x+pad, l.y+pad, ui.Madder, ui.Left)
	}
}
