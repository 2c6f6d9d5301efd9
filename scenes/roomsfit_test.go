package scenes

import (
	"strings"

	"goose/ui/online/proto"
	"goose/ui/store"
)

// roomsScenes are the screens of a person's rooms online, for the fit
// test: the title listing them (each kind of line, the longest name a
// player types), the page of all of them, and the online screen making a
// room that takes its time, with a chat's address typed.
func roomsScenes(c *Context, back Scene) map[string]Scene {
	t := NewTitle(c)
	name := strings.Repeat("W", store.MaxName-1) + "…"                                   // as wide as a name gets
	code := func(i int) string { return "7K3M9QX2A" + string(proto.CodeAlphabet[10+i]) } // as wide as a code the host draws at random
	turns := []proto.RoomTurn{{Seat: 0, Name: name}, {Seat: 1, Name: name}, {Seat: 2, Auto: true}, {Gone: true}, {Over: true}, {Lobby: true}, {Seat: -1}, {}}
	l := roomsList{answer: make(chan peekAnswer)}
	for i, turn := range turns {
		k := store.KeptRoom{OnlineSeat: store.OnlineSeat{Host: "ws://h/ws", Code: code(i), Token: "t"}, Name: name}
		if turn.Seat >= 0 || turn.Gone || turn.Over || turn.Lobby {
			turn.Code = k.Code
		}
		l.kept, l.turns = append(l.kept, k), append(l.turns, turn)
	}
	*t.rooms = l
	// The title shows its first three: the longest lines first.
	t.rooms.kept[0], t.rooms.turns[0], t.rooms.kept[3], t.rooms.turns[3] = t.rooms.kept[3], t.rooms.turns[3], t.rooms.kept[0], t.rooms.turns[0]
	o := NewOnline(c)
	o.slow, o.hook = true, "https://ntfy.sh/"+strings.Repeat("goose", 8)
	return map[string]Scene{"title (rooms)": t, "rooms": NewRoomsPage(c, t.rooms, back), "online (take your time)": o}
}
