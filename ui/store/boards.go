package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// MaxBoards is how many boards of one's own the folder keeps (RULES §7.3).
const MaxBoards = 40

// BoardsName is the blob that lists the boards of one's own; each board is
// its own rules file (BoardName), so a damaged one costs only itself.
const BoardsName = "boards.json"

// BoardName is the blob of the board kept in slot (0 to MaxBoards-1).
func BoardName(slot int) string { return fmt.Sprintf("board-%02d.json", slot+1) }

// BoardEntry is one board of the folder: what the setup's list shows.
type BoardEntry struct {
	Slot int    `json:"slot"`
	Name string `json:"name"`
}

// LoadBoards is the folder of boards, in the order they were first saved. A
// damaged or missing list is made again from the boards' own files.
func LoadBoards(st Store) []BoardEntry {
	data, err := st.Load(BoardsName)
	var list []BoardEntry
	if err != nil || json.Unmarshal(data, &list) != nil {
		list = findBoards(st)
	}
	out := list[:0]
	used := make([]bool, MaxBoards)
	for _, e := range list {
		if e.Slot >= 0 && e.Slot < MaxBoards && !used[e.Slot] && strings.TrimSpace(e.Name) != "" {
			used[e.Slot] = true
			out = append(out, e)
		}
	}
	return out
}

// findBoards lists the boards' files by their slots, each named as its file says.
func findBoards(st Store) []BoardEntry {
	var list []BoardEntry
	for s := 0; s < MaxBoards; s++ {
		data, err := st.Load(BoardName(s))
		var f struct{ Name string }
		if err == nil && json.Unmarshal(data, &f) == nil {
			list = append(list, BoardEntry{Slot: s, Name: f.Name})
		}
	}
	return list
}

// ErrBoardsFull says the folder holds MaxBoards boards: one must go first.
var ErrBoardsFull = fmt.Errorf("the folder holds %d boards; delete one first", MaxBoards)

// SaveBoard keeps a rules file under its name: a board of the same name is
// replaced (its slot kept), another name takes a free slot.
func SaveBoard(st Store, name string, data []byte) (BoardEntry, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return BoardEntry{}, errors.New("a board needs a name")
	}
	if len(data) > MaxBlob {
		return BoardEntry{}, ErrTooBig
	}
	list := LoadBoards(st)
	e := BoardEntry{Slot: -1, Name: name}
	used := make([]bool, MaxBoards)
	at := len(list)
	for i, o := range list {
		used[o.Slot] = true
		if strings.EqualFold(o.Name, name) {
			e.Slot, at = o.Slot, i
		}
	}
	for s := 0; e.Slot < 0 && s < MaxBoards; s++ {
		if !used[s] {
			e.Slot = s
		}
	}
	if e.Slot < 0 {
		return BoardEntry{}, ErrBoardsFull
	}
	if err := st.Save(BoardName(e.Slot), data); err != nil {
		return BoardEntry{}, err
	}
	if at == len(list) {
		list = append(list, e)
	} else {
		list[at] = e
	}
	return e, saveBoardList(st, list)
}

// LoadBoard reads the rules file kept in slot.
func LoadBoard(st Store, slot int) ([]byte, error) {
	if slot < 0 || slot >= MaxBoards {
		return nil, ErrMissing
	}
	return st.Load(BoardName(slot))
}

// DeleteBoard takes the board in slot out of the folder.
func DeleteBoard(st Store, slot int) error {
	list := LoadBoards(st)
	out := list[:0]
	for _, o := range list {
		if o.Slot != slot {
			out = append(out, o)
		}
	}
	if err := saveBoardList(st, out); err != nil {
		return err
	}
	return st.Remove(BoardName(slot))
}

func saveBoardList(st Store, list []BoardEntry) error {
	if list == nil {
		list = []BoardEntry{}
	}
	b, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return st.Save(BoardsName, b)
}
