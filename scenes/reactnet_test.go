//go:build !js

package scenes

import (
	"context"
	"slices"
	"testing"
	"time"

	"goose/ui/online/client"
	"goose/ui/online/proto"
)

// A window watching Dee's game hears Dee's reaction: beside Dee's row, and
// a line in the log, in the reader's words; its own (from the menu) goes
// to Dee as a watcher's. With Show reactions off, Eve's is not shown.
func TestOnlineReactionsShown(t *testing.T) {
	h, dee, code := deeAndComputer(t)
	m := newManager(t, nil)
	m.C.Opt.Room, m.C.Opt.Watch = code, true
	o := NewOnline(m.C)
	m.cur = o
	o.Layout(m.C)
	o.addr = h.Addr()
	click(t, m, control(t, m, "net.watch").Rect)
	until(t, m, "the game watched", func() bool { _, ok := m.Current().(*Play); return ok })
	p := m.Current().(*Play)
	until(t, m, "the watcher counted", func() bool { n, _ := dee.Watching(); return n == 1 })
	dee.React("luck")
	line := say("net.react.said", "Dee", say("net.react.luck"))
	until(t, m, "Dee's reaction", func() bool { return slices.Contains(p.show.Log.Lines, line) })
	if b := p.net.said.seats[0]; b.text != say("net.react.luck") || b.until <= m.C.Tick {
		t.Errorf("Dee's row shows %+v", b)
	}
	// The watcher's own, from the menu.
	p.pause.show()
	step(t, m, 1)
	click(t, m, control(t, m, "net.react.honk").Rect)
	for end := time.Now().Add(10 * time.Second); ; {
		r := <-dee.Replies()
		if r.Type == proto.Reaction && r.React != "luck" { // Dee hears her own too
			if r.React != "honk" || r.Seat != -1 {
				t.Errorf("Dee heard %+v", r)
			}
			break
		}
		if time.Now().After(end) {
			t.Fatal("Dee heard no reaction")
		}
	}
	// Show reactions off: Eve's is neither beside her nor in the log.
	m.C.Settings.HideReactions = true
	eve, err := client.Dial(context.Background(), h.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eve.Close)
	eve.Watch(code)
	until(t, m, "Eve counted", func() bool { n, _ := dee.Watching(); return n == 2 })
	eve.React("ohno")
	until(t, m, "Eve's reaction heard", func() bool { return len(p.net.s.reacts) == 0 && p.net.watch.n == 2 })
	step(t, m, 30)
	if slices.Contains(p.show.Log.Lines, say("net.react.said", say("net.react.watcher"), say("net.react.ohno"))) || p.net.said.watcher.until > m.C.Tick {
		t.Errorf("a reaction shown with Show reactions off: %+v", p.net.said.watcher)
	}
}
