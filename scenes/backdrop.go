package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/ui"
	"goose/ui/art"
)

// backdrop is the classic board filling the screen behind the menus, rendered
// once per screen size.
type backdrop struct {
	img  *ebiten.Image
	w, h int
}

var sharedBackdrop backdrop

func (b *backdrop) draw(dst *ebiten.Image, c *Context) {
	if b.img == nil || b.w != c.W || b.h != c.H {
		r, _ := engine.Preset("classic")
		l := art.NewLayout(len(r.Board.Squares), float64(c.W), float64(c.H))
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImageFromImage(art.Board(&r, l, c.W, c.H))
		b.w, b.h = c.W, c.H
	}
	dst.DrawImage(b.img, nil)
	ui.Dim(dst, 120)
}
