package scenes

import (
	"goose/engine"
	"goose/engine/room"
)

// check checks the dice of an online game seen whole, at its last update
// (which reveals the seed): the seed against the host's promise, and
// every event shown against the game played again from it.
func (t *netTable) check(last *room.Update) {
	if t.dice == nil || t.dice.Promise == "" {
		t.dice = nil // a host that promised nothing (an older one): nothing to check
		return
	}
	t.dice.Seed, t.dice.Salt = *last.Seed, last.Salt
	t.fair = room.CheckDice(t.dice)
}

// diceChecked is a table whose dice a client checked: checked reports
// whether it could, fair the verdict.
type diceChecked interface {
	DiceChecked() (checked, fair bool)
}

func (t *netTable) DiceChecked() (checked, fair bool) {
	return t.dice != nil && t.dice.Seed == t.rec.Seed && t.rec.Phase == room.Over, t.fair == nil
}

// luckLine is each seat's luck (engine.Luck), from the game's record: nil
// when there is none to count (a room seen from the middle).
func luckOf(p *Play) []engine.Luck {
	rm := p.t.Record()
	if rm == nil {
		return nil
	}
	luck := make([]engine.Luck, len(p.g.State.Seats))
	err := rm.Replay().Play(func(_ int, evs []engine.Event) error {
		engine.CountLuck(luck, evs)
		return nil
	})
	if err != nil {
		return nil
	}
	return luck
}
