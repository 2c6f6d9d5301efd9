package engine

import "testing"

// step is one turn of a scripted game: the dice thrown (none for a lost or
// held turn) and what must happen.
type step struct {
	dice []int
	want []string
}

type scripted struct {
	name   string
	preset string
	opts   string
	seats  int
	places [][]int
	steps  []step
}

func (c scripted) run(t *testing.T) {
	t.Helper()
	seats := c.seats
	if seats == 0 {
		seats = 2
	}
	x := newTable(t, c.preset, c.opts, seats, c.places...)
	for i, s := range c.steps {
		same(t, c.name+" turn "+string(rune('1'+i)), x.roll(s.dice...), s.want)
	}
}

func runScripted(t *testing.T, cases []scripted) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.run(t) })
	}
}

// TestWorkedExamples plays every worked example of RULES §9, in order.
func TestWorkedExamples(t *testing.T) {
	win := func(s string) []string {
		return []string{"finish " + s + " place 1", "gameOver " + s}
	}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	runScripted(t, []scripted{
		// §9.1: the first-throw rule, either order of the dice.
		{name: "§9.1 6+3 to 26", preset: "classic", steps: []step{{[]int{6, 3}, []string{
			"throw 0 6+3 first", "jump 0 0→26 first", "rest 0 26"}}}},
		{name: "§9.1 3+6 to 26", preset: "classic", steps: []step{{[]int{3, 6}, []string{
			"throw 0 3+6 first", "jump 0 0→26 first", "rest 0 26"}}}},
		{name: "§9.1 4+5 to 53", preset: "classic", steps: []step{{[]int{4, 5}, []string{
			"throw 0 4+5 first", "jump 0 0→53 first", "rest 0 53"}}}},
		{name: "§9.1 5+4 to 53", preset: "classic", steps: []step{{[]int{5, 4}, []string{
			"throw 0 5+4 first", "jump 0 0→53 first", "rest 0 53"}}}},
		// §9.2
		{name: "§9.2 2+3 goose", preset: "classic", steps: []step{{[]int{2, 3}, []string{
			"throw 0 2+3 first", "move 0 0→5 throw 5 [1 2 3 4 5]", "move 0 5→10 goose 5 [6 7 8 9 10]", "rest 0 10"}}}},
		// §9.3 is TestWorkedExample3 (the rule switched off) and TestFirstThrowOnce (after death).
		// §9.4
		{name: "§9.4 bridge", preset: "classic", steps: []step{{[]int{1, 5}, []string{
			"throw 0 1+5 first", "move 0 0→6 throw 6 [1 2 3 4 5 6]", "jump 0 6→12 bridge", "rest 0 12"}}}},
		// §9.5
		{name: "§9.5 bounce", preset: "classic", places: [][]int{{60}}, steps: []step{{[]int{2, 3}, []string{
			"throw 0 2+3", "move 0 60→61 throw 5 [61 62 63 62 61] bounce", "rest 0 61"}}}},
		// §9.6
		{name: "§9.6 classic", preset: "classic", places: [][]int{{60}}, steps: []step{{[]int{6, 6}, []string{
			"throw 0 6+6",
			"move 0 60→54 throw 12 [61 62 63 62 61 60 59 58 57 56 55 54] bounce",
			"move 0 54→42 goose 12 [53 52 51 50 49 48 47 46 45 44 43 42]",
			"jump 0 42→39 maze", "rest 0 39"}}}},
		{name: "§9.6 french", preset: "french", places: [][]int{{60}}, steps: []step{{[]int{6, 6}, []string{
			"throw 0 6+6",
			"move 0 60→54 throw 12 [61 62 63 62 61 60 59 58 57 56 55 54] bounce",
			"move 0 54→42 goose 12 [53 52 51 50 49 48 47 46 45 44 43 42]",
			"jump 0 42→30 maze", "rest 0 30"}}}},
		// §9.7
		{name: "§9.7 death", preset: "classic", places: [][]int{{57}}, steps: []step{{[]int{6, 5}, []string{
			"throw 0 6+5", "move 0 57→58 throw 11 [58 59 60 61 62 63 62 61 60 59 58] bounce",
			"jump 0 58→0 death", "rest 0 0"}}}},
		// §9.8
		{name: "§9.8 goose to the goal", preset: "classic", places: [][]int{{55}}, steps: []step{{[]int{2, 2}, cat([]string{
			"throw 0 2+2", "move 0 55→59 throw 4 [56 57 58 59]", "move 0 59→63 goose 4 [60 61 62 63]", "rest 0 63"}, win("0"))}}},
		// §9.9
		{name: "§9.9 backward goose", preset: "classic", places: [][]int{{61}}, steps: []step{{[]int{3, 3}, []string{
			"throw 0 3+3", "move 0 61→59 throw 6 [62 63 62 61 60 59] bounce",
			"move 0 59→53 goose 6 [58 57 56 55 54 53]", "rest 0 53"}}}},
		{name: "§9.9 ancient 49 to 53 to 26", preset: "ancient", places: [][]int{{49}}, steps: []step{{[]int{2, 2}, []string{
			"throw 0 2+2", "move 0 49→53 throw 4 [50 51 52 53]", "jump 0 53→26 dice", "rest 0 26"}}}},
		{name: "§9.9 ancient 22 to 26 to 53", preset: "ancient", places: [][]int{{22}}, steps: []step{{[]int{2, 2}, []string{
			"throw 0 2+2", "move 0 22→26 throw 4 [23 24 25 26]", "jump 0 26→53 dice", "rest 0 53"}}}},
		{name: "§9.9 ancient one die 2 wins", preset: "ancient", places: [][]int{{61}}, steps: []step{{[]int{2}, cat([]string{
			"throw 0 2", "move 0 61→63 throw 2 [62 63]", "rest 0 63"}, win("0"))}}},
		{name: "§9.9 ancient one die 4 bounces", preset: "ancient", places: [][]int{{61}}, steps: []step{{[]int{4}, []string{
			"throw 0 4", "move 0 61→61 throw 4 [62 63 62 61] bounce", "rest 0 61"}}}},
		// §9.10
		{name: "§9.10 classic", preset: "classic", places: [][]int{{61}}, steps: []step{{[]int{2, 5}, []string{
			"throw 0 2+5", "move 0 61→58 throw 7 [62 63 62 61 60 59 58] bounce", "jump 0 58→0 death", "rest 0 0"}}}},
		{name: "§9.10 french 2+5", preset: "french", places: [][]int{{61}}, steps: []step{{[]int{2, 5}, cat([]string{
			"throw 0 2+5", "move 0 61→63 oneDie 2 [62 63]", "rest 0 63"}, win("0"))}}},
		{name: "§9.10 french 5+2", preset: "french", places: [][]int{{61}}, steps: []step{{[]int{5, 2}, cat([]string{
			"throw 0 5+2", "move 0 61→63 oneDie 2 [62 63]", "rest 0 63"}, win("0"))}}},
		// §9.11
		{name: "§9.11 swap after a goose", preset: "classic", places: [][]int{{3}, {7}}, steps: []step{{[]int{1, 1}, []string{
			"throw 0 1+1", "move 0 3→5 throw 2 [4 5]", "move 0 5→7 goose 2 [6 7]", "swap 0 on 7: 1/0 to 3", "rest 0 7"}}}},
		// §9.12
		{name: "§9.12 swap after the bridge", preset: "classic", places: [][]int{{0}, {12}}, steps: []step{{[]int{1, 5}, []string{
			"throw 0 1+5 first", "move 0 0→6 throw 6 [1 2 3 4 5 6]", "jump 0 6→12 bridge", "swap 0 on 12: 1/0 to 0", "rest 0 12"}}}},
		// §9.13: A (seat 0) comes to the well from 28, B (seat 1) from 25.
		{name: "§9.13 well rescue", preset: "classic", places: [][]int{{28}, {25}}, steps: []step{
			{[]int{1, 2}, []string{"throw 0 1+2", "move 0 28→31 throw 3 [29 30 31]", "rest 0 31", "held 0 31 well"}},
			{[]int{2, 4}, []string{"throw 1 2+4", "move 1 25→31 throw 6 [26 27 28 29 30 31]",
				"swap 1 on 31: 0/0 to 25 freed", "rest 1 31", "held 1 31 well"}},
			{[]int{1, 1}, []string{"throw 0 1+1", "move 0 25→27 throw 2 [26 27]", "move 0 27→29 goose 2 [28 29]", "rest 0 29"}},
			{nil, []string{"waits 1 31 well"}},
		}},
		// §9.14
		{name: "§9.14 maze", preset: "classic", places: [][]int{{35}}, steps: []step{{[]int{3, 4}, []string{
			"throw 0 3+4", "move 0 35→42 throw 7 [36 37 38 39 40 41 42]", "jump 0 42→39 maze", "rest 0 39"}}}},
		// §9.15
		{name: "§9.15 dutch collision", preset: "dutch", places: [][]int{{7}, {12}}, steps: []step{{[]int{2, 3}, []string{
			"throw 0 2+3", "move 0 7→12 throw 5 [8 9 10 11 12]", "back 0 from 12 (1 there) to 7", "rest 0 7"}}}},
		// §9.16
		{name: "§9.16 dutch start blocked", preset: "dutch", places: [][]int{{0}, {53}}, steps: []step{{[]int{4, 5}, []string{
			"throw 0 4+5", "back 0 from 53 (1 there) to 0 start", "rest 0 0"}}}},
		// §9.17
		{name: "§9.17 dutch death onto a taken start", preset: "dutch", places: [][]int{{56}, {0}}, steps: []step{{[]int{1, 1}, []string{
			"throw 0 1+1", "move 0 56→58 throw 2 [57 58]", "jump 0 58→0 death", "back 0 from 0 (1 there) to 56", "rest 0 56"}}}},
		// §9.18: A (seat 0) alone in the well; B (seat 1) joins it.
		{name: "§9.18 dutch well", preset: "dutch", places: [][]int{{31}, {25}}, steps: []step{
			{nil, []string{"waits 0 31 well"}},
			{[]int{2, 4}, []string{"throw 1 2+4", "move 1 25→31 throw 6 [26 27 28 29 30 31]", "rest 1 31",
				"released 0 31", "held 1 31 well"}},
			{[]int{1, 2}, []string{"throw 0 1+2", "move 0 31→34 throw 3 [32 33 34]", "rest 0 34"}},
			{nil, []string{"waits 1 31 well"}},
		}},
	})
}

// TestWorkedExample3 is §9.3: without the first-throw rule a 9 from the start
// chains goose to goose and wins at once.
func TestWorkedExample3(t *testing.T) {
	r, _ := Preset("classic")
	r.Order = OrderSeat
	r.Start = StartPlain
	x := newTableRules(t, r, 2)
	same(t, "§9.3", x.roll(3, 6), []string{
		"throw 0 3+6",
		"move 0 0→9 throw 9 [1 2 3 4 5 6 7 8 9]",
		"move 0 9→18 goose 9 [10 11 12 13 14 15 16 17 18]",
		"move 0 18→27 goose 9 [19 20 21 22 23 24 25 26 27]",
		"move 0 27→36 goose 9 [28 29 30 31 32 33 34 35 36]",
		"move 0 36→45 goose 9 [37 38 39 40 41 42 43 44 45]",
		"move 0 45→54 goose 9 [46 47 48 49 50 51 52 53 54]",
		"move 0 54→63 goose 9 [55 56 57 58 59 60 61 62 63]",
		"rest 0 63", "finish 0 place 1", "gameOver 0"})
}
