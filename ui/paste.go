package ui

import (
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// MaxPaste is the most characters one paste types: more than any field
// takes (a room's link, a host's address), far less than a clipboard may hold.
const MaxPaste = 256

// pasted carries the clipboard's text, which comes off the game loop (a
// page's paste event, a clipboard command), to the next Read.
var pasted = make(chan string, 1)

// deliver hands a paste to the next Read, waking a window asleep; a paste
// that comes while another waits is dropped (a key held down, say).
func deliver(text string) {
	select {
	case pasted <- text:
		ebiten.ScheduleFrame()
	default:
	}
}

// Paste types text as typed characters, as the field with the focus takes
// them: line breaks, tabs and other control characters are dropped, and
// what passes MaxPaste (PastedText has it whole).
func (in *Input) Paste(text string) {
	in.typed.whole = text
	n := 0
	for _, r := range text {
		if n == MaxPaste {
			return
		}
		if unicode.IsPrint(r) && in.typed.n < len(in.typed.r) {
			in.Type(r)
			in.typed.pasted++
			n++
		}
	}
}

// Pasted is what of Chars a paste typed this tick (it comes after the
// keys'): a phone's keyboard brings its own letters, and only a paste.
func (in *Input) Pasted() []rune {
	t := &in.typed
	return t.r[t.n-t.pasted : t.n]
}

// MaxClipboard is the most of a clipboard a paste reads: a game's link
// (replay.MaxLink) with room to spare.
const MaxClipboard = 16 << 10

// PastedText is the whole text pasted this tick (a game's link, longer
// than a field takes), or "".
func (in *Input) PastedText() string { return in.typed.whole }

// readPaste types what the clipboard gave since the last tick.
func (in *Input) readPaste() {
	askPaste()
	select {
	case text := <-pasted:
		in.Paste(text)
	default:
	}
}
