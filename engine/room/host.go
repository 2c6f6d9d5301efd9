//go:build !js

package room

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"

	"goose/engine"
	"goose/engine/player"
)

// The host's side of a room: people join, start, act and hand seats to
// computers. A browser plays rooms only as a client or on one screen, so
// its build leaves these out of its download.

// HashToken is what a room keeps of a seat's secret token. Only a host
// hashes: kept out of the browser, whose build would link crypto/sha256
// and the FIPS module's start-up (AES, SHA-3, HMAC: 20 KB gzip) for it.
func HashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// SeatOf is the seat a token holds, or -1.
func (r *Room) SeatOf(token string) int {
	h := HashToken(token)
	for i, s := range r.Seats {
		if s.Token != "" && subtle.ConstantTimeCompare([]byte(s.Token), []byte(h)) == 1 {
			return i
		}
	}
	return -1
}

// Join gives a person the seat asked for (-1: the first open one).
func (r *Room) Join(name string, seat int, tokenHash string) (int, []Update, error) {
	if r.Phase != Lobby {
		return -1, nil, fail("started", "the game in room %s has started: only its players can come back", r.Code)
	}
	n, err := CleanName(name)
	if err != nil {
		return -1, nil, err
	}
	if seat == -1 {
		for i, s := range r.Seats {
			if s.Level == "" && s.Token == "" {
				seat = i
				break
			}
		}
		if seat == -1 {
			return -1, nil, fail("full", "room %s has no open seat", r.Code)
		}
	}
	if seat < 0 || seat >= len(r.Seats) {
		return -1, nil, fail("bad-seat", "seat %d: room %s has seats 1 to %d", seat+1, r.Code, len(r.Seats))
	}
	if s := r.Seats[seat]; s.Level != "" || s.Token != "" {
		return -1, nil, fail("seat-taken", "seat %d is taken", seat+1)
	}
	r.Seats[seat] = Seat{Name: n, Token: tokenHash}
	return seat, r.done(r.change(nil, Update{Seat: seat, Lobby: r.View()})), nil
}

// Start begins the game: the creator only, every seat taken.
func (r *Room) Start(by int) ([]Update, error) {
	if by != r.Creator {
		return nil, fail("not-creator", "only the room's creator starts the game")
	}
	if r.Phase != Lobby {
		return nil, fail("started", "the game has already started")
	}
	for i, s := range r.Seats {
		if s.Level == "" && s.Token == "" {
			return nil, fail("seat-open", "seat %d is still open: wait for someone, or hand it to a computer", i+1)
		}
	}
	g, err := engine.New(r.Rules, len(r.Seats), engine.NewPCG(r.Seed))
	if err != nil {
		return nil, fail("bad-rules", "%v", err)
	}
	r.game, r.Phase = g, Playing
	ups := r.change(nil, Update{Seat: -1, Lobby: r.View()})
	// The host pays the antes and rolls the order: nobody's choice.
	ups, err = r.play(ups, -1, engine.Begin)
	if err != nil {
		r.game, r.Phase = nil, Lobby
		return nil, err
	}
	return r.done(r.computers(ups)), nil
}

// Hand gives a seat to a computer of the level: the creator's remedy for a
// person who has gone. In the lobby it also fills an open seat.
func (r *Room) Hand(by, seat int, level string) ([]Update, error) {
	if by != r.Creator {
		return nil, fail("not-creator", "only the room's creator hands a seat to a computer")
	}
	if r.Phase == Over {
		return nil, fail("over", "the game is over")
	}
	if seat < 0 || seat >= len(r.Seats) {
		return nil, fail("bad-seat", "seat %d: room %s has seats 1 to %d", seat+1, r.Code, len(r.Seats))
	}
	if seat == r.Creator {
		return nil, fail("bad-seat", "the creator keeps a seat")
	}
	l, err := player.ParseLevel(level)
	if err != nil {
		return nil, fail("bad-level", "%v", err)
	}
	if r.Seats[seat].Level == l.String() {
		// Nothing would change, yet the whole lobby would be logged again.
		return nil, fail("unchanged", "seat %d is already played by a computer of that level", seat+1)
	}
	r.Seats[seat].Level, r.Seats[seat].Token = l.String(), ""
	if r.Seats[seat].Name == "" {
		r.Seats[seat].Name = ComputerName(seat)
	}
	ups := r.change(nil, Update{Seat: -1, Lobby: r.View()})
	if r.Phase == Playing {
		if _, err := r.Engine(); err != nil {
			return nil, err
		}
		ups = r.computers(ups)
	}
	return r.done(ups), nil
}

// Act plays a person's action: only the seat whose turn it is.
func (r *Room) Act(seat int, a engine.Action) ([]Update, error) {
	switch r.Phase {
	case Lobby:
		return nil, fail("not-started", "the game has not started")
	case Over:
		return nil, fail("over", "the game is over")
	}
	g, err := r.Engine()
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= len(r.Seats) || r.Seats[seat].Level != "" {
		return nil, fail("bad-seat", "that seat is not a person's")
	}
	if cur := g.Current(); cur != seat {
		return nil, fail("not-your-turn", "it is seat %d's turn, not seat %d's", cur+1, seat+1)
	}
	if a.Kind != g.Due() {
		return nil, fail("bad-action", "a %s is due, not a %s", kindName(g.Due()), kindName(a.Kind))
	}
	ups, err := r.play(nil, seat, a)
	if err != nil {
		return nil, err
	}
	return r.done(r.computers(ups)), nil
}

// Computers plays on a computers' run (Due), within the same bounds as the
// change that began it.
func (r *Room) Computers() ([]Update, error) {
	if !r.Due() {
		return nil, fail("not-due", "no computer is to play in room %s", r.Code)
	}
	return r.done(r.computers(nil)), nil
}

// Follow brings the room up to a change made elsewhere (by another host,
// read from the log): its updates, in order, and the seats as they stand
// after it (nil: unchanged, as they hold tokens that updates never show).
// Updates the room already has are passed over. An update that does not
// follow on, or an action the game refuses or plays otherwise than the
// update says, is an error: the room is then to be read again.
func (r *Room) Follow(ups []Update, seats []Seat) error {
	for i := range ups {
		u := &ups[i]
		if u.Seq <= r.Seq {
			continue
		}
		if u.Seq != r.Seq+1 {
			return fail("damaged", "room %s: update %d after %d", r.Code, u.Seq, r.Seq)
		}
		if u.Action != nil {
			g, err := r.Engine()
			if err != nil {
				return err
			}
			if g == nil {
				return fail("damaged", "room %s: an action in the lobby", r.Code)
			}
			evs, err := g.Play(*u.Action)
			if err != nil {
				return fail("damaged", "room %s: update %d: %v", r.Code, u.Seq, err)
			}
			if len(evs) != len(u.Events) {
				return fail("damaged", "room %s: update %d is not what its action does", r.Code, u.Seq)
			}
			for j := range evs {
				if Event(evs[j]) != u.Events[j] {
					return fail("damaged", "room %s: update %d is not what its action does", r.Code, u.Seq)
				}
			}
			r.Actions = append(r.Actions, *u.Action)
		}
		if u.Lobby != nil {
			if u.Lobby.Game > r.Games { // the room's next game (Rematch)
				if r.dealt == nil || u.Lobby.Game != r.Games+1 {
					return fail("damaged", "room %s: update %d deals a game, and no seed came with it", r.Code, u.Seq)
				}
				r.deal(r.dealt.Seed, r.dealt.Salt)
			}
			r.Phase, r.Creator = u.Lobby.Phase, u.Lobby.Creator
			r.Again = append([]bool(nil), u.Lobby.Again...)
		}
		r.Seq = u.Seq
	}
	if seats != nil {
		r.Seats = seats
	}
	r.Pending, r.pendingOK, r.dealt = ups, false, nil
	return nil
}
