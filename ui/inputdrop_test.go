package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDropForgetsAKey: a key dropped is no longer pressed this tick; the
// others still are.
func TestDropForgetsAKey(t *testing.T) {
	var in Input
	in.PressKey(ebiten.KeyLeft)
	in.PressKey(ebiten.KeyEscape)
	in.PressKey(ebiten.KeyLeft)
	in.Drop(ebiten.KeyLeft)
	if in.Key(ebiten.KeyLeft) || !in.Key(ebiten.KeyEscape) {
		t.Errorf("after Drop: left %v, escape %v", in.Key(ebiten.KeyLeft), in.Key(ebiten.KeyEscape))
	}
}
