package store

import (
	"fmt"
	"testing"
)

// The list keeps the newest MaxReplays games, newest first, each in its own blob.
func TestKeepReplayBounded(t *testing.T) {
	st := NewMem()
	for i := 0; i < MaxReplays+5; i++ {
		if err := KeepReplay(st, ReplayEntry{When: fmt.Sprint(i)}, []byte(fmt.Sprint("game ", i))); err != nil {
			t.Fatal(err)
		}
	}
	list := LoadReplays(st)
	if len(list) != MaxReplays {
		t.Fatalf("%d kept, want %d", len(list), MaxReplays)
	}
	for i, e := range list {
		want := fmt.Sprint(MaxReplays + 4 - i)
		if e.When != want {
			t.Fatalf("entry %d is game %s, want %s", i, e.When, want)
		}
		if b, err := st.Load(ReplayName(e.Slot)); err != nil || string(b) != "game "+want {
			t.Fatalf("entry %d's blob %q %v", i, b, err)
		}
	}
	if len(st.M) != MaxReplays+1 {
		t.Errorf("%d blobs, want %d games and the list", len(st.M), MaxReplays+1)
	}
	if err := KeepReplay(st, ReplayEntry{}, make([]byte, MaxBlob+1)); err != ErrReplayTooBig {
		t.Errorf("a game over MaxBlob: %v", err)
	}
}

func TestDamagedReplayListIsEmpty(t *testing.T) {
	st := NewMem()
	st.M[ReplaysName] = []byte("{not json")
	if l := LoadReplays(st); len(l) != 0 {
		t.Errorf("damaged list read as %v", l)
	}
	if err := KeepReplay(st, ReplayEntry{When: "x"}, []byte("g")); err != nil || len(LoadReplays(st)) != 1 {
		t.Errorf("keeping after a damaged list: %v %v", err, LoadReplays(st))
	}
}
