package sound

// The "your turn" chime (issue 29): a person's throw has come. It is added
// to the recipes from a file of its own.
func init() {
	recipes["yourturn"] = recipe{makeYourTurn, -21, 0.1, false}
	cache["yourturn"] = &cached{}
}

// makeYourTurn: two soft wooden-bell notes rising a major sixth (G5 then
// E6), short and friendly, like a marimba's "ding-ding": heard over the
// music, never startling.
func makeYourTurn() *track {
	t := newTrack(0.55)
	for _, n := range []struct{ at, f, amp, pan float64 }{{0.005, 784, 1, -0.1}, {0.125, 1318.5, 0.85, 0.1}} {
		i := sec(n.at)
		// A marimba bar's partials: 1, 4 and 10 times the note, the upper
		// ones dying fast; a little attack keeps the strike soft.
		t.ring(i, n.f, 0.16, 0.6*n.amp, n.pan, 0.004)
		t.ring(i, n.f*3.93, 0.03, 0.12*n.amp, n.pan, 0.002)
		t.ring(i, n.f*9.2, 0.01, 0.04*n.amp, n.pan, 0.001)
		t.ring(i, n.f*2, 0.08, 0.08*n.amp, n.pan, 0.004) // the resonator's octave
	}
	return t
}
