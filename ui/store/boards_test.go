package store

import (
	"fmt"
	"testing"
)

// The folder keeps each board under its name: saving a name again replaces
// that board in its slot, deleting frees the slot, and a damaged list is made
// again from the boards' files (RULES §7.3: boards of one's own).
func TestBoardFolder(t *testing.T) {
	st := NewMem()
	for _, n := range []string{"one", "two", "three"} {
		if _, err := SaveBoard(st, n, []byte(`{"name":"`+n+`"}`)); err != nil {
			t.Fatal(err)
		}
	}
	if e, err := SaveBoard(st, " Two ", []byte(`{"name":"Two"}`)); err != nil || e.Slot != 1 {
		t.Fatalf("saving two again: %+v %v", e, err)
	}
	list := LoadBoards(st)
	if fmt.Sprint(list) != "[{0 one} {1 Two} {2 three}]" {
		t.Fatalf("list %v", list)
	}
	if b, err := LoadBoard(st, 1); err != nil || string(b) != `{"name":"Two"}` {
		t.Fatalf("board 1: %q %v", b, err)
	}
	if err := DeleteBoard(st, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadBoard(st, 0); err != ErrMissing {
		t.Fatalf("a deleted board still loads: %v", err)
	}
	if e, _ := SaveBoard(st, "four", []byte(`{"name":"four"}`)); e.Slot != 0 {
		t.Fatalf("the freed slot is not reused: %+v", e)
	}
	st.M[BoardsName] = []byte("{damaged")
	if list := LoadBoards(st); fmt.Sprint(list) != "[{0 four} {1 Two} {2 three}]" {
		t.Fatalf("from a damaged list: %v", list)
	}
	if _, err := SaveBoard(st, "  ", nil); err == nil {
		t.Error("a board with no name was kept")
	}
}

func TestBoardFolderFull(t *testing.T) {
	st := NewMem()
	for i := 0; i < MaxBoards; i++ {
		if _, err := SaveBoard(st, fmt.Sprint("b", i), []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := SaveBoard(st, "one more", []byte("{}")); err != ErrBoardsFull {
		t.Fatalf("a full folder: %v", err)
	}
	if _, err := SaveBoard(st, "b7", []byte("{}")); err != nil {
		t.Fatalf("replacing in a full folder: %v", err)
	}
}
