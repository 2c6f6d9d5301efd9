package art

import (
	"image"
	"math"
	"strconv"

	"goose/engine"
)

// Square pictures square i of r's board on its own, size×size pixels, as the
// board draws it (its kind's wash and picture, kindArt, and the roundel of a
// square that gives another throw), with a paper rim: the picture of square
// help and of the rules page. A plain square shows its number, the start and
// the garden the board's flower.
func Square(r *engine.Rules, i, size int) *image.RGBA {
	size = max(size, 8)
	c := newCanvas(size, size)
	c.paper(int32(i + 1))
	var s engine.Square
	d := boardDrawer{c: c}
	if r != nil && i >= 0 && i < len(r.Board.Squares) {
		s, d.sq, d.throws = r.Board.Squares[i], r.Board.Squares, r.StartThrows
	}
	k := drawnKind(s)
	f := float64(size)
	col, al := squareWash(k, i)
	wash := newPath()
	wash.rect(0, 0, f, f)
	c.fill(wash, alpha(col, al), multiply)
	edge := newPath()
	lw := math.Max(1, f/40)
	edge.rect(lw/2, lw/2, f-lw/2, f-lw/2)
	c.stroke(edge, lw, inkSepia, multiply)
	x, y, rr := f/2, f/2, f*0.42
	switch {
	case k == engine.Plain && i > 0:
		regular, _, _ := fonts()
		size := f * 0.5
		c.text(regular, strconv.Itoa(i), size, x, y+capHeight(regular, size)/2, textOpts{align: 0.5, lining: true}, alpha(inkSepia, 0.95), multiply)
	default:
		d.picture(k, i, x, y, rr)
	}
	if s.Again && k != engine.Again {
		d.againBadge(f*0.8, f*0.8, f*0.15)
	}
	return c.img
}
