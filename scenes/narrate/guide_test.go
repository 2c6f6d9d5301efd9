package narrate

import (
	"strings"
	"testing"

	"goose/engine"
)

// guideCases are what squares of the classic board do to a goose, as the
// engine's events say it, and the guide's line for each (issue 28).
var guideCases = []struct {
	e    engine.Event
	sq   int
	want string
}{
	{engine.Event{Kind: engine.EvMove, Cause: engine.CauseGoose, From: 9, To: 18}, 9, "You landed on a goose (9): fly on by the same throw, to 18."},
	{engine.Event{Kind: engine.EvJump, Cause: engine.CauseBridge, From: 6, To: 12}, 6, "You landed on the bridge (6): on to 12."},
	{engine.Event{Kind: engine.EvJump, Cause: engine.CauseMaze, From: 42, To: 30}, 42, "You landed on the maze (42): back to 30."},
	{engine.Event{Kind: engine.EvJump, Cause: engine.CauseDeath, From: 58, To: 0}, 58, "You landed on death (58): back to the start."},
	{engine.Event{Kind: engine.EvLoseTurns, Cause: engine.CauseInn, Square: 19, Turns: 2}, 19, "You landed on the inn (19): you lose the next 2 turns."},
	{engine.Event{Kind: engine.EvLoseTurns, Cause: engine.CauseInn, Square: 19, Turns: 1}, 19, "You landed on the inn (19): you lose the next turn."},
	{engine.Event{Kind: engine.EvHeld, Cause: engine.CauseWell, Square: 31}, 31, "You landed on the well (31): you wait there until another goose comes to free you."},
	{engine.Event{Kind: engine.EvAgain, Cause: engine.CauseGoose, Square: 5}, 5, "You landed on a goose (5): you throw again."},
	{engine.Event{Kind: engine.EvToast, Square: 61}, 61, "You landed on square 61: you raise a glass, and nothing else happens."},
	{engine.Event{Kind: engine.EvJump, Cause: engine.CauseGoose, From: 9, To: 5}, 9, "You landed on a goose (9): fly on to the next goose, 5."},
	{engine.Event{Kind: engine.EvJump, Cause: engine.CauseFirst, From: 9, To: 26}, 26, "Your first throw has a rule of its own: straight to square 26."},
}

func TestGuideSaysWhatTheSquareDid(t *testing.T) {
	r := rules(t, "classic", "")
	for _, tc := range guideCases {
		m, sq, ok := GuideSquare(r, &tc.e)
		if got := English.Text(m); !ok || sq != tc.sq || got != tc.want {
			t.Errorf("%v: %q on %d (%v), want %q on %d", tc.e.Kind, got, sq, ok, tc.want, tc.sq)
		}
	}
	for _, e := range []engine.Event{ // no square's doing: a throw's move, a rest, a swap
		{Kind: engine.EvMove, Cause: engine.CauseThrow, From: 0, To: 7},
		{Kind: engine.EvRest, Square: 9},
		{Kind: engine.EvSwap, Square: 9, To: 3},
	} {
		if m, _, ok := GuideSquare(r, &e); ok {
			t.Errorf("%v is said as a square's doing: %q", e.Kind, English.Text(m))
		}
	}
}

// TestGuideSpeaksEveryLanguage: each of the guide's lines, in every
// language, is whole: no message missing, no argument left over or lacking.
func TestGuideSpeaksEveryLanguage(t *testing.T) {
	r := rules(t, "classic", "")
	var ms []Message
	for _, tc := range guideCases {
		m, _, _ := GuideSquare(r, &tc.e)
		ms = append(ms, m)
	}
	for _, n := range []int{3, 5, 21} {
		ms = append(ms, M("guide.lose", n))
	}
	for _, id := range []ID{"guide.play", "guide.offerTitle", "guide.offer", "guide.decline", "guide.next", "guide.done", "guide.skip", "guide.dice"} {
		ms = append(ms, M(id))
	}
	ms = append(ms, M("guide.goose", Dice([]int8{3, 4}), 7))
	for _, l := range Languages {
		for _, m := range ms {
			if s := l.Text(m); strings.Contains(s, "guide.") || strings.Contains(s, "%!") || s == "" {
				t.Errorf("%s: %s says %q", l.Code, m.ID, s)
			}
		}
	}
}
