package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
)

// The buttons of one row or grid of choices draw their words in one face,
// in every language, on the fit test's screens and a small 800x600 window:
// the editor's palette of kinds, its foot (in German at 800x600 "Zoom −"
// and "Zoom +" fell a step below "Rückgängig" beside them), its dice row
// (in Dutch "2 dobbelstenen, 63 vakjes" below its −10 and +10) and the
// setup's rules (issue 30, #22: "Постоялый двор", "Крупнее").
func TestChoicesShareOneFace(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	for _, l := range narrate.Languages {
		narrate.Speak(l)
		m := newManager(t, nil)
		classic, _ := engine.Preset("classic")
		square, rules := NewEditor(m.C, classic), NewEditor(m.C, classic)
		square.at.sel, square.tab, rules.tab = 19, tabSquare, tabRules
		setup := NewSetup(m.C)
		setup.at.page = 1 // a phone shows the rules on a page of their own
		groups := map[Scene][][]string{setup: {nil}, square: {nil, nil}, rules: {{"−10", "−1", "+1", "+10", rules.diceWord()}}}
		for _, p := range engine.Presets {
			groups[setup][0] = append(groups[setup][0], say(narrate.RulesName(p).ID))
		}
		for _, k := range editKinds {
			groups[square][0] = append(groups[square][0], kindWord(k))
		}
		for _, id := range []narrate.ID{"ui.ed.undo", "ui.ed.redo", "ui.ed.zoomOut", "ui.ed.zoomIn"} {
			groups[square][1] = append(groups[square][1], say(id))
		}
		for _, size := range append(screens, [2]int{800, 600}) {
			m.Resize(size[0], size[1])
			screen := ebiten.NewImage(size[0], size[1])
			for sc, gs := range groups {
				sc.Layout(m.C)
				if e, ok := sc.(*Editor); ok {
					e.refresh(m.C)
				}
				sc.Draw(screen, m.C)
				for _, g := range gs {
					if faces := facesOf(sc.(formed), g); len(faces) != 1 {
						t.Errorf("%s %s %dx%d: one row's choices in %d faces:%s", l.Code, sc.Name(), size[0], size[1], len(faces), sizes(faces))
					}
				}
			}
			screen.Deallocate()
		}
	}
}

// facesOf is the faces the buttons labelled words were drawn in, and theirs.
func facesOf(sc formed, words []string) map[*ui.Face][]string {
	in := map[string]bool{}
	for _, w := range words {
		in[w] = true
	}
	faces := map[*ui.Face][]string{}
	for _, c := range sc.Form().Controls() {
		if in[c.Label] && c.Face != nil {
			faces[c.Face] = append(faces[c.Face], c.Label)
		}
	}
	return faces
}

func sizes(faces map[*ui.Face][]string) string {
	s := ""
	for f, words := range faces {
		s += fmt.Sprintf(" %.0f px %q;", f.Size, words)
	}
	return s
}
