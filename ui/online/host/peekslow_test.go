//go:build !js

package host

import "testing"

// The title's list of rooms learns which take their time: a peek says so
// of a slow room, and not of a room of a day.
func TestPeekSaysSlow(t *testing.T) {
	h := startHost(t, "")
	slow, normal := makeRoom(t, dial(t, h.URL()), true), makeRoom(t, dial(t, h.URL()), false)
	got, err := peekOf(t, h.URL(), slow, normal)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !got[0].Slow || got[1].Slow {
		t.Errorf("peeked %+v; want the first slow, the second not", got)
	}
}
