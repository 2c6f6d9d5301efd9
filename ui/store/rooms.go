package store

import (
	"encoding/json"
	"time"
)

// RoomsName is the blob that lists the rooms online a person sat in on
// this machine, for the title's list of rooms.
const RoomsName = "rooms.json"

// MaxRooms is how many rooms the list keeps: the one seen longest ago
// makes room.
const MaxRooms = 20

// KeptRoom is a room of the list: the seat held there (to take it back),
// the person's name there, and when it was last seen.
type KeptRoom struct {
	OnlineSeat
	Seat int    `json:"seat"`
	Name string `json:"name,omitempty"`
	Seen string `json:"seen"` // RFC 3339
}

// LoadRooms is the list of rooms kept, seen last first. A damaged list
// reads as empty, and a damaged room is left out: each holds nothing but
// a way back into a room.
func LoadRooms(st Store) []KeptRoom {
	data, err := st.Load(RoomsName)
	if err != nil {
		return nil
	}
	var list []KeptRoom
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	out := list[:0]
	for _, r := range list {
		if r.check() == nil && r.Seat >= 0 && len(r.Name) <= maxToken && len(out) < MaxRooms {
			out = append(out, r)
		}
	}
	return out
}

// KeepRoom puts a room first in the list (seen now), in place of its
// earlier entry; past MaxRooms the one seen longest ago goes.
func KeepRoom(st Store, r KeptRoom) error {
	if err := r.check(); err != nil {
		return err
	}
	r.Seen = time.Now().UTC().Format(time.RFC3339)
	list := append([]KeptRoom{r}, dropRoom(LoadRooms(st), r.Host, r.Code)...)
	return saveRooms(st, list[:min(len(list), MaxRooms)])
}

// ForgetRoom takes a room off the list (its host says it is gone, or the
// person left it).
func ForgetRoom(st Store, host, code string) error {
	list := LoadRooms(st)
	kept := dropRoom(append([]KeptRoom(nil), list...), host, code)
	if len(kept) == len(list) {
		return nil
	}
	return saveRooms(st, kept)
}

// dropRoom is list without the room code on host.
func dropRoom(list []KeptRoom, host, code string) []KeptRoom {
	out := list[:0]
	for _, r := range list {
		if r.Host != host || r.Code != code {
			out = append(out, r)
		}
	}
	return out
}

func saveRooms(st Store, list []KeptRoom) error {
	data, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return st.Save(RoomsName, data)
}
