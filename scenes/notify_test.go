package scenes

import "testing"

// A person is told once a turn that it is theirs, only while the page is
// hidden: not for another's turn, not again for the turn's later updates
// (a goose's throw again), again for their next turn, and for another seat
// played at the same screen.
func TestTurnNoticeOncePerTurn(t *testing.T) {
	var n turnNotice
	n.seats(0, 2)
	for i, step := range []struct {
		seat   int
		last   uint64
		hidden bool
		want   bool
	}{
		{-1, 1, true, false}, // the lobby
		{0, 2, false, false}, // ours, the page shown: they see it
		{0, 3, true, false},  // the same turn, hidden since: not this turn
		{1, 4, true, false},  // another's
		{0, 5, true, true},   // ours again, hidden
		{0, 6, true, false},  // a throw again: the same turn
		{0, 7, true, false},
		{2, 8, true, true}, // the other seat played here
		{1, 9, true, false},
		{1, 10, false, false},
		{0, 11, true, true},
		{-1, 12, true, false}, // the end
	} {
		if got := n.due(step.seat, step.last, step.hidden); got != step.want {
			t.Errorf("step %d (seat %d, update %d, hidden %v): told %v", i, step.seat, step.last, step.hidden, got)
		}
	}
	n.seats(1)
	if !n.due(1, 13, true) || n.due(0, 14, true) {
		t.Error("the seats played here changed, and were not followed")
	}
}
