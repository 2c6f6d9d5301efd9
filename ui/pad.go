package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PadReader is where Input.Read finds the gamepads' presses: Ebitengine's
// standard layout on every pad connected, or a test's fake.
type PadReader interface {
	// JustPressed reports a button that went down this tick on any pad.
	JustPressed(b ebiten.StandardGamepadButton) bool
	// Axis is the furthest any pad's axis is pushed, from -1 to 1.
	Axis(a ebiten.StandardGamepadAxis) float64
}

// Pads is the gamepads Read reads.
var Pads PadReader = &ebitenPads{}

// padKeys are the keys a pad's buttons stand for, in Ebitengine's standard
// layout: the D-pad moves the focus, A uses, B goes back, Start pauses (the
// play screen's Escape), as the issue of access asks.
var padKeys = [...]struct {
	b ebiten.StandardGamepadButton
	k ebiten.Key
}{
	{ebiten.StandardGamepadButtonLeftTop, ebiten.KeyUp},
	{ebiten.StandardGamepadButtonLeftBottom, ebiten.KeyDown},
	{ebiten.StandardGamepadButtonLeftLeft, ebiten.KeyLeft},
	{ebiten.StandardGamepadButtonLeftRight, ebiten.KeyRight},
	{ebiten.StandardGamepadButtonRightBottom, ebiten.KeyEnter},
	{ebiten.StandardGamepadButtonRightRight, ebiten.KeyEscape},
	{ebiten.StandardGamepadButtonCenterRight, ebiten.KeyEscape},
}

// stickKeys: the left stick pushed past half way is an arrow, once per push.
var stickKeys = [...]struct {
	a        ebiten.StandardGamepadAxis
	neg, pos ebiten.Key
}{
	{ebiten.StandardGamepadAxisLeftStickHorizontal, ebiten.KeyLeft, ebiten.KeyRight},
	{ebiten.StandardGamepadAxisLeftStickVertical, ebiten.KeyUp, ebiten.KeyDown},
}

// readPads adds the pads' presses to the tick's keys; it reports whether a
// pad was used (the focus then starts at the first control on an arrow, as
// a pad has no Tab).
func (in *Input) readPads() {
	in.pad = false
	for _, p := range padKeys {
		if Pads.JustPressed(p.b) {
			in.PressKey(p.k)
			in.pad = true
		}
	}
	for i, s := range stickKeys {
		v, was := Pads.Axis(s.a), in.stick[i]
		in.stick[i] = 0
		switch {
		case v < -0.5:
			in.stick[i] = -1
		case v > 0.5:
			in.stick[i] = 1
		}
		if in.stick[i] != was && in.stick[i] != 0 {
			in.PressKey(map2(in.stick[i] < 0, s.neg, s.pos))
			in.pad = true
		}
	}
}

func map2(neg bool, a, b ebiten.Key) ebiten.Key {
	if neg {
		return a
	}
	return b
}

// FromPad reports whether this tick's keys came from a gamepad.
func (in *Input) FromPad() bool { return in.pad }

// ebitenPads reads Ebitengine's gamepads in the standard layout; a pad
// without it is left out (its buttons' places are unknown).
type ebitenPads struct{ ids []ebiten.GamepadID }

func (p *ebitenPads) JustPressed(b ebiten.StandardGamepadButton) bool {
	p.ids = ebiten.AppendGamepadIDs(p.ids[:0])
	for _, id := range p.ids {
		if ebiten.IsStandardGamepadLayoutAvailable(id) && inpututil.IsStandardGamepadButtonJustPressed(id, b) {
			return true
		}
	}
	return false
}

func (p *ebitenPads) Axis(a ebiten.StandardGamepadAxis) float64 {
	p.ids = ebiten.AppendGamepadIDs(p.ids[:0])
	far := 0.0
	for _, id := range p.ids {
		if v := ebiten.StandardGamepadAxisValue(id, a); ebiten.IsStandardGamepadLayoutAvailable(id) && math.Abs(v) > math.Abs(far) {
			far = v
		}
	}
	return far
}

// ReadPads adds the pads' presses to the tick's keys alone: a scene test's
// input, faked at Pads, read as Read reads it.
func (in *Input) ReadPads() { in.readPads() }
