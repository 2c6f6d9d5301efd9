package balance

import (
	"fmt"
	"strings"
	"testing"

	"goose/engine"
)

// Three boards of one's own (RULES §7.3), each asking the meter something
// the presets do not.
var ownBoards = map[string]string{
	// One die on a hundred squares, as the source says (§7.3): skips, jumps
	// back, two deaths, a throw-again square, a rescue hold; geese to the next goose.
	"hundred": `{"format":1,"name":"hundred","dice":1,"order":"roll","start":"none","landing":"swap","goose":"next",
	"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":100,"squares":[
	{"at":7,"kind":"goose"},{"at":15,"kind":"goose"},{"at":22,"kind":"again"},{"at":28,"kind":"skip","turns":2},
	{"at":37,"kind":"jump","to":21},{"at":44,"kind":"goose"},{"at":50,"kind":"well","hold":"rescue"},
	{"at":63,"kind":"death","to":0},{"at":71,"kind":"goose"},{"at":80,"kind":"skip","turns":3},
	{"at":88,"kind":"jump","to":60},{"at":95,"kind":"death","to":0}]}`,
	// Three dice, shared squares, first-throw rule, either die at the end,
	// the one-die option near the goal.
	"three": `{"format":1,"name":"three","dice":3,"order":"seat","start":"none","eitherDie":true,"oneDieFrom":140,
	"landing":"share","goose":"again","stakes":{"purse":20,"ante":1,"swap":"both"},"goal":150,"squares":[
	{"at":10,"kind":"goose"},{"at":20,"kind":"goose"},{"at":33,"kind":"inn","turns":1},{"at":47,"kind":"jump","to":60},
	{"at":61,"kind":"prison","hold":"alone"},{"at":75,"kind":"goose"},{"at":90,"kind":"maze","to":70},
	{"at":120,"kind":"death","to":0},{"at":133,"kind":"skip","turns":2}]}`,
	// A short race that seldom ends: two holds, played with deadlock=draw
	// (ownOptions), the dutch start rule and collisions.
	"trap": `{"format":1,"name":"trap","dice":2,"order":"seat","start":"every-throw","startThrows":[[1,1,12]],
	"landing":"back","goose":"again","stakes":{"purse":20,"ante":1,"swap":"mover"},"goal":40,"squares":[
	{"at":6,"kind":"goose"},{"at":12,"kind":"well","hold":"alone"},{"at":20,"kind":"goose"},
	{"at":25,"kind":"prison","hold":"rescue"},{"at":33,"kind":"death","to":0},{"at":36,"kind":"inn","turns":1}]}`,
}

// ownOptions are the table options an own board is played with (a rules
// file does not say them).
var ownOptions = map[string]string{"trap": "deadlock=draw"}

func ownBoard(t testing.TB, name string) engine.Rules {
	t.Helper()
	r, err := engine.ParseRules(name+".json", []byte(ownBoards[name]))
	if err == nil {
		err = r.Apply(ownOptions[name])
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// everyRuleSet is each preset and each own board, by name.
func everyRuleSet(t testing.TB) map[string]engine.Rules {
	all := map[string]engine.Rules{}
	for _, name := range engine.Presets {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		all[name] = r
	}
	for name := range ownBoards {
		all[name] = ownBoard(t, name)
	}
	return all
}

// longBoard is a board of n squares for d dice: a goose every ninth square,
// a jump back every 37th, turns lost every 23rd, a death near the end.
func longBoard(n, d int) engine.Rules {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format":1,"name":"long","dice":%d,"order":"seat","start":"none","landing":"swap","goose":"again",`+
		`"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":%d,"squares":[`, d, n)
	sep := ""
	for q := 1; q < n; q++ {
		var sq string
		switch {
		case q == n-7:
			sq = `"kind":"death","to":0`
		case q%37 == 0:
			sq = fmt.Sprintf(`"kind":"jump","to":%d`, q-20)
		case q%23 == 0:
			sq = `"kind":"skip","turns":1`
		case q%9 == 0:
			sq = `"kind":"goose"`
		default:
			continue
		}
		fmt.Fprintf(&b, `%s{"at":%d,%s}`, sep, q, sq)
		sep = ","
	}
	b.WriteString("]}")
	r, err := engine.ParseRules("long.json", []byte(b.String()))
	if err != nil {
		panic(err)
	}
	return r
}
