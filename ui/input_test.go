package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEveryKeyAskedForIsWatched: Read only notices the keys in its list, so
// a scene asking Input.Key for another one reacts in tests (PressKey) and
// never for a player. The replay viewer's Home, End, [ and ] were such keys,
// and so was the title's W for Replays, a button's own key.
func TestEveryKeyAskedForIsWatched(t *testing.T) {
	asked := regexp.MustCompile(`(?:\.Key\(|Key: |\.Key = |\.Key, [\w.]+\.Key = )ebiten\.(Key\w+)`)
	files, _ := filepath.Glob(filepath.Join("..", "scenes", "*.go"))
	more, _ := filepath.Glob("*.go")
	files = append(files, more...)
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range asked.FindAllStringSubmatch(string(src), -1) {
			seen++
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(m[1][len("Key"):])); err != nil {
				t.Errorf("%s: %s: %v", f, m[1], err)
				continue
			}
			if !Watches(k) {
				t.Errorf("%s asks for %s, which Input.Read never notices", f, m[1])
			}
		}
	}
	if seen < 20 {
		t.Fatalf("found only %d key checks in the scenes: has the pattern changed?", seen)
	}
}

// Read runs every tick: it allocates nothing, the modifiers held read with
// the keys.
func TestReadAllocatesNothing(t *testing.T) {
	var in Input
	if n := testing.AllocsPerRun(20, in.Read); n != 0 {
		t.Errorf("Read allocates %v times", n)
	}
}
