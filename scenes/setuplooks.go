package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/art"
	"goose/ui/store"
)

// lookPics are the setup's pictures of each seat's goose wearing its look
// (its colour and its mark: a crown, a bow, spots…), beside its name: the
// look's word alone told a newcomer nothing (issue 30, #20). A picture is
// drawn once a colour and a size, in Layout, never a frame.
type lookPics struct {
	size int
	pics [8]*ebiten.Image
}

// make draws the seats' geese at size pixels, those not yet drawn.
func (l *lookPics) make(size int, seats []store.Seat) {
	if size != l.size {
		for i, p := range l.pics {
			if p != nil {
				p.Deallocate()
				l.pics[i] = nil
			}
		}
		l.size = size
	}
	if size < 1 {
		return
	}
	for _, st := range seats {
		if c := ((st.Color % 8) + 8) % 8; l.pics[c] == nil {
			l.pics[c] = ebiten.NewImageFromImage(art.Goose(c, size, 0))
		}
	}
}

// draw draws colour's goose centred in r.
func (l *lookPics) draw(dst *ebiten.Image, r image.Rectangle, colour int) {
	p := l.pics[((colour%8)+8)%8]
	if p == nil {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X+(r.Dx()-l.size)/2), float64(r.Min.Y+(r.Dy()-l.size)/2))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(p, &op)
}
