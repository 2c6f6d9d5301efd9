package scenes

import (
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/odds"
	"goose/ui/store"
)

// waitOdds steps until the live odds show the position the game is in.
func waitOdds(t *testing.T, m *Manager, p *Play) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		if p.odds.has && p.odds.shown.moves == p.odds.moves {
			return
		}
		time.Sleep(time.Millisecond)
		step(t, m, 1)
	}
	t.Fatal("the live odds never came")
}

// The HUD's odds are the estimate of the position shown, worked out off the
// loop: each seat's chance, summing to one with the draw, and the same as the
// estimator gives for that position (deterministic).
func TestLiveOddsFollowTheGame(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}}})
	for throws := 0; throws < 4; throws++ {
		key(t, m, ebiten.KeySpace)
		step(t, m, 5)
		waitOdds(t, m, p)
		got := p.odds.shown.est
		sum := got.Draw
		for s := range p.g.State.Seats {
			sum += got.Win[s]
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("chances sum to %v", sum)
		}
		if want := odds.New().Estimate(p.g, oddsRollouts/rolloutShare); want != got {
			t.Fatalf("after throw %d the HUD shows %+v, the estimator %+v", throws+1, got, want)
		}
	}
}

// Settings → "Show the chances of winning" hides the bars, and is kept.
func TestSettingsHideOdds(t *testing.T) {
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.settings").Rect)
	if !control(t, m, "ui.showOdds").Selected {
		t.Fatal("the odds are hidden for a new player")
	}
	click(t, m, control(t, m, "ui.showOdds").Rect)
	if !m.C.Settings.HideOdds {
		t.Fatal("the check did not hide the odds")
	}
	if b, _ := m.C.Store.Load(store.SettingsName); !strings.Contains(string(b), `"hideOdds": true`) {
		t.Errorf("the setting was not saved: %s", b)
	}
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}}})
	key(t, m, ebiten.KeySpace)
	step(t, m, 60)
	if p.odds.busy || p.odds.has {
		t.Error("the odds were worked out while hidden")
	}
	// O in play shows them again.
	key(t, m, ebiten.KeyO)
	if m.C.Settings.HideOdds {
		t.Fatal("O did not show the odds")
	}
	waitOdds(t, m, p)
}

// In a team choice each offered use of the dice shows the chance it leads to.
func TestTeamChoicesShowTheirChance(t *testing.T) {
	m := newManager(t, nil)
	s := store.Setup{Rules: "classic", Options: "teams", Seats: []store.Seat{{Name: "Ann"}, {Name: "Cpu", Color: 1, Computer: true, Level: "easy"}}}
	p := startPlay(t, m, s)
	for i := 0; i < 3000; i++ {
		switch {
		case !p.hud.roll.Hidden:
			key(t, m, ebiten.KeySpace)
		case len(p.picker.buttons) > 1:
			waitOdds(t, m, p)
			step(t, m, 1)
			for j, b := range p.picker.buttons {
				pc, ok := p.odds.chanceOf(p.picker.choices[j])
				if !ok || !strings.HasSuffix(b.Label, " · "+itoa(percent(pc))+"%") {
					t.Errorf("choice %d reads %q (chance %v, known %v)", j, b.Label, pc, ok)
				}
			}
			return
		default:
			step(t, m, 1)
		}
	}
	t.Fatal("never offered a choice")
}

func itoa(n int) string { return strconv.Itoa(n) }

// Leaving a game stops the live odds working out its position: the estimate
// under way ends at its next rollout instead of playing its thousands out, in
// the background, for a game no one looks at (issue 31: one more spun for
// every game started on a board whose turns did not end).
func TestLeavingStopsTheOdds(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob", Color: 1}}})
	var left atomic.Bool
	var after atomic.Int32 // pauses (every odds.PauseEvery rollouts) once the game is left
	p.odds.est.Pause = func() {
		if left.Load() {
			after.Add(1)
		}
		time.Sleep(2 * time.Millisecond) // an estimate takes a while: it is under way when the game is left
	}
	key(t, m, ebiten.KeySpace)
	for deadline := time.Now().Add(20 * time.Second); !p.odds.busy; step(t, m, 1) {
		if time.Now().After(deadline) {
			t.Fatal("no estimate asked")
		}
	}
	left.Store(true)
	key(t, m, ebiten.KeyEscape)
	click(t, m, control(t, m, "ui.quit").Rect)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("left for %s, not the title", m.Current().Name())
	}
	select {
	case a := <-p.odds.done:
		if n := after.Load(); n > 1 || !a.stopped {
			t.Errorf("the estimate went on for %d × %d rollouts after the game was left (stopped %v)", n, odds.PauseEvery, a.stopped)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the estimate never ended")
	}
}

// Leaving a game tells its hard computers, which stop waiting for their
// board's tables (player.NewUntil); come back to from the rules page, the game
// has hard computers that wait again, and a choice cut short is asked again.
func TestLeavingStopsTheComputers(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Options: "teams", Seats: []store.Seat{
		{Name: "Ann", Computer: true, Level: "hard"}, {Name: "Bob", Color: 1, Computer: true, Level: "easy"}}})
	gone, hard, easy := p.cpu.gone, p.cpu.players[0], p.cpu.players[1]
	cut := make(chan engine.Choice, 1) // a choice under way
	p.cpu.thinking = cut
	key(t, m, ebiten.KeyEscape)
	click(t, m, control(t, m, "ui.rules").Rect) // the rules
	_, ok := m.Current().(*RulesPage)
	if !ok {
		t.Fatalf("went to %s", m.Current().Name())
	}
	select {
	case <-gone:
	default:
		t.Fatal("the game was left, and its hard computer not told")
	}
	click(t, m, control(t, m, "ui.back").Rect)
	if m.Current() != Scene(p) {
		t.Fatalf("back to %s", m.Current().Name())
	}
	step(t, m, 1)
	select {
	case <-p.cpu.gone:
		t.Fatal("come back to, the game's computers are still told it was left")
	default:
	}
	if p.cpu.players[0] == hard || p.cpu.players[1] != easy || p.cpu.thinking == cut {
		t.Errorf("come back to: hard made anew %v, easy kept %v, the choice cut short dropped %v",
			p.cpu.players[0] != hard, p.cpu.players[1] == easy, p.cpu.thinking != cut)
	}
}
