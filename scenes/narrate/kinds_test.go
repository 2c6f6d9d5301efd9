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

// TestKindWordsAreSaid: the log says each kind's words where its square
// acts (its jump, the turns it takes, its hold, its rhyme, its headline) and
// names a square by its kind, a kind without a name by its number (RULES §4).
func TestKindWordsAreSaid(t *testing.T) {
	r, _ := engine.Preset("classic")
	for sq, want := range map[int]string{6: "the bridge", 19: "the inn", 58: "death", 7: "7", 63: "the garden of the goose"} {
		if got := English.Text(Square(&r, sq)); !strings.Contains(got, want) {
			t.Errorf("square %d says %q, want %q", sq, got, want)
		}
	}
	for _, k := range engine.Kinds() {
		d := k.Def()
		if d.Cause == engine.CauseNone {
			continue
		}
		said := map[ID]bool{}
		c := &Context{Names: names, Rules: &r}
		for _, e := range []engine.Event{{Kind: engine.EvJump, From: 3, To: 9}, {Kind: engine.EvMove, From: 3, To: 9},
			{Kind: engine.EvLoseTurns, Turns: 2}, {Kind: engine.EvHeld}, {Kind: engine.EvAgain}} {
			e.Cause = d.Cause
			for _, m := range Say(c, &e).Say {
				said[m.ID] = true
			}
			c.Open, c.Named = true, 1 // and said after another's clause: held.<name>.who
			for _, m := range Say(c, &e).Say {
				said[m.ID] = true
			}
			c.Open = false
			said[Banner(&e).ID] = true
		}
		for _, id := range k.Messages() {
			role, _, _ := strings.Cut(id, ".")
			if (role == "jump" || role == "loseTurns" || role == "held" || role == "again" || role == "banner") && !said[ID(id)] {
				t.Errorf("the %s square's %q is never said", k, id)
			}
		}
	}
}
