package store

import (
	"encoding/json"
	"slices"
)

// TextSizes are the sizes the words may be drawn at, in percent of their
// designed size (issue 29); 0 in a file is the first.
var TextSizes = []int{100, 125, 150, 200}

// TextSize is the words' size in percent. Read from a file, a value that is
// no number is forgotten (100 %), not the file: the other settings stay.
type TextSize int

// Factor is the size as a multiple of the designed one (1 for 0).
func (t TextSize) Factor() float64 {
	if t <= 0 {
		return 1
	}
	return float64(t) / 100
}

// UnmarshalJSON reads a number; anything else is 0 (the designed size).
func (t *TextSize) UnmarshalJSON(b []byte) error {
	var v float64
	if json.Unmarshal(b, &v) != nil || !(v >= 0 && v <= 1000) {
		v = 0
	}
	*t = TextSize(v)
	return nil
}

// clamp makes the size the nearest of TextSizes (0 stays the designed size).
func (t *TextSize) clamp() {
	if *t == 0 {
		return
	}
	near := TextSizes[0]
	for _, s := range TextSizes {
		if abs(int(*t)-s) < abs(int(*t)-near) {
			near = s
		}
	}
	*t = TextSize(near)
	if slices.Index(TextSizes, near) == 0 {
		*t = 0 // the designed size is written as nothing
	}
}

func abs(v int) int { return max(v, -v) }

// Contrast is the high-contrast theme, on or off. Read from a file, a value
// that is no true or false is off, and the other settings stay.
type Contrast bool

// UnmarshalJSON reads true or false; anything else is false.
func (c *Contrast) UnmarshalJSON(b []byte) error {
	var v bool
	if json.Unmarshal(b, &v) != nil {
		v = false
	}
	*c = Contrast(v)
	return nil
}
