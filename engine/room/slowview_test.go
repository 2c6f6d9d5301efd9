//go:build !js

package room

import (
	"encoding/json"
	"strings"
	"testing"
)

// A take-your-time room says so in its view (issue 27), which its lobby
// updates carry to every client, so its people know it waits days for a
// move; its web address (Hook) is never in it. A room of a day says nothing.
func TestViewSaysSlow(t *testing.T) {
	for _, slow := range []bool{true, false} {
		r, err := New("ABCDEFGH", classic(t), []SeatSpec{{}, {}}, "Ann", HashToken("ann"), 7)
		if err != nil {
			t.Fatal(err)
		}
		r.Slow, r.Hook = slow, "https://ntfy.example/secret-topic"
		_, ups, err := r.Join("Bob", -1, HashToken("bob"))
		if err != nil || len(ups) == 0 || ups[0].Lobby == nil {
			t.Fatalf("join: %v %+v", err, ups)
		}
		data, _ := json.Marshal(ups[0])
		var back Update
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if back.Lobby.Slow != slow || strings.Contains(string(data), `"slow"`) != slow {
			t.Errorf("slow %v: the lobby's update says %s", slow, data)
		}
		if strings.Contains(string(data), "secret-topic") {
			t.Errorf("the room's web address is shown: %s", data)
		}
	}
}
