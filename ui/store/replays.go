package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// MaxReplays is how many finished games are kept: the oldest makes room.
const MaxReplays = 20

// ReplaysName is the blob that lists the finished games kept; each game is
// its own blob (ReplayName), so a damaged one costs only itself.
const ReplaysName = "replays.json"

// ReplayName is the blob of the finished game kept in slot (0 to MaxReplays-1).
func ReplayName(slot int) string { return fmt.Sprintf("replay-%02d.json", slot+1) }

// ReplayEntry is one finished game in the list: what the title's list shows.
type ReplayEntry struct {
	Slot   int      `json:"slot"`
	When   string   `json:"when"`   // RFC 3339
	Rules  string   `json:"rules"`  // the rule set's name
	Seats  []string `json:"seats"`  // the players' names
	Winner string   `json:"winner"` // "" for a draw
	Turns  int      `json:"turns"`
}

// LoadReplays is the list of finished games kept, newest first. A damaged
// list is read as empty (the games are overwritten in time).
func LoadReplays(st Store) []ReplayEntry {
	data, err := st.Load(ReplaysName)
	if err != nil {
		return nil
	}
	var list []ReplayEntry
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	out := list[:0]
	for _, e := range list {
		if e.Slot >= 0 && e.Slot < MaxReplays && len(out) < MaxReplays {
			out = append(out, e)
		}
	}
	return out
}

// ErrReplayTooBig refuses a game too long to keep.
var ErrReplayTooBig = errors.New("the game is too long to keep")

// KeepReplay keeps a finished game (data: its replay) as the newest of the
// list, in the slot of the oldest when the list is full.
func KeepReplay(st Store, e ReplayEntry, data []byte) error {
	if len(data) > MaxBlob {
		return ErrReplayTooBig
	}
	list := LoadReplays(st)
	used := make([]bool, MaxReplays)
	for _, o := range list {
		used[o.Slot] = true
	}
	e.Slot = -1
	for s := range used {
		if !used[s] {
			e.Slot = s
			break
		}
	}
	if e.Slot < 0 { // full: the oldest goes
		e.Slot = list[len(list)-1].Slot
		list = list[:len(list)-1]
	}
	if err := st.Save(ReplayName(e.Slot), data); err != nil {
		return err
	}
	list = append([]ReplayEntry{e}, list...)
	b, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return st.Save(ReplaysName, b)
}
