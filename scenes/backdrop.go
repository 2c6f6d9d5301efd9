package scenes

import (
	"goose/ui/ink"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
)

// backdrop is the classic board filling the screen behind the menus, rendered
// once per screen size.
type backdrop struct {
	img  *ebiten.Image
	w, h int
	lang *narrate.Language // the language of the board's cartouche
	op   ebiten.DrawImageOptions
	// shown: a frame has been drawn. The very first frame goes without the
	// board, which takes a tenth of a second to draw (half a second in a
	// browser): the menu comes first, the board behind it a frame later.
	shown bool
}

// boardWords writes the board's cartouche in the game's current language.
func boardWords() *narrate.Language {
	art.Subtitle = strings.ToUpper(say("title.sub"))
	return narrate.Current()
}

var sharedBackdrop backdrop

// pending reports whether a frame went without the board, which the next
// one must bring: no screen rests meanwhile (Manager.Step).
func (b *backdrop) pending() bool { return b.shown && b.img == nil }

// ready reports whether the board has been drawn.
func (b *backdrop) ready() bool { return b.img != nil }

func (b *backdrop) draw(dst *ebiten.Image, c *Context) {
	if !b.shown {
		b.shown = true
		dst.Fill(ink.Shown(ui.Table))
		ui.Dim(dst, 120)
		return
	}
	if b.img == nil || b.w != c.W || b.h != c.H || b.lang != narrate.Current() {
		b.lang = boardWords()
		// Behind dimmed menus a half-size board, scaled up, looks the same and
		// renders four times faster (the browser's start-up waits for it).
		w, h := (c.W+1)/2, (c.H+1)/2
		r, _ := engine.Preset("classic")
		l := art.NewLayout(len(r.Board.Squares), float64(w), float64(h))
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImageFromImage(art.Board(&r, l, w, h))
		b.w, b.h = c.W, c.H
	}
	op := &b.op
	op.GeoM.Reset()
	op.GeoM.Scale(float64(c.W)/float64(b.img.Bounds().Dx()), float64(c.H)/float64(b.img.Bounds().Dy()))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(b.img, op)
	ui.Dim(dst, 120)
}
