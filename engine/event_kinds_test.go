package engine

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// everyField is an event with every field set, so that the JSON of each kind
// shows exactly the fields that kind writes.
func everyField(k EventKind) Event {
	return Event{Kind: k, Cause: CauseBridge, Seat: 1, Piece: 2, Other: 3, OtherPiece: 1, NDice: 2, Place: 2,
		Bounce: true, First: true, Freed: true, Draw: true, Dice: [3]int8{4, 2}, Turns: 2, From: 5, To: 9,
		Square: 7, Steps: 4, Amount: 3, Pot: 6, Chips: 7, Turn: 11, Round: 4, Seats: 0b101,
		Order: [8]int8{2, 0, 1, -1, -1, -1, -1, -1}, Choice: Choice{First: 1, Second: 0}}
}

// eventJSON is the JSON of every kind of event: the contract of `goose sim
// --events` and of saved logs, which must stay byte for byte. A new kind of
// event fails TestEventJSONEveryKind until its line is added here.
var eventJSON = map[EventKind]string{
	EvStart:      `{"kind":"start","cause":"bridge","seats":[0,2]}`,
	EvPay:        `{"kind":"pay","seat":1,"cause":"bridge","amount":3,"pot":6,"chips":7}`,
	EvOrderThrow: `{"kind":"orderThrow","seat":1,"cause":"bridge","dice":[4,2],"first":true}`,
	EvOrderTie:   `{"kind":"orderTie","cause":"bridge","seats":[0,2]}`,
	EvOrder:      `{"kind":"order","seat":1,"cause":"bridge","order":[2,0,1]}`,
	EvTurn:       `{"kind":"turn","seat":1,"cause":"bridge","turn":11,"round":4}`,
	EvTurnLost:   `{"kind":"turnLost","seat":1,"cause":"bridge","piece":2,"square":7,"turns":2}`,
	EvWaits:      `{"kind":"waits","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvThrow:      `{"kind":"throw","seat":1,"cause":"bridge","dice":[4,2],"first":true}`,
	EvChoice:     `{"kind":"choice","seat":1,"cause":"bridge","choice":"die 1 on piece 2, die 2 on piece 1"}`,
	EvNoMove:     `{"kind":"noMove","seat":1,"cause":"bridge"}`,
	EvMove:       `{"kind":"move","seat":1,"cause":"bridge","piece":2,"from":5,"to":9,"steps":4,"path":[6,7,8,9],"bounce":true}`,
	EvJump:       `{"kind":"jump","seat":1,"cause":"bridge","piece":2,"from":5,"to":9}`,
	EvSwap:       `{"kind":"swap","seat":1,"cause":"bridge","piece":2,"square":7,"other":3,"otherPiece":1,"to":9,"freed":true}`,
	EvBack:       `{"kind":"back","seat":1,"cause":"bridge","piece":2,"square":7,"other":3,"to":9}`,
	EvRest:       `{"kind":"rest","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvLoseTurns:  `{"kind":"loseTurns","seat":1,"cause":"bridge","piece":2,"square":7,"turns":2}`,
	EvHeld:       `{"kind":"held","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvReleased:   `{"kind":"released","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvToast:      `{"kind":"toast","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvBearOff:    `{"kind":"bearOff","seat":1,"cause":"bridge","piece":2}`,
	EvAgain:      `{"kind":"again","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvAgainLimit: `{"kind":"againLimit","seat":1,"cause":"bridge","piece":2,"square":7}`,
	EvFinish:     `{"kind":"finish","seat":1,"cause":"bridge","place":2}`,
	EvBroke:      `{"kind":"broke","seat":1,"cause":"bridge"}`,
	EvCollect:    `{"kind":"collect","seat":1,"cause":"bridge","amount":3,"chips":7}`,
	EvGameOver:   `{"kind":"gameOver","seat":1,"cause":"bridge","draw":true}`,
}

// TestEventJSONEveryKind pins the JSON of every kind of event, and finds a kind
// added without deciding what its JSON holds.
func TestEventJSONEveryKind(t *testing.T) {
	for k := EventKind(0); k < evKindCount; k++ {
		want, ok := eventJSON[k]
		if !ok {
			t.Errorf("event kind %s has no JSON in eventJSON: decide which fields it writes (Event.MarshalJSON)", k)
			continue
		}
		got, err := json.Marshal(everyField(k))
		if err != nil || string(got) != want {
			t.Errorf("%s: JSON %s (%v), want %s", k, got, err, want)
		}
	}
}

// partialSwitches are the switches on an event's kind that may leave kinds
// out, and why; every other such switch in the module names every kind, so
// that a new kind is added to each of them (the test says where).
var partialSwitches = map[string]string{
	"engine/event.go:Event.MarshalJSON": "the fields a kind writes; TestEventJSONEveryKind checks every kind",
}

// TestEventKindSwitchesAreExhaustive walks the module's Go files for switches
// whose cases name event kinds, and fails for each that leaves a kind out.
func TestEventKindSwitchesAreExhaustive(t *testing.T) {
	root := ".."
	all := map[string]bool{}
	for k := EventKind(0); k < evKindCount; k++ {
		all["Ev"+strings.ToUpper(k.String()[:1])+k.String()[1:]] = true
	}
	fs := token.NewFileSet()
	found := 0
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fs, path, nil, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			where := rel + ":" + funcName(fn)
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				sw, ok := n.(*ast.SwitchStmt)
				if !ok {
					return true
				}
				named := map[string]bool{}
				for _, s := range sw.Body.List {
					for _, e := range s.(*ast.CaseClause).List {
						if id := kindName(e); all[id] {
							named[id] = true
						}
					}
				}
				if len(named) == 0 {
					return true
				}
				found++
				if _, ok := partialSwitches[where]; ok {
					return true
				}
				var missing []string
				for k := EventKind(0); k < evKindCount; k++ {
					if id := "Ev" + strings.ToUpper(k.String()[:1]) + k.String()[1:]; !named[id] {
						missing = append(missing, id)
					}
				}
				if len(missing) > 0 {
					t.Errorf("%s (line %d) switches on an event's kind but leaves out %s: add a case for each (an empty one if it has nothing to do)",
						where, fs.Position(sw.Pos()).Line, strings.Join(missing, ", "))
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("found no switch on an event's kind: the walk is broken")
	}
}

// kindName is the name of an event kind a case names (EvMove or engine.EvMove), or "".
func kindName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	}
	return ""
}

func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}
