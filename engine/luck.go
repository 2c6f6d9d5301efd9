package engine

import "math"

// Luck is a seat's throws against what dice give on average: the dice it
// threw to move (EvThrow: not the roll-off for the order) and their pips.
// A ruling of this Goose (the rules page says it): luck is the dice alone,
// not where they led, which a child can count. A 6 that lands on death is
// still a good throw.
type Luck struct {
	Dice, Pips int
}

// pipsPerDie is a fair die's average throw: (1+2+...+6)/6.
const pipsPerDie = 3.5

// Percent is how far the pips thrown lie above (+) or below (−) the
// average of as many dice, in whole per cent: +18 is 18 % more than
// expected. 0 when the seat threw no dice.
func (l Luck) Percent() int {
	if l.Dice == 0 {
		return 0
	}
	return int(math.Round((float64(l.Pips)/(pipsPerDie*float64(l.Dice)) - 1) * 100))
}

// CountLuck adds the throws among evs to luck, one entry a seat.
func CountLuck(luck []Luck, evs []Event) {
	for i := range evs {
		e := &evs[i]
		if e.Kind != EvThrow || int(e.Seat) < 0 || int(e.Seat) >= len(luck) {
			continue
		}
		l := &luck[e.Seat]
		for d := 0; d < int(e.NDice) && d < len(e.Dice); d++ {
			l.Dice++
			l.Pips += int(e.Dice[d])
		}
	}
}
