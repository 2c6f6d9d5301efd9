package boards

import (
	"fmt"
	"strings"

	"goose/engine"
)

// Largest is the largest rules file Goose accepts, as File writes it: the
// most squares, each saying the most a square can, the longest name and
// summary in the characters JSON writes longest ("<" is "\u003c"), every
// start throw. Tests hold everything Goose writes from a board (a save, the
// settings, an export) to what reads it back with it.
func Largest() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format":1,"name":%q,"summary":%q,"dice":2,"order":"roll","start":"every-throw","startThrows":[`,
		strings.Repeat("<", engine.MaxRulesName), strings.Repeat("&", engine.MaxSummary))
	n := 0
	for a := 1; a <= 6; a++ {
		for d := a; d <= 6; d++ {
			if n++; n > 1 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "[%d,%d,%d]", a, d, 900+n)
		}
	}
	goal := engine.MaxBoard
	fmt.Fprintf(&b, `],"eitherDie":true,"oneDieFrom":%d,"landing":"share","goose":"again",`, goal-1)
	fmt.Fprintf(&b, `"stakes":{"purse":%d,"ante":%d,"swap":"displaced","brokeOut":true},"goal":%d,"squares":[`, engine.MaxPurse, engine.MaxPurse, goal)
	for at := 1; at < goal; at++ {
		if at > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"at":%d,"kind":"prison","turns":9,"rescue":true,"piece":true,"pays":true,"paysPerTurn":true}`, at)
	}
	b.WriteString("]}")
	r, err := engine.ParseRules("largest", []byte(b.String()))
	if err != nil {
		panic(err) // the limits changed: this file must change with them
	}
	return r.File()
}
