package art

import (
	"image"
	"testing"

	"goose/engine"
)

// TestEveryKindHasArt: each kind of the engine's kinds table has its art
// here, a wash and a picture (the plain square and the garden are drawn
// otherwise), and no art is kept for a kind the engine does not have.
func TestEveryKindHasArt(t *testing.T) {
	names := map[string]bool{}
	for _, k := range engine.Kinds() {
		names[k.String()] = true
		a, ok := kindArt[k.String()]
		switch {
		case !ok:
			t.Errorf("the %s square has no art (ui/art/kinds.go)", k)
		case k == engine.Plain || k == engine.Goal:
		case a.draw == nil || a.alpha <= 0:
			t.Errorf("the %s square has no picture or no wash", k)
		}
	}
	for name := range kindArt {
		if !names[name] {
			t.Errorf("art for %q, which is no kind of square", name)
		}
	}
}

// TestEverySquareHasAPicture: square help's picture of each kind differs
// from a plain square's (the kind's art is drawn, not only the paper).
func TestEverySquareHasAPicture(t *testing.T) {
	r, err := engine.Preset("classic")
	if err != nil {
		t.Fatal(err)
	}
	plain := Square(&r, 1, 48)
	for _, k := range engine.Kinds() {
		if k == engine.Plain {
			continue
		}
		r.Board.Squares[1].Kind = k
		if img := Square(&r, 1, 48); sameImage(img, plain) {
			t.Errorf("%s: its picture is a plain square's", k)
		}
	}
}

func sameImage(a, b *image.RGBA) bool {
	return a.Bounds() == b.Bounds() && string(a.Pix) == string(b.Pix)
}
