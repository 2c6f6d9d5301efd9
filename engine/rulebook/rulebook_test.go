package rulebook

import (
	"strings"
	"testing"

	"goose/engine"
)

func text(t *testing.T, preset, options string) string {
	t.Helper()
	r, err := engine.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(options); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, s := range Write(&r) {
		b.WriteString(s.Title + "\n")
		for _, p := range s.Paragraphs {
			b.WriteString(p + "\n")
		}
	}
	return b.String()
}

// The page is generated from the rules data: each preset's differences (RULES §8) show.
func TestPresetDifferences(t *testing.T) {
	cases := []struct {
		preset, options string
		want, not       []string
	}{
		{"classic", "", []string{"The maze (42): go to square 39", "The inn (19): the player loses their next turn.", "Geese (5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59)", "6 and 3 go straight to 26", "the highest total plays first", "the player held longest is then released"}, []string{"one die alone", "The dice (26, 53)", "Stakes"}},
		{"french", "", []string{"go to square 30", "one die alone would bring", "loses their next 2 turns", "frees them"}, []string{"throws one die only"}},
		{"medici", "stakes", []string{"next 2 turns", "out of the game", "the player sent back pays"}, nil},
		{"ancient", "", []string{"The dice (26, 53)", "on square 61 or beyond throws one die only", "next 3 turns"}, nil},
		{"dutch", "", []string{"goes back to the square it started the turn from", "Every throw made from square 0", "A goose alone here loses every turn", "The first seat plays first"}, []string{"change places"}},
		{"classic", "teams,placings,drink61,deadlock=draw", []string{"races 4 geese", "second, third", "The glass (61)", "the game ends drawn", "The first-throw rule goes by goose"}, []string{"pot"}},
		{"medici", "stakes,placings", []string{"cost their chip when the goose lands on them", "takes the pot when the last place is decided", "no one wins: the game is drawn"}, nil},
	}
	for _, c := range cases {
		got := text(t, c.preset, c.options)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: rules page lacks %q", c.preset, c.options, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s %s: rules page wrongly says %q", c.preset, c.options, w)
			}
		}
	}
}
