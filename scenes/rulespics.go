package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
)

// The rules page's words in a column of a readable measure, each kind of
// special square pictured beside its paragraph (the board's own art), and
// square help on those pictures (issue 28; issue 30's trial, row 21).
const (
	rulePicSide = 56 // a picture's side, theme units
	rulePicGap  = 14 // between a picture and its words
)

// ruleMeasure is a line of about 70 characters of ordinary words: the
// column of the rules is no wider (long lines are hard to follow back).
const ruleMeasure = "The goose flies on by the same count, in the direction it was moving; a"

// rulePic is a square pictured beside its paragraph.
type rulePic struct {
	sq  int
	img *ebiten.Image
	top float64 // from the top of the words, unscrolled
}

// column is where the words go across the box: no wider than the measure,
// in the middle.
func (t *ruleText) column() (x, w float64) {
	w = min(float64(t.box.Dx()), ui.TextWidth(ruleMeasure, t.th.Body))
	return float64(t.box.Min.X) + (float64(t.box.Dx())-w)/2, w
}

// addLine adds a line of the page, and counts the height of the words.
func (t *ruleText) addLine(l ruleLine) {
	t.lines = append(t.lines, l)
	t.total += t.lineH(l)
}

// paragraph wraps a paragraph into the column, beside square sq's
// picture when sq >= 0.
func (t *ruleText) paragraph(para string, sq int, w float64) {
	if sq < 0 || t.pictured == nil || sq >= len(t.pictured.Board.Squares) {
		for _, l := range ui.Wrap(nil, para, t.th.Body, w) {
			t.addLine(ruleLine{text: l})
		}
		return
	}
	side := t.th.S(rulePicSide)
	in := side + t.th.S(rulePicGap)
	top := t.total
	t.pics = append(t.pics, rulePic{sq: sq, top: top,
		img: ebiten.NewImageFromImage(art.Square(t.pictured, sq, int(side)))})
	for i, l := range ui.Wrap(nil, para, t.th.Body, w-in) {
		rl := ruleLine{text: l, indent: in}
		if i == 0 {
			rl.pic = len(t.pics)
		}
		t.addLine(rl)
	}
	for t.total-top < side { // the picture's room
		t.addLine(ruleLine{text: "", indent: in})
	}
}

// moreBelow reports whether the words go on below the box: "scroll for
// more" is said until the end is in view.
func (t *ruleText) moreBelow() bool { return t.maxScr > 0 && t.scroll < t.maxScr-1 }

// freePics lets the pictures go before the page is wrapped again.
func (t *ruleText) freePics() {
	for _, p := range t.pics {
		p.img.Deallocate()
	}
	t.pics = t.pics[:0]
}

// picAt is picture i on screen, and whether it is whole within the box.
func (t *ruleText) picAt(i int) (x, y, side float64, shown bool) {
	x, _ = t.column()
	y = float64(t.box.Min.Y) - t.scroll + t.pics[i].top
	side = t.th.S(rulePicSide)
	return x, y, side, y >= float64(t.box.Min.Y)-1 && y+side <= float64(t.box.Max.Y)+1
}

// drawPic draws the picture of line l, at the line's top y, as much of it
// as is within the box (the words scroll under the heading and the buttons).
func (t *ruleText) drawPic(dst *ebiten.Image, l ruleLine, x, y float64) {
	if l.pic == 0 {
		return
	}
	img := t.pics[l.pic-1].img
	side := float64(img.Bounds().Dx())
	top, bottom := max(y, float64(t.box.Min.Y)), min(y+side, float64(t.box.Max.Y))
	if bottom <= top {
		return
	}
	v := &t.quad
	for i, c := range [4][2]float64{{0, top}, {side, top}, {0, bottom}, {side, bottom}} {
		v[i] = ebiten.Vertex{DstX: float32(x + c[0]), DstY: float32(c[1]), SrcX: float32(c[0]), SrcY: float32(c[1] - y),
			ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
	}
	dst.DrawTriangles(v[:], quadIndices[:], img, &t.tri)
}

// quadIndices are a rectangle's two triangles.
var quadIndices = [6]uint16{0, 1, 2, 1, 3, 2}

// squareAt is the pictured square under the point, or -1 (square help).
func (p *RulesPage) squareAt(x, y int) int {
	for i := range p.pics {
		px, py, s, shown := p.picAt(i)
		if shown && float64(x) >= px && float64(x) < px+s && float64(y) >= py && float64(y) < py+s {
			return p.pics[i].sq
		}
	}
	return -1
}

// squareCell is a pictured square's picture as a cell of the board.
func (p *RulesPage) squareCell(sq int) (art.Cell, bool) {
	for i := range p.pics {
		if p.pics[i].sq == sq {
			x, y, s, shown := p.picAt(i)
			return art.Cell{X: x + s/2, Y: y + s/2, R: s / 2, HalfLen: s / 2}, shown
		}
	}
	return art.Cell{}, false
}

// Controls, Version and Use tell assistive technology of the rules page:
// its form's controls, and the square in focus.
func (p *RulesPage) Controls() []form.Info { return p.sqHelp.tell(p.form.Controls(), p) }
func (p *RulesPage) Version() uint64       { return p.form.Version() + p.sqHelp.ver }
func (p *RulesPage) Use(i int)             { p.form.Use(i) }

// helpTick is the rules page's square help for a tick: the arrows walk the
// pictures while the keyboard's focus is on them, and the page scrolls to
// the one in focus. It reports whether square help used the input.
func (p *RulesPage) helpTick(c *Context) bool {
	in := &c.In
	if len(p.pics) == 0 {
		return false
	}
	focus := -1
	if p.sqHelp.keyed() || helpAsked(in) {
		d := 0
		switch {
		case in.Key(ebiten.KeyRight) || in.Key(ebiten.KeyDown):
			d = 1
		case in.Key(ebiten.KeyLeft) || in.Key(ebiten.KeyUp):
			d = -1
		}
		if p.sqHelp.keyed() && d != 0 {
			for _, k := range [...]ebiten.Key{ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyUp, ebiten.KeyDown} {
				in.Drop(k)
			}
			p.picOn = min(max(p.picOn+d, 0), len(p.pics)-1)
		}
		p.picOn = min(p.picOn, len(p.pics)-1)
		if _, y, s, shown := p.picAt(p.picOn); !shown { // into view
			p.scroll = max(0, min(p.scroll+y-float64(p.box.Min.Y)-(float64(p.box.Dy())-s)/2, p.maxScr))
		}
		focus = p.pics[p.picOn].sq
	}
	return p.sqHelp.update(c, p, &p.rules, false, focus)
}
