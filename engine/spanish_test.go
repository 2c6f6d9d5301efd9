package engine

import "testing"

// TestSpanishExamples plays RULES §9.22–27, the spanish preset (§4.9): one
// die, goose to goose and throw again, bridges and dice both ways and throw
// again, moves that act once, shared squares, the well's newcomer.
func TestSpanishExamples(t *testing.T) {
	runScripted(t, []scripted{
		{name: "§9.22 goose to goose, throw again", preset: "spanish", steps: []step{
			{[]int{5}, []string{"throw 0 5", "move 0 0→5 throw 5 [1 2 3 4 5]", "jump 0 5→9 goose", "rest 0 9", "again 0 9"}},
			{[]int{4}, []string{"throw 0 4", "move 0 9→13 throw 4 [10 11 12 13]", "rest 0 13"}},
		}},
		{name: "§9.23 bridge 6 to 12", preset: "spanish", places: [][]int{{3}}, steps: []step{
			{[]int{3}, []string{"throw 0 3", "move 0 3→6 throw 3 [4 5 6]", "jump 0 6→12 bridge", "rest 0 12", "again 0 12"}},
		}},
		{name: "§9.23 bridge 12 to 6", preset: "spanish", places: [][]int{{9}}, steps: []step{
			{[]int{3}, []string{"throw 0 3", "move 0 9→12 throw 3 [10 11 12]", "jump 0 12→6 bridge", "rest 0 6", "again 0 6"}},
		}},
		{name: "§9.24 from 57 a 2: goose 59 to the garden", preset: "spanish", places: [][]int{{57}}, steps: []step{
			{[]int{2}, []string{"throw 0 2", "move 0 57→59 throw 2 [58 59]", "jump 0 59→63 goose", "rest 0 63", "finish 0 place 1", "gameOver 0"}},
		}},
		{name: "§9.24 from 61 a 6: back to 59, goose back to 54", preset: "spanish", places: [][]int{{61}}, steps: []step{
			{[]int{6}, []string{"throw 0 6", "move 0 61→59 throw 6 [62 63 62 61 60 59] bounce", "jump 0 59→54 goose", "rest 0 54", "again 0 54"}},
		}},
		{name: "§9.25 dice 26 to 53, then death", preset: "spanish", places: [][]int{{20}}, steps: []step{
			{[]int{6}, []string{"throw 0 6", "move 0 20→26 throw 6 [21 22 23 24 25 26]", "jump 0 26→53 dice", "rest 0 53", "again 0 53"}},
			{[]int{5}, []string{"throw 0 5", "move 0 53→58 throw 5 [54 55 56 57 58]", "jump 0 58→0 death", "rest 0 0"}},
		}},
		{name: "§9.26 shared squares", preset: "spanish", places: [][]int{{24}, {20}}, steps: []step{
			{[]int{1}, []string{"throw 0 1", "move 0 24→25 throw 1 [25]", "rest 0 25"}},
			{[]int{5}, []string{"throw 1 5", "move 1 20→25 throw 5 [21 22 23 24 25]", "rest 1 25"}},
		}},
		{name: "§9.27 the well's newcomer", preset: "spanish", places: [][]int{{29}, {28}}, steps: []step{
			{[]int{2}, []string{"throw 0 2", "move 0 29→31 throw 2 [30 31]", "rest 0 31", "held 0 31 well"}},
			{[]int{3}, []string{"throw 1 3", "move 1 28→31 throw 3 [29 30 31]", "rest 1 31", "released 0 31", "held 1 31 well"}},
			{[]int{4}, []string{"throw 0 4", "move 0 31→35 throw 4 [32 33 34 35]", "rest 0 35"}},
			{nil, []string{"waits 1 31 well"}},
		}},
	})
}

// TestSpanishRules: the rest of §4.9: no first-throw rule, the inn takes two
// turns and the prison three, the maze goes to 30, a move acts once (5 → 9
// stops on 9), and a goose reached by a bridge does not fire.
func TestSpanishRules(t *testing.T) {
	runScripted(t, []scripted{
		{name: "no first-throw rule; 5 → 9 stops on 9", preset: "spanish", steps: []step{
			{[]int{5}, []string{"throw 0 5", "move 0 0→5 throw 5 [1 2 3 4 5]", "jump 0 5→9 goose", "rest 0 9", "again 0 9"}},
			{[]int{5}, []string{"throw 0 5", "move 0 9→14 throw 5 [10 11 12 13 14]", "jump 0 14→18 goose", "rest 0 18", "again 0 18"}},
			{[]int{1}, []string{"throw 0 1", "move 0 18→19 throw 1 [19]", "rest 0 19", "loseTurns 0 19 inn 2"}},
		}},
		{name: "maze to 30, prison three turns", preset: "spanish", places: [][]int{{40}, {49}}, steps: []step{
			{[]int{2}, []string{"throw 0 2", "move 0 40→42 throw 2 [41 42]", "jump 0 42→30 maze", "rest 0 30"}},
			{[]int{3}, []string{"throw 1 3", "move 1 49→52 throw 3 [50 51 52]", "rest 1 52", "loseTurns 1 52 prison 3"}},
		}},
	})
}
