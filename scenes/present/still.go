package present

import "math"

// onSquare moves a motion's progress to where its goose stands on a square
// (reduced motion): a hop is on the last square it has got half way to, a
// flight or a glide on its start until half way, then on its end; a goose
// walking back from death steps back square by square. Shown names the
// same square, so the HUD and the board agree.
func (m *Model) onSquare(mo *Motion) {
	mo.Leap = false // no winged bounds: a step like any other
	switch mo.Kind {
	case Hop:
		if n := float64(len(mo.Walk)); n > 0 {
			mo.F = math.Floor(mo.F*n+0.5) / n
		}
	case Fly, Glide:
		mo.F = math.Floor(mo.F + 0.5)
	case WalkBack:
		if d := float64(mo.To - mo.From); d != 0 {
			k := math.Round(d*max(0, mo.F*1.1-0.1)) / d // as walkBack in Shown: the squares passed, whole
			mo.F = (k + 0.1) / 1.1
			if k == 0 {
				mo.F = 0
			}
		}
	}
}
