package scenes

import (
	"slices"

	"goose/engine"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// seatNameIDs are the names the game gives a seat (store.DefaultSetup's
// Ann, Ben and Computer; an added or nameless seat's "Player 4"); a seat's
// name that is one of these in any language is the game's, not a player's.
var seatNameIDs = []narrate.ID{"ui.seat1", "ui.seat2", "ui.computer", "ui.playerN", "ui.computerN"}

// localNames words the seats the game named in the language it speaks now,
// so a table set up in English reads "Ana, Benito, Ordenador, Jugador 4"
// once the game speaks Spanish; a name a player typed stays as typed.
func localNames(s *store.Setup) {
	seats := slices.Clone(s.Seats) // the settings' own slice stays as it is
	for i := range seats {
		if seats[i].Typed {
			continue
		}
		if m, ok := gameSeatName(seats[i].Name); ok {
			seats[i].Name = m.String()
		}
	}
	s.Seats = seats
}

// gameSeatName finds which of the game's seat names name is, in whichever
// language it was given, with the number a numbered one carries.
func gameSeatName(name string) (narrate.Message, bool) {
	for _, l := range narrate.Languages {
		for _, id := range seatNameIDs[:3] {
			if m := narrate.M(id); name == l.Text(m) {
				return m, true
			}
		}
		for _, id := range seatNameIDs[3:] {
			for n := 1; n <= engine.MaxSeats; n++ {
				if m := narrate.M(id, n); name == l.Text(m) {
					return m, true
				}
			}
		}
	}
	return narrate.Message{}, false
}

// typedName is the name a player gave seat st, or "" for one the game gave:
// a room names such a computer itself, and each client words it (roomSeatName).
func typedName(st store.Seat) string {
	if _, ok := gameSeatName(st.Name); ok && !st.Typed {
		return ""
	}
	return st.Name
}

// roomSeatName is seat i of a room as this screen names it: a computer the
// room named (ViewSeat.Auto) in this player's language, "Ordenador 3".
func roomSeatName(v *room.View, i int) string {
	if v.Seats[i].Auto {
		return say("ui.computerN", i+1)
	}
	return v.Seats[i].Name
}
