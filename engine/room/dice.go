package room

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"

	"goose/engine"
)

// Dice nobody can doubt: when a room is made its host promises its seed
// (the room's first message carries the promise, in the lobby's View),
// reveals the seed and the salt with the game's last update, and every
// client checks both that the seed is the one promised and that every
// throw it was shown follows from it (CheckDice).

// promiseDomain opens what the promise hashes, so that its hash can be
// taken for no other message's.
const promiseDomain = "goose dice promise v1\x00"

// MinSalt is the fewest hex digits a salt has (128 bits): too many to try
// every seed behind a promise.
const MinSalt = 32

// Commitment is the promise of a seed: the hex of SHA-256 of
// "goose dice promise v1" and a zero byte, the seed as 8 bytes big-endian,
// then the salt as written (its hex digits).
func Commitment(seed uint64, salt string) string {
	msg := binary.BigEndian.AppendUint64([]byte(promiseDomain), seed)
	sum := sum256(append(msg, salt...))
	return hex.EncodeToString(sum[:])
}

// Promise hides the room's seed behind salt (hex, at least MinSalt digits)
// and puts the promise in its first message: only a room just made, whose
// first update is not yet out.
func (r *Room) Promise(salt string) error {
	if _, err := hex.DecodeString(salt); err != nil || len(salt) < MinSalt {
		return fail("bad-salt", "a salt is at least %d hex digits", MinSalt)
	}
	if r.Phase != Lobby || r.Seq != 1 || len(r.Pending) != 1 {
		return fail("started", "room %s: the seed is promised when the room is made", r.Code)
	}
	r.Salt = salt
	r.Pending[0].Lobby = r.View()
	r.pendingOK = false
	return nil
}

// Why the dice fail a check.
var (
	ErrPromiseBroken = errors.New("the seed revealed is not the seed promised")
	ErrThrowsDiffer  = errors.New("the throws shown do not follow from the seed")
)

// Dice is what a client keeps to check a room's dice: the promise first
// seen, then the seed and salt revealed, and every action and event shown.
type Dice struct {
	Rules   engine.Rules
	Seats   int
	Promise string
	Seed    uint64
	Salt    string
	Actions []engine.Action
	Shown   []engine.Event
}

// See keeps the promise a view of the room shows: the first one seen; a
// later view promising another seed breaks the promise.
func (d *Dice) See(v *View) {
	switch {
	case v == nil || v.Promise == "":
	case d.Promise == "":
		d.Promise = v.Promise
	case v.Promise != d.Promise:
		d.Promise = brokenPromise
	}
}

// brokenPromise is a promise no seed keeps: a host changed its promise.
const brokenPromise = "changed"

// Add keeps what an update shows: its promise, action, events, and at the
// end the seed and salt.
func (d *Dice) Add(u *Update) {
	d.See(u.Lobby)
	if u.Action != nil {
		d.Actions = append(d.Actions, *u.Action)
	}
	for _, e := range u.Events {
		d.Shown = append(d.Shown, engine.Event(e))
	}
	if u.Seed != nil {
		d.Seed, d.Salt = *u.Seed, u.Salt
	}
}

// CheckDice reports whether the dice were fair: nil when the seed revealed
// is the one promised and the game played again from it, action by action,
// makes exactly the events shown (every throw, every move). An error says
// which failed (ErrPromiseBroken, ErrThrowsDiffer, wrapped).
func CheckDice(d *Dice) error {
	if d.Promise == "" || len(d.Salt) < MinSalt || Commitment(d.Seed, d.Salt) != d.Promise {
		return ErrPromiseBroken
	}
	g, err := engine.New(d.Rules, d.Seats, engine.NewPCG(d.Seed))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrThrowsDiffer, err)
	}
	n := 0
	for i, a := range d.Actions {
		evs, err := g.Play(a)
		if err != nil {
			return fmt.Errorf("%w: action %d: %v", ErrThrowsDiffer, i+1, err)
		}
		for _, e := range evs {
			if n >= len(d.Shown) || d.Shown[n] != e {
				return fmt.Errorf("%w: event %d of action %d", ErrThrowsDiffer, n+1, i+1)
			}
			n++
		}
	}
	if n != len(d.Shown) {
		return fmt.Errorf("%w: %d events shown, %d played", ErrThrowsDiffer, len(d.Shown), n)
	}
	return nil
}

// Deal is a game's seed and the salt that hides it: what a host logs with
// the change that begins a room's next game (Rematch), out of its clients'
// sight, so that another host following the log plays the same dice.
type Deal struct {
	Seed uint64 `json:"seed"`
	Salt string `json:"salt"`
}
