package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/art"
)

// zoomLevels are the editor's magnifications: at 3× a square of a 500-square
// board is as large as a square of the classic board at 1×.
var zoomLevels = [...]float64{1, 1.5, 2, 3}

// maxPicture bounds the zoomed board picture's side, in pixels.
const maxPicture = 4096

// boardView is the editor's board on screen: the picture at a zoom level,
// where it is panned to, and which square is under a point. The picture is
// drawn again only when the board or the zoom changes; panning moves it.
type boardView struct {
	area       image.Rectangle // where the board shows
	level      int             // into zoomLevels
	panX, panY float64         // the picture's top left, relative to area's
	layout     *art.Layout     // in the picture's pixels
	img        *ebiten.Image
	redraw     bool // the picture must be drawn again

	pressX, pressY int // where the pointer went down on the board
	panFrom        [2]float64
	pressed, moved bool    // the pointer is down on the board; it has dragged
	spread         float64 // last tick's distance between two fingers
	slop           float64 // how far a tap may wobble, in pixels
}

// place sets the area and lays the board of n squares out for it.
func (v *boardView) place(area image.Rectangle, n int) {
	v.area = area
	v.relayout(n, v.level, float64(area.Dx())/2, float64(area.Dy())/2)
}

// relayout lays out n squares at zoom level, keeping the point (ax, ay) of
// the area over the same place of the board.
func (v *boardView) relayout(n, level int, ax, ay float64) {
	w, h := v.pictureSize(level)
	var fx, fy float64 = 0.5, 0.5 // the board point under (ax, ay), as a fraction
	if v.layout != nil {
		fx, fy = (ax-v.panX)/v.layout.W, (ay-v.panY)/v.layout.H
	}
	v.level = level
	v.layout = art.NewLayout(n, float64(w), float64(h))
	v.panX, v.panY = ax-fx*float64(w), ay-fy*float64(h)
	v.clamp()
	v.redraw = true
}

// pictureSize is the picture's size at a zoom level.
func (v *boardView) pictureSize(level int) (int, int) {
	z := zoomLevels[level]
	aw, ah := float64(max(v.area.Dx(), 1)), float64(max(v.area.Dy(), 1))
	z = min(z, maxPicture/aw, maxPicture/ah)
	return int(aw * z), int(ah * z)
}

// clamp keeps the picture over the whole area.
func (v *boardView) clamp() {
	v.panX = min(0, max(v.panX, float64(v.area.Dx())-v.layout.W))
	v.panY = min(0, max(v.panY, float64(v.area.Dy())-v.layout.H))
}

// zoomBy steps the zoom level by d, keeping the screen point (x, y) still.
func (v *boardView) zoomBy(d, n, x, y int) {
	l := min(max(v.level+d, 0), len(zoomLevels)-1)
	if l != v.level {
		v.relayout(n, l, float64(x-v.area.Min.X), float64(y-v.area.Min.Y))
	}
}

// show pans so that square sq is on screen.
func (v *boardView) show(sq int) {
	if sq < 0 || sq >= len(v.layout.Cells) {
		return
	}
	cl := v.layout.Cells[sq]
	x, y := cl.X+v.panX, cl.Y+v.panY
	m := 3 * cl.R
	if x < m || x > float64(v.area.Dx())-m || y < m || y > float64(v.area.Dy())-m {
		v.panX, v.panY = float64(v.area.Dx())/2-cl.X, float64(v.area.Dy())/2-cl.Y
		v.clamp()
	}
}

// cell is square sq's cell on screen.
func (v *boardView) cell(sq int) art.Cell {
	cl := v.layout.Cells[sq]
	cl.X += v.panX + float64(v.area.Min.X)
	cl.Y += v.panY + float64(v.area.Min.Y)
	return cl
}

// visible reports whether a cell on screen is inside the board's area.
func (v *boardView) visible(cl art.Cell) bool {
	return cl.X+cl.R > float64(v.area.Min.X) && cl.X-cl.R < float64(v.area.Max.X) &&
		cl.Y+cl.R > float64(v.area.Min.Y) && cl.Y-cl.R < float64(v.area.Max.Y)
}

// square is the square under the screen point (x, y), or -1.
func (v *boardView) square(x, y int) int {
	if v.layout == nil || !image.Pt(x, y).In(v.area) {
		return -1
	}
	return squareUnder(v.layout, float64(x-v.area.Min.X)-v.panX, float64(y-v.area.Min.Y)-v.panY)
}

// update pans on a drag, zooms on the wheel or a pinch, and returns the
// square tapped or clicked (not dragged), or -1.
func (v *boardView) update(in *ui.Input, n int) int {
	if in.Wheel != 0 && image.Pt(in.X, in.Y).In(v.area) {
		v.zoomBy(sign(in.Wheel), n, in.X, in.Y)
	}
	v.pinch(in, n)
	if in.Pressed && image.Pt(in.X, in.Y).In(v.area) {
		v.pressX, v.pressY, v.panFrom, v.pressed, v.moved = in.X, in.Y, [2]float64{v.panX, v.panY}, true, false
	}
	if v.pressed && in.Down && v.spread == 0 {
		v.drag(in)
	}
	tapped := -1
	if in.Released {
		if (v.pressed || in.Pressed) && !v.moved {
			tapped = v.square(in.X, in.Y)
		}
		v.pressed = false
	}
	return tapped
}

func sign(f float64) int {
	if f < 0 {
		return -1
	}
	return 1
}

// pinch zooms while two fingers spread or close, by a step each quarter.
func (v *boardView) pinch(in *ui.Input, n int) {
	if in.Spread <= 0 {
		v.spread = 0
		return
	}
	if v.spread > 0 && (in.Spread > v.spread*1.25 || in.Spread < v.spread/1.25) {
		v.zoomBy(sign(in.Spread-v.spread), n, in.X, in.Y)
		v.spread = in.Spread
	} else if v.spread == 0 {
		v.spread = in.Spread
	}
	v.moved = true // no tap
	// A finger left after the pinch drags on from where it is now.
	v.pressX, v.pressY, v.panFrom = in.X, in.Y, [2]float64{v.panX, v.panY}
}

// drag pans with the pointer once it has gone past a tap's wobble.
func (v *boardView) drag(in *ui.Input) {
	dx, dy := in.X-v.pressX, in.Y-v.pressY
	if float64(dx*dx+dy*dy) > v.slop*v.slop {
		v.moved = true
	}
	if v.moved {
		v.panX, v.panY = v.panFrom[0]+float64(dx), v.panFrom[1]+float64(dy)
		v.clamp()
	}
}

// keys: + and − zoom about square sq, arrows move sq (the view follows);
// the new square is returned.
func (v *boardView) keys(in *ui.Input, n, sq int) int {
	zoom, step := zoomKey(in), stepKey(in)
	if step != 0 {
		sq = min(max(sq+step, 1), n-2)
	}
	if zoom != 0 {
		x, y := v.area.Min.X+v.area.Dx()/2, v.area.Min.Y+v.area.Dy()/2
		if sq > 0 {
			cl := v.cell(sq)
			x, y = int(cl.X), int(cl.Y)
		}
		v.zoomBy(zoom, n, x, y)
	}
	if step != 0 || zoom != 0 {
		v.show(sq)
	}
	return sq
}

// zoomKey is the zoom's step a key asks for: + in, − out, 0 all the way out.
func zoomKey(in *ui.Input) int {
	switch {
	case in.Key(ebiten.Key0):
		return -len(zoomLevels)
	case in.Key(ebiten.KeyMinus) || in.Key(ebiten.KeyNumpadSubtract):
		return -1
	case in.Key(ebiten.KeyEqual) || in.Key(ebiten.KeyNumpadAdd):
		return 1
	}
	return 0
}

// stepKey is how far an arrow key moves the square: a row of ten up or down.
func stepKey(in *ui.Input) int {
	switch {
	case in.Key(ebiten.KeyRight):
		return 1
	case in.Key(ebiten.KeyLeft):
		return -1
	case in.Key(ebiten.KeyUp):
		return 10
	case in.Key(ebiten.KeyDown):
		return -10
	}
	return 0
}

// draw draws the board picture, drawing it again first after a change.
func (v *boardView) draw(dst *ebiten.Image, r *engine.Rules) {
	if v.layout == nil {
		return
	}
	if v.redraw || v.img == nil {
		if v.img != nil {
			v.img.Deallocate()
		}
		v.img = ebiten.NewImageFromImage(art.Board(r, v.layout, int(v.layout.W), int(v.layout.H)))
		v.redraw = false
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(v.area.Min.X)+v.panX, float64(v.area.Min.Y)+v.panY)
	dst.DrawImage(v.img, &op)
}
