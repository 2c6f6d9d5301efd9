package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// FakePad is a gamepad for tests: the buttons pressed this tick, the axes' push.
type FakePad struct {
	Down map[ebiten.StandardGamepadButton]bool
	Push map[ebiten.StandardGamepadAxis]float64
}

func (p *FakePad) JustPressed(b ebiten.StandardGamepadButton) bool { return p.Down[b] }
func (p *FakePad) Axis(a ebiten.StandardGamepadAxis) float64       { return p.Push[a] }

// A pad's A is Enter, B is Escape, its D-pad and stick the arrows (a stick
// held over is one press, not one a tick); an arrow from a pad brings the
// focus to the first control, as Tab does from a keyboard.
func TestPadIsKeys(t *testing.T) {
	was := Pads
	defer func() { Pads = was }()
	pad := &FakePad{Down: map[ebiten.StandardGamepadButton]bool{}, Push: map[ebiten.StandardGamepadAxis]float64{}}
	Pads = pad
	var in Input
	tick := func() { in.Reset(); in.readPads() }

	pad.Down[ebiten.StandardGamepadButtonRightBottom] = true
	tick()
	if !in.Key(ebiten.KeyEnter) || !in.FromPad() {
		t.Fatal("A is not Enter")
	}
	pad.Down = map[ebiten.StandardGamepadButton]bool{ebiten.StandardGamepadButtonRightRight: true}
	tick()
	if !in.Key(ebiten.KeyEscape) {
		t.Fatal("B is not Escape")
	}
	pad.Down = map[ebiten.StandardGamepadButton]bool{}
	pad.Push[ebiten.StandardGamepadAxisLeftStickVertical] = 0.9
	tick()
	if !in.Key(ebiten.KeyDown) {
		t.Fatal("the stick pushed down is not Down")
	}
	tick()
	if in.Key(ebiten.KeyDown) {
		t.Fatal("the stick held down is Down again every tick")
	}

	var a, b Button
	var f Focus
	f.Set(&a, &b)
	pad.Push[ebiten.StandardGamepadAxisLeftStickVertical] = 0
	tick()
	pad.Down = map[ebiten.StandardGamepadButton]bool{ebiten.StandardGamepadButtonLeftBottom: true}
	tick()
	f.Update(&in)
	if !f.On(&a) {
		t.Fatal("the D-pad did not bring the focus to the first control")
	}
	in.Reset()
	in.PressKey(ebiten.KeyDown) // a keyboard's Down leaves the screen's arrows alone until Tab
	var g Focus
	g.Set(&a, &b)
	g.Update(&in)
	if g.Held() {
		t.Fatal("a keyboard's Down took the focus")
	}
}
