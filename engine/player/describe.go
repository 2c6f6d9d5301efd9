package player

import (
	"fmt"

	"goose/engine"
)

var ordinals = [...]string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}

func ordinal(i int8) string {
	if i >= 0 && int(i) < len(ordinals) {
		return ordinals[i]
	}
	return fmt.Sprintf("goose %d", i+1)
}

// Describe says a choice in plain words for the game log (RULES §7.2), with
// the counts of the dice the game is waiting to use: "moves the second goose 5
// with one die and the third 3 with the other", "moves the first goose 8 with
// both dice".
func Describe(g *engine.Game, c engine.Choice) string {
	st := &g.State
	dice := st.Pending[:st.NPending]
	switch {
	case len(dice) == 0 && c.Sum:
		return fmt.Sprintf("moves the %s goose with both dice", ordinal(c.First))
	case len(dice) == 0:
		return fmt.Sprintf("moves the %s goose with one die and the %s with the other", ordinal(c.First), ordinal(c.Second))
	case c.Sum && len(dice) == 1:
		return fmt.Sprintf("moves the %s goose %d with its one die", ordinal(c.First), dice[0])
	case c.Sum:
		sum := 0
		for _, d := range dice {
			sum += int(d)
		}
		return fmt.Sprintf("moves the %s goose %d with both dice", ordinal(c.First), sum)
	case len(dice) < 2:
		return fmt.Sprintf("moves the %s goose %d", ordinal(c.First), dice[0])
	}
	return fmt.Sprintf("moves the %s goose %d with one die and the %s %d with the other",
		ordinal(c.First), dice[0], ordinal(c.Second), dice[1])
}
