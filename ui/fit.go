package ui

// Overflow, if set, hears of every label too long for its widget even in
// the tiny face (the layout tests set it; the game draws the label anyway).
var Overflow func(label string, need, have float64)

// fitted is the face a widget's label is drawn in: the body face if the
// label fits, else the small one, else the tiny one. It is chosen once for a
// label, a width and a theme, so drawing a frame measures nothing.
type fitted struct {
	s    string
	w    float64
	th   *Theme
	font *Face
}

func (f *fitted) face(th *Theme, s string, w float64) *Face {
	if f.font != nil && f.th == th && f.w == w && f.s == s {
		return f.font
	}
	f.s, f.w, f.th = s, w, th
	f.font = Fit(th, s, w)
	return f.font
}

// Fit is the largest of the body, small and tiny faces in which s is no
// wider than w (the tiny one if none is, which Overflow hears of).
func Fit(th *Theme, s string, w float64) *Face {
	for _, face := range [...]*Face{th.Body, th.Small} {
		if TextWidth(s, face) <= w {
			return face
		}
	}
	if need := TextWidth(s, th.Tiny); need > w && Overflow != nil {
		Overflow(s, need, w)
	}
	return th.Tiny
}
