package rulebook

import (
	"fmt"
	"testing"

	"goose/engine"
)

// TestSquaresSectionNamesItsSquares: the section on the special squares
// gives, for each paragraph, a square of the kind it tells of (the rules
// page pictures it), the garden's last.
func TestSquaresSectionNamesItsSquares(t *testing.T) {
	say := func(id string, args ...any) string { return id + fmt.Sprint(args...) }
	for _, name := range engine.Presets {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, s := range Write(&r, say) {
			if len(s.Squares) == 0 {
				continue
			}
			found = true
			if len(s.Squares) != len(s.Paragraphs) {
				t.Fatalf("%s: %d squares for %d paragraphs", name, len(s.Squares), len(s.Paragraphs))
			}
			seen := map[engine.Kind]bool{}
			for i, q := range s.Squares[:len(s.Squares)-1] {
				k := r.Board.Squares[q].Kind
				if k == engine.Plain || seen[k] {
					t.Errorf("%s: paragraph %d pictures square %d (%s)", name, i, q, k)
				}
				seen[k] = true
			}
			if last := s.Squares[len(s.Squares)-1]; last != r.Board.Goal() {
				t.Errorf("%s: the garden's paragraph pictures square %d", name, last)
			}
		}
		if !found {
			t.Errorf("%s: no section names its squares", name)
		}
	}
}
