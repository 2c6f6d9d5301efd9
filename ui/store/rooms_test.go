package store

import (
	"fmt"
	"testing"
)

// The rooms list keeps a room once, seen last first, at most MaxRooms of
// them (the one seen longest ago goes), forgets a room asked to, and reads
// a damaged list or room as nothing, never fatal.
func TestRoomsList(t *testing.T) {
	st := NewMem()
	room := func(i int) KeptRoom {
		return KeptRoom{OnlineSeat: OnlineSeat{Host: "ws://h/ws", Code: fmt.Sprintf("ROOM%06d", i), Token: "t"}, Seat: 1, Name: "Ann"}
	}
	for i := range MaxRooms + 3 {
		if err := KeepRoom(st, room(i)); err != nil {
			t.Fatal(err)
		}
	}
	KeepRoom(st, room(5)) // seen again: first, and once
	list := LoadRooms(st)
	if len(list) != MaxRooms || list[0].Code != room(5).Code || list[1].Code != room(MaxRooms+2).Code || list[len(list)-1].Code != room(3).Code {
		t.Fatalf("%d rooms, first %s, second %s, last %s", len(list), list[0].Code, list[1].Code, list[len(list)-1].Code)
	}
	if list[0].Seen == "" || list[0].Seat != 1 || list[0].Name != "Ann" || list[0].Token != "t" {
		t.Errorf("kept as %+v", list[0])
	}
	ForgetRoom(st, "ws://h/ws", room(5).Code)
	ForgetRoom(st, "ws://other/ws", room(6).Code) // another host's room of that code: not this one
	if list := LoadRooms(st); len(list) != MaxRooms-1 || list[0].Code != room(MaxRooms+2).Code {
		t.Errorf("after forgetting: %d rooms, first %s", len(list), list[0].Code)
	}
	if err := KeepRoom(st, KeptRoom{OnlineSeat: OnlineSeat{Host: "h", Code: "C", Token: "t"}}); err == nil {
		t.Error("a room with no WebSocket address was kept")
	}
	st.Save(RoomsName, []byte(`[{"host":"ws://h/ws","code":"C","token":"t","seat":0},{"host":"ws://h/ws","code":"","token":"t"},{"host":"ws://h/ws","code":"D","token":"t","seat":-1}]`))
	if list := LoadRooms(st); len(list) != 1 || list[0].Code != "C" {
		t.Errorf("damaged rooms read as %+v", list)
	}
	st.Save(RoomsName, []byte(`{`))
	if list := LoadRooms(st); list != nil {
		t.Errorf("a damaged list read as %+v", list)
	}
}
