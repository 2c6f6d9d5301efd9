package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Overflow, if set, hears of every label too long for its widget even in
// the tiny face (the layout tests set it; the game draws the label anyway).
var Overflow func(label string, need, have float64)

// Shrunk, if set, hears of every text drawn in a smaller face than the
// first it was offered (a label below the body face, a HUD line below the
// small one): the layout tests fail on it, since a label that shrinks is a
// layout to fix, not a size to accept (issue 26).
var Shrunk func(s string, want, got *Face)

// Wrote, if set, hears of every text drawn: where, in which ink (the
// theme's, premultiplied) and face, on dst (the contrast test); it says
// whether to leave the words out (to see what lies behind them).
var Wrote func(dst *ebiten.Image, s string, r image.Rectangle, ink ebiten.ColorScale, face *Face) (leaveOut bool)

// Filled, if set, hears of every rectangle filled, in the ink drawn (the
// contrast test: what lies behind the words).
var Filled func(dst *ebiten.Image, r image.Rectangle, ink color.RGBA)

// Placed, if set, hears of every button and check drawn, where (the layout
// tests: no two may overlap).
var Placed func(r image.Rectangle, label string)

// Fitted is the face a text is drawn in: the body face if the text fits its
// width, else the small one, else the tiny one (or the faces given, largest
// first: a banner's). It is chosen once for a text, a width and a theme, so
// drawing a frame measures nothing.
type Fitted struct {
	s    string
	w    float64
	th   *Theme
	font *Face
	most *Face // the largest face offered (FaceUpTo), nil: the body face
}

// Face is the largest face in which s fits w (see Fit).
func (f *Fitted) Face(th *Theme, s string, w float64, faces ...*Face) *Face {
	if f.font != nil && f.th == th && f.w == w && f.s == s && f.most == nil {
		return f.font
	}
	f.s, f.w, f.th, f.most = s, w, th, nil
	f.font = Fit(th, s, w, faces...)
	return f.font
}

// FaceUpTo is the largest of the body, small and tiny faces, none larger
// than most (nil: the body face), in which s fits w: a label that shares
// its neighbours' face (a grid's, form's OneFace).
func (f *Fitted) FaceUpTo(th *Theme, s string, w float64, most *Face) *Face {
	if most == nil || most == th.Body {
		return f.Face(th, s, w)
	}
	if f.font != nil && f.th == th && f.w == w && f.s == s && f.most == most {
		return f.font
	}
	f.s, f.w, f.th, f.most = s, w, th, most
	f.font = most // the tiny face: its neighbour that needed it has said so
	if most == th.Small {
		f.font = Fit(th, s, w, th.Small, th.Tiny)
	}
	return f.font
}

// Lines is lines cut to at most n, for a box that holds n lines (Overflow
// hears of the lines left out).
func Lines(lines []string, n int) []string {
	if len(lines) <= n {
		return lines
	}
	if Overflow != nil {
		Overflow(lines[n], float64(len(lines)), float64(max(n, 0)))
	}
	return lines[:max(n, 0)]
}

// Fit is the largest of the faces (the body, small and tiny ones if none
// are given, largest first) in which s is no wider than w: the last one if
// none is, which Overflow hears of.
func Fit(th *Theme, s string, w float64, faces ...*Face) *Face {
	if len(faces) == 0 {
		faces = []*Face{th.Body, th.Small, th.Tiny}
	}
	for i, face := range faces[:len(faces)-1] {
		if TextWidth(s, face) <= w {
			if i > 0 && Shrunk != nil {
				Shrunk(s, faces[0], face)
			}
			return face
		}
	}
	last := faces[len(faces)-1]
	if Shrunk != nil {
		Shrunk(s, faces[0], last)
	}
	if need := TextWidth(s, last); need > w && Overflow != nil {
		Overflow(s, need, w)
	}
	return last
}
