//go:build !js

package room

import (
	"encoding/json"
	"testing"
)

// A person's seat handed to a computer by the creator remembers whose it
// was (GivenAway), through the JSON the hosts store, so the person coming
// back is told; their token holds no seat, and no other token was given.
func TestHandRemembersWhoseSeat(t *testing.T) {
	r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}, {}}, "Ann", HashToken("ann"), 7)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := r.Join("Bob", 1, HashToken("bob")); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{1, 2} { // Bob's, and one nobody held
		if _, err := r.Hand(0, seat, "easy"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.Hand(0, 1, "hard"); err != nil { // again, another level: still Bob's
		t.Fatal(err)
	}
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var back Room
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.SeatOf("bob") != -1 || back.GivenAway("bob") != 1 || back.GivenAway("ann") != -1 || back.GivenAway("") != -1 {
		t.Errorf("Bob's token: seat %d, given away %d; Ann's given away %d", back.SeatOf("bob"), back.GivenAway("bob"), back.GivenAway("ann"))
	}
}
