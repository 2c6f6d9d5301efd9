package player

import (
	"testing"

	"goose/engine"
)

// Describe names the geese first to fourth and says which dice move them (RULES §7.2).
func TestDescribe(t *testing.T) {
	cases := []struct {
		mine []int
		dice []int
		c    engine.Choice
		want string
	}{
		{[]int{10, 20, 30, 40}, []int{5, 3}, engine.Choice{First: 1, Second: 2}, "moves the second goose 5 with one die and the third 3 with the other"},
		{[]int{10, 20, 30, 40}, []int{5, 3}, engine.Choice{First: 0, Second: -1, Sum: true}, "moves the first goose 8 with both dice"},
		{[]int{10, 20, 30, 40}, []int{6, 1}, engine.Choice{First: 3, Second: 0}, "moves the fourth goose 6 with one die and the first 1 with the other"},
	}
	for _, tc := range cases {
		g := position(t, "classic", tc.mine, []int{1, 2, 3, 4}, tc.dice...)
		if got := Describe(g, tc.c); got != tc.want {
			t.Errorf("Describe(%v with %v) = %q, want %q", tc.c, tc.dice, got, tc.want)
		}
	}
	// Ancient (§3): on 61 and 62 a seat throws one die.
	g := position(t, "ancient", []int{61, 62}, []int{1, 2}, 4)
	if got, want := Describe(g, engine.Choice{First: 1, Second: -1, Sum: true}), "moves the second goose 4 with its one die"; got != want {
		t.Errorf("one die: %q, want %q", got, want)
	}
	// With no dice waiting (after the choice is made) it still names the geese.
	g.State.NPending = 0
	if got, want := Describe(g, engine.Choice{First: 2, Second: 0}), "moves the third goose with one die and the first with the other"; got != want {
		t.Errorf("no dice: %q, want %q", got, want)
	}
}
