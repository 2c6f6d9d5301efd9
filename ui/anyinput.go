package ui

import "github.com/hajimehoshi/ebiten/v2"

// AnyPadButton reports whether any button of any pad went down this tick,
// the ones the focus does not use too (X, Y, the shoulders): a player
// waited for may press whichever is nearest.
func AnyPadButton() bool {
	for b := ebiten.StandardGamepadButton(0); b <= ebiten.StandardGamepadButtonMax; b++ {
		if Pads.JustPressed(b) {
			return true
		}
	}
	return false
}

// PressedAny reports whether the player pressed anything this tick: a key, a
// character, a click or a tap, a pad's button (a move of the pointer or the
// wheel is not a press).
func (in *Input) PressedAny() bool {
	return in.keys.n > 0 || in.typed.n > 0 || in.Released || in.pad || AnyPadButton()
}
