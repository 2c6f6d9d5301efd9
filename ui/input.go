// Package ui holds what every scene shares: the input snapshot, the theme
// (fonts, inks, scale) and the widgets that draw themselves and say when
// they were used.
package ui

import (
	"io/fs"
	"math"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's input, read once by the scene manager so that scenes can
// be driven by a fake input in tests.
type Input struct {
	X, Y     int  // pointer (mouse or first touch) in screen pixels
	Down     bool // a button or finger is down
	Pressed  bool // went down this tick
	Released bool // went up this tick: a click or tap completes
	Wheel    float64
	// Spread is the distance between the first two fingers while two are
	// down (0 otherwise): a pinch is its change from tick to tick.
	Spread float64
	keys   pressedKeys
	typed  typedChars
	touch  touches
	// Dropped holds the files dropped on the window this tick, or nil.
	Dropped fs.FS
	moved   bool // the pointer moved since the last tick
	pad     bool // a gamepad pressed something this tick
	stick   [2]int8
	mods    Mod // the modifier keys held
}

// Mod is a set of modifier keys held down.
type Mod uint8

const (
	ModShift Mod = 1 << iota
	ModCtrl
	ModAlt
	ModMeta // Cmd on a Mac, the Windows or Super key elsewhere
)

// macKeys: the shortcuts are a Mac's (Cmd+A selects all, Option+arrows go
// by word, Cmd+arrows to the line's ends), not Ctrl's. A page sets it from
// its browser's platform (paste_js.go).
var macKeys = runtime.GOOS == "darwin"

// pressedKeys are the keys pressed this tick.
type pressedKeys struct {
	k [32]ebiten.Key
	n int
}

// typedChars are the characters typed this tick, or pasted: the last
// pasted of them were a paste (Pasted).
type typedChars struct {
	r      [MaxPaste]rune
	n      int
	pasted int
	whole  string // the paste's whole text (PastedText)
}

// touches are the fingers on the screen, read into a buffer kept from tick
// to tick, and where the last one was for the tick it lifts.
type touches struct {
	ids     []ebiten.TouchID
	lastTap [2]int
}

// Active reports whether anything came in this tick: a move, a press or
// hold, a release, the wheel, a key, a character, a dropped file. A scene
// at rest is drawn again only then (scenes.Manager).
func (in *Input) Active() bool {
	return in.moved || in.Down || in.Pressed || in.Released || in.Wheel != 0 ||
		in.keys.n > 0 || in.typed.n > 0 || in.Dropped != nil
}

// Read fills the snapshot from the real devices. It allocates nothing.
// Ebitengine gives positions in the screen's own pixels, which the scenes
// lay out in (device pixels: scenes.Manager.LayoutF): scaled again, a tap
// on a phone (3 device pixels to a CSS pixel) landed three times as far
// from the corner.
func (in *Input) Read() {
	px, py := in.X, in.Y
	in.X, in.Y = ebiten.CursorPosition()
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	_, in.Wheel = ebiten.Wheel()
	in.Dropped = ebiten.DroppedFiles()

	in.readTouches()

	in.mods = 0
	for i, k := range [...]ebiten.Key{ebiten.KeyShift, ebiten.KeyControl, ebiten.KeyAlt, ebiten.KeyMeta} {
		if ebiten.IsKeyPressed(k) {
			in.mods |= 1 << i
		}
	}
	in.keys.n = 0
	for _, k := range watched {
		if inpututil.IsKeyJustPressed(k) || (repeats(k) && repeating(k)) {
			in.PressKey(k)
		}
	}
	in.typed.n, in.typed.pasted, in.typed.whole = 0, 0, ""
	var buf [16]rune
	for _, r := range ebiten.AppendInputChars(buf[:0]) {
		in.Type(r)
	}
	in.readPads()
	in.readPaste()
	softTick()
	in.moved = in.X != px || in.Y != py
}

// readTouches reads the fingers: the first is the pointer, a pinch is
// the spread of two, and a lifted finger releases where it last was.
func (in *Input) readTouches() {
	t := &in.touch
	if t.ids == nil {
		t.ids = make([]ebiten.TouchID, 0, 8)
	}
	t.ids = ebiten.AppendTouchIDs(t.ids[:0])
	if len(t.ids) > 0 {
		in.X, in.Y = ebiten.TouchPosition(t.ids[0])
		t.lastTap = [2]int{in.X, in.Y}
		in.Down = true
	}
	in.Spread = 0
	if len(t.ids) > 1 {
		ax, ay := ebiten.TouchPosition(t.ids[0])
		bx, by := ebiten.TouchPosition(t.ids[1])
		in.Spread = math.Hypot(float64(bx-ax), float64(by-ay))
	}
	t.ids = inpututil.AppendJustPressedTouchIDs(t.ids[:0])
	if len(t.ids) > 0 {
		in.Pressed = true
	}
	t.ids = inpututil.AppendJustReleasedTouchIDs(t.ids[:0])
	if len(t.ids) > 0 {
		in.Released = true
		in.X, in.Y = t.lastTap[0], t.lastTap[1]
	}
}

// keys scenes react to: reading a fixed list keeps Read allocation-free.
var watched = [...]ebiten.Key{
	ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeyEscape, ebiten.KeyBackspace,
	ebiten.KeyUp, ebiten.KeyDown, ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyTab, ebiten.KeyF11,
	ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.KeyP, ebiten.KeyR, ebiten.KeyS, ebiten.KeyC, ebiten.KeyN, ebiten.KeyF, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyO,
	ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyNumpadAdd, ebiten.KeyNumpadSubtract, ebiten.Key0, ebiten.KeyPageUp, ebiten.KeyPageDown,
	ebiten.KeyHome, ebiten.KeyEnd, ebiten.KeyBracketLeft, ebiten.KeyBracketRight, ebiten.KeyE, ebiten.KeyW, ebiten.KeyL,
	ebiten.KeyDelete, ebiten.KeyA, // a field's: delete after the caret, select all
}

// Watches reports whether Read notices presses of k: a key missing here is
// a key that works in tests (PressKey) and never for a player.
func Watches(k ebiten.Key) bool {
	for _, w := range watched {
		if w == k {
			return true
		}
	}
	return false
}

func repeats(k ebiten.Key) bool {
	return k == ebiten.KeyBackspace || k == ebiten.KeyDelete || k == ebiten.KeyUp || k == ebiten.KeyDown || k == ebiten.KeyLeft || k == ebiten.KeyRight
}

// repeating is true on the auto-repeat ticks of a held key.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d > 30 && d%4 == 0
}

// Reset clears the one-tick parts (tests call it between fake ticks).
func (in *Input) Reset() {
	in.Pressed, in.Released, in.Wheel = false, false, 0
	in.keys.n, in.typed.n, in.typed.pasted, in.typed.whole = 0, 0, 0, ""
	in.Dropped = nil
	in.pad = false
}

// PressKey records a key press this tick (also for fake input).
func (in *Input) PressKey(k ebiten.Key) {
	if ks := &in.keys; ks.n < len(ks.k) {
		ks.k[ks.n] = k
		ks.n++
	}
}

// Type records a typed character this tick.
func (in *Input) Type(r rune) {
	if t := &in.typed; t.n < len(t.r) {
		t.r[t.n] = r
		t.n++
	}
}

// Key reports whether k was pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, x := range in.keys.k[:in.keys.n] {
		if x == k {
			return true
		}
	}
	return false
}

// anyKey reports whether any of keys was pressed this tick.
func (in *Input) anyKey(keys []ebiten.Key) bool {
	for _, k := range keys {
		if in.Key(k) {
			return true
		}
	}
	return false
}

// Hold makes the fake input hold the modifiers m, and no others, from now
// on (Read sets what the keyboard holds).
func (in *Input) Hold(m Mod) { in.mods = m }

// Holds reports whether all the modifiers m are held.
func (in *Input) Holds(m Mod) bool { return in.mods&m == m }

// shortcut reports whether the platform's shortcut modifier is held: Cmd on
// a Mac, else Ctrl without Alt (Ctrl+Alt is AltGr on Windows, which types
// @ or € on many keyboards).
func (in *Input) shortcut() bool {
	if macKeys {
		return in.Holds(ModMeta)
	}
	return in.Holds(ModCtrl) && !in.Holds(ModAlt)
}

// Chars are the characters typed this tick.
func (in *Input) Chars() []rune { return in.typed.r[:in.typed.n] }

// Click makes the fake input click at (x, y) this tick.
func (in *Input) Click(x, y int) {
	in.X, in.Y, in.Pressed, in.Released = x, y, true, true
}
