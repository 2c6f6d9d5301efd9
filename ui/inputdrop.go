package ui

import "github.com/hajimehoshi/ebiten/v2"

// Drop forgets that k was pressed this tick: a part of a screen that used
// the key (square help's arrows and Escape) keeps the rest from hearing it.
func (in *Input) Drop(k ebiten.Key) {
	ks := &in.keys
	for i := 0; i < ks.n; i++ {
		if ks.k[i] == k {
			copy(ks.k[i:ks.n], ks.k[i+1:ks.n])
			ks.n--
			i--
		}
	}
}
