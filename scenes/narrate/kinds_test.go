package narrate

import (
	"strings"
	"testing"

	"goose/engine"
)

// TestEveryKindHasItsWords: each square kind's messages, as its definition
// in the engine's kinds table names them (engine.Kind.Messages), are there in
// every language; and no message names a kind that its definition does not
// declare (a word written for a kind the game would never say).
func TestEveryKindHasItsWords(t *testing.T) {
	declared := map[ID]bool{}
	for _, k := range engine.Kinds() {
		for _, id := range k.Messages() {
			declared[ID(id)] = true
			for _, l := range Languages {
				if _, ok := l.Words()[ID(id)]; !ok {
					t.Errorf("%s: the %s square has no %q", l.Code, k, id)
				}
			}
		}
	}
	roles := []string{"ui.kind", "square", "in", "from", "jump", "banner", "loseTurns", "held", "again", "book.name"}
	for _, k := range engine.Kinds() {
		for _, role := range roles {
			for _, id := range []string{k.Word(role), k.Word(role, ".who"), k.Word("book", ".rhyme")} {
				if _, ok := English[ID(id)]; ok && !declared[ID(id)] && id != "banner.again" { // (every throw again's headline)
					t.Errorf("English has %q, but the %s square's definition does not say it (engine/kinds.go: Words)", id, k)
				}
			}
		}
	}
}

// TestKindWordsAreSaid: the log says a square by its kind's words, and
// a kind without a name by its number (RULES §4).
func TestKindWordsAreSaid(t *testing.T) {
	r, _ := engine.Preset("classic")
	for sq, want := range map[int]string{6: "the bridge", 19: "the inn", 58: "death", 7: "7", 63: "the garden of the goose"} {
		if got := English.Text(Square(&r, sq)); !strings.Contains(got, want) {
			t.Errorf("square %d says %q, want %q", sq, got, want)
		}
	}
}
