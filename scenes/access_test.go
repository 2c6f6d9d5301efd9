package scenes

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui/access"
	"goose/ui/form"
	"goose/ui/store"
)

// focusedLabel is the label of the control the mirror marks focused, or "".
func focusedLabel(cs []form.Info) string {
	for _, c := range cs {
		if c.Focused {
			return c.Label
		}
	}
	return ""
}

// What assistive technology is told (issue 29): the screen by its title, its
// controls with their roles, labels and states, the game's focus as it
// moves, and a control used from there does what a click does.
func TestMirrorFollowsTheScreen(t *testing.T) {
	m := newManager(t, nil)
	step(t, m, 1)
	screen, cs, _ := access.Shown()
	if screen != say("title.name") {
		t.Fatalf("the mirror names the screen %q", screen)
	}
	roles := map[string]form.Role{}
	for _, c := range cs {
		roles[c.Label] = c.Role
	}
	if roles[say("ui.newGame")] != form.RoleButton || roles[say("ui.settings")] != form.RoleButton {
		t.Fatalf("the mirror's controls: %+v", cs)
	}
	for _, c := range cs {
		if c.Label == say("ui.continue") && c.Enabled {
			t.Fatal("Continue, with no game saved, is told as usable")
		}
	}
	if got := focusedLabel(cs); got != "" {
		t.Fatalf("%q is told focused before any key", got)
	}
	key(t, m, ebiten.KeyTab)
	if _, cs, _ = access.Shown(); focusedLabel(cs) != say("ui.newGame") {
		t.Fatalf("after Tab the mirror's focus is on %q", focusedLabel(cs))
	}
	for i, c := range cs {
		if c.Label == say("ui.settings") {
			access.Activate(i)
		}
	}
	step(t, m, 1)
	step(t, m, 1)
	if m.Current().Name() != "settings" {
		t.Fatalf("Settings used from the mirror went to %s", m.Current().Name())
	}
}

// Read aloud (issue 29): the control the focus comes to, and a line of the
// game, are given to the system's speech in the game's language (a fake
// spd-say on PATH records what it is asked to say).
func TestReadAloudSpeaksTheFocusAndTheStory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the fake speech is speech-dispatcher's")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "said")
	script := "#!/bin/sh\nprintf '%s|' \"$@\" >> " + out + "\necho >> " + out + "\n"
	if err := os.WriteFile(filepath.Join(dir, "spd-say"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	looked, voice = false, nil
	defer func() { looked, voice = false, nil }()

	m := newManager(t, nil)
	m.C.Settings.Access.ReadAloud = true
	step(t, m, 1)
	key(t, m, ebiten.KeyTab)
	m.C.Narrate("Ann throws 3 and 6: the goose flies on.", false)
	want := []string{"-w|-l|en|--|" + say("ui.newGame") + "|", "-w|-l|en|--|Ann throws 3 and 6: the goose flies on.|"}
	var got []string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		b, _ := os.ReadFile(out)
		if got = strings.Split(strings.TrimSpace(string(b)), "\n"); len(got) >= 2 {
			break
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("spoken:\n%q\nwant\n%q", got, want)
	}
}

// The game's story reaches assistive technology as it is shown (issue 29):
// the live region hears each turn's words, the throw and where the goose
// went, in the game's language.
func TestStoryIsNarratedAsShown(t *testing.T) {
	m := newManager(t, nil)
	access.Forget()
	startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Zelda", Computer: true, Level: "easy"}, {Name: "Yorick", Color: 1, Computer: true, Level: "easy"}}})
	for range 200 {
		step(t, m, 1)
		time.Sleep(time.Millisecond) // the computers think off the loop
	}
	_, _, said := access.Shown()
	all := strings.Join(said, " ")
	if len(said) < 2 || !strings.Contains(all, "Zelda") || !strings.Contains(all, "Yorick") {
		t.Fatalf("the live region heard %q", said)
	}
}

// The play screen is told too (issue 29): its throw button, named for whose
// throw it is, the speeds and the menu; the throw used from the tree throws.
func TestPlayIsToldAndPlayedFromTheTree(t *testing.T) {
	m := newManager(t, nil)
	access.Forget()
	startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Ann"}, {Name: "Yorick", Color: 1, Computer: true, Level: "easy"}}})
	throw := -1
	for range 300 {
		step(t, m, 1)
		time.Sleep(time.Millisecond)
		screen, cs, _ := access.Shown()
		if screen == "play" || screen == "" {
			t.Fatalf("the play screen is told as %q", screen)
		}
		for i, c := range cs {
			if c.Role == form.RoleButton && c.Enabled && strings.Contains(c.Label, "Ann") {
				throw = i
			}
		}
		if throw >= 0 {
			break
		}
	}
	if throw < 0 {
		_, cs, _ := access.Shown()
		t.Fatalf("no throw for Ann in the tree: %+v", cs)
	}
	_, cs, _ := access.Shown()
	speeds := 0
	for _, c := range cs {
		if c.Role == form.RoleOption {
			speeds++
		}
	}
	if speeds < 3 {
		t.Errorf("the speeds are not told: %+v", cs)
	}
	access.Forget()
	access.Activate(throw)
	for range 60 {
		step(t, m, 1)
	}
	_, _, said := access.Shown()
	if !strings.Contains(strings.Join(said, " "), "Ann") {
		t.Fatalf("the throw used from the tree told nothing of Ann: %q", said)
	}
}

// The settings' accessibility page (issue 29): its choices are kept with the
// settings and take effect at once, on every form.
func TestAccessPageSetsAndKeeps(t *testing.T) {
	defer func() { form.Assisting = form.Assist{} }()
	m := newManager(t, nil)
	click(t, m, control(t, m, "ui.settings").Rect)
	click(t, m, control(t, m, "ui.access").Rect)
	click(t, m, control(t, m, "ui.seconds", "2").Rect)
	step(t, m, 1)
	if m.C.Settings.Access.Scan != 2 || form.Assisting.Scan != 120 {
		t.Fatalf("scanning every 2 s: settings %v, forms scan every %d ticks", m.C.Settings.Access.Scan, form.Assisting.Scan)
	}
	if b, err := m.C.Store.Load(store.SettingsName); err != nil || !strings.Contains(string(b), `"scan": 2`) {
		t.Fatalf("the scanning time is not kept: %s %v", b, err)
	}
	// While scanning, a click is the switch (it uses the focused control,
	// wherever it lands): a player's helper turns scanning off first.
	m.C.Settings.Access.Scan = 0
	step(t, m, 1)
	// The last of the dwell's times, after the scanning's own.
	cs := m.Current().(formed).Form().Controls()
	last := -1
	for i, c := range cs {
		if c.Label == say("ui.seconds", "3") {
			last = i
		}
	}
	if last < 0 {
		t.Fatalf("no dwell of 3 s offered: %+v", cs)
	}
	click(t, m, cs[last].Rect)
	step(t, m, 1)
	if m.C.Settings.Access.Dwell != 3 || form.Assisting.Dwell != 180 {
		t.Fatalf("dwell of 3 s: settings %v, forms %d ticks", m.C.Settings.Access.Dwell, form.Assisting.Dwell)
	}
}

// L (issue 29: a key repeats the last line and says where every goose
// stands): the live region hears the story's last line, the round and
// every seat's place, at once.
func TestListenRetellsTheTable(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{
		{Name: "Zelda", Computer: true, Level: "easy"}, {Name: "Yorick", Color: 1, Computer: true, Level: "easy"}}})
	m.C.Settings.Speed = 0 // a few turns, not the whole game
	for range 200 {
		step(t, m, 1)
		time.Sleep(time.Millisecond)
	}
	if m.Current() != p {
		t.Fatalf("the game left for %s", m.Current().Name())
	}
	access.Forget()
	key(t, m, ebiten.KeyL)
	_, _, said := access.Shown()
	if len(said) == 0 {
		t.Fatal("L told nothing")
	}
	got := said[len(said)-1]
	for _, want := range append([]string{p.hud.header}, p.hud.status...) {
		if !strings.Contains(got, want) {
			t.Fatalf("L told %q, without %q", got, want)
		}
	}
}

// A control used from the tree changes what a resting screen shows, with
// no input: the screen is drawn again (a tab chosen by a screen reader
// showed its page only in the tree, not on the screen).
func TestTreeUseRedrawsAStillScreen(t *testing.T) {
	m := newManager(t, nil)
	m.Rest = true
	screen := ebiten.NewImage(1280, 720)
	click(t, m, control(t, m, "ui.settings").Rect)
	for range sleepTicks + 10 { // at rest
		step(t, m, 1)
		m.Draw(screen)
	}
	if m.Drawn() {
		t.Fatal("the settings never came to rest: the test would prove nothing")
	}
	_, cs, _ := access.Shown()
	for i, c := range cs {
		if c.Label == say("ui.access") {
			access.Activate(i)
		}
	}
	drawn := false
	for range 3 {
		step(t, m, 1)
		drawn = drawn || m.Drawn()
		m.Draw(screen)
	}
	if s := m.Current().(*SettingsPage); s.tab != 1 || !drawn {
		t.Fatalf("the accessibility tab from the tree: tab %d, drawn %v", s.tab, drawn)
	}
}
